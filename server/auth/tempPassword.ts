/**
 * One-time credentials (a buyer a stall registers: docs/trade.md, "Stall registration"): an
 * unguessable password sent to the buyer's mobile, good for one login within a week, after which
 * the account must set its own password before doing anything else.
 */
import { randomInt } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { UserRow } from './tokens'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { BizError } from '../lib/envelope'

export const TEMP_PASSWORD_TTL_MS = 7 * 24 * 3600 * 1000
export const TEMP_PASSWORD_SPENT = '临时密码已失效，请在登录页通过「认领手机号」设置新密码'

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz'
const DIGITS = '23456789'

/**
 * 10 characters of an unambiguous alphabet (no 0/O, 1/l/I), with letters and digits (the general
 * password pattern's rule): about 57 bits, from the system's secure generator.
 */
export function newTempPassword(): string {
  const all = LETTERS + DIGITS
  for (;;) {
    const pw = Array.from({ length: 10 }, () => all[randomInt(all.length)]).join('')
    if (/[0-9]/.test(pw) && /[A-Za-z]/.test(pw)) return pw
  }
}

/**
 * After the password of `user` was verified: a one-time credential logs in once, before it
 * expires. Claimed by one guarded UPDATE, so of two logins at once only one gets in.
 */
export async function spendTempPassword(db: Db, user: UserRow, now = new Date()): Promise<void> {
  if (!user.tempPasswordExpiresAt) return
  const [used] = await db
    .update(users)
    .set({ tempPasswordUsedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.tempPasswordUsedAt), gt(users.tempPasswordExpiresAt, now)))
    .returning({ id: users.id })
  if (!used) throw new BizError(TEMP_PASSWORD_SPENT)
}
