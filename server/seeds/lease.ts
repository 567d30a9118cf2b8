/**
 * Leases (issue 19, docs/lease.md "Seed"): every booth let today gets the lease that lets it
 * (signed at the office, paid at the counter: offline installments); the proprietor 陈建国 owns six
 * booths, three of them let (one to 绿源果蔬商行); 绿源果蔬商行 (supplier01) has a lease in every
 * state (one ending within 30 days, reminded; one approved and waiting for its first payment; one
 * confirmed and paid online; one quit with its withdrawal; one expired with its deposit back) and a
 * booth published for take-over; a review release open for sign-up (鲜丰水产批发部 signed up), a
 * grab release open, a closed one. Dates follow the seeding day; leases, holds, installments,
 * contracts and the money go through the lease functions, so they agree with what the calls do.
 */
import { and, eq, inArray, lte, or, isNull } from 'drizzle-orm'
import type { LeasePayCycle, LeaseSource, LeaseState } from '@/contract'
import { assets, leaseInstallments, leaseRegistrations, leaseReleaseBooths, leaseReleases, leases, leaseTransfers, payments } from '../db/schema'
import { addDays, chinaDay } from '../lib/dates'
import { nextDocNo } from '../data/docNo'
import { newPayNo } from '../modules/settle/payment/payNo'
import { leaseBooths } from '../modules/lease/booths'
import { SYSTEM, type Actor, type LeaseRow } from '../modules/lease/common'
import { makeContract, signLeaseContract } from '../modules/lease/contracts'
import { holdBooth, syncTenancy } from '../modules/lease/holds'
import { remindExpiring } from '../modules/lease/housekeeping'
import { firstBillOf, scheduleLease } from '../modules/lease/installments'
import { notifyApproved, notifyRejected } from '../modules/lease/notify'
import { expireLease, quitInTx } from '../modules/lease/quit'
import { record } from '../modules/lease/records'
import { addMonths, termEnd } from '../modules/lease/terms'
import { firstPayFen } from '../modules/lease/workflow'
import { billSubject } from '../modules/settle/bill'
import { MARKET_NAME } from './seedData'
import type { SeedContext, Tx } from './context'

/** A China-time day as a time of day on it (records, approvals). */
const atDay = (day: string, hour = 10): Date => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`)

/** Vacant booths the proprietor owns besides the ones the core seed let to it. */
const OWNED_VACANT = ['SS-A-02', 'SS-B-02', 'GT-A-02']

interface LeaseSpec {
  customer: 'lvyuan' | 'xianfeng'
  code?: string
  zone?: string
  state: LeaseState
  source: LeaseSource
  start: string
  months: number
  cycle: LeasePayCycle
  /** When it was applied for. */
  created: string
  remark?: string
}

export async function seedLeases(tx: Tx, ctx: SeedContext): Promise<void> {
  const today = chinaDay()
  const month0 = `${today.slice(0, 8)}01`
  const office: Actor = { kind: 'office', userId: ctx.userId.office01!, name: '郑办公' }
  const merchant = (c: 'lvyuan' | 'xianfeng'): Actor => (c === 'lvyuan' ? { kind: 'merchant', userId: ctx.userId.supplier01!, name: '李绿源' } : { kind: 'merchant', userId: ctx.userId.supplier02!, name: '王海丰' })
  const all = await tx.select().from(assets)
  const byCode = new Map(all.map((a) => [a.code, a]))
  const id = (code: string) => byCode.get(code)!.id
  const booths = await leaseBooths(tx, all.map((a) => a.id))
  const zoneOf = (name: string) => [...booths.values()].find((b) => b.areaName === name)!.areaId

  // The core seed let three booths to 陈建国: he owns them, and lets them to the shops (the first to 绿源).
  const ownerHeld = all.filter((a) => a.customerId === ctx.customerId.owner).map((a) => a.code).sort()
  const relet = new Map(ownerHeld.map((code, i) => [code, i === 0 ? ('lvyuan' as const) : ('xianfeng' as const)]))
  await tx.update(assets).set({ ownerId: ctx.customerId.owner! }).where(inArray(assets.code, [...ownerHeld, ...OWNED_VACANT]))

  /** A lease row as the calls would leave it up to its approval: holds, installments, a drafted contract, its records. */
  async function addLease(s: LeaseSpec): Promise<LeaseRow> {
    const booth = s.code ? booths.get(id(s.code))! : null
    const end = termEnd(s.start, s.months)
    const held = s.state !== 'applied' && s.state !== 'rejected' && s.state !== 'cancelled'
    const approvedOn = s.source === 'office' ? s.created : addDays(s.created, 1)
    const [row] = await tx
      .insert(leases)
      .values({
        leaseNo: await nextDocNo(tx, 'lease', atDay(s.created)),
        customerId: ctx.customerId[s.customer]!,
        userId: merchant(s.customer).userId,
        source: s.source,
        state: s.state === 'quit' || s.state === 'expired' ? 'active' : s.state,
        areaId: booth?.areaId ?? zoneOf(s.zone!),
        assetId: booth?.assetId ?? null,
        startDate: s.start,
        endDate: end,
        months: s.months,
        payCycleMonths: s.cycle,
        monthlyRentFen: booth?.monthlyRentFen ?? 0,
        depositFen: booth?.depositFen ?? 0,
        contactName: merchant(s.customer).name,
        contactPhone: s.customer === 'lvyuan' ? '0571-86001001' : '13800010002',
        businessScope: s.customer === 'lvyuan' ? '蔬菜、水果批发' : '水产品批发',
        remark: s.remark ?? '',
        approvedBy: held && s.source !== 'grab' ? office.userId : null,
        approvedAt: held ? atDay(approvedOn) : null,
        payDeadline: held ? addDays(approvedOn, 7) : null,
        createdAt: atDay(s.created, 9),
      })
      .returning()
    const lease = row!
    await record(tx, lease, 'apply', s.source === 'office' ? office : merchant(s.customer), s.source === 'office' ? '市场办公室线下签约录入' : `申请摊位${booth?.code ?? ''}`, atDay(s.created, 9))
    if (!held) return lease
    await holdBooth(tx, { leaseId: lease.id, assetId: booth!.assetId, start: s.start, end })
    await scheduleLease(tx, lease)
    await makeContract(tx, { contractNo: await nextDocNo(tx, 'contract', atDay(approvedOn)), kind: 'lease', lease, booth: booth!, today: approvedOn })
    if (s.source !== 'office') await record(tx, lease, 'approve', office, `分配摊位${booth!.code}`, atDay(approvedOn))
    return lease
  }

  /** Signed and paid at the office's counter: the deposit and the periods started by `through` are offline, the lease active. */
  async function paidOffline(lease: LeaseRow, through: string): Promise<void> {
    await tx
      .update(leaseInstallments)
      .set({ state: 'offline' })
      .where(and(eq(leaseInstallments.leaseId, lease.id), or(isNull(leaseInstallments.periodStart), lte(leaseInstallments.periodStart, through))))
    await signLeaseContract(tx, lease.id, atDay(lease.startDate, 9))
    await tx.update(leases).set({ state: 'active', confirmedAt: atDay(lease.startDate, 9), activatedAt: atDay(lease.startDate, 9) }).where(eq(leases.id, lease.id))
    await record(tx, lease, 'activate', SYSTEM, `${lease.startDate}起租（线下缴费）`, atDay(lease.startDate, 9))
  }

  // Every booth let today: its tenant's lease (the proprietor's three go to shops).
  const holders = all
    .filter((a) => a.state === 'leased')
    .map((a) => ({ code: a.code, holder: relet.get(a.code) ?? (a.customerId === ctx.customerId.lvyuan ? ('lvyuan' as const) : ('xianfeng' as const)) }))
    .sort((a, b) => a.code.localeCompare(b.code))
  const lets: Record<string, LeaseRow> = {}
  for (const [i, h] of holders.entries()) {
    const ending = h.code === 'SC-A-01'
    const start = ending ? addMonths(addDays(today, 21), -12) : addMonths(month0, -(1 + (i % 6)))
    const months = ending ? 12 : h.code === 'SG-B-01' ? 24 : 12
    const cycle: LeasePayCycle = ending ? 3 : 12
    const lease = await addLease({ customer: h.holder, code: h.code, state: 'active', source: 'office', start, months, cycle, created: addDays(start, -10) })
    await paidOffline(lease, today)
    lets[h.code] = lease
  }

  // 绿源果蔬商行: one lease in each other state.
  const lv = 'lvyuan' as const
  await addLease({ customer: lv, code: 'SC-A-02', state: 'applied', source: 'apply', start: addMonths(month0, 2), months: 12, cycle: 3, created: addDays(today, -2), remark: '希望靠近主通道' })
  const approved = await addLease({ customer: lv, code: 'SG-A-02', state: 'approved', source: 'apply', start: addMonths(month0, 1), months: 12, cycle: 3, created: addDays(today, -2) })
  await notifyApproved(tx, approved, 'SG-A-02', firstPayFen(approved))
  const rejected = await addLease({ customer: lv, zone: '水产区', state: 'applied', source: 'apply', start: addMonths(month0, 1), months: 6, cycle: 1, created: addDays(today, -6) })
  const [rej] = await tx.update(leases).set({ state: 'rejected', rejectReason: '水产区近期无空余摊位，请关注下一期招租', endedAt: atDay(addDays(today, -5)) }).where(eq(leases.id, rejected.id)).returning()
  await record(tx, rej!, 'reject', office, rej!.rejectReason!, atDay(addDays(today, -5)))
  await notifyRejected(tx, rej!)
  const withdrawn = await addLease({ customer: lv, code: 'DP-B-02', state: 'applied', source: 'apply', start: addMonths(month0, 1), months: 6, cycle: 3, created: addDays(today, -9) })
  await tx.update(leases).set({ state: 'cancelled', endedAt: atDay(addDays(today, -8)) }).where(eq(leases.id, withdrawn.id))
  await record(tx, withdrawn, 'cancel', merchant(lv), '', atDay(addDays(today, -8)))

  // Confirmed: approved, then the first installment and the deposit paid online (the simulator), through the bill service.
  const confirmed = await addLease({ customer: lv, code: 'SS-A-02', state: 'approved', source: 'apply', start: addMonths(month0, 1), months: 6, cycle: 1, created: addDays(today, -6) })
  const bill = await firstBillOf(tx, confirmed.id, confirmed.customerId, 'SS-A-02')
  const [paid] = await tx
    .insert(payments)
    .values({ payNo: newPayNo(atDay(addDays(today, -4), 15)), subjectType: 'bill', subjectId: bill.id, customerId: bill.customerId, userId: ctx.userId.supplier01!, provider: 'simulator', amountFen: bill.amountFen, status: 'succeeded', providerTxnId: `SEED${bill.billNo}`, paidAt: atDay(addDays(today, -4), 15) })
    .returning()
  await billSubject.settle(tx, paid!)

  // Expired last month (deposit back), and quit 40 days ago (unused rent and deposit back).
  const expired = await addLease({ customer: lv, code: 'SC-B-02', state: 'expired', source: 'office', start: addMonths(month0, -13), months: 12, cycle: 12, created: addDays(addMonths(month0, -13), -7) })
  await paidOffline(expired, today)
  await expireLease(tx, { ...expired, state: 'active' }, SYSTEM, today)
  const quitDay = addDays(today, -40)
  const quitting = await addLease({ customer: lv, code: 'SS-B-02', state: 'quit', source: 'office', start: addMonths(month0, -6), months: 12, cycle: 3, created: addDays(addMonths(month0, -6), -5) })
  await paidOffline(quitting, quitDay)
  await quitInTx(tx, { ...quitting, state: 'active' }, quitDay, merchant(lv), '经营调整，退租', quitDay)

  // 绿源 publishes its 干调区 booth for take-over next month.
  const gt = lets['GT-B-01']!
  await tx.insert(leaseTransfers).values({ leaseId: gt.id, customerId: gt.customerId, assetId: gt.assetId!, fromDate: addDays(today, 30), toDate: gt.endDate, contactName: '李绿源', contactPhone: '13900000001', remark: '因经营调整转让，冷藏设备可协商转让' })
  await record(tx, gt, 'publish', merchant(lv), `自${addDays(today, 30)}起转让摊位`)

  // Releases: a review one open for sign-up (鲜丰 signed up), a grab one open, a closed one. The
  // terms start on the first of a month at least 9 days on, after the sign-up windows end.
  const termStart = addMonths(`${addDays(today, 8).slice(0, 8)}01`, 1)
  const release = async (r: { title: string; content: string; mode: 'review' | 'grab'; state: 'open' | 'closed'; from: string; to: string; start: string; months: number; codes: string[] }) => {
    const [row] = await tx
      .insert(leaseReleases)
      .values({ title: r.title, content: r.content, mode: r.mode, state: r.state, signUpStart: r.from, signUpEnd: r.to, leaseStart: r.start, leaseEnd: termEnd(r.start, r.months), months: r.months, createdBy: office.userId, closedAt: r.state === 'closed' ? atDay(r.to, 18) : null, createdAt: atDay(r.from, 8) })
      .returning()
    await tx.insert(leaseReleaseBooths).values(r.codes.map((c, sort) => ({ releaseId: row!.id, assetId: id(c), monthlyRentFen: booths.get(id(c))!.monthlyRentFen, depositFen: booths.get(id(c))!.depositFen, sort })))
    return row!
  }
  const spring = await release({
    title: '蔬菜水果区摊位招租（第二期）',
    content: `${MARKET_NAME}现对蔬菜区、水果区及冻品区部分摊位公开招租。\n报名商户需持有有效营业执照，报名后请在招租期内提交租赁申请，市场办公室将按经营品类和报名先后审核。`,
    mode: 'review',
    state: 'open',
    from: addDays(today, -3),
    to: addDays(termStart, -1),
    start: termStart,
    months: 12,
    codes: ['SC-B-02', 'SG-B-02', 'DP-A-02', 'DP-B-02'],
  })
  await release({ title: '干调区摊位先到先得', content: '干调区两个摊位先到先得，抢租成功后请在7日内缴纳首期租金及押金。', mode: 'grab', state: 'open', from: addDays(today, -1), to: addDays(today, 7), start: termStart, months: 6, codes: ['GT-A-02', 'GT-B-02'] })
  await release({ title: '蔬菜区摊位招租（第一期）', content: '第一期招租已结束。', mode: 'review', state: 'closed', from: addDays(today, -60), to: addDays(today, -45), start: addMonths(month0, -1), months: 12, codes: ['SC-A-02'] })
  await tx.insert(leaseRegistrations).values({ releaseId: spring.id, customerId: ctx.customerId.xianfeng!, userId: ctx.userId.supplier02!, assetIds: [id('SG-B-02'), id('DP-A-02')], contactName: '王海丰', contactPhone: '13800010002', businessScope: '冷冻水产批发', remark: '需要冷库摊位', createdAt: atDay(addDays(today, -2), 11) })

  await remindExpiring(tx, today)
  await syncTenancy(tx, today)
}
