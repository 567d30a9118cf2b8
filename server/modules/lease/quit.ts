/**
 * Ending a lease early and at its end (docs/lease.md, "Quit and withdrawal"): the rent paid for
 * the days after the last day of use comes back pro rata by day, with the deposit, into the shop's
 * prepaid balance (预存款, bizType leaseWithdrawal, once per lease by the ledger's unique key);
 * unbilled and unpaid later periods are void. A take-over ends the publisher's lease the same way.
 */
import { and, eq, sql } from 'drizzle-orm'
import { fenToYuan, type LeaseWithdrawal } from '@/contract'
import type { Db } from '../../db/client'
import { customers, leases, leaseTransfers } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { movePredeposit } from '../../data/ledger'
import { closeAtProvider } from '../settle/payment/service'
import { LEASE_MSG, stateRefusal, type Actor, type LeaseRow, type TransferRow } from './common'
import { cutHolds } from './holds'
import { installmentsWithBills, paidDeposit, paidPeriods, voidFrom, type InstallmentWithBill } from './installments'
import { record } from './records'
import { startedMonths, unusedRent } from './terms'

const money = (fen: number) => `¥${fenToYuan(fen)}`

/**
 * What quitting on `quitDate` (the last day of use) returns, or why it cannot: the day must be from
 * today to the lease's end, and every period starting by then paid ('请先缴清账单…' names the bill).
 */
export function planWithdrawal(lease: Pick<LeaseRow, 'id' | 'endDate'>, list: InstallmentWithBill[], quitDate: string, today: string): LeaseWithdrawal {
  if (quitDate < today || quitDate > lease.endDate) throw new BizError(`退租日期需在${today}至${lease.endDate}之间`)
  const rent = list.filter((i) => i.kind === 'rent' && i.state !== 'void').sort((a, b) => a.periodStart!.localeCompare(b.periodStart!))
  let paidThrough: string | null = null
  for (const i of rent.filter((r) => r.periodStart! <= quitDate)) {
    if (i.paidFen <= 0 && i.amountFen > 0) {
      if (i.state === 'billed') throw new BizError(`请先缴清账单${i.bill?.billNo ?? ''}后再办理退租`)
      throw new BizError(paidThrough ? `退租日期不能晚于已缴租期（至${paidThrough}）` : '请先缴清首期租金后再办理退租')
    }
    paidThrough = i.periodEnd
  }
  const lines = paidPeriods(list)
    .filter((p) => p.periodEnd > quitDate)
    .map((p) => unusedRent(p, quitDate))
  const unusedRentFen = lines.reduce((s, l) => s + l.refundFen, 0)
  const depositFen = paidDeposit(list)
  return {
    leaseId: lease.id,
    quitDate,
    lines,
    unusedRentFen,
    depositFen,
    voidedInstallments: list.filter((i) => (i.state === 'scheduled' || i.state === 'billed') && i.periodStart !== null && i.periodStart > quitDate).length,
    totalFen: unusedRentFen + depositFen,
    confirmed: false,
  }
}

export interface QuitOutcome {
  lease: LeaseRow
  withdrawal: LeaseWithdrawal
  /** Online attempts of withdrawn bills, to close at the provider after commit. */
  payNos: string[]
}

/**
 * Quits an active lease on `quitDate` in the caller's transaction: the bills are locked first (as
 * the payment path locks them), the plan computed again on the locked rows, then one UPDATE that
 * checks the state and the end (a concurrent renewal or quit makes it refuse), the holds cut, later
 * periods void, the money back and the lease's open publication withdrawn.
 */
export async function quitInTx(tx: Db, lease: LeaseRow, quitDate: string, by: Actor, reason: string, today: string, action: 'quit' | 'transfer' = 'quit'): Promise<QuitOutcome> {
  const list = await installmentsWithBills(tx, lease.id, true)
  const plan = planWithdrawal(lease, list, quitDate, today)
  const [row] = await tx
    .update(leases)
    .set({ state: 'quit', quitDate, endDate: quitDate, months: startedMonths(lease.startDate, quitDate), withdrawalFen: plan.totalFen, endedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(leases.id, lease.id), eq(leases.state, 'active'), eq(leases.endDate, lease.endDate)))
    .returning()
  if (!row) throw stateRefusal((await tx.select({ state: leases.state }).from(leases).where(eq(leases.id, lease.id)))[0]?.state ?? '', ['active'], '退租')
  await cutHolds(tx, lease.id, quitDate)
  const { payNos } = await voidFrom(tx, list, quitDate)
  if (plan.totalFen > 0) {
    await movePredeposit(tx, { customerId: lease.customerId, direction: 'refund', bizType: 'leaseWithdrawal', amountFen: plan.totalFen, bizId: lease.id, bizNo: lease.leaseNo, remark: '退租退还租金及押金', userId: by.userId })
  }
  await tx.update(leaseTransfers).set({ state: 'cancelled', closedAt: new Date(), updatedAt: new Date() }).where(and(eq(leaseTransfers.leaseId, lease.id), eq(leaseTransfers.state, 'open')))
  await record(tx, row, action, by, `${quitDate}退租，退还租金${money(plan.unusedRentFen)}、押金${money(plan.depositFen)}，合计${money(plan.totalFen)}已转入预存款${reason ? `；${reason}` : ''}`)
  return { lease: row, withdrawal: { ...plan, confirmed: true }, payNos }
}

/** leaseRentWithdrawal with confirm: quits the lease (the shop's own, active). */
export async function quitLease(db: Db, lease: LeaseRow, quitDate: string, by: Actor, reason: string, today = chinaDay()): Promise<LeaseWithdrawal> {
  if (lease.state !== 'active') throw stateRefusal(lease.state, ['active'], '退租')
  const out = await db.transaction((tx) => quitInTx(tx, lease, quitDate, by, reason, today))
  await closeAtProvider(db, out.payNos)
  return out.withdrawal
}

/** leaseRentWithdrawal without confirm: the computation only. */
export async function previewQuit(db: Db, lease: LeaseRow, quitDate: string, today = chinaDay()): Promise<LeaseWithdrawal> {
  if (lease.state !== 'active') throw stateRefusal(lease.state, ['active'], '退租')
  return planWithdrawal(lease, await installmentsWithBills(db, lease.id), quitDate, today)
}

/**
 * Approving a take-over (in the approving transaction): the publication is taken (once: a guarded
 * UPDATE) and the publisher's lease quit the day before the new tenant's first day.
 */
export async function handOver(tx: Db, transfer: TransferRow, taker: LeaseRow, by: Actor, today: string): Promise<{ lease: LeaseRow; quitDate: string; totalFen: number; payNos: string[] }> {
  if (transfer.fromDate <= today) throw new BizError(LEASE_MSG.transferClosed)
  const [taken] = await tx
    .update(leaseTransfers)
    .set({ state: 'taken', takenByLeaseId: taker.id, closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(leaseTransfers.id, transfer.id), eq(leaseTransfers.state, 'open')))
    .returning()
  if (!taken) throw new BizError(LEASE_MSG.transferClosed)
  const [publisher] = await tx.select().from(leases).where(eq(leases.id, transfer.leaseId))
  const [shop] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, taker.customerId))
  const quitDate = addDays(transfer.fromDate, -1)
  const out = await quitInTx(tx, publisher!, quitDate, by, `转让给${shop?.name ?? '其他商户'}`, today, 'transfer')
  return { lease: out.lease, quitDate, totalFen: out.withdrawal.totalFen, payNos: out.payNos }
}

/**
 * The housekeeping job: an active lease whose last day passed expires; its deposit comes back into
 * the balance (once: the ledger's unique key) and an open publication is withdrawn.
 */
export async function expireLease(db: Db, lease: LeaseRow, by: Actor, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const list = await installmentsWithBills(tx, lease.id)
    const deposit = paidDeposit(list)
    const [row] = await tx
      .update(leases)
      .set({ state: 'expired', withdrawalFen: deposit, endedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leases.id, lease.id), eq(leases.state, 'active'), sql`${leases.endDate} < ${today}`))
      .returning()
    if (!row) return false
    if (deposit > 0) {
      await movePredeposit(tx, { customerId: lease.customerId, direction: 'refund', bizType: 'leaseWithdrawal', amountFen: deposit, bizId: lease.id, bizNo: lease.leaseNo, remark: '租期届满退还押金' })
    }
    await tx.update(leaseTransfers).set({ state: 'cancelled', closedAt: new Date(), updatedAt: new Date() }).where(and(eq(leaseTransfers.leaseId, lease.id), eq(leaseTransfers.state, 'open')))
    await record(tx, row, 'expire', by, deposit > 0 ? `${lease.endDate}租期届满，押金${money(deposit)}已退还至预存款` : `${lease.endDate}租期届满`)
    return true
  })
}
