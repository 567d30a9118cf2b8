/**
 * Cash and walk-in sales (issue 25 point 1, docs/trade.md "Cash and walk-in sales"): quick order
 * paid in cash (a known buyer or a walk-in with no account), paid at once with a cash payment row
 * and no balance movement, stock taken and trace codes issued as for any sale; the shop's cash
 * refund (orderRefund/cashRefund) and its refusals; the sales statistics and the daily
 * settlement's 现金 section; twenty concurrent cash refunds of one order on PostgreSQL
 * (scripts/with-postgres.sh; PGlite runs one query at a time) refund it once.
 */
import { and, eq } from 'drizzle-orm'
import { contract, type DailySettlement, type OrderCreated, type OrderDetail, type PageResult, type OrderItem, type RefundCreated, type SupplierSales, type TraceInfo } from '@/contract'
import { orders, payments, refunds } from '../../server/db/schema'
import { chinaDay } from '../../server/lib/dates'
import { call, expectOk, setup, loginAll, type TestEnv } from './helpers'
import { balanceOf, detailOf, O, pay, parties, R, skuId, stockOf, topUp, type Parties } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01', string>
let p: Parties
let potato = ''

beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
}, 600_000)
afterAll(() => env?.close())

const sell = (payload: Record<string, unknown>, token = tk.supplier01) => call<OrderCreated>(env.app, O.create, { lines: [{ skuId: potato, quantity: 2, priceFen: 300 }], payMethod: 'cash', ...payload }, { token })
const walkIn = async (walkInName?: string) => expectOk(await sell({ walkIn: true, ...(walkInName ? { walkInName } : {}) }))
const refund = (orderId: string, amountFen: number, token = tk.supplier01) => call<RefundCreated>(env.app, R.cashRefund, { orderId, amountFen, reason: '其他' }, { token })
const daily = async () => {
  const s = expectOk(await call<DailySettlement>(env.app, contract.settle.supplierData.dailySettlement, { day: chinaDay() }, { token: tk.supplier01 }))
  return Object.fromEntries(s.sections.flatMap((x) => x.rows.map((r) => [r.key, r.amountFen]))) as Record<string, number>
}
const sales = async () => expectOk(await call<SupplierSales>(env.app, contract.settle.supplierData.querySupplierDataParam, { period: 'day' }, { token: tk.supplier01 })).totals

test('a cash sale to a buyer: paid at once by a cash payment, the balance untouched, stock taken, trace codes issued', async () => {
  await topUp(env.db, p.chengnan, 10_000)
  const balance = await balanceOf(env.db, p.chengnan)
  const stock = await stockOf(env.db, potato)
  const made = expectOk(await sell({ purchaserId: p.chengnan }))
  expect(made).toMatchObject({ status: 'paid', payableFen: 600 })
  const d = await detailOf(env, tk.supplier01, made.id)
  expect(d).toMatchObject({ status: 'paid', payMethod: 'cash', walkIn: false, purchaserId: p.chengnan, paidFen: 600 })
  expect(d.payment).toMatchObject({ provider: 'cash', status: 'succeeded', amountFen: 600 })
  expect(await balanceOf(env.db, p.chengnan)).toBe(balance)
  expect(await stockOf(env.db, potato)).toBe(stock - 200)
  const trace = expectOk(await call<TraceInfo>(env.app, contract.settle.traceSource.queryById, { id: d.lines[0]!.traceCode }))
  expect(trace).toMatchObject({ productName: '土豆', supplier: { id: p.lvyuan } })
  // The buyer sees it, and cannot ask the app for the cash back (the shop hands it back).
  expect((await detailOf(env, tk.purchaser01, made.id)).payMethod).toBe('cash')
  const asked = await call(env.app, R.refundRequest, { orderId: made.id, kind: 'refundOnly', amountFen: 100, reason: '其他' }, { token: tk.purchaser01 })
  expect(asked.msg).toBe('现金订单请到摊位办理现金退款')
})

test('a walk-in sale: no buyer account, 散客 or 散客·name in the lists, a payer-less cash payment', async () => {
  const named = await walkIn('  老王  ')
  const anon = await walkIn()
  const d = await detailOf(env, tk.supplier01, named.id)
  expect(d).toMatchObject({ status: 'paid', walkIn: true, purchaserId: null, purchaserName: '散客·老王', payMethod: 'cash' })
  expect((await detailOf(env, tk.supplier01, anon.id)).purchaserName).toBe('散客')
  const [pm] = await env.db.select().from(payments).where(and(eq(payments.subjectType, 'order'), eq(payments.subjectId, named.id)))
  expect(pm).toMatchObject({ provider: 'cash', customerId: null, status: 'succeeded' })
  const page = expectOk(await call<PageResult<OrderItem>>(env.app, O.page, { keyword: '散客' }, { token: tk.supplier01 }))
  expect(page.records.map((o) => o.id)).toEqual(expect.arrayContaining([named.id, anon.id]))
  // Another shop and the buyer never see it.
  expect((await call(env.app, O.queryById, { id: named.id }, { token: tk.supplier02 })).msg).toBe('记录不存在')
  expect((await call(env.app, O.queryById, { id: named.id }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
})

test('refused: a walk-in paying other than cash, with a buyer, a long name; a buyer paying an order in cash', async () => {
  expect((await sell({ walkIn: true, payMethod: 'wechat' })).msg).toBe('散客仅支持现金收款')
  expect((await sell({ walkIn: true, purchaserId: p.chengnan })).msg).toBe('散客开单不能指定买家账号')
  expect((await sell({ walkIn: true, walkInName: '王'.repeat(21) })).msg).toBe('散客姓名不能超过20个字符')
  expect((await sell({})).msg).toBe('买家不存在')
  const unpaid = expectOk(await sell({ purchaserId: p.chengnan, payMethod: 'wechat' }))
  expect((await pay(env, tk.purchaser01, unpaid.id, 'cash')).msg).toBe('支付方式不正确')
  // The database refuses a walk-in order that is not cash, whatever a handler does.
  await expect(env.db.update(orders).set({ payMethod: 'wechat' }).where(eq(orders.walkIn, true))).rejects.toThrow()
})

test('cash refund: in parts up to what was paid, not beyond, only a cash order of the caller\'s own shop', async () => {
  const made = await walkIn('张姐')
  const first = expectOk(await refund(made.id, 200))
  expect(first.status).toBe('refunded')
  expect((await refund(made.id, 401)).msg).toBe('退款金额不能超过可退金额')
  expectOk(await refund(made.id, 400))
  expect((await refund(made.id, 1)).msg).toBe('退款金额不能超过可退金额')
  const d = await detailOf(env, tk.supplier01, made.id)
  expect(d).toMatchObject({ paidFen: 600, refundedFen: 600 })
  expect(d.refunds.map((r) => r.status)).toEqual(['refunded', 'refunded'])
  const rows = await env.db.select().from(refunds).where(eq(refunds.orderId, made.id))
  expect(rows.every((r) => r.refundProvider === 'cash' && r.purchaserId === null)).toBe(true)

  const other = await walkIn()
  expect((await refund(other.id, 100, tk.supplier02)).msg).toBe('记录不存在')
  expect((await refund(other.id, 100, tk.purchaser01)).state).not.toBe(0)
  expect((await refund(other.id, 0)).msg).toBe('退款金额需大于0')
  await topUp(env.db, p.chengnan, 10_000)
  const byBalance = expectOk(await sell({ purchaserId: p.chengnan, payMethod: 'wechat' }))
  expectOk(await pay(env, tk.purchaser01, byBalance.id, 'balance'))
  expect((await refund(byBalance.id, 100)).msg).toBe('仅现金收款的订单可以现金退款')
})

test('cash and walk-in sales count in the sales statistics and the daily settlement\'s 现金 section; cash refunds leave it', async () => {
  const [s0, d0] = [await sales(), await daily()]
  const a = await walkIn()
  expectOk(await sell({ purchaserId: p.chengnan, lines: [{ skuId: potato, quantity: 1, priceFen: 1000 }] }))
  expectOk(await refund(a.id, 250))
  const [s1, d1] = [await sales(), await daily()]
  expect(s1.orderCount - s0.orderCount).toBe(2)
  expect(s1.salesFen - s0.salesFen).toBe(1600)
  expect(s1.refundFen - s0.refundFen).toBe(250)
  expect(d1.cash! - d0.cash!).toBe(1600)
  expect(d1.cashIn! - d0.cashIn!).toBe(1600)
  expect(d1.cashOut! - d0.cashOut!).toBe(-250)
  expect(d1.cashNet! - d0.cashNet!).toBe(1350)
  expect(d1.refundCash! - d0.refundCash!).toBe(250)
  expect(d1.salesTotal! - d0.salesTotal!).toBe(1600)
  expect(d1.net! - d0.net!).toBe(1350)
})

test(`${N} cash refunds of the whole of one order at once: one goes through, the order is refunded exactly once`, async () => {
  const made = await walkIn()
  const rs = await Promise.all(Array.from({ length: N }, () => refund(made.id, 600)))
  expect(rs.filter((r) => r.state === 0)).toHaveLength(1)
  expect(new Set(rs.filter((r) => r.state !== 0).map((r) => r.msg))).toEqual(new Set(['退款金额不能超过可退金额']))
  const [o] = await env.db.select().from(orders).where(eq(orders.id, made.id))
  expect(o).toMatchObject({ paidFen: 600, refundedFen: 600 })
  expect(await env.db.select().from(refunds).where(eq(refunds.orderId, made.id))).toHaveLength(1)
})

test(`${N} partial cash refunds at once never pass what was paid`, async () => {
  const made = await walkIn()
  const rs = await Promise.all(Array.from({ length: N }, () => refund(made.id, 100)))
  expect(rs.filter((r) => r.state === 0)).toHaveLength(6)
  const rows = await env.db.select().from(refunds).where(eq(refunds.orderId, made.id))
  expect(rows.reduce((n, r) => n + r.amountFen, 0)).toBe(600)
  const d: OrderDetail = await detailOf(env, tk.supplier01, made.id)
  expect(d.refundedFen).toBe(600)
})
