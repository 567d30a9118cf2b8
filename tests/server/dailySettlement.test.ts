/**
 * A shop's daily settlement (settle/supplierData/dailySettlement, docs/trade.md "Daily settlement"):
 * the endpoint's figures against the same figures summed independently in JS from the raw rows
 * (payments, the balance and credit ledgers, refunds, the orders' coupons), over a busy day built
 * here with every kind of movement at the market's midnights, and over every day of the seeded
 * season; tenancy, the sub-account's module and bad input.
 */
import { and, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { contract, type DailySettlement, type ExportLink, type SettlementRowKey } from '@/contract'
import { couponBatches, coupons, shopSkus, creditRecords, orders, payments, predepositRecords, refunds, sysModules, sysRoleModules, sysRoles, users } from '../../server/db/schema'
import type { Db } from '../../server/db/client'
import { addDays, chinaDay, marketDayStart } from '../../server/lib/dates'
import { createOrder, payOrder, repayOrder, type Actor } from '../../server/modules/settle/orderWorkflow'
import { AUTO_REFUND_DUE } from '../../server/modules/settle/payment/service'
import { auditRefund, requestRefund } from '../../server/modules/settle/refund'
import { cashRefund } from '../../server/modules/settle/cashRefund'
import { deliverBatch } from '../../server/seeds/shop'
import { simulatedPayment } from '../../server/seeds/simulatedPay'
import { call, expectOk, login } from './helpers'
import { topUp, tradeEnv, type TradeEnv } from './tradeHelpers'

const EP = contract.settle.supplierData.dailySettlement
let t: TradeEnv
const today = chinaDay()
/** The busy day built here (two days ago, so every instant of it is past). */
const D = addDays(today, -2)
const at = (day: string, ms: number) => new Date(marketDayStart(day).getTime() + ms)
const HOUR = 3_600_000

type Figures = Record<SettlementRowKey, { count: number; amountFen: number }>

const settlement = async (day: string, token = t.tk.supplier01) => expectOk(await call<DailySettlement>(t.env.app, EP, { day }, { token }))
const flat = (s: DailySettlement): Figures => Object.fromEntries(s.sections.flatMap((sec) => sec.rows.map((r) => [r.key, { count: r.count, amountFen: r.amountFen }]))) as Figures

/**
 * The same figures from the raw rows, in JS: the day of each row's own time (chinaDay), the
 * balance from the balance ledger, credit and repayments from the credit ledger, the online
 * methods from the payments, refunds from the refunds and the balance ledger.
 */
async function rawRows(db: Db, shopId: string) {
  const shopOrders = await db.select().from(orders).where(eq(orders.supplierId, shopId))
  const byId = new Map(shopOrders.map((o) => [o.id, o]))
  const pays = (await db.select().from(payments).where(eq(payments.status, 'succeeded'))).filter((p) => byId.has(p.subjectId) && p.failReason !== AUTO_REFUND_DUE)
  return { byId, pays, ledger: await db.select().from(predepositRecords), credit: await db.select().from(creditRecords), refunds: await db.select().from(refunds) }
}

function figuresOf({ byId, pays, ledger, credit: allCredit, refunds: allRefunds }: Awaited<ReturnType<typeof rawRows>>, shopId: string, day: string): Figures {
  const inDay = (d: Date | null) => !!d && chinaDay(d) === day
  const payById = new Map(pays.map((p) => [p.id, p]))
  const credit = allCredit.filter((r) => byId.has(r.orderId) && inDay(r.createdAt))
  const shopRefunds = allRefunds.filter((r) => r.supplierId === shopId && r.status === 'refunded' && inDay(r.refundedAt))
  const sum = (xs: number[]) => ({ count: xs.length, amountFen: xs.reduce((a, b) => a + b, 0) })

  // Sales: the balance ledger's order payments, the online payments' callbacks, the credit ledger's uses.
  const balanceOut = ledger.filter((r) => r.direction === 'out' && r.bizType === 'orderPay' && payById.has(r.bizId ?? '') && inDay(r.createdAt))
  const onlineSales = pays.filter((p) => p.subjectType === 'order' && (p.provider === 'wechat' || p.provider === 'simulator') && inDay(p.paidAt))
  const cashSales = pays.filter((p) => p.subjectType === 'order' && p.provider === 'cash' && inDay(p.paidAt))
  const uses = credit.filter((r) => r.kind === 'use')
  const settledIds = [...balanceOut.map((r) => payById.get(r.bizId!)!.subjectId), ...onlineSales.map((p) => p.subjectId), ...cashSales.map((p) => p.subjectId), ...uses.map((r) => r.orderId)]
  const settled = settledIds.map((id) => byId.get(id)!)
  // Repayments: the credit ledger's repayments, each by the method of its succeeded orderRepay payment.
  const repays = credit.filter((r) => r.kind === 'repay')
  const repayBy = (provider: string[]) => repays.filter((r) => pays.some((p) => p.subjectType === 'orderRepay' && p.subjectId === r.orderId && provider.includes(p.provider)))
  // Refunds: by the balance ledger (balance) or the refund rows (online).
  const refundBalance = ledger.filter((r) => r.direction === 'refund' && r.bizType === 'orderRefund' && shopRefunds.some((x) => x.id === r.bizId))
  const refundOnline = shopRefunds.filter((r) => r.refundProvider === 'wechat' || r.refundProvider === 'simulator')
  const refundCash = shopRefunds.filter((r) => r.refundProvider === 'cash')

  const f = {
    goods: sum(settled.map((o) => o.goodsFen)),
    balance: sum(balanceOut.map((r) => r.amountFen)),
    wechat: sum(onlineSales.map((p) => p.amountFen)),
    cash: sum(cashSales.map((p) => p.amountFen)),
    credit: sum(uses.map((r) => r.amountFen)),
    salesTotal: sum(settled.map((o) => o.payableFen)),
    owed: sum(uses.map((r) => r.amountFen)),
    repaid: sum(repays.map((r) => r.amountFen)),
    repaidBalance: sum(repayBy(['balance']).map((r) => r.amountFen)),
    repaidWechat: sum(repayBy(['wechat', 'simulator']).map((r) => r.amountFen)),
    refundBalance: sum(refundBalance.map((r) => r.amountFen)),
    refundWechat: sum(refundOnline.map((r) => r.amountFen)),
    refundCash: sum(refundCash.map((r) => r.amountFen)),
    refundTotal: sum([...refundBalance, ...refundOnline, ...refundCash].map((r) => r.amountFen)),
    couponUsed: sum(settled.filter((o) => o.couponId).map((o) => o.discountFen)),
  }
  const cash = { count: f.balance.count + f.wechat.count + f.cash.count, amountFen: f.balance.amountFen + f.wechat.amountFen + f.cash.amountFen }
  return {
    ...f,
    cashIn: f.cash,
    cashOut: { count: f.refundCash.count, amountFen: 0 - f.refundCash.amountFen },
    cashNet: { count: f.cash.count + f.refundCash.count, amountFen: f.cash.amountFen - f.refundCash.amountFen },
    cashSales: cash,
    repayIn: f.repaid,
    refundOut: { count: f.refundTotal.count, amountFen: 0 - f.refundTotal.amountFen },
    net: { count: cash.count + f.repaid.count + f.refundTotal.count, amountFen: cash.amountFen + f.repaid.amountFen - f.refundTotal.amountFen },
  }
}

const independent = async (db: Db, shopId: string, day: string): Promise<Figures> => figuresOf(await rawRows(db, shopId), shopId, day)

let shop: Actor
let buyer: Actor
let potato: string
const sell = async (when: Date, payMethod: 'balance' | 'credit' | 'wechat', quantity = 10, priceFen = 500) =>
  (await createOrder(t.env.db, shop, { purchaserId: buyer.customerId, lines: [{ skuId: potato, quantity, priceFen }], payMethod }, { now: when, notify: false })).id
const pay = (id: string, when: Date, payMethod: 'balance' | 'credit', couponId?: string) => payOrder(t.env.db, buyer, { id, payMethod, couponId }, { now: when, notify: false })
const payOnline = (subject: 'order' | 'orderRepay', id: string, amountFen: number, when: Date) =>
  simulatedPayment(t.env.db, { subject, subjectId: id, customerId: buyer.customerId, userId: buyer.userId, amountFen, description: '测试', at: when })
async function refundByBalance(orderId: string, amountFen: number, when: Date) {
  const r = await requestRefund(t.env.db, buyer, { orderId, kind: 'refundOnly', amountFen, reason: '商品质量问题' }, { now: when })
  await auditRefund(t.env.db, shop, { id: r.id, approved: true }, { now: when })
}

beforeAll(async () => {
  t = await tradeEnv()
  const db = t.env.db
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier01'))
  const [purchaser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'purchaser01'))
  shop = { customerId: t.p.lvyuan, userId: admin!.id }
  buyer = { customerId: t.p.chengnan, userId: purchaser!.id }
  potato = t.potato
  await deliverBatch(db, { shopId: t.p.lvyuan, skuId: potato, hundredths: 100_000, entryDate: addDays(D, -2), shelfLifeDays: 30, userId: admin!.id })
  await topUp(db, t.p.chengnan, 10_000_000)
  const [batch] = await db.insert(couponBatches).values({ name: '日结测试券', amountFen: 300, thresholdFen: 1000, validFrom: addDays(D, -5), validTo: addDays(D, 5), totalCount: 1 }).returning()
  const [coupon] = await db
    .insert(coupons)
    .values({ couponNo: 'YH-DAILY-TEST-1', batchId: batch!.id, holderId: t.p.chengnan, issuedTo: t.p.chengnan, amountFen: 300, thresholdFen: 1000, validFrom: addDays(D, -5), validTo: addDays(D, 5) })
    .returning()

  // The day before: an order paid 1 ms before D's market midnight, one put on credit.
  const lastMs = await sell(at(D, -5 * HOUR), 'balance', 3)
  await pay(lastMs, at(D, -1), 'balance')
  const owedEarlier = await sell(at(D, -3 * HOUR), 'credit', 4)
  await pay(owedEarlier, at(D, -3 * HOUR), 'credit')
  const owedEarlier2 = await sell(at(D, -2 * HOUR), 'credit', 2)
  await pay(owedEarlier2, at(D, -2 * HOUR), 'credit')
  // D: balance at midnight itself, WeChat (the simulator), credit, a coupon, both repayments, a refund of yesterday's order.
  const first = await sell(at(D, 0), 'balance', 5)
  await pay(first, at(D, 0), 'balance')
  const online = await sell(at(D, 9 * HOUR), 'wechat', 6)
  await payOnline('order', online, 3000, at(D, 9 * HOUR))
  const owed = await sell(at(D, 10 * HOUR), 'credit', 7)
  await pay(owed, at(D, 10 * HOUR), 'credit')
  const withCoupon = await sell(at(D, 11 * HOUR), 'balance', 8)
  await pay(withCoupon, at(D, 11 * HOUR), 'balance', coupon!.id)
  await repayOrder(db, buyer, { id: owedEarlier, payMethod: 'balance' }, { now: at(D, 12 * HOUR), notify: false })
  await payOnline('orderRepay', owedEarlier2, 1000, at(D, 13 * HOUR))
  await refundByBalance(lastMs, 500, at(D, 14 * HOUR))
  // Cash at the stall (issue 25): a walk-in's cash sale, part of it handed back in cash.
  const cash = await createOrder(db, shop, { walkIn: true, lines: [{ skuId: potato, quantity: 4, priceFen: 500 }], payMethod: 'cash' }, { now: at(D, 15 * HOUR), notify: false })
  await cashRefund(db, shop, { orderId: cash.id, amountFen: 500, reason: '其他' }, { now: at(D, 16 * HOUR) })
  // The last millisecond of D, and the next market midnight (D + 1).
  const late = await sell(at(D, 24 * HOUR - 60_000), 'balance', 1)
  await pay(late, at(D, 24 * HOUR - 1), 'balance')
  const next = await sell(at(D, 24 * HOUR), 'balance', 9)
  await pay(next, at(D, 24 * HOUR), 'balance')
}, 600_000)
afterAll(() => t?.env.close())

test('the busy day: every movement, as summed independently from the raw rows', async () => {
  const s = await settlement(D)
  const f = flat(s)
  expect(f).toEqual(await independent(t.env.db, t.p.lvyuan, D))
  // What was built here, at least (the seeded season may have moved money that day too).
  expect(f.wechat.amountFen).toBeGreaterThanOrEqual(3000)
  expect(f.couponUsed.count).toBeGreaterThanOrEqual(1)
  expect(f.cash.amountFen).toBeGreaterThanOrEqual(2000)
  expect(f.refundCash.amountFen).toBeGreaterThanOrEqual(500)
  expect(f.repaidBalance.count).toBeGreaterThanOrEqual(1)
  expect(f.repaidWechat.count).toBeGreaterThanOrEqual(1)
  expect(f.refundBalance.amountFen).toBeGreaterThanOrEqual(500)
  expect(s).toMatchObject({ day: D, shopName: '绿源果蔬商行', hasActivity: true, orderCount: f.salesTotal.count, netFen: f.net.amountFen })
  expect(s.sections.map((x) => x.key)).toEqual(['sales', 'credit', 'refunds', 'cash', 'coupons', 'net'])
  expect(f.net.amountFen).toBe(f.balance.amountFen + f.wechat.amountFen + f.cash.amountFen + f.repaid.amountFen - f.refundTotal.amountFen)
  expect(f.cashNet.amountFen).toBe(f.cash.amountFen - f.refundCash.amountFen)
  expect(f.salesTotal.amountFen).toBe(f.goods.amountFen - f.couponUsed.amountFen)
})

test('the market\'s midnights: a payment at 00:00:00.000 is the new day\'s, one a millisecond before is the day before\'s', async () => {
  const before = await settlement(addDays(D, -1))
  const after = await settlement(addDays(D, 1))
  expect(flat(before)).toEqual(await independent(t.env.db, t.p.lvyuan, addDays(D, -1)))
  expect(flat(after)).toEqual(await independent(t.env.db, t.p.lvyuan, addDays(D, 1)))
  // The orders at the edges are where the midnights put them: D's first and last in D, the next day's in D + 1.
  const [first] = await t.env.db.select().from(orders).where(and(eq(orders.supplierId, t.p.lvyuan), eq(orders.settledAt, at(D, 0))))
  const [last] = await t.env.db.select().from(orders).where(and(eq(orders.supplierId, t.p.lvyuan), eq(orders.settledAt, at(D, 24 * HOUR - 1))))
  const [next] = await t.env.db.select().from(orders).where(and(eq(orders.supplierId, t.p.lvyuan), eq(orders.settledAt, at(D, 24 * HOUR))))
  expect([first?.payMethod, last?.payMethod, next?.payMethod]).toEqual(['balance', 'balance', 'balance'])
  const inD = flat(await settlement(D)).balance
  const dayOf = (ids: string[]) => t.env.db.select({ fen: orders.payableFen }).from(orders).where(inArray(orders.id, ids))
  const edges = await dayOf([first!.id, last!.id])
  expect(inD.amountFen).toBeGreaterThanOrEqual(edges.reduce((a, r) => a + r.fen, 0))
  expect(flat(after).balance.amountFen).toBeGreaterThanOrEqual(next!.payableFen)
})

test('every day of the seeded season matches the independent sum, for both shops', async () => {
  const seen = new Set<SettlementRowKey>()
  for (const [shopId, token] of [[t.p.lvyuan, t.tk.supplier01], [t.p.xianfeng, t.tk.supplier02]] as const) {
    const raw = await rawRows(t.env.db, shopId)
    for (let back = 100; back >= 0; back--) {
      const day = addDays(today, -back)
      const s = await settlement(day, token)
      expect([day, flat(s)]).toEqual([day, figuresOf(raw, shopId, day)])
      expect(s.hasActivity).toBe(s.orderCount + flat(s).repaid.count + flat(s).refundTotal.count > 0)
      for (const r of s.sections.flatMap((x) => x.rows)) if (r.count > 0) seen.add(r.key)
    }
  }
  // The season (and the day built here) moved money every way (not a comparison of zeros).
  expect([...seen].sort()).toEqual(expect.arrayContaining(['balance', 'wechat', 'credit', 'repaidBalance', 'repaidWechat', 'refundBalance', 'couponUsed']))
}, 300_000)

test('a shop sees only its own day; a day with nothing moved is all zeros', async () => {
  const db = t.env.db
  const mine = flat(await settlement(D))
  const theirsBefore = flat(await settlement(D, t.tk.supplier02))
  // Another shop sells to the same buyer on D: its day grows, this one's does not.
  const [xAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier02'))
  const [xSku] = await db.select({ id: shopSkus.id }).from(shopSkus).where(eq(shopSkus.shopId, t.p.xianfeng)).limit(1)
  await deliverBatch(db, { shopId: t.p.xianfeng, skuId: xSku!.id, hundredths: 1000, entryDate: addDays(D, -1), shelfLifeDays: 30, userId: xAdmin!.id })
  const other = { customerId: t.p.xianfeng, userId: xAdmin!.id }
  const made = await createOrder(db, other, { purchaserId: buyer.customerId, lines: [{ skuId: xSku!.id, quantity: 2, priceFen: 1234 }], payMethod: 'balance' }, { now: at(D, 15 * HOUR), notify: false })
  await pay(made.id, at(D, 15 * HOUR), 'balance')
  expect(flat(await settlement(D))).toEqual(mine)
  const theirs = flat(await settlement(D, t.tk.supplier02))
  expect(theirs.balance).toEqual({ count: theirsBefore.balance.count + 1, amountFen: theirsBefore.balance.amountFen + 2468 })
  expect(theirs).toEqual(await independent(db, t.p.xianfeng, D))
  const quiet = await settlement('2020-01-01')
  expect(quiet).toMatchObject({ day: '2020-01-01', orderCount: 0, netFen: 0, hasActivity: false })
  expect(quiet.sections.flatMap((x) => x.rows).every((r) => r.count === 0 && r.amountFen === 0)).toBe(true)
})

test('a sub-account only with the module; buyers and staff never; bad days refused with a clear message', async () => {
  const cashier = await login(t.env.app, 'supplier01a')
  expect((await call(t.env.app, EP, { day: D }, { token: cashier })).msg).toBe('当前账号没有该功能的权限')
  const [role] = await t.env.db.select({ id: sysRoles.id }).from(sysRoles).where(eq(sysRoles.name, '收银员'))
  const [mod] = await t.env.db.select({ id: sysModules.id }).from(sysModules).where(eq(sysModules.code, 'dailySettlement'))
  await t.env.db.insert(sysRoleModules).values({ roleId: role!.id, moduleId: mod!.id })
  const granted = await login(t.env.app, 'supplier01a')
  expect(flat(expectOk(await call<DailySettlement>(t.env.app, EP, { day: D }, { token: granted })))).toEqual(flat(await settlement(D)))
  expect((await call(t.env.app, EP, { day: D }, { token: t.tk.purchaser01 })).msg).toBe('无权访问该功能')
  expect((await call(t.env.app, EP, { day: addDays(today, 1) })).state).toBe(97)
  for (const [day, msg] of [
    [addDays(today, 1), '日期不能大于当前时间，请重新选择！'],
    ['2026-02-30', '日期格式不正确'],
    ['yesterday', '日期格式不正确'],
    ['', '缺少参数：day'],
  ] as const)
    expect([day, (await call(t.env.app, EP, { day }, { token: t.tk.supplier01 })).msg]).toEqual([day, msg])
  expect((await call(t.env.app, EP, { day: today }, { token: t.tk.supplier01 })).state).toBe(0)
})

test("the day as a file: a one-time link to an XLSX of the screen's figures, of the caller's own shop", async () => {
  const XLSX = contract.settle.supplierData.dailySettlementExport
  const s = await settlement(D)
  const link = expectOk(await call<ExportLink>(t.env.app, XLSX, { day: D, format: 'xlsx' }, { token: t.tk.supplier01 }))
  expect(link.fileName).toBe(`日结对账-${D}.xlsx`)
  // Bound to the one who asked: another shop's user cannot spend it; its owner can, once.
  expect((await t.env.app.inject({ method: 'GET', url: link.url, headers: { authorization: `Bearer ${t.tk.supplier02}` } })).statusCode).toBe(403)
  const res = await t.env.app.inject({ method: 'GET', url: link.url, headers: { authorization: `Bearer ${t.tk.supplier01}` } })
  expect(res.statusCode).toBe(200)
  expect((await t.env.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(410)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('日结对账')!
  const lines = sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1))
  expect(lines[0]).toEqual(['分类', '项目', '笔数', '金额(元)'])
  expect(lines[1]).toEqual(['商户', '绿源果蔬商行'])
  expect(lines[2]).toEqual(['日期', D])
  expect([lines[3][0], lines[3][2], lines[3][3]]).toEqual(['实收合计', s.orderCount, s.netFen / 100])
  // One line per row of every section, money as numbers of yuan.
  expect(lines.slice(4)).toEqual(s.sections.flatMap((sec) => sec.rows.map((r) => [sec.title, r.label, r.count, r.amountFen / 100])))
  // A buyer has no settlement to export; a bad format is refused in words.
  expect((await call(t.env.app, XLSX, { day: D, format: 'xlsx' }, { token: t.tk.purchaser01 })).state).not.toBe(0)
  expect((await call(t.env.app, XLSX, { day: D, format: 'pdf' }, { token: t.tk.supplier01 })).msg).toBe('请选择文件格式')
})
