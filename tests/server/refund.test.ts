/**
 * settle/orderRefund/*: the seeded refunds in every state, requests and their limits, the buyer
 * withdrawing, the shop approving or rejecting, a return confirmed on receipt, the money going
 * back by the balance at once or through the simulator (retried when the provider failed).
 */
import { eq, inArray } from 'drizzle-orm'
import { OPEN_REFUND_STATES, type OrderItem, type PageResult, type RefundCreated, type RefundDetail, type RefundItem } from '@/contract'
import { paySimulatorRefunds, paySimulatorTransactions, payments, predepositRecords, refunds } from '../../server/db/schema'
import { call, expectOk, type TestEnv } from './helpers'
import { balanceOf, confirmSimulator, createOrder, detailOf, O, pay, R, topUp, tradeEnv, type Parties, type TradeEnv } from './tradeHelpers'

let env: TestEnv
let tk: TradeEnv['tk']
let p: Parties
let potato = ''

beforeAll(async () => {
  ;({ env, tk, p, potato } = await tradeEnv())
  await topUp(env.db, p.chengnan, 200_000)
}, 600_000)
afterAll(() => env?.close())

const list = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<RefundItem>>(env.app, R.page, { size: 100, withTotal: true, ...data }, { token }))
const detail = async (token: string, id: string) => expectOk(await call<RefundDetail>(env.app, R.queryById, { id }, { token }))
const ask = (orderId: string, more: Record<string, unknown> = {}) => call<RefundCreated>(env.app, R.refundRequest, { orderId, kind: 'refundOnly', amountFen: 100, reason: '商品质量问题', ...more }, { token: tk.purchaser01 })
const audit = (id: string, approved: boolean, reason?: string, token = tk.supplier01) => call(env.app, R.supplierRefundAudit, { id, approved, ...(reason ? { reason } : {}) }, { token })
const paidOrder = async (method: 'balance' | 'simulator', quantity = 10) => {
  const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity }])
  if (method === 'balance') expectOk(await pay(env, tk.purchaser01, made.id, 'balance'))
  else {
    const s = expectOk(await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web' })) as { payNo: string }
    expect((await confirmSimulator(env, s.payNo)).paid).toBe(true)
  }
  return made
}

describe('the seeded refunds and the lists', () => {
  test('each side sees its refunds in every state with their timelines', async () => {
    const shop = await list(tk.supplier01)
    expect(new Set(shop.records.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'refunded', 'cancelled']))
    expect(shop.records.every((r) => r.supplierId === p.lvyuan && /^TK\d{14}$/.test(r.refundNo))).toBe(true)
    expect((await list(tk.purchaser01)).total).toBe(shop.total)
    expect((await list(tk.supplier02)).total).toBe(0)
    const steps = async (status: string) => (await detail(tk.purchaser01, shop.records.find((r) => r.status === status)!.id)).timeline.map((e) => e.step)
    expect(await steps('refunded')).toEqual(['requested', 'approved', 'refunded'])
    expect(await steps('rejected')).toEqual(['requested', 'rejected'])
    expect(await steps('cancelled')).toEqual(['requested', 'cancelled'])
    expect(await steps('approved')).toEqual(['requested', 'approved'])
    const rejected = await detail(tk.supplier01, shop.records.find((r) => r.status === 'rejected')!.id)
    expect(rejected.rejectReason).toBe(rejected.timeline[1]!.remark)
    expect(rejected).toMatchObject({ refundProvider: 'balance', kind: 'returnRefund' })
  })

  test("a refund names its order's goods: the first product and the order's number of lines (the refund is for the whole order)", async () => {
    for (const r of (await list(tk.supplier01)).records) {
      const order = await detailOf(env, tk.supplier01, r.orderId)
      expect({ first: r.firstProductName, lines: r.lineCount }).toEqual({ first: order.firstProductName, lines: order.lines.length })
    }
  })

  test('filters: status, order, refund or order number prefix, buyer name; another shop\'s refund is 记录不存在', async () => {
    const all = await list(tk.supplier01)
    const one = all.records[0]!
    expect((await list(tk.supplier01, { status: 'pending' })).records.every((r) => r.status === 'pending')).toBe(true)
    expect((await list(tk.supplier01, { orderId: one.orderId })).records.map((r) => r.id)).toContain(one.id)
    expect((await list(tk.supplier01, { keyword: one.refundNo })).records.map((r) => r.id)).toEqual([one.id])
    expect((await list(tk.supplier01, { keyword: one.orderNo })).records.map((r) => r.orderId)).toContain(one.orderId)
    expect((await list(tk.supplier01, { keyword: '城南' })).total).toBe(all.total)
    expect((await call(env.app, R.queryById, { id: one.id }, { token: tk.supplier02 })).msg).toBe('记录不存在')
    expect((await call(env.app, R.page, { status: 'x' }, { token: tk.supplier01 })).msg).toBe('售后状态不正确')
  })
})

describe('requests', () => {
  test('only on paid money, within what is refundable, one open request at a time', async () => {
    const unpaid = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity: 1 }])
    expect((await ask(unpaid.id)).msg).toBe('该订单当前状态不能申请售后')
    const owed = (expectOk(await call<PageResult<OrderItem>>(env.app, O.page, { status: 'owed' }, { token: tk.purchaser01 }))).records[0]!
    expect((await ask(owed.id)).msg).toBe('赊账订单还款后才能申请退款')
    const made = await paidOrder('balance')
    expect((await ask(made.id, { amountFen: made.payableFen + 1 })).msg).toBe('退款金额不能超过可退金额')
    expect((await ask(made.id, { amountFen: 0 })).msg).toBe('退款金额需大于0')
    expect((await ask(made.id, { amountFen: '1.5' })).msg).toBe('退款金额需大于0')
    expect((await ask(made.id, { reason: '不想要了' })).msg).toBe('请选择退款原因')
    expect((await ask(made.id, { kind: 'exchange' })).msg).toBe('售后类型不正确')
    expect((await ask(made.id, { images: ['https://evil.example/a.png'] })).msg).toBe('图片地址不正确')
    expect((await ask(made.id, { description: '字'.repeat(501) })).msg).toBe('问题描述不能超过500个字符')
    const r = expectOk(await ask(made.id, { amountFen: 500, images: ['/uploads/abc.png'], description: '有烂的' }))
    expect(r).toMatchObject({ status: 'pending', refundNo: expect.stringMatching(/^TK/) })
    expect((await ask(made.id)).msg).toBe('该订单已有处理中的售后申请')
    const d = await detail(tk.purchaser01, r.id)
    expect(d).toMatchObject({ amountFen: 500, images: ['/uploads/abc.png'], description: '有烂的', orderPaidFen: made.payableFen, orderRefundedFen: 0, refundProvider: 'balance' })
    expect((await detailOf(env, tk.purchaser01, made.id)).openRefundStatus).toBe('pending')
    // Both sides' order lists show it (read in the page's own statement), and no list row carries its sort key.
    const open = new Map((await env.db.select().from(refunds).where(inArray(refunds.status, [...OPEN_REFUND_STATES]))).map((r) => [r.orderId, r.status]))
    for (const token of [tk.purchaser01, tk.supplier01]) {
      const listed = expectOk(await call<PageResult<OrderItem>>(env.app, O.page, { size: 100 }, { token }))
      expect(listed.records.find((o) => o.id === made.id)?.openRefundStatus).toBe('pending')
      expect(listed.records.map((o) => [o.id, o.openRefundStatus])).toEqual(listed.records.map((o) => [o.id, open.get(o.id) ?? null]))
      expect(Object.keys(listed.records[0]!).filter((k) => k.startsWith('__'))).toEqual([])
    }
    // Withdrawn: a new request may follow.
    expect(expectOk(await call(env.app, R.cancelRequest, { id: r.id }, { token: tk.purchaser01 }))).toEqual({ id: r.id, status: 'cancelled' })
    expect((await call(env.app, R.cancelRequest, { id: r.id }, { token: tk.purchaser01 })).msg).toBe('仅待审核的售后申请可以撤销')
    expect((await call(env.app, R.cancelRequest, { id: r.id }, { token: tk.supplier01 })).msg).toBe('无权访问该功能')
    expect(expectOk(await ask(made.id)).status).toBe('pending')
    expect((await call(env.app, R.refundRequest, { orderId: made.id, kind: 'refundOnly', amountFen: 1, reason: '其他' }, { token: tk.supplier01 })).msg).toBe('无权访问该功能')
  })
})

describe('the shop\'s decisions and the money', () => {
  test('rejecting needs a reason; a decided request cannot be decided again', async () => {
    const made = await paidOrder('balance')
    const r = expectOk(await ask(made.id, { amountFen: 300 }))
    expect((await audit(r.id, false)).msg).toBe('请填写拒绝原因')
    expect((await audit(r.id, false, '  ')).msg).toBe('请填写拒绝原因')
    expect((await audit(r.id, true, undefined, tk.supplier02)).msg).toBe('记录不存在')
    expect(expectOk(await audit(r.id, false, '货已售出，不支持退款'))).toEqual({ id: r.id, status: 'rejected' })
    expect((await audit(r.id, true)).msg).toBe('仅待审核的售后申请可以审核')
    expect((await detail(tk.purchaser01, r.id)).rejectReason).toBe('货已售出，不支持退款')
  })

  test('refund only, paid by balance: approving returns the money at once, partial refunds add up to at most what was paid', async () => {
    const made = await paidOrder('balance')
    const balance = await balanceOf(env.db, p.chengnan)
    const r = expectOk(await ask(made.id, { amountFen: 400 }))
    expect(expectOk(await audit(r.id, true))).toEqual({ id: r.id, status: 'refunded' })
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance + 400)
    const [rec] = await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizId, r.id))
    expect(rec).toMatchObject({ direction: 'refund', bizType: 'orderRefund', amountFen: 400, bizNo: r.refundNo })
    const rest = made.payableFen - 400
    expect((await ask(made.id, { amountFen: rest + 1 })).msg).toBe('退款金额不能超过可退金额')
    const r2 = expectOk(await ask(made.id, { amountFen: rest }))
    expect(expectOk(await audit(r2.id, true)).status).toBe('refunded')
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.paidFen, d.refundedFen, d.openRefundStatus, d.refunds.length]).toEqual(['paid', made.payableFen, made.payableFen, null, 2])
    expect((await ask(made.id, { amountFen: 1 })).msg).toBe('退款金额不能超过可退金额')
  })

  test('return and refund: approved waits for the goods; the receipt returns the money', async () => {
    const made = await paidOrder('balance')
    const balance = await balanceOf(env.db, p.chengnan)
    const r = expectOk(await ask(made.id, { kind: 'returnRefund', amountFen: 600 }))
    expect((await call(env.app, R.receipt, { id: r.id }, { token: tk.supplier01 })).msg).toBe('仅待收货的退货申请可以确认收货')
    expect(expectOk(await audit(r.id, true))).toEqual({ id: r.id, status: 'approved' })
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance)
    expect((await call(env.app, R.cancelRequest, { id: r.id }, { token: tk.purchaser01 })).msg).toBe('仅待审核的售后申请可以撤销')
    expect((await call(env.app, R.receipt, { id: r.id }, { token: tk.supplier02 })).msg).toBe('记录不存在')
    expect(expectOk(await call(env.app, R.receipt, { id: r.id }, { token: tk.supplier01 }))).toEqual({ id: r.id, status: 'refunded' })
    expect((await call(env.app, R.receipt, { id: r.id }, { token: tk.supplier01 })).msg).toBe('仅待收货的退货申请可以确认收货')
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance + 600)
    expect((await detail(tk.purchaser01, r.id)).timeline.map((e) => e.step)).toEqual(['requested', 'approved', 'received', 'refunded'])
  })

  test('paid through the simulator: the money goes back through it, once, also when its notification repeats', async () => {
    const made = await paidOrder('simulator')
    const balance = await balanceOf(env.db, p.chengnan)
    const r = expectOk(await ask(made.id, { amountFen: 700 }))
    expect((await detail(tk.purchaser01, r.id)).refundProvider).toBe('simulator')
    expect(expectOk(await audit(r.id, true)).status).toBe('refunded')
    const [sim] = await env.db.select().from(paySimulatorRefunds).where(eq(paySimulatorRefunds.refundNo, r.refundNo))
    expect(sim).toMatchObject({ amountFen: 700 })
    const [row] = await env.db.select().from(refunds).where(eq(refunds.id, r.id))
    expect(row!.providerRefundId).toBe(sim!.refundId)
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance)
    expect((await detailOf(env, tk.purchaser01, made.id)).refundedFen).toBe(700)
  })

  test('a provider failure leaves the refund approved; the next read asks again and completes it', async () => {
    const made = await paidOrder('simulator')
    const [payment] = await env.db.select().from(payments).where(eq(payments.subjectId, made.id))
    await env.db.update(paySimulatorTransactions).set({ tradeState: 'NOTPAY' }).where(eq(paySimulatorTransactions.payNo, payment!.payNo))
    const r = expectOk(await ask(made.id, { amountFen: 800 }))
    expect(expectOk(await audit(r.id, true)).status).toBe('approved')
    await env.db.update(paySimulatorTransactions).set({ tradeState: 'SUCCESS' }).where(eq(paySimulatorTransactions.payNo, payment!.payNo))
    expect((await detail(tk.supplier01, r.id)).status).toBe('approved') // asked again at most every 5 s
    await env.db.update(refunds).set({ updatedAt: new Date(Date.now() - 10_000) }).where(eq(refunds.id, r.id))
    expect((await detail(tk.supplier01, r.id)).status).toBe('refunded')
    expect((await detailOf(env, tk.purchaser01, made.id)).refundedFen).toBe(800)
  })

  test('a repaid order refunds through its repayment', async () => {
    const repaid = (expectOk(await call<PageResult<OrderItem>>(env.app, O.page, { status: 'repaid' }, { token: tk.purchaser01 }))).records[0]!
    const r = expectOk(await ask(repaid.id, { amountFen: 1000 }))
    expect((await detail(tk.purchaser01, r.id)).refundProvider).toBe('simulator')
    expect(expectOk(await audit(r.id, true, undefined, tk.supplier02)).status).toBe('refunded')
  })
})
