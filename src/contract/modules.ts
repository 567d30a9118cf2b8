/**
 * The menu modules (spec section 6): the app shows a menu item, and opens its screen, when the
 * user's module list holds a module with the item's caption; the server refuses a handler whose
 * module the user's roles do not grant (docs/trade.md, "Sub-accounts"). One list for the seed
 * (server/seeds/seedData.ts), the route table's modules (src/routes/: a screen's module by its
 * caption, type-checked against this list) and the handlers' `module` (server/http/handler.ts).
 *
 * `defaultFor`: the user types that get the module without any role binding (a merchant admin, a
 * buyer); a merchant role may be granted the modules of the supplier's default set. `adminOnly`:
 * a merchant admin's own (role and user administration). `group`: the node of the role editor's
 * module tree.
 */
import type { Role } from './types/common'

const ALL = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const satisfies readonly Role[]

export interface ModuleDef {
  readonly code: string
  readonly caption: string
  readonly group: string
  readonly defaultFor: readonly Role[]
  readonly buttons?: readonly string[]
  /** Held by a merchant admin whatever its roles, and never granted to a role (roles, sub-accounts). */
  readonly adminOnly?: true
}

const MODULE_LIST = [
  { code: 'setting', caption: '设置', group: '通用', defaultFor: ALL },
  { code: 'updatePassword', caption: '修改密码', group: '通用', defaultFor: ALL },
  { code: 'about', caption: '关于我们', group: '通用', defaultFor: ALL },
  { code: 'msg', caption: '消息中心', group: '通用', defaultFor: ALL, buttons: ['msg:read'] },
  { code: 'notice', caption: '通知公告', group: '通用', defaultFor: ALL },
  { code: 'complaint', caption: '在线投诉', group: '通用', defaultFor: ALL, buttons: ['complaint:create', 'complaint:delete'] },
  { code: 'inmarket', caption: '进场报备', group: '通用', defaultFor: ['supplier', 'purchaser'], buttons: ['inmarket:create'] },
  { code: 'inout', caption: '车辆进出', group: '通用', defaultFor: ['supplier', 'purchaser'], buttons: ['inout:applyOut'] },
  { code: 'parkPlan', caption: '园区平面图', group: '通用', defaultFor: ALL },
  { code: 'knowledge', caption: '知识库', group: '通用', defaultFor: ALL },
  { code: 'train', caption: '培训考试', group: '通用', defaultFor: ALL },
  { code: 'publicPrice', caption: '价格公示', group: '通用', defaultFor: ALL },
  { code: 'roleAdmin', caption: '角色管理', group: '系统管理', defaultFor: [], buttons: ['role:create', 'role:delete'], adminOnly: true },
  { code: 'userAdmin', caption: '用户管理', group: '系统管理', defaultFor: [], buttons: ['user:create', 'user:delete', 'user:resetPassword'], adminOnly: true },
  // Supplier: trade (issue 11) and the back office (issue 12).
  { code: 'order', caption: '订单管理', group: '交易管理', defaultFor: ['supplier'], buttons: ['order:close'] },
  { code: 'createOrder', caption: '快速开单', group: '交易管理', defaultFor: ['supplier'], buttons: ['order:credit'] },
  { code: 'refund', caption: '售后管理', group: '交易管理', defaultFor: ['supplier'], buttons: ['refund:audit'] },
  { code: 'evaluation', caption: '评价管理', group: '交易管理', defaultFor: ['supplier'] },
  { code: 'statistics', caption: '经营统计', group: '交易管理', defaultFor: ['supplier'] },
  // Issue 24 part 3 (docs/trade.md section 22); in its group, as the role editor's tree lists each group together.
  { code: 'dailySettlement', caption: '日结对账', group: '交易管理', defaultFor: ['supplier'] },
  { code: 'product', caption: '商品管理', group: '商品库存', defaultFor: ['supplier'], buttons: ['sku:create', 'sku:delete', 'sku:sort'] },
  // Issue 25 point 5 (docs/scale-device-api.md): the shop's electronic scales.
  { code: 'scale', caption: '电子秤', group: '商品库存', defaultFor: ['supplier'] },
  { code: 'inventory', caption: '库存管理', group: '商品库存', defaultFor: ['supplier'], buttons: ['loss:create'] },
  { code: 'detection', caption: '产品检测', group: '商品库存', defaultFor: ['supplier'], buttons: ['detection:create'] },
  { code: 'bill', caption: '账单服务', group: '财务服务', defaultFor: ['supplier'], buttons: ['bill:pay'] },
  { code: 'prestore', caption: '预存款', group: '财务服务', defaultFor: ['supplier'] },
  { code: 'coupon', caption: '优惠券', group: '财务服务', defaultFor: ['supplier'], buttons: ['coupon:gift'] },
  { code: 'shopCenter', caption: '商户中心', group: '店铺管理', defaultFor: ['supplier'] },
  { code: 'shopInfo', caption: '店铺资料', group: '店铺管理', defaultFor: ['supplier'], buttons: ['shop:update'] },
  { code: 'shopIdCode', caption: '店铺身份码', group: '店铺管理', defaultFor: ['supplier'] },
  // Estate (issue 21, docs/estate.md): the merchant's repairs.
  { code: 'repair', caption: '报修服务', group: '店铺管理', defaultFor: ['supplier'], buttons: ['repair:create', 'repair:evaluate'] },
  // Supplier: leases and contracts (issue 19, docs/lease.md).
  { code: 'lease', caption: '租赁管理', group: '租赁合同', defaultFor: ['supplier'], buttons: ['lease:apply', 'lease:pay', 'lease:quit'] },
  { code: 'contract', caption: '合同管理', group: '租赁合同', defaultFor: ['supplier'] },
  // Purchaser (issue 11).
  { code: 'buyerOrder', caption: '我的订单', group: '采购', defaultFor: ['purchaser'] },
  { code: 'afterSale', caption: '售后服务', group: '采购', defaultFor: ['purchaser'] },
  { code: 'appraise', caption: '我的评价', group: '采购', defaultFor: ['purchaser'] },
  { code: 'buyerStatistics', caption: '采购统计', group: '采购', defaultFor: ['purchaser'] },
  { code: 'buyerCenter', caption: '个人中心', group: '采购', defaultFor: ['purchaser'] },
  { code: 'buyerIdCode', caption: '我的身份码', group: '采购', defaultFor: ['purchaser'] },
  { code: 'devices', caption: '我的设备', group: '采购', defaultFor: ['purchaser'] },
  // Gate and quality (issue 20): the distribution centre's vehicles (the merchants' 车辆进出 and a
  // shop's 产品检测 sit in their groups above).
  { code: 'dcVehicle', caption: '车辆管理', group: '配送', defaultFor: ['dc'] },
  // The market office (MARKET_OFFICE_GROUP: granted only through its role): the gate, the lab, loss audits.
  { code: 'gateOffice', caption: '进出场管理', group: '市场办公', defaultFor: [] },
  { code: 'detectionOffice', caption: '检测管理', group: '市场办公', defaultFor: [] },
  { code: 'lossAudit', caption: '报损审核', group: '市场办公', defaultFor: [] },
  // Proprietor (issue 19): the owned booths and how they are let; the owner's profile.
  { code: 'ownerAssets', caption: '我的资产', group: '业主', defaultFor: ['proprietor'] },
  { code: 'ownerInfo', caption: '业主信息', group: '业主', defaultFor: ['proprietor'] },
  // The market office (MARKET_OFFICE_GROUP: granted only through the 市场办公 role): leases (issue 19).
  { code: 'officeLeaseReview', caption: '租赁审批', group: '市场办公', defaultFor: [] },
  { code: 'officeLeaseRelease', caption: '招租发布', group: '市场办公', defaultFor: [] },
  { code: 'officeBoothLease', caption: '摊位租赁', group: '市场办公', defaultFor: [] },
  // Estate and staff (issue 21, docs/estate.md): the merchant's repairs, the maintainer's work, staff health.
  { code: 'worksheet', caption: '维修工单', group: '物业维修', defaultFor: ['maintainer'], buttons: ['worksheet:create'] },
  { code: 'meterReading', caption: '水电抄表', group: '物业维修', defaultFor: ['maintainer'] },
  { code: 'receiptCode', caption: '收款码', group: '物业维修', defaultFor: ['maintainer'] },
  { code: 'healthCheck', caption: '健康打卡', group: '员工健康', defaultFor: ['staff'] },
  { code: 'vaccination', caption: '疫苗接种', group: '员工健康', defaultFor: ['staff'] },
  { code: 'travelPath', caption: '行程轨迹', group: '员工健康', defaultFor: ['staff'] },
  { code: 'feedback', caption: '意见反馈', group: '员工健康', defaultFor: ['staff'] },
  // The market office's (group MARKET_OFFICE_GROUP: granted only through the 市场办公 role).
  { code: 'repairDispatch', caption: '报修派单', group: '市场办公', defaultFor: [] },
  { code: 'estateStock', caption: '物业耗材', group: '市场办公', defaultFor: [] },
  { code: 'healthStats', caption: '健康统计', group: '市场办公', defaultFor: [] },
  { code: 'riskArea', caption: '风险地区', group: '市场办公', defaultFor: [] },
  { code: 'staffFeedback', caption: '员工反馈', group: '市场办公', defaultFor: [] },
  // Finance exports and reconciliation (issue 24, docs/trade.md): granted only through the 市场办公 role.
  { code: 'financeExport', caption: '财务对账', group: '市场办公', defaultFor: [] },
  // Prices published from the market's trade (issue 24, docs/trade.md "Prices published from trade").
  { code: 'pricePublish', caption: '价格发布', group: '市场办公', defaultFor: [] },
] as const satisfies readonly ModuleDef[]

export type ModuleCode = (typeof MODULE_LIST)[number]['code']
/** A module's caption: what a route names (src/routes/) and the module list is matched on. */
export type ModuleCaption = (typeof MODULE_LIST)[number]['caption']

/**
 * The market office's modules (leases, gate and quality, estate, prices, ...): `defaultFor: []`,
 * granted only through a market role (sys_roles with no customer, user type staff), like a shop's
 * roles grant a sub-account its modules. The staff home shows them as its 市场办公 section.
 */
export const MARKET_OFFICE_GROUP = '市场办公'

/** Every module, in menu order. */
export const MODULES: ReadonlyArray<ModuleDef & { readonly code: ModuleCode }> = MODULE_LIST

const BY_CODE: ReadonlyMap<string, ModuleDef> = new Map(MODULES.map((m) => [m.code, m]))

/** A module by its code. */
export const moduleByCode = (code: ModuleCode): ModuleDef => BY_CODE.get(code)!

/** The caption of a module (what the module list is matched on). */
export const moduleCaption = (code: ModuleCode): string => moduleByCode(code).caption

/** The modules a merchant admin may grant to its shop's roles: the supplier's default set. */
export const GRANTABLE_SUPPLIER_MODULES: readonly ModuleCode[] = MODULES.filter((m) => m.defaultFor.includes('supplier')).map((m) => m.code)

/** The modules the market office role may be granted (group MARKET_OFFICE_GROUP). */
export const MARKET_OFFICE_MODULES: readonly ModuleCode[] = MODULES.filter((m) => m.group === MARKET_OFFICE_GROUP).map((m) => m.code)

/** Modules only a merchant admin holds. */
export const ADMIN_ONLY_MODULES: readonly ModuleCode[] = MODULES.filter((m) => m.adminOnly).map((m) => m.code)
