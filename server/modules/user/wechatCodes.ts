/**
 * Local stand-in for the WeChat servers (unreachable here): the `wechat_codes` table plays
 * code2session / getPhoneNumber. A row with status `wx` is a code WeChat would have issued for an
 * openid (and phone); `pending` / `confirmed` rows are scan-login codes. Codes are single use.
 */
import { and, eq, gt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users, wechatCodes } from '../../db/schema'
import { BizError } from '../../lib/envelope'

export const INVALID_CODE = '微信授权码无效'
export const SCAN_EXPIRED = '二维码已失效，请刷新'
export const SCAN_TTL_MS = 5 * 60 * 1000

type CodeRow = typeof wechatCodes.$inferSelect
const live = (code: string, status: string) => and(eq(wechatCodes.code, code), eq(wechatCodes.status, status), gt(wechatCodes.expiresAt, new Date()))

/** Atomically moves a live code from one status to another; the row, or null. */
export async function transition(db: Db, code: string, from: string, to: string, userId?: string): Promise<CodeRow | null> {
  const rows = await db
    .update(wechatCodes)
    .set({ status: to, ...(userId ? { userId } : {}) })
    .where(live(code, from))
    .returning()
  return rows[0] ?? null
}

/** Consumes a WeChat code; its openid (and phone), or '微信授权码无效'. */
export async function consumeWxCode(db: Db, code: string): Promise<CodeRow & { openId: string }> {
  const row = await transition(db, code, 'wx', 'used')
  if (!row?.openId) throw new BizError(INVALID_CODE)
  return row as CodeRow & { openId: string }
}

/** Reads a WeChat code without using it up. */
export async function peekWxCode(db: Db, code: string): Promise<CodeRow & { openId: string }> {
  const [row] = await db.select().from(wechatCodes).where(live(code, 'wx')).limit(1)
  if (!row?.openId) throw new BizError(INVALID_CODE)
  return row as CodeRow & { openId: string }
}

export async function userByOpenId(db: Db, openId: string) {
  const [u] = await db.select().from(users).where(or(eq(users.wxOpenId, openId), eq(users.mpOpenId, openId))).limit(1)
  return u ?? null
}

export async function createScanCode(db: Db, code: string, status: 'pending' | 'confirmed', userId?: string): Promise<CodeRow> {
  const rows = await db
    .insert(wechatCodes)
    .values({ code, status, userId: userId ?? null, expiresAt: new Date(Date.now() + SCAN_TTL_MS) })
    .onConflictDoNothing()
    .returning()
  if (!rows[0]) throw new BizError(SCAN_EXPIRED)
  return rows[0]
}

/** Binds an openid to a user's WeChat (wx) or mini-program (mp) slot; one account per openid. */
export async function bindOpenId(db: Db, userId: string, openId: string, slot: 'wx' | 'mp'): Promise<void> {
  const owner = await userByOpenId(db, openId)
  if (owner && owner.id !== userId) throw new BizError('该微信已绑定其他账号')
  await db.update(users).set(slot === 'wx' ? { wxOpenId: openId } : { mpOpenId: openId }).where(eq(users.id, userId))
}
