/**
 * usePayment, the one payment hook, on its own: a payment settled by its answer, an online one
 * paid and confirmed by the poller, cancelled, failed, closed while polled, a pending attempt
 * confirmed when the screen opens, a double tap; every outcome announced through core/refresh.
 */
import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { BillDetail, BillPayState, ClientPayRequest, OrderDetail, ParkingFee } from '@/contract/types'
import { onChange } from '@/core/refresh'
import { settle as settleContract } from '@/contract/settle'
import { usePayment } from '@/domain/payment/usePayment'
import { taroMock, type FakeResponse } from '../mocks/taro'
import { answer, formBody, loginAs, ok, requestsTo, settle } from './helpers'

const PAY_BILL = '/api/settle/billInfo/payBill'
const STATUS = '/api/settle/billInfo/queryBillPayStatus'
const REPAY = '/api/settle/orderInfo/oweRepay'
const ORDER = '/api/settle/orderInfo/queryById'
const CONFIRM = '/pay-simulator/confirm'
const PARKING_PAY = '/api/gate/outmarketMain/payImmediately'
const PARKING_FEE = '/api/gate/outmarketMain/getCurrentParkingFee'

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable

const bill = (extra: Partial<BillDetail> = {}) =>
  ({ id: 'b1', title: '3月租金', billNo: 'ZD1', outstandingFen: 120000, discountFen: 0, payStatus: 'unpaid', payments: [], ...extra }) as unknown as BillDetail
const request: ClientPayRequest = {
  provider: 'simulator',
  appId: 'wx',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=x',
  signType: 'RSA',
  paySign: 's',
  simulatorUrl: '/pay-simulator/checkout?payNo=PY1',
}
const online = ok({ settled: false, paymentId: 'p1', payNo: 'PY1', provider: 'simulator', request, expiresAt: '', status: 'unpaid' })
const payState = (payStatus: BillPayState['payStatus'], status: 'pending' | 'closed' | 'succeeded'): FakeResponse =>
  ok({ id: 'b1', payStatus, amountFen: 120000, paidFen: 0, latestPayment: { paymentId: 'p1', status } })

/** What happened, in order: subscribe asks and refresh events (the resource keys they name). */
let events: string[]
let stop: () => void

beforeEach(() => {
  loginAs('supplier', { isAdmin: true })
  events = []
  taro.requestSubscribeMessage = jest.fn(() => {
    events.push('subscribe')
    return Promise.resolve({})
  })
  stop = onChange([settleContract.billInfo, settleContract.orderInfo], () => events.push('refresh'))
})
afterEach(() => {
  stop()
  delete taro.requestSubscribeMessage
})

const wait = (ms: number) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms))
  })

test('settled by its answer: subscribe first, one pay call, the success toast, the resources announced', async () => {
  answer({ [PAY_BILL]: () => (events.push('pay'), ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid' })) })
  const { result } = renderHook(() => usePayment('bill', bill()))
  await act(async () => {
    await result.current.pay({ method: 'balance', couponId: 'c1', amountFen: 118000 })
  })
  expect(events).toEqual(['subscribe', 'pay', 'refresh'])
  expect(requestsTo(PAY_BILL)[0].data).toEqual({ id: 'b1', payMethod: 'balance', couponId: 'c1' })
  expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
  expect(result.current.busy).toBe(false)
})

test('a double tap pays once', async () => {
  let release: (r: FakeResponse) => void = () => undefined
  answer({ [PAY_BILL]: () => new Promise<FakeResponse>((r) => (release = r)) })
  const { result } = renderHook(() => usePayment('bill', bill()))
  let first: Promise<unknown> = Promise.resolve()
  act(() => {
    first = result.current.pay({ method: 'balance', amountFen: 120000 })
    void result.current.pay({ method: 'balance', amountFen: 120000 })
  })
  await settle()
  expect(requestsTo(PAY_BILL)).toHaveLength(1)
  expect(result.current.busy).toBe(true)
  await act(async () => {
    release(ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid' }))
    await first
  })
  expect(requestsTo(PAY_BILL)).toHaveLength(1)
  expect(result.current.busy).toBe(false)
})

test('online and paid: the pay sheet, then the progress polled without a loading text until paid, then announced', async () => {
  let polls = 0
  answer({ [PAY_BILL]: online, [CONFIRM]: { statusCode: 200, data: { paid: true } }, [STATUS]: () => payState(++polls > 1 ? 'paid' : 'unpaid', polls > 1 ? 'succeeded' : 'pending') })
  const { result } = renderHook(() => usePayment('bill', bill()))
  let done: Promise<unknown> = Promise.resolve()
  act(() => {
    done = result.current.pay({ method: 'wechat', amountFen: 120000 })
  })
  await settle()
  expect(requestsTo(PAY_BILL)[0].data).toEqual({ id: 'b1', payMethod: 'wechat', payChannel: 'mini' })
  expect(taroMock.modals.at(-1)).toMatchObject({ title: '模拟支付', content: '3月租金\n金额：¥1,200.00' })
  expect(result.current.polling).toBe(true)
  const loadings = taroMock.loadings.length
  await wait(2200)
  await act(async () => {
    await done
  })
  expect(requestsTo(STATUS)).toHaveLength(2)
  expect(taroMock.loadings.length).toBe(loadings)
  expect(result.current.polling).toBe(false)
  expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
  expect(events.at(-1)).toBe('refresh')
})

test('cancelled on the pay sheet: told so, nothing polled, the resources announced; failed: told to retry', async () => {
  answer({ [PAY_BILL]: online })
  const { result } = renderHook(() => usePayment('bill', bill()))
  taroMock.modalAnswer = false
  await act(async () => {
    await result.current.pay({ method: 'wechat', amountFen: 120000 })
  })
  expect(taroMock.toasts.at(-1)?.title).toBe('已取消支付')
  expect(requestsTo(STATUS)).toHaveLength(0)
  expect(events.at(-1)).toBe('refresh')
  taroMock.modalAnswer = true
  answer({ [PAY_BILL]: online, [CONFIRM]: { statusCode: 200, data: { state: 1, msg: '该支付已关闭，请返回重新发起支付', paid: false } } })
  await act(async () => {
    await result.current.pay({ method: 'wechat', amountFen: 120000 })
  })
  expect(taroMock.toasts.at(-1)?.title).toBe('支付未完成，请重试')
  expect(requestsTo(STATUS)).toHaveLength(0)
})

test('an attempt closed while polled stops the poll and says so', async () => {
  answer({ [PAY_BILL]: online, [CONFIRM]: { statusCode: 200, data: { paid: true } }, [STATUS]: payState('unpaid', 'closed') })
  const { result } = renderHook(() => usePayment('bill', bill()))
  await act(async () => {
    await result.current.pay({ method: 'wechat', amountFen: 120000 })
  })
  expect(requestsTo(STATUS)).toHaveLength(1)
  expect(taroMock.toasts.at(-1)?.title).toBe('支付已关闭，请重新支付')
  expect(result.current.polling).toBe(false)
})

test('opened while an attempt is pending (back from a checkout page): confirmed at once', async () => {
  answer({ [STATUS]: payState('paid', 'succeeded') })
  renderHook(() => usePayment('bill', bill({ payments: [{ status: 'pending' }] as unknown as BillDetail['payments'] })))
  await settle()
  expect(requestsTo(STATUS)).toHaveLength(1)
  expect(taroMock.toasts.at(-1)?.title).toBe('支付成功')
  expect(events).toEqual(['refresh'])
})

test('another subject by its name: an owed order repaid through oweRepay, read again until repaid', async () => {
  const order = { id: 'o1', status: 'owed', supplierName: '绿源果蔬商行', owedFen: 12345 } as OrderDetail
  let confirmed = false
  answer({
    [REPAY]: online,
    [CONFIRM]: () => ((confirmed = true), { statusCode: 200, data: { paid: true } }),
    [ORDER]: () => ok({ ...order, status: confirmed ? 'repaid' : 'owed' }),
  })
  const { result } = renderHook(() => usePayment('orderRepay', order))
  await act(async () => {
    await result.current.pay({ method: 'wechat', amountFen: 12345 })
  })
  expect(formBody(requestsTo(REPAY)[0])).toEqual({ id: 'o1', payMethod: 'wechat', payChannel: 'mini' })
  expect(taroMock.modals.at(-1)).toMatchObject({ content: '绿源果蔬商行\n金额：¥123.45' })
  expect(requestsTo(ORDER)).toHaveLength(1)
  expect(taroMock.toasts.at(-1)?.title).toBe('还款成功')
})

test('parking by plate: the amount seen, beforeSheet before the pay sheet, then the fee read again until nothing is due', async () => {
  const fee = { plateNumber: '浙A7L902', dueFen: 6500, paying: false } as ParkingFee
  let confirmed = false
  answer({
    [PARKING_PAY]: () => (events.push('pay'), online),
    [CONFIRM]: () => ((confirmed = true), { statusCode: 200, data: { paid: true } }),
    [PARKING_FEE]: () => ok({ ...fee, dueFen: confirmed ? 0 : 6500, paying: !confirmed }),
  })
  const { result } = renderHook(() => usePayment('parking', fee))
  await act(async () => {
    await result.current.pay({ method: 'wechat', amountFen: 6500, beforeSheet: async () => void events.push('beforeSheet') })
  })
  // No account: no subscribe message asked for.
  expect(events.slice(0, 2)).toEqual(['pay', 'beforeSheet'])
  expect(requestsTo(PARKING_PAY)[0].data).toEqual({ plateNumber: '浙A7L902', amountFen: 6500, payChannel: 'mini' })
  expect(taroMock.modals.at(-1)).toMatchObject({ content: '停车费-浙A7L902\n金额：¥65.00' })
  expect(requestsTo(PARKING_FEE)).toHaveLength(1)
  expect(taroMock.toasts.at(-1)?.title).toBe('缴费成功')
})
