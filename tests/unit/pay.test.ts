/**
 * @jest-environment jsdom
 */
/** The pay adapter per platform (docs/trade.md section 17): weapp (pay.ts) and H5 (pay.h5.ts). */
import Taro from '@tarojs/taro'
import type { ClientPayRequest } from '@/contract/types'
import * as weapp from '@/core/wechat/pay'
import * as h5 from '@/core/wechat/pay.h5'
import { taroMock } from '../mocks/taro'

const wechatReq: ClientPayRequest = {
  provider: 'wechat',
  appId: 'wx-app',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'c2lnbg==',
}
const simReq: ClientPayRequest = { ...wechatReq, provider: 'simulator', simulatorUrl: '/pay-simulator/checkout?payNo=PY20261122ABCDEFGHJKLMNPQR&sig=s1g-_x' }

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable

beforeEach(() => {
  taroMock.reset()
  delete (window as unknown as Mutable).WeixinJSBridge
})

function userAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

describe('weapp', () => {
  afterEach(() => {
    delete taro.requestPayment
  })

  test('channel is the mini program', () => {
    expect(weapp.payChannel()).toBe('mini')
  })

  test('wechat: requestPayment with the signed parameters; success is paid', async () => {
    const pay = jest.fn(() => Promise.resolve({ errMsg: 'requestPayment:ok' }))
    taro.requestPayment = pay
    await expect(weapp.requestPay(wechatReq)).resolves.toBe('paid')
    expect(pay).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'c2lnbg==' })
  })

  test.each([
    ['requestPayment:fail cancel', 'cancelled'],
    ['requestPayment:fail (detail message)', 'failed'],
  ])('wechat: %s is %s', async (errMsg, outcome) => {
    taro.requestPayment = jest.fn(() => Promise.reject({ errMsg }))
    await expect(weapp.requestPay(wechatReq)).resolves.toBe(outcome)
  })

  test('simulator: the 模拟支付 confirm, then POST /pay-simulator/confirm {payNo, sig} (the payer\'s own link) on the API root', async () => {
    taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '支付成功', result: { paid: true }, paid: true } })
    await expect(weapp.requestPay(simReq, { amountFen: 12345, title: '绿源果蔬商行' })).resolves.toBe('paid')
    expect(taroMock.modals).toEqual([expect.objectContaining({ title: '模拟支付', content: '绿源果蔬商行\n金额：¥123.45', confirmText: '确认支付' })])
    expect(taroMock.requests).toHaveLength(1)
    const r = taroMock.requests[0]
    expect(r.url).toMatch(/\/pay-simulator\/confirm$/)
    expect(r.method).toBe('POST')
    expect(r.data).toEqual({ payNo: 'PY20261122ABCDEFGHJKLMNPQR', sig: 's1g-_x' })
  })

  test('simulator: 取消 is cancelled and nothing is sent; a refused confirm is failed', async () => {
    taroMock.modalAnswer = false
    await expect(weapp.requestPay(simReq)).resolves.toBe('cancelled')
    expect(taroMock.requests).toHaveLength(0)
    taroMock.modalAnswer = true
    taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 1, msg: '该支付已关闭，请返回重新发起支付', result: { paid: false }, paid: false } })
    await expect(weapp.requestPay(simReq)).resolves.toBe('failed')
    expect(taroMock.modals.at(-1)).toEqual(expect.objectContaining({ title: '提示', content: '该支付已关闭，请返回重新发起支付' }))
    taroMock.requestHandler = () => ({ statusCode: 502, data: '' })
    await expect(weapp.requestPay(simReq)).resolves.toBe('failed')
    taroMock.requestHandler = () => ({ fail: 'request:fail timeout' })
    await expect(weapp.requestPay(simReq)).resolves.toBe('failed')
  })

  test('simulator without a pay number is failed', async () => {
    await expect(weapp.requestPay({ ...simReq, simulatorUrl: '/pay-simulator/checkout' })).resolves.toBe('failed')
    expect(taroMock.modals).toHaveLength(0)
  })
})

describe('h5', () => {
  let assigned: string[]
  beforeEach(() => {
    assigned = []
    jest.spyOn(h5.browser, 'assign').mockImplementation((url) => void assigned.push(url))
    window.history.replaceState(null, '', '/mp/index.html#/purchaser/orderDetail?id=o1')
  })
  afterEach(() => jest.restoreAllMocks())

  test('channel: jsapi inside WeChat, web elsewhere', () => {
    userAgent('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.49 NetType/WIFI')
    expect(h5.payChannel()).toBe('jsapi')
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')
    expect(h5.payChannel()).toBe('web')
  })

  test('simulator: the checkout page with a return path to this screen; redirected', async () => {
    await expect(h5.requestPay(simReq)).resolves.toBe('redirected')
    expect(assigned).toHaveLength(1)
    const url = new URL(assigned[0])
    expect(url.pathname).toBe('/pay-simulator/checkout')
    expect(url.searchParams.get('payNo')).toBe('PY20261122ABCDEFGHJKLMNPQR')
    // The payer's own link: its signature goes along (issue 17, item 8).
    expect(url.searchParams.get('sig')).toBe('s1g-_x')
    expect(url.searchParams.get('return')).toBe('/mp/#/purchaser/orderDetail?id=o1')
  })

  test('simulator with an absolute checkout URL keeps its host', () => {
    expect(h5.simulatorCheckoutUrl({ simulatorUrl: 'https://pay.example.com/pay-simulator/checkout?payNo=PY1' })).toBe(
      `https://pay.example.com/pay-simulator/checkout?payNo=PY1&return=${encodeURIComponent('/mp/#/purchaser/orderDetail?id=o1')}`,
    )
  })

  test('wechat in WeChat: getBrandWCPayRequest with the app id and signed parameters', async () => {
    userAgent('Mozilla/5.0 MicroMessenger/8.0.49')
    const invoke = jest.fn((_api: string, _p: Record<string, string>, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }))
    ;(window as unknown as Mutable).WeixinJSBridge = { invoke }
    await expect(h5.requestPay(wechatReq)).resolves.toBe('paid')
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wx-app', timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'c2lnbg==' },
      expect.any(Function),
    )
    invoke.mockImplementation((_a, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }))
    await expect(h5.requestPay(wechatReq)).resolves.toBe('cancelled')
    invoke.mockImplementation((_a, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:fail' }))
    await expect(h5.requestPay(wechatReq)).resolves.toBe('failed')
  })

  test('wechat in WeChat waits for the bridge to be injected', async () => {
    userAgent('Mozilla/5.0 MicroMessenger/8.0.49')
    const pending = h5.requestPay(wechatReq)
    ;(window as unknown as Mutable).WeixinJSBridge = { invoke: (_a: string, _p: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }) }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(pending).resolves.toBe('paid')
  })

  test('wechat outside WeChat cannot pay: failed, nothing opened', async () => {
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')
    await expect(h5.requestPay(wechatReq)).resolves.toBe('failed')
    expect(assigned).toHaveLength(0)
  })
})
