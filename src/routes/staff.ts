/** The staff's screens (subpackage staff): its login and home so far; the rest of its screens join here. */
import { roleHome, roleLogin } from './route'

export const STAFF_ROUTES = [roleLogin('staff', '员工登录'), roleHome('staff')] as const
