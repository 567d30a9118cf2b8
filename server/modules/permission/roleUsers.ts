/** /api/permission/sysRoleUser/*: which of the merchant's users hold which role. */
import { and, count, eq, inArray } from 'drizzle-orm'
import { contract, type RoleUser } from '@/contract'
import { sysRoles, sysRoleUsers, users } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { id, idList, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { subAccountScope } from '../user/accounts'
import { roleResource } from './roles'

/** Roles by name, then each role's users by user name (unique): one row per (role, user). */
const roleUserOrder = keyset('sys_role_users', [by.asc(sysRoles.name), by.asc(sysRoles.id), by.asc(users.username)])

export const roleUserHandlers = [
  handler({
    endpoint: contract.permission.sysRoleUser.binDing,
    access: 'supplierAdmin',
    input: { roleId: id(), userIds: idList({ allowEmpty: true }) },
    async handle({ db, user }, { roleId, userIds }) {
      await roleResource.find(db, user, roleId)
      if (userIds.length) {
        const mine = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(and(subAccountScope(user), inArray(users.id, userIds)))
        if (mine.length !== userIds.length) throw new BizError('用户不存在')
        // The admin holds every module anyway; a binding would only cut its menu down.
        if (mine.some((u) => u.isAdmin)) throw new BizError('商户管理员无需分配角色')
      }
      await db.transaction(async (tx) => {
        await tx.delete(sysRoleUsers).where(eq(sysRoleUsers.roleId, roleId))
        if (userIds.length) await tx.insert(sysRoleUsers).values(userIds.map((userId) => ({ roleId, userId })))
      })
      return { roleId, userIds }
    },
  }),
  handler({
    endpoint: contract.permission.sysRoleUser.page,
    access: 'supplierAdmin',
    input: { ...pageShape, roleId: opt(id()), userId: opt(id()) },
    async handle({ db, user }, input) {
      const args = pageArgs(input)
      const where = and(
        roleResource.def.scope?.(user),
        input.roleId ? eq(sysRoleUsers.roleId, input.roleId) : undefined,
        input.userId ? eq(sysRoleUsers.userId, input.userId) : undefined,
      )
      const page = await fetchPage(
        args,
        roleUserOrder,
        (q) =>
          db
            .select({ roleId: sysRoles.id, roleName: sysRoles.name, userId: users.id, username: users.username, realName: users.realName, ...q.keys })
            .from(sysRoleUsers)
            .innerJoin(sysRoles, eq(sysRoles.id, sysRoleUsers.roleId))
            .innerJoin(users, eq(users.id, sysRoleUsers.userId))
            .where(and(where, q.after))
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        async () => (await db.select({ n: count() }).from(sysRoleUsers).innerJoin(sysRoles, eq(sysRoles.id, sysRoleUsers.roleId)).where(where))[0]?.n ?? 0,
      )
      const records: RoleUser[] = page.rows.map(({ roleId, roleName, userId, username, realName }) => ({ roleId, roleName, userId, username, realName }))
      return pageResult(records, page, args)
    },
  }),
]
