/**
 * A lease from application to payment (docs/lease.md, "States"): apply (or apply for a booth given
 * by a release sign-up or a take-over), edit, withdraw; the office approves with a booth or rejects
 * with a reason; a grab is approved at once; the first bill's payment confirms it (and starts it
 * when its first day has come). Every state change is one UPDATE that checks the state; the booth
 * is held by the exclusion constraint from the approval on.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { fenToYuan, LEASE_LIMITS, OPEN_LEASE_STATES, type LeaseBooth, type LeasePayCycle } from '@/contract'
import type { Db } from '../../db/client'
import { areas, assets, bills, leaseReleaseBooths, leases, leaseTransfers, users } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import type { AuthUser } from '../../auth/user'
import { closeAtProvider } from '../settle/payment/service'
import { leaseBooths } from './booths'
import { actorOf, LEASABLE_ASSET_STATES, LEASE_MSG, lockShopLeases, stateRefusal, SYSTEM, type Actor, type LeaseRow, type ReleaseRow } from './common'
import { contractNo, makeContract, signLeaseContract, voidLeaseContract } from './contracts'
import { dropHolds, holdBooth, isBoothFree, syncTenancy } from './holds'
import { installmentsWithBills, scheduleLease, voidFrom } from './installments'
import { notifyApproved, notifyRejected, notifyTransferred } from './notify'
import { handOver } from './quit'
import { record } from './records'
import { periodRentFen, startedMonths, termEnd } from './terms'

type NewLease = typeof leases.$inferInsert
const money = (fen: number) => `¥${fenToYuan(fen)}`

/** The caller's shop's lease, or '记录不存在'. */
export async function ownLease(db: Db, customerId: string, id: string): Promise<LeaseRow> {
  const [row] = await db.select().from(leases).where(and(eq(leases.id, id), eq(leases.customerId, customerId)))
  if (!row) throw notFound()
  return row
}

/** Any shop's lease (the market office). */
export async function anyLease(db: Db, id: string): Promise<LeaseRow> {
  const [row] = await db.select().from(leases).where(eq(leases.id, id))
  if (!row) throw notFound()
  return row
}

/** A booth that can be let, with its type, zone and price; '摊位不存在' / '该资产不可出租' otherwise. */
export async function leasableBooth(db: Db, assetId: string): Promise<LeaseBooth> {
  const [a] = await db.select({ state: assets.state }).from(assets).where(eq(assets.id, assetId))
  if (!a) throw new BizError(LEASE_MSG.boothMissing)
  if (!(LEASABLE_ASSET_STATES as readonly string[]).includes(a.state)) throw new BizError(LEASE_MSG.notLeasable)
  return (await leaseBooths(db, [assetId])).get(assetId)!
}

/** A zone of the area tree (level 2), or '区域不存在'. */
async function zoneId(db: Db, areaId: string): Promise<string> {
  const [a] = await db.select({ level: areas.level }).from(areas).where(eq(areas.id, areaId))
  if (!a || a.level !== 2) throw new BizError(LEASE_MSG.areaMissing)
  return areaId
}

/** The rent a release offers a booth at (null: the booth is not in the release). */
export async function releaseRent(db: Db, releaseId: string, assetId: string): Promise<{ monthlyRentFen: number; depositFen: number } | null> {
  const [r] = await db
    .select({ monthlyRentFen: leaseReleaseBooths.monthlyRentFen, depositFen: leaseReleaseBooths.depositFen })
    .from(leaseReleaseBooths)
    .where(and(eq(leaseReleaseBooths.releaseId, releaseId), eq(leaseReleaseBooths.assetId, assetId)))
  return r ?? null
}

/** A release taking sign-ups, applications and grabs today: open and inside its window. */
export function assertReleaseOpen(r: Pick<ReleaseRow, 'state' | 'signUpStart' | 'signUpEnd'>, today: string): void {
  if (r.state !== 'open') throw new BizError(LEASE_MSG.releaseClosed)
  if (today < r.signUpStart || today > r.signUpEnd) throw new BizError(LEASE_MSG.notInWindow)
}

/** A term starting today or within LEASE_LIMITS.startWithinDays. */
export function assertStart(startDate: string, today: string): void {
  const last = addDays(today, LEASE_LIMITS.startWithinDays)
  if (startDate < today || startDate > last) throw new BizError(`起租日期需在${today}至${last}之间`)
}

/**
 * Inserts an application (or a grab: `then` holds its booth in the same transaction) for the
 * caller's shop. The shop's open applications are counted under its lock, so concurrent ones never
 * pass the quota together.
 */
async function insertLease(db: Db, user: AuthUser, values: Omit<NewLease, 'leaseNo' | 'customerId' | 'userId'>, detail: string, then?: (tx: Db, row: LeaseRow) => Promise<void>): Promise<LeaseRow> {
  const customerId = user.customerId!
  const leaseNo = await nextDocNo(db, 'lease')
  return db.transaction(async (tx) => {
    await lockShopLeases(tx, customerId)
    const [open] = await tx.select({ n: count() }).from(leases).where(and(eq(leases.customerId, customerId), inArray(leases.state, [...OPEN_LEASE_STATES])))
    if ((open?.n ?? 0) >= LEASE_LIMITS.openApplications) throw new BizError(LEASE_MSG.quota)
    const [row] = await tx.insert(leases).values({ ...values, leaseNo, customerId, userId: user.id }).returning()
    await record(tx, row!, 'apply', actorOf(user), detail)
    if (then) await then(tx, row!)
    return row!
  })
}

/** The application's contact and wishes. */
export interface ApplicationFields {
  payCycleMonths: LeasePayCycle
  contactName: string
  contactPhone: string
  businessScope?: string
  remark?: string
}
const contactOf = (f: ApplicationFields) => ({
  payCycleMonths: f.payCycleMonths,
  contactName: f.contactName,
  contactPhone: f.contactPhone,
  businessScope: f.businessScope ?? '',
  remark: f.remark ?? '',
})

/** leaseManagement/create: a zone and optionally a booth (free for the term); without one the market assigns it. */
export async function applyForLease(db: Db, user: AuthUser, f: ApplicationFields & { areaId?: string; assetId?: string; startDate: string; months: number }, today = chinaDay()): Promise<LeaseRow> {
  assertStart(f.startDate, today)
  const endDate = termEnd(f.startDate, f.months)
  const booth = f.assetId ? await leasableBooth(db, f.assetId) : null
  if (!booth && !f.areaId) throw new BizError('请选择区域或摊位')
  const areaId = booth ? booth.areaId : await zoneId(db, f.areaId!)
  if (booth && !(await isBoothFree(db, booth.assetId, f.startDate, endDate))) throw new BizError(LEASE_MSG.boothTaken)
  return insertLease(
    db,
    user,
    {
      ...contactOf(f),
      source: 'apply',
      state: 'applied',
      areaId,
      assetId: booth?.assetId ?? null,
      startDate: f.startDate,
      endDate,
      months: f.months,
      monthlyRentFen: booth?.monthlyRentFen ?? 0,
      depositFen: booth?.depositFen ?? 0,
    },
    booth ? `申请摊位${booth.code}，${f.startDate}至${endDate}` : `申请${f.months}个月（${f.startDate}起），由市场分配摊位`,
  )
}

/** leaseManagement/update: the application's fields while it waits for review ('仅待审核的申请可以修改'). */
export async function editApplication(db: Db, user: AuthUser, lease: LeaseRow, f: Partial<ApplicationFields & { areaId: string; assetId: string; startDate: string; months: number }>, today = chinaDay()): Promise<LeaseRow> {
  if (lease.state !== 'applied') throw new BizError('仅待审核的申请可以修改')
  const startDate = f.startDate ?? lease.startDate
  const months = f.months ?? lease.months
  if (f.startDate || f.months) assertStart(startDate, today)
  const endDate = termEnd(startDate, months)
  const booth = f.assetId ? await leasableBooth(db, f.assetId) : null
  if (booth && !(await isBoothFree(db, booth.assetId, startDate, endDate))) throw new BizError(LEASE_MSG.boothTaken)
  const areaId = booth ? booth.areaId : f.areaId ? await zoneId(db, f.areaId) : lease.areaId
  const keepBooth = !booth && !f.areaId
  const [row] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(leases)
      .set({
        startDate,
        months,
        endDate,
        areaId,
        assetId: booth ? booth.assetId : keepBooth ? lease.assetId : null,
        monthlyRentFen: booth ? booth.monthlyRentFen : keepBooth ? lease.monthlyRentFen : 0,
        depositFen: booth ? booth.depositFen : keepBooth ? lease.depositFen : 0,
        ...(f.payCycleMonths ? { payCycleMonths: f.payCycleMonths } : {}),
        ...(f.contactName ? { contactName: f.contactName } : {}),
        ...(f.contactPhone ? { contactPhone: f.contactPhone } : {}),
        ...(f.businessScope !== undefined ? { businessScope: f.businessScope } : {}),
        ...(f.remark !== undefined ? { remark: f.remark } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(leases.id, lease.id), eq(leases.customerId, lease.customerId), eq(leases.state, 'applied')))
      .returning()
    if (updated[0]) await record(tx, updated[0], 'edit', actorOf(user), `${startDate}至${endDate}${booth ? `，摊位${booth.code}` : ''}`)
    return updated
  })
  if (!row) throw new BizError('仅待审核的申请可以修改')
  return row
}

/**
 * Withdraws an application (applied), or an approval nothing was paid on (approved): the booth is
 * freed, the unpaid first bill withdrawn, the contract void. The merchant's cancel, or the
 * housekeeping job's lapse after the pay deadline. Locks are taken in the payment path's order,
 * the first bill before the lease (a first bill made meanwhile answers a retry): a payment racing
 * it either lands first (the lease is then confirmed and this refuses) or finds no bill and fails
 * (an online one is sent back).
 */
export async function withdrawLease(db: Db, lease: LeaseRow, by: Actor, action: 'cancel' | 'lapse', today = chinaDay()): Promise<LeaseRow> {
  const allowed = ['applied', 'approved'] as const
  if (!(allowed as readonly string[]).includes(lease.state)) throw stateRefusal(lease.state, [...allowed], '取消')
  const { row, payNos } = await db.transaction(async (tx) => {
    const [seen] = await tx.select({ firstBillId: leases.firstBillId }).from(leases).where(eq(leases.id, lease.id))
    if (seen?.firstBillId) await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, seen.firstBillId)).for('update')
    const [locked] = await tx.select().from(leases).where(eq(leases.id, lease.id)).for('update')
    if (!locked) throw notFound()
    if (locked.firstBillId !== (seen?.firstBillId ?? null)) throw new BizError('缴费状态已变化，请刷新后重试')
    if (!(allowed as readonly string[]).includes(locked.state)) throw stateRefusal(locked.state, [...allowed], '取消')
    if (action === 'lapse' && !(locked.state === 'approved' && locked.payDeadline !== null && locked.payDeadline < today)) throw new BizError('尚未超过缴费期限')
    const list = locked.state === 'approved' ? await installmentsWithBills(tx, lease.id, true) : []
    const [updated] = await tx.update(leases).set({ state: 'cancelled', endedAt: new Date(), updatedAt: new Date() }).where(and(eq(leases.id, lease.id), eq(leases.state, locked.state))).returning()
    let closed: string[] = []
    if (locked.state === 'approved') {
      closed = (await voidFrom(tx, list, null)).payNos
      await dropHolds(tx, lease.id)
      await voidLeaseContract(tx, lease.id)
    }
    await record(tx, updated!, action, by, action === 'lapse' ? `未在${locked.payDeadline}前缴费，摊位已释放` : '')
    return { row: updated!, payNos: closed }
  })
  await closeAtProvider(db, payNos)
  return row
}

/** The rent and deposit a booth is let at: the office's, else the release's offer, else the booth's price. */
async function priceOf(db: Db, lease: Pick<LeaseRow, 'releaseId'>, booth: LeaseBooth, set: { monthlyRentFen?: number; depositFen?: number }) {
  const offer = lease.releaseId ? await releaseRent(db, lease.releaseId, booth.assetId) : null
  const monthlyRentFen = set.monthlyRentFen ?? offer?.monthlyRentFen ?? booth.monthlyRentFen
  const depositFen = set.depositFen ?? offer?.depositFen ?? (set.monthlyRentFen !== undefined ? set.monthlyRentFen * LEASE_LIMITS.depositMonths : booth.depositFen)
  if (monthlyRentFen <= 0) throw new BizError('月租金需大于0')
  return { monthlyRentFen, depositFen }
}

/** In an approving transaction: hold the booth, schedule the installments, draft the contract. */
async function holdAndSchedule(tx: Db, row: LeaseRow, booth: LeaseBooth, no: string, msg?: string): Promise<void> {
  await holdBooth(tx, { leaseId: row.id, assetId: booth.assetId, start: row.startDate, end: row.endDate }, msg)
  await scheduleLease(tx, row)
  await makeContract(tx, { contractNo: no, kind: 'lease', lease: row, booth })
}

/** The first payment: the first rent installment and the deposit. */
export const firstPayFen = (row: Pick<LeaseRow, 'startDate' | 'endDate' | 'payCycleMonths' | 'monthlyRentFen' | 'depositFen'>): number => {
  const firstEnd = termEnd(row.startDate, row.payCycleMonths) < row.endDate ? termEnd(row.startDate, row.payCycleMonths) : row.endDate
  return periodRentFen(row.monthlyRentFen, row.startDate, firstEnd) + row.depositFen
}

/**
 * The office approves an application with a booth (its own choice, else the one applied for), at
 * a rent (default the release's offer or the booth's price): the booth is held for the term (or
 * '该摊位在所选租期内已出租'), the installments scheduled, the contract drafted, and the merchant has
 * LEASE_LIMITS.payWithinDays to pay. A take-over also ends the publisher's lease the day before.
 */
export async function approveLease(db: Db, office: AuthUser, input: { id: string; assetId?: string; monthlyRentFen?: number; depositFen?: number }, today = chinaDay()): Promise<LeaseRow> {
  const lease = await anyLease(db, input.id)
  if (lease.state !== 'applied') throw stateRefusal(lease.state, ['applied'], '审核')
  const assetId = input.assetId ?? lease.assetId
  if (!assetId) throw new BizError(LEASE_MSG.assignBooth)
  const booth = await leasableBooth(db, assetId)
  const transfer = lease.transferId ? (await db.select().from(leaseTransfers).where(eq(leaseTransfers.id, lease.transferId)))[0] : undefined
  if (transfer && transfer.assetId !== assetId) throw new BizError('承接转让的申请不能更换摊位')
  const price = await priceOf(db, lease, booth, input)
  const no = await contractNo(db)
  const by = actorOf(office)
  const { row, handed } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leases)
      .set({ state: 'approved', assetId, areaId: booth.areaId, ...price, approvedBy: office.id, approvedAt: new Date(), payDeadline: addDays(today, LEASE_LIMITS.payWithinDays), updatedAt: new Date() })
      .where(and(eq(leases.id, lease.id), eq(leases.state, 'applied')))
      .returning()
    if (!updated) throw stateRefusal((await anyLease(tx, lease.id)).state, ['applied'], '审核')
    const out = transfer ? await handOver(tx, transfer, updated, by, today) : null
    await holdAndSchedule(tx, updated, booth, no)
    await record(tx, updated, 'approve', by, `分配摊位${booth.code}，月租金${money(price.monthlyRentFen)}，押金${money(price.depositFen)}`)
    return { row: updated, handed: out }
  })
  await notifyApproved(db, row, booth.code, firstPayFen(row))
  if (handed) {
    await closeAtProvider(db, handed.payNos)
    await notifyTransferred(db, handed.lease, booth.code, handed.quitDate, handed.totalFen)
  }
  return row
}

/** The office rejects an application with a reason. */
export async function rejectLease(db: Db, office: AuthUser, id: string, reason: string): Promise<LeaseRow> {
  const lease = await anyLease(db, id)
  if (lease.state !== 'applied') throw stateRefusal(lease.state, ['applied'], '审核')
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leases)
      .set({ state: 'rejected', rejectReason: reason, endedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leases.id, id), eq(leases.state, 'applied')))
      .returning()
    if (!updated) throw stateRefusal((await anyLease(tx, id)).state, ['applied'], '审核')
    await record(tx, updated, 'reject', actorOf(office), reason)
    return updated
  })
  await notifyRejected(db, row)
  return row
}

/**
 * grabOrders: an available booth of a release open for grabs, taken at once (approved: pay within
 * LEASE_LIMITS.payWithinDays). Concurrent grabs of one booth each try to hold it; the exclusion
 * constraint lets exactly one through and the others get '该摊位已被抢租'.
 */
export async function grabBooth(db: Db, user: AuthUser, release: ReleaseRow, assetId: string, payCycleMonths: LeasePayCycle, today = chinaDay()): Promise<LeaseRow> {
  assertReleaseOpen(release, today)
  if (release.mode !== 'grab') throw new BizError(LEASE_MSG.notGrabRelease)
  const offer = await releaseRent(db, release.id, assetId)
  if (!offer) throw new BizError(LEASE_MSG.notInRelease)
  const booth = await leasableBooth(db, assetId)
  if (!(await isBoothFree(db, assetId, release.leaseStart, release.leaseEnd))) throw new BizError(LEASE_MSG.grabLost)
  const [u] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, user.id))
  const no = await contractNo(db)
  const row = await insertLease(
    db,
    user,
    {
      source: 'grab',
      state: 'approved',
      releaseId: release.id,
      areaId: booth.areaId,
      assetId,
      startDate: release.leaseStart,
      endDate: release.leaseEnd,
      months: release.months,
      payCycleMonths,
      ...offer,
      contactName: user.realName,
      contactPhone: u?.mobile ?? user.mobile,
      approvedAt: new Date(),
      payDeadline: addDays(today, LEASE_LIMITS.payWithinDays),
    },
    `抢租摊位${booth.code}成功`,
    (tx, r) => holdAndSchedule(tx, r, booth, no, LEASE_MSG.grabLost),
  )
  await notifyApproved(db, row, booth.code, firstPayFen(row))
  return row
}

/** createLeaseManage from a release sign-up: a booth of the release, for the release's term. */
export async function applyFromRegistration(db: Db, user: AuthUser, release: ReleaseRow, registrationId: string, assetId: string, f: ApplicationFields, today = chinaDay()): Promise<LeaseRow> {
  assertReleaseOpen(release, today)
  if (release.mode !== 'review') throw new BizError(LEASE_MSG.notReviewRelease)
  const offer = await releaseRent(db, release.id, assetId)
  if (!offer) throw new BizError(LEASE_MSG.notInRelease)
  const booth = await leasableBooth(db, assetId)
  if (!(await isBoothFree(db, assetId, release.leaseStart, release.leaseEnd))) throw new BizError(LEASE_MSG.boothTaken)
  return insertLease(
    db,
    user,
    { ...contactOf(f), source: 'release', state: 'applied', releaseId: release.id, registrationId, areaId: booth.areaId, assetId, startDate: release.leaseStart, endDate: release.leaseEnd, months: release.months, ...offer },
    `报名招租「${release.title}」，申请摊位${booth.code}`,
  )
}

/** createLeaseManage for a booth another shop published: from its date to the end of its lease. */
export async function applyForTakeOver(db: Db, user: AuthUser, transferId: string, f: ApplicationFields, today = chinaDay()): Promise<LeaseRow> {
  const [t] = await db.select().from(leaseTransfers).where(eq(leaseTransfers.id, transferId))
  if (!t) throw notFound()
  if (t.state !== 'open' || t.fromDate <= today) throw new BizError(LEASE_MSG.transferClosed)
  if (t.customerId === user.customerId) throw new BizError(LEASE_MSG.ownTransfer)
  const booth = await leasableBooth(db, t.assetId)
  return insertLease(
    db,
    user,
    {
      ...contactOf(f),
      source: 'transfer',
      state: 'applied',
      transferId: t.id,
      areaId: booth.areaId,
      assetId: t.assetId,
      startDate: t.fromDate,
      endDate: t.toDate,
      months: startedMonths(t.fromDate, t.toDate),
      monthlyRentFen: booth.monthlyRentFen,
      depositFen: booth.depositFen,
    },
    `申请承接摊位${booth.code}（${t.fromDate}至${t.toDate}）`,
  )
}

/**
 * A lease's first bill was paid (balance, coupon or the online callback: the bill service calls
 * this in the paying transaction): approved -> confirmed, or straight to active when its first day
 * has come (then the booth's tenant follows). The lease contract is signed.
 */
export async function confirmByFirstBill(tx: Db, bill: { id: string }, userId: string | null, today = chinaDay()): Promise<void> {
  const startsNow = sql`${leases.startDate} <= ${today}`
  const [row] = await tx
    .update(leases)
    .set({
      state: sql`case when ${startsNow} then 'active' else 'confirmed' end`,
      confirmedAt: new Date(),
      activatedAt: sql`case when ${startsNow} then now() end`,
      updatedAt: new Date(),
    })
    .where(and(eq(leases.firstBillId, bill.id), eq(leases.state, 'approved')))
    .returning()
  if (!row) return
  await signLeaseContract(tx, row.id)
  const [payer] = userId ? await tx.select({ name: users.realName }).from(users).where(eq(users.id, userId)) : []
  await record(tx, row, 'pay', { kind: 'merchant', userId, name: payer?.name ?? '商户' }, '缴纳首期租金及押金，合同已签署')
  if (row.state === 'active') {
    await record(tx, row, 'activate', SYSTEM, `${row.startDate}起租`)
    await syncTenancy(tx, today, [row.assetId!])
  }
}
