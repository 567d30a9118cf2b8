/** Scan-to-order (subpackage scanorder, docs/gate.md "Scan-to-order"): a buyer scans or types a shop's ticket code, claims it and pays. */
import { optional, routesOf } from './route'

const route = routesOf('scanorder', { roles: ['purchaser'], module: '我的订单' })

export const SCANORDER_ROUTES = [
  route('scanOrder', '/scanorder/index', { title: '扫码下单', pullRefresh: true, params: { code: optional('订单码') } }),
  route('scanOrderSuccess', '/scanorder/success', { title: '下单成功', params: { orderId: { label: '订单编号' } } }),
] as const
