/**
 * The stall's electronic scales (subpackage stall, docs/scale-device-api.md): the shop's scales and
 * their weighing tickets, in a package of their own so the supplier package keeps its budget; the
 * supplier's home lists 电子秤 and preloads the package.
 */
import { routesOf } from './route'

const route = routesOf('stall', { roles: ['supplier'], accent: 'supplier' })

export const STALL_ROUTES = [
  route('supplierScaleList', '/stall/scale/index', { title: '电子秤', pullRefresh: true, module: '电子秤', menu: { icon: 'qrcode' } }),
  route('supplierScaleRegister', '/stall/scale/register', { title: '登记电子秤', module: '电子秤' }),
  route('supplierScaleTickets', '/stall/scale/tickets', { title: '秤票', pullRefresh: true, module: '快速开单' }),
  route('supplierScaleTicketConfirm', '/stall/scale/confirm', { title: '确认秤票', module: '快速开单', params: { id: { label: '秤票编号' } } }),
] as const
