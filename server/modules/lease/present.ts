/** Leases and take-overs as the screens read them (src/contract/types/lease.ts). */
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  EXPIRY_REMINDER_DAYS,
  LEASE_LIMITS,
  type BillPayStatus,
  type ExpiryReminderDays,
  type LeaseBooth,
  type LeaseDetail,
  type LeaseItem,
  type LeasePayCycle,
  type LeaseSource,
  type LeaseState,
  type LeaseTransferItem,
  type TransferState,
} from '@/contract'
import type { Db } from '../../db/client'
import { bills, customers, leaseReleases, leaseReminders, leaseTransfers } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { iso } from '../../data/resource'
import type { LeaseRow, TransferRow } from './common'
import { contractsOfLease, presentContracts } from './contracts'
import { leaseBooths, zonesOf } from './booths'
import { holdsOf } from './holds'
import { installmentsOf, presentInstallments } from './installments'
import { dayDiff } from './terms'

async function namesOf(db: Db, customerIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(customerIds)]
  if (!ids.length) return new Map()
  return new Map((await db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, ids))).map((c) => [c.id, c.name]))
}

export async function presentLeases(db: Db, rows: LeaseRow[], today: string = chinaDay()): Promise<LeaseItem[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [booths, names, zones, reminded, published] = await Promise.all([
    leaseBooths(db, rows.map((r) => r.assetId).filter((a): a is string => Boolean(a))),
    namesOf(db, rows.map((r) => r.customerId)),
    zonesOf(db, rows.map((r) => r.areaId).filter((a): a is string => Boolean(a))),
    db
      .select({ leaseId: leaseReminders.leaseId, days: sql<number>`min(${leaseReminders.days})::int` })
      .from(leaseReminders)
      .where(and(inArray(leaseReminders.leaseId, ids), sql`${leaseReminders.endDate} = (select end_date from leases where id = ${leaseReminders.leaseId})`))
      .groupBy(leaseReminders.leaseId),
    db.select({ leaseId: leaseTransfers.leaseId }).from(leaseTransfers).where(and(inArray(leaseTransfers.leaseId, ids), eq(leaseTransfers.state, 'open'))),
  ])
  const remindedBy = new Map(reminded.map((r) => [r.leaseId, r.days]))
  const publishedSet = new Set(published.map((p) => p.leaseId))
  return rows.map((r) => {
    const booth = r.assetId ? (booths.get(r.assetId) ?? null) : null
    const running = r.state === 'active' || r.state === 'confirmed'
    const daysLeft = running ? Math.max(0, dayDiff(today, r.endDate)) : null
    const days = remindedBy.get(r.id)
    return {
      id: r.id,
      leaseNo: r.leaseNo,
      state: r.state as LeaseState,
      source: r.source as LeaseSource,
      customerId: r.customerId,
      customerName: names.get(r.customerId) ?? '',
      booth,
      areaId: booth?.areaId ?? r.areaId,
      areaName: booth?.areaName ?? (r.areaId ? (zones.get(r.areaId)?.name ?? null) : null),
      startDate: r.startDate,
      endDate: r.endDate,
      months: r.months,
      payCycleMonths: r.payCycleMonths as LeasePayCycle,
      monthlyRentFen: r.monthlyRentFen,
      depositFen: r.depositFen,
      daysLeft,
      expiringSoon: r.state === 'active' && daysLeft !== null && daysLeft <= LEASE_LIMITS.expiringDays,
      remindedDays: days !== undefined && (EXPIRY_REMINDER_DAYS as readonly number[]).includes(days) ? (days as ExpiryReminderDays) : null,
      published: publishedSet.has(r.id),
      createTime: iso(r.createdAt)!,
    }
  })
}

export async function presentTransfers(db: Db, rows: TransferRow[], viewerCustomerId: string | null): Promise<LeaseTransferItem[]> {
  const [booths, names] = await Promise.all([leaseBooths(db, rows.map((r) => r.assetId)), namesOf(db, rows.map((r) => r.customerId))])
  return rows.map((r) => ({
    id: r.id,
    leaseId: r.leaseId,
    booth: booths.get(r.assetId) as LeaseBooth,
    fromDate: r.fromDate,
    toDate: r.toDate,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remark: r.remark,
    state: r.state as TransferState,
    publisherName: names.get(r.customerId) ?? '',
    mine: r.customerId === viewerCustomerId,
    createTime: iso(r.createdAt)!,
  }))
}

/** A bill nobody paid anything on (a withdrawal of the lease may remove it). */
const untouchedBill = (b: { payStatus: string; paidFen: number; discountFen: number; couponId: string | null } | undefined) =>
  !b || (b.payStatus === 'unpaid' && b.paidFen === 0 && b.discountFen === 0 && !b.couponId)

export async function presentLeaseDetail(db: Db, row: LeaseRow, viewerCustomerId: string | null, today: string = chinaDay()): Promise<LeaseDetail> {
  const [[item], holds, installments, contracts, [firstBill], [release], [transfer]] = await Promise.all([
    presentLeases(db, [row], today),
    holdsOf(db, row.id),
    installmentsOf(db, row.id),
    contractsOfLease(db, row.id),
    row.firstBillId ? db.select().from(bills).where(eq(bills.id, row.firstBillId)) : Promise.resolve([]),
    row.releaseId ? db.select({ title: leaseReleases.title }).from(leaseReleases).where(eq(leaseReleases.id, row.releaseId)) : Promise.resolve([]),
    db.select().from(leaseTransfers).where(and(eq(leaseTransfers.leaseId, row.id), eq(leaseTransfers.state, 'open'))),
  ])
  const holdBooths = await leaseBooths(db, holds.map((h) => h.assetId))
  const mine = viewerCustomerId === row.customerId
  const running = row.state === 'active' && row.endDate >= today
  return {
    ...item!,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    businessScope: row.businessScope,
    remark: row.remark,
    rejectReason: row.rejectReason,
    releaseId: row.releaseId,
    releaseTitle: release?.title ?? null,
    transferId: row.transferId,
    approvedTime: iso(row.approvedAt),
    payDeadline: row.state === 'approved' ? row.payDeadline : null,
    confirmedTime: iso(row.confirmedAt),
    quitDate: row.quitDate,
    withdrawalFen: row.withdrawalFen,
    booths: holds.map((h) => ({ assetId: h.assetId, code: holdBooths.get(h.assetId)?.code ?? '', startDate: h.startDate, endDate: h.endDate })),
    installments: await presentInstallments(db, installments),
    firstBill: firstBill
      ? {
          billId: firstBill.id,
          billNo: firstBill.billNo,
          amountFen: firstBill.amountFen,
          outstandingFen: firstBill.payStatus === 'unpaid' || firstBill.payStatus === 'partial' ? firstBill.amountFen - firstBill.discountFen - firstBill.paidFen : 0,
          payStatus: firstBill.payStatus as BillPayStatus,
        }
      : null,
    contracts: await presentContracts(db, contracts),
    transfer: transfer ? ((await presentTransfers(db, [transfer], viewerCustomerId))[0] ?? null) : null,
    can: {
      edit: mine && row.state === 'applied',
      cancel: mine && (row.state === 'applied' || (row.state === 'approved' && untouchedBill(firstBill))),
      pay: mine && row.state === 'approved',
      renew: mine && running,
      adjust: mine && running,
      quit: mine && running,
      publish: mine && running && !transfer && row.endDate > today,
    },
  }
}
