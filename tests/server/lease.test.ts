/**
 * A shop's leases (docs/lease.md) through the API: the seeded leases, applying (quote, booths free
 * for the term, quota), the office's approval with a booth, the first bill paid through the bill
 * service (balance, and the simulator), renewing, adjusting the booth and the length, quitting with
 * the withdrawal computed first, withdrawing an application or an unpaid approval, the record of
 * every action, contracts; ownership (the other shop), the modules, bad input.
 */
import { and, eq } from 'drizzle-orm'
import { LEASE_LIMITS, LEASE_MESSAGES, PATTERN_MESSAGES, type LeaseDetail, type LeaseItem, type LeaseQuote, type LeaseWithdrawal } from '@/contract'
import { assets, bills, leaseBoothHolds, leaseContracts, payments, predepositRecords } from '../../server/db/schema'
import { addDays } from '../../server/lib/dates'
import { LEASE_MSG } from '../../server/modules/lease/common'
import { addMonths, termEnd } from '../../server/modules/lease/terms'
import { setup, type TestEnv } from './helpers'
import { subAccountWith } from './backoffice'
import { approvedLease, C, D, L, leaseEnv, leaseMessages, leaseRow, monthStart, OFFICE, PAY, today, type LeaseEnv } from './leaseHelpers'
import { balanceOf, confirmSimulator, topUp } from './tradeHelpers'

let env: TestEnv
let le: LeaseEnv
let lvyuan = ''
beforeAll(async () => {
  env = await setup()
  le = await leaseEnv(env)
  lvyuan = await le.customerId('绿源果蔬商行')
  await topUp(env.db, lvyuan, 5_000_000)
}, 600_000)
afterAll(() => env?.close())

type Page<T> = { records: T[]; hasMore: boolean; cursor: string | null; total?: number }
/** The zone (area id) of a booth, from the quote. */
const zoneOf = async (code: string) => (await le.ok<LeaseQuote>('supplier01', D.getAssetstSDPprice, { assetId: await le.assetId(code), startDate: monthStart(2), months: 1, payCycleMonths: 1 })).booth.areaId
const mine = (data: Record<string, unknown> = {}) => le.ok<Page<LeaseItem>>('supplier01', L.page, { size: 100, ...data })

describe('the seeded leases', () => {
  test('the demo shop has a lease in every state, ending soonest first; one ends within 30 days and was reminded', async () => {
    const all = (await mine()).records
    expect(new Set(all.map((l) => l.state))).toEqual(new Set(['applied', 'approved', 'rejected', 'confirmed', 'active', 'expired', 'quit', 'cancelled']))
    expect(all.map((l) => l.endDate)).toEqual([...all.map((l) => l.endDate)].sort())
    expect(all.every((l) => l.customerName === '绿源果蔬商行')).toBe(true)
    const ending = all.find((l) => l.booth?.code === 'SC-A-01')!
    expect(ending).toMatchObject({ state: 'active', expiringSoon: true, remindedDays: 30, daysLeft: 20 })
    expect((await leaseMessages(env, 'supplier01')).some((m) => m.title === '租约到期提醒' && m.content.includes('SC-A-01'))).toBe(true)
    expect(all.find((l) => l.booth?.code === 'GT-B-01')!.published).toBe(true)
    const counts = await le.ok('supplier01', L.getMerchantData)
    expect(counts).toMatchObject({ name: '绿源果蔬商行', expiringCount: 1, counts: { active: 5, applied: 1, approved: 1, confirmed: 1, expired: 1, quit: 1, rejected: 1, cancelled: 1 } })
    const active = (await mine({ state: 'active' })).records
    expect(active.every((l) => l.state === 'active')).toBe(true)
    expect((await mine({ keyword: 'SC-A-01' })).records.map((l) => l.booth?.code)).toEqual(['SC-A-01'])
  })

  test('paging by cursor walks every lease once', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: Page<LeaseItem> = await le.ok('supplier01', L.page, { size: 3, ...(cursor ? { cursor } : {}) })
      seen.push(...page.records.map((l) => l.id))
      cursor = page.cursor
    } while (cursor)
    expect(seen.length).toBe((await mine()).records.length)
    expect(new Set(seen).size).toBe(seen.length)
  })

  test('the quit lease shows its withdrawal; the expired one its deposit back; the confirmed one its paid first bill', async () => {
    const all = (await mine()).records
    const quit = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: all.find((l) => l.state === 'quit')!.id })
    expect(quit.withdrawalFen).toBeGreaterThan(quit.depositFen)
    expect(quit.installments.some((i) => i.state === 'void')).toBe(true)
    const expired = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: all.find((l) => l.state === 'expired')!.id })
    expect(expired.withdrawalFen).toBe(expired.depositFen)
    const refunds = await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.customerId, lvyuan), eq(predepositRecords.bizType, 'leaseWithdrawal')))
    expect(refunds.map((r) => r.amountFen).sort()).toEqual([quit.withdrawalFen, expired.withdrawalFen].sort())
    const confirmed = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: all.find((l) => l.state === 'confirmed')!.id })
    expect(confirmed.firstBill).toMatchObject({ payStatus: 'paid', outstandingFen: 0 })
    expect(confirmed.installments.filter((i) => i.billId === confirmed.firstBill!.billId).map((i) => i.kind).sort()).toEqual(['deposit', 'rent'])
    expect(confirmed.contracts[0]).toMatchObject({ kind: 'lease', state: 'signed' })
  })
})

describe('applying, approval, the first payment', () => {
  let leaseId = ''
  test('the quote: rent from the booth\'s price, the installments of the term, what confirming costs', async () => {
    const q = await le.ok<LeaseQuote>('supplier01', D.getAssetstSDPprice, { assetId: await le.assetId('SS-B-02'), startDate: monthStart(2), months: 7, payCycleMonths: 3 })
    expect(q.endDate).toBe(termEnd(monthStart(2), 7))
    expect(q.installments.map((i) => i.amountFen)).toEqual([3, 3, 1].map((m) => m * q.monthlyRentFen))
    expect(q.rentFen).toBe(7 * q.monthlyRentFen)
    expect(q.depositFen).toBe(q.monthlyRentFen * LEASE_LIMITS.depositMonths)
    expect(q.firstPayFen).toBe(3 * q.monthlyRentFen + q.depositFen)
  })

  test('apply for a free booth; the other shop cannot read or change it; the applicant edits it', async () => {
    const free = await le.ok<Page<{ code: string }>>('supplier01', L.getDistributableAssets, { startDate: monthStart(2), months: 6, size: 100 })
    expect(free.records.map((b) => b.code)).toContain('SS-B-02')
    expect(free.records.map((b) => b.code)).not.toContain('SG-B-01')
    const d = await le.ok<LeaseDetail>('supplier01', L.create, { assetId: await le.assetId('SS-B-02'), startDate: monthStart(2), months: 6, payCycleMonths: 3, contactName: '李绿源', contactPhone: '0571-86001001', businessScope: '蔬菜批发', remark: '靠近主通道' })
    leaseId = d.id
    expect(d).toMatchObject({ state: 'applied', source: 'apply', booth: { code: 'SS-B-02' }, can: { edit: true, cancel: true, pay: false }, remark: '靠近主通道' })
    expect(d.leaseNo).toMatch(/^ZL\d{12}$/)
    expect((await le.as('supplier02')(L.queryById, { id: leaseId })).msg).toBe('记录不存在')
    expect((await le.as('supplier02')(L.update, { id: leaseId, months: 1 })).msg).toBe('记录不存在')
    expect((await le.as('supplier02')(L.cancel, { id: leaseId })).msg).toBe('记录不存在')
    const edited = await le.ok<LeaseDetail>('supplier01', L.update, { id: leaseId, months: 7 })
    expect(edited.endDate).toBe(termEnd(monthStart(2), 7))
  })

  test('the office sees the application; a plain staff account and a shop are refused', async () => {
    const queue = await le.ok<Page<LeaseItem>>('office01', OFFICE.leaseApplication.page, { state: 'applied', size: 100 })
    expect(queue.records.map((l) => l.id)).toContain(leaseId)
    expect(queue.records.find((l) => l.id === leaseId)?.customerName).toBe('绿源果蔬商行')
    expect((await le.as('staff01')(OFFICE.leaseApplication.page, {})).msg).toBe('当前账号没有该功能的权限')
    expect((await le.as('staff01')(OFFICE.leaseApplication.approve, { id: leaseId })).msg).toBe('当前账号没有该功能的权限')
    expect((await le.as('supplier01')(OFFICE.leaseApplication.approve, { id: leaseId })).msg).toBe('无权访问该功能')
  })

  test('approved with its booth: held for the term, installments scheduled, a contract drafted, the shop told', async () => {
    const d = await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.approve, { id: leaseId })
    expect(d).toMatchObject({ state: 'approved', payDeadline: addDays(today(), LEASE_LIMITS.payWithinDays), firstBill: null })
    expect(d.installments.map((i) => [i.seq, i.kind, i.state])).toEqual([
      [0, 'deposit', 'scheduled'],
      [1, 'rent', 'scheduled'],
      [2, 'rent', 'scheduled'],
      [3, 'rent', 'scheduled'],
    ])
    expect(d.contracts).toEqual([expect.objectContaining({ kind: 'lease', state: 'unsigned' })])
    const holds = await env.db.select().from(leaseBoothHolds).where(eq(leaseBoothHolds.leaseId, leaseId))
    expect(holds.map((h) => [h.startDate, h.endDate])).toEqual([[monthStart(2), termEnd(monthStart(2), 7)]])
    expect((await leaseMessages(env, 'supplier01'))[0]).toMatchObject({ title: '租赁申请已通过' })
    expect((await le.as('office01')(OFFICE.leaseApplication.approve, { id: leaseId })).msg).toBe('当前租赁待缴费，仅待审核的租赁可以审核')
    const mineNow = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: leaseId })
    expect(mineNow.can).toMatchObject({ pay: true, cancel: true, edit: false })
  })

  test('confirm and pay from the balance: one bill of the first installment and the deposit, the lease confirmed, the contract signed', async () => {
    const before = await balanceOf(env.db, lvyuan)
    const r = await le.ok('supplier01', PAY, { leaseId, payMethod: 'balance' })
    expect(r).toMatchObject({ settled: true, provider: 'balance', status: 'paid', billNo: expect.stringMatching(/^ZD/) })
    const d = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: leaseId })
    expect(d.state).toBe('confirmed')
    expect(d.firstBill).toMatchObject({ billId: r.billId, payStatus: 'paid', amountFen: 3 * d.monthlyRentFen + d.depositFen })
    expect(await balanceOf(env.db, lvyuan)).toBe(before - d.firstBill!.amountFen)
    expect(d.installments.filter((i) => i.billId === r.billId).map((i) => i.seq)).toEqual([0, 1])
    expect(d.contracts[0]).toMatchObject({ state: 'signed', signedTime: expect.any(String) })
    const [bill] = await env.db.select().from(bills).where(eq(bills.id, r.billId))
    expect(bill).toMatchObject({ billType: 'rent', customerId: lvyuan, payStatus: 'paid' })
    expect((await le.as('supplier01')(PAY, { leaseId, payMethod: 'balance' })).msg).toBe('当前租赁待起租，仅待缴费的租赁可以缴费')
  })
})

describe('an active lease: renew, adjust, quit', () => {
  let id = ''
  let rent = 0
  test('starting today and paid online (the simulator): active at once, the booth let to the shop', async () => {
    const d = await approvedLease(le, 'SC-A-02', { startDate: today(), months: 3, payCycleMonths: 1 })
    id = d.id
    rent = d.monthlyRentFen
    const start = await le.ok('supplier01', PAY, { leaseId: id, payMethod: 'wechat', payChannel: 'web' })
    expect(start).toMatchObject({ settled: false, provider: 'simulator', payNo: expect.stringMatching(/^PY/) })
    expect((await leaseRow(env, id)).state).toBe('approved')
    expect((await confirmSimulator(env, start.payNo)).paid).toBe(true)
    const after = await le.ok<LeaseDetail>('supplier01', L.queryById, { id })
    expect(after.state).toBe('active')
    expect(after.firstBill?.payStatus).toBe('paid')
    const [booth] = await env.db.select().from(assets).where(eq(assets.code, 'SC-A-02'))
    expect(booth).toMatchObject({ customerId: lvyuan, state: 'leased' })
    expect(after.can).toMatchObject({ renew: true, adjust: true, quit: true, publish: true, pay: false })
  })

  test('renew: more months at its rent, the booth held for them, a renewal contract signed', async () => {
    const before = await leaseRow(env, id)
    const d = await le.ok<LeaseDetail>('supplier01', L.leaseRenewal, { id, months: 2 })
    expect(d.endDate).toBe(termEnd(addDays(before.endDate, 1), 2))
    expect(d.months).toBe(5)
    expect(d.installments.filter((i) => i.kind === 'rent')).toHaveLength(5)
    expect(d.contracts.map((c) => c.kind)).toContain('renewal')
    expect(d.booths).toEqual([expect.objectContaining({ code: 'SC-A-02', endDate: d.endDate })])
  })

  test('renewing into days another shop holds is refused', async () => {
    const current = await leaseRow(env, id)
    // 鲜丰 applies for the booth from the day after this lease ends; the office approves it.
    await approvedLease(le, 'SC-A-02', { startDate: addDays(current.endDate, 1), months: 2 }, 'supplier02')
    expect((await le.as('supplier01')(L.leaseRenewal, { id, months: 1 })).msg).toBe('续租期间该摊位已被其他商户预订')
    expect((await leaseRow(env, id)).endDate).toBe(current.endDate)
  })

  test('adjust the booth: from the first unbilled period, at the new booth\'s rent; the old hold ends the day before', async () => {
    const from = addMonths(today(), 1)
    const d = await le.ok<LeaseDetail>('supplier01', L.leaseAdjustment, { id, assetId: await le.assetId('SC-B-02'), reason: '需要更大的摊位' })
    expect(d.booth?.code).toBe('SC-B-02')
    expect(d.booths.map((b) => [b.code, b.startDate])).toEqual([
      ['SC-A-02', today()],
      ['SC-B-02', from],
    ])
    const later = d.installments.filter((i) => i.kind === 'rent' && i.state === 'scheduled')
    expect(later[0]!.periodStart).toBe(from)
    expect(later.every((i) => i.amountFen === d.monthlyRentFen)).toBe(true)
    expect(d.contracts.map((c) => c.kind)).toContain('adjustment')
    expect(d.monthlyRentFen).not.toBe(rent)
  })

  test('adjust the length: not before what is billed (a quit does that); nothing to change is refused', async () => {
    expect((await le.as('supplier01')(L.leaseAdjustment, { id, reason: '无' })).msg).toBe('请选择新的摊位或租期')
    const shorter = await le.ok<LeaseDetail>('supplier01', L.leaseAdjustment, { id, months: 4, reason: '经营计划调整' })
    expect(shorter.endDate).toBe(termEnd(today(), 4))
    expect(shorter.installments.filter((i) => i.kind === 'rent' && i.state !== 'void')).toHaveLength(4)
    const billedEnd = termEnd(today(), 1)
    expect((await le.as('supplier01')(L.leaseAdjustment, { id, months: 0, reason: 'x' })).msg).toBe(LEASE_MESSAGES.months)
    expect(billedEnd < shorter.endDate).toBe(true)
  })

  test('quit: the withdrawal computed first (nothing changes), then confirmed: unused rent and the deposit into the balance', async () => {
    const quitDate = addDays(today(), 5)
    const preview = await le.ok<LeaseWithdrawal>('supplier01', L.leaseRentWithdrawal, { id, quitDate })
    const d = await le.ok<LeaseDetail>('supplier01', L.queryById, { id })
    const first = d.installments.find((i) => i.seq === 1)!
    const periodDays = Math.round((Date.parse(first.periodEnd!) - Date.parse(first.periodStart!)) / 86_400_000) + 1
    expect(preview).toMatchObject({ confirmed: false, quitDate, depositFen: d.depositFen, voidedInstallments: 3 })
    expect(preview.lines).toEqual([expect.objectContaining({ installmentId: first.id, paidFen: first.amountFen, periodDays, unusedDays: periodDays - 6 })])
    expect(preview.totalFen).toBe(preview.unusedRentFen + preview.depositFen)
    expect((await leaseRow(env, id)).state).toBe('active')
    expect((await le.as('supplier01')(L.leaseRentWithdrawal, { id, quitDate: addMonths(today(), 2) })).msg).toBe(`退租日期不能晚于已缴租期（至${first.periodEnd}）`)
    expect((await le.as('supplier01')(L.leaseRentWithdrawal, { id, quitDate: addDays(today(), -1) })).msg).toBe(`退租日期需在${today()}至${d.endDate}之间`)
    const before = await balanceOf(env.db, lvyuan)
    const done = await le.ok<LeaseWithdrawal>('supplier01', L.leaseRentWithdrawal, { id, quitDate, reason: '经营调整', confirm: true })
    expect(done).toEqual({ ...preview, confirmed: true })
    expect(await balanceOf(env.db, lvyuan)).toBe(before + preview.totalFen)
    const after = await le.ok<LeaseDetail>('supplier01', L.queryById, { id })
    expect(after).toMatchObject({ state: 'quit', quitDate, endDate: quitDate, withdrawalFen: preview.totalFen })
    expect(after.booths.at(-1)!.endDate).toBe(quitDate)
    expect(after.installments.filter((i) => i.state === 'void')).toHaveLength(3)
    expect((await le.as('supplier01')(L.leaseRentWithdrawal, { id, quitDate, confirm: true })).msg).toBe('当前租赁已退租，仅租赁中的租赁可以退租')
  })

  test('the record lists every action with who did it; another shop sees none of them', async () => {
    const recs = (await le.ok<Page<{ action: string; actorName: string; leaseId: string; detail: string }>>('supplier01', L.records, { leaseId: id, size: 50 })).records
    expect(recs.map((r) => r.action).reverse()).toEqual(['apply', 'approve', 'pay', 'activate', 'renew', 'adjust', 'adjust', 'quit'])
    expect(recs.find((r) => r.action === 'approve')!.actorName).toBe('郑办公')
    expect(recs.find((r) => r.action === 'quit')!.actorName).toBe('李绿源')
    expect((await le.ok<Page<unknown>>('supplier02', L.records, { leaseId: id })).records).toEqual([])
  })
})

describe('withdrawing', () => {
  test('an application, then an approval: its booth is freed and its contract void', async () => {
    const a = await le.ok<LeaseDetail>('supplier01', L.create, { areaId: await zoneOf('SS-B-02'), startDate: monthStart(3), months: 3, payCycleMonths: 3, contactName: '李绿源', contactPhone: '13900000001' })
    expect(a.booth).toBeNull()
    expect((await le.ok<LeaseDetail>('supplier01', L.cancel, { id: a.id })).state).toBe('cancelled')
    expect((await le.as('supplier01')(L.cancel, { id: a.id })).msg).toBe('当前租赁已取消，仅待审核或待缴费的租赁可以取消')
    const b = await approvedLease(le, 'DP-B-02', { startDate: monthStart(3), months: 2 })
    const c = await le.ok<LeaseDetail>('supplier01', L.cancel, { id: b.id })
    expect(c.state).toBe('cancelled')
    expect(await env.db.select().from(leaseBoothHolds).where(eq(leaseBoothHolds.leaseId, b.id))).toEqual([])
    expect((await env.db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, b.id)))[0]!.state).toBe('void')
  })

  test('an approval whose bill waits online: the bill is withdrawn and a late payment goes back', async () => {
    const d = await approvedLease(le, 'DP-B-02', { startDate: monthStart(3), months: 2 })
    const start = await le.ok('supplier01', PAY, { leaseId: d.id, payMethod: 'wechat', payChannel: 'web' })
    expect((await le.ok<LeaseDetail>('supplier01', L.cancel, { id: d.id })).state).toBe('cancelled')
    expect(await env.db.select().from(bills).where(eq(bills.id, start.billId))).toEqual([])
    const [p] = await env.db.select().from(payments).where(eq(payments.payNo, start.payNo))
    expect(p!.status).toBe('closed')
  })
})

describe('contracts', () => {
  test('the list, the fields, the full text as plain paragraphs filled with the lease', async () => {
    const list = (await le.ok<Page<{ id: string; kind: string; state: string; boothCode: string }>>('supplier01', C.page, { size: 100 })).records
    expect(list.length).toBeGreaterThan(5)
    const signed = list.find((c) => c.state === 'signed' && c.kind === 'lease')!
    const detail = await le.ok('supplier01', C.queryById, { id: signed.id })
    expect(detail).toMatchObject({ partyA: '江南农产品批发交易中心', partyB: '绿源果蔬商行', boothCode: signed.boothCode })
    const text = await le.ok<{ paragraphs: string[] }>('supplier01', C.getContractContentData, { id: signed.id })
    expect(text.paragraphs[0]).toBe('摊位租赁合同')
    expect(text.paragraphs.join('\n')).toContain(signed.boothCode)
    expect(text.paragraphs.join('\n')).not.toMatch(/\{\{|<[a-z]/i)
    expect((await le.ok<Page<{ kind: string }>>('supplier01', C.page, { kind: 'renewal' })).records.every((c) => c.kind === 'renewal')).toBe(true)
    expect((await le.as('supplier02')(C.getContractContentData, { id: signed.id })).msg).toBe('记录不存在')
    expect((await le.as('supplier01')(C.page, { state: 'lost' })).msg).toBe('合同状态不正确')
  })
})

describe('who may call, and bad input', () => {
  test('a sub-account needs 租赁管理 / 合同管理; other roles are refused; no token: 97', async () => {
    expect((await le.as('supplier01a')(L.page, {})).msg).toBe('当前账号没有该功能的权限')
    const withLease = await subAccountWith(env, le.tk.supplier01, ['lease'])
    expect((await le.env.app.inject({ method: 'POST', url: L.page.path, headers: { authorization: withLease } })).json().state).toBe(0)
    expect((await le.env.app.inject({ method: 'POST', url: C.page.path, headers: { authorization: withLease } })).json().msg).toBe('当前账号没有该功能的权限')
    expect((await le.as('purchaser01')(L.page, {})).msg).toBe('无权访问该功能')
    expect((await le.as('office01')(L.create, {})).msg).toBe('无权访问该功能')
    expect((await le.env.app.inject({ method: 'POST', url: L.page.path })).json().state).toBe(97)
  })

  test('application fields answer in the forms\' words', async () => {
    const booth = await le.assetId('SS-B-02')
    const base = { assetId: booth, startDate: monthStart(5), months: 3, payCycleMonths: 1, contactName: '李绿源', contactPhone: '13900000001' }
    const msg = async (data: Record<string, unknown>) => (await le.as('supplier01')(L.create, { ...base, ...data })).msg
    expect(await msg({ months: 0 })).toBe(LEASE_MESSAGES.months)
    expect(await msg({ months: 37 })).toBe(LEASE_MESSAGES.months)
    expect(await msg({ payCycleMonths: 2 })).toBe(LEASE_MESSAGES.payCycle)
    expect(await msg({ startDate: '2026-02-30' })).toBe(LEASE_MESSAGES.day)
    expect(await msg({ startDate: addDays(today(), -1) })).toMatch(/^起租日期需在/)
    expect(await msg({ contactPhone: '12345' })).toBe(PATTERN_MESSAGES.contactPhone)
    expect(await msg({ contactName: '' })).toBe('缺少参数：contactName')
    expect(await msg({ assetId: await le.assetId('SC-A-03') })).toBe(LEASE_MSG.notLeasable)
    expect(await msg({ assetId: '999999' })).toBe(LEASE_MSG.boothMissing)
    expect(await msg({ assetId: await le.assetId('SC-A-01'), startDate: today() })).toBe(LEASE_MSG.boothTaken)
    const { assetId: _none, ...noBooth } = base
    expect((await le.as('supplier01')(L.create, noBooth)).msg).toBe('请选择区域或摊位')
    expect(await msg({ remark: 'x'.repeat(201) })).toBe(LEASE_MESSAGES.remark)
  })

  test('at most LEASE_LIMITS.openApplications open applications', async () => {
    const quota = await le.ok('supplier01', L.checkCreateOrderNumber)
    expect(quota.max).toBe(LEASE_LIMITS.openApplications)
    const zone = await zoneOf('SS-B-02')
    for (let i = quota.open; i < quota.max; i++) await le.ok('supplier01', L.create, { areaId: zone, startDate: monthStart(4), months: 2, payCycleMonths: 1, contactName: '李绿源', contactPhone: '13900000001' })
    expect(await le.ok('supplier01', L.checkCreateOrderNumber)).toMatchObject({ open: quota.max, canCreate: false })
    expect((await le.as('supplier01')(L.create, { areaId: zone, startDate: monthStart(4), months: 2, payCycleMonths: 1, contactName: '李绿源', contactPhone: '13900000001' })).msg).toBe(LEASE_MSG.quota)
  })
})
