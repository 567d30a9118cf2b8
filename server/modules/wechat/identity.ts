/**
 * The WeChat user behind a code, and the user's bindings. A code WeChat gave the app (wx.login in
 * the mini program, web authorisation in WeChat's browser) is exchanged with WeChat once; its
 * openid then waits in `wechat_codes` (status `exchanged`, 5 minutes) for the one action it may
 * authorise: a login or a binding takes it (`used`, in the statement that checks it), while reads
 * (is this WeChat bound? the login screen's first look) leave it. So an unbound user's code still
 * binds after the password login, and a code is never good for two actions, concurrent or not.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { WxSlot } from '@/contract'
import type { Db } from '../../db/client'
import { users, wechatCodes } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { isBadCode } from './api'
import { wechatApi } from './runtime'

export const INVALID_CODE = '微信授权码无效或已使用，请重新授权'
export const WECHAT_UNAVAILABLE = '微信服务暂时不可用，请稍后再试'
export const TAKEN_BY_OTHER = '该微信已绑定其他账号'
const EXCHANGED_TTL_MS = 5 * 60_000

const live = (code: string, kind: string, status: string) =>
  and(eq(wechatCodes.code, code), eq(wechatCodes.kind, kind), eq(wechatCodes.status, status), gt(wechatCodes.expiresAt, sql`now()`))

/** The openid of a code, asking WeChat only the first time this server sees the code. */
async function exchanged(db: Db, code: string, slot: WxSlot): Promise<string> {
  const [known] = await db.select().from(wechatCodes).where(eq(wechatCodes.code, code))
  if (known) {
    if (known.kind === slot && known.status === 'exchanged' && known.expiresAt.getTime() > Date.now() && known.openId) return known.openId
    throw new BizError(INVALID_CODE)
  }
  const api = wechatApi(db)
  let openId: string
  try {
    openId = (slot === 'mp' ? await api.miniProgramLogin(code) : await api.webAuthorization(code)).openId
  } catch (err) {
    throw new BizError(isBadCode(err) ? INVALID_CODE : WECHAT_UNAVAILABLE)
  }
  await db.insert(wechatCodes).values({ code, kind: slot, openId, status: 'exchanged', expiresAt: new Date(Date.now() + EXCHANGED_TTL_MS) }).onConflictDoNothing()
  return openId
}

/** The code's openid without using the code. */
export const peekOpenId = (db: Db, code: string, slot: WxSlot): Promise<string> => exchanged(db, code, slot)

/** The code's openid, using the code up: a second take (or a concurrent one) is refused. */
export async function takeOpenId(db: Db, code: string, slot: WxSlot): Promise<string> {
  await exchanged(db, code, slot)
  const [row] = await db.update(wechatCodes).set({ status: 'used' }).where(live(code, slot, 'exchanged')).returning({ openId: wechatCodes.openId })
  if (!row?.openId) throw new BizError(INVALID_CODE)
  return row.openId
}

const column = (slot: WxSlot) => (slot === 'wx' ? users.wxOpenId : users.mpOpenId)

/** The account a WeChat user of this slot is bound to. */
export async function userByOpenId(db: Db, openId: string, slot: WxSlot) {
  const [u] = await db.select().from(users).where(eq(column(slot), openId)).limit(1)
  return u ?? null
}

/** Binds the openid to the user's slot (replacing its previous WeChat); one account per openid (unique index). */
export async function bindOpenId(db: Db, userId: string, openId: string, slot: WxSlot): Promise<void> {
  const owner = await userByOpenId(db, openId, slot)
  if (owner && owner.id !== userId) throw new BizError(TAKEN_BY_OTHER)
  await db.update(users).set(slot === 'wx' ? { wxOpenId: openId } : { mpOpenId: openId }).where(eq(users.id, userId))
}

/** Removes the user's WeChat of this slot; false when there was none. */
export async function unbindOpenId(db: Db, userId: string, slot: WxSlot): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(slot === 'wx' ? { wxOpenId: null } : { mpOpenId: null })
    .where(and(eq(users.id, userId), sql`${column(slot)} is not null`))
    .returning({ id: users.id })
  return rows.length > 0
}
