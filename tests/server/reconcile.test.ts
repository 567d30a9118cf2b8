/**
 * The payment provider's trade bill and the reconciliation of a day (docs/trade.md, "Finance
 * exports and reconciliation"): the parser reads WeChat Pay's format (a sample as WeChat writes
 * it) and refuses what is not; the simulator serves a day's bill through the same provider call
 * the real client makes (its SHA1 checked); a day reconciles into matched, 本地缺失 (the seeded
 * lost notification), 平台缺失 and 金额不符.
 */
import { and, eq, gte, lt } from 'drizzle-orm'
import { contract, type Reconciliation } from '@/contract'
import { customers, payments } from '../../server/db/schema'
import { addDays, chinaDay, marketDayStart } from '../../server/lib/dates'
import { paymentRuntime } from '../../server/modules/settle/payment/runtime'
import { parseTradeBill, TRADE_BILL_HEADER, writeTradeBill } from '../../server/modules/settle/payment/tradeBill'
import { LOST_PAYMENT } from '../../server/seeds/finance'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

/** A bill as WeChat Pay writes it: BOM, CRLF, backquoted values, a payment and its partial refund, the summary. */
const SAMPLE = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-25 09:41:07,`wx8888888888888888,`1900000109,`0,`,`4200001234202611251234567890,`PY20261125ABCDEFGH12345678,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`SUCCESS,`OTHERS,`CNY,`1280.50,`0.00,`0,`0,`0.00,`0.00,`,`,`绿源果蔬-订单DD20261125000001,`,`7.68300,`0.60%,`1280.50,`0.00,`',
  '`2026-11-25 15:02:44,`wx8888888888888888,`1900000109,`0,`,`4200001234202611251234567890,`PY20261125ABCDEFGH12345678,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000012026112500000001,`TK20261125000001,`30.00,`0.00,`ORIGINAL,`SUCCESS,`绿源果蔬-订单DD20261125000001,`,`-0.18000,`0.60%,`1280.50,`30.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`2,`1280.50,`30.00,`0.00,`7.50300,`1280.50,`30.00',
].join('\r\n')

describe('the trade bill format', () => {
  test('reads WeChat\'s sample: entries, amounts in fen, the summary', () => {
    const bill = parseTradeBill(`${SAMPLE}\r\n`)
    expect(bill.summary).toEqual({ count: 2, paidFen: 128_050, refundedFen: 3_000 })
    expect(bill.entries).toEqual([
      expect.objectContaining({ time: '2026-11-25 09:41:07', payNo: 'PY20261125ABCDEFGH12345678', transactionId: '4200001234202611251234567890', state: 'SUCCESS', totalFen: 128_050, refundFen: 0, refundNo: '' }),
      expect.objectContaining({ state: 'REFUND', refundNo: 'TK20261125000001', refundId: '50300000012026112500000001', refundFen: 3_000, totalFen: 128_050 }),
    ])
    // No BOM, no final newline: the same.
    expect(parseTradeBill(SAMPLE.slice(1)).entries).toHaveLength(2)
  })

  test('what the simulator writes reads back the same', () => {
    const entries = parseTradeBill(SAMPLE).entries
    const text = writeTradeBill(entries)
    expect(text.startsWith('\uFEFF交易时间,')).toBe(true)
    expect(text.split('\r\n')[1]!.split(',').every((v) => v.startsWith('`'))).toBe(true)
    expect(text.split('\r\n')[1]!.split(',')).toHaveLength(TRADE_BILL_HEADER.length)
    expect(parseTradeBill(text)).toEqual(parseTradeBill(SAMPLE))
  })

  test('refuses another file, a row of the wrong shape, a summary that disagrees', () => {
    expect(() => parseTradeBill('a,b,c\r\n1,2,3')).toThrow('对账单格式不正确：表头不是微信支付交易账单')
    expect(() => parseTradeBill(SAMPLE.replace('`0.60%,`1280.50', '`0.60%,`12x0.50'))).toThrow('对账单格式不正确：第2行金额不正确')
    expect(() => parseTradeBill(SAMPLE.replace('`2,`1280.50', '`3,`1280.50'))).toThrow('对账单格式不正确：汇总与明细不符')
    expect(() => parseTradeBill(SAMPLE.split('\r\n').slice(0, 3).join('\r\n'))).toThrow('对账单格式不正确：缺少汇总行')
    expect(() => parseTradeBill(SAMPLE.replace('`REFUND', '`CLOSED'))).toThrow('对账单格式不正确：第3行交易状态不正确')
  })
})

describe('reconciling a day', () => {
  let env: TestEnv
  let tk: Record<'office01', string>
  beforeAll(async () => {
    env = await setup()
    tk = await loginAll(env.app, ['office01'] as const)
  }, 600_000)
  afterAll(() => env?.close())
  const yesterday = addDays(chinaDay(), -1)
  const reconcile = async (day: string) => expectOk(await call<Reconciliation>(env.app, contract.market.financeExport.reconcile, { day }, { token: tk.office01 }))
  const ours = () =>
    env.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'simulator'), eq(payments.status, 'succeeded'), gte(payments.paidAt, marketDayStart(yesterday)), lt(payments.paidAt, marketDayStart(chinaDay()))))

  test('the simulator serves the day\'s bill through the provider call the real client makes', async () => {
    const provider = await paymentRuntime().provider(env.db)
    const bill = parseTradeBill((await provider.tradeBill(yesterday))!)
    const local = await ours()
    expect(local.length).toBeGreaterThan(0)
    expect(bill.entries.map((e) => e.payNo)).toEqual(expect.arrayContaining(local.map((p) => p.payNo)))
    expect(bill.entries.find((e) => e.totalFen === LOST_PAYMENT.amountFen)?.description).toBe(LOST_PAYMENT.description)
    await expect(provider.tradeBill(addDays(chinaDay(), 1))).resolves.toBeNull()
  })

  test('the seeded day: its payments matched, the lost notification missing on our side', async () => {
    const r = await reconcile(yesterday)
    const local = await ours()
    expect(r.groups.matched.count).toBe(local.length)
    expect(r.groups.matched.amountFen).toBe(local.reduce((s, p) => s + p.amountFen, 0))
    expect(r.groups.missingLocal).toMatchObject({ count: 1, amountFen: LOST_PAYMENT.amountFen, items: [{ kind: 'payment', providerFen: LOST_PAYMENT.amountFen, localFen: null }] })
    expect(r.groups.missingProvider.count).toBe(0)
    expect(r.groups.amountDiffers.count).toBe(0)
    expect(r.statement.count).toBe(local.length + 1)
  })

  test('a payment only we have is missing at the provider; an amount that differs is told with the difference', async () => {
    const [first] = await ours()
    await env.db.update(payments).set({ amountFen: first!.amountFen - 100 }).where(eq(payments.id, first!.id))
    const [shop] = await env.db.select({ id: customers.id }).from(customers).limit(1)
    const paidAt = new Date(marketDayStart(yesterday).getTime() + 20 * 3600_000)
    await env.db.insert(payments).values({ payNo: 'PYRECONLOCALONLY0001', subjectType: 'order', subjectId: 'no-such-order', customerId: shop!.id, provider: 'simulator', amountFen: 4_200, status: 'succeeded', paidAt, providerTxnId: '4200-local-only' })
    const r = await reconcile(yesterday)
    expect(r.groups.amountDiffers).toMatchObject({ count: 1, amountFen: 100, items: [{ no: first!.payNo, providerFen: first!.amountFen, localFen: first!.amountFen - 100 }] })
    expect(r.groups.missingProvider).toMatchObject({ count: 1, amountFen: 4_200, items: [{ no: 'PYRECONLOCALONLY0001', providerFen: null, localFen: 4_200, time: `${yesterday} 20:00:00` }] })
    expect(r.groups.missingLocal.count).toBe(1)
  })

  test('the day is checked', async () => {
    const msg = async (day: string) => (await call(env.app, contract.market.financeExport.reconcile, { day }, { token: tk.office01 })).msg
    expect(await msg(addDays(chinaDay(), 1))).toBe('对账日期不能大于当前时间，请重新选择！')
    expect(await msg('2026-13-01')).toBe('对账日期格式不正确')
  })
})
