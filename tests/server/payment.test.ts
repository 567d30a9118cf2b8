/**
 * The payment layer with its default provider, the simulator: an online payment from the pay
 * action through the simulator's checkout page and confirm button to the signed, encrypted
 * notification on the notify route; a double tap makes one attempt; repeated callbacks change
 * nothing; tampered ones are refused; lost callbacks are queried; money that arrives for a closed
 * order goes back; a prepay failure leaves the order payable.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { Formatter, Rsa } from 'wechatpay-axios-plugin'
import { createHash, generateKeyPairSync } from 'node:crypto'
import { fenToYuan, type PayStart, type OrderStatus } from '@/contract'
import { orders, payments, paySimulatorKeys, paySimulatorRefunds, paySimulatorTransactions, predepositRecords, subscribeSends } from '../../server/db/schema'
import * as payNoModule from '../../server/modules/settle/payment/payNo'
import { newPayNo, PAY_NO_PATTERN } from '../../server/modules/settle/payment/payNo'
import { CHECKOUT_CSP, SIMULATOR_ORIGIN, signedNotification, simulatorLinkSig } from '../../server/modules/settle/payment/simulator'
import { call, expectOk, type TestEnv } from './helpers'
import { confirmSimulator, createOrder, creditUsed, detailOf, O, pay, stockOf, tradeEnv, type Parties, type TradeEnv } from './tradeHelpers'

let env: TestEnv
let tk: TradeEnv['tk']
let p: Parties
let potato = ''

beforeAll(async () => {
  ;({ env, tk, p, potato } = await tradeEnv())
}, 600_000)
afterAll(() => env?.close())

type Online = Extract<PayStart<OrderStatus>, { settled: false }>
const startWechat = async (id: string, channel = 'web'): Promise<Online> => expectOk(await pay(env, tk.purchaser01, id, 'wechat', { payChannel: channel })) as Online
const newOrder = (quantity = 2) => createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity }])
const keys = async () => (await env.db.select().from(paySimulatorKeys))[0]!
const paymentByNo = async (payNo: string) => (await env.db.select().from(payments).where(eq(payments.payNo, payNo)))[0]!
const notify = (headers: Record<string, string>, body: string, provider = 'simulator') => env.app.inject({ method: 'POST', url: `/api/settle/payNotify/${provider}`, headers, payload: body })

describe('an online payment through the simulator', () => {
  let orderId = ''
  let start: Online

  test('pay answers signed client parameters and the checkout page; the order stays unpaid', async () => {
    const made = await newOrder()
    orderId = made.id
    start = await startWechat(orderId)
    expect(start).toMatchObject({ settled: false, provider: 'simulator', status: 'unpaid', payNo: expect.stringMatching(PAY_NO_PATTERN) })
    const r = start.request
    expect(r).toMatchObject({ provider: 'simulator', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/), simulatorUrl: `/pay-simulator/checkout?payNo=${start.payNo}&sig=${simulatorLinkSig(start.payNo)}` })
    const k = await keys()
    expect(Rsa.verify(Formatter.joinedByLineFeed(r.appId, r.timeStamp, r.nonceStr, r.package), r.paySign, k.merchantPublicKey)).toBe(true)
    const ttl = new Date(start.expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(14 * 60 * 1000)
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000)
    const [txn] = await env.db.select().from(paySimulatorTransactions).where(eq(paySimulatorTransactions.payNo, start.payNo))
    expect(txn).toMatchObject({ tradeState: 'NOTPAY', amountFen: made.payableFen, notifyUrl: `${SIMULATOR_ORIGIN}/api/settle/payNotify/simulator` })
    expect((await detailOf(env, tk.purchaser01, orderId)).status).toBe('unpaid')
  })

  test('a double tap reuses the one pending attempt', async () => {
    const again = await startWechat(orderId, 'mini')
    expect([again.paymentId, again.payNo]).toEqual([start.paymentId, start.payNo])
    expect(again.request.package).toBe(start.request.package)
    const attempts = await env.db.select().from(payments).where(eq(payments.subjectId, orderId))
    expect(attempts.map((a) => a.status)).toEqual(['pending'])
  })

  test('the checkout page shows the amount and its buttons; its return address must be the app', async () => {
    const back = `/mp/#/purchaser/orderDetail?id=${orderId}`
    const page = await env.app.inject({ method: 'GET', url: `${start.request.simulatorUrl}&return=${encodeURIComponent(back)}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    // Its own policy: the page's one style by hash, no script, forms to this server only.
    expect(page.headers['content-security-policy']).toBe(CHECKOUT_CSP)
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!
    expect(CHECKOUT_CSP).toContain(`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`)
    expect(page.body).not.toContain('<script')
    expect(page.body).toContain('确认支付')
    expect(page.body).toContain('取消')
    expect(page.body).toContain('¥6.40')
    expect(page.body).toContain(`href="${back}"`)
    expect((await env.app.inject({ method: 'GET', url: `${start.request.simulatorUrl}&return=${encodeURIComponent('https://evil.example/')}` })).statusCode).toBe(400)
    expect((await env.app.inject({ method: 'GET', url: '/pay-simulator/checkout?payNo=PY000' })).statusCode).toBe(404)
  })

  test('确认支付 delivers the notification: the order is paid, the buyer told, the page returns to the app', async () => {
    const back = `/mp/#/purchaser/orderDetail?id=${orderId}`
    const res = await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ payNo: start.payNo, sig: simulatorLinkSig(start.payNo), return: back }).toString() })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(back)
    const d = await detailOf(env, tk.purchaser01, orderId)
    expect([d.status, d.paidFen, d.payMethod]).toEqual(['paid', d.payableFen, 'wechat'])
    expect(d.payment).toMatchObject({ paymentId: start.paymentId, provider: 'simulator', status: 'succeeded' })
    const row = await paymentByNo(start.payNo)
    expect([row.status, row.notifyCount, row.providerTxnId?.startsWith('4200')]).toEqual(['succeeded', 1, true])
    const sends = await env.db.select().from(subscribeSends).where(eq(subscribeSends.page, `purchaser/orderDetail?id=${orderId}`))
    expect(sends.map((s) => s.data.phrase4!.value)).toContain('已支付')
  })

  test('a repeated callback changes nothing but the count, also twenty at once', async () => {
    const ledger = async () => (await env.db.select({ n: sql<number>`count(*)::int` }).from(predepositRecords))[0]!.n
    const before = await ledger()
    expect(await confirmSimulator(env, start.payNo)).toEqual({ paid: true, msg: '支付成功' })
    await Promise.all(Array.from({ length: 20 }, () => confirmSimulator(env, start.payNo)))
    const row = await paymentByNo(start.payNo)
    expect([row.status, row.notifyCount]).toEqual(['succeeded', 22])
    const d = await detailOf(env, tk.purchaser01, orderId)
    expect([d.status, d.paidFen]).toEqual(['paid', d.payableFen])
    expect(await ledger()).toBe(before)
    expect((await pay(env, tk.purchaser01, orderId, 'wechat', { payChannel: 'web' })).msg).toBe('订单已支付')
  })

  test('a tampered, re-signed with another key, stale or unaddressed notification is refused with 签名错误', async () => {
    const k = await keys()
    const resource = { out_trade_no: start.payNo, transaction_id: '4200999', trade_state: 'SUCCESS', amount: { total: 1 } }
    const good = signedNotification(k, 'TRANSACTION.SUCCESS', resource)
    const tampered = good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ')
    const refused = { code: 'FAIL', message: '签名错误' }
    let res = await notify(good.headers, tampered)
    expect([res.statusCode, res.json()]).toEqual([401, refused])
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
    const forged = signedNotification({ ...k, platformPrivateKey: other.privateKey }, 'TRANSACTION.SUCCESS', resource)
    res = await notify(forged.headers, forged.body)
    expect(res.statusCode).toBe(401)
    const stale = signedNotification(k, 'TRANSACTION.SUCCESS', resource, new Date(Date.now() - 10 * 60 * 1000))
    res = await notify(stale.headers, stale.body)
    expect(res.statusCode).toBe(401)
    const noHeaders = await notify({ 'content-type': 'application/json' }, good.body)
    expect(noHeaders.statusCode).toBe(401)
    expect((await notify(good.headers, good.body, 'wechat')).statusCode).toBe(404)
    // Correctly signed but with an amount unlike the attempt's: accepted (no retry), changes nothing.
    res = await notify(good.headers, good.body)
    expect([res.statusCode, res.json()]).toEqual([200, { code: 'SUCCESS', message: '成功' }])
    expect((await paymentByNo(start.payNo)).status).toBe('succeeded')
  })
})

describe('the notification protocol (issue 17, item 10): only what was processed answers 2xx', () => {
  test('a 2 MB body answers HTTP 413 in WeChat Pay\'s shape, not 200 with an envelope', async () => {
    const res = await notify({ 'content-type': 'application/json' }, JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }))
    expect([res.statusCode, res.json()]).toEqual([413, { code: 'FAIL', message: '请求体过大' }])
  })

  test('a signed notification whose success_time is not a time answers 400 and changes nothing', async () => {
    const made = await newOrder(1)
    const s = await startWechat(made.id)
    const k = await keys()
    for (const success_time of ['not-a-date', '2026-13-45T99:00:00+08:00', 12345]) {
      const n = signedNotification(k, 'TRANSACTION.SUCCESS', { out_trade_no: s.payNo, transaction_id: '4200bad0001', trade_state: 'SUCCESS', success_time, amount: { total: made.payableFen } })
      const res = await notify(n.headers, n.body)
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'FAIL', message: '通知内容不正确' }])
    }
    for (const resource of [{ out_trade_no: s.payNo, trade_state: 'SUCCESS', amount: { total: 'lots' } }, { out_trade_no: { $ne: 1 }, trade_state: 'SUCCESS', amount: { total: 1 } }]) {
      const n = signedNotification(k, 'TRANSACTION.SUCCESS', resource)
      expect((await notify(n.headers, n.body)).statusCode).toBe(400)
    }
    expect((await paymentByNo(s.payNo)).status).toBe('pending')
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('unpaid')
  })

  test('a body that is not JSON, or of another type, is refused with a non-2xx', async () => {
    expect((await notify({ 'content-type': 'application/json' }, '{"id": ')).statusCode).toBe(401)
    const form = await env.app.inject({ method: 'POST', url: '/api/settle/payNotify/simulator', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' })
    expect(form.statusCode).toBeGreaterThanOrEqual(400)
    expect(form.json()).toMatchObject({ code: 'FAIL' })
  })
})

describe('lost callbacks, late money, failures', () => {
  test('a lost callback: reading the order asks the simulator and settles the paid attempt', async () => {
    const made = await newOrder(3)
    const s = await startWechat(made.id)
    // The user paid, the notification never arrived.
    await env.db.update(paySimulatorTransactions).set({ tradeState: 'SUCCESS', transactionId: '4200lost0001', paidAt: new Date() }).where(eq(paySimulatorTransactions.payNo, s.payNo))
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('unpaid') // too early to ask (< 10 s)
    const old = new Date(Date.now() - 30_000)
    await env.db.update(payments).set({ createdAt: old, updatedAt: old }).where(eq(payments.payNo, s.payNo))
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.payment?.status]).toEqual(['paid', 'succeeded'])
    expect((await paymentByNo(s.payNo)).providerTxnId).toBe('4200lost0001')
  })

  test('closing the order closes its attempt at the simulator; confirming it then is refused', async () => {
    const made = await newOrder()
    const s = await startWechat(made.id)
    expectOk(await call(env.app, O.closeOrder, { id: made.id }, { token: tk.supplier01 }))
    expect((await paymentByNo(s.payNo)).status).toBe('closed')
    const [txn] = await env.db.select().from(paySimulatorTransactions).where(eq(paySimulatorTransactions.payNo, s.payNo))
    expect(txn!.tradeState).toBe('CLOSED')
    expect(await confirmSimulator(env, s.payNo)).toEqual({ paid: false, msg: '该支付已关闭，请返回重新发起支付' })
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('closed')
  })

  test('money that arrives after the order was closed goes back in full, once; the stock stays released', async () => {
    const stock = await stockOf(env.db, potato)
    const made = await newOrder(4)
    const s = await startWechat(made.id)
    // Paid at the provider at the moment the shop closes: the close at the provider finds it paid.
    await env.db.update(paySimulatorTransactions).set({ tradeState: 'SUCCESS', transactionId: '4200late0001', paidAt: new Date() }).where(eq(paySimulatorTransactions.payNo, s.payNo))
    expectOk(await call(env.app, O.closeOrder, { id: made.id }, { token: tk.supplier01 }))
    expect(await confirmSimulator(env, s.payNo)).toEqual({ paid: true, msg: '支付成功' })
    await confirmSimulator(env, s.payNo)
    const row = await paymentByNo(s.payNo)
    expect([row.status, row.autoRefundedAt !== null]).toEqual(['succeeded', true])
    const refunds = await env.db.select().from(paySimulatorRefunds).where(eq(paySimulatorRefunds.payNo, s.payNo))
    expect(refunds.map((r) => [r.refundNo, r.amountFen])).toEqual([[`R${s.payNo}`, made.payableFen]])
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.paidFen]).toEqual(['closed', 0])
    expect(await stockOf(env.db, potato)).toBe(stock)
  })

  test('an expired attempt is replaced by a new one; the old one is closed', async () => {
    const made = await newOrder()
    const first = await startWechat(made.id)
    await env.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.payNo, first.payNo))
    const second = await startWechat(made.id)
    expect(second.payNo).not.toBe(first.payNo)
    expect((await paymentByNo(first.payNo)).status).toBe('closed')
    expect(await confirmSimulator(env, second.payNo)).toEqual({ paid: true, msg: '支付成功' })
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('paid')
  })

  test('a prepay the provider refuses: 支付下单失败，请稍后再试, the attempt failed, the order still payable', async () => {
    const made = await newOrder()
    // The simulator already knows the next pay number, closed: its prepay answers ORDERCLOSED.
    const nextNo = newPayNo()
    jest.spyOn(payNoModule, 'newPayNo').mockReturnValueOnce(nextNo)
    await env.db.insert(paySimulatorTransactions).values({ prepayId: 'wx-closed-0001', payNo: nextNo, appId: 'x', description: 'x', amountFen: 1, notifyUrl: 'x', tradeState: 'CLOSED', expiresAt: new Date() })
    expect((await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web' })).msg).toBe('支付下单失败，请稍后再试')
    expect((await paymentByNo(nextNo)).status).toBe('failed')
    jest.restoreAllMocks()
    const s = await startWechat(made.id)
    expect(await confirmSimulator(env, s.payNo)).toEqual({ paid: true, msg: '支付成功' })
  })

  test('an owed amount repaid through the simulator: repaid, the credit given back', async () => {
    const made = await newOrder(5)
    expectOk(await pay(env, tk.purchaser01, made.id, 'credit'))
    const used = await creditUsed(env.db, p.lvyuan, p.chengnan)
    const s = expectOk(await call<PayStart<OrderStatus>>(env.app, O.oweRepay, { id: made.id, payMethod: 'wechat', payChannel: 'web' }, { token: tk.purchaser01 })) as Online
    expect([s.settled, s.status]).toEqual([false, 'owed'])
    expect((await call(env.app, O.oweRepay, { id: made.id, payMethod: 'wechat' }, { token: tk.purchaser01 })).msg).toBe('缺少参数：payChannel')
    expect(await confirmSimulator(env, s.payNo)).toEqual({ paid: true, msg: '支付成功' })
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.paidFen, d.owedFen, d.payment?.provider]).toEqual(['repaid', made.payableFen, 0, 'simulator'])
    expect(await creditUsed(env.db, p.lvyuan, p.chengnan)).toBe(used - made.payableFen)
  })

  test('the confirm route answers JSON for the mini program, and refuses a foreign return address', async () => {
    const made = await newOrder()
    const s = await startWechat(made.id, 'mini')
    const bad = await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload: { payNo: s.payNo, sig: simulatorLinkSig(s.payNo), return: 'https://evil.example/' } })
    expect(bad.statusCode).toBe(400)
    expect((await paymentByNo(s.payNo)).status).toBe('pending')
    const res = await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload: { payNo: s.payNo, sig: simulatorLinkSig(s.payNo) } })
    expect(res.json()).toEqual({ state: 0, msg: '支付成功', result: { paid: true }, paid: true })
    expect((await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload: { payNo: 'PY0' } })).json()).toMatchObject({ state: 1, msg: '支付单不存在', paid: false })
    const [o] = await env.db.select().from(orders).where(eq(orders.id, made.id))
    expect(o!.status).toBe('paid')
  })

  test('issue 17, item 8: pay numbers are not guessable and the simulator needs the payer\'s own link', async () => {
    const made = await newOrder(2)
    const s = await startWechat(made.id)
    const other = await startWechat((await newOrder(1)).id)
    expect(s.payNo).toMatch(PAY_NO_PATTERN)
    // The probe's guess: the old scheme's neighbours (PY<date><8-digit sequence>) name nothing.
    const day = s.payNo.slice(2, 10)
    const guesses = Array.from({ length: 60 }, (_, i) => `PY${day}${String(i + 1).padStart(8, '0')}`)
    expect(await env.db.select({ payNo: payments.payNo }).from(payments).where(inArray(payments.payNo, guesses))).toEqual([])
    // Pay numbers of many attempts share no sequence: 80 random bits each.
    const nos = Array.from({ length: 200 }, () => newPayNo())
    expect(new Set(nos).size).toBe(200)
    expect(new Set(nos.map((n) => n.slice(10, 14))).size).toBeGreaterThan(150)
    // The checkout page shows nothing for the bare pay number, nor for a wrong or another attempt's signature.
    for (const url of [`/pay-simulator/checkout?payNo=${s.payNo}`, `/pay-simulator/checkout?payNo=${s.payNo}&sig=${'A'.repeat(43)}`, `/pay-simulator/checkout?payNo=${s.payNo}&sig=${simulatorLinkSig(other.payNo)}`]) {
      const page = await env.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(404)
      expect(page.body).not.toContain(fenToYuan(made.payableFen))
      expect(page.body).not.toContain('绿源')
    }
    // Confirming without the link's signature pays nothing.
    for (const payload of [{ payNo: s.payNo }, { payNo: s.payNo, sig: simulatorLinkSig(other.payNo) }]) {
      const r = await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload })
      expect(r.json()).toMatchObject({ state: 1, paid: false, msg: '支付单不存在' })
    }
    expect((await paymentByNo(s.payNo)).status).toBe('pending')
    expect((await detailOf(env, tk.purchaser01, made.id)).status).toBe('unpaid')
    // The payer's own link works.
    expect((await env.app.inject({ method: 'GET', url: s.request.simulatorUrl! })).statusCode).toBe(200)
    expect(await confirmSimulator(env, s.payNo)).toEqual({ paid: true, msg: '支付成功' })
  })

  test('the simulator\'s v3 API refuses requests not signed by the merchant key', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/pay-simulator/v3/pay/transactions/jsapi', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ out_trade_no: 'PY1', amount: { total: 1 } }) })
    expect([res.statusCode, res.json().code]).toEqual([401, 'SIGN_ERROR'])
  })
})
