/** The distribution centre's screens (subpackage dc): its login and home so far; the rest of its screens join here. */
import { roleHome, roleLogin } from './route'

export const DC_ROUTES = [roleLogin('dc', '配送中心登录'), roleHome('dc')] as const
