/**
 * Production entry: open the database (PGlite in data/pglite, or DATABASE_URL), migrate, join the
 * registry of API processes (its id worker; a split upload configuration is refused), seed an
 * empty database, then serve the API and the built H5 app at /mp/.
 */
import cluster from 'node:cluster'
import path from 'node:path'
import { buildApp, DEFAULT_TIMEOUTS } from './app'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { seedIfEmpty } from './seeds/seed'
import { fileStoreFromEnv } from './files/s3Store'
import { STALE_CLAIM_MS } from './http/idempotency'
import { setIdWorker } from './lib/ids'
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from './maintenance'
import { standInWarning } from './modules/wechat/runtime'
import { registerProcess, splitUploadsReason } from './processes'
import { apiProcessCount, runApiProcesses } from './cluster'

const ROOT = path.resolve(__dirname, '..')

/** A positive number of milliseconds from the environment, or the default. */
function msFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive number of milliseconds, got "${raw}"`)
  return n
}

export async function main(): Promise<void> {
  // A production start that leaves WeChat to the local stand-in says so before anything else.
  const simulated = standInWarning(process.env)
  if (simulated) console.error(simulated)
  const handle = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL }, process.env.PGLITE_DIR ?? path.join(ROOT, 'data/pglite'))
  await runMigrations(handle)
  const uploadDir = process.env.UPLOAD_DIR ?? path.join(ROOT, 'data/uploads')
  const files = await fileStoreFromEnv(process.env, uploadDir)
  // Before any id is made: the registry gives this process its id worker.
  const registration = await registerProcess(handle.db, files.location)
  const split = splitUploadsReason(files.location, registration.others)
  if (split) {
    await registration.stop()
    await handle.close()
    throw new Error(`Refusing to start: ${split}`)
  }
  setIdWorker(registration.id)
  if (await seedIfEmpty(handle.db)) console.log('Seeded the demo market (accounts: server/README.md).')
  const app = await buildApp({
    db: handle.db,
    uploadDir,
    files,
    webRoot: path.join(ROOT, 'dist/h5'),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: process.env.TRUST_PROXY === '1',
    apiOrigins: (process.env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean),
    timeouts: {
      requestMs: msFromEnv('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
      headersMs: msFromEnv('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
      idleMs: msFromEnv('IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
      keepAliveMs: msFromEnv('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
    },
    staleClaimMs: msFromEnv('STALE_CLAIM_MS', STALE_CLAIM_MS),
  })
  const port = Number(process.env.PORT ?? 3000)
  // The local machine only, unless HOST says otherwise (HOST=0.0.0.0 serves the network): the demo
  // accounts' password is published in the README.
  const host = process.env.HOST || '127.0.0.1'
  await app.listen({ port, host })
  const address = app.server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  console.log(`Market app: http://${shown}:${actual}/mp/${host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 serves the network)' : ''}`)
  if (cluster.isWorker) console.log(`API process ${process.pid} listening (id worker ${registration.id})`)

  // Housekeeping every hour (unused uploads, old idempotency answers, ended rate-limit windows).
  const housekeeping = setInterval(() => {
    runMaintenance(handle.db, files).catch((err) => app.log.error({ err: String(err) }, 'maintenance failed'))
  }, MAINTENANCE_INTERVAL_MS)
  housekeeping.unref()

  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`)
    clearInterval(housekeeping)
    await app.close()
    await registration.stop()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

/** API_PROCESSES (server/cluster.ts); a bad setting ends the process before anything starts. */
export function processCountOrExit(): number {
  try {
    return apiProcessCount(process.env)
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}`)
    return process.exit(1)
  }
}

/** Runs main() here, or in `n` processes under this one. */
export const serve = (n: number): void => runApiProcesses(n, main)

if (require.main === module) serve(processCountOrExit())
