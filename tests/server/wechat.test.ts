/**
 * WeChat, offline: the WeChat Pay v3 provider against a local fake of WeChat Pay (generated key
 * pairs stand in for the merchant key and the platform certificate): its requests are signed, its
 * answers verified, paySign checks out, a correctly signed and encrypted notification is read and
 * a tampered one refused; the app with PAY_PROVIDER wechat (the channel rules, the notify route,
 * lost callbacks); and the subscribe-message sender with the mini program's shared access token
 * (the WeChat client's, wechatClient.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPairSync } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { Formatter, Rsa } from 'wechatpay-axios-plugin'
import type { OrderStatus, PayStart } from '@/contract'
import { payments, subscribeSends, users } from '../../server/db/schema'
import { WechatSender } from '../../server/modules/message/sender'
import { WeChatHttpApi } from '../../server/modules/wechat/api'
import { TokenStore } from '../../server/modules/wechat/tokenStore'
import { signedNotification } from '../../server/modules/settle/payment/simulator'
import { NotificationError, WechatPayProvider } from '../../server/modules/settle/payment/wechatpay'
import { expectOk, loginAll, setup, type TestEnv } from './helpers'
import { createOrder, detailOf, pay, parties, skuId, type Parties } from './tradeHelpers'

const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
const merchant = pem()
const platform = pem()
const intruder = pem()
const PLATFORM_ID = 'PUB_KEY_ID_0114232134912410000000000000000'
const MERCHANT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD00000000'
const APIV3 = 'abcdefghijklmnopqrstuvwxyz012345'
const MCHID = '1230000109'

/** A fake WeChat Pay: checks the merchant's signature, answers signed with the platform key. */
class FakeWechatPay {
  server!: Server
  base = ''
  seen: Array<{ method: string; url: string; body: Record<string, unknown> }> = []
  paid = new Map<string, number>()
  signWith = platform.privateKey

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`
  }

  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()))

  private send(res: ServerResponse, status: number, payload: object | null): void {
    const body = payload ? JSON.stringify(payload) : ''
    const ts = String(Formatter.timestamp())
    const nonce = Formatter.nonce()
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': PLATFORM_ID,
      'Wechatpay-Signature': Rsa.sign(Formatter.response(ts, nonce, body), this.signWith),
    })
    res.end(body)
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const auth = Object.fromEntries([...(req.headers.authorization ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const signed = auth.mchid === MCHID && auth.serial_no === MERCHANT_SERIAL && Rsa.verify(Formatter.request(req.method!, req.url!, auth.timestamp!, auth.nonce_str!, raw), auth.signature!, merchant.publicKey)
    if (!signed) return this.send(res, 401, { code: 'SIGN_ERROR', message: '签名错误' })
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    this.seen.push({ method: req.method!, url: req.url!, body })
    const url = new URL(req.url!, 'http://x')
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') return this.send(res, 200, { prepay_id: `wx-fake-${body.out_trade_no}` })
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && query) {
      const total = this.paid.get(query[1]!)
      if (total === undefined) return this.send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return this.send(res, 200, { out_trade_no: query[1], transaction_id: `4200fake${query[1]}`, trade_state: 'SUCCESS', success_time: '2026-03-14T10:00:00+08:00', amount: { total, payer_total: total } })
    }
    if (req.method === 'POST' && /\/close$/.test(url.pathname)) return this.send(res, 204, null)
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return this.send(res, 200, { refund_id: '50300fake', out_refund_no: body.out_refund_no, status: 'PROCESSING' })
    return this.send(res, 404, { code: 'NOT_FOUND', message: '' })
  }
}

const fake = new FakeWechatPay()
let provider: WechatPayProvider
let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01', string>
let p: Parties
let potato = ''

beforeAll(async () => {
  await fake.start()
  provider = new WechatPayProvider({ name: 'wechat', mchid: MCHID, serial: MERCHANT_SERIAL, privateKey: merchant.privateKey, platformKeys: { [PLATFORM_ID]: platform.publicKey }, apiV3Key: APIV3, baseURL: fake.base })
  env = await setup({ payments: { name: 'wechat', provider, notifyUrl: 'https://api.example.com/api/settle/payNotify', appIds: { mini: 'wx-mini-app', jsapi: 'wx-official' } } })
  tk = await loginAll(env.app, ['supplier01', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
}, 600_000)
afterAll(async () => {
  await env?.close()
  await fake.stop()
})

const platformSigner = { platformPrivateKey: platform.privateKey, platformSerial: PLATFORM_ID, apiV3Key: APIV3 }

describe('the WeChat Pay v3 provider, offline', () => {
  test('prepay: the request is signed with the merchant key, the answer verified against the platform key', async () => {
    const expiresAt = new Date(Date.UTC(2026, 2, 14, 2, 30, 0))
    const r = await provider.prepare({ payNo: 'PY2026031400000001', amountFen: 1250, description: '绿源果蔬商行-订单DD1', openId: 'o-abc', appId: 'wx-mini-app', expiresAt, notifyUrl: 'https://api.example.com/n' })
    expect(r).toEqual({ prepayId: 'wx-fake-PY2026031400000001' })
    expect(fake.seen.at(-1)!.body).toEqual({
      appid: 'wx-mini-app',
      mchid: MCHID,
      description: '绿源果蔬商行-订单DD1',
      out_trade_no: 'PY2026031400000001',
      time_expire: '2026-03-14T10:30:00+08:00',
      notify_url: 'https://api.example.com/n',
      amount: { total: 1250, currency: 'CNY' },
      payer: { openid: 'o-abc' },
    })
  })

  test('an answer signed with another key is refused', async () => {
    fake.signWith = intruder.privateKey
    try {
      await expect(provider.prepare({ payNo: 'PY2026031400000002', amountFen: 1, description: 'x', openId: 'o', appId: 'a', expiresAt: new Date(), notifyUrl: 'n' })).rejects.toThrow()
    } finally {
      fake.signWith = platform.privateKey
    }
  })

  test('paySign is RSA-SHA256 over appId, timeStamp, nonceStr and package with the merchant key', () => {
    const r = provider.clientRequest({ appId: 'wx-mini-app', prepayId: 'wx-fake-1', payNo: 'PY1' })
    expect(r).toMatchObject({ provider: 'wechat', appId: 'wx-mini-app', package: 'prepay_id=wx-fake-1', signType: 'RSA' })
    expect(r.simulatorUrl).toBeUndefined()
    expect(Rsa.verify(`wx-mini-app\n${r.timeStamp}\n${r.nonceStr}\nprepay_id=wx-fake-1\n`, r.paySign, merchant.publicKey)).toBe(true)
  })

  test('a correctly signed and encrypted notification is read; tampered, forged, stale or undecryptable ones are refused', () => {
    const resource = { mchid: MCHID, out_trade_no: 'PY9', transaction_id: '4200000001', trade_state: 'SUCCESS', success_time: '2026-03-14T10:00:00+08:00', amount: { total: 990, payer_total: 990 } }
    const n = signedNotification(platformSigner, 'TRANSACTION.SUCCESS', resource)
    expect(provider.parseNotification(n.headers, n.body)).toEqual({ kind: 'transaction', payNo: 'PY9', providerTxnId: '4200000001', tradeState: 'SUCCESS', amountFen: 990, paidAt: new Date('2026-03-14T02:00:00Z') })
    const lower = Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v]))
    expect(provider.parseNotification(lower, n.body).kind).toBe('transaction')

    const tampered = n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.FAIL"')
    expect(() => provider.parseNotification(n.headers, tampered)).toThrow(NotificationError)
    const forged = signedNotification({ ...platformSigner, platformPrivateKey: intruder.privateKey }, 'TRANSACTION.SUCCESS', resource)
    expect(() => provider.parseNotification(forged.headers, forged.body)).toThrow('bad signature')
    expect(() => provider.parseNotification({ ...n.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' }, n.body)).toThrow('unknown platform key')
    const stale = signedNotification(platformSigner, 'TRANSACTION.SUCCESS', resource, new Date(Date.now() - 6 * 60 * 1000))
    expect(() => provider.parseNotification(stale.headers, stale.body)).toThrow('timestamp too far off')
    const wrongKey = signedNotification({ ...platformSigner, apiV3Key: 'zyxwvutsrqponmlkjihgfedcba543210' }, 'TRANSACTION.SUCCESS', resource)
    expect(() => provider.parseNotification(wrongKey.headers, wrongKey.body)).toThrow('resource does not decrypt')

    const refund = signedNotification(platformSigner, 'REFUND.SUCCESS', { out_trade_no: 'PY9', out_refund_no: 'TK1', refund_id: '5030', refund_status: 'SUCCESS', amount: { refund: 100, total: 990 } })
    expect(provider.parseNotification(refund.headers, refund.body)).toEqual({ kind: 'refund', refundNo: 'TK1', payNo: 'PY9', providerRefundId: '5030', status: 'SUCCESS', amountFen: 100 })
  })

  test('query, close and refund', async () => {
    expect(await provider.query('PY-unknown')).toBeNull()
    fake.paid.set('PY77', 300)
    expect(await provider.query('PY77')).toMatchObject({ kind: 'transaction', payNo: 'PY77', tradeState: 'SUCCESS', amountFen: 300 })
    expect(fake.seen.at(-1)!.url).toBe(`/v3/pay/transactions/out-trade-no/PY77?mchid=${MCHID}`)
    await provider.close('PY78')
    expect(fake.seen.at(-1)).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/out-trade-no/PY78/close', body: { mchid: MCHID } })
    expect(await provider.refund({ payNo: 'PY77', refundNo: 'TK7', amountFen: 100, totalFen: 300, reason: '商品质量问题', notifyUrl: 'https://api.example.com/n' })).toEqual({ providerRefundId: '50300fake', status: 'PROCESSING' })
    expect(fake.seen.at(-1)!.body).toMatchObject({ out_trade_no: 'PY77', out_refund_no: 'TK7', amount: { refund: 100, total: 300, currency: 'CNY' } })
  })
})

describe('the app with PAY_PROVIDER wechat', () => {
  type Online = Extract<PayStart<OrderStatus>, { settled: false }>
  test('the channel decides the app id and openid; outside WeChat there is no WeChat Pay', async () => {
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity: 2 }])
    expect((await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web' })).msg).toBe('请在微信中打开以完成支付')
    // The seed binds the stand-in's demo WeChat to purchaser01: without a binding there is no WeChat Pay.
    await env.db.update(users).set({ mpOpenId: null, wxOpenId: null }).where(eq(users.username, 'purchaser01'))
    expect((await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'mini' })).msg).toBe('请先绑定微信')
    await env.db.update(users).set({ mpOpenId: 'o-mini-buyer', wxOpenId: 'o-oa-buyer' }).where(eq(users.username, 'purchaser01'))
    const s = expectOk(await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'mini' })) as Online
    expect(s).toMatchObject({ provider: 'wechat', request: { appId: 'wx-mini-app', package: `prepay_id=wx-fake-${s.payNo}` } })
    expect(fake.seen.at(-1)!.body).toMatchObject({ appid: 'wx-mini-app', payer: { openid: 'o-mini-buyer' }, notify_url: 'https://api.example.com/api/settle/payNotify/wechat', amount: { total: made.payableFen } })
    expect((await env.app.inject({ method: 'GET', url: `/pay-simulator/checkout?payNo=${s.payNo}` })).statusCode).toBe(404)

    const tampered = signedNotification(platformSigner, 'TRANSACTION.SUCCESS', { out_trade_no: s.payNo, transaction_id: '4200app1', trade_state: 'SUCCESS', amount: { total: made.payableFen } })
    const bad = await env.app.inject({ method: 'POST', url: '/api/settle/payNotify/wechat', headers: tampered.headers, payload: tampered.body.replace(/"ciphertext":"./, '"ciphertext":"A') })
    expect([bad.statusCode, bad.json()]).toEqual([401, { code: 'FAIL', message: '签名错误' }])
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('unpaid')
    const ok = await env.app.inject({ method: 'POST', url: '/api/settle/payNotify/wechat', headers: tampered.headers, payload: tampered.body })
    expect([ok.statusCode, ok.json()]).toEqual([200, { code: 'SUCCESS', message: '成功' }])
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('paid')
  })

  test('in WeChat\'s browser the official account pays; a lost callback is settled by a query', async () => {
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity: 3 }])
    const s = expectOk(await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'jsapi' })) as Online
    expect(fake.seen.at(-1)!.body).toMatchObject({ appid: 'wx-official', payer: { openid: 'o-oa-buyer' } })
    fake.paid.set(s.payNo, made.payableFen)
    await env.db.update(payments).set({ createdAt: new Date(Date.now() - 60_000), updatedAt: new Date(Date.now() - 60_000) }).where(eq(payments.payNo, s.payNo))
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.payment?.provider, d.payment?.status]).toEqual(['paid', 'wechat', 'succeeded'])
  })
})

describe('the subscribe-message sender', () => {
  function fakeWechatApi(script: { tokenErrors?: number; sendErrcode?: number } = {}) {
    const calls: Array<{ path: string; body: Record<string, unknown> }> = []
    let tokens = 0
    let failures = script.tokenErrors ?? 0
    const f = (async (url: string | URL, init?: RequestInit) => {
      const u = new URL(String(url))
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
      calls.push({ path: u.pathname, body })
      await new Promise((r) => setTimeout(r, 5))
      if (u.pathname === '/cgi-bin/stable_token') return new Response(JSON.stringify({ access_token: `token-${++tokens}`, expires_in: 7200 }))
      if (failures > 0) {
        failures--
        return new Response(JSON.stringify({ errcode: 42001, errmsg: 'access_token expired' }))
      }
      return new Response(JSON.stringify({ errcode: script.sendErrcode ?? 0, errmsg: script.sendErrcode ? 'user refuse to accept the msg' : 'ok' }))
    }) as typeof fetch
    return { f, calls, tokenCount: () => tokens }
  }

  /** The WeChat client over the fake: the mini program's token from the shared store (a fresh app id per test). */
  const tokensVia = (f: typeof fetch, appId: string) => {
    const app = { standIn: false, credentials: async () => ({ appId, secret: 'secret' }), apiBase: 'https://wx.test', fetch: f }
    return new WeChatHttpApi({ apps: { mp: app, oa: app }, tokens: new TokenStore(env.db), log: { warn: () => undefined } })
  }

  const message = (userId: string, page: string) => ({ userId, templateKey: 'order' as const, page, data: { character_string1: { value: 'DD1' } } })

  test('ten sends at once fetch one token; an expired token is refreshed once and the send retried', async () => {
    const [buyer] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    const api = fakeWechatApi()
    const sender = new WechatSender(env.db, { tokens: tokensVia(api.f, 'wx-sender-1'), fetch: api.f, apiBase: 'https://wx.test', templates: { order: 'T-ORDER', bill: 'T-BILL', repair: 'T-REPAIR' } })
    await Promise.all(Array.from({ length: 10 }, (_, i) => sender.sendSubscribe(message(buyer!.id, `purchaser/orderDetail?id=flight${i}`))))
    expect(api.tokenCount()).toBe(1)
    const sends = api.calls.filter((c) => c.path === '/cgi-bin/message/subscribe/send')
    expect(sends).toHaveLength(10)
    expect(sends[0]!.body).toMatchObject({ touser: 'o-mini-buyer', template_id: 'T-ORDER', data: { character_string1: { value: 'DD1' } } })
    const rows = await env.db.select().from(subscribeSends).where(sql`${subscribeSends.page} like 'purchaser/orderDetail?id=flight%'`)
    expect(rows.map((r) => r.status)).toEqual(Array(10).fill('sent'))

    const expired = fakeWechatApi({ tokenErrors: 1 })
    const s2 = new WechatSender(env.db, { tokens: tokensVia(expired.f, 'wx-sender-2'), fetch: expired.f, apiBase: 'https://wx.test' })
    await s2.sendSubscribe(message(buyer!.id, 'purchaser/orderDetail?id=refresh'))
    expect(expired.tokenCount()).toBe(2)
    expect(expired.calls.filter((c) => c.path === '/cgi-bin/stable_token').map((c) => c.body.force_refresh)).toEqual([false, true])
    const [row] = await env.db.select().from(subscribeSends).where(eq(subscribeSends.page, 'purchaser/orderDetail?id=refresh'))
    expect(row!.status).toBe('sent')
  })

  test('a refusal by WeChat and a user without an openid are logged as failed, never thrown', async () => {
    const [buyer] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    const [shop] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
    const api = fakeWechatApi({ sendErrcode: 43101 })
    const sender = new WechatSender(env.db, { tokens: tokensVia(api.f, 'wx-sender-3'), fetch: api.f, apiBase: 'https://wx.test' })
    await sender.sendSubscribe(message(buyer!.id, 'purchaser/orderDetail?id=refused'))
    await sender.sendSubscribe(message(shop!.id, 'purchaser/orderDetail?id=noopenid'))
    const rows = await env.db.select().from(subscribeSends).where(sql`${subscribeSends.page} in ('purchaser/orderDetail?id=refused', 'purchaser/orderDetail?id=noopenid')`)
    expect(rows.map((r) => [r.page.split('=')[1], r.status, r.errcode]).sort()).toEqual([
      ['noopenid', 'failed', null],
      ['refused', 'failed', 43101],
    ])
  })
})
