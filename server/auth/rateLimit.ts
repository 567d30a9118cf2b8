/**
 * Fixed-window rate limits kept in the database, so they hold across every API process on one
 * PostgreSQL. `take` is one atomic statement: it counts a hit only while the window has room, so
 * N concurrent callers for a key with limit L get at most L grants, whatever their interleaving.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export interface Limit {
  /** Hits allowed per window. */
  max: number
  windowMs: number
}

/**
 * Counts one hit for `key`; true when it fits the window (the caller may go on), false when the
 * window is full (the hit is not counted). An expired window starts over at this hit.
 */
export async function take(db: Db, key: string, limit: Limit): Promise<boolean> {
  const window = `${limit.windowMs} milliseconds`
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window}::interval else ${rateLimits.resetAt} end`,
      },
      // Row lock + re-check: concurrent takes of one key are serialised by PostgreSQL itself.
      setWhere: sql`${rateLimits.resetAt} <= now() or ${rateLimits.hits} < ${limit.max}`,
    })
    .returning({ hits: rateLimits.hits })
  return rows.length > 0
}

/** Gives one hit back (an attempt that turned out not to count, e.g. a successful login). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db.execute(sql`update ${rateLimits} set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`)
}

/** Forgets a key (e.g. the failures of an account that just logged in). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimits} where key = ${key}`)
}

/** Housekeeping: drops windows that ended (they would start over anyway). */
export async function purgeExpired(db: Db): Promise<number> {
  const rows = await db.execute(sql`delete from ${rateLimits} where reset_at <= now() returning key`)
  return (rows as unknown as { rows?: unknown[] }).rows?.length ?? 0
}
