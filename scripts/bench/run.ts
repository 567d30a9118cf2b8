/**
 * `npm run bench`: load figures of the lists at BENCH_ROWS (100,000) rows, on PGlite and, when
 * DATABASE_URL is set (npm run bench runs under scripts/with-postgres.sh), on PostgreSQL with the
 * app's connection pool; beside a bare Fastify route served by the same process.
 *
 * For each database a server process (scripts/bench/server.ts) seeds and serves; this process
 * drives it with autocannon: BENCH_CONNECTIONS (50) connections for BENCH_DURATION (5) seconds
 * per request, one request after the other, then a cheap public call while a slow search runs
 * beside it (does one slow query hold up everybody?), and the writes (BENCH_WRITES: every call
 * pays an order of its own by balance). Prints req/s, p50, p99, the ratio to the bare route, the
 * CPU each call cost the API process, PostgreSQL and the whole machine (load tool included; ./cpu.ts:
 * the figures to compare between runs, as the rates move with the machine) and the 1-minute load
 * average when the row ended. Goal (issue 9): p99 <= 25 ms on PostgreSQL, <= 100 ms
 * on PGlite, every list.
 *
 * Settings: BENCH_ROWS (100000 rows per list), BENCH_ORDERS (rows of the order lists, default
 * BENCH_ROWS; e.g. 1000000), BENCH_DATABASES (pglite,postgres), API_PROCESSES (n API processes on
 * PostgreSQL, as `npm start` runs them; PGlite is then skipped), BENCH_CONNECTIONS, BENCH_DURATION;
 * the price board: BENCH_PRICE_LINES (100000 order lines a day), BENCH_PRICE_HISTORY (3 days of
 * trade before the day). BENCH_ONLY (a part of a request's name, e.g. "orders"): only those
 * requests; BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there (`node --cpu-prof`),
 * `scripts/bench/profile.ts <file>` sums it by package (server/README.md, "Where a list call's
 * time goes").
 */
import { fork } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { cpuTimes, perCall, type CpuTimes } from './cpu'
import { SERIES_PLACEHOLDER, type BenchRequest, type ServerReady } from './protocol'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
/** Connections running the slow search in the contention row. */
const SLOW_CONNECTIONS = 5
const GOAL_MS: Record<string, number> = { pglite: 100, postgres: 25 }

interface Row {
  db: string
  name: string
  rps: number
  p50: number
  p99: number
  ratio: number
  bad: number
  /** Requests answered within the run (0: none came back in time). */
  answered: number
  goal?: number
  /** CPU µs per call (null where it cannot be told: not Linux, or two loads at once). */
  cpu: CpuTimes | null
  /** The 1-minute load average when the row ended. */
  load: number
}

type Loaded = autocannon.Result & { refused?: number; cpu?: CpuTimes | null }

/**
 * `connections` calling `r` (null: the bare route) for DURATION seconds after a second's warm-up
 * of their own; with `serverPid`, the CPU per call of the measured part.
 */
async function load(port: number, r: BenchRequest | null, connections = CONNECTIONS, serverPid?: number): Promise<Loaded> {
  const headers: Record<string, string> = {}
  if (r?.token) headers.authorization = r.token
  if (r?.contentType) headers['content-type'] = r.contentType
  const request: autocannon.Request = { method: (r?.method ?? 'GET') as 'GET' | 'POST', path: r?.path ?? '/bare', headers, body: r?.body }
  // A write: each call on the next subject, with a key of its own; an answer with state != 0 counts as failed.
  let next = 0
  let refused = 0
  if (r?.series) {
    const series = r.series
    request.setupRequest = (req) => {
      next++
      if (next > series) throw new Error(`${r.name}: more calls than the ${series} seeded subjects (BENCH_WRITE_ROWS)`)
      return { ...req, body: r.body!.replace(SERIES_PLACEHOLDER, String(next)), headers: { ...headers, 'idempotency-key': `bench-${next}-${Date.now()}` } }
    }
    request.onResponse = (_status, body) => {
      if ((JSON.parse(String(body)) as { state: number }).state !== 0) refused++
    }
  }
  const run = (c: number, duration: number) => autocannon({ url: `http://127.0.0.1:${port}`, connections: c, duration, requests: [request] })
  await run(Math.min(connections, 10), 1)
  refused = 0
  const before = serverPid ? cpuTimes(serverPid) : null
  const res = await run(connections, DURATION)
  const cpu = serverPid ? perCall(before, cpuTimes(serverPid), res.latency.totalCount) : null
  return Object.assign(res, { refused, cpu })
}

const figures = (res: Loaded) => ({
  rps: res.requests.average,
  p50: res.latency.p50,
  p99: res.latency.p99,
  bad: res.non2xx + res.errors + res.timeouts + (res.refused ?? 0),
  answered: res.latency.totalCount,
  cpu: res.cpu ?? null,
})

function startServer(kind: string): Promise<{ ready: ServerReady; pid: number; stop(): Promise<void> }> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)] : []
  const child = fork(path.join(__dirname, 'server.ts'), [kind], { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server (${kind}) exited with ${code}`)))
    child.once('message', (m) => {
      child.removeAllListeners('exit')
      resolve({
        ready: m as ServerReady,
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done())
            child.send('stop')
          }),
      })
    })
  })
}

async function benchDatabase(kind: string): Promise<Row[]> {
  const started = Date.now()
  const { ready, pid, stop } = await startServer(kind)
  console.log(`${kind}: ${ready.rows.toLocaleString('en')} rows per list seeded in ${(ready.seedMs / 1000).toFixed(1)} s, ready after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const rows: Row[] = []
  const p = ready.prices
  console.log(
    `${kind}: price board at ${p.lines.toLocaleString('en')} order lines a day: drafted in ${p.draftMs.toFixed(0)} ms, published in ${p.publishMs.toFixed(0)} ms, board read median ${p.boardMedianMs.toFixed(1)} ms\n  draft plan:\n${p.draftPlan}\n  board plan:\n${p.boardPlan}`,
  )
  try {
    const bare = figures(await load(ready.barePort, null, CONNECTIONS, pid))
    rows.push({ db: kind, name: 'bare Fastify route', ...bare, ratio: 1, load: os.loadavg()[0]! })
    const add = (name: string, f: ReturnType<typeof figures>, goal?: number) => rows.push({ db: kind, name, ...f, ratio: f.rps / bare.rps, goal, load: os.loadavg()[0]! })
    const only = process.env.BENCH_ONLY
    for (const r of ready.requests.filter((q) => !only || q.name.includes(only))) {
      const isList = r.name.includes('page')
      add(r.name, figures(await load(ready.appPort, r, CONNECTIONS, pid)), isList || r.name === 'unread count' ? GOAL_MS[kind] : undefined)
    }
    const cheap = ready.requests.find((r) => r.name.startsWith('public'))
    if (cheap && !only) {
      const [fast, slow] = await Promise.all([load(ready.appPort, cheap), load(ready.appPort, ready.slow, SLOW_CONNECTIONS)])
      add(`${cheap.name}, beside ${SLOW_CONNECTIONS} x slow search`, figures(fast))
      add(`  the slow search (${ready.slow.name})`, figures(slow))
    }
  } finally {
    await stop()
  }
  return rows
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length))
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s)

function print(rows: Row[]): void {
  const width = Math.max(...rows.map((r) => r.name.length)) + 2
  const head = `${pad('db', 10)}${pad('request', width)}${lpad('req/s', 9)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}${lpad('x bare', 9)}${lpad('API µs', 9)}${lpad('PG µs', 8)}${lpad('all µs', 9)}${lpad('load', 7)}  goal`
  console.log(`\n${head}\n${'-'.repeat(head.length + 10)}`)
  for (const r of rows) {
    const met = r.answered > 0 && r.p99 <= (r.goal ?? 0)
    const goal = r.goal === undefined ? '' : met ? `p99 <= ${r.goal} ms: met` : `p99 <= ${r.goal} ms: MISSED${r.answered ? '' : ' (no answer within the run)'}`
    const bad = r.bad ? `  (${r.bad} failed)` : ''
    const us = (k: keyof CpuTimes, n: number) => lpad(r.cpu ? r.cpu[k].toFixed(0) : '-', n)
    console.log(`${pad(r.db, 10)}${pad(r.name, width)}${lpad(r.rps.toFixed(0), 9)}${lpad(String(r.p50), 9)}${lpad(String(r.p99), 9)}${lpad(r.ratio.toFixed(3), 9)}${us('api', 9)}${us('postgres', 8)}${us('machine', 9)}${lpad(r.load.toFixed(1), 7)}  ${goal}${bad}`)
  }
}

async function main(): Promise<void> {
  const processes = Number(process.env.API_PROCESSES ?? 1)
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
  // Several API processes need PostgreSQL (PGlite lives inside one process).
  const kinds = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter((k) => wanted.includes(k) && (processes === 1 || k === 'postgres'))
  const loadBefore = os.loadavg()
  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION} s per request, ${processes} API process(es), ${process.env.BENCH_ORDERS ?? process.env.BENCH_ROWS ?? '100000'} orders, Node ${process.version}, ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  )
  if (!process.env.DATABASE_URL) console.log('bench: DATABASE_URL is not set, PGlite only (npm run bench starts a throwaway PostgreSQL)')
  const rows: Row[] = []
  for (const kind of kinds) rows.push(...(await benchDatabase(kind)))
  print(rows)
  console.log(`\nload average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`)
  const missed = rows.filter((r) => r.goal !== undefined && (r.answered === 0 || r.p99 > r.goal))
  if (missed.length) console.log(`${missed.length} of ${rows.filter((r) => r.goal !== undefined).length} requests missed their p99 goal`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
