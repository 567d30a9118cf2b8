/**
 * Periodic housekeeping, safe to run on several API nodes at once: removes uploaded files no row
 * uses (after a day's grace), idempotency answers older than a day, ended rate-limit windows and
 * the uses of identity codes that expired a day ago, and moves leases on
 * (server/modules/lease/housekeeping.ts: lapses, starts, expiries, rent bills, expiry reminders), and bills the meter readings of every booth period that is due (each
 * period once).
 * main.ts runs it every hour; `npm run maintenance` runs it once against DATABASE_URL / PGLITE_DIR
 * and the configured file store, and prints what it did.
 */
import path from 'node:path'
import { purgeExpired } from './auth/rateLimit'
import type { Db } from './db/client'
import { cleanupUploads, type CleanupReport } from './files/cleanup'
import type { FileStore } from './files/store'
import { purgeIdempotencyKeys } from './http/idempotency'
import { purgeIdCodeUses } from './auth/idCodeUse'
import { purgeIdCodeBatches } from './auth/idCodeBatch'
import { runLeaseHousekeeping, type LeaseHousekeepingReport } from './modules/lease/housekeeping'
import { billDueMeterPeriods } from './modules/estate/meterWorkflow'

export interface MaintenanceReport {
  uploads: CleanupReport
  idempotencyKeys: number
  rateLimits: number
  idCodeUses: number
  /** Batches of identity codes fetched ahead, a day after their codes expired. */
  idCodeBatches: number
  leases: LeaseHousekeepingReport
  /** Booth periods whose meter readings became utility bills (docs/estate.md, "Meter bills"). */
  meterBills: number
}

export async function runMaintenance(db: Db, files: FileStore, opts: { uploadGraceMs?: number } = {}): Promise<MaintenanceReport> {
  return {
    uploads: await cleanupUploads(db, files, { graceMs: opts.uploadGraceMs }),
    idempotencyKeys: await purgeIdempotencyKeys(db),
    rateLimits: await purgeExpired(db),
    idCodeUses: await purgeIdCodeUses(db),
    idCodeBatches: await purgeIdCodeBatches(db),
    leases: await runLeaseHousekeeping(db),
    meterBills: await billDueMeterPeriods(db),
  }
}

export const MAINTENANCE_INTERVAL_MS = 3600 * 1000

if (require.main === module) {
  void (async () => {
    const { openDatabase } = await import('./db/client')
    const { fileStoreFromEnv } = await import('./files/s3Store')
    const root = path.resolve(__dirname, '..')
    const handle = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL }, process.env.PGLITE_DIR ?? path.join(root, 'data/pglite'))
    const files = await fileStoreFromEnv(process.env, process.env.UPLOAD_DIR ?? path.join(root, 'data/uploads'))
    const r = await runMaintenance(handle.db, files)
    console.log(`uploads: ${r.uploads.scanned} files, ${r.uploads.removed.length} unused removed, ${r.uploads.orphanRows} rows without a file; idempotency answers purged: ${r.idempotencyKeys}; rate-limit windows purged: ${r.rateLimits}; identity-code uses purged: ${r.idCodeUses}; leases: ${JSON.stringify(r.leases)}; meter periods billed: ${r.meterBills}`)
    await handle.close()
  })().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
