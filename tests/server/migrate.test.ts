/** Migrations are idempotent; on PostgreSQL several processes may migrate at once (advisory lock). */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { Client } from 'pg'
import { openPglite, openPostgres } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedIfEmpty } from '../../server/seeds/seed'

/** How many migrations the repository has (each applied exactly once). */
const MIGRATIONS = (JSON.parse(readFileSync(`${__dirname}/../../server/db/migrations/meta/_journal.json`, 'utf8')) as { entries: unknown[] }).entries.length

test('PGlite: migrating twice is a no-op, seeding twice seeds once', async () => {
  const h = await openPglite()
  await runMigrations(h)
  await runMigrations(h)
  expect(await seedIfEmpty(h.db)).toBe(true)
  expect(await seedIfEmpty(h.db)).toBe(false)
  const rows = await h.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
  expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(MIGRATIONS)
  await h.close()
}, 600_000)

const pgTest = process.env.DATABASE_URL ? test : test.skip
pgTest('PostgreSQL: three processes starting together migrate once', async () => {
  const url = process.env.DATABASE_URL!
  const name = `mig_${process.pid}_${Date.now()}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const handles = [0, 1, 2].map(() => openPostgres(target.toString(), 2))
  try {
    await Promise.all(handles.map((h) => runMigrations(h)))
    const r = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect((r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(MIGRATIONS)
    const seeded = await Promise.all(handles.map((h) => seedIfEmpty(h.db)))
    expect(seeded.filter(Boolean)).toHaveLength(1)
  } finally {
    await Promise.all(handles.map((h) => h.close()))
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}, 600_000)
