/**
 * THE route table. app.config.ts (main package and subpackages), page titles, pull-to-refresh
 * flags, H5 aliases and the role home menus are all derived from it; tests/unit/routes.test.ts
 * checks every entry against docs/routes.json. A screen designed but not built yet carries
 * `planned: true`: it has its name (so `go()` to it type-checks) but is left out of the app, the
 * aliases, the menus and the path lookup until its builder removes the flag with the screen file.
 */
import type { Role } from './contract/types'
import type { Accent } from './theme'

/** Route groups: `general` screens live in the main package, every other group is a subpackage. */
export type RouteGroup = 'general' | Role | 'knowledge' | 'ydui' | 'suyuan' | 'scanorder' | 'public-price'

export interface MenuEntry {
  /** Module caption: the item is shown when the cached module list has a module with this caption. */
  caption: string
  /** The roles whose home menu lists this screen. */
  roles: readonly Role[]
  /**
   * The menu item's glyph: a key of components/MenuGrid/icons.tsx, which holds exactly the keys
   * the route table uses (MenuIcon), so the role home ships only the icons a menu shows.
   */
  icon: string
  /** Position in the menu: lower first; equal ones keep route-table order. Account items use 90. */
  order?: number
}

/** A route parameter: required unless `optional`; `label` names it in the missing-parameter state. */
export interface ParamSpec {
  readonly label: string
  readonly optional?: true
}

export interface RouteDef {
  /** The name screens navigate by: `go('complaintDetail', { id })`. Unique. */
  name: string
  path: string
  aliases: readonly string[]
  /** Navigation bar title; absent: the centre's name. */
  title?: string
  pullRefresh: boolean
  group: RouteGroup
  menu?: MenuEntry
  /** Screens that need a logged-in user show the not-logged-in state instead of their content. */
  auth?: boolean
  /** Query parameters the screen reads; the shell refuses to mount it without the required ones. */
  params?: Readonly<Record<string, ParamSpec>>
  /** Accent of the screen's frame; default: the supplier blue on supplier screens, else the green. */
  accent?: Accent
  /** Designed but not built: no page, alias or menu entry yet (remove with the screen's file). */
  planned?: true
}

const ALL_ROLES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const satisfies readonly Role[]
/** Account items (settings, password, about) close a role's menu, after its business screens. */
const ACCOUNT_ORDER = 90
const optional = <L extends string>(label: L) => ({ label, optional: true }) as const

const roleLogin = <const G extends Role, const T extends string>(group: G, title: T) =>
  ({ name: `${group}Login`, path: `/${group}/login`, aliases: [], title, pullRefresh: false, group, params: { username: optional('用户名') } }) as const
const roleHome = <const G extends Role, const A extends readonly string[] = []>(group: G, aliases?: A) =>
  ({ name: `${group}Home`, path: `/${group}/index`, aliases: aliases ?? ([] as unknown as A), pullRefresh: false, group, auth: true }) as const

export const ROUTES = [
  // The first entry is the H5 and weapp start page.
  { name: 'navi', path: '/pages/navi', aliases: ['/'], pullRefresh: false, group: 'general' },
  { name: 'login', path: '/pages/login', aliases: ['/login'], title: '登录', pullRefresh: false, group: 'general', params: { username: optional('用户名') } },
  // Supplier self-registration wears the supplier accent.
  { name: 'register', path: '/pages/register', aliases: ['/register'], title: '商户注册', pullRefresh: false, group: 'general', accent: 'supplier' },
  {
    name: 'setting', path: '/pages/setting', aliases: ['/setting'], title: '设置', pullRefresh: false, group: 'general', auth: true,
    menu: { caption: '设置', roles: ALL_ROLES, icon: 'setting', order: ACCOUNT_ORDER },
  },
  {
    name: 'updatePSW', path: '/pages/updatePSW', aliases: ['/updatePSW'], title: '修改密码', pullRefresh: false, group: 'general', auth: true,
    menu: { caption: '修改密码', roles: ALL_ROLES, icon: 'lock', order: ACCOUNT_ORDER },
  },
  {
    name: 'updateUserItem', path: '/pages/updateUserItem', aliases: ['/updateUserItem'], title: '修改信息', pullRefresh: false, group: 'general', auth: true,
    params: { field: { label: '修改项' }, value: optional('当前值') },
  },
  {
    name: 'about', path: '/pages/about', aliases: ['/about'], title: '关于我们', pullRefresh: false, group: 'general',
    menu: { caption: '关于我们', roles: ALL_ROLES, icon: 'info', order: ACCOUNT_ORDER },
  },
  {
    name: 'noticeList', path: '/pages/notice/index', aliases: ['/notice'], title: '通知公告', pullRefresh: false, group: 'general', auth: true,
    menu: { caption: '通知公告', roles: ALL_ROLES, icon: 'notice' },
  },
  {
    name: 'noticeDetail', path: '/pages/notice/detail', aliases: ['/notice/detail'], title: '公告详情', pullRefresh: false, group: 'general', auth: true,
    params: { id: { label: '公告编号' } },
  },
  {
    name: 'msgList', path: '/pages/msg/index', aliases: ['/msg'], title: '消息中心', pullRefresh: true, group: 'general', auth: true,
    menu: { caption: '消息中心', roles: ALL_ROLES, icon: 'message' },
  },
  {
    name: 'msgDetail', path: '/pages/msg/detail', aliases: ['/msg/detail'], title: '消息详情', pullRefresh: false, group: 'general', auth: true,
    params: { id: { label: '消息编号' } },
  },
  { name: 'search', path: '/search', aliases: [], title: '搜索', pullRefresh: false, group: 'general', auth: true },
  {
    name: 'complaintList', path: '/pages/complaint/index', aliases: ['/complaint'], title: '在线投诉', pullRefresh: true, group: 'general', auth: true,
    menu: { caption: '在线投诉', roles: ALL_ROLES, icon: 'complaint' },
  },
  {
    name: 'complaintCreate', path: '/pages/complaint/create', aliases: ['/complaint/create'], title: '我要投诉', pullRefresh: false, group: 'general', auth: true,
    params: { id: optional('投诉编号') },
  },
  {
    name: 'complaintDetail', path: '/pages/complaint/detail', aliases: ['/complaint/detail'], title: '投诉详情', pullRefresh: false, group: 'general', auth: true,
    params: { id: { label: '投诉编号' } },
  },
  {
    name: 'parkPlan', path: '/pages/parkPlan', aliases: ['/parkPlan'], title: '园区平面图', pullRefresh: false, group: 'general',
    menu: { caption: '园区平面图', roles: ALL_ROLES, icon: 'location' },
  },
  // Entry reporting: merchants (suppliers and purchasers) pre-report vehicles and their goods.
  {
    name: 'inmarketIndex', path: '/pages/inmarket/index', aliases: ['/inmarket'], title: '进场报备', pullRefresh: false, group: 'general', auth: true,
    menu: { caption: '进场报备', roles: ['supplier', 'purchaser'], icon: 'vehicle' },
  },
  { name: 'inmarketRecord', path: '/pages/inmarket/record', aliases: ['/inmarket/record'], title: '报备记录', pullRefresh: true, group: 'general', auth: true },
  {
    name: 'inmarketRecordDetail', path: '/pages/inmarket/recordDetail', aliases: ['/inmarket/recordDetail'], title: '报备详情', pullRefresh: false, group: 'general', auth: true,
    params: { id: { label: '报备单编号' } },
  },
  {
    name: 'inmarketCreate', path: '/pages/inmarket/create', aliases: ['/inmarket/create'], title: '我要报备', pullRefresh: false, group: 'general', auth: true,
    params: { id: optional('报备单编号') },
  },
  {
    name: 'inmarketSuccess', path: '/pages/inmarket/success', aliases: ['/inmarket/success'], title: '报备成功', pullRefresh: false, group: 'general', auth: true,
    params: { id: { label: '报备单编号' } },
  },
  { name: 'inmarketProduct', path: '/pages/inmarket/product', aliases: ['/inmarket/product'], title: '选择货品', pullRefresh: false, group: 'general', auth: true },

  roleLogin('supplier', '商户登录'),
  roleHome('supplier'),
  roleLogin('purchaser', '采购商登录'),
  roleHome('purchaser'),
  roleLogin('maintainer', '物业维修登录'),
  roleHome('maintainer', ['/maintainer']),
  roleLogin('proprietor', '业主登录'),
  roleHome('proprietor'),
  roleLogin('dc', '配送中心登录'),
  roleHome('dc'),
  roleLogin('staff', '员工登录'),
  roleHome('staff'),

  // Knowledge base, training and exams (subpackage knowledge).
  {
    name: 'knowledgeList', path: '/knowledge/knowledgeList', aliases: ['/knowledgeList'], title: '知识库', pullRefresh: true, group: 'knowledge', auth: true,
    menu: { caption: '知识库', roles: ALL_ROLES, icon: 'knowledge' },
  },
  {
    name: 'knowledgeDetail', path: '/knowledge/knowledgeDetail', aliases: ['/knowledgeDetail'], title: '知识详情', pullRefresh: false, group: 'knowledge', auth: true,
    params: { id: { label: '知识编号' } },
  },
  {
    name: 'trainList', path: '/knowledge/trainList', aliases: ['/trainList'], title: '培训考试', pullRefresh: true, group: 'knowledge', auth: true,
    menu: { caption: '培训考试', roles: ALL_ROLES, icon: 'edit' },
  },
  {
    name: 'trainDetail', path: '/knowledge/trainDetail', aliases: ['/trainDetail'], title: '培训详情', pullRefresh: false, group: 'knowledge', auth: true,
    params: { id: { label: '培训编号' } },
  },
  {
    name: 'trainExamination', path: '/knowledge/trainExamination', aliases: ['/trainExamination'], title: '在线考试', pullRefresh: false, group: 'knowledge', auth: true,
    params: { examId: { label: '考试编号' }, trainId: optional('培训编号') },
  },
  {
    name: 'examResult', path: '/knowledge/examResult', aliases: ['/examResult'], title: '考试结果', pullRefresh: false, group: 'knowledge', auth: true,
    params: { resultId: { label: '成绩编号' }, trainId: optional('培训编号') },
  },

  // Public price publication (subpackage public-price): visitors use it without login.
  {
    name: 'publicPrice', path: '/public-price/index', aliases: ['/publicPrice'], title: '价格公示', pullRefresh: false, group: 'public-price',
    menu: { caption: '价格公示', roles: ALL_ROLES, icon: 'price' },
  },

  // Trade (issue 11; docs/trade.md): orders, payment, after-sales and ratings, both sides.
  {
    name: 'supplierOrderList', path: '/supplier/order/index', aliases: [], title: '订单管理', pullRefresh: true, group: 'supplier', auth: true,
    menu: { caption: '订单管理', roles: ['supplier'], icon: 'order' },
  },
  {
    name: 'supplierOrderDetail', path: '/supplier/order/detail', aliases: [], title: '订单详情', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: { label: '订单编号' } },
  },
  {
    name: 'supplierOrderCreate', path: '/supplier/order/createOrder', aliases: [], title: '快速开单', pullRefresh: false, group: 'supplier', auth: true,
    params: { purchaserId: optional('买家编号') },
    menu: { caption: '快速开单', roles: ['supplier'], icon: 'cart' },
  },
  {
    name: 'supplierRefundOrder', path: '/supplier/order/refundOrder', aliases: [], title: '售后管理', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: optional('售后单编号') },
    menu: { caption: '售后管理', roles: ['supplier'], icon: 'service' },
  },
  {
    name: 'supplierEvaluation', path: '/supplier/user/evaluation', aliases: [], title: '评价管理', pullRefresh: true, group: 'supplier', auth: true,
  },
  {
    name: 'supplierStatistics', path: '/supplier/statistics/index', aliases: [], title: '经营统计', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '经营统计', roles: ['supplier'], icon: 'stats' },
  },
  {
    name: 'purchaserOrderList', path: '/purchaser/order', aliases: [], title: '我的订单', pullRefresh: false, group: 'purchaser', auth: true,
    params: { status: optional('订单状态') },
    menu: { caption: '我的订单', roles: ['purchaser'], icon: 'order' },
  },
  {
    name: 'purchaserOrderDetail', path: '/purchaser/orderDetail', aliases: [], title: '订单详情', pullRefresh: false, group: 'purchaser', auth: true,
    params: { id: { label: '订单编号' } },
  },
  {
    name: 'purchaserOrderAppraise', path: '/purchaser/orderAppraise', aliases: [], title: '评价订单', pullRefresh: false, group: 'purchaser', auth: true,
    params: { orderId: { label: '订单编号' } },
  },
  {
    name: 'purchaserAppraise', path: '/purchaser/appraise', aliases: [], title: '我的评价', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '我的评价', roles: ['purchaser'], icon: 'rate' },
  },
  {
    name: 'purchaserAfterSale', path: '/purchaser/afterSale', aliases: [], title: '售后服务', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '售后服务', roles: ['purchaser'], icon: 'service' },
  },
  {
    name: 'purchaserAfterSaleApply', path: '/purchaser/afterSaleApply', aliases: [], title: '申请售后', pullRefresh: false, group: 'purchaser', auth: true,
    params: { orderId: { label: '订单编号' } },
  },
  {
    name: 'purchaserAfterSaleDetail', path: '/purchaser/afterSaleDetail', aliases: [], title: '售后详情', pullRefresh: false, group: 'purchaser', auth: true,
    params: { id: { label: '售后单编号' } },
  },
  {
    name: 'purchaserStatistics', path: '/purchaser/statistics', aliases: [], title: '采购统计', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '采购统计', roles: ['purchaser'], icon: 'stats' },
  },
  {
    name: 'purchaserUserCenter', path: '/purchaser/userCenter', aliases: [], title: '个人中心', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '个人中心', roles: ['purchaser'], icon: 'user' },
  },
  {
    name: 'purchaserBasicInfo', path: '/purchaser/basicinfo', aliases: [], title: '基本信息', pullRefresh: false, group: 'purchaser', auth: true,
  },
  {
    name: 'purchaserIdCode', path: '/purchaser/IDCode', aliases: [], title: '我的身份码', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '我的身份码', roles: ['purchaser'], icon: 'qrcode' },
  },
  {
    name: 'purchaserDevList', path: '/purchaser/devList', aliases: [], title: '我的设备', pullRefresh: false, group: 'purchaser', auth: true,
    menu: { caption: '我的设备', roles: ['purchaser'], icon: 'scan' },
  },
  // Traceability: an order line's QR code opens it (public: whoever scans the goods).
  {
    name: 'suyuanIndex', path: '/suyuan/index', aliases: [], title: '溯源查询', pullRefresh: false, group: 'suyuan',
    params: { code: optional('溯源码') },
  },

  // The shop's back office (issue 12; docs/trade.md).
  {
    name: 'supplierUserCenter', path: '/supplier/user/index', aliases: [], title: '商户中心', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '商户中心', roles: ['supplier'], icon: 'store' },
  },
  {
    name: 'supplierBasicInfo', path: '/supplier/user/basicinfo', aliases: [], title: '店铺资料', pullRefresh: false, group: 'supplier', auth: true,
  },
  {
    name: 'supplierIdCode', path: '/supplier/user/IDCode', aliases: [], title: '店铺身份码', pullRefresh: false, group: 'supplier', auth: true,
  },
  {
    name: 'supplierPrestore', path: '/supplier/user/prestore', aliases: [], title: '预存款', pullRefresh: true, group: 'supplier', auth: true,
  },
  {
    name: 'supplierCoupon', path: '/supplier/user/coupon', aliases: [], title: '优惠券', pullRefresh: false, group: 'supplier', auth: true,
  },
  {
    name: 'supplierCouponChange', path: '/supplier/user/couponChange', aliases: [], title: '赠送优惠券', pullRefresh: false, group: 'supplier', auth: true,
    params: { couponId: { label: '优惠券编号' } },
  },
  {
    name: 'supplierProductList', path: '/supplier/product/index', aliases: [], title: '商品管理', pullRefresh: true, group: 'supplier', auth: true,
    menu: { caption: '商品管理', roles: ['supplier'], icon: 'product' },
  },
  {
    name: 'supplierProductCreate', path: '/supplier/product/create', aliases: [], title: '商品信息', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: optional('商品编号') },
  },
  {
    name: 'supplierProductSort', path: '/supplier/product/sort', aliases: [], title: '商品排序', pullRefresh: false, group: 'supplier', auth: true,
  },
  {
    name: 'supplierInventory', path: '/supplier/inventory/index', aliases: [], title: '库存管理', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '库存管理', roles: ['supplier'], icon: 'stock' },
  },
  {
    name: 'supplierBreakage', path: '/supplier/inventory/breakage', aliases: [], title: '报损管理', pullRefresh: false, group: 'supplier', auth: true,
    params: { batchId: optional('批次编号') },
  },
  {
    name: 'supplierBillList', path: '/supplier/bill/index', aliases: [], title: '账单服务', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '账单服务', roles: ['supplier'], icon: 'bill' },
  },
  {
    name: 'supplierBillDetail', path: '/supplier/bill/details', aliases: [], title: '账单详情', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: { label: '账单编号' } },
  },
  {
    name: 'supplierRoleAdmin', path: '/supplier/role-admin/index', aliases: ['/roleadmin'], title: '角色管理', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '角色管理', roles: ['supplier'], icon: 'role' },
  },
  {
    name: 'supplierRoleCreate', path: '/supplier/role-admin/create', aliases: ['/role/create'], title: '编辑角色', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: optional('角色编号') },
  },
  {
    name: 'supplierUserAdmin', path: '/supplier/user-admin/index', aliases: ['/useradmin'], title: '用户管理', pullRefresh: false, group: 'supplier', auth: true,
    menu: { caption: '用户管理', roles: ['supplier'], icon: 'user' },
  },
  {
    name: 'supplierUserCreate', path: '/supplier/user-admin/create', aliases: ['/user/create'], title: '新增子账号', pullRefresh: false, group: 'supplier', auth: true,
  },
  {
    name: 'supplierUserDetail', path: '/supplier/user-admin/detail', aliases: ['/user/detail'], title: '子账号详情', pullRefresh: false, group: 'supplier', auth: true,
    params: { id: { label: '用户编号' } },
  },
] as const satisfies readonly RouteDef[]

type RouteEntry = (typeof ROUTES)[number]
/** Every screen's name. */
export type RouteName = RouteEntry['name']
type EntryNamed<N extends RouteName> = Extract<RouteEntry, { name: N }>
type SpecOf<N extends RouteName> = EntryNamed<N> extends { params: infer S } ? S : Record<never, never>
type RequiredKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? never : K }[keyof S]
type OptionalKeys<S> = Exclude<keyof S, RequiredKeys<S>>

/** What a navigation passes to a screen: its required parameters, and any of its optional ones. */
export type ParamsOf<N extends RouteName> = { [K in RequiredKeys<SpecOf<N>>]: string | number } & { [K in OptionalKeys<SpecOf<N>>]?: string | number | null }
/** What a screen reads: required parameters are there (the shell checks), optional ones may be ''. */
export type ParamsRead<N extends RouteName> = { readonly [K in keyof SpecOf<N>]: string }
/** `true` when the screen has a required parameter (then `go` needs its params argument). */
export type NeedsParams<N extends RouteName> = [RequiredKeys<SpecOf<N>>] extends [never] ? false : true

/** The screens that exist: every route but the planned ones. */
export const BUILT_ROUTES: readonly RouteDef[] = (ROUTES as readonly RouteDef[]).filter((r) => !r.planned)
/** The glyph keys the route table's menus use: components/MenuGrid/icons.tsx draws exactly these. */
export type MenuIcon = Extract<RouteEntry, { menu: unknown }>['menu']['icon']

/** Routes by name. */
export const ROUTE_BY_NAME: { readonly [N in RouteName]: EntryNamed<N> } = Object.fromEntries(ROUTES.map((r) => [r.name, r])) as never
/** Built routes by canonical path and by alias. */
export const ROUTE_BY_PATH: ReadonlyMap<string, RouteDef> = new Map(BUILT_ROUTES.flatMap((r) => [r.path, ...r.aliases].map((p) => [p, r] as const)))

/** The canonical path of a named screen. */
export const pathOf = (name: RouteName): string => ROUTE_BY_NAME[name].path

/** The accent a screen's frame wears. */
export const accentOf = (route: Pick<RouteDef, 'group' | 'accent'> | undefined): Accent => route?.accent ?? (route?.group === 'supplier' ? 'supplier' : 'primary')

/** Labels of the required parameters missing from `params`. */
export function missingParams(route: Pick<RouteDef, 'params'> | undefined, params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(route?.params ?? {})
    .filter(([key, spec]) => !spec.optional && !params[key])
    .map(([, spec]) => spec.label)
}

/**
 * Where a link to a page that does not exist lands (a mistyped H5 address, an outdated share):
 * a 页面不存在 screen with the way home (core/navigate watchPageNotFound). Not a screen anyone
 * navigates to, so not in the table; app.config.ts adds it to the main package.
 */
export const NOT_FOUND_PAGE = '/pages/notFound'

/** The weapp page path of a route: no leading slash. */
export const pagePath = (path: string): string => path.replace(/^\//, '')

/** The route of a path or alias (a query string is ignored). */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTE_BY_PATH.get('/' + pagePath(path.split('?')[0]))
}

/** A role's home screen and login screen (the general login without a role). */
export const homeRoute = (role: Role) => `${role}Home` as const satisfies RouteName
export const loginRoute = (role?: Role | null): 'login' | `${Role}Login` => (role ? `${role}Login` : 'login')

/** Menu entries of a role's home (built screens only), in route-table order. */
export const menuFor = (role: Role): Array<RouteDef & { name: RouteName }> =>
  (BUILT_ROUTES as readonly (RouteDef & { name: RouteName })[]).filter((r) => r.menu?.roles.includes(role)).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))

/**
 * The weapp package root of a screen, or null for the main package. The main package holds the
 * general screens that stand alone (/pages/login, /search, ...); a general feature folder
 * (/pages/complaint/...) is a subpackage rooted at that folder, so its paths stay as the spec gives
 * them while its code stays out of the main package (600 KB budget); every other group is a
 * subpackage named after it.
 */
export function packageRoot(route: Pick<RouteDef, 'path' | 'group'>): string | null {
  if (route.group !== 'general') return route.group
  const parts = pagePath(route.path).split('/')
  return parts[0] === 'pages' && parts.length > 2 ? `pages/${parts[1]}` : null
}

/** Main package pages and the subpackages, for app.config.ts. */
export function packages(routes: readonly RouteDef[] = BUILT_ROUTES): {
  pages: string[]
  subPackages: Array<{ root: string; pages: string[] }>
} {
  const pages: string[] = []
  const subs = new Map<string, string[]>()
  for (const r of routes) {
    const root = packageRoot(r)
    if (!root) {
      pages.push(pagePath(r.path))
      continue
    }
    const inner = pagePath(r.path).slice(root.length + 1)
    subs.set(root, [...(subs.get(root) ?? []), inner])
  }
  return { pages, subPackages: [...subs].map(([root, p]) => ({ root, pages: p })) }
}

/**
 * H5 paths for Taro's router (`h5.router.customRoutes`): each aliased screen answers on its own
 * path and on its aliases. Taro registers only the listed paths of an aliased page, so the
 * canonical path is listed too, first, which also keeps in-app navigation on canonical URLs.
 */
export function h5Aliases(routes: readonly RouteDef[] = BUILT_ROUTES): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const r of routes) if (r.aliases.length) out[r.path] = [r.path, ...r.aliases]
  return out
}
