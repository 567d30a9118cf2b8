/**
 * The ledger primitives (server/data/ledger.ts) under concurrency: 20 moves at once on one account
 * never take a balance below zero, credit past its limit or a batch below zero stock, and each
 * successful move leaves exactly one ledger row whose value-after chains with the others. Run on
 * PostgreSQL (scripts/with-postgres.sh) to exercise real concurrency: PGlite runs one query at a
 * time, so there the same assertions only prove the sequential behaviour.
 */
import { and, desc, eq } from 'drizzle-orm'
import { creditAccounts, creditBillPeriods, creditRecords, customers, orders, predepositAccounts, predepositRecords, products, shopSkus, stockBatches, stockRecords } from '../../server/db/schema'
import { chinaMonth } from '../../server/lib/dates'
import { BizError } from '../../server/lib/envelope'
import { DUPLICATE_MOVE, INSUFFICIENT_BALANCE, INSUFFICIENT_STOCK, moveCredit, movePredeposit, moveStock, OVER_CREDIT_LIMIT, OVER_OWED } from '../../server/data/ledger'
import { fromNumeric } from '../../server/lib/money'
import { nextDocNo } from '../../server/data/docNo'
import { setup, type TestEnv } from './helpers'

const N = 20
let env: TestEnv
let shopId = ''
let buyerId = ''
beforeAll(async () => {
  env = await setup({ poolSize: N + 2 })
  // A shop and a buyer of their own: the seeded ones already trade (balance, credit, stock).
  const [shop, buyer] = await env.db
    .insert(customers)
    .values([
      { name: '账本测试商行', customerType: 'supplier' },
      { name: '账本测试采购', customerType: 'purchaser' },
    ])
    .returning()
  shopId = shop!.id
  buyerId = buyer!.id
}, 600_000)
afterAll(() => env?.close())

/** Runs `n` calls at once; the successes' values and the refusals' messages. */
async function race<T>(n: number, call: (i: number) => Promise<T>): Promise<{ ok: T[]; refused: string[] }> {
  const settled = await Promise.allSettled(Array.from({ length: n }, (_, i) => call(i)))
  const ok: T[] = []
  const refused: string[] = []
  for (const s of settled) {
    if (s.status === 'fulfilled') ok.push(s.value)
    else if (s.reason instanceof BizError) refused.push(s.reason.message)
    else throw s.reason
  }
  return { ok, refused }
}

/** Each value-after is the one before it moved by `step`: the moves happened one after another. */
function expectChain(afters: number[], start: number, step: number): void {
  const sorted = [...afters].sort((a, b) => (step < 0 ? b - a : a - b))
  sorted.forEach((v, i) => expect(v).toBe(start + step * (i + 1)))
}

describe('prepaid balance', () => {
  test('20 concurrent payments of 0.70 from a balance of 10.00: 14 pass, 6 are refused, the balance ends at 0.20', async () => {
    await movePredeposit(env.db, { customerId: buyerId, direction: 'in', bizType: 'topup', amountFen: 1000, bizId: 'topup-1' })
    const { ok, refused } = await race(N, (i) => movePredeposit(env.db, { customerId: buyerId, direction: 'out', bizType: 'orderPay', amountFen: 70, bizId: `pay-${i}` }))
    expect(ok).toHaveLength(14)
    expect(refused).toEqual(Array(6).fill(INSUFFICIENT_BALANCE))
    expectChain(ok.map((r) => r.after), 1000, -70)
    const [acc] = await env.db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, buyerId))
    expect(acc!.balanceFen).toBe(20)
    const outs = await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.customerId, buyerId), eq(predepositRecords.direction, 'out')))
    expect(outs).toHaveLength(14)
    expect(outs.every((r) => r.balanceAfterFen >= 0 && r.amountFen === 70)).toBe(true)
  })

  test('the same business event moves the balance once; a refund adds back', async () => {
    await expect(movePredeposit(env.db, { customerId: buyerId, direction: 'out', bizType: 'orderPay', amountFen: 10, bizId: 'pay-0' })).rejects.toThrow(DUPLICATE_MOVE)
    const r = await movePredeposit(env.db, { customerId: buyerId, direction: 'refund', bizType: 'orderRefund', amountFen: 70, bizId: 'refund-1', bizNo: 'TK1' })
    expect(r.after).toBe(90)
    await expect(movePredeposit(env.db, { customerId: buyerId, direction: 'out', bizType: 'billPay', amountFen: 91, bizId: 'bill-1' })).rejects.toThrow(INSUFFICIENT_BALANCE)
    const [acc] = await env.db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, buyerId))
    expect(acc!.balanceFen).toBe(90)
  })

  test('rows read in the order they were applied, whatever time their requests stamped on them', async () => {
    const customerId = (await env.db.insert(customers).values({ name: '账本顺序测试', customerType: 'purchaser' }).returning())[0]!.id
    const t0 = Date.now()
    // A request that started later applies first: its row carries the later time.
    await movePredeposit(env.db, { customerId, direction: 'in', bizType: 'topup', amountFen: 200_000, bizId: `order-a-${t0}`, at: new Date(t0 + 5000) })
    await movePredeposit(env.db, { customerId, direction: 'out', bizType: 'orderPay', amountFen: 142_260, bizId: `order-b-${t0}`, at: new Date(t0) })
    const rows = await env.db.select().from(predepositRecords).where(eq(predepositRecords.customerId, customerId)).orderBy(desc(predepositRecords.seq))
    expect(rows.map((r) => r.balanceAfterFen)).toEqual([57_740, 200_000])
    const byTime = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    expect(byTime[0]!.balanceAfterFen).toBe(200_000) // what a statement sorted by time would have shown first
  })

  test('a customer without an account starts at zero and cannot pay', async () => {
    await expect(movePredeposit(env.db, { customerId: shopId, direction: 'out', bizType: 'billPay', amountFen: 1, bizId: 'bill-x' })).rejects.toThrow(INSUFFICIENT_BALANCE)
    const [acc] = await env.db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, shopId))
    expect(acc!.balanceFen).toBe(0)
  })
})

describe('credit', () => {
  let accountId = ''
  const orderIds: string[] = []
  beforeAll(async () => {
    const [acc] = await env.db.insert(creditAccounts).values({ supplierId: shopId, purchaserId: buyerId, limitFen: 10_000, dueDay: 10 }).returning()
    accountId = acc!.id
    for (let i = 0; i < N; i++) {
      const [o] = await env.db
        .insert(orders)
        .values({ orderNo: await nextDocNo(env.db, 'order'), supplierId: shopId, purchaserId: buyerId, supplierName: '绿源果蔬商行', purchaserName: '城南生鲜采购中心', payMethod: 'credit', goodsFen: 700, payableFen: 700, lineCount: 1, firstProductName: '白菜' })
        .returning()
      orderIds.push(o!.id)
    }
  })

  test('20 concurrent credit sales of 7.00 within a limit of 100.00: 14 pass, 6 are refused, used never passes the limit', async () => {
    const { ok, refused } = await race(N, (i) => moveCredit(env.db, { accountId, kind: 'use', amountFen: 700, orderId: orderIds[i]! }))
    expect(ok).toHaveLength(14)
    expect(refused).toEqual(Array(6).fill(OVER_CREDIT_LIMIT))
    expectChain(ok.map((r) => r.after), 0, 700)
    const [acc] = await env.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId))
    expect(acc!.usedFen).toBe(9800)
    const periods = await env.db.select().from(creditBillPeriods).where(eq(creditBillPeriods.accountId, accountId))
    expect(periods).toHaveLength(1)
    expect(periods[0]).toMatchObject({ period: chinaMonth(), owedFen: 9800, repaidFen: 0 })
    expect(periods[0]!.dueDate.endsWith('-10')).toBe(true)
  })

  test('repaying: once per order, into the period the use landed in, never more than owed', async () => {
    const used = await env.db.select().from(creditRecords).where(and(eq(creditRecords.accountId, accountId), eq(creditRecords.kind, 'use')))
    const orderId = used[0]!.orderId
    const { ok, refused } = await race(5, () => moveCredit(env.db, { accountId, kind: 'repay', amountFen: 700, orderId }))
    expect(ok).toHaveLength(1)
    expect(refused).toEqual(Array(4).fill(DUPLICATE_MOVE))
    const [acc] = await env.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId))
    expect(acc!.usedFen).toBe(9100)
    const [period] = await env.db.select().from(creditBillPeriods).where(eq(creditBillPeriods.accountId, accountId))
    expect(period!.repaidFen).toBe(700)
    const unused = orderIds.find((id) => !used.some((u) => u.orderId === id))!
    await expect(moveCredit(env.db, { accountId, kind: 'repay', amountFen: 700, orderId: unused })).rejects.toThrow('该订单没有赊账记录')
    await expect(moveCredit(env.db, { accountId, kind: 'repay', amountFen: 9200, orderId: used[1]!.orderId })).rejects.toThrow(OVER_OWED)
  })

  test('a disabled account sells nothing on credit', async () => {
    await env.db.update(creditAccounts).set({ enabled: false }).where(eq(creditAccounts.id, accountId))
    await expect(moveCredit(env.db, { accountId, kind: 'use', amountFen: 1, orderId: orderIds[0]! })).rejects.toThrow('未开通赊账')
  })
})

describe('stock', () => {
  test('20 concurrent losses of 0.75 from a batch of 10.00: 13 pass, 7 are refused, the batch ends at 0.25', async () => {
    const [product] = await env.db.select().from(products).limit(1)
    const [sku] = await env.db
      .insert(shopSkus)
      .values({ shopId, productId: product!.id, categoryId: product!.categoryId, name: product!.name, unit: product!.unit, priceFen: 350 })
      .returning()
    const [batch] = await env.db
      .insert(stockBatches)
      .values({ batchNo: await nextDocNo(env.db, 'batch'), shopId, skuId: sku!.id, quantity: '10.00', initialQuantity: '10.00', entryDate: '2026-03-01', shelfLifeDays: 5, expiryDate: '2026-03-06' })
      .returning()
    const { ok, refused } = await race(N, (i) =>
      moveStock(env.db, { batchId: batch!.id, shopId, skuId: sku!.id, kind: 'loss', deltaHundredths: -75, bizId: `loss-line-${i}` }),
    )
    expect(ok).toHaveLength(13)
    expect(refused).toEqual(Array(7).fill(INSUFFICIENT_STOCK))
    expectChain(ok.map((r) => r.after), 1000, -75)
    const [after] = await env.db.select().from(stockBatches).where(eq(stockBatches.id, batch!.id))
    expect(fromNumeric(after!.quantity)).toBe(25)
    const rows = await env.db.select().from(stockRecords).where(eq(stockRecords.batchId, batch!.id))
    expect(rows).toHaveLength(13)
    expect(rows.every((r) => fromNumeric(r.delta) === -75 && fromNumeric(r.quantityAfter) >= 0)).toBe(true)
  })
})

test('20 concurrent document numbers are distinct and consecutive', async () => {
  const nos = await Promise.all(Array.from({ length: N }, () => nextDocNo(env.db, 'refund')))
  expect(new Set(nos).size).toBe(N)
  const seqs = nos.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)
  expect(seqs).toEqual(Array.from({ length: N }, (_, i) => seqs[0]! + i))
  expect(nos[0]).toMatch(/^TK\d{8}\d{6}$/)
})
