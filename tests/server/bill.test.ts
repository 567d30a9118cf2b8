/**
 * settle/billInfo and billStatistics (docs/trade.md, "Bills") over the seeded bills: lists, detail,
 * counts; paying from the prepaid balance, with a coupon first, a coupon covering it all; one
 * payment under 20 concurrent submits on PostgreSQL; the bill payment subject the payment layer
 * settles online payments with; ownership and the 账单服务 module.
 */
import { and, eq } from 'drizzle-orm'
import { contract, type BillDetail, type BillItem } from '@/contract'
import { billLines, bills, couponBatches, couponRecords, coupons, payments, predepositAccounts, predepositRecords } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { nextDocNo } from '../../server/data/docNo'
import { newPayNo } from '../../server/modules/settle/payment/payNo'
import { billSubject, useOnlinePayments } from '../../server/modules/settle/bill'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { customerId, NO_MODULE, SHOP1, SHOP2, subAccountWith } from './backoffice'
import { confirmSimulator } from './tradeHelpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01', string>
let shop1 = ''
let shop2 = ''
const B = contract.settle.billInfo
const today = chinaDay()
beforeAll(async () => {
  env = await setup({ poolSize: 24 })
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01'] as const)
  shop1 = await customerId(env, SHOP1)
  shop2 = await customerId(env, SHOP2)
}, 600_000)
afterAll(() => env?.close())

type Page<T> = { records: T[]; total: number }
const counts = async (token = tk.supplier01) => expectOk(await call(env.app, contract.settle.billStatistics.myQuantityByPayStatus, {}, { token }))
const all = async (data: Record<string, unknown> = {}, token = tk.supplier01) => expectOk(await call<Page<BillItem>>(env.app, B.page, { size: 100, ...data }, { token })).records
const billBy = async (title: string, status: string, token = tk.supplier01) => (await all({}, token)).find((b) => b.title === title && b.payStatus === status)!
/** The estate seed's repair and utility bills (docs/estate.md) come on top of the back office's: read from their rows. */
const ESTATE_TYPES: readonly string[] = ['repair', 'utility']
const backOffice = (list: BillItem[]) => list.filter((b) => !ESTATE_TYPES.includes(b.billType))
async function estateCounts(customer: string): Promise<Record<string, number>> {
  const rows = (await env.db.select().from(bills).where(eq(bills.customerId, customer))).filter((b) => ESTATE_TYPES.includes(b.billType))
  const owing = rows.filter((b) => b.payStatus === 'unpaid' || b.payStatus === 'partial')
  const n = (status: string) => rows.filter((b) => b.payStatus === status).length
  return {
    unpaid: n('unpaid'),
    partial: n('partial'),
    paid: n('paid'),
    refunded: n('refunded'),
    total: rows.length,
    overdue: owing.filter((b) => b.dueDate < today).length,
    outstandingFen: owing.reduce((sum, b) => sum + b.amountFen - b.discountFen - b.paidFen, 0),
  }
}
/** The back office's expected counts plus the estate's. */
const plus = async (expected: Record<string, number>, customer: string) => {
  const estate = await estateCounts(customer)
  return Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v + estate[k]!]))
}
const balanceOf = async (customer: string) => (await env.db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, customer)))[0]?.balanceFen ?? 0
const pay = (data: Record<string, unknown>, token = tk.supplier01) => call(env.app, B.payBill, { payMethod: 'balance', ...data }, { token })

/** A coupon of `holderId` (face value and threshold as given), valid today. */
async function couponFor(holderId: string, amountFen: number, thresholdFen = 0) {
  const [batch] = await env.db.select().from(couponBatches).where(eq(couponBatches.name, '商户满100减10元券'))
  const [c] = await env.db
    .insert(coupons)
    .values({ couponNo: await nextDocNo(env.db, 'coupon'), batchId: batch!.id, holderId, issuedTo: holderId, amountFen, thresholdFen, validFrom: addDays(today, -1), validTo: addDays(today, 10) })
    .returning()
  return c!
}

/** A bill of `customer` owing `amountFen`, due in `dueIn` days. */
async function billFor(customer: string, amountFen: number, dueIn = 5) {
  const [b] = await env.db
    .insert(bills)
    .values({ billNo: await nextDocNo(env.db, 'bill'), customerId: customer, title: '测试账单', billType: 'other', periodStart: today, periodEnd: today, dueDate: addDays(today, dueIn), amountFen })
    .returning()
  await env.db.insert(billLines).values({ billId: b!.id, name: '测试费用', amountFen })
  return b!
}

describe('reading the seeded bills', () => {
  test('myQuantityByPayStatus: counts per state, overdue and what is outstanding', async () => {
    // The back office's six bills, the first bill of the lease the lease seed paid online (docs/lease.md, "Seed"), and the estate's (docs/estate.md).
    expect(await counts()).toEqual(await plus({ unpaid: 2, partial: 1, paid: 3, refunded: 1, total: 7, overdue: 1, outstandingFen: 8_610 + 15_500 + 180_000 }, shop1))
    expect(await counts(tk.supplier02)).toMatchObject(await plus({ unpaid: 1, paid: 1, total: 2, overdue: 0, outstandingFen: 220_000 }, shop2))
  })

  test('pageMyBill: outstanding bills earliest due first; page: all, newest period first, with filters', async () => {
    const owed = expectOk(await call<Page<BillItem>>(env.app, B.pageMyBill, { size: 100 }, { token: tk.supplier01 })).records
    expect(owed.map((b) => b.dueDate)).toEqual([...owed.map((b) => b.dueDate)].sort())
    const outstanding = backOffice(owed)
    expect(outstanding.map((b) => [b.title, b.payStatus, b.outstandingFen, b.overdue])).toEqual([
      ['水费', 'unpaid', 8_610, true],
      ['电费', 'partial', 15_500, false],
      ['摊位租金', 'unpaid', 180_000, false],
    ])
    expect(outstanding.map((b) => b.dueDate)).toEqual([addDays(today, -5), addDays(today, 10), addDays(today, 20)])
    const every = backOffice(await all())
    expect(every).toHaveLength(7)
    expect(every.map((b) => b.periodStart)).toEqual([...every.map((b) => b.periodStart)].sort().reverse())
    expect(every.find((b) => b.title === '物业管理费')).toMatchObject({ payStatus: 'paid', amountFen: 36_000, discountFen: 2_000, paidFen: 34_000, outstandingFen: 0, overdue: false })
    expect((await all({ payStatus: 'refunded' })).map((b) => b.title)).toEqual(['垃圾清运费'])
    expect((await all({ billType: 'rent' })).map((b) => b.title + ':' + b.payStatus).sort()).toEqual(['摊位租金:paid', '摊位租金:unpaid', '摊位租金及押金 SS-A-02:paid'])
    expect(backOffice(await all({ keyword: '水' })).map((b) => b.title)).toEqual(['水费'])
    const rent = every.find((b) => b.title === '摊位租金')!
    expect((await all({ keyword: rent.billNo })).map((b) => b.id)).toEqual([rent.id])
    expect((await call(env.app, B.page, { payStatus: '0' }, { token: tk.supplier01 })).msg).toBe('支付状态不正确')
    expect((await call(env.app, B.page, { billType: 'tax' }, { token: tk.supplier01 })).msg).toBe('账单类型不正确')
  })

  test('queryById: lines, remark and payments', async () => {
    const water = await billBy('水费', 'unpaid')
    const d = expectOk(await call<BillDetail>(env.app, B.queryById, { id: water.id }, { token: tk.supplier01 }))
    expect(d).toMatchObject({ billNo: water.billNo, remark: '已逾期，请尽快缴纳', payments: [], lines: [{ name: '用水量', quantity: 21, unit: '吨', unitPriceFen: 410, amountFen: 8_610, remark: null, id: expect.any(String) }] })
    const paidRent = await billBy('摊位租金', 'paid')
    const p = expectOk(await call<BillDetail>(env.app, B.queryById, { id: paidRent.id }, { token: tk.supplier01 }))
    expect(p.payments).toEqual([expect.objectContaining({ provider: 'balance', status: 'succeeded', amountFen: 180_000 })])
    expect(p.payments[0]!.payNo).toMatch(/^PY/)
  })
})

describe('payBill', () => {
  test('from the balance: bill paid, one payment, one balance record with the bill number; then 账单已支付', async () => {
    const water = await billBy('水费', 'unpaid')
    const before = await balanceOf(shop1)
    const r = expectOk(await pay({ id: water.id }))
    expect(r).toMatchObject({ settled: true, provider: 'balance', status: 'paid' })
    expect(await balanceOf(shop1)).toBe(before - 8_610)
    const [record] = await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizId, r.paymentId))
    expect(record).toMatchObject({ direction: 'out', bizType: 'billPay', amountFen: 8_610, balanceAfterFen: before - 8_610, bizNo: water.billNo })
    const state = expectOk(await call(env.app, B.queryBillPayStatus, { id: water.id }, { token: tk.supplier01 }))
    expect(state).toEqual({ id: water.id, payStatus: 'paid', amountFen: 8_610, paidFen: 8_610, latestPayment: { paymentId: r.paymentId, status: 'succeeded' } })
    expect((await pay({ id: water.id })).msg).toBe('账单已支付')
    expect(await counts()).toMatchObject(await plus({ unpaid: 1, paid: 4, overdue: 0 }, shop1))
  })

  test('with a coupon first: the discount comes off what is left, the balance pays the rest', async () => {
    const power = await billBy('电费', 'partial')
    const coupon = await couponFor(shop1, 1_000, 10_000)
    const before = await balanceOf(shop1)
    expectOk(await pay({ id: power.id, couponId: coupon.id }))
    const [b] = await env.db.select().from(bills).where(eq(bills.id, power.id))
    expect(b).toMatchObject({ payStatus: 'paid', discountFen: 1_000, paidFen: 24_500, couponId: coupon.id })
    expect(await balanceOf(shop1)).toBe(before - 14_500)
    const [used] = await env.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(used).toMatchObject({ state: 'used', usedOn: 'bill', usedBizId: power.id })
    expect(await env.db.select().from(couponRecords).where(and(eq(couponRecords.couponId, coupon.id), eq(couponRecords.kind, 'use')))).toEqual([
      expect.objectContaining({ amountFen: 1_000, bizType: 'bill', bizNo: power.billNo }),
    ])
  })

  test('a coupon that covers all that is left pays the bill alone (no payment)', async () => {
    const small = await billFor(shop1, 800)
    const coupon = await couponFor(shop1, 1_000)
    const before = await balanceOf(shop1)
    expect(expectOk(await pay({ id: small.id, couponId: coupon.id }))).toEqual({ settled: true, paymentId: null, provider: 'balance', status: 'paid' })
    const [b] = await env.db.select().from(bills).where(eq(bills.id, small.id))
    expect(b).toMatchObject({ payStatus: 'paid', discountFen: 800, paidFen: 0 })
    expect(b!.paidAt).not.toBeNull()
    expect(await balanceOf(shop1)).toBe(before)
    expect(await env.db.select().from(payments).where(eq(payments.subjectId, small.id))).toEqual([])
  })

  test('a short balance rolls the payment back; the coupon stays on the bill (one per bill)', async () => {
    const rent = await billBy('摊位租金', 'unpaid', tk.supplier02)
    const coupon = await couponFor(shop2, 1_000, 10_000)
    const before = await balanceOf(shop2)
    expect((await pay({ id: rent.id, couponId: coupon.id }, tk.supplier02)).msg).toBe('预存款余额不足')
    expect(await balanceOf(shop2)).toBe(before)
    const [b] = await env.db.select().from(bills).where(eq(bills.id, rent.id))
    expect(b).toMatchObject({ payStatus: 'unpaid', paidFen: 0, discountFen: 1_000, couponId: coupon.id })
    expect(await env.db.select().from(payments).where(eq(payments.subjectId, rent.id))).toEqual([])
    const another = await couponFor(shop2, 1_000, 10_000)
    expect((await pay({ id: rent.id, couponId: another.id }, tk.supplier02)).msg).toBe('该账单已使用优惠券')
    expect((await pay({ id: rent.id }, tk.supplier02)).msg).toBe('预存款余额不足')
    expect(expectOk(await call(env.app, B.queryById, { id: rent.id }, { token: tk.supplier02 }))).toMatchObject({ outstandingFen: 219_000, discountFen: 1_000 })
  })

  test('20 concurrent submits of one bill: one payment, one balance record, the rest 账单已支付', async () => {
    const rent = await billBy('摊位租金', 'unpaid')
    const before = await balanceOf(shop1)
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay({ id: rent.id })))
    expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.state !== 0).map((a) => a.msg)).toEqual(Array(19).fill('账单已支付'))
    expect(await balanceOf(shop1)).toBe(before - 180_000)
    const pays = await env.db.select().from(payments).where(eq(payments.subjectId, rent.id))
    expect(pays).toEqual([expect.objectContaining({ provider: 'balance', status: 'succeeded', amountFen: 180_000 })])
    expect(await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizNo, rent.billNo))).toHaveLength(1)
  })

  test('refusals: refunded, unknown, bad method, coupon not held, missing channel', async () => {
    const refunded = await billBy('垃圾清运费', 'refunded')
    expect((await pay({ id: refunded.id })).msg).toBe('账单已退款')
    expect((await pay({ id: 'missing' })).msg).toBe('记录不存在')
    const open = await billFor(shop1, 5_000)
    expect((await pay({ id: open.id, payMethod: 'credit' })).msg).toBe('请选择支付方式')
    expect((await pay({ id: open.id, payMethod: 'wechat' })).msg).toBe('缺少参数：payChannel')
    expect((await pay({ id: open.id, payMethod: 'wechat', payChannel: 'pos' })).msg).toBe('支付渠道不正确')
    const theirs = await couponFor(shop2, 500)
    expect((await pay({ id: open.id, couponId: theirs.id })).msg).toBe('优惠券不存在')
    const [b] = await env.db.select().from(bills).where(eq(bills.id, open.id))
    expect(b).toMatchObject({ payStatus: 'unpaid', discountFen: 0, couponId: null })
  })
})

describe('online payment, wired to the payment layer as the server starts it', () => {
  // Before the stand-in below replaces it: the real startPayment, the simulator and its callback.
  test('payBill with WeChat Pay starts a simulator attempt; confirming it pays the bill through the callback', async () => {
    const bill = await billFor(shop1, 23_456)
    const r = expectOk(await pay({ id: bill.id, payMethod: 'wechat', payChannel: 'web' }))
    expect(r).toMatchObject({ settled: false, provider: 'simulator', status: 'unpaid' })
    const { payNo, request } = r as unknown as { payNo: string; request: { simulatorUrl: string } }
    expect(request.simulatorUrl).toContain(`payNo=${payNo}`)
    expect(await confirmSimulator(env, payNo)).toMatchObject({ paid: true })
    expect(expectOk(await call(env.app, B.queryBillPayStatus, { id: bill.id }, { token: tk.supplier01 }))).toMatchObject({ payStatus: 'paid', paidFen: 23_456, latestPayment: { paymentId: r.paymentId, status: 'succeeded' } })
  })
})

describe('online payment through the payment layer', () => {
  // A recording stand-in for the payment layer's startPayment: the bill side's part is what it asks for.
  const started: Array<Record<string, unknown>> = []
  beforeAll(() =>
    useOnlinePayments({
      async startPayment(db, p) {
        started.push(p)
        const [row] = await db
          .insert(payments)
          .values({ payNo: newPayNo(), subjectType: p.subject.subject, subjectId: p.subjectId, customerId: p.customerId, userId: p.userId, provider: 'simulator', amountFen: p.amountFen, expiresAt: new Date(Date.now() + 900_000) })
          .returning()
        const request = { provider: 'simulator' as const, appId: 'wx-test', timeStamp: '1', nonceStr: 'n', package: `prepay_id=${row!.payNo}`, signType: 'RSA' as const, paySign: 's' }
        return { paymentId: row!.id, payNo: row!.payNo, provider: 'simulator', request, expiresAt: row!.expiresAt!.toISOString() }
      },
    }),
  )

  test('payBill starts an attempt for what is left; the bill subject settles it once, and refuses a stale amount', async () => {
    const bill = await billFor(shop1, 12_345)
    const r = expectOk(await pay({ id: bill.id, payMethod: 'wechat', payChannel: 'web' }))
    expect(r).toMatchObject({ settled: false, provider: 'simulator', status: 'unpaid' })
    expect(started).toEqual([expect.objectContaining({ subject: expect.objectContaining({ subject: 'bill' }), subjectId: bill.id, customerId: shop1, amountFen: 12_345, channel: 'web' })])
    expect(expectOk(await call(env.app, B.queryBillPayStatus, { id: bill.id }, { token: tk.supplier01 }))).toMatchObject({ payStatus: 'unpaid', latestPayment: { paymentId: r.paymentId, status: 'pending' } })

    // The money arrives: the payment layer marks the attempt succeeded and asks the subject to settle.
    const [payment] = await env.db.update(payments).set({ status: 'succeeded', paidAt: new Date() }).where(eq(payments.id, r.paymentId)).returning()
    expect(await env.db.transaction((tx) => billSubject.settle(tx, payment!))).toBe(true)
    expect(expectOk(await call(env.app, B.queryBillPayStatus, { id: bill.id }, { token: tk.supplier01 }))).toMatchObject({ payStatus: 'paid', paidFen: 12_345, latestPayment: { status: 'succeeded' } })
    // A repeated or late success finds nothing to pay: the layer sends that money back.
    expect(await env.db.transaction((tx) => billSubject.settle(tx, payment!))).toBe(false)
    const other = await billFor(shop1, 20_000)
    expect(await billSubject.settle(env.db, { ...payment!, subjectId: other.id, amountFen: 19_999 })).toBe(false)
    expect(await billSubject.settle(env.db, { ...payment!, subjectId: other.id, customerId: shop2, amountFen: 20_000 })).toBe(false)
    const [untouched] = await env.db.select().from(bills).where(eq(bills.id, other.id))
    expect(untouched).toMatchObject({ payStatus: 'unpaid', paidFen: 0 })
  })

  test('paying from the balance closes an online attempt left open', async () => {
    const bill = await billFor(shop1, 3_000)
    const started = expectOk(await pay({ id: bill.id, payMethod: 'wechat', payChannel: 'mini' }))
    expectOk(await pay({ id: bill.id }))
    const [attempt] = await env.db.select().from(payments).where(eq(payments.id, started.paymentId))
    expect(attempt).toMatchObject({ status: 'closed' })
    expect(await billSubject.settle(env.db, { ...attempt!, status: 'succeeded', paidAt: new Date() })).toBe(false)
  })
})

describe('ownership and grants', () => {
  test('another shop\'s bill is not found for every call and nothing of it changes', async () => {
    const theirs = await billBy('摊位租金', 'unpaid', tk.supplier02)
    for (const ep of [B.queryById, B.queryBillPayStatus]) expect((await call(env.app, ep, { id: theirs.id }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await pay({ id: theirs.id })).msg).toBe('记录不存在')
    expect((await all()).some((b) => b.id === theirs.id)).toBe(false)
    expect(expectOk(await call<Page<BillItem>>(env.app, B.pageMyBill, { size: 100 }, { token: tk.supplier01 })).records.some((b) => b.id === theirs.id)).toBe(false)
    const [b] = await env.db.select().from(bills).where(eq(bills.id, theirs.id))
    expect(b!.paidFen).toBe(0)
  })

  test('a sub-account without 账单服务 is refused; with it, it pays from its shop\'s balance', async () => {
    const calls = [
      [B.pageMyBill, {}],
      [B.page, {}],
      [B.queryById, { id: 'x' }],
      [B.payBill, { id: 'x', payMethod: 'balance' }],
      [B.queryBillPayStatus, { id: 'x' }],
      [contract.settle.billStatistics.myQuantityByPayStatus, {}],
    ] as const
    for (const [ep, data] of calls) {
      expect((await call(env.app, ep, data, { token: tk.supplier01a })).msg).toBe(NO_MODULE)
      expect((await call(env.app, ep, data, { token: tk.purchaser01 })).msg).toBe('无权访问该功能')
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
    const cashier = await subAccountWith(env, tk.supplier01, ['bill'])
    const bill = await billFor(shop1, 2_000)
    const before = await balanceOf(shop1)
    const r = expectOk(await pay({ id: bill.id }, cashier))
    expect(await balanceOf(shop1)).toBe(before - 2_000)
    const [p] = await env.db.select().from(payments).where(eq(payments.id, r.paymentId))
    expect(p!.customerId).toBe(shop1)
  })
})
