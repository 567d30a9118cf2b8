/** The buyer's orders: the list and the detail with paying (balance, credit, WeChat Pay / the simulator), repaying, confirming and the next steps. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { OrderDetail, OrderStatus } from '@/contract/types'
import { APP_CONFIG } from '@/config'
import PurchaserOrderList from '@/purchaser/order'
import PurchaserOrderDetail from '@/purchaser/orderDetail'
import { taroMock, type FakeResponse, type RequestOptions } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'
import { API, fakeCanvas, orderDetail, orderItem, pageOf, tap, expectEmptyAndError } from './tradeFixtures'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 140, height: 140, pixelRatio: 2 })) }))

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable
/** What happened, in order: subscribe asks, requests sent, pay sheets shown. */
let events: string[]

beforeEach(() => {
  loginAs('purchaser', { realName: '王采购', customerId: 'pur1' })
  events = []
  taro.requestSubscribeMessage = jest.fn(() => {
    events.push('subscribe')
    return Promise.resolve({ [APP_CONFIG.subscribeTemplates.order]: 'accept' })
  })
})
afterEach(() => {
  delete taro.requestSubscribeMessage
  delete taro.requestPayment
})

const method = (value: string) => screen.getAllByTestId('pay-method').find((m) => m.getAttribute('data-value') === value)!

describe('list', () => {
  test('opened with ?status=owed: that tab, that query; 待评价 asks for completed unrated orders; a tap opens the order', async () => {
    onPage('/purchaser/order', { status: 'owed' }, ['purchaser/index'])
    answer({ [API.orderPage]: pageOf([orderItem('1', { status: 'owed', owedFen: 12345 })]) })
    render(<PurchaserOrderList />)
    await settle()
    expect(screen.getAllByTestId('filter-tab').find((t) => t.getAttribute('data-active') === 'true')?.textContent).toBe('赊账待还')
    expect(formBody(requestsTo(API.orderPage)[0])).toEqual({ current: '1', size: '20', status: 'owed' })
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('绿源果蔬商行')
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('欠款 ¥123.45')
    await tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === '待评价')!)
    expect(formBody(requestsTo(API.orderPage)[1])).toEqual({ current: '1', size: '20', status: 'completed', evaluated: 'false' })
    await tap(screen.getAllByTestId('list-card')[0])
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/orderDetail?id=1' }])
  })

  test('empty and error', () => expectEmptyAndError(PurchaserOrderList, API.orderPage, '暂无订单', undefined, () => onPage('/purchaser/order', {}, ['purchaser/index'])))
})

describe('detail', () => {
  beforeEach(() => onPage('/purchaser/orderDetail', { id: 'o1' }, ['purchaser/index', 'purchaser/order']))

  /** The order as the server holds it; pay actions move it. */
  let current: OrderDetail
  function serve(extra: Record<string, FakeResponse | ((r: RequestOptions) => FakeResponse | Promise<FakeResponse>)> = {}) {
    answer({
      [API.order]: () => ok(current),
      [API.balance]: ok({ customerId: 'pur1', balanceFen: 50000, totalInFen: 0, totalOutFen: 0, totalRefundFen: 0, updateTime: null }),
      [API.creditTotal]: ok({ accountCount: 1, limitFen: 100000, usedFen: 0, availableFen: 100000, overdueFen: 0 }),
      [API.coupons]: pageOf([]),
      [API.couponAmounts]: ok({ items: [], bestCouponId: null }),
      ...extra,
    })
  }
  const settleAs = (status: OrderStatus, extra: Partial<OrderDetail> = {}) => {
    current = { ...current, status, ...extra }
  }

  test('the shop and its rating, the lines with trace codes, the amounts', async () => {
    current = orderDetail()
    serve()
    render(<PurchaserOrderDetail />)
    await settle()
    expect(screen.getByTestId('rating-line').textContent).toContain('4.6分')
    expect(screen.getByTestId('rating-line').textContent).toContain('25条评价')
    expect(screen.getAllByTestId('order-line')).toHaveLength(2)
    expect(document.body.textContent).toContain('请尽快完成支付')
    expect(screen.getAllByTestId('pay-method').map((m) => m.textContent)).toEqual([
      expect.stringContaining('微信支付'),
      expect.stringContaining('可用余额 ¥500.00'),
      expect.stringContaining('可用额度 ¥1,000.00'),
    ])
  })

  test('balance: the subscribe request comes first from the tap, then one pay call; settled at once, the order reads paid', async () => {
    current = orderDetail()
    serve({
      [API.pay]: (r) => {
        events.push('pay')
        settleAs('paid', { paidFen: 12345, payMethod: 'balance' })
        return ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid', ...{ id: formBody(r).id } })
      },
    })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await tap(method('balance'))
    await clickButton(container, '支付 ¥123.45')
    expect(events).toEqual(['subscribe', 'pay'])
    expect(formBody(requestsTo(API.pay)[0])).toEqual({ id: 'o1', payMethod: 'balance' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('支付成功')
    await settle()
    expect(document.body.textContent).toContain('已支付')
    expect(screen.queryByTestId('pay-method')).toBeNull()
    expect(document.body.textContent).toContain('确认收货')
  })

  test('WeChat Pay through the simulator: confirm, then the order is read again until the callback moved it', async () => {
    current = orderDetail()
    serve({
      [API.pay]: () =>
        ok({
          settled: false,
          paymentId: 'p1',
          payNo: 'PY20261122000001',
          provider: 'simulator',
          request: { provider: 'simulator', appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=x', signType: 'RSA', paySign: 's', simulatorUrl: '/pay-simulator/checkout?payNo=PY20261122000001' },
          expiresAt: '2026-11-22T03:00:00Z',
          status: 'unpaid',
        }),
      '/pay-simulator/confirm': (r) => {
        events.push(`confirm ${(r.data as { payNo: string }).payNo}`)
        settleAs('paid', { paidFen: 12345 })
        return { statusCode: 200, data: { paid: true } }
      },
    })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await clickButton(container, '支付 ¥123.45')
    expect(formBody(requestsTo(API.pay)[0])).toEqual({ id: 'o1', payMethod: 'wechat', payChannel: 'mini' })
    expect(lastModal()).toEqual(expect.objectContaining({ title: '模拟支付', content: '绿源果蔬商行\n金额：¥123.45' }))
    expect(events).toEqual(['subscribe', 'confirm PY20261122000001'])
    await settle()
    expect(taroMock.toasts.map((t) => t.title)).toContain('支付成功')
    expect(document.body.textContent).toContain('已支付')
  })

  test('WeChat Pay on weapp: requestPayment with the signed parameters; a cancelled payment leaves the order payable', async () => {
    current = orderDetail()
    const request = { provider: 'wechat', appId: 'wx', timeStamp: '1700000000', nonceStr: 'n0', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }
    serve({ [API.pay]: ok({ settled: false, paymentId: 'p1', payNo: 'PY1', provider: 'wechat', request, expiresAt: '2026-11-22T03:00:00Z', status: 'unpaid' }) })
    const pay = jest.fn(() => Promise.reject({ errMsg: 'requestPayment:fail cancel' }))
    taro.requestPayment = pay
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await clickButton(container, '支付 ¥123.45')
    expect(pay).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'n0', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('已取消支付')
    expect(document.body.textContent).toContain('待支付')
    expect(buttonDisabled(container, '支付 ¥123.45')).toBe(false)
  })

  test('a double tap on pay makes one pay call; the button is disabled while it runs', async () => {
    current = orderDetail()
    let release: (r: FakeResponse) => void = () => undefined
    serve({ [API.pay]: () => new Promise<FakeResponse>((r) => (release = r)) })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await tap(method('credit'))
    const button = [...container.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('支付 ¥123.45'))!
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await settle()
    expect(requestsTo(API.pay)).toHaveLength(1)
    expect(buttonDisabled(container, '支付')).toBe(true)
    settleAs('owed', { owedFen: 12345 })
    await act(async () => release(ok({ settled: true, paymentId: 'p1', provider: 'credit', status: 'owed' })))
    await settle()
    expect(requestsTo(API.pay)).toHaveLength(1)
    expect(document.body.textContent).toContain('赊账待还')
  })

  test('the best coupon is applied: the amount to pay and the payload follow it; 不使用 is a choice', async () => {
    current = orderDetail()
    serve({
      [API.coupons]: pageOf([{ id: 'c1', name: '满100减10' }]),
      [API.couponAmounts]: ok({ items: [{ couponId: 'c1', usable: true, discountFen: 1000, reason: null }], bestCouponId: 'c1' }),
      [API.pay]: ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid' }),
    })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    expect(requestsTo(API.couponAmounts)[0].data).toEqual({ couponIds: [], payableFen: 12345 })
    expect(screen.getByTestId('picker-value').textContent).toBe('满100减10（减¥10.00）')
    await tap(method('balance'))
    await clickButton(container, '支付 ¥113.45')
    expect(formBody(requestsTo(API.pay)[0])).toEqual({ id: 'o1', payMethod: 'balance', couponId: 'c1' })
  })

  test('too little balance: the balance option cannot be chosen', async () => {
    current = orderDetail()
    serve({ [API.balance]: ok({ customerId: 'pur1', balanceFen: 100, totalInFen: 0, totalOutFen: 0, totalRefundFen: 0, updateTime: null }) })
    render(<PurchaserOrderDetail />)
    await settle()
    expect(method('balance').getAttribute('aria-disabled')).toBe('true')
    await tap(method('balance'))
    expect(method('wechat').getAttribute('aria-checked')).toBe('true')
  })

  test('an owed order: repay with WeChat Pay or balance (no credit); the order reads repaid', async () => {
    current = orderDetail({ status: 'owed', owedFen: 12345, payMethod: 'credit', creditDueDate: '2026-12-15' })
    serve({
      [API.repay]: () => {
        settleAs('repaid', { owedFen: 0, paidFen: 12345 })
        return ok({ settled: true, paymentId: 'p2', provider: 'balance', status: 'repaid' })
      },
    })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    expect(document.body.textContent).toContain('2026-12-15')
    expect(screen.getAllByTestId('pay-method').map((m) => m.getAttribute('data-value'))).toEqual(['wechat', 'balance'])
    expect(screen.queryByText('关闭订单')).toBeNull()
    await tap(method('balance'))
    await clickButton(container, '还款 ¥123.45')
    expect(formBody(requestsTo(API.repay)[0])).toEqual({ id: 'o1', payMethod: 'balance' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('还款成功')
    await settle()
    expect(document.body.textContent).toContain('已还款')
  })

  test('closing an unpaid order (confirmed)', async () => {
    current = orderDetail()
    serve({ [API.close]: () => (settleAs('closed', { closeReason: '买家取消' }), ok({ id: 'o1', status: 'closed' })) })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await clickButton(container, '关闭订单')
    expect(lastModal().content).toBe('确定关闭该订单吗？')
    expect(formBody(requestsTo(API.close)[0])).toEqual({ id: 'o1' })
    await settle()
    expect(document.body.textContent).toContain('关闭原因：买家取消')
  })

  test('a paid order: 确认收货 and 申请售后; a completed one: 评价', async () => {
    current = orderDetail({ status: 'paid', paidFen: 12345 })
    serve({ [API.confirm]: () => (settleAs('completed'), ok({ id: 'o1', status: 'completed' })) })
    const { container } = render(<PurchaserOrderDetail />)
    await settle()
    await clickButton(container, '确认收货')
    expect(formBody(requestsTo(API.confirm)[0])).toEqual({ id: 'o1' })
    await settle()
    expect(document.body.textContent).toContain('交易完成，欢迎评价')
    await clickButton(container, '评价')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/purchaser/orderAppraise?orderId=o1' })
    await clickButton(container, '申请售后')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/purchaser/afterSaleApply?orderId=o1' })
  })

  test('load error with retry; logged out makes no request', async () => {
    answer({ [API.order]: fail('记录不存在') })
    const { unmount } = render(<PurchaserOrderDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
    unmount()
    taroMock.requests = []
    const { useSession } = await import('@/stores/session')
    useSession.setState({ user: null })
    render(<PurchaserOrderDetail />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})
