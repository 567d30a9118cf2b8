/** The distribution centre's screens (subpackage dc): its login, home and registered vehicles. */
import { roleHome, roleLogin, routesOf } from './route'

const route = routesOf('dc', { roles: ['dc'] })

export const DC_ROUTES = [
  roleLogin('dc', '配送中心登录'),
  roleHome('dc'),
  route('dcVehicle', '/dc/vehicle', { title: '车辆管理', pullRefresh: true, module: '车辆管理', menu: { icon: 'vehicle' } }),
] as const
