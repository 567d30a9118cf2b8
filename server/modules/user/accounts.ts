/** Account creation and password changes shared by registration, sub-accounts and resets. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Role, RoleRef, UserProfile } from '@/contract'
import { hashPassword } from '../../auth/password'
import { revokeUserTokens, type UserRow } from '../../auth/tokens'
import type { Db } from '../../db/client'
import { sysRoles, sysRoleUsers, users } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { resource } from '../../data/resource'
import { by } from '../../data/paging'
import type { AuthUser } from '../../auth/user'
import { toProfile } from './profile'

/** The password a merchant admin's reset sets (told to the admin in the answer's msg): the contract's. */
export { RESET_PASSWORD } from '@/contract'

const isMerchantAdmin = (u: AuthUser): u is AuthUser & { customerId: string } => u.userType === 'supplier' && u.isAdmin && !!u.customerId

/** The roles of the given users within the caller's merchant, by user id. */
async function rolesOf(db: Db, admin: AuthUser & { customerId: string }, userIds: string[]): Promise<Map<string, RoleRef[]>> {
  const out = new Map<string, RoleRef[]>(userIds.map((id) => [id, []]))
  if (!userIds.length) return out
  const rows = await db
    .select({ userId: sysRoleUsers.userId, id: sysRoles.id, name: sysRoles.name })
    .from(sysRoleUsers)
    .innerJoin(sysRoles, eq(sysRoles.id, sysRoleUsers.roleId))
    .where(and(inArray(sysRoleUsers.userId, userIds), eq(sysRoles.customerId, admin.customerId)))
    .orderBy(asc(sysRoles.name))
  for (const r of rows) out.get(r.userId)?.push({ id: r.id, name: r.name })
  return out
}

/** Users: yourself; a merchant admin also sees the accounts of its merchant, with their roles. */
export const userResource = resource({
  table: users,
  id: users.id,
  scope: (u) => (!u ? sql`false` : isMerchantAdmin(u) ? or(eq(users.id, u.id), eq(users.customerId, u.customerId)) : eq(users.id, u.id)),
  order: [by.asc(users.createdAt), by.asc(users.id)],
  async present(db, rows, caller): Promise<UserProfile[]> {
    const profiles = rows.map(toProfile)
    if (!caller || !isMerchantAdmin(caller)) return profiles
    const roles = await rolesOf(db, caller, rows.map((r) => r.id))
    return profiles.map((p) => ({ ...p, roles: roles.get(p.id) ?? [] }))
  },
})

/**
 * Makes `roleIds` (roles of the admin's merchant; '角色不存在' otherwise) exactly the roles of
 * `userId`, a sub-account of the same merchant.
 */
export async function setUserRoles(db: Db, admin: AuthUser, userId: string, roleIds: string[]): Promise<void> {
  if (!isMerchantAdmin(admin)) throw new BizError('仅商户管理员可操作')
  if (roleIds.length) {
    const found = await db.select({ id: sysRoles.id }).from(sysRoles).where(and(eq(sysRoles.customerId, admin.customerId), inArray(sysRoles.id, roleIds)))
    if (found.length !== roleIds.length) throw new BizError('角色不存在')
  }
  await db.delete(sysRoleUsers).where(eq(sysRoleUsers.userId, userId))
  if (roleIds.length) await db.insert(sysRoleUsers).values(roleIds.map((roleId) => ({ roleId, userId })))
}

/** The accounts a merchant admin manages: its merchant's users other than itself. */
export const subAccountScope = (u: AuthUser) => (isMerchantAdmin(u) ? eq(users.customerId, u.customerId) : sql`false`)

export interface NewAccount {
  username: string
  password: string
  realName: string
  mobile: string
  email?: string
  userType: Role
  customerId: string | null
  isAdmin: boolean
  /** The password is a one-time credential valid until then (auth/tempPassword.ts). */
  temporaryUntil?: Date
}

export async function assertUsernameFree(db: Db, username: string): Promise<void> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1)
  if (rows.length) throw new BizError('用户名已存在')
}

export async function createAccount(db: Db, a: NewAccount): Promise<UserRow> {
  await assertUsernameFree(db, a.username)
  try {
    const { password, temporaryUntil, ...rest } = a
    const temporary = temporaryUntil ? { mustChangePassword: true, tempPasswordExpiresAt: temporaryUntil } : {}
    return await userResource.create(db, { ...rest, ...temporary, passwordHash: await hashPassword(password) })
  } catch (err) {
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new BizError('用户名已存在')
    }
    throw err
  }
}

/**
 * Sets a new password (no longer temporary: the one-time credential state is cleared) and ends the
 * user's other sessions (all of them when `keepTokenHash` is absent).
 */
export async function setPassword(db: Db, userId: string, password: string, keepTokenHash?: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, tempPasswordExpiresAt: null, tempPasswordUsedAt: null })
    .where(eq(users.id, userId))
  await revokeUserTokens(db, userId, keepTokenHash)
}

export async function userById(db: Db, userId: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return u ?? null
}
