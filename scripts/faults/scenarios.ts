/**
 * The fault scenarios (issue 18), each a stream of writes through every API process while one
 * fault strikes, then a check of what the database holds (scripts/faults/check.ts):
 *
 * - terminate: PostgreSQL ends backends that are idle inside a transaction (pg_terminate_backend);
 * - restart: the database server crashes (pg_ctl stop -m immediate) and comes back;
 * - kill: one API process is killed (SIGKILL) and started again;
 * - uploads: one more process with its own upload directory asks to join.
 *
 * Every wait is for a condition (acknowledged writes, answers), never for a fixed time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contract } from '@/contract'
import { apiCall, apiLogin, type ApiProcess } from '../apiProcess'
import { checkStream, stockHundredths, type StreamCheck } from './check'
import { DATABASE, HARNESS_APP_NAME, type Fleet } from './fleet'
import { createAction, newTally, payAction, startStream, until, untilAnswered, type StreamContext, type Tally } from './stream'

export interface Sizes {
  /** Concurrent users of the stream. */
  workers: number
  /** Acknowledged writes before the fault strikes, and again after it. */
  writes: number
  /** Backends idle in a transaction to terminate. */
  terminations: number
}

export interface Figures {
  scenario: string
  tally: Omit<Tally, 'acknowledged' | 'refused'> & { acknowledged: number; refused: string[] }
  check: StreamCheck
  processes: number
  /** Processes running and answering after the fault, without a hand restart (the killed one: after its restart). */
  answering: number
  /** What else the scenario measured. */
  more: Record<string, number | string>
}

export type Market = Omit<StreamContext, 'run'>

/**
 * The demo shop, buyer and SKUs the streams use (logins through the first process): the shop's
 * on-shelf SKUs with the most stock, one per worker of a stream, so its workers do not all queue
 * on one batch's row lock.
 */
export async function market(fleet: Fleet): Promise<Market> {
  const q = async (text: string) => (await fleet.pool.query(text)).rows as Array<{ id: string }>
  const [buyer] = await q("select customer_id as id from users where username = 'purchaser01'")
  const skus = await q(
    `select s.id from shop_skus s join users u on u.customer_id = s.shop_id
     where u.username = 'supplier01' and s.on_shelf and s.deleted_at is null
     order by (select coalesce(sum(quantity), 0) from stock_batches b where b.sku_id = s.id and b.expiry_date >= current_date) desc, s.id limit 12`,
  )
  const base = fleet.apis[0]!.url
  return { shopToken: await apiLogin(base, 'supplier01', { ip: '10.18.0.1' }), buyerToken: await apiLogin(base, 'purchaser01', { ip: '10.18.0.2' }), buyerId: buyer!.id, skuIds: skus.map((r) => r.id) }
}

/** What makes a scenario fail, in words (empty: clean). */
export function problems(f: Figures): string[] {
  const out: string[] = []
  if (f.check.missing.length) out.push(`${f.check.missing.length} acknowledged writes missing`)
  if (f.check.writtenTwice.length) out.push(`${f.check.writtenTwice.length} writes made twice`)
  if (f.tally.unresolved.length) out.push(`${f.tally.unresolved.length} actions never answered`)
  if (f.tally.http5xx) out.push(`${f.tally.http5xx} answers of HTTP 500`)
  if (f.tally.refused.length) out.push(`${f.tally.refused.length} refusals: ${[...new Set(f.tally.refused)].join(', ')}`)
  if (f.answering < f.processes) out.push(`${f.processes - f.answering} processes not answering`)
  if (!f.check.stockMatches) out.push('stock differs from its ledger or the orders')
  if (!f.check.balanceMatches) out.push('balance differs from its ledger')
  return out
}

/** A process answers a read that needs the database. */
export const answers = (api: ApiProcess): Promise<boolean> =>
  apiCall(api.url, contract.member.collectPrice.queryLatestDate, {}, { timeoutMs: 5000 }).then(
    (a) => a.status === 200 && a.state === 0,
    () => false,
  )

async function answeringCount(fleet: Fleet): Promise<number> {
  const ok = await Promise.all(fleet.apis.map((a) => (a.alive() ? answers(a) : Promise.resolve(false))))
  return ok.filter(Boolean).length
}

/** Runs a stream through the fleet around `fault` and checks the database afterwards. */
async function withStream(fleet: Fleet, m: Market, name: string, sizes: Sizes, fault: (acks: () => number, tally: Tally) => Promise<Record<string, number | string>>): Promise<Figures> {
  const ctx: StreamContext = { ...m, run: `f${Date.now().toString(36)}-${name}` }
  const before = await stockHundredths(fleet.pool, m.skuIds)
  const stream = startStream(() => fleet.apis, ctx, { workers: sizes.workers, onlineEvery: 4 })
  let more: Record<string, number | string> = {}
  try {
    await until(`${sizes.writes} writes before the fault`, () => stream.acknowledged() >= sizes.writes)
    more = await fault(stream.acknowledged, stream.tally)
    const after = stream.acknowledged()
    await until(`${sizes.writes} writes after the fault`, () => stream.acknowledged() >= after + sizes.writes)
  } finally {
    await stream.stop()
  }
  const { acknowledged, refused, ...rest } = stream.tally
  return {
    scenario: name,
    tally: { ...rest, acknowledged: acknowledged.size, refused: [...refused.values()] },
    check: await checkStream(fleet.pool, ctx, stream.tally, before),
    processes: fleet.apis.length,
    answering: await answeringCount(fleet),
    more,
  }
}

/** Backends idle in a transaction are terminated until `sizes.terminations` were. */
export function terminateScenario(fleet: Fleet, m: Market, sizes: Sizes): Promise<Figures> {
  return withStream(fleet, m, 'terminate', sizes, async () => {
    let terminated = 0
    await until(
      `${sizes.terminations} backends terminated inside a transaction`,
      async () => {
        const r = await fleet.pool.query(
          `select pg_terminate_backend(pid) as done from pg_stat_activity
           where datname = $1 and application_name <> $2 and backend_type = 'client backend' and state = 'idle in transaction'`,
          [DATABASE, HARNESS_APP_NAME],
        )
        terminated += r.rows.filter((x: { done: boolean }) => x.done).length
        return terminated >= sizes.terminations
      },
      120_000,
      10,
    )
    return { 'backends terminated inside a transaction': terminated }
  })
}

/** The database crashes (immediate stop: no checkpoint, connections cut) and starts again. */
export function restartScenario(fleet: Fleet, m: Market, sizes: Sizes): Promise<Figures> {
  return withStream(fleet, m, 'restart', sizes, async (_acks, tally) => {
    const stopped = Date.now()
    const failedBefore = tally.http503 + tally.http5xx + tally.lost
    await fleet.cluster.stop('immediate')
    await until('the processes to meet the stopped database', () => tally.http503 + tally.http5xx + tally.lost >= failedBefore + sizes.workers)
    await fleet.cluster.start()
    const down = Date.now() - stopped
    const back = await Promise.all(fleet.apis.map((a) => until('a process to answer again', () => answers(a), 120_000, 100)))
    return { 'database down (ms)': down, 'slowest process answering again after the start (ms)': Math.max(...back) }
  })
}

/** One API process is killed in the middle of the stream, its calls retried on the others; then it starts again. */
export function killScenario(fleet: Fleet, m: Market, sizes: Sizes, victim = 1): Promise<Figures> {
  return withStream(fleet, m, 'kill', sizes, async (acks) => {
    await fleet.apis[victim]!.kill9()
    const at = acks()
    await until('writes through the other processes', () => acks() >= at + sizes.writes)
    const started = Date.now()
    const again = await fleet.restart(victim)
    await until('the restarted process to answer', () => answers(again))
    return { 'restart to answering (ms)': Date.now() - started }
  })
}

export interface OrphanFigures {
  /** Tries until the process was caught between its claim and its answer. */
  tries: number
  /** From the first retry to the answer through another process (at least STALE_CLAIM_MS). */
  waitedMs: number
  answered: boolean
  /** Payment attempts of the order afterwards (the second run reused the first's, if it made one). */
  attempts: number
}

/**
 * An own-commit write (an online payment: the provider is called between its commits) whose process
 * is frozen right after its claim and killed before it answered: the client's retry through another
 * process waits until the claim is STALE_CLAIM_MS old, then runs it; the order ends with one attempt.
 */
export async function orphanedClaimScenario(fleet: Fleet, m: Market, victim = 2): Promise<OrphanFigures> {
  const ctx: StreamContext = { ...m, run: `f${Date.now().toString(36)}-orphan` }
  const tally = newTally()
  const claim = async (key: string) => (await fleet.pool.query('select response is null as open from idempotency_keys where key = $1', [key])).rows[0] as { open: boolean } | undefined
  for (let tries = 1; tries <= 10; tries++) {
    const created = await untilAnswered(() => fleet.apis, createAction(ctx, `${ctx.run}-${tries}`, m.skuIds[0]!), tally)
    const orderId = (created!.result as { id: string }).id
    const pay = payAction(ctx, `${ctx.run}-${tries}-pay`, orderId, true)
    const api = fleet.apis[victim]!
    void apiCall(api.url, pay.ep, pay.data, { token: pay.token, headers: { 'idempotency-key': pay.key } }).catch(() => undefined)
    await until('the claim of the payment', async () => (await claim(pay.key)) !== undefined, 60_000, 5)
    api.child.kill('SIGSTOP')
    const open = (await claim(pay.key))!.open
    await api.kill9()
    const started = Date.now()
    // It answered before it was frozen: the retry replays that; try again.
    const answer = await untilAnswered(() => fleet.apis.filter((_, i) => i !== victim), pay, tally)
    const waitedMs = Date.now() - started
    await fleet.restart(victim)
    if (!open) continue
    const attempts = (await fleet.pool.query("select count(*)::int as n from payments where subject_type = 'order' and subject_id = $1", [orderId])).rows[0] as { n: number }
    return { tries, waitedMs, answered: answer?.state === 0, attempts: attempts.n }
  }
  throw new Error('the process answered every payment before it could be frozen')
}

/** A process whose uploads would live in another directory than the running ones' asks to start. */
export async function uploadsScenario(fleet: Fleet): Promise<{ refused: boolean; message: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-faults-other-uploads-'))
  try {
    const extra = await fleet.startExtra({ UPLOAD_DIR: dir })
    await extra.stop()
    return { refused: false, message: 'started' }
  } catch (err) {
    const message = String(err).match(/Refusing to start: [^\n]*/)?.[0] ?? String(err).slice(0, 300)
    return { refused: message.startsWith('Refusing to start: uploads would not be served'), message }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
