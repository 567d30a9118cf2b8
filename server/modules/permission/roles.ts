/** /api/permission/sysRole/*: a merchant admin's roles, scoped to its merchant. */
import { and, eq, ilike, ne, sql } from 'drizzle-orm'
import { contract, TEXT_LIMITS, type Role, type SysRole } from '@/contract'
import type { Db } from '../../db/client'
import { sysRoles, sysRoleUsers } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { bool, id, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'

/** Roles of the caller's merchant. */
export const roleResource = resource({
  table: sysRoles,
  id: sysRoles.id,
  scope: (u) => (u?.customerId ? eq(sysRoles.customerId, u.customerId) : sql`false`),
  order: [by.desc(sysRoles.createdAt), by.desc(sysRoles.id)],
  present: (_db, rows): SysRole[] =>
    rows.map((r) => ({ id: r.id, name: r.name, userType: r.userType as Role, remark: r.remark, enabled: r.enabled, createTime: r.createdAt.toISOString() })),
})

const roleName = () => textField(TEXT_LIMITS.roleName)
const remark = () => opt(textField(TEXT_LIMITS.remark))

/** Role names compare regardless of letter case, like the unique index sys_roles_customer_name_key. */
async function nameTaken(db: Db, user: AuthUser, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: sysRoles.id })
    .from(sysRoles)
    .where(and(roleResource.def.scope?.(user), eq(sql`lower(${sysRoles.name})`, name.toLowerCase()), exceptId ? ne(sysRoles.id, exceptId) : undefined))
    .limit(1)
  return rows.length > 0
}

async function assertNameFree(db: Db, user: AuthUser, name: string, exceptId?: string): Promise<void> {
  if (await nameTaken(db, user, name, exceptId)) throw new BizError('角色名称已存在')
}

export const roleHandlers = [
  handler({
    endpoint: contract.permission.sysRole.page,
    access: 'supplierAdmin',
    input: { ...pageShape, name: fields.keyword() },
    handle: ({ db, user }, input) => roleResource.page(db, user, pageArgs(input), [input.name ? ilike(sysRoles.name, containsPattern(input.name)) : undefined]),
  }),
  handler({
    endpoint: contract.permission.sysRole.queryById,
    access: 'supplierAdmin',
    input: { id: id() },
    handle: ({ db, user }, input) => roleResource.get(db, user, input.id),
  }),
  handler({
    endpoint: contract.permission.sysRole.create,
    access: 'supplierAdmin',
    input: { name: roleName(), remark: remark() },
    async handle({ db, user }, input) {
      await assertNameFree(db, user, input.name)
      const row = await roleResource.create(db, { ...input, userType: 'supplier', customerId: user.customerId })
      return roleResource.get(db, user, row.id)
    },
  }),
  handler({
    endpoint: contract.permission.sysRole.update,
    access: 'supplierAdmin',
    input: { id: id(), name: opt(roleName()), remark: remark(), enabled: opt(bool()) },
    async handle({ db, user }, { id: roleId, ...changes }) {
      await roleResource.find(db, user, roleId)
      if (changes.name) await assertNameFree(db, user, changes.name, roleId)
      await roleResource.update(db, user, roleId, changes)
      return roleResource.get(db, user, roleId)
    },
  }),
  handler({
    endpoint: contract.permission.sysRole.delete,
    access: 'supplierAdmin',
    input: { id: id() },
    async handle({ db, user }, input) {
      await roleResource.find(db, user, input.id)
      // A sub-account left without any role would fall back to the supplier's default modules:
      // deleting a role must never widen what its users may do, so it has to be unbound first.
      const gone = await db
        .delete(sysRoles)
        .where(and(roleResource.def.scope?.(user), eq(sysRoles.id, input.id), sql`not exists (select 1 from ${sysRoleUsers} where ${sysRoleUsers.roleId} = ${sysRoles.id})`))
        .returning({ id: sysRoles.id })
      if (!gone.length) throw new BizError('该角色已分配给用户，请先解除绑定')
      return null
    },
  }),
  handler({
    endpoint: contract.permission.sysRole.checkRoleName,
    access: 'supplierAdmin',
    input: { name: roleName(), id: opt(id()) },
    async handle({ db, user }, input) {
      return { exists: await nameTaken(db, user, input.name, input.id) }
    },
  }),
]
