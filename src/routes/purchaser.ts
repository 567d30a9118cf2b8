/**
 * The purchaser's screens (subpackage purchaser): its login and home, orders, ratings,
 * after-sales, statistics and its centre (issue 11). Each names the module that grants it
 * (docs/trade.md, "Modules").
 */
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('purchaser', { roles: ['purchaser'] })

export const PURCHASER_ROUTES = [
  roleLogin('purchaser', '采购商登录'),
  roleHome('purchaser'),

  route('purchaserOrderList', '/purchaser/order', { title: '我的订单', module: 'buyerOrder', params: { status: optional('订单状态') }, menu: { icon: 'order' } }),
  route('purchaserOrderDetail', '/purchaser/orderDetail', { title: '订单详情', module: 'buyerOrder', params: { id: { label: '订单编号' } } }),
  route('purchaserOrderAppraise', '/purchaser/orderAppraise', { title: '评价订单', module: 'appraise', params: { orderId: { label: '订单编号' } } }),
  route('purchaserAppraise', '/purchaser/appraise', { title: '我的评价', module: 'appraise', menu: { icon: 'edit' } }),
  route('purchaserAfterSale', '/purchaser/afterSale', { title: '售后服务', module: 'afterSale', menu: { icon: 'service' } }),
  route('purchaserAfterSaleApply', '/purchaser/afterSaleApply', { title: '申请售后', module: 'afterSale', params: { orderId: { label: '订单编号' } } }),
  route('purchaserAfterSaleDetail', '/purchaser/afterSaleDetail', { title: '售后详情', module: 'afterSale', params: { id: { label: '售后单编号' } } }),
  route('purchaserStatistics', '/purchaser/statistics', { title: '采购统计', module: 'buyerStatistics', menu: { icon: 'price' } }),
  route('purchaserUserCenter', '/purchaser/userCenter', { title: '个人中心', module: 'buyerCenter', menu: { icon: 'user' } }),
  route('purchaserBasicInfo', '/purchaser/basicinfo', { title: '基本信息', module: 'buyerCenter' }),
  route('purchaserIdCode', '/purchaser/IDCode', { title: '我的身份码', module: 'buyerIdCode', menu: { icon: 'qrcode' } }),
  route('purchaserDevList', '/purchaser/devList', { title: '我的设备', module: 'devices', menu: { icon: 'scan' } }),
] as const
