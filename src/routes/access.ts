/**
 * Who may open a screen (spec section 6): a route names the roles that may open it and the module
 * that grants it; a module is held when the user's module list has a module with its caption,
 * and with no module list cached every one is. The screen shell, the role home menus and the
 * centres' links all ask `refusalOf`; the server answers the module list (server/http/grants.ts).
 */
import type { LoginUser, SysModule } from '@/contract/types'
import type { RouteDef } from './route'

/** Why a logged-in user may not open a screen: it is another role's, or needs a module the user lacks. */
export type Refusal = 'role' | 'module'

/** A menu item's caption: its module (what the module list is matched on), else the screen's title. */
export const menuCaption = (route: Pick<RouteDef, 'module' | 'title'>): string => route.module ?? route.title ?? ''

/**
 * Why `user` may not open `route`, or null when it may (and when nobody is logged in: the login
 * state is the shell's concern). A merchant admin's own modules (角色管理, 用户管理) are never a
 * sub-account's, even with no module list cached.
 */
export function refusalOf(route: Pick<RouteDef, 'roles' | 'module' | 'adminOnly'>, user: Pick<LoginUser, 'userType' | 'isAdmin'> | null, modules: readonly SysModule[] | null): Refusal | null {
  if (!user) return null
  if (route.roles && !route.roles.includes(user.userType)) return 'role'
  if (route.adminOnly && user.isAdmin === false) return 'module'
  if (!route.module || !modules) return null
  return modules.some((m) => m.caption === route.module) ? null : 'module'
}
