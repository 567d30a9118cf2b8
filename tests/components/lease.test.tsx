/**
 * The lease screens' states (issue 19): the list (loading, cards with marks, empty, error), the
 * detail's actions by state (cancel asks first), quitting (computed first, then confirmed), the
 * sign-up form (booths required, contact checked), a contract's text as plain text, the
 * proprietor's assets, and the office's decision (a booth or a reason; no module: no call).
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ContractContent, ContractDetail, LeaseDetail, LeaseItem, LeaseWithdrawal, ReleaseNoticeDetail } from '@/contract/types'
import ContractDetailPage from '@/supplier/contract/detail'
import LeaseAdjust from '@/supplier/lease/adjust'
import LeaseDetailPage from '@/supplier/lease/detail'
import LeaseList from '@/supplier/lease/index'
import IntentionApply from '@/supplier/lease/intention-apply'
import LeaseQuit from '@/supplier/lease/quit'
import ProprietorAssets from '@/proprietor/assets'
import ProprietorUpdateUser from '@/proprietor/updateUser'
import OfficeLeaseDetail from '@/staff/office/lease/detail'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const L = '/api/custome/leaseManagement/'
const booth = { assetId: 'a1', code: 'SC-A-01', name: 'SC-A-01', typeName: '标准摊位', areaId: 'z1', areaName: '蔬菜区', size: 12, monthlyRentFen: 200_000, depositFen: 400_000 }
const can = { edit: false, cancel: false, pay: false, renew: false, adjust: false, quit: false, publish: false }

const item = (id: string, extra: Partial<LeaseItem> = {}): LeaseItem => ({
  id,
  leaseNo: `ZL20260301000${id.slice(-1)}`,
  state: 'active',
  source: 'apply',
  customerId: 'c1',
  customerName: '绿源果蔬商行',
  booth,
  areaId: 'z1',
  areaName: '蔬菜区',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  months: 12,
  payCycleMonths: 3,
  monthlyRentFen: 200_000,
  depositFen: 400_000,
  daysLeft: 20,
  expiringSoon: false,
  remindedDays: null,
  published: false,
  createTime: '2025-12-20T02:00:00.000Z',
  ...extra,
})
const pageOf = <T,>(records: T[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })

const detail = (extra: Partial<LeaseDetail> = {}): LeaseDetail => ({
  ...item('l1'),
  contactName: '李绿源',
  contactPhone: '13900000001',
  businessScope: '蔬菜批发',
  remark: '',
  rejectReason: null,
  releaseId: null,
  releaseTitle: null,
  transferId: null,
  approvedTime: null,
  payDeadline: null,
  confirmedTime: null,
  quitDate: null,
  withdrawalFen: null,
  booths: [{ assetId: 'a1', code: 'SC-A-01', startDate: '2026-01-01', endDate: '2026-12-31' }],
  installments: [
    { id: 'i0', leaseId: 'l1', leaseNo: 'ZL202603010001', seq: 0, kind: 'deposit', periodStart: null, periodEnd: null, amountFen: 400_000, dueDate: '2026-01-01', state: 'billed', billId: 'b1', billNo: 'ZD1', payStatus: 'paid' },
    { id: 'i1', leaseId: 'l1', leaseNo: 'ZL202603010001', seq: 1, kind: 'rent', periodStart: '2026-01-01', periodEnd: '2026-03-31', amountFen: 600_000, dueDate: '2026-01-01', state: 'billed', billId: 'b1', billNo: 'ZD1', payStatus: 'paid' },
  ],
  firstBill: null,
  contracts: [],
  transfer: null,
  can,
  ...extra,
})

beforeEach(() => loginAs('supplier', { realName: '李绿源', mobile: '13900000001' }))

const cards = () => screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')

describe('the lease list', () => {
  beforeEach(() => onPage('/supplier/lease/index', {}, ['supplier/index']))

  test('loading, then the leases with their marks and state; a tap opens the detail', async () => {
    answer({
      [`${L}page`]: pageOf([item('l1', { expiringSoon: true, remindedDays: 30 }), item('l2', { state: 'applied', booth: null, daysLeft: null })]),
      [`${L}getMerchantData`]: ok({ customerId: 'c1', name: '绿源果蔬商行', contactName: '李绿源', contactPhone: '1', counts: { applied: 1, approved: 0, rejected: 0, confirmed: 0, active: 1, expired: 0, quit: 0, cancelled: 0 }, expiringCount: 1 }),
      '/api/custome/releaseNotice/getAvilibleNoticeNumber': ok({ notices: 2, booths: 6 }),
    })
    render(<LeaseList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await settle()
    expect(cards()[0]).toContain('SC-A-01')
    expect(cards()[0]).toContain('租赁中')
    expect(cards()[0]).toContain('即将到期（剩余20天）')
    expect(cards()[0]).toContain('已提醒：到期前30天')
    expect(cards()[1]).toContain('蔬菜区（待市场分配摊位）')
    expect(cards()[1]).toContain('待审核')
    expect(screen.getByText('2期招租 · 可租摊位6个')).toBeTruthy()
    expect(screen.getByText('租赁中(1)')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[0])
    })
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/supplier/lease/detail?id=l1' })
  })

  test('empty and error states', async () => {
    answer({ [`${L}page`]: pageOf([]) })
    const { unmount } = render(<LeaseList />)
    await settle()
    expect(screen.getByText('暂无租赁')).toBeTruthy()
    unmount()
    answer({ [`${L}page`]: fail('服务繁忙') })
    render(<LeaseList />)
    await settle()
    expect(screen.getByText('服务繁忙')).toBeTruthy()
  })
})

describe('the lease detail', () => {
  beforeEach(() => onPage('/supplier/lease/detail', { id: 'l1' }, ['supplier/lease/index']))

  test('an active lease: installments with their bills, and 续租, 退租, 发布转让', async () => {
    answer({ [`${L}queryById`]: ok(detail({ can: { ...can, renew: true, quit: true, publish: true } })) })
    const { container } = render(<LeaseDetailPage />)
    await settle()
    const text = container.textContent ?? ''
    expect(text).toContain('ZL202603010001')
    expect(text).toContain('¥2,000.00')
    expect(text).toContain('押金')
    expect(text).toContain('账单：ZD1（已支付）')
    await clickButton(container, '退租')
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/supplier/lease/quit?id=l1' })
    await clickButton(container, '续租')
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/supplier/lease/relet?id=l1' })
    expect(container.textContent).not.toContain('确认缴费')
  })

  test('an approved lease: 确认缴费; 取消申请 asks first, a refusal sends nothing', async () => {
    answer({ [`${L}queryById`]: ok(detail({ state: 'approved', payDeadline: '2026-03-08', can: { ...can, pay: true, cancel: true } })), [`${L}cancel`]: ok(detail({ state: 'cancelled' })) })
    const { container } = render(<LeaseDetailPage />)
    await settle()
    expect(container.textContent).toContain('2026-03-08')
    taroMock.modalAnswer = false
    await clickButton(container, '取消申请')
    expect(lastModal().content).toBe('取消后摊位将释放给其他商户，确定取消吗？')
    expect(requestsTo(`${L}cancel`)).toHaveLength(0)
    taroMock.modalAnswer = true
    await clickButton(container, '取消申请')
    expect(formBody(requestsTo(`${L}cancel`)[0]!)).toEqual({ id: 'l1' })
  })
})

describe('quitting', () => {
  beforeEach(() => onPage('/supplier/lease/quit', { id: 'l1' }, ['supplier/lease/detail']))

  const w = (confirmed: boolean): LeaseWithdrawal => ({
    leaseId: 'l1',
    quitDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
    lines: [{ installmentId: 'i1', periodStart: '2026-01-01', periodEnd: '2026-03-31', paidFen: 600_000, unusedDays: 30, periodDays: 90, refundFen: 200_000 }],
    unusedRentFen: 200_000,
    depositFen: 400_000,
    voidedInstallments: 3,
    totalFen: 600_000,
    confirmed,
  })

  test('the withdrawal is computed and shown first; 确认退租 asks, then quits with confirm', async () => {
    answer({
      [`${L}queryById`]: ok(detail({ can: { ...can, quit: true } })),
      // The server answers for the day it was sent.
      [`${L}leaseRentWithdrawal`]: (r) => ok({ ...w(Boolean((r.data as { confirm?: boolean }).confirm)), quitDate: (r.data as { quitDate: string }).quitDate }),
    })
    const { container } = render(<LeaseQuit />)
    await settle()
    expect(container.textContent).not.toContain('确认退租')
    await clickButton(container, '计算退款')
    const computed = requestsTo(`${L}leaseRentWithdrawal`)
    expect(computed).toHaveLength(1)
    expect((computed[0]!.data as { confirm?: boolean }).confirm).toBeUndefined()
    expect(screen.getByTestId('withdrawal-total').textContent).toBe('¥6,000.00')
    expect(screen.getByTestId('withdrawal').textContent).toContain('未使用30/90天')
    await clickButton(container, '确认退租')
    expect(lastModal().content).toContain('¥6,000.00')
    expect(requestsTo(`${L}leaseRentWithdrawal`)[1]!.data).toMatchObject({ id: 'l1', confirm: true })
  })

  test("the day offered is the market's, on a phone whose zone is still on the market's yesterday", async () => {
    const zone = process.env.TZ
    process.env.TZ = 'UTC'
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T17:00:00Z'))
    try {
      answer({ [`${L}queryById`]: ok(detail({ can: { ...can, quit: true } })), [`${L}leaseRentWithdrawal`]: ok(w(false)) })
      const { container } = render(<LeaseQuit />)
      await settle()
      await clickButton(container, '计算退款')
      expect(requestsTo(`${L}leaseRentWithdrawal`)[0]!.data).toMatchObject({ id: 'l1', quitDate: '2026-11-27' })
    } finally {
      jest.restoreAllMocks()
      process.env.TZ = zone
    }
  })

  test('a lease that cannot be quit says so, with no form', async () => {
    answer({ [`${L}queryById`]: ok(detail({ state: 'expired' })) })
    const { container } = render(<LeaseQuit />)
    await settle()
    expect(container.textContent).toContain('仅租赁中的租赁可以退租')
    expect(container.textContent).not.toContain('计算退款')
  })
})

describe('adjusting', () => {
  beforeEach(() => onPage('/supplier/lease/adjust', { id: 'l1' }, ['supplier/lease/detail']))

  test('nothing changed is refused; a new length with a reason is sent, the booth kept', async () => {
    answer({ [`${L}queryById`]: ok(detail({ can: { ...can, adjust: true } })), [`${L}getDistributableAssets`]: pageOf([]), [`${L}leaseAdjustment`]: ok(detail()) })
    const { container } = render(<LeaseAdjust />)
    await settle()
    await clickButton(container, '确认调整')
    expect(lastModal().content).toBe('请输入调整原因')
    await act(async () => {
      fireEvent.change(container.querySelector('[data-field="reason"] textarea')!, { target: { value: '经营规模扩大' } })
    })
    await clickButton(container, '确认调整')
    expect(taroMock.toasts.pop()?.title).toBe('请选择新的摊位或租期')
    typeInto(container, 'months', '18')
    await clickButton(container, '确认调整')
    expect(formBody(requestsTo(`${L}leaseAdjustment`)[0]!)).toEqual({ id: 'l1', reason: '经营规模扩大', months: '18' })
  })
})

describe('signing up for a release', () => {
  beforeEach(() => onPage('/supplier/lease/intention-apply', { releaseId: 'r1' }, ['supplier/lease/intentionDetail']))

  const release: ReleaseNoticeDetail = {
    id: 'r1',
    title: '蔬菜水果区摊位招租（第二期）',
    mode: 'review',
    state: 'open',
    signUpStart: '2026-03-01',
    signUpEnd: '2026-03-20',
    leaseStart: '2026-04-01',
    leaseEnd: '2027-03-31',
    months: 12,
    boothCount: 2,
    availableCount: 2,
    registrationCount: 0,
    registered: false,
    createTime: '2026-03-01T00:00:00.000Z',
    content: '',
    booths: [
      { ...booth, assetId: 'b1', code: 'SC-B-02', available: true, signUps: 0 },
      { ...booth, assetId: 'b2', code: 'SG-B-02', available: true, signUps: 1 },
    ],
    myRegistration: null,
    signUpOpen: true,
  }

  test('a booth is required, the contact checked; then one sign-up with the chosen booths', async () => {
    answer({
      '/api/custome/releaseNotice/queryById': ok(release),
      [`${L}getMerchantData`]: ok({ customerId: 'c1', name: '绿源果蔬商行', contactName: '李绿源', contactPhone: '13900000001', counts: {}, expiringCount: 0 }),
      '/api/custome/leaseReleaseRegister/create': ok({}),
    })
    const { container } = render(<IntentionApply />)
    await settle()
    await clickButton(container, '提交报名')
    expect(taroMock.toasts.pop()?.title).toBe('请选择1-3个意向摊位')
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[1])
    })
    typeInto(container, 'contactPhone', '139')
    await clickButton(container, '提交报名')
    expect(lastModal().content).toContain('联系电话格式不正确')
    expect(requestsTo('/leaseReleaseRegister/create')).toHaveLength(0)
    typeInto(container, 'contactPhone', '13900000002')
    await clickButton(container, '提交报名')
    const sent = formBody(requestsTo('/leaseReleaseRegister/create')[0]!)
    expect(sent).toMatchObject({ releaseId: 'r1', contactName: '李绿源', contactPhone: '13900000002' })
    expect(sent.assetIds).toBe('b2')
  })
})

describe('a contract', () => {
  beforeEach(() => onPage('/supplier/contract/detail', { id: 'k1' }, ['supplier/contract/index']))

  test('fields and the text as plain paragraphs: markup in a name stays text', async () => {
    const c: ContractDetail = {
      id: 'k1',
      contractNo: 'HT202603010001',
      kind: 'lease',
      title: '摊位租赁合同',
      state: 'signed',
      leaseId: 'l1',
      leaseNo: 'ZL202603010001',
      boothCode: 'SC-A-01',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRentFen: 200_000,
      signedTime: '2026-01-01T01:00:00.000Z',
      createTime: '2025-12-20T01:00:00.000Z',
      partyA: '农产品批发市场',
      partyB: '<b>绿源</b>',
      fields: [{ label: '摊位', value: 'SC-A-01' }],
    }
    const text: ContractContent = { id: 'k1', contractNo: c.contractNo, title: c.title, paragraphs: ['甲方：农产品批发市场', '乙方：<b>绿源</b>', '第一条 租赁摊位SC-A-01'] }
    answer({ '/contractManage/queryById': ok(c), '/contractManage/getContractContentData': ok(text) })
    render(<ContractDetailPage />)
    await settle()
    const body = screen.getByTestId('contract-text')
    expect(body.textContent).toContain('乙方：<b>绿源</b>')
    expect(body.querySelector('b')).toBeNull()
    expect(screen.getByText('已签署')).toBeTruthy()
  })
})

describe('the proprietor', () => {
  beforeEach(() => {
    loginAs('proprietor', { realName: '陈建国' })
    onPage('/proprietor/assets', {}, ['proprietor/index'])
  })

  test('the summary and each booth: let with its tenant, rent and term, or vacant', async () => {
    const asset = (id: string, lease: object | null) => ({ id, code: id, name: id, typeId: 't', typeName: '标准摊位', areaId: 'z', areaName: '干调区', state: 'leased', size: 10, price: 2000, customerId: null, lease })
    answer({
      '/assetsManage/getOwnerSummary': ok({ total: 6, counts: { let: 3, reserved: 0, released: 1, vacant: 2 }, monthlyRentFen: 660_000 }),
      '/assetsManage/page': pageOf([
        asset('GT-A-01', { state: 'let', ownerId: 'o', ownerName: '陈建国', leaseId: 'l', tenantName: '绿源果蔬商行', startDate: '2026-01-01', endDate: '2026-12-31', monthlyRentFen: 220_000 }),
        asset('SS-B-02', { state: 'vacant', ownerId: 'o', ownerName: '陈建国', leaseId: null, tenantName: null, startDate: null, endDate: null, monthlyRentFen: 200_000 }),
      ]),
    })
    render(<ProprietorAssets />)
    await settle()
    expect(screen.getByTestId('owner-summary').textContent).toContain('¥6,600.00')
    expect(cards()[0]).toContain('租户：绿源果蔬商行')
    expect(cards()[0]).toContain('已出租')
    expect(cards()[0]).toContain('租期：2026-01-01 至 2026-12-31')
    expect(cards()[1]).toContain('空置')
    expect(cards()[1]).toContain('租户：无')
  })
})

describe('the proprietor profile', () => {
  test('name, mobile and email in one form: a bad mobile is refused, then saved', async () => {
    loginAs('proprietor', { id: 'p1', realName: '陈建国' })
    onPage('/proprietor/updateUser', {}, ['proprietor/userInfo'])
    answer({ '/api/user/user/queryById': ok({ id: 'p1', username: 'proprietor01', realName: '陈建国', mobile: '13700000001', email: null, userType: 'proprietor' }), '/api/user/user/update': ok({}) })
    const { container } = render(<ProprietorUpdateUser />)
    await settle()
    typeInto(container, 'mobile', '1370000')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('手机号格式不正确')
    expect(requestsTo('/user/user/update')).toHaveLength(0)
    typeInto(container, 'mobile', '13700000009')
    await clickButton(container, '保存')
    expect(formBody(requestsTo('/user/user/update')[0]!)).toEqual({ realName: '陈建国', mobile: '13700000009' })
  })
})

describe('the market office', () => {
  const office = (modules: string[] | null) =>
    loginAs('staff', { realName: '周敏' }, modules === null ? null : modules.map((caption, i) => ({ id: String(i), caption })))

  test('without 租赁审批 the screen says so and calls nothing', async () => {
    office(['员工首页'])
    onPage('/staff/office/lease/detail', { id: 'l1' }, ['staff/index'])
    answer({})
    const { container } = render(<OfficeLeaseDetail />)
    await settle()
    expect(container.textContent).toContain('暂无权限')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('an application without a booth: a reason is needed to reject; approving sends the chosen booth', async () => {
    office(null)
    onPage('/staff/office/lease/detail', { id: 'l1' }, ['staff/office/lease/index'])
    answer({
      '/api/market/leaseApplication/queryById': ok(detail({ state: 'applied', booth: null, installments: [] })),
      '/api/market/boothLease/page': pageOf([{ ...booth, assetId: 'v1', code: 'SC-B-03', state: 'vacant', ownerName: null, leaseId: null, leaseNo: null, tenantName: null, startDate: null, endDate: null, releaseId: null }]),
      '/api/market/leaseApplication/approve': ok(detail({ state: 'approved' })),
    })
    const { container } = render(<OfficeLeaseDetail />)
    await settle()
    expect(container.textContent).toContain('绿源果蔬商行')
    await clickButton(container, '驳回')
    expect(lastModal().content).toBe('请输入驳回原因')
    expect(requestsTo('/leaseApplication/reject')).toHaveLength(0)
    await clickButton(container, '审核通过')
    expect(taroMock.toasts.pop()?.title).toBe('请为该申请分配摊位')
    await act(async () => {
      fireEvent.click(container.querySelector('[data-field="assetId"] [data-testid="picker-value"]')!)
    })
    await act(async () => {
      fireEvent.click(document.querySelector('.nut-picker-confirm-btn')!)
    })
    await clickButton(container, '审核通过')
    expect(formBody(requestsTo('/leaseApplication/approve')[0]!)).toEqual({ id: 'l1', assetId: 'v1' })
  })
})
