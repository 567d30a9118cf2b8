/** /api/user/user/*: profile, password, and a merchant admin's sub-accounts. */
import { ilike, or } from 'drizzle-orm'
import { contract } from '@/contract'
import { verifyPassword } from '../../auth/password'
import { users } from '../../db/schema'
import { BizError, WithMsg } from '../../lib/envelope'
import { pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { fields } from '../../lib/fields'
import { bool, id, opt, optIdList, str } from '../../lib/validate'
import type { Db } from '../../db/client'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { revokeUserTokens } from '../../auth/tokens'
import { createAccount, RESET_PASSWORD, setPassword, setUserRoles, subAccountScope, userResource } from './accounts'

/** A sub-account of the caller's merchant other than the caller (else '记录不存在' / refusal). */
async function findSubAccount(db: Db, user: AuthUser, userId: string, selfMsg: string) {
  if (userId === user.id) throw new BizError(selfMsg)
  return userResource.find(db, user, userId)
}

export const userHandlers = [
  handler({
    endpoint: contract.user.user.queryById,
    access: 'user',
    input: { id: id() },
    handle: ({ db, user }, input) => userResource.get(db, user, input.id),
  }),
  handler({
    endpoint: contract.user.user.update,
    access: 'user',
    input: {
      id: opt(id()),
      realName: opt(fields.realName()),
      mobile: opt(fields.mobile()),
      email: fields.email(),
      avatar: opt(str({ max: 300, pattern: /^(\/uploads\/|https?:\/\/)\S+$/, msg: '头像地址不正确' })),
      enabled: opt(bool()),
      roleIds: optIdList({ max: 50 }),
    },
    async handle({ db, user }, { id: target, enabled, roleIds, ...changes }) {
      const targetId = target ?? user.id
      if ((enabled !== undefined || roleIds !== undefined) && targetId === user.id) throw new BizError('只能修改子账号的状态和角色')
      await userResource.find(db, user, targetId)
      await db.transaction(async (tx) => {
        await userResource.update(tx, user, targetId, { ...changes, enabled })
        if (roleIds !== undefined) await setUserRoles(tx, user, targetId, roleIds)
        if (enabled === false) await revokeUserTokens(tx, targetId)
      })
      return userResource.get(db, user, targetId)
    },
  }),
  handler({
    endpoint: contract.user.user.updatePassword,
    access: 'user',
    input: { oldPassword: str({ trim: false, max: 64 }), newPassword: fields.password() },
    async handle({ db, user }, { oldPassword, newPassword }) {
      const row = await userResource.find(db, user, user.id)
      if (!(await verifyPassword(oldPassword, row.passwordHash))) throw new BizError('原密码错误')
      if (oldPassword === newPassword) throw new BizError('新密码不能与原密码相同')
      await setPassword(db, user.id, newPassword, user.tokenHash)
      return null
    },
  }),
  handler({
    endpoint: contract.user.user.create,
    access: 'supplierAdmin',
    input: {
      username: fields.username(),
      password: fields.password(),
      realName: fields.realName(),
      mobile: fields.mobile(),
      email: fields.email(),
      roleIds: optIdList({ max: 50 }),
    },
    async handle({ db, user }, { roleIds, ...input }) {
      const row = await db.transaction(async (tx) => {
        const created = await createAccount(tx, { ...input, userType: 'supplier', customerId: user.customerId, isAdmin: false })
        if (roleIds?.length) await setUserRoles(tx, user, created.id, roleIds)
        return created
      })
      return userResource.get(db, user, row.id)
    },
  }),
  handler({
    endpoint: contract.user.user.page,
    access: 'supplierAdmin',
    input: { ...pageShape, keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      const kw = like ? or(ilike(users.username, like), ilike(users.realName, like), ilike(users.mobile, like)) : undefined
      return userResource.page(db, user, pageArgs(input), [subAccountScope(user), kw])
    },
  }),
  handler({
    endpoint: contract.user.user.delete,
    access: 'supplierAdmin',
    input: { id: id() },
    async handle({ db, user }, input) {
      await findSubAccount(db, user, input.id, '不能删除当前登录账号')
      await userResource.remove(db, user, [input.id])
      return null
    },
  }),
  handler({
    endpoint: contract.user.user.resetPassword,
    access: 'supplierAdmin',
    input: { id: id() },
    async handle({ db, user }, input) {
      await findSubAccount(db, user, input.id, '请通过修改密码更改自己的密码')
      await setPassword(db, input.id, RESET_PASSWORD)
      return new WithMsg(null, `密码已重置为 ${RESET_PASSWORD}`)
    },
  }),
]

