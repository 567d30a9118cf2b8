/** The proprietor's screens (subpackage proprietor): its login and home, its assets and its profile (issue 19, docs/lease.md). */
import { roleHome, roleLogin, routesOf } from './route'

const route = routesOf('proprietor', { roles: ['proprietor'] })

export const PROPRIETOR_ROUTES = [
  roleLogin('proprietor', '业主登录'),
  roleHome('proprietor'),
  route('proprietorAssets', '/proprietor/assets', { title: '我的资产', module: '我的资产', menu: { icon: 'store' } }),
  route('proprietorUserInfo', '/proprietor/userInfo', { title: '业主信息', module: '业主信息', menu: { icon: 'user' } }),
  route('proprietorUpdateUser', '/proprietor/updateUser', { title: '修改信息', module: '业主信息' }),
] as const
