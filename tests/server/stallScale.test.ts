/**
 * The stall's electronic scale (issue 25 point 5, docs/scale-device-api.md): a shop registers a
 * scale and gets its key once; the scale authenticates with it (no key, a wrong or replaced key, a
 * removed scale: refused), pulls its PLU list (304 while unchanged, acknowledged: 已同步; a SKU
 * change makes it 待同步 until pulled), posts weighing tickets (the same ticket twice is one
 * ticket, a wrong amount is refused), and a ticket becomes one order: confirmed by the shop for a
 * buyer or scanned by a buyer, stock taken and the line's trace code issued. Twenty confirms and
 * claims of one ticket at once make one order (run on PostgreSQL: scripts/with-postgres.sh).
 */
import { and, eq } from 'drizzle-orm'
import { contract, type OrderCreated, type OrderDetail, type PageResult, type ScaleItem, type ScaleKeyIssued, type TicketInfo } from '@/contract'
import { orders, saleTickets, shopSkus } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type CallResult, type TestEnv } from './helpers'
import { injectTransport, registerScale } from './scaleHelpers'
import { parties, skuId, stockOf, type Parties } from './tradeHelpers'
import { StandInScale } from '../../scripts/scale/standIn'

const S = contract.member.electronicScaleManage
const T = contract.settle.scanOrder
const N = 20

let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01', string>
let p: Parties
let potato: string
let potatoPlu: number
beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
  const [row] = await env.db.select({ plu: shopSkus.pluCode, priceFen: shopSkus.priceFen }).from(shopSkus).where(eq(shopSkus.id, potato))
  potatoPlu = row!.plu!
}, 600_000)
afterAll(() => env?.close())

const app = () => env.app
const scaleItem = async (id: string): Promise<ScaleItem> => expectOk(await call<PageResult<ScaleItem>>(app(), S.page, { size: 50 }, { token: tk.supplier01 })).records.find((s) => s.id === id)!

describe('registration and the device key', () => {
  test('register shows an sk_ key once; a bound serial number is refused; the buyer cannot register', async () => {
    const { issued } = await registerScale(app(), tk.supplier01)
    expect(issued.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/)
    expect(issued.scale).toMatchObject({ ownerType: 'shop', state: 'bound', keyIssuedTime: expect.any(String) })
    expect((await call(app(), S.register, { serialNo: issued.scale.serialNo, name: '又一台' }, { token: tk.supplier02 })).msg).toBe('该电子秤已被登记')
    expect((await call(app(), S.register, { serialNo: 'x', name: '秤' }, { token: tk.supplier01 })).msg).toBe('设备编号需为4-32位字母、数字、-或_')
    expect((await call(app(), S.register, { serialNo: 'ES-BUYER-1', name: '秤' }, { token: tk.purchaser01 })).state).not.toBe(0)
    // Only the hash is kept: the page never carries the key.
    expect(JSON.stringify(await scaleItem(issued.scale.id))).not.toContain(issued.secret)
  })

  test('no key, a wrong key, an unknown serial: 401; a re-issued key replaces the old; a removed scale is refused', async () => {
    const { issued, scale } = await registerScale(app(), tk.supplier01)
    const t = injectTransport(app())
    const none = await t('GET', '/api/device/scale/plu', {})
    expect([none.status, none.body?.msg]).toEqual([401, '电子秤未认证'])
    const wrong = await new StandInScale(issued.scale.serialNo, `sk_${'A'.repeat(43)}`, t).pull()
    expect(wrong).toMatchObject({ status: 401, body: { msg: '电子秤编号或密钥错误' } })
    expect(await new StandInScale('ES-NOBODY-9', issued.secret, t).pull()).toMatchObject({ status: 401 })
    expect(await scale.pull()).toBe('updated')

    const again = expectOk(await call<ScaleKeyIssued>(app(), S.reissueKey, { id: issued.scale.id }, { token: tk.supplier01 }))
    expect(again.secret).not.toBe(issued.secret)
    expect(await scale.weigh(potatoPlu, 1)).toMatchObject({ status: 401 })
    scale.rekey(again.secret)
    expect(await scale.weigh(potatoPlu, 1)).toMatchObject({ status: 200, body: { state: 0 } })
    // Another shop cannot re-issue it.
    expect((await call(app(), S.reissueKey, { id: issued.scale.id }, { token: tk.supplier02 })).state).not.toBe(0)

    expectOk(await call(app(), S.unboundElectronicScale, { id: issued.scale.id }, { token: tk.supplier01 }))
    expect(await scale.pull()).toMatchObject({ status: 401 })
    expect((await call(app(), S.reissueKey, { id: issued.scale.id }, { token: tk.supplier01 })).msg).toBe('设备已解绑')
    // Its serial number can be registered again, with a new key.
    const back = expectOk(await call<ScaleKeyIssued>(app(), S.register, { serialNo: issued.scale.serialNo, name: '回来的秤' }, { token: tk.supplier01 }))
    expect(back.scale).toMatchObject({ id: issued.scale.id, state: 'bound', name: '回来的秤' })
  })
})

test('the PLU list: pulled with its version, 304 while unchanged, acknowledged as 已同步; a price change is 待同步 until pulled', async () => {
  const { issued, scale } = await registerScale(app(), tk.supplier01)
  expect((await scaleItem(issued.scale.id)).lastSync).toMatchObject({ status: 'pending' })
  expect(await scale.pull()).toBe('updated')
  expect(scale.item(potatoPlu)).toMatchObject({ name: '土豆', unit: expect.any(String), unitPriceFen: expect.any(Number) })
  expect(scale.list!.items.every((i) => Number.isInteger(i.plu))).toBe(true)
  const v1 = scale.list!.version
  expect((await scaleItem(issued.scale.id)).lastSync).toMatchObject({ version: v1, status: 'sent' })
  expect(await scale.pull()).toBe('unchanged')

  const newPrice = scale.item(potatoPlu).unitPriceFen + 10
  expectOk(await call(app(), contract.member.sku.update, { id: potato, priceFen: newPrice }, { token: tk.supplier01 }))
  expect((await scaleItem(issued.scale.id)).lastSync).toMatchObject({ version: v1 + 1, status: 'pending' })
  expect(await scale.pull()).toBe('updated')
  expect(scale.item(potatoPlu).unitPriceFen).toBe(newPrice)
  expect((await scaleItem(issued.scale.id)).lastSync).toMatchObject({ version: v1 + 1, status: 'sent' })
  // Acknowledging a version the scale never had is refused.
  const t = injectTransport(app())
  const bad = await t('POST', '/api/device/scale/plu/ack', { authorization: `Scale ${issued.scale.serialNo}:${issued.secret}` }, { version: 999 })
  expect(bad.body).toMatchObject({ state: 1, msg: 'PLU版本不存在' })
})

test('tickets: the same ticket twice is one ticket; other content under its number, a wrong amount, an unknown PLU: refused', async () => {
  const { issued, scale } = await registerScale(app(), tk.supplier01)
  await scale.pull()
  const first = await scale.weigh(potatoPlu, 2.35)
  expect(first.body).toMatchObject({ state: 0, result: { ticketNo: first.ticket.ticketNo, code: expect.stringMatching(/^SO[A-Z2-7]{14}$/) } })
  const again = await scale.weigh(potatoPlu, 2.35, { ticketNo: first.ticket.ticketNo })
  expect(again.body!.result).toEqual(first.body!.result)
  const [twice1, twice2] = await Promise.all([scale.weigh(potatoPlu, 1.1, { ticketNo: 'RACE-1' }), scale.weigh(potatoPlu, 1.1, { ticketNo: 'RACE-1' })])
  expect(twice1.body!.result).toEqual(twice2.body!.result)
  const rows = await env.db.select().from(saleTickets).where(and(eq(saleTickets.scaleId, issued.scale.id)))
  expect(rows.map((r) => r.scaleTicketNo).sort()).toEqual([first.ticket.ticketNo, 'RACE-1'].sort())

  expect((await scale.weigh(potatoPlu, 3, { ticketNo: first.ticket.ticketNo })).body?.msg).toBe('该票号已上传过不同内容的秤票')
  const price = scale.item(potatoPlu).unitPriceFen
  const expected = Math.round(1.5 * price)
  expect((await scale.weigh(potatoPlu, 1.5, { amountFen: expected + 1 })).body?.msg).toBe(`金额与重量、单价不符（应为${expected}分）`)
  expect((await scale.weigh(9999, 1, { unitPriceFen: 100 })).body?.msg).toBe('PLU编号不存在')
  expect((await scale.weigh(potatoPlu, 1.234, { amountFen: 100 })).body?.msg).toBe('数量需为大于0的数，最多2位小数')

  // The shop sees its scale tickets, open, with the weighing's number and time.
  const page = expectOk(await call<PageResult<TicketInfo>>(app(), T.page, { fromScale: true, status: 'open', size: 50 }, { token: tk.supplier01 }))
  expect(page.records.find((r) => r.scaleTicketNo === first.ticket.ticketNo)).toMatchObject({ scaleName: '测试电子秤', weighedAt: expect.any(String), goodsFen: first.ticket.amountFen })
})

async function orderLine(token: string, id: string) {
  return expectOk(await call<OrderDetail>(app(), contract.settle.orderInfo.queryById, { id }, { token })).lines[0]!
}

test('a ticket confirmed by the shop for a buyer, another scanned by a buyer: each one order, stock taken, a trace code; single use', async () => {
  const { scale } = await registerScale(app(), tk.supplier01)
  await scale.pull()
  const before = await stockOf(env.db, potato)
  const a = (await scale.weigh(potatoPlu, 2)).body!.result as { code: string }
  const [ta] = await env.db.select().from(saleTickets).where(eq(saleTickets.code, a.code))
  const made = expectOk(await call<OrderCreated>(app(), T.confirm, { id: ta!.id, purchaserId: p.chengnan, payMethod: 'wechat' }, { token: tk.supplier01 }))
  const line = await orderLine(tk.supplier01, made.id)
  expect(line).toMatchObject({ skuId: potato, quantity: 2, traceCode: expect.stringMatching(/^T[A-Z2-7]{15}$/) })
  expect(await stockOf(env.db, potato)).toBe(before - 200)
  expect((await call(app(), T.confirm, { id: ta!.id, purchaserId: p.chengnan, payMethod: 'wechat' }, { token: tk.supplier01 })).msg).toBe('该订单码已被使用')
  expect((await call(app(), T.claim, { code: a.code }, { token: tk.purchaser01 })).msg).toBe('该订单码已被使用')
  // Another shop cannot confirm it.
  expect((await call(app(), T.confirm, { id: ta!.id, purchaserId: p.chengnan, payMethod: 'wechat' }, { token: tk.supplier02 })).state).not.toBe(0)

  const b = (await scale.weigh(potatoPlu, 1.5)).body!.result as { code: string }
  const claimed = expectOk(await call<OrderCreated>(app(), T.claim, { code: b.code }, { token: tk.purchaser01 }))
  expect(await orderLine(tk.purchaser01, claimed.id)).toMatchObject({ quantity: 1.5, traceCode: expect.stringMatching(/^T/) })
  expect(await stockOf(env.db, potato)).toBe(before - 350)
})

test('twenty confirms and claims of one scale ticket at once: one order, the stock taken once', async () => {
  const { scale } = await registerScale(app(), tk.supplier01)
  await scale.pull()
  const before = await stockOf(env.db, potato)
  const { code } = (await scale.weigh(potatoPlu, 1)).body!.result as { code: string }
  const [t] = await env.db.select().from(saleTickets).where(eq(saleTickets.code, code))
  const rs: Array<CallResult<unknown>> = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      i % 2 ? call(app(), T.claim, { code }, { token: tk.purchaser01 }) : call(app(), T.confirm, { id: t!.id, purchaserId: p.chengnan, payMethod: 'wechat' }, { token: tk.supplier01 }),
    ),
  )
  expect(rs.filter((r) => r.state === 0)).toHaveLength(1)
  expect([...new Set(rs.filter((r) => r.state !== 0).map((r) => r.msg))]).toEqual(['该订单码已被使用'])
  const [after] = await env.db.select().from(saleTickets).where(eq(saleTickets.id, t!.id))
  expect(await env.db.select({ id: orders.id }).from(orders).where(eq(orders.id, after!.orderId!))).toHaveLength(1)
  expect(await stockOf(env.db, potato)).toBe(before - 100)
})
