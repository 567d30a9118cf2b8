/**
 * The registry of API processes serving from one database (`api_processes`): each process adds its
 * row at start-up and keeps it fresh with a heartbeat while it runs.
 *
 * - Its row number is the process's id worker (server/lib/ids.ts): an identity, so no two
 *   processes, running or long gone, ever share it.
 * - Its upload store's location (FileStore.location) tells the others where its files are. A
 *   process whose files are not where a live process keeps its own (two hosts or two directories,
 *   without a shared S3 bucket) refuses to start: an upload answered by one process would be 404
 *   on the other.
 */
import { hostname } from 'node:os'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db } from './db/client'
import { apiProcesses } from './db/schema'

/** How often a running process renews its row. */
export const HEARTBEAT_MS = 10_000
/** A row renewed within this long belongs to a running process (one that was killed stops renewing). */
export const LIVE_MS = 30_000
/** Rows of processes not seen for this long are removed at the next start-up. */
const FORGET_MS = 24 * 3600 * 1000

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`

export interface ApiProcess {
  id: number
  host: string
  pid: number
  uploads: string
}

export interface Registration {
  /** This process's number: its id worker. */
  id: number
  /** The other processes running now. */
  others: ApiProcess[]
  /** Stops the heartbeat and removes the row (on shutdown). */
  stop(): Promise<void>
}

/** Adds this process to the registry and starts its heartbeat. */
export async function registerProcess(db: Db, uploads: string, opts: { heartbeatMs?: number } = {}): Promise<Registration> {
  await db.delete(apiProcesses).where(lt(apiProcesses.seenAt, sql`now() - ${interval(FORGET_MS)}`))
  const [me] = await db.insert(apiProcesses).values({ host: hostname(), pid: process.pid, uploads }).returning({ id: apiProcesses.id })
  const id = me!.id
  const others = await db
    .select({ id: apiProcesses.id, host: apiProcesses.host, pid: apiProcesses.pid, uploads: apiProcesses.uploads })
    .from(apiProcesses)
    .where(and(ne(apiProcesses.id, id), gt(apiProcesses.seenAt, sql`now() - ${interval(LIVE_MS)}`)))
  const mine = eq(apiProcesses.id, id)
  // A failed beat (the database away for a while) is tried again at the next one.
  const timer = setInterval(() => {
    db.update(apiProcesses)
      .set({ seenAt: sql`now()` })
      .where(mine)
      .catch(() => undefined)
  }, opts.heartbeatMs ?? HEARTBEAT_MS)
  timer.unref()
  return {
    id,
    others,
    async stop() {
      clearInterval(timer)
      await db
        .delete(apiProcesses)
        .where(mine)
        .catch(() => undefined)
    },
  }
}

/**
 * Why this configuration cannot serve every upload from every process, or null: a running process
 * keeps its uploads somewhere else than `uploads` (this process's store location).
 */
export function splitUploadsReason(uploads: string, others: ApiProcess[]): string | null {
  const elsewhere = others.find((o) => o.uploads !== uploads)
  if (!elsewhere) return null
  return (
    `uploads would not be served by every API process: this one keeps them in ${uploads}, ` +
    `process ${elsewhere.id} (host ${elsewhere.host}, pid ${elsewhere.pid}) in ${elsewhere.uploads}. ` +
    'Give every process the same S3_BUCKET, or run them on one host with one UPLOAD_DIR (server/README.md, "Uploads").'
  )
}
