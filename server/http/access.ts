import type { FastifyRequest } from 'fastify'
import { contract, ROLES, type Role } from '@/contract'
import { tokenFromHeader, userByToken } from '../auth/tokens'
import type { Db } from '../db/client'
import { BizError, MSG } from '../lib/envelope'
import type { Access } from './handler'
import type { AuthUser } from '../auth/user'

/** The caller of a request, from its Authorization header; null when absent or not live. */
export async function authenticate(db: Db, req: FastifyRequest): Promise<AuthUser | null> {
  const raw = tokenFromHeader(req.headers.authorization)
  if (!raw) return null
  const found = await userByToken(db, raw)
  if (!found) return null
  const u = found.owner
  const userType = (ROLES as readonly string[]).includes(u.userType) ? (u.userType as Role) : null
  if (!userType) return null
  return { id: u.id, username: u.username, realName: u.realName, mobile: u.mobile, userType, customerId: u.customerId, isAdmin: u.isAdmin, mustChangePassword: u.mustChangePassword, tokenHash: found.tokenHash }
}

export const CHANGE_PASSWORD_FIRST = '请先修改临时密码'

/**
 * What a user logged in with a temporary password may call before setting a new one: the
 * password change itself, logging out, and what the app loads to show that screen.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  contract.user.user.updatePassword.path,
  contract.login.logout.path,
  contract.user.dataDictionary.page.path,
  contract.permission.permission.getRoleModulListAndButtonList.path,
])

/** Refuses every other call of a user who still has to replace a temporary password. */
export function checkPasswordChanged(user: AuthUser | null, path: string): void {
  if (user?.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(path)) throw new BizError(CHANGE_PASSWORD_FIRST)
}

/** Throws state 97 without a user, state 1 when the user's role may not call the endpoint. */
export function checkAccess(access: Access, user: AuthUser | null): void {
  if (access === 'public') return
  if (!user) throw new BizError(MSG.NOT_LOGGED_IN, 97)
  if (access === 'user') return
  if (access === 'supplierAdmin') {
    if (user.userType !== 'supplier' || !user.isAdmin || !user.customerId) throw new BizError(MSG.ADMIN_ONLY)
    return
  }
  if (!access.includes(user.userType)) throw new BizError(MSG.FORBIDDEN)
}
