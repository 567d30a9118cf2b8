/**
 * Opens the database: embedded PGlite (a data directory, or in memory) by default, or a
 * PostgreSQL server through node-postgres when a connection URL is given. Both expose the same
 * Drizzle API over the same schema.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { is } from 'drizzle-orm'
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { Pool } from 'pg'
import * as schema from './schema'
import { listenPglite, postgresAuthChanges } from './authChanges'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: Pool; close(): Promise<void> }

/** `dataDir` undefined: in memory. */
export async function openPglite(opts: { dataDir?: string } = {}): Promise<DbHandle> {
  // A fresh clone has no data/ folder yet: PGlite creates only the last level itself.
  if (opts.dataDir) mkdirSync(path.dirname(opts.dataDir), { recursive: true })
  const client = new PGlite({ dataDir: opts.dataDir })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await listenPglite(db, client)
  return { kind: 'pglite', db, client, close: () => client.close() }
}

/**
 * A statement running longer than this on PostgreSQL is cancelled (the caller gets
 * '查询超时，请缩小查询范围后重试'), so one runaway query cannot hold a pooled connection. PGlite has
 * no such timer (its queries run in this thread): there, queries are kept short instead
 * (server/README.md, "Performance").
 */
export const STATEMENT_TIMEOUT_MS = 5000

/** A new connection waits this long for the server, then the request answers 503 '服务不可用'. */
export const CONNECT_TIMEOUT_MS = 5000
/**
 * The server ends a session left idle inside a transaction this long (a frozen process, a lost
 * network): its locks, such as the idempotency claim of a request, are released. Requests keep
 * their transactions busy (server/http/idempotency.ts), so only a fault reaches this.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

/**
 * The pool of a PostgreSQL server. A connection the server drops (stopped, restarted,
 * `pg_terminate_backend`) emits 'error' on its client; pg-pool listens only while the client is
 * idle in the pool, so each client gets a listener of its own for the whole of its life, also
 * while a request (or a Drizzle transaction between two statements) holds it: without one the
 * event would end the process. The failed client is no longer queryable, the statement waiting
 * on it fails (the request answers 503 '服务不可用', server/http/errors.ts) and pg-pool discards
 * it when it is released; the next request opens a new connection, so calls succeed again as
 * soon as the server is back, without a restart.
 */
export function openPostgres(url: string, max = 10, statementTimeoutMs = STATEMENT_TIMEOUT_MS): DbHandle {
  const config = {
    connectionString: url,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  }
  // The auth cache's change notices: every connection listens (server/db/authChanges.ts).
  const changes = postgresAuthChanges(config)
  const pool = new Pool({ ...config, max, onConnect: changes.onConnect })
  pool.on('connect', (client) => client.on('error', (err) => console.warn('postgres connection lost:', err.message)))
  // pg-pool re-emits an idle client's error here; the client's own listener above logged it.
  pool.on('error', () => undefined)
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  changes.register(db)
  return { kind: 'postgres', db, pool, close: () => pool.end() }
}

/**
 * How many connections `db` has: PostgreSQL's pool size; PGlite has one, and a statement sent
 * while one of its transactions is open waits for that transaction.
 */
export function connectionsOf(db: Db): number {
  if (is(db, PgliteDatabase)) return 1
  const pool = (db as unknown as { $client?: { options?: { max?: number } } }).$client
  return pool?.options?.max ?? 10
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite in `dataDir`. */
export async function openDatabase(env: { DATABASE_URL?: string }, dataDir?: string): Promise<DbHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir })
}
