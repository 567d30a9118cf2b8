/**
 * Idempotent writes: a request sent with an `Idempotency-Key` header (the app's `mutate` sends one
 * per user action, and the same one when the action is retried) runs its handler once per caller
 * and key; a repeat within 24 hours gets the first answer, byte for byte, without running the
 * handler again. Concurrent repeats wait for the first one. This holds across every API process on
 * one PostgreSQL, and across a process or the database dying at any moment:
 *
 * - `atomic` (every write by default): the claim, everything the handler writes and its stored
 *   answer are ONE transaction. The key's row exists from the first attempt on; the request that
 *   holds it locked (`for update skip locked`) is the one running it; repeats that find it locked
 *   wait. A process that dies, a connection the database drops, an unexpected error (HTTP 5xx):
 *   the transaction rolls back, the lock goes with it, and the next attempt runs a write that never
 *   happened. Once committed, the answer is there for every repeat: no write runs twice. Work that
 *   leaves the database or is no part of the answer (messages, the payment provider) waits for the
 *   commit; document numbers are taken beside the transaction (data/afterCommit.ts). A deadlock or
 *   serialization failure re-runs the whole transaction.
 * - `own` (a handler that calls the payment provider or reads an upload between its own
 *   transactions): the claim is a row committed first, the handler commits as it goes, the answer is
 *   stored after it. Its writes are guarded state changes a second run refuses or reuses (an order
 *   already paid, the pending payment attempt reused), because a claim left without an answer (the
 *   process died after a commit) is taken over after STALE_CLAIM_MS and the handler runs again.
 *
 * Business refusals are stored like successes (the same request would be refused again).
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Envelope } from '@/contract'
import { connectionsOf, type Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { collectingAfterCommit, runAfterCommit } from '../data/afterCommit'
import { BizError } from '../lib/envelope'
import { answerFor, pgErrorOf } from './errors'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAYED_HEADER = 'idempotent-replayed'
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000
/** An `own` claim still unanswered after this long belongs to a process that died: it may be taken over. */
export const STALE_CLAIM_MS = 3 * 60 * 1000
/** How long a concurrent repeat waits for the first request's answer. */
const WAIT_MS = 15_000
const POLL_MS = 40
/** Runs of an atomic request that PostgreSQL chose as a deadlock victim (40P01) or failed to serialize (40001). */
const CONFLICT_ATTEMPTS = 3

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/
export const BAD_KEY_MSG = '请求标识格式不正确'
export const KEY_REUSED_MSG = '请求标识已用于其他请求'
export const STILL_RUNNING_MSG = '上一次提交仍在处理中，请稍后再试'

export interface Answer {
  status: number
  body: Envelope<unknown>
}

/** How a handler's writes meet its stored answer (see the file comment); 'off': never stored. */
export type IdempotencyMode = 'atomic' | 'own' | 'off'

export interface OnceOptions {
  mode: Exclude<IdempotencyMode, 'off'>
  /** `own` claims: taken over after this long without an answer (default STALE_CLAIM_MS). */
  staleClaimMs?: number
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
const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`

interface Request {
  path: string
  hash: string
  where: ReturnType<typeof and>
  values: { scope: string; key: string; path: string; requestHash: string }
}

/**
 * Runs `run` once for (scope, key) and stores its answer; a repeat answers the stored one
 * (`replayed: true`). `scope` is the caller: a user id, or `anon:<address>` for public writes.
 * `run` gets the database to write through: the request's transaction when atomic.
 */
export async function once(db: Db, req: FastifyRequest, scope: string, key: string, opts: OnceOptions, run: (db: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const path = req.routeOptions.url ?? req.url
  const hash = requestHash(req)
  const r: Request = { path, hash, where: and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)), values: { scope, key, path, requestHash: hash } }
  return opts.mode === 'atomic' ? atomically(db, req, r, run) : withOwnCommits(db, req, r, opts.staleClaimMs ?? STALE_CLAIM_MS, run)
}

type Outcome = (Answer & { replayed: boolean }) | null

/**
 * Request transactions open at once on a PostgreSQL pool: one connection fewer than the pool, so
 * a statement beside them (a document number, data/afterCommit.ts) always finds one; on PGlite
 * (one connection) they run one after another anyway.
 */
const slotsOf = new WeakMap<Db, Slots>()
class Slots {
  private waiting: Array<() => void> = []
  constructor(private free: number) {}
  async take(): Promise<void> {
    if (this.free > 0) this.free--
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
  }
  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}

async function inRequestTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const connections = connectionsOf(db)
  if (connections < 2) return fn()
  let slots = slotsOf.get(db)
  if (!slots) slotsOf.set(db, (slots = new Slots(connections - 1)))
  await slots.take()
  try {
    return await fn()
  } finally {
    slots.give()
  }
}

async function atomically(db: Db, req: FastifyRequest, r: Request, run: (db: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const deadline = Date.now() + WAIT_MS
  const beside = connectionsOf(db) > 1 ? db : undefined
  for (;;) {
    // The key's row, committed on its own: repeats find it (and skip it while it is locked).
    await db.insert(idempotencyKeys).values(r.values).onConflictDoNothing()
    const { value: outcome, tasks } = await inRequestTransaction(db, () => retryingConflicts(() => collectingAfterCommit(() => db.transaction((tx) => claimAndRun(tx, req, r, run)), beside)))
    if (outcome) {
      await runAfterCommit(db, tasks)
      return outcome
    }
    if (Date.now() > deadline) throw new BizError(STILL_RUNNING_MSG)
    await sleep(POLL_MS)
  }
}

/** Inside the request's transaction: lock the key's row (or find it busy), replay, or run and store. */
async function claimAndRun(tx: Db, req: FastifyRequest, r: Request, run: (db: Db) => Promise<Answer>): Promise<Outcome> {
  const [row] = await tx
    .select({
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${interval(IDEMPOTENCY_TTL_MS)}`,
    })
    .from(idempotencyKeys)
    .where(r.where)
    .for('update', { skipLocked: true })
  if (!row) return null // another request is running it
  if (!row.expired) {
    if (row.path !== r.path || row.requestHash !== r.hash) throw new BizError(KEY_REUSED_MSG)
    if (row.response) return { ...(row.response as Answer), replayed: true }
  }
  const answer = await runInSavepoint(tx, req, run)
  await tx
    .update(idempotencyKeys)
    .set({ path: r.path, requestHash: r.hash, response: answer, createdAt: sql`now()` })
    .where(r.where)
  return { ...answer, replayed: false }
}

const SAVEPOINT = sql.raw('idempotent_request')

/**
 * The handler inside a savepoint of the request's transaction. An unexpected error (5xx) is
 * thrown: the whole transaction rolls back. A refusal is stored as the answer and keeps what the
 * handler wrote before it (a coupon applied before the payment was refused), unless a failed
 * statement left the transaction unusable: then that part is undone.
 */
async function runInSavepoint(tx: Db, req: FastifyRequest, run: (db: Db) => Promise<Answer>): Promise<Answer> {
  await tx.execute(sql`savepoint ${SAVEPOINT}`)
  try {
    return await run(tx)
  } catch (err) {
    const answer = answerFor(err, req)
    if (answer.status >= 500) throw err
    await tx.execute(sql`release savepoint ${SAVEPOINT}`).catch(() => tx.execute(sql`rollback to savepoint ${SAVEPOINT}`))
    return answer
  }
}

/** Runs a whole transaction again when PostgreSQL rolled it back for a deadlock or a serialization failure. */
async function retryingConflicts<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn()
    } catch (err) {
      const code = pgErrorOf(err)?.code
      if (attempt >= CONFLICT_ATTEMPTS || (code !== '40P01' && code !== '40001')) throw err
    }
  }
}

async function withOwnCommits(db: Db, req: FastifyRequest, r: Request, staleClaimMs: number, run: (db: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values(r.values)
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { path: r.path, requestHash: r.hash, response: null, createdAt: sql`now()` },
        // Only an expired answer or an abandoned claim is taken over.
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${interval(IDEMPOTENCY_TTL_MS)}
          or (${idempotencyKeys.response} is null and ${idempotencyKeys.createdAt} < now() - ${interval(staleClaimMs)})`,
      })
      .returning({ key: idempotencyKeys.key })
    if (claimed.length) return { ...(await runAndStore(db, req, r, run)), replayed: false }

    const [row] = await db.select().from(idempotencyKeys).where(r.where).limit(1)
    if (!row) continue // the first request failed unexpectedly and freed the key: claim it again
    if (row.path !== r.path || row.requestHash !== r.hash) throw new BizError(KEY_REUSED_MSG)
    if (row.response) return { ...(row.response as Answer), replayed: true }
    if (Date.now() > deadline) throw new BizError(STILL_RUNNING_MSG)
    await sleep(POLL_MS)
  }
}

/** `own` mode: run, then store the answer; an unexpected error (5xx) frees the key. */
async function runAndStore(db: Db, req: FastifyRequest, r: Request, run: (db: Db) => Promise<Answer>): Promise<Answer> {
  let answer: Answer
  try {
    answer = await run(db)
  } catch (err) {
    answer = answerFor(err, req)
    if (answer.status >= 500) {
      await db.delete(idempotencyKeys).where(and(r.where, sql`${idempotencyKeys.response} is null`))
      throw err
    }
  }
  await db.update(idempotencyKeys).set({ response: answer }).where(r.where)
  return answer
}

/** Housekeeping: drops answers older than 24 hours. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - ${interval(IDEMPOTENCY_TTL_MS)}`)
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
