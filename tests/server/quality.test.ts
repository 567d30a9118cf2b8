/**
 * Quality of the goods sold (docs/gate.md, "Quality"): a batch past its expiry is never sold (quick
 * order and scan-to-order refuse it with a clear message; the picker's stock leaves it out; a loss
 * report is the way out); a batch stocked from a gate entry keeps the link and its origin; the
 * seed's trace chains hold (no line sold from a batch stocked after the sale); scan-to-order
 * tickets: bound or open, single use, expiring, paid as an ordinary order.
 */
import { and, eq, sql } from 'drizzle-orm'
import { contract, type OrderCreated, type OrderDetail, type PageResult, type ProductSkus, type SkuItem, type TicketCreated, type TicketInfo } from '@/contract'
import { inmarketRecords, orderLines, orders, saleTickets, shopSkus, stockBatches, stockRecords } from '../../server/db/schema'
import { chinaDay } from '../../server/lib/dates'
import { rowsOf } from '../../server/data/query'
import { call, expectOk } from './helpers'
import { bringIn, gateEnv, type GateEnv } from './gateHelpers'
import { confirmSimulator, O, parties, pay, registerBuyerAccount, skuId, stockOf, type Parties } from './tradeHelpers'

let g: GateEnv
let p: Parties
beforeAll(async () => {
  g = await gateEnv()
  p = await parties(g.env.db)
}, 600_000)
afterAll(() => g?.env.close())

const app = () => g.env.app
const T = contract.settle.scanOrder

describe('an expired batch is not sold', () => {
  test('菠菜 keeps an expired batch: the picker\'s stock leaves it out, an order for more than the rest is refused saying why (a loss report takes it out: gateOffice.test.ts)', async () => {
    const spinach = await skuId(g.env.db, p.lvyuan, '菠菜')
    const picker = expectOk(await call<PageResult<ProductSkus>>(app(), contract.member.sku.proAndSkuPage, { keyword: '菠菜' }, { token: g.tk.supplier01 })).records[0]!.skus[0]!
    expect(picker.expiredQty).toBeGreaterThan(0)
    const total = (await stockOf(g.env.db, spinach)) / 100
    expect(picker.stockQty).toBeCloseTo(total - picker.expiredQty, 2)
    const list = expectOk(await call<PageResult<SkuItem>>(app(), contract.member.sku.page, { keyword: '菠菜' }, { token: g.tk.supplier01 })).records[0]!
    expect([list.stockQty, list.expiredQty]).toEqual([picker.stockQty, picker.expiredQty])

    const tooMuch = await call(app(), O.create, { purchaserId: p.chengnan, payMethod: 'wechat', lines: [{ skuId: spinach, quantity: picker.stockQty + 1 }] }, { token: g.tk.supplier01 })
    expect(tooMuch.msg).toBe('「菠菜」可售库存不足：过期批次不能销售，请报损处理')
    // What can be sold is sold, never from the expired batch.
    const made = expectOk(await call<OrderCreated>(app(), O.create, { purchaserId: p.chengnan, payMethod: 'wechat', lines: [{ skuId: spinach, quantity: picker.stockQty }] }, { token: g.tk.supplier01 }))
    const taken = await g.env.db
      .select({ expiry: stockBatches.expiryDate })
      .from(stockRecords)
      .innerJoin(stockBatches, eq(stockBatches.id, stockRecords.batchId))
      .innerJoin(orderLines, eq(orderLines.id, stockRecords.bizId))
      .where(and(eq(orderLines.orderId, made.id), eq(stockRecords.kind, 'sale')))
    expect(taken.length).toBeGreaterThan(0)
    expect(taken.every((t) => t.expiry >= chinaDay())).toBe(true)
    // A SKU with nothing but expired stock left: the same words; without any stock: plain 库存不足.
    expect((await call(app(), O.create, { purchaserId: p.chengnan, payMethod: 'wechat', lines: [{ skuId: spinach, quantity: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('「菠菜」可售库存不足：过期批次不能销售，请报损处理')
    expect((await call(app(), T.createTicket, { lines: [{ skuId: spinach, quantity: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('「菠菜」可售库存不足：过期批次不能销售，请报损处理')
  })
})

describe('stock from a gate entry', () => {
  test('a SKU stocked from one of the shop\'s entries keeps the link and the origin; another shop\'s entry or a product it did not bring is refused', async () => {
    const { recordId } = await bringIn(g, g.tk.supplier02, [['扇贝', 40, 40, '山东荣成']])
    const create = (token: string, more: Record<string, unknown>) =>
      call<SkuItem>(app(), contract.member.sku.createSkuAndStore, { productId: g.product['扇贝'], unit: '公斤', priceFen: 2600, name: '荣成扇贝', stockQty: 40, shelfLifeDays: 2, inmarketRecordId: recordId, ...more }, { token })
    expect((await create(g.tk.supplier01, {})).msg).toBe('进场记录不存在')
    expect((await create(g.tk.supplier02, { productId: g.product['草鱼'], name: '草鱼二号' })).msg).toBe('进场记录中没有该商品')
    expect((await create(g.tk.supplier02, { origin: 'x'.repeat(51) })).msg).toBe('产地不能超过50个字符')
    const sku = expectOk(await create(g.tk.supplier02, {}))
    const [batch] = await g.env.db.select().from(stockBatches).where(eq(stockBatches.skuId, sku.id))
    const [entry] = await g.env.db.select().from(inmarketRecords).where(eq(inmarketRecords.id, recordId))
    expect(batch).toMatchObject({ inmarketRecordId: recordId, origin: '山东荣成', entryDate: chinaDay(entry!.entryTime) })
  })
})

describe('the seed\'s trace chains', () => {
  test('no order line is sold from a batch stocked after its sale day; batches from gate entries are stocked on the entry\'s day', async () => {
    const late = await rowsOf<{ n: number }>(
      g.env.db,
      sql`select count(*)::int as n from ${stockRecords} r join ${stockBatches} b on b.id = r.batch_id join ${orderLines} l on l.id = r.biz_id join ${orders} o on o.id = l.order_id
          where r.kind = 'sale' and b.entry_date > (o.created_at at time zone 'Asia/Shanghai')::date`,
    )
    expect(late[0]!.n).toBe(0)
    const firstLate = await rowsOf<{ n: number }>(g.env.db, sql`select count(*)::int as n from ${orderLines} l join ${orders} o on o.id = l.order_id join ${stockBatches} b on b.id = l.batch_id where b.entry_date > (o.created_at at time zone 'Asia/Shanghai')::date`)
    expect(firstLate[0]!.n).toBe(0)
    const offDay = await rowsOf<{ n: number }>(g.env.db, sql`select count(*)::int as n from ${stockBatches} b join ${inmarketRecords} e on e.id = b.inmarket_record_id where b.entry_date <> (e.entry_time at time zone 'Asia/Shanghai')::date`)
    expect(offDay[0]!.n).toBe(0)
    // The demo buyer's traced lines (every line of its orders has a trace code and a batch).
    const traced = await rowsOf<{ n: number }>(g.env.db, sql`select count(*)::int as n from ${orderLines} l join ${orders} o on o.id = l.order_id where o.purchaser_id = ${p.chengnan} and l.batch_id is not null`)
    expect(traced[0]!.n).toBeGreaterThan(60)
  })
})

describe('scan-to-order', () => {
  const potatoLine = async (quantity = 2) => [{ skuId: await skuId(g.env.db, p.lvyuan, '土豆'), quantity }]

  test('an open ticket: any buyer reads it; the first claim makes the order, which is paid like any order; the code is single use', async () => {
    const t = expectOk(await call<TicketCreated>(app(), T.createTicket, { lines: await potatoLine(2.5), remark: '现场称重' }, { token: g.tk.supplier01 }))
    expect(t).toMatchObject({ code: expect.stringMatching(/^SO[A-Z2-7]{14}$/), goodsFen: 800 })
    // Read as scanned: a link carrying the code, lower case and spaced as typed.
    const read = expectOk(await call<TicketInfo>(app(), T.read, { code: `https://m.example.com/mp/#/scanorder/index?code=${t.code}` }, { token: g.tk.purchaser01 }))
    expect(read).toMatchObject({ status: 'open', code: null, supplierName: '绿源果蔬商行', goodsFen: 800, lines: [{ skuName: '土豆', quantity: 2.5, priceFen: 320, amountFen: 800 }], orderId: null })
    expect(read.boothCodes.length).toBeGreaterThan(0)
    const typed = t.code.toLowerCase().replace(/(.{4})/g, '$1 ')
    const made = expectOk(await call<OrderCreated>(app(), T.claim, { code: typed }, { token: g.tk.purchaser01 }))
    expect(made).toMatchObject({ status: 'unpaid', payableFen: 800 })
    expect((await call(app(), T.claim, { code: t.code }, { token: g.tk.purchaser01 })).msg).toBe('该订单码已被使用')
    const order = expectOk(await call<OrderDetail>(app(), O.queryById, { id: made.id }, { token: g.tk.purchaser01 }))
    expect(order).toMatchObject({ supplierName: '绿源果蔬商行', remark: '现场称重' })
    // Paid through the order payment (the simulator's callback).
    const start = expectOk(await pay(g.env, g.tk.purchaser01, made.id, 'wechat', { payChannel: 'web' }))
    expect(start.settled).toBe(false)
    if (!start.settled) expect((await confirmSimulator(g.env, start.payNo)).paid).toBe(true)
    expect(expectOk(await call<OrderDetail>(app(), O.queryById, { id: made.id }, { token: g.tk.purchaser01 })).status).toBe('paid')
    // The buyer's scanned orders, and the shop's tickets with their codes.
    expect(expectOk(await call<PageResult<TicketInfo>>(app(), T.page, {}, { token: g.tk.purchaser01 })).records.map((r) => [r.id, r.status, r.orderStatus])).toEqual([[t.id, 'claimed', 'paid']])
    const shops = expectOk(await call<PageResult<TicketInfo>>(app(), T.page, { size: 50 }, { token: g.tk.supplier01 })).records
    expect(shops.find((r) => r.id === t.id)).toMatchObject({ code: t.code, status: 'claimed', orderNo: expect.stringMatching(/^DD/) })
    expect(new Set(shops.map((r) => r.status))).toEqual(new Set(['open', 'claimed', 'cancelled', 'expired']))
  })

  test('a ticket bound to a buyer: nobody else reads or claims it; cancelled and expired codes; unknown codes; another shop\'s ticket is not the shop\'s to cancel', async () => {
    const { id: otherId, token: otherToken } = await registerBuyerAccount(g.env, g.tk.supplier01, '扫码测试餐厅', '13655550001')
    const other = { id: otherId }
    const bound = expectOk(await call<TicketCreated>(app(), T.createTicket, { lines: await potatoLine(), purchaserId: p.chengnan }, { token: g.tk.supplier01 }))
    expect((await call(app(), T.read, { code: bound.code }, { token: otherToken })).msg).toBe('该订单码仅限指定买家使用')
    expect((await call(app(), T.claim, { code: bound.code }, { token: otherToken })).msg).toBe('该订单码仅限指定买家使用')
    expect((await call(app(), T.read, { code: bound.code }, { token: g.tk.purchaser01 })).state).toBe(0)
    expect((await call(app(), T.read, { code: bound.code }, { token: g.tk.supplier02 })).msg).toBe('无权访问该功能')
    expect((await call(app(), T.createTicket, { lines: await potatoLine(), purchaserId: other.id.replace(/.$/, 'x') }, { token: g.tk.supplier01 })).msg).toBe('买家不存在')

    expect((await call(app(), T.cancelTicket, { id: bound.id }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')
    expect(expectOk(await call(app(), T.cancelTicket, { id: bound.id }, { token: g.tk.supplier01 }))).toEqual({ id: bound.id, status: 'cancelled' })
    expect((await call(app(), T.cancelTicket, { id: bound.id }, { token: g.tk.supplier01 })).msg).toBe('仅待下单的订单码可以作废')
    expect((await call(app(), T.claim, { code: bound.code }, { token: g.tk.purchaser01 })).msg).toBe('该订单码已作废')

    const old = expectOk(await call<TicketCreated>(app(), T.createTicket, { lines: await potatoLine() }, { token: g.tk.supplier01 }))
    await g.env.db.update(saleTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(saleTickets.id, old.id))
    expect(expectOk(await call<TicketInfo>(app(), T.read, { code: old.code }, { token: otherToken })).status).toBe('expired')
    expect((await call(app(), T.claim, { code: old.code }, { token: otherToken })).msg).toBe('该订单码已过期，请让商户重新开单')
    expect((await call(app(), T.read, { code: 'SOAAAAAAAAAAAAAA' }, { token: otherToken })).msg).toBe('订单码无效')
    expect((await call(app(), T.read, { code: 'hello' }, { token: otherToken })).msg).toBe('订单码无效')
    expect((await call(app(), T.read, { code: '' }, { token: otherToken })).msg).toBe('缺少参数：code')
  })

  test('the shop\'s input: lines, prices, its own scale', async () => {
    const [line] = await potatoLine()
    expect((await call(app(), T.createTicket, { lines: [] }, { token: g.tk.supplier01 })).msg).toBe('请至少添加一种商品')
    expect((await call(app(), T.createTicket, { lines: [line, line] }, { token: g.tk.supplier01 })).msg).toBe('商品不能重复添加')
    expect((await call(app(), T.createTicket, { lines: [{ ...line, quantity: 0 }] }, { token: g.tk.supplier01 })).msg).toBe('数量需为大于0的数，最多2位小数')
    expect((await call(app(), T.createTicket, { lines: [line] }, { token: g.tk.supplier02 })).msg).toBe('商品不存在')
    const [theirScale] = await rowsOf<{ id: string }>(g.env.db, sql`select id from electronic_scales where serial_no = 'ES-XF-0001'`)
    expect((await call(app(), T.createTicket, { lines: [line], scaleId: theirScale!.id }, { token: g.tk.supplier01 })).msg).toBe('电子秤不存在')
    const priced = expectOk(await call<TicketCreated>(app(), T.createTicket, { lines: [{ ...line, quantity: 3, priceFen: 299 }] }, { token: g.tk.supplier01 }))
    expect(priced.goodsFen).toBe(897)
    const [shopSku] = await g.env.db.select({ price: shopSkus.priceFen }).from(shopSkus).where(eq(shopSkus.id, line!.skuId))
    expect(shopSku!.price).toBe(320)
  })
})
