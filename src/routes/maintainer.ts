/** The maintainer's screens (subpackage maintainer): its login and home so far; the rest of its screens join here. */
import { roleHome, roleLogin } from './route'

export const MAINTAINER_ROUTES = [roleLogin('maintainer', '物业维修登录'), roleHome('maintainer', ['/maintainer'])] as const
