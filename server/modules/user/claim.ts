/**
 * Claiming a mobile number (docs/trade.md, "Stall registration"; contract user.claim
 * account.claimCode and account.claim). A stall can register any mobile as a buyer; the real owner
 * of that number takes the account over: a 6-digit code goes to the number through the message
 * sender, and the code with a new password sets the account's password, ends every session of it
 * (whoever logged in with the stall's credential is out) and clears its temporary state.
 *
 * Claimable: the purchaser account whose user name is the number (what stall registration makes).
 * The answer to a code request is the same whether or not such an account exists.
 *
 * Limits: a code per number a minute and 5 a day, 10 requests per address an hour; a code lives
 * 10 minutes and allows 5 tries (one guarded UPDATE counts each try, so parallel guesses cannot
 * overshoot); a right code is used once (one DELETE decides).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { contract, type ClaimResult } from '@/contract'
import { take } from '../../auth/rateLimit'
import type { Db } from '../../db/client'
import { mobileClaims, users } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { BizError, WithMsg } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { messageSender } from '../message/sender'
import { setPassword } from './accounts'

export const CLAIM_CODE_TTL_MS = 10 * 60 * 1000
export const CLAIM_MAX_TRIES = 5
export const CLAIM_LIMITS = {
  perNumberMinute: { max: 1, windowMs: 60 * 1000 },
  perNumberDay: { max: 5, windowMs: 24 * 3600 * 1000 },
  perAddress: { max: 10, windowMs: 3600 * 1000 },
  triesPerAddress: { max: 30, windowMs: 3600 * 1000 },
}
export const CLAIM_SENT = '验证码已发送到该手机号，10分钟内有效'
export const CLAIM_TOO_OFTEN = '获取验证码过于频繁，请稍后再试'
export const CLAIM_BAD_CODE = '验证码错误或已过期，请重新获取'

const codeHash = (mobile: string, code: string): string => createHash('sha256').update(`claim:${mobile}:${code}`).digest('hex')

/** The purchaser account a stall registered with this number (user name = the number). */
async function claimable(db: Db, mobile: string) {
  const [u] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, mobile), eq(users.userType, 'purchaser')))
    .limit(1)
  return u ?? null
}

export const claimHandlers = [
  handler({
    endpoint: contract.user.claim.sendCode,
    access: 'public',
    input: { mobile: fields.mobile() },
    async handle({ db, ip }, { mobile }) {
      const allowed =
        (await take(db, `claim:ip:${ip}`, CLAIM_LIMITS.perAddress)) &&
        (await take(db, `claim:minute:${mobile}`, CLAIM_LIMITS.perNumberMinute)) &&
        (await take(db, `claim:day:${mobile}:${chinaDay()}`, CLAIM_LIMITS.perNumberDay))
      if (!allowed) throw new BizError(CLAIM_TOO_OFTEN)
      const account = await claimable(db, mobile)
      if (account) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        const row = { codeHash: codeHash(mobile, code), expiresAt: new Date(Date.now() + CLAIM_CODE_TTL_MS), attempts: 0, createdAt: new Date() }
        await db.insert(mobileClaims).values({ mobile, ...row }).onConflictDoUpdate({ target: mobileClaims.mobile, set: row })
        await messageSender(db).sendText({ mobile, purpose: 'claimCode', text: `【农产品交易中心】您正在认领本手机号登记的采购商账号，验证码${code}，10分钟内有效。如非本人操作请忽略。` })
      }
      return new WithMsg(null, CLAIM_SENT)
    },
  }),
  handler({
    endpoint: contract.user.claim.confirm,
    access: 'public',
    // The answer is a user name, and a replay must not set a password again.
    idempotency: 'off',
    input: { mobile: fields.mobile(), code: str({ pattern: /^\d{6}$/, msg: CLAIM_BAD_CODE }), newPassword: fields.password() },
    async handle({ db, ip }, { mobile, code, newPassword }): Promise<WithMsg<ClaimResult>> {
      if (!(await take(db, `claimTry:ip:${ip}`, CLAIM_LIMITS.triesPerAddress))) throw new BizError(CLAIM_TOO_OFTEN)
      // Each try is counted before the code is compared; past the tries or the time, nothing matches.
      const [open] = await db
        .update(mobileClaims)
        .set({ attempts: sql`${mobileClaims.attempts} + 1` })
        .where(and(eq(mobileClaims.mobile, mobile), lt(mobileClaims.attempts, CLAIM_MAX_TRIES), gt(mobileClaims.expiresAt, new Date())))
        .returning({ codeHash: mobileClaims.codeHash })
      const given = Buffer.from(codeHash(mobile, code))
      if (!open || !timingSafeEqual(given, Buffer.from(open.codeHash))) throw new BizError(CLAIM_BAD_CODE)
      const [spent] = await db
        .delete(mobileClaims)
        .where(and(eq(mobileClaims.mobile, mobile), eq(mobileClaims.codeHash, open.codeHash)))
        .returning({ mobile: mobileClaims.mobile })
      const account = spent ? await claimable(db, mobile) : null
      if (!account) throw new BizError(CLAIM_BAD_CODE)
      await setPassword(db, account.id, newPassword)
      return new WithMsg({ username: account.username }, '认领成功，请用新密码登录')
    },
  }),
]
