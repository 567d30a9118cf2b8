/**
 * Changing an active lease (docs/lease.md, "Renew, adjust, publish"): renew it for more months,
 * adjust its booth (from its next unbilled period) or its length, publish its booth for another
 * shop to take over. Each is one UPDATE guarded by the state and the current end (and booth), so
 * two changes at once never both apply; the booth's days are checked by the exclusion constraint.
 */
import { and, eq } from 'drizzle-orm'
import { fenToYuan } from '@/contract'
import type { Db } from '../../db/client'
import { leases, leaseTransfers } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { leaseBooths } from './booths'
import { stateRefusal, type Actor, type LeaseRow, type TransferRow } from './common'
import { contractNo, makeContract } from './contracts'
import { cutHolds, extendHold, holdBooth, isBoothFree } from './holds'
import { billedThrough, CHANGED, dropScheduled, firstScheduledStart, installmentsOf, issueDueInstallments, lockInstallments, nextSeq, scheduleRent } from './installments'
import { notifyBillDue } from './notify'
import { record } from './records'
import { startedMonths, termEnd } from './terms'
import { leasableBooth } from './workflow'

const money = (fen: number) => `¥${fenToYuan(fen)}`
const RENEW_TAKEN = '续租期间该摊位已被其他商户预订'

/** An active lease still running today (renew, adjust, publish). */
function assertRunning(lease: LeaseRow, today: string, action: string): void {
  if (lease.state !== 'active') throw stateRefusal(lease.state, ['active'], action)
  if (lease.endDate < today) throw new BizError('租期已届满，请重新申请')
}

/** The guarded UPDATE of a change: the lease must still be active with the end (and booth) it was read with. */
async function changeLease(tx: Db, lease: LeaseRow, set: Partial<typeof leases.$inferInsert>, action: string): Promise<LeaseRow> {
  const [row] = await tx
    .update(leases)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(leases.id, lease.id), eq(leases.state, 'active'), eq(leases.endDate, lease.endDate), eq(leases.assetId, lease.assetId!)))
    .returning()
  if (!row) throw new BizError(`租赁已变化，请刷新后重新${action}`)
  return row
}

/** Bills the new lease's periods that are already due, and tells the shop. */
async function billDueNow(db: Db, lease: LeaseRow, today: string): Promise<void> {
  const code = (await leaseBooths(db, [lease.assetId!])).get(lease.assetId!)?.code ?? ''
  for (const issued of await issueDueInstallments(db, today, { leaseId: lease.id })) await notifyBillDue(db, issued, code)
}

/** leaseRenewal: `months` more at the lease's rent, the booth held for them (or refused), a renewal contract signed. */
export async function renewLease(db: Db, lease: LeaseRow, months: number, by: Actor, today = chinaDay()): Promise<LeaseRow> {
  assertRunning(lease, today, '续租')
  const from = addDays(lease.endDate, 1)
  const newEnd = termEnd(from, months)
  const booth = (await leaseBooths(db, [lease.assetId!])).get(lease.assetId!)!
  const no = await contractNo(db)
  const row = await db.transaction(async (tx) => {
    const updated = await changeLease(tx, lease, { endDate: newEnd, months: startedMonths(lease.startDate, newEnd) }, '续租')
    await extendHold(tx, lease.id, lease.endDate, newEnd, RENEW_TAKEN)
    await scheduleRent(tx, updated, { start: from, end: newEnd, monthlyRentFen: updated.monthlyRentFen, firstSeq: await nextSeq(tx, lease.id) })
    await makeContract(tx, { contractNo: no, kind: 'renewal', lease: updated, booth, start: from, end: newEnd })
    await record(tx, updated, 'renew', by, `续租${months}个月（${from}至${newEnd}），月租金${money(updated.monthlyRentFen)}`)
    return updated
  })
  await billDueNow(db, row, today)
  return row
}

/**
 * leaseAdjustment: a booth change takes effect from the first period not billed yet (the periods
 * from then are scheduled again at the new booth's rent); a new length (whole months from the
 * start) may not end before what is billed already (a quit does that). An adjustment contract is
 * signed.
 */
export async function adjustLease(db: Db, lease: LeaseRow, change: { assetId?: string; months?: number; reason: string }, by: Actor, today = chinaDay()): Promise<LeaseRow> {
  assertRunning(lease, today, '调整')
  const list = await installmentsOf(db, lease.id)
  const newEnd = change.months !== undefined ? termEnd(lease.startDate, change.months) : lease.endDate
  const billed = billedThrough(list, lease.startDate)
  const moveTo = change.assetId && change.assetId !== lease.assetId ? await leasableBooth(db, change.assetId) : null
  if (!moveTo && newEnd === lease.endDate) throw new BizError('请选择新的摊位或租期')
  if (newEnd < billed || newEnd < today) throw new BizError(`调整后的租期不能早于已出账的租期（至${billed}），如需提前结束请办理退租`)
  const from = moveTo ? firstScheduledStart(list) : null
  if (moveTo && (!from || from <= today || from > newEnd)) throw new BizError('当前租期的账单已全部出账，暂不能调整摊位')
  if (moveTo && !(await isBoothFree(db, moveTo.assetId, from!, newEnd))) throw new BizError('新摊位在调整后的租期内已出租')
  const oldBooth = (await leaseBooths(db, [lease.assetId!])).get(lease.assetId!)!
  const booth = moveTo ?? oldBooth
  const rent = moveTo ? moveTo.monthlyRentFen : lease.monthlyRentFen
  const what = [moveTo ? `自${from}起摊位由${oldBooth.code}调整为${moveTo.code}，月租金${money(rent)}` : '', newEnd !== lease.endDate ? `租期调整为${lease.startDate}至${newEnd}` : ''].filter(Boolean).join('；')
  const no = await contractNo(db)
  return db.transaction(async (tx) => {
    const locked = await lockInstallments(tx, lease.id)
    if (billedThrough(locked, lease.startDate) !== billed || firstScheduledStart(locked) !== firstScheduledStart(list)) throw new BizError(CHANGED)
    const updated = await changeLease(tx, lease, { endDate: newEnd, months: startedMonths(lease.startDate, newEnd), assetId: booth.assetId, areaId: booth.areaId, monthlyRentFen: rent }, '调整')
    if (moveTo) {
      await cutHolds(tx, lease.id, addDays(from!, -1))
      await holdBooth(tx, { leaseId: lease.id, assetId: moveTo.assetId, start: from!, end: newEnd }, '新摊位在调整后的租期内已出租')
    } else if (newEnd > lease.endDate) await extendHold(tx, lease.id, lease.endDate, newEnd, RENEW_TAKEN)
    else await cutHolds(tx, lease.id, newEnd)
    await dropScheduled(tx, lease.id)
    const resume = addDays(billed, 1)
    if (resume <= newEnd) await scheduleRent(tx, updated, { start: resume, end: newEnd, monthlyRentFen: rent, firstSeq: await nextSeq(tx, lease.id) })
    await makeContract(tx, { contractNo: no, kind: 'adjustment', lease: updated, booth, note: `${what}。原因：${change.reason}` })
    await record(tx, updated, 'adjust', by, `${what}；${change.reason}`)
    return updated
  })
}

/** leaseRelease/create: publish an active lease's booth for another shop to take over from `fromDate` (after today) to its end. */
export async function publishBooth(db: Db, lease: LeaseRow, p: { fromDate: string; contactName: string; contactPhone: string; remark?: string }, by: Actor, today = chinaDay()): Promise<TransferRow> {
  assertRunning(lease, today, '发布转让')
  if (p.fromDate <= today || p.fromDate > lease.endDate) throw new BizError(`转让起始日期需在${addDays(today, 1)}至${lease.endDate}之间`)
  return db.transaction(async (tx) => {
    const [active] = await tx.select({ id: leases.id }).from(leases).where(and(eq(leases.id, lease.id), eq(leases.state, 'active'))).for('update')
    if (!active) throw stateRefusal('', ['active'], '发布转让')
    const [row] = await tx
      .insert(leaseTransfers)
      .values({ leaseId: lease.id, customerId: lease.customerId, assetId: lease.assetId!, fromDate: p.fromDate, toDate: lease.endDate, contactName: p.contactName, contactPhone: p.contactPhone, remark: p.remark ?? '' })
      .returning()
    await record(tx, lease, 'publish', by, `自${p.fromDate}起转让摊位`)
    return row!
  })
}

/** leaseRelease/cancel: withdraw an open publication; applications to take it over are rejected. */
export async function unpublishBooth(db: Db, transfer: TransferRow, by: Actor): Promise<TransferRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leaseTransfers)
      .set({ state: 'cancelled', closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leaseTransfers.id, transfer.id), eq(leaseTransfers.state, 'open')))
      .returning()
    if (!row) throw new BizError('该转让已结束')
    await tx
      .update(leases)
      .set({ state: 'rejected', rejectReason: '转让方已撤销转让', endedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leases.transferId, transfer.id), eq(leases.state, 'applied')))
    await record(tx, { id: transfer.leaseId, customerId: transfer.customerId }, 'unpublish', by, '')
    return row
  })
}
