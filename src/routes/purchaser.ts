/**
 * The purchaser's screens (subpackage purchaser): its login and home, orders, ratings,
 * after-sales, statistics and its centre (issue 11). Each names the module that grants it
 * (docs/trade.md, "Modules").
 */
import { inoutRoutes } from './inout'
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('purchaser', { roles: ['purchaser'] })

export const PURCHASER_ROUTES = [
  roleLogin('purchaser', '采购商登录'),
  roleHome('purchaser'),

  route('purchaserOrderList', '/purchaser/order', { title: '我的订单', module: '我的订单', params: { status: optional('订单状态') }, menu: { icon: 'order' } }),
  route('purchaserOrderDetail', '/purchaser/orderDetail', { title: '订单详情', module: '我的订单', params: { id: { label: '订单编号' } } }),
  route('purchaserOrderAppraise', '/purchaser/orderAppraise', { title: '评价订单', module: '我的评价', params: { orderId: { label: '订单编号' } } }),
  route('purchaserAppraise', '/purchaser/appraise', { title: '我的评价', module: '我的评价', menu: { icon: 'rate' } }),
  route('purchaserAfterSale', '/purchaser/afterSale', { title: '售后服务', module: '售后服务', menu: { icon: 'service' } }),
  route('purchaserAfterSaleApply', '/purchaser/afterSaleApply', { title: '申请售后', module: '售后服务', params: { orderId: { label: '订单编号' } } }),
  route('purchaserAfterSaleDetail', '/purchaser/afterSaleDetail', { title: '售后详情', module: '售后服务', params: { id: { label: '售后单编号' } } }),
  route('purchaserStatistics', '/purchaser/statistics', { title: '采购统计', module: '采购统计', menu: { icon: 'stats' } }),
  route('purchaserUserCenter', '/purchaser/userCenter', { title: '个人中心', module: '个人中心', menu: { icon: 'user' } }),
  route('purchaserBasicInfo', '/purchaser/basicinfo', { title: '基本信息', module: '个人中心' }),
  route('purchaserIdCode', '/purchaser/IDCode', { title: '我的身份码', module: '我的身份码', menu: { icon: 'qrcode' } }),
  ...inoutRoutes('purchaser'),
  route('purchaserDevList', '/purchaser/devList', { title: '我的设备', module: '我的设备', menu: { icon: 'scan' } }),
] as const
