/**
 * WeChat's access tokens and JS-API tickets, fetched once for all API processes (design section 6:
 * several stateless processes share one database). The value lives in a `wechat_tokens` row; a
 * process that finds it missing, stale or refused takes the row's lease in one UPDATE (only when
 * no other holder's lease is running), asks WeChat, stores the answer and frees the lease. The
 * others poll the row until the new value is there. Each process also keeps the value in memory
 * until shortly before it expires, so a call costs no database read.
 *
 * `invalidate(key, value)` (after WeChat answered 42001 "expired" or 40001 "invalid credential")
 * marks the row stale only while it still holds that value: ten calls that failed with the same
 * token cause one refresh, and a value another process already replaced is left alone.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { wechatTokens } from '../../db/schema'

/** What a refresh knows: whether WeChat refused the value it replaces (then it must not hand it out again). */
export interface RefreshReason {
  refused: boolean
}

export interface FreshValue {
  value: string
  /** Seconds, as WeChat states them (7200 for a token). */
  expiresIn: number
}

export interface TokenStoreOptions {
  /** Refresh this long before WeChat's stated expiry (default 5 minutes). */
  marginMs?: number
  /** How long a lease holder may take to fetch (default 15 s); after that another process may. */
  leaseMs?: number
  /** How often a waiting process reads the row again (default 100 ms). */
  pollMs?: number
}

type Fetcher = (why: RefreshReason) => Promise<FreshValue>

/** `expires_at` of a value WeChat refused (as opposed to one that merely ran out). */
const REFUSED = new Date(0)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export class TokenStore {
  private readonly memory = new Map<string, { value: string; freshUntil: number }>()
  private readonly inflight = new Map<string, Promise<string>>()
  private readonly marginMs: number
  private readonly leaseMs: number
  private readonly pollMs: number

  constructor(
    private readonly db: Db,
    opts: TokenStoreOptions = {},
  ) {
    this.marginMs = opts.marginMs ?? 5 * 60_000
    this.leaseMs = opts.leaseMs ?? 15_000
    this.pollMs = opts.pollMs ?? 100
  }

  /** The current value of `key`, fetched with `fetchFresh` when no process holds a fresh one. */
  get(key: string, fetchFresh: Fetcher): Promise<string> {
    const known = this.memory.get(key)
    if (known && known.freshUntil > Date.now()) return Promise.resolve(known.value)
    // One database round per process and key at a time: concurrent callers share it.
    let p = this.inflight.get(key)
    if (!p) {
      p = this.load(key, fetchFresh).finally(() => this.inflight.delete(key))
      this.inflight.set(key, p)
    }
    return p
  }

  /** WeChat refused `value`: the next `get` fetches a new one (unless another process already did). */
  async invalidate(key: string, value: string): Promise<void> {
    if (this.memory.get(key)?.value === value) this.memory.delete(key)
    await this.db
      .update(wechatTokens)
      .set({ expiresAt: REFUSED, updatedAt: sql`now()` })
      .where(and(eq(wechatTokens.key, key), eq(wechatTokens.value, value)))
  }

  private remember(key: string, value: string, expiresAt: Date): string {
    this.memory.set(key, { value, freshUntil: expiresAt.getTime() - this.marginMs })
    return value
  }

  private async load(key: string, fetchFresh: Fetcher): Promise<string> {
    await this.db.insert(wechatTokens).values({ key }).onConflictDoNothing()
    const deadline = Date.now() + this.leaseMs * 2
    for (;;) {
      const [row] = await this.db.select().from(wechatTokens).where(eq(wechatTokens.key, key))
      if (row?.value && row.expiresAt && row.expiresAt.getTime() - this.marginMs > Date.now()) return this.remember(key, row.value, row.expiresAt)
      const holder = randomBytes(12).toString('hex')
      const stale = or(isNull(wechatTokens.value), isNull(wechatTokens.expiresAt), lt(wechatTokens.expiresAt, sql`now() + ${`${this.marginMs} milliseconds`}::interval`))
      const [leased] = await this.db
        .update(wechatTokens)
        .set({ leaseHolder: holder, leaseUntil: sql`now() + ${`${this.leaseMs} milliseconds`}::interval` })
        .where(and(eq(wechatTokens.key, key), stale, or(isNull(wechatTokens.leaseUntil), lt(wechatTokens.leaseUntil, sql`now()`))))
        .returning({ key: wechatTokens.key })
      if (leased) return this.fetchAndStore(key, holder, () => fetchFresh({ refused: row?.expiresAt?.getTime() === REFUSED.getTime() }))
      if (Date.now() > deadline) throw new Error(`WeChat ${key.split(':').pop()}: another process holds the refresh lease for too long`)
      await sleep(this.pollMs)
    }
  }

  private async fetchAndStore(key: string, holder: string, fetchFresh: () => Promise<FreshValue>): Promise<string> {
    try {
      const fresh = await fetchFresh()
      const expiresAt = new Date(Date.now() + fresh.expiresIn * 1000)
      await this.db
        .update(wechatTokens)
        .set({ value: fresh.value, expiresAt, leaseHolder: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(and(eq(wechatTokens.key, key), eq(wechatTokens.leaseHolder, holder)))
      return this.remember(key, fresh.value, expiresAt)
    } catch (err) {
      // Free the lease at once: the next caller tries again instead of waiting for it to run out.
      await this.db.update(wechatTokens).set({ leaseHolder: null, leaseUntil: null }).where(and(eq(wechatTokens.key, key), eq(wechatTokens.leaseHolder, holder)))
      throw err
    }
  }
}
