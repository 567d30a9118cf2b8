/**
 * The lease part of the hourly housekeeping (server/maintenance.ts; docs/lease.md, "Housekeeping"),
 * safe to run on several API nodes at once and as often as wanted: each step is a guarded change
 * that only one run wins. Approvals not paid by their deadline lapse; paid leases start on their
 * first day; leases past their last day expire (deposit back); later rent periods are billed ahead
 * ("a bill due" message); expiry reminders go 30, 7 and 1 days before the end, once each; stale
 * take-over publications close; the assets' tenants follow the holds.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { EXPIRY_REMINDER_DAYS } from '@/contract'
import type { Db } from '../../db/client'
import { leaseReminders, leases, leaseTransfers } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { leaseBooths } from './booths'
import { SYSTEM } from './common'
import { syncTenancy } from './holds'
import { issueDueInstallments } from './installments'
import { notifyBillDue, notifyExpiring, notifyLapsed } from './notify'
import { expireLease } from './quit'
import { record } from './records'
import { dayDiff } from './terms'
import { withdrawLease } from './workflow'

export interface LeaseHousekeepingReport {
  lapsed: number
  activated: number
  expired: number
  billed: number
  reminded: number
  transfersClosed: number
  tenancyChanged: number
}

const codeOf = async (db: Db, assetId: string | null) => (assetId ? ((await leaseBooths(db, [assetId])).get(assetId)?.code ?? '') : '')

/** Approved leases not paid by their deadline are cancelled and their booths freed. */
async function lapseUnpaid(db: Db, today: string): Promise<number> {
  const due = await db.select().from(leases).where(and(eq(leases.state, 'approved'), sql`${leases.payDeadline} < ${today}`))
  let n = 0
  for (const lease of due) {
    try {
      await withdrawLease(db, lease, SYSTEM, 'lapse', today)
      await notifyLapsed(db, lease)
      n++
    } catch (err) {
      // Paid meanwhile, or a coupon on its bill: the office handles that one.
      if (!(err instanceof BizError)) throw err
    }
  }
  return n
}

/** Confirmed leases whose first day came start. */
async function activate(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(leases)
      .set({ state: 'active', activatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leases.state, 'confirmed'), lte(leases.startDate, today)))
      .returning()
    for (const r of rows) await record(tx, r, 'activate', SYSTEM, `${r.startDate}起租`)
    return rows.length
  })
}

async function expire(db: Db, today: string): Promise<number> {
  const due = await db.select().from(leases).where(and(eq(leases.state, 'active'), sql`${leases.endDate} < ${today}`))
  let n = 0
  for (const lease of due) if (await expireLease(db, lease, SYSTEM, today)) n++
  return n
}

/**
 * One message per lease and threshold: the thresholds reached (days left <= 30, 7, 1) are inserted
 * with ON CONFLICT DO NOTHING, and the run that inserted the closest one sends it (a lease first
 * seen 5 days before its end gets the 7-day message, and the 30-day one is marked without a
 * message). Keyed by the end day too, so a renewed lease is reminded again before its new end.
 */
export async function remindExpiring(db: Db, today: string): Promise<number> {
  const soon = await db
    .select()
    .from(leases)
    .where(and(eq(leases.state, 'active'), sql`${leases.endDate} >= ${today}`, lte(leases.endDate, addDays(today, Math.max(...EXPIRY_REMINDER_DAYS)))))
  let sent = 0
  for (const lease of soon) {
    const left = dayDiff(today, lease.endDate)
    const due = EXPIRY_REMINDER_DAYS.filter((d) => left <= d)
    const inserted = await db
      .insert(leaseReminders)
      .values(due.map((days) => ({ leaseId: lease.id, days, endDate: lease.endDate })))
      .onConflictDoNothing()
      .returning({ days: leaseReminders.days })
    if (inserted.some((r) => r.days === Math.min(...due))) {
      await notifyExpiring(db, lease, await codeOf(db, lease.assetId), left)
      sent++
    }
  }
  return sent
}

/** Publications whose take-over day came without a taker close; applications for them are rejected. */
async function closeStaleTransfers(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(leaseTransfers)
      .set({ state: 'cancelled', closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leaseTransfers.state, 'open'), lte(leaseTransfers.fromDate, today)))
      .returning({ id: leaseTransfers.id })
    if (closed.length)
      await tx
        .update(leases)
        .set({ state: 'rejected', rejectReason: '转让已过期', endedAt: new Date(), updatedAt: new Date() })
        .where(and(inArray(leases.transferId, closed.map((c) => c.id)), eq(leases.state, 'applied')))
    return closed.length
  })
}

export async function runLeaseHousekeeping(db: Db, today: string = chinaDay()): Promise<LeaseHousekeepingReport> {
  const lapsed = await lapseUnpaid(db, today)
  const activated = await activate(db, today)
  const expired = await expire(db, today)
  const issued = await issueDueInstallments(db, today)
  for (const i of issued) await notifyBillDue(db, i, await codeOf(db, i.lease.assetId))
  const reminded = await remindExpiring(db, today)
  const transfersClosed = await closeStaleTransfers(db, today)
  const tenancyChanged = await db.transaction((tx) => syncTenancy(tx, today))
  return { lapsed, activated, expired, billed: issued.length, reminded, transfersClosed, tenancyChanged }
}

