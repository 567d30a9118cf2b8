/**
 * A durable throwaway PostgreSQL cluster the fault scenarios may crash and restart at will
 * (scripts/pg-cluster.sh init ... durable: fsync, synchronous_commit and full_page_writes on, so an
 * acknowledged write must survive `pg_ctl stop -m immediate`). Not the suite's shared cluster of
 * scripts/with-postgres.sh, which other test files use meanwhile and which is fast, not durable.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const SCRIPT = path.resolve(__dirname, '../pg-cluster.sh')
const run = promisify(execFile)

export interface PgCluster {
  port: number
  /** The URL of a database of this cluster. */
  url(database: string): string
  createDatabase(name: string): Promise<string>
  /** Stops the server: 'immediate' is a crash (no checkpoint, connections cut). */
  stop(mode: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  /** Stops it and removes its directory. */
  destroy(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

const cluster = (...args: string[]) => run('bash', [SCRIPT, ...args], { maxBuffer: 1 << 20 })

export async function durableCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-faults-pg-'))
  const port = await freePort()
  await cluster('init', dir, 'durable')
  await cluster('start', dir, String(port))
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    port,
    url,
    async createDatabase(name) {
      await cluster('createdb', dir, String(port), name)
      return url(name)
    },
    stop: async (mode) => void (await cluster('stop', dir, mode)),
    start: async () => void (await cluster('start', dir, String(port))),
    async destroy() {
      await cluster('stop', dir, 'immediate').catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
