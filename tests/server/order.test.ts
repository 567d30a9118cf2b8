/**
 * settle/orderInfo/*: the seeded season, creating an order at the stall (stock, identity codes,
 * settling at once), paying by balance, credit and coupons, repaying, closing and confirming;
 * every refusal's message; a shop or buyer never sees another's order.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { contract, ID_CODE_LIMIT_MAX_FEN, lineAmountFen, type IdentityCode, type OrderItem, type PageResult, type PurchaserDetail } from '@/contract'
import { hashPassword } from '../../server/auth/password'
import { couponBatches, coupons, creditAccounts, creditBillPeriods, messages, orderLines, orders, payments, predepositRecords, shopProfiles, stockRecords, subscribeSends, sysModules, sysRoleModules, sysRoles, sysRoleUsers, users } from '../../server/db/schema'
import { NO_MODULE } from '../../server/http/grants'
import { addDays, chinaDay } from '../../server/lib/dates'
import { movePredeposit } from '../../server/data/ledger'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { balanceOf, createOrder, creditUsed, detailOf, O, pay, parties, skuId, stockOf, topUp, type Parties } from './tradeHelpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01' | 'maintainer01', string>
let p: Parties
const sku: Record<string, string> = {}

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01'] as const)
  p = await parties(env.db)
  for (const name of ['土豆', '大白菜', '麒麟西瓜', '香蕉', '草莓', '金针菇', '黄瓜', '西红柿']) sku[name] = await skuId(env.db, p.lvyuan, name)
  sku.草鱼 = await skuId(env.db, p.xianfeng, '草鱼')
}, 600_000)
afterAll(() => env?.close())

const page = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<OrderItem>>(env.app, O.page, { size: 100, withTotal: true, ...data }, { token }))
const msgOf = async (ep: { path: string; method: 'GET' | 'POST'; body: 'query' | 'form' | 'json' }, data: Record<string, unknown>, token: string) => (await call(env.app, ep, data, { token })).msg
/** A fresh code of purchaser01 letting a shop take up to `limitFen` at once (the most by default). */
const buyerCode = async (limitFen = ID_CODE_LIMIT_MAX_FEN): Promise<IdentityCode> => expectOk(await call<PurchaserDetail>(env.app, contract.member.purchase.queryDetail, { withIdCode: true, idCodeLimitFen: limitFen }, { token: tk.purchaser01 })).idCode!

describe('page and queryById', () => {
  test('the seeded season: each side sees its own orders in every state, newest first', async () => {
    const shop = await page(tk.supplier01)
    expect(shop.records.every((o) => o.supplierId === p.lvyuan)).toBe(true)
    // 绿源's repaid order was confirmed since; 鲜丰 has the repaid one.
    expect(new Set(shop.records.map((o) => o.status))).toEqual(new Set(['unpaid', 'paid', 'owed', 'completed', 'closed']))
    const buyer = await page(tk.purchaser01)
    expect(new Set(buyer.records.map((o) => o.status))).toEqual(new Set(['unpaid', 'paid', 'owed', 'repaid', 'completed', 'closed']))
    expect(buyer.records.every((o) => o.purchaserId === p.chengnan)).toBe(true)
    const times = buyer.records.map((o) => o.createTime)
    expect([...times].sort().reverse()).toEqual(times)
    const other = await page(tk.supplier02)
    expect(other.records.every((o) => o.supplierId === p.xianfeng)).toBe(true)
    expect(other.total! + shop.total!).toBe(buyer.total)
    expect(buyer.records.every((o) => /^DD\d{14}$/.test(o.orderNo) && Number.isSafeInteger(o.payableFen))).toBe(true)
  })

  test('filters: status, order-number prefix, buyer name (shop) or shop name (buyer), rated or not', async () => {
    const owed = await page(tk.supplier01, { status: 'owed' })
    expect(owed.records.length).toBeGreaterThan(0)
    expect(owed.records.every((o) => o.status === 'owed' && o.owedFen === o.payableFen)).toBe(true)
    const one = owed.records[0]!
    expect((await page(tk.supplier01, { keyword: one.orderNo.slice(0, 12) })).records.some((o) => o.id === one.id)).toBe(true)
    expect((await page(tk.supplier01, { keyword: one.orderNo })).records.map((o) => o.id)).toEqual([one.id])
    expect((await page(tk.supplier01, { keyword: '城南' })).total).toBe((await page(tk.supplier01)).total)
    expect((await page(tk.supplier01, { keyword: '不存在的买家' })).total).toBe(0)
    expect((await page(tk.purchaser01, { keyword: '鲜丰' })).records.every((o) => o.supplierName === '鲜丰水产批发部')).toBe(true)
    const unrated = await page(tk.purchaser01, { evaluated: false })
    const rated = await page(tk.purchaser01, { evaluated: true })
    expect(unrated.records.length).toBeGreaterThan(0)
    expect(unrated.records.every((o) => o.status === 'completed' && !o.evaluated)).toBe(true)
    expect(rated.records.every((o) => o.status === 'completed' && o.evaluated)).toBe(true)
    expect(await msgOf(O.page, { status: 'nope' }, tk.supplier01)).toBe('订单状态不正确')
    expect(await msgOf(O.page, { keyword: 'x'.repeat(51) }, tk.supplier01)).toBe('搜索内容不能超过50个字符')
  })

  test('detail: lines with trace codes, money, the shop rating, the settling payment, refunds, the credit due date', async () => {
    const owed = (await page(tk.purchaser01, { status: 'owed' })).records.find((o) => o.supplierId === p.lvyuan)!
    const d = await detailOf(env, tk.purchaser01, owed.id)
    expect(d.lines.length).toBe(d.lineCount)
    expect(d.lines.every((l) => /^T[A-Z2-7]{15}$/.test(l.traceCode) && l.amountFen === lineAmountFen(l.quantity, l.priceFen))).toBe(true)
    expect(d.goodsFen).toBe(d.lines.reduce((n, l) => n + l.amountFen, 0))
    expect(d.creditDueDate).toMatch(/^\d{4}-\d{2}-10$/)
    expect(d.payment).toMatchObject({ provider: 'credit', status: 'succeeded', amountFen: d.payableFen })
    expect(d.supplierRating.count).toBeGreaterThan(0)
    const refunded = (await page(tk.purchaser01, { status: 'completed' })).records.find((o) => o.refundedFen > 0)!
    const rd = await detailOf(env, tk.purchaser01, refunded.id)
    expect(rd.refunds.map((r) => r.status)).toContain('refunded')
    const repaid = (await page(tk.purchaser01, { status: 'repaid' })).records[0]!
    expect((await detailOf(env, tk.purchaser01, repaid.id)).payment).toMatchObject({ provider: 'simulator', status: 'succeeded' })
  })

  test('ownership and roles: another shop\'s or buyer\'s order is 记录不存在; other user types are refused', async () => {
    const theirs = (await page(tk.supplier02)).records[0]!
    expect(await msgOf(O.queryById, { id: theirs.id }, tk.supplier01)).toBe('记录不存在')
    expect(await msgOf(O.closeOrder, { id: theirs.id }, tk.supplier01)).toBe('记录不存在')
    expect(await msgOf(O.queryById, { id: 'nope' }, tk.purchaser01)).toBe('记录不存在')
    expect(await msgOf(O.page, {}, tk.maintainer01)).toBe('无权访问该功能')
    expect(await msgOf(O.pay, { id: theirs.id, payMethod: 'balance' }, tk.supplier01)).toBe('无权访问该功能')
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: [{ skuId: sku.土豆, quantity: 1 }], payMethod: 'wechat' }, tk.purchaser01)).toBe('无权访问该功能')
    expect((await call(env.app, O.page, {})).state).toBe(97)
  })

  test('a sub-account whose roles do not grant 订单管理 / 快速开单 is refused', async () => {
    const [role] = await env.db.insert(sysRoles).values({ name: '仅消息', userType: 'supplier', customerId: p.lvyuan }).returning()
    const [msg] = await env.db.select().from(sysModules).where(eq(sysModules.code, 'msg'))
    await env.db.insert(sysRoleModules).values({ roleId: role!.id, moduleId: msg!.id })
    const [sub] = await env.db.select().from(users).where(eq(users.username, 'supplier01a'))
    await env.db.delete(sysRoleUsers).where(eq(sysRoleUsers.userId, sub!.id))
    await env.db.insert(sysRoleUsers).values({ roleId: role!.id, userId: sub!.id })
    expect(await msgOf(O.page, {}, tk.supplier01a)).toBe(NO_MODULE)
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: [{ skuId: sku.土豆, quantity: 1 }], payMethod: 'wechat' }, tk.supplier01a)).toBe(NO_MODULE)
    const [om] = await env.db.select().from(sysModules).where(eq(sysModules.code, 'order'))
    await env.db.insert(sysRoleModules).values({ roleId: role!.id, moduleId: om!.id })
    expect((await call(env.app, O.page, {}, { token: tk.supplier01a })).state).toBe(0)
  })
})

describe('create', () => {
  test('a shop sells to the buyer: unpaid, amounts exact to the fen, stock taken, the buyer told', async () => {
    const before = await stockOf(env.db, sku.土豆!)
    const made = await createOrder(env, tk.supplier01, p.chengnan, [
      { skuId: sku.土豆!, quantity: '2.5', priceFen: 399 },
      { skuId: sku.大白菜!, quantity: 3 },
    ], 'wechat', { remark: '放在门口' })
    expect(made).toMatchObject({ status: 'unpaid', orderNo: expect.stringMatching(/^DD\d{14}$/) })
    const d = await detailOf(env, tk.supplier01, made.id)
    expect(d.lines.map((l) => [l.skuName, l.quantity, l.priceFen, l.amountFen])).toEqual([
      ['土豆', 2.5, 399, 998],
      ['大白菜', 3, 240, 720],
    ])
    expect([d.goodsFen, d.payableFen, d.paidFen, d.remark, d.payMethod]).toEqual([1718, 1718, 0, '放在门口', 'wechat'])
    expect(made.payableFen).toBe(1718)
    expect(before - (await stockOf(env.db, sku.土豆!))).toBe(250)
    const sold = await env.db.select().from(stockRecords).where(and(eq(stockRecords.kind, 'sale'), inArray(stockRecords.bizId, d.lines.map((l) => l.id))))
    expect(sold.map((r) => r.delta).sort()).toEqual(['-2.50', '-3.00'])
    const [buyer] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    const sent = await env.db.select().from(subscribeSends).where(eq(subscribeSends.page, `purchaser/orderDetail?id=${made.id}`))
    expect(sent).toEqual([expect.objectContaining({ userId: buyer!.id, templateKey: 'order', status: 'recorded' })])
    expect(sent[0]!.data.character_string1!.value).toBe(made.orderNo)
    const inbox = await env.db.select().from(messages).where(and(eq(messages.userId, buyer!.id), eq(messages.msgType, 'order')))
    expect(inbox.some((m) => m.content.includes(made.orderNo))).toBe(true)
  })

  test('refusals, each with its message, and nothing written', async () => {
    const count0 = (await env.db.select({ id: orders.id }).from(orders)).length
    const base = { purchaserId: p.chengnan, payMethod: 'wechat' }
    const refuse = (data: Record<string, unknown>) => msgOf(O.create, { ...base, ...data }, tk.supplier01)
    expect(await refuse({ lines: [] })).toBe('请至少添加一种商品')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1 }, { skuId: sku.土豆, quantity: 2 }] })).toBe('商品不能重复添加')
    expect(await refuse({ lines: [{ skuId: sku.草鱼, quantity: 1 }] })).toBe('商品不存在')
    expect(await refuse({ lines: [{ skuId: 'nope', quantity: 1 }] })).toBe('商品不存在')
    expect(await refuse({ lines: [{ skuId: sku.金针菇, quantity: 1 }] })).toBe('「金针菇」已下架')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 0 }] })).toBe('数量需为大于0的数，最多2位小数')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: '1.234' }] })).toBe('数量需为大于0的数，最多2位小数')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1, priceFen: 1.5 }] })).toBe('单价格式不正确')
    // Issue 17, item 11: amounts are plain non-negative integers; an order never rounds to nothing.
    for (const priceFen of ['-0', ' 12 ', '+12', '012']) expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1, priceFen }] })).toBe('单价格式不正确')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: '0.01', priceFen: 49 }] })).toBe('「土豆」金额不足0.01元，请调整数量或单价')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1, priceFen: 0 }] })).toBe('订单金额需大于0元')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1 }], payMethod: 'alipay' })).toBe('支付方式不正确')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1 }], purchaserId: p.lvyuan })).toBe('买家不存在')
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1000000, priceFen: 10_000_000_000 }] })).toBe('金额超出范围')
    const stock = await stockOf(env.db, sku.草莓!)
    const straw = await stockOf(env.db, sku.土豆!)
    expect(await refuse({ lines: [{ skuId: sku.土豆, quantity: 1 }, { skuId: sku.草莓, quantity: stock / 100 + 1 }] })).toBe('「草莓」库存不足')
    expect(await stockOf(env.db, sku.草莓!)).toBe(stock)
    expect(await stockOf(env.db, sku.土豆!)).toBe(straw)
    expect((await env.db.select({ id: orders.id }).from(orders)).length).toBe(count0)
  })

  test('with the buyer\'s identity code, balance settles at once; credit needs the shop\'s credit-sale password when set', async () => {
    await topUp(env.db, p.chengnan, 100_000)
    const balance = await balanceOf(env.db, p.chengnan)
    const code = await buyerCode()
    const paid = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.黄瓜!, quantity: 2 }], 'balance', { idCode: code.token })
    expect(paid.status).toBe('paid')
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance - paid.payableFen)
    const [rec] = await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizNo, paid.orderNo))
    expect(rec).toMatchObject({ direction: 'out', bizType: 'orderPay', amountFen: paid.payableFen })

    await env.db.update(shopProfiles).set({ owePasswordHash: await hashPassword('246810') }).where(eq(shopProfiles.customerId, p.lvyuan))
    const credit = { idCode: (await buyerCode()).token }
    const line = [{ skuId: sku.西红柿!, quantity: 1 }]
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: line, payMethod: 'credit', ...credit }, tk.supplier01)).toBe('请输入赊账密码')
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: line, payMethod: 'credit', owePassword: '111111', ...credit }, tk.supplier01)).toBe('赊账密码错误')
    const used = await creditUsed(env.db, p.lvyuan, p.chengnan)
    const owed = await createOrder(env, tk.supplier01, p.chengnan, line, 'credit', { ...credit, owePassword: '246810' })
    expect(owed.status).toBe('owed')
    expect(await creditUsed(env.db, p.lvyuan, p.chengnan)).toBe(used + owed.payableFen)
    // Without a code the method is only preselected (the buyer pays in the app), and credit still needs the password.
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: line, payMethod: 'credit' }, tk.supplier01)).toBe('请输入赊账密码')
    expect((await createOrder(env, tk.supplier01, p.chengnan, line, 'credit', { owePassword: '246810' })).status).toBe('unpaid')
    await env.db.update(shopProfiles).set({ owePasswordHash: null }).where(eq(shopProfiles.customerId, p.lvyuan))
  })

  test('identity codes: forged, for another buyer, or not enough balance (the whole order rolls back)', async () => {
    const code = await buyerCode()
    const line = [{ skuId: sku.土豆!, quantity: 1 }]
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: line, payMethod: 'balance', idCode: `${code.token.slice(0, -3)}abc` }, tk.supplier01)).toBe('身份码无效')
    const other = expectOk(await call(env.app, contract.member.customer.registered, { name: '东城饭店', mobile: '13655550001' }, { token: tk.supplier01 }))
    expect(await msgOf(O.create, { purchaserId: other.id, lines: line, payMethod: 'balance', idCode: code.token }, tk.supplier01)).toBe('身份码与买家不符')
    const stock = await stockOf(env.db, sku.麒麟西瓜!)
    const ordersBefore = (await env.db.select({ id: orders.id }).from(orders)).length
    // Within the code's limit, but more than the balance or the credit left: refused, and the code
    // not spent (the refused order rolls back whole, its use of the code with it).
    const rich = { skuId: sku.麒麟西瓜!, quantity: 100, priceFen: 1_900 }
    const balance = await balanceOf(env.db, p.chengnan)
    await movePredeposit(env.db, { customerId: p.chengnan, direction: 'out', bizType: 'adjust', amountFen: balance, bizId: `test-drain-${Date.now()}` })
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: [rich], payMethod: 'balance', idCode: code.token }, tk.supplier01)).toBe('预存款余额不足')
    await topUp(env.db, p.chengnan, balance)
    const pair = and(eq(creditAccounts.supplierId, p.lvyuan), eq(creditAccounts.purchaserId, p.chengnan))
    const [account] = await env.db.select().from(creditAccounts).where(pair)
    await env.db.update(creditAccounts).set({ limitFen: account!.usedFen + 100 }).where(pair)
    expect(await msgOf(O.create, { purchaserId: p.chengnan, lines: [rich], payMethod: 'credit', idCode: code.token }, tk.supplier01)).toBe('超出赊账额度')
    await env.db.update(creditAccounts).set({ limitFen: account!.limitFen }).where(pair)
    expect(await stockOf(env.db, sku.麒麟西瓜!)).toBe(stock)
    expect((await env.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore)
  })
})

describe('pay, repay, close, confirm', () => {
  test('balance: paid once; a second pay says 订单已支付; confirm completes it', async () => {
    await topUp(env.db, p.chengnan, 50_000)
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.香蕉!, quantity: 3 }])
    const before = await balanceOf(env.db, p.chengnan)
    expect(await msgOf(O.confirmOrder, { id: made.id }, tk.purchaser01)).toBe('订单未支付')
    const r = expectOk(await pay(env, tk.purchaser01, made.id, 'balance'))
    expect(r).toMatchObject({ settled: true, provider: 'balance', status: 'paid' })
    expect(await balanceOf(env.db, p.chengnan)).toBe(before - made.payableFen)
    expect((await pay(env, tk.purchaser01, made.id, 'balance')).msg).toBe('订单已支付')
    expect((await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web' })).msg).toBe('订单已支付')
    expect(await msgOf(O.closeOrder, { id: made.id }, tk.purchaser01)).toBe('仅待支付的订单可以关闭')
    expect(expectOk(await call(env.app, O.confirmOrder, { id: made.id }, { token: tk.purchaser01 }))).toEqual({ id: made.id, status: 'completed' })
    expect(await msgOf(O.confirmOrder, { id: made.id }, tk.purchaser01)).toBe('订单已确认收货')
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.paidFen, d.payment?.provider, d.completeTime !== null]).toEqual(['completed', made.payableFen, 'balance', true])
    expect(await msgOf(O.confirmOrder, { id: made.id }, tk.supplier01)).toBe('无权访问该功能')
  })

  test('credit: owed within the limit, repaid by balance into the period it used', async () => {
    const made = await createOrder(env, tk.supplier02, p.chengnan, [{ skuId: sku.草鱼!, quantity: 2 }])
    const used = await creditUsed(env.db, p.xianfeng, p.chengnan)
    expect(expectOk(await pay(env, tk.purchaser01, made.id, 'credit'))).toMatchObject({ settled: true, provider: 'credit', status: 'owed' })
    expect(await creditUsed(env.db, p.xianfeng, p.chengnan)).toBe(used + made.payableFen)
    expect((await pay(env, tk.purchaser01, made.id, 'balance')).msg).toBe('订单已赊账，请在订单详情中还款')
    expect(await msgOf(O.confirmOrder, { id: made.id }, tk.purchaser01)).toBe('请先还清欠款再确认收货')
    const d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.owedFen, d.paidFen]).toEqual([made.payableFen, 0])
    const periodOf = async () => (await env.db.select().from(creditBillPeriods).where(eq(creditBillPeriods.dueDate, d.creditDueDate!))).find((x) => x.owedFen > 0)!
    const period = await periodOf()
    await topUp(env.db, p.chengnan, made.payableFen)
    const balance = await balanceOf(env.db, p.chengnan)
    const r = expectOk(await call(env.app, O.oweRepay, { id: made.id, payMethod: 'balance' }, { token: tk.purchaser01 }))
    expect(r).toMatchObject({ settled: true, provider: 'balance', status: 'repaid' })
    expect(await balanceOf(env.db, p.chengnan)).toBe(balance - made.payableFen)
    expect(await creditUsed(env.db, p.xianfeng, p.chengnan)).toBe(used)
    expect(await msgOf(O.oweRepay, { id: made.id, payMethod: 'balance' }, tk.purchaser01)).toBe('该订单无需还款')
    expect(await msgOf(O.oweRepay, { id: made.id, payMethod: 'credit' }, tk.purchaser01)).toBe('还款方式不正确')
    const after = await detailOf(env, tk.purchaser01, made.id)
    expect([after.status, after.paidFen, after.owedFen, after.payment?.provider]).toEqual(['repaid', made.payableFen, 0, 'balance'])
    expect(after.creditDueDate).toBeNull()
    expect((await periodOf()).repaidFen).toBe(period.repaidFen + made.payableFen)
    expect(expectOk(await call(env.app, O.confirmOrder, { id: made.id }, { token: tk.purchaser01 })).status).toBe('completed')
  })

  test('credit refused without an enabled account (未开通赊账), and past the limit (超出赊账额度)', async () => {
    await env.db.update(creditAccounts).set({ enabled: false }).where(eq(creditAccounts.supplierId, p.xianfeng))
    const made = await createOrder(env, tk.supplier02, p.chengnan, [{ skuId: sku.草鱼!, quantity: 1 }])
    expect((await pay(env, tk.purchaser01, made.id, 'credit')).msg).toBe('未开通赊账')
    await env.db.update(creditAccounts).set({ enabled: true }).where(eq(creditAccounts.supplierId, p.xianfeng))
    const big = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.麒麟西瓜!, quantity: 10, priceFen: 100_000_00 }])
    expect((await pay(env, tk.purchaser01, big.id, 'credit')).msg).toBe('超出赊账额度')
    expect((await detailOf(env, tk.purchaser01, big.id)).status).toBe('unpaid')
    expect((await pay(env, tk.purchaser01, big.id, 'balance')).msg).toBe('预存款余额不足')
  })

  test('a coupon takes its discount off the order; closing the order gives it back', async () => {
    const today = chinaDay()
    const [batch] = await env.db.insert(couponBatches).values({ name: '满50减8', amountFen: 800, thresholdFen: 5000, validFrom: addDays(today, -1), validTo: addDays(today, 10), totalCount: 10 }).returning()
    const [c] = await env.db.insert(coupons).values({ couponNo: 'YHTEST0001', batchId: batch!.id, holderId: p.chengnan, issuedTo: p.chengnan, amountFen: 800, thresholdFen: 5000, validFrom: batch!.validFrom, validTo: batch!.validTo }).returning()
    const small = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.土豆!, quantity: 1 }])
    expect((await pay(env, tk.purchaser01, small.id, 'balance', { couponId: c!.id })).msg).toBe('未达到使用门槛')
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.土豆!, quantity: 20 }])
    const start = expectOk(await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web', couponId: c!.id }))
    expect(start.settled).toBe(false)
    let d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.goodsFen, d.discountFen, d.payableFen, d.couponId]).toEqual([6400, 800, 5600, c!.id])
    // Paying again with the same coupon reuses it; another order cannot take it.
    expect(expectOk(await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'web', couponId: c!.id })).settled).toBe(false)
    expect((await pay(env, tk.purchaser01, small.id, 'balance', { couponId: c!.id })).msg).toBe('优惠券已使用')
    expect(expectOk(await call(env.app, O.closeOrder, { id: made.id, reason: '换个时间再买' }, { token: tk.purchaser01 }))).toEqual({ id: made.id, status: 'closed' })
    const [back] = await env.db.select().from(coupons).where(eq(coupons.id, c!.id))
    expect(back!.state).toBe('unused')
    d = await detailOf(env, tk.purchaser01, made.id)
    expect([d.status, d.closeReason]).toEqual(['closed', '换个时间再买'])
    const attempts = await env.db.select().from(payments).where(eq(payments.subjectId, made.id))
    expect(attempts.map((a) => a.status)).toEqual(['closed'])
  })

  test('closing: either side, unpaid only; the stock goes back exactly', async () => {
    const stock = await stockOf(env.db, sku.香蕉!)
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.香蕉!, quantity: '12.35' }])
    expect(await stockOf(env.db, sku.香蕉!)).toBe(stock - 1235)
    expect(await msgOf(O.closeOrder, { id: made.id }, tk.supplier02)).toBe('记录不存在')
    expect(expectOk(await call(env.app, O.closeOrder, { id: made.id }, { token: tk.supplier01 })).status).toBe('closed')
    expect(await stockOf(env.db, sku.香蕉!)).toBe(stock)
    const [line] = await env.db.select().from(orderLines).where(eq(orderLines.orderId, made.id))
    const moves = await env.db.select().from(stockRecords).where(eq(stockRecords.bizId, line!.id))
    expect(moves.map((m) => [m.kind, m.delta]).sort()).toEqual([['release', '12.35'], ['sale', '-12.35']].sort())
    expect(await msgOf(O.closeOrder, { id: made.id }, tk.purchaser01)).toBe('订单已关闭')
    expect((await pay(env, tk.purchaser01, made.id, 'balance')).msg).toBe('订单已关闭')
    expect(await msgOf(O.confirmOrder, { id: made.id }, tk.purchaser01)).toBe('订单已关闭')
    const d = await detailOf(env, tk.supplier01, made.id)
    expect([d.closeReason, d.closeTime !== null]).toEqual(['商户关闭', true])
    const [row] = await env.db.select().from(orders).where(eq(orders.id, made.id))
    expect(row!.settledAt).toBeNull()
  })

  test('wechat without a channel, bad methods and another buyer\'s coupon', async () => {
    const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: sku.土豆!, quantity: 1 }])
    expect((await pay(env, tk.purchaser01, made.id, 'wechat')).msg).toBe('缺少参数：payChannel')
    expect((await pay(env, tk.purchaser01, made.id, 'wechat', { payChannel: 'tv' })).msg).toBe('支付渠道不正确')
    expect((await pay(env, tk.purchaser01, made.id, 'cash')).msg).toBe('支付方式不正确')
    expect((await pay(env, tk.purchaser01, made.id, 'balance', { couponId: 'nope' })).msg).toBe('优惠券不存在')
  })
})
