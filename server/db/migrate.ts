/**
 * Applies the drizzle-kit migrations under server/db/migrations with the migrator of the driver
 * in use. On PostgreSQL several API processes may start at once: a session-level advisory lock
 * makes them migrate one after the other (the later ones find nothing to do).
 */
import path from 'node:path'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DbHandle } from './client'

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations')
/** Arbitrary constant identifying "the market schema migration" among advisory locks. */
const MIGRATION_LOCK_KEY = 482_301_771

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: MIGRATIONS_FOLDER })
    return
  }
  const client = await handle.pool.connect()
  try {
    // Building an index on a large table may take longer than the app's statement time-out.
    await client.query('set statement_timeout = 0')
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined)
    client.release()
  }
}
