/**
 * The bench's server process (started by scripts/bench/run.ts, one per database): opens a fresh
 * database (PGlite in a temporary folder, or a new database on DATABASE_URL's PostgreSQL server
 * with the app's usual pool), migrates and seeds it, adds BENCH_ROWS rows to every bench list
 * (BENCH_ORDERS to the order lists) and BENCH_WRITE_ROWS subjects for every write, serves the app
 * and, in the same process, a bare Fastify route; then tells the runner the ports, the requests to
 * load (each with its user's token). Stops when the runner says so.
 *
 * With API_PROCESSES=n (PostgreSQL only) the app is served by n worker processes on one port
 * (node:cluster, as `npm start` runs them: server/cluster.ts); the bare route stays in this one.
 */
import cluster from 'node:cluster'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../server/app'
import { openPglite, openPostgres, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { createScratchDatabase } from '../../server/db/scratch'
import { seedIfEmpty } from '../../server/seeds/seed'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { users } from '../../server/db/schema'
import { localStore } from '../../server/files/store'
import { setIdWorker } from '../../server/lib/ids'
import { registerProcess } from '../../server/processes'
import { BENCH_CALLS, BENCH_LISTS, BENCH_USER, BENCH_WRITES, type AnyEndpoint as Endpoint } from './lists'
import { SERIES_PLACEHOLDER, type BenchRequest, type ServerReady } from './protocol'
import { benchPrices } from './prices'
import { addDays, chinaDay } from '../../server/lib/dates'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? ROWS)
/** Subjects per write: more than the calls one run of it makes. */
const WRITE_ROWS = Number(process.env.BENCH_WRITE_ROWS ?? 40_000)
const PROCESSES = Number(process.env.API_PROCESSES ?? 1)
/** Paid order lines of the price bench's day (and of each of the BENCH_PRICE_HISTORY days before it). */
const PRICE_LINES = Number(process.env.BENCH_PRICE_LINES ?? 100_000)
/** Days of trade before the price bench's day (3): a longer history shows the draft's plan at a market's real table size. */
const PRICE_HISTORY = Number(process.env.BENCH_PRICE_HISTORY ?? 3)
const WALK_SIZE = 100

function encode(ep: Endpoint, body: Record<string, string>): Pick<BenchRequest, 'method' | 'path' | 'body' | 'contentType'> {
  if (ep.body === 'query') return { method: ep.method, path: `${ep.path}?${new URLSearchParams(body)}` }
  if (ep.body === 'json') return { method: ep.method, path: ep.path, body: JSON.stringify(body), contentType: 'application/json' }
  return { method: ep.method, path: ep.path, body: new URLSearchParams(body).toString(), contentType: 'application/x-www-form-urlencoded' }
}

/** The app's database, and one for seeding (on PostgreSQL a pool without the app's statement time-out). */
async function openFresh(kind: string): Promise<{ handle: DbHandle; seeder: DbHandle; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'market-bench-'))
    const handle = await openPglite({ dataDir: path.join(dir, 'pglite') })
    return { handle, seeder: handle, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set')
  const scratch = await createScratchDatabase(url, 'market_bench')
  const seeder = openPostgres(scratch.url, 1, 0)
  return {
    // The app's own pool size and statement time-out (server/db/client.ts).
    handle: openPostgres(scratch.url),
    seeder,
    url: scratch.url,
    async drop() {
      await seeder.close()
      await scratch.drop()
    },
  }
}

async function main(): Promise<void> {
  const kind = process.argv[2] ?? 'pglite'
  const { handle, seeder, url, drop } = await openFresh(kind)
  await runMigrations(seeder)
  await seedIfEmpty(seeder.db)
  const [owner] = await seeder.db.select({ userId: users.id, customerId: users.customerId }).from(users).where(eq(users.username, BENCH_USER))
  if (!owner?.customerId) throw new Error(`${BENCH_USER} has no customer`)
  const seeded = Date.now()
  const rowsOf = (list: { orders?: boolean }) => (list.orders ? ORDERS : ROWS)
  for (const list of BENCH_LISTS) await list.seed(seeder.db, { userId: owner.userId, customerId: owner.customerId }, rowsOf(list))
  for (const write of BENCH_WRITES) await write.seed(seeder.db, WRITE_ROWS)
  // Statistics and the visibility map, as autovacuum keeps them on a PostgreSQL server.
  await seeder.db.execute(sql`vacuum analyze`)
  const seedMs = Date.now() - seeded

  const uploadDir = mkdtempSync(path.join(tmpdir(), 'market-bench-uploads-'))
  const app = await buildApp({ db: handle.db, uploadDir })
  // The price board at PRICE_LINES order lines a day (issue 24): drafted, published, read (prices.ts).
  const prices = await benchPrices(seeder, app, addDays(chinaDay(), -365), PRICE_LINES, { otherDays: PRICE_HISTORY })
  const bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ state: 0, msg: '', result: 'ok' }))

  const { contract } = await import('@/contract')
  /** Logs a demo user in (the password every demo account has) and answers the token. */
  const tokens = new Map<string, string>()
  const tokenOf = async (username: string): Promise<string> => {
    const known = tokens.get(username)
    if (known) return known
    const [u] = await seeder.db.select({ userType: users.userType }).from(users).where(eq(users.username, username))
    const login = await app.inject({
      method: 'POST',
      url: contract.login.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: DEMO_PASSWORD, userType: u?.userType ?? '' }).toString(),
    })
    const token = (login.json() as { result: { token: string } }).result.token
    tokens.set(username, token)
    return token
  }

  /** Calls an endpoint in-process as the given user. */
  const ask = async (token: string, ep: Endpoint, body: Record<string, string>) => {
    const r = encode(ep, body)
    const res = await app.inject({ method: r.method as 'GET' | 'POST', url: r.path, payload: r.body, headers: { authorization: token, ...(r.contentType ? { 'content-type': r.contentType } : {}) } })
    const env = res.json() as { state: number; msg: string; result: { records: unknown[]; hasMore: boolean; cursor: string | null } }
    if (env.state !== 0) throw new Error(`${ep.path}: ${env.msg}`)
    return env.result
  }

  const requests: BenchRequest[] = []
  const benchToken = await tokenOf(BENCH_USER)
  for (const list of BENCH_LISTS) {
    const filters = list.filters ?? {}
    const token = await tokenOf(list.user ?? BENCH_USER)
    // The deep page starts in the middle of the list, on a page boundary.
    const DEEP_AT = Math.floor((rowsOf(list) * (list.share ?? 1)) / 2 / WALK_SIZE) * WALK_SIZE
    const first = await ask(token, list.endpoint, { ...filters, current: '1', size: '20' })
    if (first.records.length !== 20 || !first.hasMore) throw new Error(`${list.name}: page 1 is not a full page`)
    requests.push({ name: `${list.name}: page 1`, ...encode(list.endpoint, { ...filters, current: '1', size: '20' }), token })
    // Walk to the middle as the app does (cursor after cursor), then load 20 from there.
    let cursor: string | null = null
    for (let done = 0; done < DEEP_AT; done += WALK_SIZE) {
      const page: { cursor: string | null } = await ask(token, list.endpoint, { ...filters, size: String(WALK_SIZE), ...(cursor ? { cursor } : {}) })
      cursor = page.cursor
      if (!cursor) throw new Error(`${list.name}: the list ended before row ${DEEP_AT}`)
    }
    const deepBody = { ...filters, current: String(DEEP_AT / 20 + 1), size: '20', cursor: cursor! }
    const deep = await ask(token, list.endpoint, deepBody)
    if (deep.records.length !== 20) throw new Error(`${list.name}: the deep page is not full`)
    requests.push({ name: `${list.name}: deep page (row ${DEEP_AT})`, ...encode(list.endpoint, deepBody), token })
  }
  for (const c of BENCH_CALLS) requests.push({ name: c.name, ...encode(c.endpoint, c.body ?? {}), token: c.auth ? benchToken : undefined })
  for (const w of BENCH_WRITES) requests.push({ name: w.name, ...encode(w.endpoint, w.body(SERIES_PLACEHOLDER)), token: await tokenOf(w.user), series: WRITE_ROWS })
  const slowBody = { current: '1', size: '20', keyword: '没有这个词' }
  if ((await ask(benchToken, contract.member.complaintComplaint.page, slowBody)).records.length) throw new Error('the slow search found rows')
  const slow: BenchRequest = { name: 'complaints: search without a match', ...encode(contract.member.complaintComplaint.page, slowBody), token: benchToken }

  await bare.listen({ port: 0, host: '127.0.0.1' })
  const portOf = (s: typeof app.server) => {
    const a = s.address()
    return typeof a === 'object' && a ? a.port : 0
  }
  let appPort: number
  let stopWorkers = async (): Promise<void> => undefined
  if (PROCESSES > 1) {
    if (kind !== 'postgres') throw new Error('API_PROCESSES > 1 needs PostgreSQL')
    await app.close()
    const workers = await startWorkers(PROCESSES, { BENCH_WORKER_DATABASE_URL: url!, BENCH_WORKER_UPLOADS: uploadDir })
    appPort = workers.port
    stopWorkers = workers.stop
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' })
    appPort = portOf(app.server)
  }
  const ready: ServerReady = { kind, rows: ROWS, seedMs, appPort, barePort: portOf(bare.server), requests, slow, prices }
  process.send?.(ready)

  process.on('message', async (m) => {
    if (m !== 'stop') return
    await stopWorkers()
    await app.close()
    await bare.close()
    await handle.close()
    await drop()
    rmSync(uploadDir, { recursive: true, force: true })
    process.exit(0)
  })
}

/** `n` worker processes serving the app on one shared port; answers the port and their stop. */
async function startWorkers(n: number, env: Record<string, string>): Promise<{ port: number; stop(): Promise<void> }> {
  const workers = Array.from({ length: n }, () => cluster.fork(env))
  const ports = await Promise.all(workers.map((w) => new Promise<number>((resolve, reject) => {
    w.once('message', (m: { port: number }) => resolve(m.port))
    w.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)))
  })))
  return {
    port: ports[0]!,
    stop: async () => {
      await Promise.all(workers.map((w) => new Promise<void>((done) => {
        w.once('exit', () => done())
        w.kill()
      })))
    },
  }
}

/**
 * A worker: the app over the primary's database, listening on the workers' shared port; like every
 * API process it takes its id worker from the registry first (else two would make the same ids).
 */
async function worker(): Promise<void> {
  const handle = openPostgres(process.env.BENCH_WORKER_DATABASE_URL!)
  const uploadDir = process.env.BENCH_WORKER_UPLOADS!
  const registration = await registerProcess(handle.db, localStore(uploadDir).location)
  setIdWorker(registration.id)
  const app = await buildApp({ db: handle.db, uploadDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const a = app.server.address()
  process.send?.({ port: typeof a === 'object' && a ? a.port : 0 })
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => registration.stop())
      .then(() => handle.close())
      .then(() => process.exit(0))
  })
}

;(cluster.isWorker ? worker() : main()).catch((err) => {
  console.error(err)
  process.exit(1)
})
