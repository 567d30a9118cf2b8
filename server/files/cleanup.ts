/**
 * Removes uploaded files that no row refers to once they are older than a grace period (a day by
 * default: time enough to finish the form the image was picked for). "Refers to" is found
 * generically: every text, text[] and json(b) column of every table is searched for
 * `/uploads/<name>`, so a column added later (an avatar, a cover, HTML content with images) is
 * covered without touching this job. Running it twice, or on two nodes at once, is harmless.
 */
import { eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uploads } from '../db/schema'
import type { FileStore } from './store'

export const UPLOAD_GRACE_MS = 24 * 3600 * 1000

/** Tables whose rows are bookkeeping about files or requests, not uses of a file. */
const NOT_REFERENCES = new Set(['uploads', 'idempotency_keys', 'rate_limits', 'auth_tokens', 'wechat_codes'])

const REF = '/uploads/([0-9A-Za-z_-]{1,64}[.](png|jpg|gif|webp))'

interface Rows<T> {
  rows: T[]
}

/** Names of the uploaded files some row refers to. */
export async function referencedUploads(db: Db): Promise<Set<string>> {
  const cols = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (data_type in ('text', 'character varying', 'json', 'jsonb') or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))
    order by table_name, column_name`)) as unknown as Rows<{ table_name: string; column_name: string }>
  const names = new Set<string>()
  for (const { table_name: table, column_name: column } of cols.rows) {
    if (NOT_REFERENCES.has(table)) continue
    const value = sql`${sql.identifier(column)}::text`
    const found = (await db.execute(sql`
      select distinct (regexp_matches(${value}, ${REF}, 'g'))[1] as name
      from ${sql.identifier(table)} where ${value} like '%/uploads/%'`)) as unknown as Rows<{ name: string }>
    for (const r of found.rows) names.add(r.name)
  }
  return names
}

export interface CleanupReport {
  /** Files in the store. */
  scanned: number
  /** Files removed (unused and older than the grace period). */
  removed: string[]
  /** Upload rows whose file was gone, removed too. */
  orphanRows: number
}

export async function cleanupUploads(db: Db, files: FileStore, opts: { graceMs?: number; now?: Date } = {}): Promise<CleanupReport> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.graceMs ?? UPLOAD_GRACE_MS))
  const used = await referencedUploads(db)
  const report: CleanupReport = { scanned: 0, removed: [], orphanRows: 0 }
  const present = new Set<string>()
  for await (const f of files.list()) {
    report.scanned++
    present.add(f.name)
    if (used.has(f.name) || f.modified > cutoff) continue
    await files.remove(f.name)
    await db.delete(uploads).where(eq(uploads.name, f.name))
    report.removed.push(f.name)
  }
  // Rows of old uploads whose file is gone (removed by hand, or a failed write) free their quota.
  const old = await db.select({ name: uploads.name }).from(uploads).where(lt(uploads.createdAt, cutoff))
  const orphans = old.map((r) => r.name).filter((name) => !present.has(name))
  if (orphans.length) await db.delete(uploads).where(inArray(uploads.name, orphans))
  report.orphanRows = orphans.length
  return report
}
