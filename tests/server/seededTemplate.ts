/**
 * The migrated and seeded demo database, made once per test run and copied for every test file
 * (migrating and seeding the season of trade takes seconds; a copy a fraction of one).
 *
 * The key hashes what decides the database's content: the server's and the contract's sources
 * (migrations, seeds, the service functions the seed runs through) and the China day (the seed
 * writes dates relative to today). The seed also writes times relative to the minute it runs (an
 * open scale ticket that expires 110 minutes later, pending payments), so a template is used for
 * an hour after it was built (TEMPLATE_MAX_AGE_MS), then a new one is built: a later run on the
 * same sources gets data as fresh as a clean machine's. Its name carries the build time. PGlite:
 * a data directory in the temp folder, put in place atomically. PostgreSQL: a template database
 * on that server, built under an advisory lock so parallel test workers build it once.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { openPglite, openPostgres, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { createScratchDatabase } from '../../server/db/scratch'
import { seedIfEmpty } from '../../server/seeds/seed'
import { chinaDay } from '../../server/lib/dates'

const root = path.resolve(__dirname, '../..')
const SOURCES = ['server', 'src/contract']

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort()
}

let cachedKey: string | undefined
/** What the seeded database is made of, as a short hash. */
function seedKey(): string {
  if (cachedKey) return cachedKey
  const hash = createHash('sha256').update(chinaDay())
  for (const file of SOURCES.flatMap((d) => filesUnder(path.join(root, d)))) hash.update(file).update(readFileSync(file))
  cachedKey = hash.digest('hex').slice(0, 16)
  return cachedKey
}

/** How long a template is used after it was built (see above). */
const TEMPLATE_MAX_AGE_MS = 60 * 60 * 1000

/**
 * The newest of `names` (`<prefix><build time in ms>`) built less than TEMPLATE_MAX_AGE_MS ago, or
 * undefined: then build `<prefix><now>`.
 */
function freshTemplate(names: string[], prefix: string): string | undefined {
  const builtAt = (name: string) => (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)) ? Number(name.slice(prefix.length)) : 0)
  return names
    .filter((n) => Date.now() - builtAt(n) < TEMPLATE_MAX_AGE_MS)
    .sort((a, b) => builtAt(b) - builtAt(a))[0]
}

async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await runMigrations(handle)
  await seedIfEmpty(handle.db)
}

const DAY_MS = 24 * 60 * 60 * 1000
/**
 * Templates (69 MB each) three hours old, no longer used by a new run and no run still copying
 * them, and copies a killed test process left behind, once a day old.
 */
function removeStale(): void {
  for (const name of readdirSync(tmpdir())) {
    const kind = /^market-test-(seed|db)-/.exec(name)?.[1]
    if (!kind) continue
    const file = path.join(tmpdir(), name)
    // Another run may be removing it too.
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (Date.now() - mtimeMs > (kind === 'seed' ? 3 * TEMPLATE_MAX_AGE_MS : DAY_MS)) rmSync(file, { recursive: true, force: true })
  }
}

/**
 * The seeded demo database as a PGlite data directory, made once per key and hour: by the first
 * caller, in a folder of its own, then renamed into place under its build time (parallel callers
 * at worst make it twice, each under its own time; later callers take the newest). Nothing opens
 * it afterwards: it is only copied.
 */
async function seededDataDir(): Promise<string> {
  const prefix = `market-test-seed-${seedKey()}-`
  const fresh = freshTemplate(readdirSync(tmpdir()), prefix)
  if (fresh) return path.join(tmpdir(), fresh)
  const dir = path.join(tmpdir(), `${prefix}${Date.now()}`)
  removeStale()
  const building = `${dir}.${process.pid}`
  rmSync(building, { recursive: true, force: true })
  const handle = await openPglite({ dataDir: building })
  try {
    await migrateAndSeed(handle)
  } finally {
    await handle.close()
  }
  try {
    renameSync(building, dir)
  } catch (err) {
    if (!existsSync(dir)) throw err
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

/** Copies the seeded demo database into `dataDir`, a new folder, for a PGlite server to open. */
export async function copySeededPglite(dataDir: string): Promise<void> {
  cpSync(await seededDataDir(), dataDir, { recursive: true })
}

/**
 * A fresh PGlite database holding a copy of the seeded demo data, in a temporary folder removed
 * when the handle closes. A copy of the data directory opens in about a second; loading a dump
 * of it into memory took three to five.
 */
export async function seededPglite(): Promise<DbHandle> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-test-db-'))
  await copySeededPglite(dir)
  const handle = await openPglite({ dataDir: dir })
  return {
    ...handle,
    async close() {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The name of the seeded template database on the server of `url`, built if missing. */
async function seededTemplate(url: string): Promise<string> {
  const prefix = `t_seed_${seedKey()}_`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    // One builder per server: the others wait here, then find it built (the lock ends with the session).
    await admin.query('select pg_advisory_lock(hashtext($1))', [prefix])
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1 || '%'", [prefix])
    const fresh = freshTemplate(rows.map((r) => r.datname), prefix)
    if (fresh) return fresh
    const name = `${prefix}${Date.now()}`
    const building = `${name}_building`
    await admin.query(`drop database if exists ${building} with (force)`)
    await admin.query(`create database ${building}`)
    const buildingUrl = new URL(url)
    buildingUrl.pathname = `/${building}`
    const handle = openPostgres(buildingUrl.toString(), 2, 0)
    try {
      await migrateAndSeed(handle)
    } finally {
      await handle.close()
    }
    await admin.query(`alter database ${building} rename to ${name}`)
    // Templates this one replaces, once no run can still be copying them (one in use stays).
    for (const { datname } of rows) {
      const builtAt = Number(datname.slice(prefix.length))
      if (builtAt && Date.now() - builtAt > 3 * TEMPLATE_MAX_AGE_MS) await admin.query(`drop database if exists ${datname}`).catch(() => undefined)
    }
    return name
  } finally {
    await admin.end()
  }
}

/** A throwaway PostgreSQL database holding a copy of the seeded demo data, next to the one `url` names. */
export async function seededPostgres(url: string, poolSize: number): Promise<{ handle: DbHandle; url: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(url, 't', await seededTemplate(url))
  return { handle: openPostgres(scratch.url, poolSize), url: scratch.url, drop: scratch.drop }
}
