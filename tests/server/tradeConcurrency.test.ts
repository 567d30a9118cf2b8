/**
 * Trade under concurrency (run on PostgreSQL: scripts/with-postgres.sh; PGlite runs one query at a
 * time, so there these only prove the sequential behaviour): twenty requests at once through the
 * API never pay an order twice, take a balance below zero, credit past its limit, stock below
 * zero, return refund money twice, or both close and pay one order; twenty identical payment
 * callbacks at once settle once. The ledgers chain afterwards.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { contract, type OrderCreated, type PayStart, type OrderStatus } from '@/contract'
import { creditAccounts, creditBillPeriods, orders, payments, predepositRecords, refunds, stockRecords } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { balanceOf, confirmSimulator, createOrder, creditUsed, O, pay, parties, R, registerBuyerAccount, skuId, stockOf, topUp, type Parties } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01', string>
let p: Parties
let potato = ''
/** A buyer registered for this file: its balance and credit start at zero. */
let buyer = { id: '', token: '' }

beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
  buyer = await registerBuyerAccount(env, tk.supplier01, '并发测试餐厅', '13655559999')
  // One order paid online first: a buyer the shop has settled with (not a stranger with at most
  // TRADE_LIMITS.openUnpaidStranger open orders), its balance and credit untouched.
  const first = await createOrder(env, tk.supplier01, buyer.id, [{ skuId: potato, quantity: 1 }])
  const online = expectOk(await pay(env, buyer.token, first.id, 'wechat', { payChannel: 'web' })) as Extract<PayStart<OrderStatus>, { settled: false }>
  await confirmSimulator(env, online.payNo)
}, 600_000)
afterAll(() => env?.close())

/** `n` orders of 1 kg of potatoes (3.20) for a buyer. */
const orders1kg = (purchaserId: string, n: number): Promise<OrderCreated[]> => Promise.all(Array.from({ length: n }, () => createOrder(env, tk.supplier01, purchaserId, [{ skuId: potato, quantity: 1 }])))
const states = async (ids: string[]) => (await env.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((o) => o.status)
const msgs = (rs: Array<{ state: number; msg: string }>) => rs.filter((r) => r.state !== 0).map((r) => r.msg)
const oks = <T extends { state: number }>(rs: T[]) => rs.filter((r) => r.state === 0)

/**
 * The balance ledger chains: every record's balance before it (after - its signed amount) is the
 * balance after another record (or the starting 0), and the last balance-after is the account's.
 */
async function expectBalanceChain(customerId: string): Promise<void> {
  const recs = await env.db.select().from(predepositRecords).where(eq(predepositRecords.customerId, customerId))
  const signed = (r: (typeof recs)[number]) => (r.direction === 'out' ? -r.amountFen : r.amountFen)
  const befores = recs.map((r) => r.balanceAfterFen - signed(r))
  const afters = recs.map((r) => r.balanceAfterFen)
  const final = await balanceOf(env.db, customerId)
  expect(final).toBe(recs.reduce((n, r) => n + signed(r), 0))
  expect([...befores, final].sort((a, b) => a - b)).toEqual([...afters, 0].sort((a, b) => a - b))
  expect(befores.every((v) => v >= 0)).toBe(true)
}

test('20 balance payments of one order at once: one goes through, 19 are told 订单已支付', async () => {
  await topUp(env.db, p.chengnan, 10_000)
  const [made] = await orders1kg(p.chengnan, 1)
  const before = await balanceOf(env.db, p.chengnan)
  const rs = await Promise.all(Array.from({ length: N }, () => pay(env, tk.purchaser01, made!.id, 'balance')))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(Array(N - 1).fill('订单已支付'))
  expect(await balanceOf(env.db, p.chengnan)).toBe(before - made!.payableFen)
  expect(await env.db.select().from(payments).where(eq(payments.subjectId, made!.id))).toHaveLength(1)
  expect(await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizNo, made!.orderNo))).toHaveLength(1)
  await expectBalanceChain(p.chengnan)
})

test('20 WeChat pay taps on one order make one attempt; 20 confirms at once settle it once', async () => {
  const [made] = await orders1kg(p.chengnan, 1)
  const rs = await Promise.all(Array.from({ length: N }, () => pay(env, tk.purchaser01, made!.id, 'wechat', { payChannel: 'web' })))
  const started = oks(rs).map((r) => (r.result as Extract<PayStart<OrderStatus>, { settled: false }>).payNo)
  expect(started).toHaveLength(N)
  expect(new Set(started).size).toBe(1)
  const attempts = await env.db.select().from(payments).where(eq(payments.subjectId, made!.id))
  expect(attempts.map((a) => a.status)).toEqual(['pending'])
  const confirms = await Promise.all(Array.from({ length: N }, () => confirmSimulator(env, started[0]!)))
  expect(confirms.every((c) => c.paid)).toBe(true)
  const [row] = await env.db.select().from(payments).where(eq(payments.subjectId, made!.id))
  expect([row!.status, row!.notifyCount]).toEqual(['succeeded', N])
  expect(await states([made!.id])).toEqual(['paid'])
})

test('20 orders paid at once from a balance that covers 14: 14 paid, 6 refused, the balance ends at 0.20', async () => {
  const made = await orders1kg(buyer.id, N)
  const price = made[0]!.payableFen
  await topUp(env.db, buyer.id, 14 * price + 20)
  const rs = await Promise.all(made.map((o) => pay(env, buyer.token, o.id, 'balance')))
  expect(oks(rs)).toHaveLength(14)
  expect(msgs(rs)).toEqual(Array(6).fill('预存款余额不足'))
  expect(await balanceOf(env.db, buyer.id)).toBe(20)
  const st = await states(made.map((o) => o.id))
  expect(st.filter((s) => s === 'paid')).toHaveLength(14)
  expect(st.filter((s) => s === 'unpaid')).toHaveLength(6)
  const outs = await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.customerId, buyer.id), eq(predepositRecords.direction, 'out')))
  expect(outs.map((r) => r.balanceAfterFen).sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => 20 + i * price))
  await expectBalanceChain(buyer.id)
})

test('9 payments at once: the statement, newest first, reads down from the balance one move at a time', async () => {
  const made = await orders1kg(buyer.id, 9)
  await topUp(env.db, buyer.id, 9 * made[0]!.payableFen + 57_740)
  expect(oks(await Promise.all(made.map((o) => pay(env, buyer.token, o.id, 'balance'))))).toHaveLength(9)
  const page = expectOk(await call<{ records: Array<{ direction: string; amountFen: number; balanceAfterFen: number }> }>(env.app, contract.settle.predepositRecord.page, { size: 100 }, { token: buyer.token }))
  const rows = page.records
  // The order the moves were applied in (their requests all started before any of them moved the balance).
  expect(rows[0]!.balanceAfterFen).toBe(await balanceOf(env.db, buyer.id))
  rows.slice(0, -1).forEach((r, i) => expect(r.balanceAfterFen).toBe(rows[i + 1]!.balanceAfterFen + (r.direction === 'out' ? -r.amountFen : r.amountFen)))
})

test('20 credit payments at once against a limit that covers 10: 10 owed, 10 refused 超出赊账额度', async () => {
  const made = await orders1kg(buyer.id, N)
  const price = made[0]!.payableFen
  await env.db.insert(creditAccounts).values({ supplierId: p.lvyuan, purchaserId: buyer.id, limitFen: 10 * price + 50, dueDay: 5 })
  const rs = await Promise.all(made.map((o) => pay(env, buyer.token, o.id, 'credit')))
  expect(oks(rs)).toHaveLength(10)
  expect(msgs(rs)).toEqual(Array(10).fill('超出赊账额度'))
  expect(await creditUsed(env.db, p.lvyuan, buyer.id)).toBe(10 * price)
  const [acc] = await env.db.select().from(creditAccounts).where(eq(creditAccounts.purchaserId, buyer.id))
  const periods = await env.db.select().from(creditBillPeriods).where(eq(creditBillPeriods.accountId, acc!.id))
  expect(periods.map((x) => x.owedFen)).toEqual([10 * price])
  expect((await states(made.map((o) => o.id))).filter((s) => s === 'owed')).toHaveLength(10)
})

test('20 closes and 20 pays of the same orders at once: each order is either paid or closed, never both', async () => {
  await topUp(env.db, p.chengnan, 50_000)
  const stock0 = await stockOf(env.db, potato)
  const balance0 = await balanceOf(env.db, p.chengnan)
  const made = await orders1kg(p.chengnan, N)
  const price = made[0]!.payableFen
  const calls = made.flatMap((o, i) => {
    const close = () => call(env.app, O.closeOrder, { id: o.id }, { token: i % 2 ? tk.supplier01 : tk.purchaser01 })
    const payIt = () => pay(env, tk.purchaser01, o.id, 'balance')
    return i % 2 ? [close(), payIt()] : [payIt(), close()]
  })
  const rs = await Promise.all(calls)
  expect(oks(rs)).toHaveLength(N)
  expect(msgs(rs).every((m) => m === '订单已关闭' || m === '仅待支付的订单可以关闭')).toBe(true)
  const st = await states(made.map((o) => o.id))
  const paid = st.filter((s) => s === 'paid').length
  expect(paid + st.filter((s) => s === 'closed').length).toBe(N)
  expect(await balanceOf(env.db, p.chengnan)).toBe(balance0 - paid * price)
  expect(await stockOf(env.db, potato)).toBe(stock0 - paid * 100)
  const lines = await env.db.execute(sql`select count(*)::int as n from ${stockRecords} r join order_lines l on l.id = r.biz_id where r.kind = 'release' and l.order_id in (${sql.join(made.map((o) => sql`${o.id}`), sql`, `)})`)
  expect((lines as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(N - paid)

  // One order, ten closes and ten pays: exactly one request wins.
  const [one] = await orders1kg(p.chengnan, 1)
  const both = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? call(env.app, O.closeOrder, { id: one!.id }, { token: tk.purchaser01 }) : pay(env, tk.purchaser01, one!.id, 'balance'))))
  expect(oks(both)).toHaveLength(1)
  await expectBalanceChain(p.chengnan)
})

test('20 approvals of one refund, 20 receipts of one return: the money goes back once', async () => {
  await topUp(env.db, p.chengnan, 20_000)
  const [a, b] = await orders1kg(p.chengnan, 2)
  for (const o of [a!, b!]) expectOk(await pay(env, tk.purchaser01, o.id, 'balance'))
  const ask = async (orderId: string, kind: string) => expectOk(await call<{ id: string }>(env.app, R.refundRequest, { orderId, kind, amountFen: 200, reason: '商品质量问题' }, { token: tk.purchaser01 }))
  const r1 = await ask(a!.id, 'refundOnly')
  const balance = await balanceOf(env.db, p.chengnan)
  const approvals = await Promise.all(Array.from({ length: N }, () => call(env.app, R.supplierRefundAudit, { id: r1.id, approved: true }, { token: tk.supplier01 })))
  expect(oks(approvals)).toHaveLength(1)
  expect(msgs(approvals)).toEqual(Array(N - 1).fill('仅待审核的售后申请可以审核'))
  expect(await balanceOf(env.db, p.chengnan)).toBe(balance + 200)

  const r2 = await ask(b!.id, 'returnRefund')
  expectOk(await call(env.app, R.supplierRefundAudit, { id: r2.id, approved: true }, { token: tk.supplier01 }))
  const receipts = await Promise.all(Array.from({ length: N }, () => call(env.app, R.receipt, { id: r2.id }, { token: tk.supplier01 })))
  expect(oks(receipts)).toHaveLength(1)
  expect(msgs(receipts)).toEqual(Array(N - 1).fill('仅待收货的退货申请可以确认收货'))
  expect(await balanceOf(env.db, p.chengnan)).toBe(balance + 400)
  const rows = await env.db.select().from(refunds).where(inArray(refunds.id, [r1.id, r2.id]))
  expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded'])
  const refunded = await env.db.select({ fen: orders.refundedFen }).from(orders).where(inArray(orders.id, [a!.id, b!.id]))
  expect(refunded.map((r) => r.fen)).toEqual([200, 200])
  await expectBalanceChain(p.chengnan)
})

test('20 refunds of 20 orders approved at once: all go back, the ledger chains', async () => {
  await topUp(env.db, p.chengnan, 20_000)
  const made = await orders1kg(p.chengnan, N)
  for (const o of made) expectOk(await pay(env, tk.purchaser01, o.id, 'balance'))
  const asked: string[] = []
  for (const o of made) asked.push(expectOk(await call<{ id: string }>(env.app, R.refundRequest, { orderId: o.id, kind: 'refundOnly', amountFen: 100, reason: '缺斤少两' }, { token: tk.purchaser01 })).id)
  const balance = await balanceOf(env.db, p.chengnan)
  const rs = await Promise.all(asked.map((id) => call(env.app, R.supplierRefundAudit, { id, approved: true }, { token: tk.supplier01 })))
  expect(oks(rs)).toHaveLength(N)
  expect(await balanceOf(env.db, p.chengnan)).toBe(balance + N * 100)
  await expectBalanceChain(p.chengnan)
})

test('20 orders at once for stock that covers 10: 10 made, 10 told 库存不足, stock at zero', async () => {
  const straw = await skuId(env.db, p.lvyuan, '草莓')
  const stock = await stockOf(env.db, straw)
  const each = stock / 10 / 100
  const rs = await Promise.all(Array.from({ length: N }, () => call(env.app, O.create, { purchaserId: p.chengnan, lines: [{ skuId: straw, quantity: each }], payMethod: 'wechat' }, { token: tk.supplier01 })))
  expect(oks(rs)).toHaveLength(10)
  expect(msgs(rs)).toEqual(Array(10).fill('「草莓」库存不足'))
  expect(await stockOf(env.db, straw)).toBe(0)
})
