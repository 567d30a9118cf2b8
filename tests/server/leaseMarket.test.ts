/**
 * The market side of leases (docs/lease.md): every booth's state for the park plan, the office and
 * the proprietor from the same rows; releases opened and closed by the office, shops signing up,
 * applying from a sign-up and grabbing; a booth published for take-over and handed over when the
 * office approves the taker; the office's modules.
 */
import { and, eq } from 'drizzle-orm'
import { contract, LEASE_MESSAGES, type BoothLeaseRow, type BoothStateItem, type LeaseDetail, type ReleaseNoticeDetail, type ReleaseNoticeItem, type ReleaseRegistration } from '@/contract'
import { leaseTransfers, predepositRecords, users } from '../../server/db/schema'
import { addDays } from '../../server/lib/dates'
import { LEASE_MSG } from '../../server/modules/lease/common'
import { termEnd } from '../../server/modules/lease/terms'
import { setup, type TestEnv } from './helpers'
import { L, leaseEnv, leaseMessages, leaseRow, monthStart, N, OFFICE, REG, T, today, type LeaseEnv } from './leaseHelpers'

let env: TestEnv
let le: LeaseEnv
beforeAll(async () => {
  env = await setup()
  le = await leaseEnv(env)
}, 600_000)
afterAll(() => env?.close())

type Page<T> = { records: T[]; hasMore: boolean; cursor: string | null; total?: number }
const B = contract.basic.assetsManage

describe('a booth\'s state, the same everywhere', () => {
  test('the park plan: every leasable booth, for any logged-in user, without tenants', async () => {
    const states = await le.ok<BoothStateItem[]>('purchaser01', B.getBoothStates)
    const of = (code: string) => states.find((s) => s.code === code)?.state
    expect(states).toHaveLength(20)
    expect([of('SC-A-01'), of('SG-A-02'), of('SS-A-02'), of('SC-B-02'), of('GT-B-02'), of('SS-B-02')]).toEqual(['let', 'reserved', 'reserved', 'released', 'released', 'vacant'])
    expect(Object.keys(states[0]!).sort()).toEqual(['areaId', 'assetId', 'code', 'state'])
    expect((await env.app.inject({ method: 'POST', url: B.getBoothStates.path })).json().state).toBe(97)
  })

  test('the office\'s booth list: state, owner, tenant and term, filtered by state', async () => {
    const let_ = (await le.ok<Page<BoothLeaseRow>>('office01', OFFICE.boothLease.page, { state: 'let', size: 100 })).records
    expect(let_).toHaveLength(10)
    expect(let_.every((b) => b.state === 'let' && b.tenantName && b.leaseNo && b.endDate)).toBe(true)
    expect(let_.find((b) => b.code === 'GT-A-01')).toMatchObject({ ownerName: '陈建国（业主）', tenantName: '绿源果蔬商行' })
    const reserved = (await le.ok<Page<BoothLeaseRow>>('office01', OFFICE.boothLease.page, { state: 'reserved' })).records
    expect(reserved.map((b) => b.code).sort()).toEqual(['SG-A-02', 'SS-A-02'])
    expect((await le.as('staff01')(OFFICE.boothLease.page, {})).msg).toBe('当前账号没有该功能的权限')
    expect((await le.as('office01')(OFFICE.boothLease.page, { state: 'taken' })).msg).toBe('摊位状态不正确')
  })

  test('the proprietor: its six booths, how each is let, the summary; its profile through the user calls', async () => {
    const owned = (await le.ok<Page<{ code: string; customerId: string | null; lease: { state: string; tenantName: string | null; ownerName: string } }>>('proprietor01', B.page, { size: 100, withTotal: true })).records
    expect(owned.map((a) => a.code).sort()).toEqual(['GT-A-01', 'GT-A-02', 'SG-A-01', 'SS-A-02', 'SS-B-01', 'SS-B-02'])
    expect(owned.every((a) => a.lease.ownerName === '陈建国（业主）')).toBe(true)
    expect(owned.find((a) => a.code === 'GT-A-01')!.lease).toMatchObject({ state: 'let', tenantName: '绿源果蔬商行' })
    const summary = await le.ok('proprietor01', B.getOwnerSummary)
    expect(summary).toMatchObject({ total: 6, counts: { let: 3, reserved: 1, released: 1, vacant: 1 } })
    const letRent = owned.filter((a) => a.lease.state === 'let').reduce((s, a) => s + (a as unknown as { lease: { monthlyRentFen: number } }).lease.monthlyRentFen, 0)
    expect(summary.monthlyRentFen).toBe(letRent)
    const letOnly = (await le.ok<Page<{ code: string }>>('proprietor01', B.page, { leaseState: 'let' })).records
    expect(letOnly.map((a) => a.code).sort()).toEqual(['GT-A-01', 'SG-A-01', 'SS-B-01'])
    expect((await le.as('supplier01')(B.getOwnerSummary)).msg).toBe('无权访问该功能')
    const tenant = await le.ok('proprietor01', L.getLeaseMerchant, { assetId: await le.assetId('GT-A-01') })
    expect(tenant).toMatchObject({ state: 'let', tenantName: '绿源果蔬商行', code: 'GT-A-01' })
    expect(await le.ok('proprietor01', L.getLeaseMerchant, { assetId: await le.assetId('SS-B-02') })).toMatchObject({ state: 'vacant', tenantName: null })
    const [owner] = await env.db.select().from(users).where(eq(users.username, 'proprietor01'))
    const me = await le.ok<{ id: string; realName: string }>('proprietor01', contract.user.user.queryById, { id: owner!.id })
    expect(me.realName).toBe('陈建国')
    expect((await le.ok('proprietor01', contract.user.user.update, { mobile: '13900000015' })).mobile).toBe('13900000015')
  })
})

describe('releases and sign-ups', () => {
  let review: ReleaseNoticeItem
  let grab: ReleaseNoticeItem
  let registration: ReleaseRegistration
  test('open releases and the number still available', async () => {
    const open = (await le.ok<Page<ReleaseNoticeItem>>('supplier01', N.getCanSignUpNotice)).records
    expect(open.map((r) => r.mode).sort()).toEqual(['grab', 'review'])
    review = open.find((r) => r.mode === 'review')!
    grab = open.find((r) => r.mode === 'grab')!
    expect(review).toMatchObject({ boothCount: 4, availableCount: 4, registrationCount: 1, registered: false, state: 'open' })
    expect(review.leaseStart > review.signUpEnd).toBe(true)
    expect(await le.ok('supplier01', N.getAvilibleNoticeNumber)).toEqual({ notices: 2, booths: 6 })
    const d = await le.ok<ReleaseNoticeDetail>('supplier01', N.queryById, { id: review.id })
    expect(d).toMatchObject({ signUpOpen: true, myRegistration: null })
    expect(d.booths.find((b) => b.code === 'SG-B-02')).toMatchObject({ available: true, signUps: 1 })
  })

  test('sign up (once), edit it while the window is open; booths outside the release are refused', async () => {
    const ids = { sc: await le.assetId('SC-B-02'), dp: await le.assetId('DP-A-02'), far: await le.assetId('SS-B-02') }
    const base = { releaseId: review.id, contactName: '李绿源', contactPhone: '13900000001', businessScope: '蔬菜批发' }
    expect((await le.as('supplier01')(REG.create, { ...base, assetIds: [ids.far] })).msg).toBe('意向摊位不在本次招租范围内')
    expect((await le.as('supplier01')(REG.create, { ...base, assetIds: [] })).msg).toBe('缺少参数：assetIds')
    const four = await Promise.all(['SC-B-02', 'SG-B-02', 'DP-A-02', 'DP-B-02'].map((c) => le.assetId(c)))
    expect((await le.as('supplier01')(REG.create, { ...base, assetIds: four })).msg).toBe(LEASE_MESSAGES.wantedBooths)
    registration = await le.ok<ReleaseRegistration>('supplier01', REG.create, { ...base, assetIds: [ids.sc] })
    expect(registration).toMatchObject({ booths: [{ code: 'SC-B-02' }], editable: true, leaseId: null, customerName: '绿源果蔬商行' })
    expect((await le.as('supplier01')(REG.create, { ...base, assetIds: [ids.sc] })).msg).toBe('您已报名该招租，可修改报名信息')
    const edited = await le.ok<ReleaseRegistration>('supplier01', REG.update, { id: registration.id, assetIds: [ids.sc, ids.dp], remark: '两个都可以' })
    expect(edited.booths.map((b) => b.code)).toEqual(['SC-B-02', 'DP-A-02'])
    expect((await le.as('supplier02')(REG.update, { id: registration.id, remark: 'x' })).msg).toBe('记录不存在')
    expect((await le.ok<Page<ReleaseRegistration>>('supplier01', L.getMerchantBingdRealese)).records.map((r) => r.id)).toEqual([registration.id])
    expect((await le.ok<ReleaseNoticeDetail>('supplier01', N.queryById, { id: review.id })).myRegistration?.id).toBe(registration.id)
  })

  test('apply for a booth of the release from the sign-up: the release\'s term and rent; once per release', async () => {
    const d = await le.ok<LeaseDetail>('supplier01', L.createLeaseManage, { registrationId: registration.id, assetId: await le.assetId('DP-A-02'), payCycleMonths: 3 })
    expect(d).toMatchObject({ state: 'applied', source: 'release', releaseId: review.id, releaseTitle: review.title, startDate: review.leaseStart, endDate: review.leaseEnd, contactName: '李绿源' })
    expect((await le.as('supplier01')(L.createLeaseManage, { registrationId: registration.id, payCycleMonths: 3 })).msg).toBe('您已在本次招租中申请或租得摊位')
    expect((await le.as('supplier01')(L.createLeaseManage, { payCycleMonths: 3 })).msg).toBe('请选择报名记录或转让信息其中一项')
    expect((await le.as('supplier01')(L.grabOrders, { releaseId: review.id, assetId: await le.assetId('SC-B-02'), payCycleMonths: 1 })).msg).toBe(LEASE_MSG.notGrabRelease)
    const approved = await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.approve, { id: d.id })
    expect(approved.monthlyRentFen).toBe((await le.ok<ReleaseNoticeDetail>('supplier01', N.queryById, { id: review.id })).booths.find((b) => b.code === 'DP-A-02')!.monthlyRentFen)
    const after = await le.ok<ReleaseNoticeDetail>('supplier01', N.queryById, { id: review.id })
    expect(after).toMatchObject({ availableCount: 3, myRegistration: { leaseId: d.id } })
  })

  test('grab: the booth at once (approved, to be paid); the next shop finds it taken; one booth per release', async () => {
    const gtb = await le.assetId('GT-B-02')
    const d = await le.ok<LeaseDetail>('supplier02', L.grabOrders, { releaseId: grab.id, assetId: gtb, payCycleMonths: 3 })
    expect(d).toMatchObject({ state: 'approved', source: 'grab', startDate: grab.leaseStart, payDeadline: expect.any(String), can: { pay: true } })
    expect((await le.as('supplier01')(L.grabOrders, { releaseId: grab.id, assetId: gtb, payCycleMonths: 3 })).msg).toBe(LEASE_MSG.grabLost)
    expect((await le.as('supplier02')(L.grabOrders, { releaseId: grab.id, assetId: await le.assetId('GT-A-02'), payCycleMonths: 3 })).msg).toBe('您已在本次招租中申请或租得摊位')
    expect((await le.as('supplier01')(L.grabOrders, { releaseId: grab.id, assetId: await le.assetId('SC-B-02'), payCycleMonths: 3 })).msg).toBe(LEASE_MSG.notInRelease)
    expect((await le.ok<BoothStateItem[]>('purchaser01', contract.basic.assetsManage.getBoothStates)).find((s) => s.code === 'GT-B-02')!.state).toBe('reserved')
  })

  test('the office opens a release (booths free for its term and in no other open release), sees sign-ups, closes it', async () => {
    const create = (data: Record<string, unknown>) =>
      le.as('office01')(OFFICE.leaseReleaseNotice.create, { title: '水产区摊位招租', content: '第一行\n第二行', mode: 'review', signUpStart: today(), signUpEnd: addDays(today(), 10), leaseStart: monthStart(2), months: 6, ...data })
    expect((await create({ booths: [{ assetId: await le.assetId('SG-B-01') }] })).msg).toBe('摊位SG-B-01在招租租期内已出租')
    expect((await create({ booths: [{ assetId: await le.assetId('SC-B-02') }] })).msg).toBe('摊位SC-B-02已在其他招租中')
    expect((await create({ booths: [{ assetId: await le.assetId('SC-A-03') }] })).msg).toBe(LEASE_MSG.notLeasable)
    expect((await create({ booths: [] })).msg).toBe('请选择招租摊位')
    expect((await create({ booths: [{ assetId: await le.assetId('SS-B-02'), monthlyRentFen: 'abc' }] })).msg).toBe('月租金格式不正确')
    expect((await create({ signUpEnd: addDays(today(), -1), booths: [{ assetId: await le.assetId('SS-B-02') }] })).msg).toBe('报名截止日期不能早于开始日期')
    expect((await create({ leaseStart: addDays(today(), 10), booths: [{ assetId: await le.assetId('SS-B-02') }] })).msg).toBe('起租日期需晚于报名截止日期')
    expect((await le.as('staff01')(OFFICE.leaseReleaseNotice.create, {})).msg).toBe('当前账号没有该功能的权限')
    const made = await le.ok<ReleaseNoticeDetail>('office01', OFFICE.leaseReleaseNotice.create, {
      title: '水产区摊位招租',
      content: '第一行\n第二行',
      mode: 'review',
      signUpStart: today(),
      signUpEnd: addDays(today(), 10),
      leaseStart: monthStart(2),
      months: 6,
      booths: [{ assetId: await le.assetId('SS-B-02'), monthlyRentFen: 250_000 }],
    })
    expect(made).toMatchObject({ state: 'open', leaseEnd: termEnd(monthStart(2), 6), content: '第一行\n第二行', booths: [{ code: 'SS-B-02', monthlyRentFen: 250_000, depositFen: 500_000, available: true }] })
    const reg = await le.ok<ReleaseRegistration>('supplier02', REG.create, { releaseId: made.id, assetIds: [await le.assetId('SS-B-02')], contactName: '王海丰', contactPhone: '13800010002' })
    expect((await le.ok<Page<ReleaseRegistration>>('office01', OFFICE.leaseReleaseNotice.registrations, { releaseId: made.id })).records.map((r) => r.customerName)).toEqual(['鲜丰水产批发部'])
    expect((await le.ok<Page<ReleaseNoticeItem>>('office01', OFFICE.leaseReleaseNotice.page, { state: 'open' })).records.map((r) => r.id)).toContain(made.id)
    expect((await le.ok<ReleaseNoticeDetail>('office01', OFFICE.leaseReleaseNotice.close, { id: made.id })).state).toBe('closed')
    expect((await le.as('office01')(OFFICE.leaseReleaseNotice.close, { id: made.id })).msg).toBe('该招租已结束')
    expect((await le.ok<Page<ReleaseNoticeItem>>('supplier01', N.getCanSignUpNotice)).records.map((r) => r.id)).not.toContain(made.id)
    expect((await le.as('supplier01')(REG.create, { releaseId: made.id, assetIds: [await le.assetId('SS-B-02')], contactName: '李绿源', contactPhone: '13900000001' })).msg).toBe(LEASE_MSG.releaseClosed)
    expect((await le.as('supplier02')(REG.update, { id: reg.id, remark: '补充' })).msg).toBe('报名已截止，不能修改')
  })
})

describe('a booth published for take-over', () => {
  test('the publisher\'s own publication; other shops see the open ones; the publisher cannot take its own', async () => {
    const open = (await le.ok<Page<{ id: string; booth: { code: string }; mine: boolean; publisherName: string }>>('supplier02', T.page)).records
    const gt = open.find((t) => t.booth.code === 'GT-B-01')!
    expect(gt).toMatchObject({ mine: false, publisherName: '绿源果蔬商行' })
    expect((await le.ok<Page<{ id: string; mine: boolean }>>('supplier01', T.page, { mine: true })).records).toEqual([expect.objectContaining({ id: gt.id, mine: true })])
    expect((await le.as('supplier01')(L.createLeaseManage, { transferId: gt.id, payCycleMonths: 1 })).msg).toBe(LEASE_MSG.ownTransfer)
  })

  test('taken over: the office approves the taker; the publisher\'s lease ends the day before, its unused rent and deposit back', async () => {
    const [t] = await env.db.select().from(leaseTransfers).where(eq(leaseTransfers.state, 'open'))
    const publisher = await leaseRow(env, t!.leaseId)
    const applied = await le.ok<LeaseDetail>('supplier02', L.createLeaseManage, { transferId: t!.id, payCycleMonths: 1 })
    expect(applied).toMatchObject({ source: 'transfer', transferId: t!.id, startDate: t!.fromDate, endDate: publisher.endDate, booth: { code: 'GT-B-01' } })
    const approved = await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.approve, { id: applied.id })
    expect(approved.state).toBe('approved')
    const ended = await leaseRow(env, publisher.id)
    expect(ended).toMatchObject({ state: 'quit', endDate: addDays(t!.fromDate, -1), quitDate: addDays(t!.fromDate, -1) })
    expect(ended.withdrawalFen).toBeGreaterThan(publisher.depositFen)
    const [refund] = await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.bizType, 'leaseWithdrawal'), eq(predepositRecords.bizId, publisher.id)))
    expect(refund!.amountFen).toBe(ended.withdrawalFen)
    const [taken] = await env.db.select().from(leaseTransfers).where(eq(leaseTransfers.id, t!.id))
    expect(taken).toMatchObject({ state: 'taken', takenByLeaseId: applied.id })
    expect((await leaseMessages(env, 'supplier01'))[0]).toMatchObject({ title: '摊位转让成功' })
    expect((await le.ok<Page<unknown>>('supplier02', T.page)).records).toEqual([])
  })

  test('publish, not twice, withdraw once; the day must be after today and within the term', async () => {
    const active = (await le.ok<Page<{ id: string; endDate: string; booth: { code: string } }>>('supplier01', L.page, { state: 'active', size: 100 })).records.find((l) => l.booth.code === 'DP-A-01')!
    const body = { leaseId: active.id, contactName: '李绿源', contactPhone: '13900000001' }
    expect((await le.as('supplier01')(T.create, { ...body, fromDate: today() })).msg).toBe(`转让起始日期需在${addDays(today(), 1)}至${active.endDate}之间`)
    const t = await le.ok('supplier01', T.create, { ...body, fromDate: addDays(today(), 10), remark: '设备齐全' })
    expect(t).toMatchObject({ state: 'open', toDate: active.endDate, mine: true, booth: { code: 'DP-A-01' } })
    expect((await le.as('supplier01')(T.create, { ...body, fromDate: addDays(today(), 12) })).msg).toBe('该摊位已发布转让')
    expect((await le.ok<LeaseDetail>('supplier01', L.queryById, { id: active.id })).transfer?.id).toBe(t.id)
    expect((await le.as('supplier02')(T.cancel, { id: t.id })).msg).toBe('记录不存在')
    expect((await le.ok('supplier01', T.cancel, { id: t.id })).state).toBe('cancelled')
    expect((await le.as('supplier01')(T.cancel, { id: t.id })).msg).toBe('该转让已结束')
    expect((await le.as('supplier02')(T.queryById, { id: t.id })).msg).toBe('记录不存在')
  })
})

describe('the office reviews', () => {
  test('reject with a reason (required); the shop is told; a decided application is not decided again', async () => {
    const d = await le.ok<LeaseDetail>('supplier02', L.create, { assetId: await le.assetId('SS-B-02'), startDate: monthStart(3), months: 2, payCycleMonths: 1, contactName: '王海丰', contactPhone: '13800010002' })
    expect((await le.as('office01')(OFFICE.leaseApplication.reject, { id: d.id })).msg).toBe('缺少参数：reason')
    const r = await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.reject, { id: d.id, reason: '经营品类与区域规划不符' })
    expect(r).toMatchObject({ state: 'rejected', rejectReason: '经营品类与区域规划不符' })
    expect((await leaseMessages(env, 'supplier02'))[0]).toMatchObject({ title: '租赁申请未通过' })
    expect((await le.as('office01')(OFFICE.leaseApplication.reject, { id: d.id, reason: 'x' })).msg).toBe('当前租赁已驳回，仅待审核的租赁可以审核')
  })

  test('approving an application without a booth needs one; a booth held for the term is refused', async () => {
    const zone = (await le.ok<LeaseDetail>('supplier02', L.queryById, { id: (await le.ok<Page<{ id: string }>>('supplier02', L.page, { state: 'active' })).records[0]!.id })).areaId
    const d = await le.ok<LeaseDetail>('supplier02', L.create, { areaId: zone, startDate: monthStart(3), months: 2, payCycleMonths: 1, contactName: '王海丰', contactPhone: '13800010002' })
    expect((await le.as('office01')(OFFICE.leaseApplication.approve, { id: d.id })).msg).toBe(LEASE_MSG.assignBooth)
    expect((await le.as('office01')(OFFICE.leaseApplication.approve, { id: d.id, assetId: await le.assetId('SG-B-01') })).msg).toBe(LEASE_MSG.boothTaken)
    const ok = await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.approve, { id: d.id, assetId: await le.assetId('SS-B-02'), monthlyRentFen: 123_400 })
    expect(ok).toMatchObject({ state: 'approved', booth: { code: 'SS-B-02' }, monthlyRentFen: 123_400, depositFen: 246_800 })
    expect((await le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.queryById, { id: d.id })).can).toMatchObject({ pay: false, cancel: false })
    expect((await le.as('supplier01')(L.queryById, { id: d.id })).msg).toBe('记录不存在')
  })
})
