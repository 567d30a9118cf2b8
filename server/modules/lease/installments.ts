/**
 * A lease's installments (docs/lease.md, "Installments and bills"): the deposit and the rent
 * periods, scheduled at the approval (renewals and adjustments add or replace the unbilled ones),
 * billed through the bill service: the first rent period with the deposit as one bill when the
 * merchant confirms (createBillAndPay), each later period `issueAheadDays` before it starts (the
 * housekeeping job), so the bill list shows what is due, not the whole term.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { LEASE_LIMITS, type BillPayStatus, type InstallmentKind, type InstallmentState, type LeaseInstallment } from '@/contract'
import type { Db } from '../../db/client'
import { bills, leaseInstallments, leases } from '../../db/schema'
import { addDays } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { BizError } from '../../lib/envelope'
import { rowsOf } from '../../data/query'
import { issueBill } from '../settle/billIssue'
import { closePendingPayments } from '../settle/payment/service'
import type { InstallmentRow, LeaseRow } from './common'
import { LEASE_MSG } from './common'
import { rentPeriods, type PaidPeriod } from './terms'

/** Schedules the rent periods from `start` to `end` at `monthlyRentFen`, numbered from `firstSeq`; the first one due on `firstDue` when given. */
export async function scheduleRent(tx: Db, lease: Pick<LeaseRow, 'id' | 'customerId' | 'payCycleMonths'>, p: { start: string; end: string; monthlyRentFen: number; firstSeq: number; firstDue?: string }): Promise<void> {
  const periods = rentPeriods(p.start, p.end, lease.payCycleMonths, p.monthlyRentFen)
  if (!periods.length) return
  await tx.insert(leaseInstallments).values(
    periods.map((r, i) => ({
      leaseId: lease.id,
      customerId: lease.customerId,
      seq: p.firstSeq + i,
      kind: 'rent',
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      amountFen: r.amountFen,
      dueDate: i === 0 && p.firstDue ? p.firstDue : r.dueDate,
    })),
  )
}

/** The deposit (seq 0, when there is one) and every rent period of an approved lease, the first two due by its pay deadline. */
export async function scheduleLease(tx: Db, lease: LeaseRow): Promise<void> {
  const due = lease.payDeadline ?? lease.startDate
  if (lease.depositFen > 0) await tx.insert(leaseInstallments).values({ leaseId: lease.id, customerId: lease.customerId, seq: 0, kind: 'deposit', amountFen: lease.depositFen, dueDate: due })
  await scheduleRent(tx, lease, { start: lease.startDate, end: lease.endDate, monthlyRentFen: lease.monthlyRentFen, firstSeq: 1, firstDue: due })
}

/** The next free installment number of a lease. */
export async function nextSeq(tx: Db, leaseId: string): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(tx, sql`select coalesce(max(seq), 0)::int + 1 as n from ${leaseInstallments} where lease_id = ${leaseId}`)
  return r!.n
}

export const installmentsOf = (db: Db, leaseId: string): Promise<InstallmentRow[]> =>
  db.select().from(leaseInstallments).where(eq(leaseInstallments.leaseId, leaseId)).orderBy(asc(leaseInstallments.seq))

/** The bill title and line of an installment. */
const lineOf = (i: Pick<InstallmentRow, 'kind' | 'periodStart' | 'periodEnd' | 'amountFen'>) =>
  i.kind === 'deposit' ? { name: '租赁押金', amountFen: i.amountFen } : { name: `租金 ${i.periodStart}至${i.periodEnd}`, amountFen: i.amountFen }

/**
 * The first bill of an approved lease: its deposit and first rent period (createBillAndPay). Made
 * once: the lease row is locked, and a second call finds `first_bill_id` set and answers that bill.
 */
export async function firstBillOf(db: Db, leaseId: string, customerId: string, boothCode: string): Promise<typeof bills.$inferSelect> {
  const billNo = await nextDocNo(db, 'bill')
  const billId = await db.transaction(async (tx) => {
    const [lease] = await tx.select().from(leases).where(and(eq(leases.id, leaseId), eq(leases.customerId, customerId))).for('update')
    if (!lease) throw new BizError('记录不存在')
    if (lease.firstBillId) return lease.firstBillId
    if (lease.state !== 'approved') throw new BizError(lease.state === 'applied' ? '租赁申请尚未审核通过' : '该租赁无需缴纳首期费用')
    const first = (await installmentsOf(tx, lease.id)).filter((i) => i.state === 'scheduled' && (i.seq === 0 || i.seq === 1))
    const rent = first.find((i) => i.seq === 1)
    if (!rent) throw new BizError('租赁账期不存在')
    const bill = await issueBill(tx, {
      billNo,
      customerId: lease.customerId,
      title: `摊位租金及押金 ${boothCode}`,
      billType: 'rent',
      periodStart: rent.periodStart!,
      periodEnd: rent.periodEnd!,
      dueDate: rent.dueDate,
      remark: `租赁${lease.leaseNo}首期`,
      lines: first.map(lineOf),
    })
    await tx.update(leaseInstallments).set({ state: 'billed', billId: bill.id, updatedAt: new Date() }).where(inArray(leaseInstallments.id, first.map((i) => i.id)))
    await tx.update(leases).set({ firstBillId: bill.id, updatedAt: new Date() }).where(eq(leases.id, lease.id))
    return bill.id
  })
  const [bill] = await db.select().from(bills).where(eq(bills.id, billId))
  return bill!
}

/** A rent installment billed by the housekeeping job (for its message). */
export interface IssuedInstallment {
  installment: InstallmentRow
  bill: typeof bills.$inferSelect
  lease: LeaseRow
}

/**
 * Bills the scheduled rent periods of confirmed and active leases that start within
 * `issueAheadDays` of `today` (or by `through`), one bill each. Each is claimed under its row lock
 * and billed only while still scheduled, so concurrent runs bill it once. `leaseId`: that lease only.
 */
export async function issueDueInstallments(db: Db, today: string, opts: { leaseId?: string; through?: string } = {}): Promise<IssuedInstallment[]> {
  const limit = opts.through && opts.through > addDays(today, LEASE_LIMITS.issueAheadDays) ? opts.through : addDays(today, LEASE_LIMITS.issueAheadDays)
  const due = await rowsOf<{ id: string; code: string }>(
    db,
    sql`select i.id, coalesce(a.code, '') as code from ${leaseInstallments} i join ${leases} l on l.id = i.lease_id left join assets a on a.id = l.asset_id
        where i.state = 'scheduled' and i.kind = 'rent' and i.period_start <= ${limit} and l.state in ('confirmed', 'active')
        ${opts.leaseId ? sql`and l.id = ${opts.leaseId}` : sql``}
        order by i.period_start, i.id`,
  )
  const issued: IssuedInstallment[] = []
  for (const d of due) {
    const billNo = await nextDocNo(db, 'bill')
    const done = await db.transaction(async (tx) => {
      const [inst] = await tx.select().from(leaseInstallments).where(and(eq(leaseInstallments.id, d.id), eq(leaseInstallments.state, 'scheduled'))).for('update')
      if (!inst) return null
      const [lease] = await tx.select().from(leases).where(eq(leases.id, inst.leaseId))
      const bill = await issueBill(tx, {
        billNo,
        customerId: inst.customerId,
        title: `摊位租金 ${d.code}`,
        billType: 'rent',
        periodStart: inst.periodStart!,
        periodEnd: inst.periodEnd!,
        dueDate: inst.dueDate,
        remark: `租赁${lease!.leaseNo}第${inst.seq}期`,
        lines: [lineOf(inst)],
      })
      const [billed] = await tx.update(leaseInstallments).set({ state: 'billed', billId: bill.id, updatedAt: new Date() }).where(eq(leaseInstallments.id, inst.id)).returning()
      return { installment: billed!, bill, lease: lease! }
    })
    if (done) issued.push(done)
  }
  return issued
}

/** What a paid installment brought in: its amount, less its share of a coupon on the bill. */
function paidShare(i: InstallmentRow, bill: { amountFen: number; paidFen: number; payStatus: string } | undefined): number {
  if (i.state === 'offline') return i.amountFen
  if (i.state !== 'billed' || !bill || bill.payStatus !== 'paid') return 0
  return Math.floor((i.amountFen * bill.paidFen) / bill.amountFen)
}

/** The lease's installments with their bills (both locked with `forUpdate`: a quit or a withdrawal works on them). */
export async function installmentsWithBills(db: Db, leaseId: string, forUpdate = false) {
  const list = forUpdate ? await lockInstallments(db, leaseId) : await installmentsOf(db, leaseId)
  const billIds = list.map((i) => i.billId).filter((b): b is string => Boolean(b))
  const q = db.select().from(bills).where(inArray(bills.id, billIds.length ? billIds : ['-']))
  const billRows = forUpdate ? await q.orderBy(asc(bills.id)).for('update') : await q
  const byId = new Map(billRows.map((b) => [b.id, b]))
  return list.map((i) => ({ ...i, bill: i.billId ? byId.get(i.billId) : undefined, paidFen: paidShare(i, i.billId ? byId.get(i.billId) : undefined) }))
}
export type InstallmentWithBill = Awaited<ReturnType<typeof installmentsWithBills>>[number]

/** The paid rent periods (quit: what may come back). */
export const paidPeriods = (list: InstallmentWithBill[]): PaidPeriod[] =>
  list.filter((i) => i.kind === 'rent' && i.paidFen > 0).map((i) => ({ installmentId: i.id, periodStart: i.periodStart!, periodEnd: i.periodEnd!, paidFen: i.paidFen }))

/** The deposit paid (0 when none, or not paid). */
export const paidDeposit = (list: InstallmentWithBill[]): number => list.find((i) => i.kind === 'deposit')?.paidFen ?? 0

/** The installments moved under a change (the housekeeping job billed one meanwhile). */
export const CHANGED = '租赁账期已变化，请刷新后重试'

/** The lease's installments locked for a change (the job claims them the same way, so they never race). */
export const lockInstallments = (tx: Db, leaseId: string): Promise<InstallmentRow[]> =>
  tx.select().from(leaseInstallments).where(eq(leaseInstallments.leaseId, leaseId)).orderBy(asc(leaseInstallments.seq)).for('update')

/** A bill nothing was paid on and no coupon touched: it may be withdrawn. */
const untouched = (b: { paidFen: number; discountFen: number; couponId: string | null; payStatus: string }): boolean => b.payStatus === 'unpaid' && b.paidFen === 0 && b.discountFen === 0 && !b.couponId

/**
 * Voids the installments of periods after `lastDay` (all of them when null): scheduled ones, and
 * billed ones whose bill nothing was paid on (the bill is withdrawn, its open online attempts
 * closed). A billed period of those already paid or touched by a coupon refuses. Answers the pay
 * numbers to close at the provider after commit.
 */
export async function voidFrom(tx: Db, list: InstallmentWithBill[], lastDay: string | null): Promise<{ voided: number; payNos: string[] }> {
  const later = list.filter((i) => i.state === 'scheduled' || i.state === 'billed').filter((i) => lastDay === null || (i.periodStart !== null && i.periodStart > lastDay))
  const payNos: string[] = []
  for (const i of later) {
    if (i.state === 'billed' && i.bill) {
      if (!untouched(i.bill)) throw new BizError(LEASE_MSG.billLocked)
      await tx.update(leaseInstallments).set({ state: 'void', billId: null, updatedAt: new Date() }).where(eq(leaseInstallments.billId, i.bill.id))
      payNos.push(...(await closePendingPayments(tx, 'bill', i.bill.id)))
      await tx.delete(bills).where(and(eq(bills.id, i.bill.id), eq(bills.payStatus, 'unpaid'), eq(bills.paidFen, 0)))
    } else {
      // Still scheduled, or the housekeeping job billed it meanwhile: then refuse, the caller retries with the bill.
      const done = await tx.update(leaseInstallments).set({ state: 'void', updatedAt: new Date() }).where(and(eq(leaseInstallments.id, i.id), eq(leaseInstallments.state, 'scheduled'))).returning({ id: leaseInstallments.id })
      if (!done.length) throw new BizError(CHANGED)
    }
  }
  return { voided: later.length, payNos }
}

/** Removes the scheduled (unbilled) rent periods: an adjustment schedules them again. */
export async function dropScheduled(tx: Db, leaseId: string): Promise<void> {
  await tx.delete(leaseInstallments).where(and(eq(leaseInstallments.leaseId, leaseId), eq(leaseInstallments.state, 'scheduled'), eq(leaseInstallments.kind, 'rent')))
}

/** The last day covered by billed (or offline-paid) rent periods; the day before the start when none. */
export function billedThrough(list: Array<Pick<InstallmentRow, 'kind' | 'state' | 'periodEnd'>>, startDate: string): string {
  const ends = list.filter((i) => i.kind === 'rent' && (i.state === 'billed' || i.state === 'offline')).map((i) => i.periodEnd!)
  return ends.length ? ends.sort().at(-1)! : addDays(startDate, -1)
}

/** The first scheduled rent period's start (a booth change takes effect then). */
export const firstScheduledStart = (list: Array<Pick<InstallmentRow, 'kind' | 'state' | 'periodStart'>>): string | null =>
  list
    .filter((i) => i.kind === 'rent' && i.state === 'scheduled')
    .map((i) => i.periodStart!)
    .sort()[0] ?? null

/** Installments as the screens show them. */
export async function presentInstallments(db: Db, rows: InstallmentRow[]): Promise<LeaseInstallment[]> {
  const billIds = rows.map((r) => r.billId).filter((b): b is string => Boolean(b))
  const leaseIds = [...new Set(rows.map((r) => r.leaseId))]
  const [billRows, leaseRows] = await Promise.all([
    billIds.length ? db.select({ id: bills.id, billNo: bills.billNo, payStatus: bills.payStatus }).from(bills).where(inArray(bills.id, billIds)) : [],
    leaseIds.length ? db.select({ id: leases.id, leaseNo: leases.leaseNo }).from(leases).where(inArray(leases.id, leaseIds)) : [],
  ])
  const billById = new Map(billRows.map((b) => [b.id, b]))
  const noById = new Map(leaseRows.map((l) => [l.id, l.leaseNo]))
  return rows.map((r) => {
    const bill = r.billId ? billById.get(r.billId) : undefined
    return {
      id: r.id,
      leaseId: r.leaseId,
      leaseNo: noById.get(r.leaseId) ?? '',
      seq: r.seq,
      kind: r.kind as InstallmentKind,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      amountFen: r.amountFen,
      dueDate: r.dueDate,
      state: r.state as InstallmentState,
      billId: bill?.id ?? null,
      billNo: bill?.billNo ?? null,
      payStatus: r.state === 'offline' ? 'paid' : ((bill?.payStatus as BillPayStatus | undefined) ?? null),
    }
  })
}
