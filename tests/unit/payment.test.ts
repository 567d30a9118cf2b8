/**
 * The pieces of the one payment way (src/domain/payment): the poller, the coupon rule, the method
 * options, and the subject descriptors' progress reads.
 */
import type { BillDetail, BillPayState, CouponAmounts, OrderDetail, ParkingFee } from '@/contract/types'
import { setApiRoot } from '@/core/apiRoot'
import { couponChoices, NO_COUPON } from '@/domain/payment/coupons'
import { chosenMethod, payMethodOptions } from '@/domain/payment/methods'
import { pollPayment, type PayProgress } from '@/domain/payment/poll'
import { PAY_SUBJECTS } from '@/domain/payment/subjects'
import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
})

describe('the one poller', () => {
  test('every 2 s until decided; a failed read is "not yet"; up to 60 s; cancellable', async () => {
    let t = 0
    const sleeps: number[] = []
    const clock = { now: () => t, sleep: async (ms: number) => void (sleeps.push(ms), (t += ms)) }
    const answers: Array<Promise<PayProgress>> = [Promise.reject(new Error('lost')), Promise.resolve('open'), Promise.resolve('paid')]
    answers[0].catch(() => undefined)
    let i = 0
    await expect(pollPayment(() => answers[i++], clock)).resolves.toBe('paid')
    expect(sleeps).toEqual([2000, 2000])
    t = 0
    let reads = 0
    await expect(pollPayment(async () => (reads++, 'open'), clock)).resolves.toBe('timeout')
    // Reads at 0, 2, ..., 60 s.
    expect(reads).toBe(31)
    await expect(pollPayment(async () => 'closed', clock)).resolves.toBe('closed')
    await expect(pollPayment(async () => 'failed', clock)).resolves.toBe('failed')
    let stop = false
    await expect(pollPayment(async () => ((stop = true), 'open'), { ...clock, cancelled: () => stop })).resolves.toBe('cancelled')
  })
})

describe('the one coupon rule', () => {
  const amounts = (items: Array<[id: string, usable: boolean, discountFen: number]>, best: string | null): CouponAmounts => ({
    items: items.map(([couponId, usable, discountFen]) => ({ couponId, usable, discountFen, reason: usable ? null : '未达到使用门槛' })),
    bestCouponId: best,
  })
  const names = [
    { id: 'c1', name: '满100减10' },
    { id: 'c2', name: '满200减20' },
    { id: 'c3', name: '无门槛5元' },
  ]

  test('usable coupons that take something off, best first, named with what they take off; the server best is the default', () => {
    const r = couponChoices(amounts([['c1', true, 1000], ['c4', false, 0], ['c3', true, 500], ['c2', true, 2000], ['c5', true, 0]], 'c2'), names)
    expect(r.options).toEqual([
      { value: 'c2', label: '满200减20（减¥20.00）', discountFen: 2000 },
      { value: 'c1', label: '满100减10（减¥10.00）', discountFen: 1000 },
      { value: 'c3', label: '无门槛5元（减¥5.00）', discountFen: 500 },
    ])
    expect(r.best).toBe('c2')
  })

  test('on a tie the server picks (earliest expiry); without its pick the largest discount; none: no coupon', () => {
    expect(couponChoices(amounts([['c1', true, 1000], ['c3', true, 1000]], 'c3'), names).best).toBe('c3')
    expect(couponChoices(amounts([['c1', true, 1000], ['c2', true, 2000]], null), names).best).toBe('c2')
    expect(couponChoices(amounts([['c1', true, 1000]], 'gone'), names).best).toBe('c1')
    expect(couponChoices(amounts([['c1', false, 0]], null), names)).toEqual({ options: [], best: NO_COUPON })
  })

  test('a coupon not among the named ones is 优惠券', () => {
    expect(couponChoices(amounts([['c9', true, 300]], 'c9'), names).options[0].label).toBe('优惠券（减¥3.00）')
  })
})

describe('pay methods', () => {
  test('hints say what each leaves; one that cannot cover what is due is shown but not choosable', () => {
    expect(payMethodOptions(['wechat', 'balance', 'credit'], { balanceFen: 50000, creditFen: 100000, hasCredit: true }, 12345)).toEqual([
      { value: 'wechat', hint: '使用微信支付' },
      { value: 'balance', hint: '可用余额 ¥500.00', disabled: false },
      { value: 'credit', hint: '可用额度 ¥1,000.00', disabled: false },
    ])
    expect(payMethodOptions(['balance', 'credit'], { balanceFen: 100, creditFen: 100, hasCredit: true }, 12345)).toEqual([
      { value: 'balance', hint: '可用余额 ¥1.00，余额不足', disabled: true },
      { value: 'credit', hint: '可用额度 ¥1.00', disabled: true },
    ])
    expect(payMethodOptions(['balance', 'credit'], { hasCredit: false }, 1)).toEqual([
      { value: 'balance', hint: '使用预存款余额支付', disabled: false },
      { value: 'credit', hint: '该商户未给您开通赊账', disabled: true },
    ])
    expect(payMethodOptions(['credit'], {}, 1)).toEqual([{ value: 'credit', hint: '先提货，按期还款', disabled: false }])
  })

  test('the chosen method: the payer\'s while choosable, else the first choosable one', () => {
    const options = payMethodOptions(['balance', 'wechat'], { balanceFen: 0 }, 100)
    expect(chosenMethod(options, null)).toBe('wechat')
    expect(chosenMethod(options, 'balance')).toBe('wechat')
    expect(chosenMethod(payMethodOptions(['balance', 'wechat'], { balanceFen: 500 }, 100), null)).toBe('balance')
    expect(chosenMethod(payMethodOptions(['balance', 'wechat'], { balanceFen: 500 }, 100), 'wechat')).toBe('wechat')
  })
})

describe('subject descriptors', () => {
  const answer = (result: unknown) => (taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '', result } }))

  test('a bill\'s progress is its pay status: paid, the newest attempt closed or failed, else open; read without a loading text', async () => {
    const bill = { id: 'b1' } as BillDetail
    const state = (payStatus: BillPayState['payStatus'], status?: 'pending' | 'closed' | 'failed' | 'succeeded'): BillPayState => ({
      id: 'b1',
      payStatus,
      amountFen: 100,
      paidFen: 0,
      latestPayment: status ? { paymentId: 'p', status } : null,
    })
    const seen: string[] = []
    for (const [s, want] of [
      [state('paid', 'succeeded'), 'paid'],
      [state('unpaid', 'closed'), 'closed'],
      [state('partial', 'failed'), 'failed'],
      [state('unpaid', 'pending'), 'open'],
      [state('unpaid'), 'open'],
    ] as const) {
      answer(s)
      seen.push(await PAY_SUBJECTS.bill.progress(bill))
      expect(seen.at(-1)).toBe(want)
    }
    expect(taroMock.requests.every((r) => r.method === 'GET' && r.url.includes('/api/settle/billInfo/queryBillPayStatus'))).toBe(true)
    expect(taroMock.loadings).toHaveLength(0)
  })

  test('an order\'s progress: moved on from where it was paid is paid, closed meanwhile is closed, else open', async () => {
    const order = { id: 'o1', status: 'unpaid' } as OrderDetail
    answer({ id: 'o1', status: 'paid' })
    await expect(PAY_SUBJECTS.order.progress(order)).resolves.toBe('paid')
    answer({ id: 'o1', status: 'owed' })
    await expect(PAY_SUBJECTS.order.progress(order)).resolves.toBe('paid')
    answer({ id: 'o1', status: 'closed' })
    await expect(PAY_SUBJECTS.order.progress(order)).resolves.toBe('closed')
    answer({ id: 'o1', status: 'unpaid' })
    await expect(PAY_SUBJECTS.order.progress(order)).resolves.toBe('open')
    answer({ id: 'o1', status: 'repaid' })
    await expect(PAY_SUBJECTS.orderRepay.progress({ ...order, status: 'owed' })).resolves.toBe('paid')
    expect(taroMock.loadings).toHaveLength(0)
  })

  test('parking (public, by plate): read again by plate, paid once nothing is due, closed when the attempt ended with money still due', async () => {
    const fee = { plateNumber: '京A12345', dueFen: 600, paying: false } as ParkingFee
    answer({ plateNumber: '京A12345', dueFen: 600, paying: true })
    await expect(PAY_SUBJECTS.parking.progress(fee)).resolves.toBe('open')
    answer({ plateNumber: '京A12345', dueFen: 0, paying: false })
    await expect(PAY_SUBJECTS.parking.progress(fee)).resolves.toBe('paid')
    answer({ plateNumber: '京A12345', dueFen: 600, paying: false })
    await expect(PAY_SUBJECTS.parking.progress(fee)).resolves.toBe('closed')
    expect(taroMock.requests.every((r) => r.method === 'GET' && r.url.includes('/api/gate/outmarketMain/getCurrentParkingFee') && r.url.includes(encodeURIComponent('京A12345')))).toBe(true)
    expect(taroMock.loadings).toHaveLength(0)
    // No account: only WeChat Pay, no subscribe message, no coupon; a pending attempt is confirmed on open.
    expect(PAY_SUBJECTS.parking.methods).toEqual(['wechat'])
    expect(PAY_SUBJECTS.parking.subscribe).toBeUndefined()
    expect(PAY_SUBJECTS.parking.couponBaseFen(fee)).toBeNull()
    expect(PAY_SUBJECTS.parking.pending?.({ ...fee, paying: true })).toBe(true)
  })

  test('what each subject owes, and where a coupon applies', () => {
    const o = { payableFen: 12345, goodsFen: 13345, discountFen: 0, owedFen: 500, couponId: null } as OrderDetail
    expect(PAY_SUBJECTS.order.amountFen(o)).toBe(12345)
    expect(PAY_SUBJECTS.order.couponBaseFen(o)).toBe(13345)
    expect(PAY_SUBJECTS.order.couponBaseFen({ ...o, discountFen: 100 })).toBeNull()
    expect(PAY_SUBJECTS.orderRepay.amountFen(o)).toBe(500)
    expect(PAY_SUBJECTS.orderRepay.couponBaseFen(o)).toBeNull()
    const b = { outstandingFen: 800, discountFen: 0, payments: [] } as unknown as BillDetail
    expect(PAY_SUBJECTS.bill.couponBaseFen(b)).toBe(800)
    expect(PAY_SUBJECTS.bill.couponBaseFen({ ...b, discountFen: 100 })).toBeNull()
    expect(PAY_SUBJECTS.bill.pending?.({ ...b, payments: [{ status: 'pending' }] } as unknown as BillDetail)).toBe(true)
    expect(PAY_SUBJECTS.bill.pending?.(b)).toBe(false)
  })
})
