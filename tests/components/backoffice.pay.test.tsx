/**
 * The back office's screens on the trade adapters (issue 12): the shop's identity code
 * (/supplier/user/IDCode, QrCode), a bill paid through the pay layer (/supplier/bill/details:
 * balance at once; WeChat Pay's simulator, then queryBillPayStatus polled without a loading text),
 * and a coupon gifted to a buyer found by a scanned identity code.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { BillPayState, ClientPayRequest } from '@/contract/types'
import SupplierBillDetail from '@/supplier/bill/details'
import SupplierCouponChange from '@/supplier/user/couponChange'
import SupplierIdCode from '@/supplier/user/IDCode'
import { taroMock } from '../mocks/taro'
import { account, billDetail, coupon, pageOf, shop, tap } from './backofficeFixtures'
import { fakeCanvas } from './tradeFixtures'
import { answer, buttonDisabled, clickButton, fail, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const SHOP = '/api/member/supplier/queryDetail'
const BILL = '/api/settle/billInfo/queryById'
const PAY = '/api/settle/billInfo/payBill'
const STATUS = '/api/settle/billInfo/queryBillPayStatus'
const ACCOUNT = '/api/settle/predepositAccount/getAccountInfoByCustomerId'
const AMOUNTS = '/api/member/couponInfo/queryCouponAmountByList'
const COUPONS = '/api/member/couponInfo/queryByMemberId'
const CONFIRM = '/pay-simulator/confirm'
const ID_OWNER = '/api/member/customer/queryDetail'
const DONATE = '/api/member/couponInfo/donateCoupon'

/** The simulator's confirm answers as the server does: the envelope, with `paid` also at the top (the pay adapter reads that one). */
const simulatorPaid = { statusCode: 200, data: { state: 0, msg: '支付成功', result: { paid: true }, paid: true } }

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 220, height: 220, pixelRatio: 2 })) }))

beforeEach(() => loginAs('supplier', { isAdmin: true }))

const wait = (ms: number) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms))
  })

describe('shop identity code', () => {
  beforeEach(() => onPage('/supplier/user/IDCode', {}, ['supplier/index', 'supplier/user/index']))
  const withCode = (token: string, refreshAfterSeconds = 60) =>
    ok(shop({ idCode: { token, kind: 'shop', expiresAt: new Date(Date.now() + 300_000).toISOString(), refreshAfterSeconds } }))

  test('the QR code of a fresh code (asked without a loading text), the time left; 刷新 and showing again fetch a new one', async () => {
    let n = 0
    answer({ [SHOP]: () => withCode(`MC1.code${++n}.sig`) })
    const { container } = render(<SupplierIdCode />)
    await settle()
    expect(formBody(requestsTo(SHOP)[0])).toEqual({ withIdCode: 'true' })
    expect(taroMock.loadings).toHaveLength(0)
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.code1.sig')
    expect(document.body.textContent).toContain('绿源果蔬商行')
    expect(screen.getByTestId('id-code-left').textContent).toMatch(/^0[45]:\d\d 后失效/)
    await clickButton(container, '刷新身份码')
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.code2.sig')
    await act(async () => {
      taroMock.fire('didHide')
      taroMock.fire('didShow')
    })
    await settle()
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.code3.sig')
  })

  test('refreshed on its own every refreshAfterSeconds, counted from the code it replaces', async () => {
    let n = 0
    answer({ [SHOP]: () => withCode(`MC1.t${++n}.s`, 60) })
    // The interval on a fake clock: a real one would measure how fast the machine renders.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      render(<SupplierIdCode />)
      const advance = (ms: number) =>
        act(async () => {
          await jest.advanceTimersByTimeAsync(ms)
        })
      await advance(10)
      expect(requestsTo(SHOP)).toHaveLength(1)
      await advance(59_000)
      expect(requestsTo(SHOP)).toHaveLength(1)
      await advance(1_000)
      expect(requestsTo(SHOP)).toHaveLength(2)
      expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.t2.s')
      await advance(60_000)
      expect(requestsTo(SHOP)).toHaveLength(3)
      expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.t3.s')
      expect(taroMock.loadings).toHaveLength(0)
    } finally {
      jest.useRealTimers()
    }
  })

  test('an answer without a code is the error state; 重新加载 asks again', async () => {
    let n = 0
    answer({ [SHOP]: () => (++n === 1 ? ok(shop()) : withCode('MC1.again.sig')) })
    const { container } = render(<SupplierIdCode />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('身份码获取失败，请稍后重试')
    expect(screen.queryByTestId('qrcode')).toBeNull()
    await clickButton(container, '重新加载')
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.again.sig')
  })

  test('a sub-account without 店铺身份码 is refused: the error state', async () => {
    answer({ [SHOP]: fail('当前账号没有该功能的权限') })
    render(<SupplierIdCode />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })
})

describe('bill detail and payment', () => {
  beforeEach(() => onPage('/supplier/bill/details', { id: 'b1' }, ['supplier/index', 'supplier/bill/index']))

  const simulatorStart = (): ClientPayRequest => ({
    provider: 'simulator',
    appId: 'wx-test',
    timeStamp: '1',
    nonceStr: 'n',
    package: 'prepay_id=x',
    signType: 'RSA',
    paySign: 's',
    simulatorUrl: '/pay-simulator/checkout?payNo=PY202603010001',
  })
  const payState = (payStatus: BillPayState['payStatus'], latest: 'pending' | 'succeeded' | 'closed' = 'pending'): BillPayState => ({
    id: 'b1',
    payStatus,
    amountFen: 120000,
    paidFen: payStatus === 'paid' ? 120000 : 0,
    latestPayment: { paymentId: 'p1', status: latest },
  })
  const amounts = ok({ items: [{ couponId: 'c1', usable: true, discountFen: 2000, reason: null }], bestCouponId: 'c1' })
  /** An unpaid bill, no balance, no coupons: 确认支付 starts a simulator attempt. */
  const unpaidNoBalance = () => ({
    [BILL]: ok(billDetail()),
    [ACCOUNT]: ok(account({ balanceFen: 0 })),
    [AMOUNTS]: ok({ items: [], bestCouponId: null }),
    [COUPONS]: pageOf([]),
    [PAY]: ok({ settled: false, paymentId: 'p1', payNo: 'PY1', provider: 'simulator', request: simulatorStart(), expiresAt: '', status: 'unpaid' }),
  })

  test('the bill, its lines; balance payment with the best coupon settles at once and the bill is read again', async () => {
    let paid = false
    answer({
      [BILL]: () => ok(billDetail(paid ? { payStatus: 'paid', paidFen: 118000, discountFen: 2000, outstandingFen: 0 } : {})),
      [ACCOUNT]: ok(account()),
      [AMOUNTS]: amounts,
      [COUPONS]: pageOf([coupon('c1', { name: '账单满200减20元券' })]),
      [PAY]: () => {
        paid = true
        return ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid' })
      },
    })
    const { container } = render(<SupplierBillDetail />)
    await settle()
    expect(screen.getByTestId('bill-amount').textContent).toBe('¥1,200.00')
    const lines = screen.getAllByTestId('bill-line').map((l) => l.textContent)
    expect(lines[0]).toContain('摊位租金1个月 × ¥1,000.00/月¥1,000.00')
    expect(lines[1]).toContain('卫生费固定¥200.00')
    expect(document.body.textContent).toContain('余额 ¥5,234.50')
    expect(screen.getByTestId('picker-value').textContent).toBe('账单满200减20元券（减¥20.00）')
    expect(formBody(requestsTo(AMOUNTS)[0]) ?? {}).toBeDefined()
    expect(requestsTo(AMOUNTS)[0].data).toEqual({ couponIds: [], payableFen: 120000 })
    // A double tap pays once.
    const button = [...container.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('确认支付 ¥1,180.00'))!
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await settle()
    expect(requestsTo(PAY)).toHaveLength(1)
    expect(requestsTo(PAY)[0].data).toEqual({ id: 'b1', payMethod: 'balance', couponId: 'c1' })
    expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
    expect(requestsTo(BILL).length).toBeGreaterThan(1)
    expect(screen.queryByText(/确认支付/)).toBeNull()
    expect(document.body.textContent).toContain('已支付')
  })

  test('short of balance: WeChat Pay through the simulator, then the pay status is polled without a loading text until paid', async () => {
    let polls = 0
    answer({
      [BILL]: () => ok(billDetail(polls > 1 ? { payStatus: 'paid', paidFen: 120000, outstandingFen: 0 } : {})),
      [ACCOUNT]: ok(account({ balanceFen: 100 })),
      [AMOUNTS]: ok({ items: [], bestCouponId: null }),
      [COUPONS]: pageOf([]),
      [PAY]: ok({ settled: false, paymentId: 'p1', payNo: 'PY202603010001', provider: 'simulator', request: simulatorStart(), expiresAt: '2026-03-01T00:15:00.000Z', status: 'unpaid' }),
      [CONFIRM]: simulatorPaid,
      [STATUS]: () => ok(payState(++polls > 1 ? 'paid' : 'unpaid', polls > 1 ? 'succeeded' : 'pending')),
    })
    const { container } = render(<SupplierBillDetail />)
    await settle()
    const methods = screen.getAllByTestId('pay-method')
    expect(methods[0].getAttribute('aria-disabled')).toBe('true')
    expect(methods[0].textContent).toContain('余额不足')
    expect(methods[1].getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByTestId('picker-value')).toBeNull()
    const loadingsBefore = taroMock.loadings.length
    await clickButton(container, '确认支付 ¥1,200.00')
    expect(requestsTo(PAY)[0].data).toEqual({ id: 'b1', payMethod: 'wechat', payChannel: 'mini' })
    expect(lastModal()).toMatchObject({ title: '模拟支付', confirmText: '确认支付' })
    expect(requestsTo(CONFIRM)[0].data).toEqual({ payNo: 'PY202603010001' })
    expect(screen.getByTestId('pay-polling').textContent).toBe('正在确认支付结果…')
    expect(buttonDisabled(container, '确认支付')).toBe(true)
    await wait(2200)
    await settle()
    expect(requestsTo(STATUS).map((r) => r.method)).toEqual(['GET', 'GET'])
    // Only the pay action showed the loading text; the polls none.
    expect(taroMock.loadings.length - loadingsBefore).toBe(1)
    expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
    expect(document.body.textContent).toContain('已支付')
  })

  test('a cancelled simulator payment says so and the bill stays payable; a closed attempt stops the poll', async () => {
    answer({
      ...unpaidNoBalance(),
      [CONFIRM]: simulatorPaid,
      [STATUS]: ok(payState('unpaid', 'closed')),
    })
    const { container } = render(<SupplierBillDetail />)
    await settle()
    taroMock.modalAnswer = false
    await clickButton(container, '确认支付')
    expect(taroMock.toasts.at(-1)?.title).toBe('已取消支付')
    expect(requestsTo(CONFIRM)).toHaveLength(0)
    expect(buttonDisabled(container, '确认支付')).toBe(false)
    taroMock.modalAnswer = true
    await clickButton(container, '确认支付')
    expect(taroMock.toasts.at(-1)?.title).toBe('支付已关闭，请重新支付')
    // One read said closed: the poll stopped there, and the bill can be paid again.
    expect(requestsTo(STATUS)).toHaveLength(1)
    expect(screen.queryByTestId('pay-polling')).toBeNull()
    expect(buttonDisabled(container, '确认支付')).toBe(false)
  })

  test('a confirm the simulator refuses (the attempt closed meanwhile) shows its message; nothing is polled', async () => {
    answer({
      ...unpaidNoBalance(),
      [CONFIRM]: { statusCode: 200, data: { state: 1, msg: '该支付已关闭，请返回重新发起支付', result: { paid: false }, paid: false } },
    })
    const { container } = render(<SupplierBillDetail />)
    await settle()
    await clickButton(container, '确认支付')
    expect(lastModal()).toMatchObject({ content: '该支付已关闭，请返回重新发起支付' })
    expect(taroMock.toasts.at(-1)?.title).toBe('支付未完成，请重试')
    expect(requestsTo(STATUS)).toHaveLength(0)
    expect(buttonDisabled(container, '确认支付')).toBe(false)
  })

  test('opened while an attempt is pending (back from the checkout page): polls at once', async () => {
    answer({
      [BILL]: ok(billDetail({ payments: [{ paymentId: 'p1', payNo: 'PY1', provider: 'simulator', amountFen: 120000, status: 'pending', createTime: '2026-03-01T08:00:00.000Z', paidTime: null }] })),
      [ACCOUNT]: ok(account()),
      [AMOUNTS]: ok({ items: [], bestCouponId: null }),
      [COUPONS]: pageOf([]),
      [STATUS]: ok(payState('paid', 'succeeded')),
    })
    render(<SupplierBillDetail />)
    await settle()
    expect(requestsTo(STATUS)).toHaveLength(1)
    expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
    expect(document.body.textContent).toContain('支付中')
  })

  test('a paid bill offers no payment; errors show the error state', async () => {
    answer({ [BILL]: ok(billDetail({ payStatus: 'paid', paidFen: 120000, outstandingFen: 0 })) })
    const { unmount } = render(<SupplierBillDetail />)
    await settle()
    expect(screen.queryByTestId('pay-method')).toBeNull()
    expect(screen.getByTestId('bill-amount').textContent).toBe('¥1,200.00')
    unmount()
    answer({ [BILL]: fail('记录不存在') })
    render(<SupplierBillDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})

describe('gift by identity code', () => {
  beforeEach(() => onPage('/supplier/user/couponChange', { couponId: 'c1' }, ['supplier/index', 'supplier/user/coupon']))

  test('a scanned buyer code names the buyer; the gift carries the code itself', async () => {
    jest.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'MC1.buyer.sig' } as never)
    answer({
      [COUPONS]: pageOf([coupon('c1')]),
      [ID_OWNER]: ok({ id: 'buyer1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '赵采买', mobile: '138****0003', kind: 'buyer', expiresAt: new Date(Date.now() + 300_000).toISOString() }),
      [DONATE]: ok({ couponId: 'c1', toCustomerId: 'buyer1', toName: '城南生鲜采购中心' }),
    })
    const { container } = render(<SupplierCouponChange />)
    await settle()
    await clickButton(container, '扫描买家身份码')
    expect(formBody(requestsTo(ID_OWNER)[0])).toEqual({ code: 'MC1.buyer.sig' })
    expect(screen.getByTestId('chosen-buyer').textContent).toMatch(/已验证身份码/)
    await clickButton(container, '确认赠送')
    expect(formBody(requestsTo(DONATE)[0])).toEqual({ couponId: 'c1', idCode: 'MC1.buyer.sig' })
  })

  test("a shop's code is refused; a cancelled scan does nothing", async () => {
    const scan = jest.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'MC1.shop.sig' } as never)
    answer({
      [COUPONS]: pageOf([coupon('c1')]),
      [ID_OWNER]: ok({ id: 'shop2', name: '鲜丰水产批发部', customerType: 'supplier', contactName: null, mobile: null, kind: 'shop', expiresAt: '2026-03-01T00:05:00.000Z' }),
    })
    const { container } = render(<SupplierCouponChange />)
    await settle()
    await clickButton(container, '扫描买家身份码')
    expect(lastModal().content).toBe('请扫描买家的身份码')
    expect(screen.queryByTestId('chosen-buyer')).toBeNull()
    scan.mockRejectedValue({ errMsg: 'scanCode:fail cancel' })
    await clickButton(container, '扫描买家身份码')
    expect(requestsTo(ID_OWNER)).toHaveLength(1)
    await tap(container)
  })
})
