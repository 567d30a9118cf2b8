/** Traceability (subpackage suyuan): an order line's QR code opens it, for whoever scans the goods (no login). */
import { optional, routesOf } from './route'

const route = routesOf('suyuan')

export const SUYUAN_ROUTES = [route('suyuanIndex', '/suyuan/index', { title: '溯源查询', auth: false, params: { code: optional('溯源码') } })] as const
