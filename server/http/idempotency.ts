/**
 * Idempotent writes: a request sent with an `Idempotency-Key` header (the app's `mutate` sends one
 * per user action, and the same one when the action is retried) runs its handler once per caller
 * and key; a repeat within 24 hours gets the first answer, byte for byte, without running the
 * handler again. Concurrent repeats wait for the first one. The claim is one atomic insert on the
 * (scope, key) primary key, so this holds across every API process on one PostgreSQL.
 *
 * Business refusals are stored like successes (the same request would be refused again); an
 * unexpected error (HTTP 500) frees the key so a retry runs the handler afresh.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Envelope } from '@/contract'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { BizError } from '../lib/envelope'
import { answerFor } from '../lib/errors'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAYED_HEADER = 'idempotent-replayed'
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000
/** A claim still unanswered after this long belongs to a process that died: it may be taken over. */
const STALE_CLAIM_MS = 3 * 60 * 1000
/** How long a concurrent repeat waits for the first request's answer. */
const WAIT_MS = 15_000
const POLL_MS = 40

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/
export const BAD_KEY_MSG = '请求标识格式不正确'
export const KEY_REUSED_MSG = '请求标识已用于其他请求'
export const STILL_RUNNING_MSG = '上一次提交仍在处理中，请稍后再试'

export interface Answer {
  status: number
  body: Envelope<unknown>
}

/** The request's key, null without one; a malformed key is refused. */
export function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return null
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new BizError(BAD_KEY_MSG)
  return raw
}

const requestHash = (req: FastifyRequest): string =>
  createHash('sha256')
    .update(`${req.method} ${req.routeOptions.url}\n`)
    .update(JSON.stringify(req.method === 'GET' ? (req.query ?? null) : (req.body ?? null)))
    .digest('hex')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs `run` once for (scope, key) and stores its answer; a repeat answers the stored one
 * (`replayed: true`). `scope` is the caller: a user id, or `anon:<address>` for public writes.
 */
export async function once(db: Db, req: FastifyRequest, scope: string, key: string, run: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const path = req.routeOptions.url ?? req.url
  const hash = requestHash(req)
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, path, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { path, requestHash: hash, response: null, createdAt: sql`now()` },
        // Only an expired answer or an abandoned claim is taken over.
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${`${IDEMPOTENCY_TTL_MS} milliseconds`}::interval
          or (${idempotencyKeys.response} is null and ${idempotencyKeys.createdAt} < now() - ${`${STALE_CLAIM_MS} milliseconds`}::interval)`,
      })
      .returning({ key: idempotencyKeys.key })
    if (claimed.length) return { ...(await runAndStore(db, req, scope, key, run)), replayed: false }

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1)
    if (!row) continue // the first request failed unexpectedly and freed the key: claim it again
    if (row.path !== path || row.requestHash !== hash) throw new BizError(KEY_REUSED_MSG)
    if (row.response) return { ...(row.response as Answer), replayed: true }
    if (Date.now() > deadline) throw new BizError(STILL_RUNNING_MSG)
    await sleep(POLL_MS)
  }
}

async function runAndStore(db: Db, req: FastifyRequest, scope: string, key: string, run: () => Promise<Answer>): Promise<Answer> {
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  let answer: Answer
  try {
    answer = await run()
  } catch (err) {
    answer = answerFor(err, req)
    if (answer.status >= 500) {
      await db.delete(idempotencyKeys).where(where)
      throw err
    }
  }
  await db.update(idempotencyKeys).set({ response: answer }).where(where)
  return answer
}

/** Housekeeping: drops answers older than 24 hours. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - ${`${IDEMPOTENCY_TTL_MS} milliseconds`}::interval`)
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
