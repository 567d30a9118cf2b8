/**
 * Vehicles in and out (module 车辆进出, docs/gate.md "Exit"): the same four screens for the supplier
 * and the purchaser, each under its role's folder (/supplier/inout/..., /purchaser/inout/...).
 */
import { optional, routesOf } from './route'

export const inoutRoutes = <const R extends 'supplier' | 'purchaser'>(role: R) => {
  const route = routesOf(role, { roles: [role] })
  return [
    route(`${role}InoutList`, `/${role}/inout/index`, { title: '车辆进出', module: '车辆进出', menu: { icon: 'vehicle' } }),
    route(`${role}InoutDetail`, `/${role}/inout/details`, { title: '进场详情', module: '车辆进出', params: { id: { label: '进场记录编号' } } }),
    route(`${role}InoutExit`, `/${role}/inout/outDetails`, { title: '出场详情', module: '车辆进出', params: { id: { label: '出场申请编号' } } }),
    route(`${role}InoutApplyOut`, `/${role}/inout/applyOut`, { title: '出场申请', module: '车辆进出', params: { recordId: optional('进场记录编号'), id: optional('出场申请编号') } }),
  ] as const
}
