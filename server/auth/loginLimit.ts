/**
 * Failed-login limits: at most 5 password checks per account and 20 per client address in 15
 * minutes (the same windows guard a shop's credit-sale password: `beginCheck`). An attempt takes its place in both windows BEFORE the password is checked (one atomic
 * statement each, server/auth/rateLimit.ts), so concurrent attempts can never check more passwords
 * than the limits allow, on one API process or many. A successful login gives its place back (and
 * clears the account's failures); a failed one keeps it.
 */
import type { Db } from '../db/client'
import { BizError } from '../lib/envelope'
import { giveBack, reset, take } from './rateLimit'

export const LOGIN_LIMIT = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 }
export const LOCKED_MSG = '登录失败次数过多，请15分钟后再试'

export const accountKey = (username: string) => `login:user:${username.toLowerCase()}`
export const addressKey = (ip: string) => `login:ip:${ip}`

/** The shop's credit-sale password (orderInfo/create with credit): its own account window. */
export const owePasswordKey = (shopId: string) => `owe:shop:${shopId}`
export const OWE_LOCKED_MSG = '赊账密码错误次数过多，请15分钟后再试'

export interface LoginAttempt {
  /** The password was right: the attempt does not count as a failure. */
  succeeded(): Promise<void>
}

/** Takes a place for one login password check, or refuses with '登录失败次数过多…'. */
export function beginAttempt(db: Db, username: string, ip: string): Promise<LoginAttempt> {
  return beginCheck(db, accountKey(username), ip, LOCKED_MSG)
}

/**
 * Takes a place for one check of a secret guarding `account` (a login, a shop's credit-sale
 * password) in the account's window and the client address's login window, or refuses with
 * `lockedMsg`.
 */
export async function beginCheck(db: Db, account: string, ip: string, lockedMsg: string): Promise<LoginAttempt> {
  const address = addressKey(ip)
  if (!(await take(db, account, { max: LOGIN_LIMIT.perAccount, windowMs: LOGIN_LIMIT.windowMs }))) throw new BizError(lockedMsg)
  if (!(await take(db, address, { max: LOGIN_LIMIT.perAddress, windowMs: LOGIN_LIMIT.windowMs }))) {
    await giveBack(db, account)
    throw new BizError(lockedMsg)
  }
  return {
    async succeeded() {
      await reset(db, account)
      await giveBack(db, address)
    },
  }
}

/**
 * Self-registration: 10 attempts per client address an hour (a well-formed attempt counts whether
 * or not the name was free), so '用户名已存在' cannot be used to enumerate accounts cheaply.
 */
export const REGISTER_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 }
export const REGISTER_LOCKED_MSG = '注册过于频繁，请1小时后再试'

export async function countRegistration(db: Db, ip: string): Promise<void> {
  if (!(await take(db, `register:ip:${ip}`, REGISTER_LIMIT))) throw new BizError(REGISTER_LOCKED_MSG)
}
