/**
 * Several API processes on one durable PostgreSQL cluster, started together on an empty database
 * (they migrate and seed once between them), sharing one upload directory, and the harness's own
 * connection to check what the database holds.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Pool } from 'pg'
import { startApi, type ApiProcess } from '../apiProcess'
import { durableCluster, type PgCluster } from './cluster'

/** The harness's connections, told apart from the API's (the fault scenarios never cut them). */
export const HARNESS_APP_NAME = 'faults-harness'
export const DATABASE = 'market'

export interface Fleet {
  cluster: PgCluster
  apis: ApiProcess[]
  /** The harness's pool on the market database (rows, terminations). */
  pool: Pool
  /** Starts process i again (after kill9 or stop) with the same settings. */
  restart(i: number): Promise<ApiProcess>
  /** Starts one more process with other settings (it may refuse to start). */
  startExtra(env: Record<string, string>): Promise<ApiProcess>
  close(): Promise<void>
}

export interface FleetOptions {
  processes: number
  /** STALE_CLAIM_MS of the processes: how long an own-commit claim without an answer is held. */
  staleClaimMs: number
}

export async function startFleet(opts: FleetOptions): Promise<Fleet> {
  const cluster = await durableCluster()
  const dirs: string[] = []
  const temp = (name: string) => {
    const d = mkdtempSync(path.join(tmpdir(), `market-faults-${name}-`))
    dirs.push(d)
    return d
  }
  try {
    const url = await cluster.createDatabase(DATABASE)
    const env = { DATABASE_URL: url, UPLOAD_DIR: temp('uploads'), LOG_LEVEL: 'error', TRUST_PROXY: '1', STALE_CLAIM_MS: String(opts.staleClaimMs) }
    const apis = await Promise.all(Array.from({ length: opts.processes }, () => startApi(env)))
    const pool = new Pool({ connectionString: url, max: 4, application_name: HARNESS_APP_NAME })
    pool.on('error', () => undefined)
    return {
      cluster,
      apis,
      pool,
      async restart(i) {
        apis[i] = await startApi(env)
        return apis[i]!
      },
      startExtra: (more) => startApi({ ...env, ...more }),
      async close() {
        await Promise.all(apis.map((a) => a.stop()))
        await pool.end().catch(() => undefined)
        await cluster.destroy()
        for (const d of dirs) rmSync(d, { recursive: true, force: true })
      },
    }
  } catch (err) {
    await cluster.destroy()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
    throw err
  }
}
