/** Failed-login limits kept in the database so every API process sees the same counts. */
import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loginFailures } from '../db/schema'
import { BizError } from '../lib/envelope'

export const LOGIN_LIMIT = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 }
export const LOCKED_MSG = '登录失败次数过多，请15分钟后再试'

const since = () => new Date(Date.now() - LOGIN_LIMIT.windowMs)

export async function assertNotLocked(db: Db, username: string, ip: string): Promise<void> {
  const [byUser] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since())))
  const [byIp] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since())))
  if ((byUser?.n ?? 0) >= LOGIN_LIMIT.perAccount || (byIp?.n ?? 0) >= LOGIN_LIMIT.perAddress) throw new BizError(LOCKED_MSG)
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username, ip })
  // Housekeeping: rows older than the window no longer count.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 2 * LOGIN_LIMIT.windowMs)))
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username))
}
