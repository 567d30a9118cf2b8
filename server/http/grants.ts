/**
 * Which modules a user holds (spec section 6; docs/trade.md, "Sub-accounts"): with a role binding,
 * the modules of its enabled roles (a binding to disabled roles only grants nothing); without any
 * binding, the default set of its user type. The menu (getRoleModulListAndButtonList) and the
 * server's module checks read the same answer, so a sub-account can call exactly what it sees.
 */
import { arrayContains, asc, eq, inArray, sql } from 'drizzle-orm'
import { ADMIN_ONLY_MODULES, NO_MODULE, type ModuleCode, type Role } from '@/contract'
import type { Db } from '../db/client'
import { sysModules, sysRoleModules, sysRoles, sysRoleUsers } from '../db/schema'
import { BizError } from '../lib/envelope'
import { rowsOf } from '../data/query'
import { authCacheOf } from '../auth/authCache'
import type { AuthUser } from '../auth/user'

export type ModuleRow = typeof sysModules.$inferSelect

/** A handler's module per user type: only the listed user types are checked. */
export type ModuleRule = Partial<Record<Role, ModuleCode>>

export { NO_MODULE }

const inMenuOrder = (rows: ModuleRow[]): ModuleRow[] => [...new Map(rows.map((m) => [m.id, m])).values()].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))

/** The user's modules in menu order; a merchant admin also holds the admin-only ones. */
export async function grantedModules(db: Db, user: Pick<AuthUser, 'id' | 'userType' | 'isAdmin'>): Promise<ModuleRow[]> {
  const bindings = await db
    .select({ roleId: sysRoleUsers.roleId, enabled: sysRoles.enabled })
    .from(sysRoleUsers)
    .innerJoin(sysRoles, eq(sysRoles.id, sysRoleUsers.roleId))
    .where(eq(sysRoleUsers.userId, user.id))
  const adminOwn = user.isAdmin ? await db.select().from(sysModules).where(inArray(sysModules.code, [...ADMIN_ONLY_MODULES])) : []
  if (!bindings.length) {
    const defaults = await db.select().from(sysModules).where(arrayContains(sysModules.defaultFor, [user.userType])).orderBy(asc(sysModules.sort), asc(sysModules.id))
    return inMenuOrder([...defaults, ...adminOwn])
  }
  const roleIds = bindings.filter((b) => b.enabled).map((b) => b.roleId)
  const rows = roleIds.length
    ? await db.selectDistinct({ m: sysModules }).from(sysRoleModules).innerJoin(sysModules, eq(sysModules.id, sysRoleModules.moduleId)).where(inArray(sysRoleModules.roleId, roleIds))
    : []
  return inMenuOrder([...rows.map((r) => r.m), ...adminOwn])
}

/**
 * Whether the user holds the module with this code: one query, run before every checked handler,
 * so its answer is kept in the process's auth cache (forgotten when the user's roles, the roles or
 * the modules change: auth/authCache.ts).
 */
export async function holdsModule(db: Db, user: Pick<AuthUser, 'id' | 'userType'>, code: ModuleCode): Promise<boolean> {
  const cache = authCacheOf(db)
  return cache ? cache.holds(user.id, code, () => readHoldsModule(db, user, code)) : readHoldsModule(db, user, code)
}

async function readHoldsModule(db: Db, user: Pick<AuthUser, 'id' | 'userType'>, code: ModuleCode): Promise<boolean> {
  const rows = await rowsOf<{ held: boolean }>(db, sql`
    select case
      when exists (select 1 from ${sysRoleUsers} where ${sysRoleUsers.userId} = ${user.id}) then exists (
        select 1 from ${sysRoleUsers}
        join ${sysRoles} on ${sysRoles.id} = ${sysRoleUsers.roleId} and ${sysRoles.enabled}
        join ${sysRoleModules} on ${sysRoleModules.roleId} = ${sysRoles.id}
        join ${sysModules} on ${sysModules.id} = ${sysRoleModules.moduleId}
        where ${sysRoleUsers.userId} = ${user.id} and ${sysModules.code} = ${code})
      else exists (select 1 from ${sysModules} where ${sysModules.code} = ${code} and ${user.userType} = any(${sysModules.defaultFor}))
    end as held`)
  return rows[0]?.held === true
}

/**
 * Refuses ('当前账号没有该功能的权限') a user whose user type the rule names but who does not hold
 * that module. A merchant admin passes every check (it manages the roles).
 */
export async function checkModule(db: Db, rule: ModuleRule | undefined, user: AuthUser | null): Promise<void> {
  if (!rule || !user || user.isAdmin) return
  const code = rule[user.userType]
  if (!code) return
  if (!(await holdsModule(db, user, code))) throw new BizError(NO_MODULE)
}
