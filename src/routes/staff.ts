/**
 * The staff's screens (subpackage staff): its login, home and settings (the shared screen), health
 * check-ins, vaccination, travel path and feedback (docs/estate.md, sections 7-8), and the market
 * office's screens
 * (section 市场办公 of the staff home, granted by the market role's modules): the gate (entry
 * reports, vehicles inside, exit applications), the lab (inspections), loss-report audits,
 * leases (issue 19, docs/lease.md: 租赁审批, 招租发布, 摊位租赁), the staff's health statistics and
 * their feedback, answered by the office (员工反馈), finance exports and the reconciliation against
 * the payment provider's statement (财务对账, docs/trade.md), and the prices published from trade
 * (价格发布).
 */
import { MARKET_OFFICE_GROUP } from '@/contract/modules'
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('staff', { roles: ['staff'] })
const office = (icon: 'vehicle' | 'detection' | 'store' | 'contract' | 'lease' | 'stock' | 'reply' | 'bill' | 'rate') => ({ icon, section: MARKET_OFFICE_GROUP })
const id = (label: string) => ({ id: { label } }) as const

export const STAFF_ROUTES = [
  roleLogin('staff', '员工登录'),
  roleHome('staff'),
  route('staffSetting', '/staff/setting', { title: '设置' }),
  route('staffFeedback', '/staff/feedback', { title: '意见反馈', module: '意见反馈', menu: { icon: 'feedback' } }),

  route('staffHealthCheck', '/staff/fy/healthCheck', { title: '健康打卡', module: '健康打卡', menu: { icon: 'health' } }),
  route('staffHealthCheckAdd', '/staff/fy/healthCheckAdd', { title: '今日打卡', module: '健康打卡' }),
  route('staffHealthCheckUpdate', '/staff/fy/healthCheckUpdate', { title: '修改打卡', module: '健康打卡' }),
  route('staffHealthCheckDetail', '/staff/fy/healthCheckDetail', { title: '打卡详情', module: '健康打卡', params: { day: optional('日期') } }),
  route('staffVaccination', '/staff/fy/vaccination', { title: '疫苗接种', module: '疫苗接种', menu: { icon: 'vaccine' } }),
  route('staffTravelPath', '/staff/fy/travelPath', { title: '行程轨迹', module: '行程轨迹', menu: { icon: 'travel' } }),
  route('staffStatistics', '/staff/fy/statistics', { title: '健康统计', module: '健康统计', menu: { icon: 'stats', section: MARKET_OFFICE_GROUP } }),

  route('officeGate', '/staff/office/gate', { title: '进出场管理', pullRefresh: true, module: '进出场管理', params: { tab: optional('列表') }, menu: office('vehicle') }),
  route('officePrefillDetail', '/staff/office/prefillDetail', { title: '进场报备审核', module: '进出场管理', params: id('报备单编号') }),
  route('officeStayDetail', '/staff/office/stay', { title: '在场车辆', module: '进出场管理', params: id('进场记录编号') }),
  route('officeExitDetail', '/staff/office/outmarketDetail', { title: '出场申请审核', module: '进出场管理', params: id('出场申请编号') }),
  route('officeDetectionList', '/staff/office/detection', { title: '检测管理', pullRefresh: true, module: '检测管理', menu: office('detection') }),
  route('officeDetectionDetail', '/staff/office/detectionDetail', { title: '检测结果录入', module: '检测管理', params: id('检测单编号') }),
  route('officeLossList', '/staff/office/loss', { title: '报损审核', pullRefresh: true, module: '报损审核', menu: office('store') }),
  route('officeLeaseList', '/staff/office/lease/index', { title: '租赁审批', module: '租赁审批', menu: office('contract') }),
  route('officeLeaseDetail', '/staff/office/lease/detail', { title: '租赁申请', module: '租赁审批', params: id('租赁编号') }),
  route('officeReleaseList', '/staff/office/release/index', { title: '招租发布', module: '招租发布', menu: office('lease') }),
  route('officeReleaseCreate', '/staff/office/release/create', { title: '发布招租', module: '招租发布' }),
  route('officeReleaseDetail', '/staff/office/release/detail', { title: '招租详情', module: '招租发布', params: id('招租编号') }),
  route('officeBoothLease', '/staff/office/booth/index', { title: '摊位租赁', module: '摊位租赁', menu: office('stock') }),
  route('officeFeedback', '/staff/office/feedback', { title: '员工反馈', pullRefresh: true, module: '员工反馈', menu: office('reply') }),
  // Finance exports and reconciliation (issue 24, docs/trade.md).
  route('officeFinance', '/staff/office/finance/index', { title: '财务对账', module: '财务对账', menu: office('bill') }),
  route('officeReconcile', '/staff/office/finance/reconcile', { title: '支付对账', module: '财务对账' }),
  // Prices published from trade (issue 24; docs/trade.md, section 24).
  route('officePriceDays', '/staff/office/price/index', { title: '价格发布', module: '价格发布', menu: office('rate') }),
  route('officePriceDay', '/staff/office/price/day', { title: '价格草稿', module: '价格发布', params: { day: { label: '日期' } } }),
] as const
