/**
 * Several API processes on one port (issue 23): `API_PROCESSES=<n>|auto` makes `npm start` and
 * `npm run server` a supervisor (node:cluster's primary) of n API processes (auto: one per core),
 * each server/main.ts as it runs alone: it migrates and seeds under the database's locks, joins the
 * registry of processes (its own id worker) and listens on the shared port; the primary hands out
 * the connections in turn. A process that dies is replaced; one that cannot start (a refused
 * configuration) stops them all. SIGINT/SIGTERM reach every process, which shut down gracefully,
 * then the supervisor ends. PostgreSQL only: the embedded database (PGlite) lives inside one
 * process, so with it more than one is refused.
 */
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'

/** How many API processes the environment asks for (1 unless API_PROCESSES says otherwise). */
export function apiProcessCount(env: Readonly<Record<string, string | undefined>>, cores = availableParallelism()): number {
  const raw = env.API_PROCESSES?.trim()
  if (!raw) return 1
  const n = raw === 'auto' ? cores : Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`API_PROCESSES must be a number of processes (1-256) or "auto", got "${raw}"`)
  if (n > 1 && !env.DATABASE_URL) {
    throw new Error(`API_PROCESSES=${raw} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) runs inside one process, so it serves from one API process only`)
  }
  return n
}

/** Runs `serve` in this process, or in `n` worker processes under this one as their supervisor. */
export function runApiProcesses(n: number, serve: () => Promise<void>): void {
  if (n === 1 || cluster.isWorker) {
    serve().catch((err) => {
      console.error(err)
      process.exit(1)
    })
    return
  }
  supervise(n)
}

function supervise(n: number): void {
  let stopping = false
  const listening = new WeakSet<Worker>()
  const start = () => {
    const w = cluster.fork()
    w.once('listening', () => listening.add(w))
  }
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal)
  }
  cluster.on('exit', (w, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length
    if (stopping) {
      if (left === 0) process.exit(process.exitCode ?? 0)
      return
    }
    if (!listening.has(w)) {
      // It never served: the same configuration would fail again, so stop instead of looping.
      console.error(`API process ${w.process.pid} exited before it listened (${signal ?? code}): stopping`)
      process.exitCode = 1
      stopAll('SIGTERM')
      if (left === 0) process.exit(1)
      return
    }
    console.error(`API process ${w.process.pid} exited (${signal ?? code}): starting another`)
    start()
  })
  for (let i = 0; i < n; i++) start()
  console.log(`Supervisor ${process.pid}: ${n} API processes on one port (API_PROCESSES)`)
  process.once('SIGINT', () => stopAll('SIGINT'))
  process.once('SIGTERM', () => stopAll('SIGTERM'))
}
