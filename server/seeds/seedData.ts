/** The demo market: static content the seed writes into an empty database. */
import type { Role } from '@/contract'

export const DEMO_PASSWORD = 'Market@2026'
export const MARKET_NAME = '江南农产品批发交易中心'

export interface DemoCustomer {
  key: string
  name: string
  customerType: Role
  contactName: string
  mobile: string
}
/** Each customer's contact is its admin account (USERS): the same person, the same mobile. */
export const CUSTOMERS: DemoCustomer[] = [
  { key: 'lvyuan', name: '绿源果蔬商行', customerType: 'supplier', contactName: '李绿源', mobile: '13900000001' },
  { key: 'xianfeng', name: '鲜丰水产批发部', customerType: 'supplier', contactName: '王海丰', mobile: '13900000002' },
  { key: 'chengnan', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '赵采买', mobile: '13900000003' },
  { key: 'owner', name: '陈建国（业主）', customerType: 'proprietor', contactName: '陈建国', mobile: '13900000005' },
  { key: 'dc', name: '城北冷链配送中心', customerType: 'dc', contactName: '孙配送', mobile: '13900000006' },
]

export interface DemoUser {
  username: string
  realName: string
  mobile: string
  userType: Role
  customer?: string
  isAdmin?: boolean
  email?: string
}
export const USERS: DemoUser[] = [
  { username: 'supplier01', realName: '李绿源', mobile: '13900000001', userType: 'supplier', customer: 'lvyuan', isAdmin: true, email: 'lvyuan@example.com' },
  { username: 'supplier01a', realName: '周小芳', mobile: '13900000011', userType: 'supplier', customer: 'lvyuan' },
  { username: 'supplier02', realName: '王海丰', mobile: '13900000002', userType: 'supplier', customer: 'xianfeng', isAdmin: true },
  { username: 'purchaser01', realName: '赵采买', mobile: '13900000003', userType: 'purchaser', customer: 'chengnan' },
  { username: 'maintainer01', realName: '钱维修', mobile: '13900000004', userType: 'maintainer' },
  // A second maintainer for other zones (seeds/estate.ts: 钱维修 looks after 蔬菜区, 水果区 and 干调区).
  { username: 'maintainer02', realName: '孙师傅', mobile: '13900000009', userType: 'maintainer' },
  { username: 'proprietor01', realName: '陈建国', mobile: '13900000005', userType: 'proprietor', customer: 'owner' },
  { username: 'dc01', realName: '孙配送', mobile: '13900000006', userType: 'dc', customer: 'dc' },
  { username: 'staff01', realName: '吴员工', mobile: '13900000007', userType: 'staff' },
  // The market office: a staff account bound to the 市场办公 role (MARKET_OFFICE_ROLE).
  { username: 'office01', realName: '郑办公', mobile: '13900000008', userType: 'staff' },
  // More market staff for the health statistics (seeds/health.ts).
  { username: 'staff02', realName: '冯保洁', mobile: '13900000021', userType: 'staff' },
  { username: 'staff03', realName: '陈保安', mobile: '13900000022', userType: 'staff' },
  { username: 'staff04', realName: '褚收费', mobile: '13900000023', userType: 'staff' },
  { username: 'staff05', realName: '卫巡查', mobile: '13900000024', userType: 'staff' },
]

/**
 * The market's own role for its office (a system role: no customer): every staff module plus the
 * market office's (MARKET_OFFICE_MODULES), bound to these accounts.
 */
export const MARKET_OFFICE_ROLE = { name: '市场办公', remark: '市场办公室：审批、稽核、发布', users: ['office01'] } as const

/** Menu modules (captions are the app's menu captions): the contract's one list (src/contract/modules.ts). */
export { MODULES } from '@/contract'

export const DICTIONARY: Array<[type: string, key: string, value: string, enabled?: boolean]> = [
  ['vehicleType', '1', '小型货车'],
  ['vehicleType', '2', '中型货车'],
  ['vehicleType', '3', '大型货车'],
  ['vehicleType', '4', '冷链车'],
  ['vehicleType', '5', '三轮车'],
  ['unit', 'kg', '公斤'],
  ['unit', 'jin', '斤'],
  ['unit', 'box', '箱'],
  ['unit', 'piece', '件'],
  ['unit', 't', '吨'],
  ['complaintType', '1', '服务态度'],
  ['complaintType', '2', '商品质量'],
  ['complaintType', '3', '价格欺诈'],
  ['complaintType', '4', '环境卫生'],
  ['complaintType', '9', '其他'],
  ['productCategory', 'vegetable', '蔬菜'],
  ['productCategory', 'fruit', '水果'],
  ['productCategory', 'aquatic', '水产'],
  ['productCategory', 'frozen', '冻品'],
  ['productCategory', 'dry', '干调'],
  ['productCategory', 'grain', '粮油'],
  ['payStatus', '0', '未支付'],
  ['payStatus', '1', '已支付'],
  ['payStatus', '2', '部分支付'],
  ['payStatus', '3', '已退款'],
  ['payStatusOld', '9', '待确认（已停用）', false],
  // Systems that may ask a user to act for them (/ydui/view/OAuth2): id -> the name the user sees.
  ['oauthClient', 'market-pc', '市场PC管理系统'],
]

/** The market's gate (WGS-84): the park plan's places lie around it (the H5 location picker). */
export const MARKET_LOCATION = [30.412, 120.298] as const

/** Zones with their booth-code prefix. */
export const ZONES: Array<{ name: string; prefix: string }> = [
  { name: '蔬菜区', prefix: 'SC' },
  { name: '水果区', prefix: 'SG' },
  { name: '水产区', prefix: 'SS' },
  { name: '冻品区', prefix: 'DP' },
  { name: '干调区', prefix: 'GT' },
]
export const ROWS = ['A排', 'B排']
export const BOOTHS_PER_ROW = 4

export const ASSET_TYPES = [
  { code: 'booth', name: '摊位' },
  { code: 'shop', name: '门面' },
  { code: 'coldStore', name: '冷库' },
  { code: 'arrival', name: '到货位' },
]

export const ANNOUNCEMENTS: Array<{ title: string; content: string; category?: string; audience?: Role[]; published?: boolean; daysAgo: number }> = [
  { title: '关于春节期间市场营业时间的通知', content: '<p>春节期间（除夕至初三）市场暂停营业，初四起恢复正常交易。</p>', daysAgo: 1 },
  { title: '进场车辆车型登记说明', content: '<p>进场车辆须按实际车型登记：小型货车、中型货车、大型货车、冷链车。</p>', category: 'vehicleType', daysAgo: 2 },
  { title: '进口冷链食品入市须知', content: '<p>进口冷链食品入市须提供检验检疫证明、核酸检测报告及消毒证明。</p>', category: 'overseasProduct', daysAgo: 3 },
  { title: '商户摊位续租办理通知', content: '<p>请各商户于本月25日前到服务中心办理续租手续。</p>', audience: ['supplier', 'proprietor'], daysAgo: 4 },
  // Back-office HTML as written, hostile bits included (a script, an inline handler): the client
  // must sanitise it; what a reader sees is the two paragraphs.
  {
    title: '系统维护公告',
    content: '<p>系统将于周日凌晨维护。</p><script>alert(1)</script><p onclick="alert(1)">给您带来的不便敬请谅解。</p>',
    daysAgo: 5,
  },
  { title: '食品安全抽检结果公示', content: '<p>本周抽检蔬菜样品120批次，全部合格。</p>', daysAgo: 6 },
  { title: '（草稿）夏季防暑降温安排', content: '<p>草稿，未发布。</p>', published: false, daysAgo: 0 },
]

/**
 * Messages, each to the accounts (user names of USERS) whose work it concerns: bills and repairs
 * to the shops' admins (not to a cashier), orders to the buyer, work orders to the maintainer.
 * Every account also gets WELCOME_MESSAGE (read).
 */
export const MESSAGES: Array<{ to: readonly string[]; title: string; content: string; msgType: string; read: boolean; hoursAgo: number }> = [
  { to: ['supplier01', 'supplier02'], title: '账单提醒', content: '您本月的摊位租金账单已生成，请及时缴纳。', msgType: 'bill', read: false, hoursAgo: 2 },
  { to: ['supplier01', 'supplier02'], title: '报修进度', content: '您提交的报修单已派单，维修人员将尽快上门。', msgType: 'repair', read: false, hoursAgo: 20 },
  { to: ['purchaser01'], title: '订单提醒', content: '绿源果蔬商行为您开具了一笔新订单，请及时支付。', msgType: 'order', read: false, hoursAgo: 2 },
  { to: ['purchaser01'], title: '售后进度', content: '您的售后申请已通过商户审核，退款将原路退回。', msgType: 'refund', read: false, hoursAgo: 20 },
  { to: ['maintainer01'], title: '新工单', content: '水果区SG-A-02摊位报修：水龙头漏水，请尽快处理。', msgType: 'repair', read: false, hoursAgo: 3 },
  { to: ['proprietor01'], title: '租金到账', content: '您名下摊位本月的租金已到账，请在资产页查看明细。', msgType: 'bill', read: false, hoursAgo: 5 },
  { to: ['dc01'], title: '车辆登记', content: '您登记的冷链车浙A·C1234已审核通过，可正常进场。', msgType: 'vehicle', read: false, hoursAgo: 4 },
  { to: ['dc01'], title: '进场提醒', content: '明日早市进场高峰为凌晨3:00至5:00，请合理安排配送车辆。', msgType: 'system', read: false, hoursAgo: 26 },
  { to: ['staff01'], title: '打卡提醒', content: '今日健康打卡尚未完成，请在上岗前完成打卡。', msgType: 'system', read: false, hoursAgo: 1 },
]

export const WELCOME_MESSAGE = { title: '欢迎使用', content: `欢迎使用${MARKET_NAME}移动服务平台。`, msgType: 'system', read: true, hoursAgo: 72 }
