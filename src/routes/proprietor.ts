/** The proprietor's screens (subpackage proprietor): its login and home so far; the rest of its screens join here. */
import { roleHome, roleLogin } from './route'

export const PROPRIETOR_ROUTES = [roleLogin('proprietor', '业主登录'), roleHome('proprietor')] as const
