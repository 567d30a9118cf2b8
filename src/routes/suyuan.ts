/**
 * Public screens (subpackage suyuan, no login): traceability (an order line's QR code opens it, for
 * whoever scans the goods), the market's card, and parking paid by plate (docs/gate.md "Parking").
 */
import { optional, routesOf } from './route'

const route = routesOf('suyuan', { auth: false })

export const SUYUAN_ROUTES = [
  route('suyuanIndex', '/suyuan/index', { title: '溯源查询', params: { code: optional('溯源码') } }),
  route('suyuanMarketInfo', '/suyuan/marketInfo', { title: '市场信息' }),
  route('suyuanScanPay', '/suyuan/scanpay/index', { title: '停车缴费', params: { plate: optional('车牌号') } }),
  route('suyuanScanPayResult', '/suyuan/scanpay/result', { title: '缴费结果', params: { plate: { label: '车牌号' } } }),
] as const
