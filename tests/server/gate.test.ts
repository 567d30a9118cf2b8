/**
 * /api/gate/vehicleType/page, inmarketPrefillMain/* and inmarketMain/*, and the gate's workflow
 * functions (approve, reject, enter) that have no route.
 */
import { contract, PATTERN_MESSAGES, type CommonProduct, type InmarketDetail, type InmarketItem, type PageResult, type PrefillDetail, type PrefillItem, type Product, type VehicleType } from '@/contract'
import { approvePrefill, enterPrefill, rejectPrefill } from '../../server/modules/gate/prefillWorkflow'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01' | 'maintainer01' | 'staff01' | 'dc01', string>
const G = contract.gate
const PF = G.inmarketPrefillMain
const IM = G.inmarketMain
const HOUR = 3600 * 1000
let types: VehicleType[] = []
let product: Record<string, string> = {}

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'staff01', 'dc01'] as const)
  types = expectOk(await call<PageResult<VehicleType>>(env.app, G.vehicleType.page, {}, { token: tk.supplier01 })).records
  const all = expectOk(await call<PageResult<Product>>(env.app, contract.member.product.page, { size: 100 }, { token: tk.supplier01 })).records
  product = Object.fromEntries(all.map((p) => [p.name, p.id]))
}, 600_000)
afterAll(() => env?.close())

const typeId = (name: string) => types.find((t) => t.name === name)!.id
const payload = (over: Record<string, unknown> = {}) => ({
  plateNumber: '浙A0Z111',
  vehicleTypeId: typeId('中型货车'),
  driverName: '张师傅',
  driverPhone: '13700000001',
  expectedTime: new Date(Date.now() + 2 * HOUR).toISOString(),
  items: [
    { productId: product['红富士苹果'], quantity: 10, weight: 100 },
    { productId: product['香蕉'], quantity: '20.5', weight: '204.75' },
  ],
  remark: '早上到',
  ...over,
})
const page = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<PrefillItem>>(env.app, PF.page, { size: 100, withTotal: true, ...data }, { token }))
const detail = async (token: string, id: string) => expectOk(await call<PrefillDetail>(env.app, PF.queryById, { id }, { token }))
const create = async (token: string, over: Record<string, unknown> = {}) => expectOk(await call<{ id: string; orderNo: string }>(env.app, PF.createPreFill, payload(over), { token }))
const seeded = async (token: string, status: string) => (await page(token, { status })).records.at(-1)!
const msgOf = async (ep: (typeof PF)[keyof typeof PF], data: Record<string, unknown>, token: string | null = tk.supplier01) => (await call(env.app, ep, data, { token })).msg
const wrongRoles = ['maintainer01', 'staff01', 'dc01'] as const

test('vehicleType/page: the five vehicle types for any logged-in user', async () => {
  expect(types.map((t) => [t.code, t.name])).toEqual([['1', '小型货车'], ['2', '中型货车'], ['3', '大型货车'], ['4', '冷链车'], ['5', '三轮车']])
  expect(expectOk(await call<PageResult<VehicleType>>(env.app, G.vehicleType.page, { size: 2 }, { token: tk.staff01 })).records).toHaveLength(2)
  expect((await call(env.app, G.vehicleType.page, { size: -1 }, { token: tk.staff01 })).msg).toBe('每页条数需为正整数')
  expect((await call(env.app, G.vehicleType.page, {})).state).toBe(97)
})

describe('inmarketPrefillMain/page and queryById', () => {
  test('a merchant sees its own customer\'s orders in every state (its sub-account too), newest first', async () => {
    const own = await page(tk.supplier01)
    expect(own.total).toBe(8)
    expect(new Set(own.records.map((o) => o.status))).toEqual(new Set(['submitted', 'approved', 'rejected', 'entered', 'revoked']))
    expect(own.records.every((o) => /^BB\d{8}\d{4}$/.test(o.orderNo))).toBe(true)
    const created = own.records.map((o) => o.createTime)
    expect([...created].sort().reverse()).toEqual(created)
    expect((await page(tk.supplier01a)).records.map((o) => o.id)).toEqual(own.records.map((o) => o.id))
    expect((await page(tk.purchaser01)).total).toBe(6)
    const other = await page(tk.supplier02)
    expect(other.total).toBe(2)
    expect(other.records.some((o) => own.records.some((m) => m.id === o.id))).toBe(false)
  })
  test('list rows: vehicle type name, goods count and total weight', async () => {
    const rejected = await seeded(tk.supplier01, 'rejected')
    expect(rejected).toEqual({ id: expect.any(String), orderNo: expect.any(String), plateNumber: '浙B23456', vehicleTypeName: '大型货车', status: 'rejected', expectedTime: expect.any(String), itemCount: 2, totalWeight: 6600, createTime: expect.any(String) })
  })
  test('filters: status, keyword on plate (case-insensitive) or order number', async () => {
    expect((await page(tk.supplier01, { status: 'entered' })).records.map((o) => o.plateNumber).sort()).toEqual(['浙A12345', '浙A5K321', '浙A7L902', '浙A88K66'])
    expect((await page(tk.supplier01, { keyword: 'a88k' })).records.map((o) => o.plateNumber)).toEqual(['浙A88K66'])
    const one = (await page(tk.supplier01)).records[0]!
    expect((await page(tk.supplier01, { keyword: one.orderNo })).records.map((o) => o.id)).toEqual([one.id])
    expect((await page(tk.supplier01, { keyword: '浙D66666' })).total).toBe(0)
    // A search longer than 20 characters is a search like any other (the search screen sends it).
    expect((await page(tk.supplier01, { keyword: '浙A88K66 '.repeat(5) })).total).toBe(0)
    expect(await msgOf(PF.page, { status: 'lost' })).toBe('报备状态不正确')
  })
  test('detail: driver, goods with names, categories and units; the reject reason; the entry time', async () => {
    const rejected = await detail(tk.supplier01, (await seeded(tk.supplier01, 'rejected')).id)
    expect(rejected).toMatchObject({ driverName: '陈师傅', driverPhone: '13700000003', rejectReason: '货物重量与车辆核载不符，请核对后重新提交', entryTime: null, vehicleTypeId: typeId('大型货车') })
    expect(rejected.items).toEqual([
      { productId: product['西瓜'], productName: '西瓜', categoryName: '瓜类', quantity: 6000, unit: '公斤', weight: 6000, origin: '海南乐东' },
      { productId: product['哈密瓜'], productName: '哈密瓜', categoryName: '瓜类', quantity: 200, unit: '件', weight: 600, origin: '新疆哈密' },
    ])
    const entered = await detail(tk.supplier01, (await seeded(tk.supplier01, 'entered')).id)
    expect(Date.parse(entered.entryTime!)).toBeLessThan(Date.now())
    expect(entered.rejectReason).toBeNull()
  })
  test('another merchant\'s order does not exist; wrong roles; no token; bad id', async () => {
    const theirs = (await page(tk.supplier02)).records[0]!.id
    expect(await msgOf(PF.queryById, { id: theirs })).toBe('记录不存在')
    expect(await msgOf(PF.queryById, { id: theirs }, tk.purchaser01)).toBe('记录不存在')
    for (const who of wrongRoles) {
      expect(await msgOf(PF.page, {}, tk[who])).toBe('无权访问该功能')
      expect(await msgOf(PF.queryById, { id: theirs }, tk[who])).toBe('无权访问该功能')
    }
    expect((await call(env.app, PF.page, {})).state).toBe(97)
    expect((await call(env.app, PF.queryById, { id: theirs })).state).toBe(97)
    expect(await msgOf(PF.queryById, { id: 'a b' })).toBe('记录不存在')
  })
})

describe('createPreFill', () => {
  test('creates a submitted order numbered BB + China date + 4 digits; names come from the catalogue', async () => {
    const r = await create(tk.supplier01)
    const day = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')
    expect(r.orderNo).toMatch(new RegExp(`^BB${day}\\d{4}$`))
    const d = await detail(tk.supplier01, r.id)
    expect(d).toMatchObject({ orderNo: r.orderNo, plateNumber: '浙A0Z111', vehicleTypeName: '中型货车', status: 'submitted', itemCount: 2, totalWeight: 304.75, remark: '早上到', rejectReason: null, entryTime: null })
    expect(d.items.map((g) => [g.productName, g.categoryName, g.unit, g.quantity, g.weight])).toEqual([
      ['红富士苹果', '仁果类', '箱', 10, 100],
      ['香蕉', '热带水果', '公斤', 20.5, 204.75],
    ])
    expect((await page(tk.supplier01a)).records[0]!.id).toBe(r.id)
    // The next order of the day takes the next number.
    const next = await create(tk.purchaser01, { plateNumber: '浙A0Z112' })
    expect(Number(next.orderNo.slice(-4))).toBe(Number(r.orderNo.slice(-4)) + 1)
  })
  test('plates: lower case is normalised, temporary numbers pass, an active plate is refused for anyone', async () => {
    const r = await create(tk.supplier01, { plateNumber: ' 浙a0z113 ' })
    expect((await detail(tk.supplier01, r.id)).plateNumber).toBe('浙A0Z113')
    const temp = await create(tk.supplier01, { plateNumber: '临AB12CD' })
    expect((await detail(tk.supplier01, temp.id)).plateNumber).toBe('临AB12CD')
    expect(await msgOf(PF.createPreFill, payload({ plateNumber: '浙A0Z113' }))).toBe('该车辆已有待入场的报备')
    expect(await msgOf(PF.createPreFill, payload({ plateNumber: '浙A6B789' }), tk.purchaser01)).toBe('该车辆已有待入场的报备')
    // Entered and revoked orders do not hold their plate.
    expect((await create(tk.supplier01, { plateNumber: '浙C55123' })).orderNo).toMatch(/^BB/)
    expect((await create(tk.supplier01, { plateNumber: '浙A88K66' })).orderNo).toMatch(/^BB/)
  })
  test('every field is checked with a clear message', async () => {
    const bad = (over: Record<string, unknown>) => msgOf(PF.createPreFill, payload({ plateNumber: '浙A0Z199', ...over }))
    expect(await bad({ plateNumber: '' })).toBe('缺少参数：plateNumber')
    for (const p of ['AB12345', '浙12345', '浙A123', '浙A1234567', '浙A1234$', '临AB12C']) expect(await bad({ plateNumber: p })).toBe('车牌号格式不正确')
    expect(await bad({ vehicleTypeId: 'nope' })).toBe('车辆类型不存在')
    expect(await bad({ vehicleTypeId: '' })).toBe('缺少参数：vehicleTypeId')
    expect(await bad({ driverName: '' })).toBe('缺少参数：driverName')
    expect(await bad({ driverPhone: '1370000000' })).toBe(PATTERN_MESSAGES.mobile)
    expect(await bad({ expectedTime: 'tomorrow' })).toBe('预计进场时间格式不正确')
    expect(await bad({ expectedTime: new Date(Date.now() - 2 * HOUR).toISOString() })).toBe('预计进场时间不能早于当前时间')
    expect(await bad({ expectedTime: new Date(Date.now() + 8 * 24 * HOUR).toISOString() })).toBe('预计进场时间需在7天以内')
    expect(await bad({ items: [] })).toBe('请至少添加一种商品')
    expect(await bad({ items: 'apples' })).toBe('请至少添加一种商品')
    const many = Object.values(product).slice(0, 51).map((id) => ({ productId: id, quantity: 1, weight: 1 }))
    expect(await bad({ items: many })).toBe('商品最多50种')
    const line = (over: Record<string, unknown>) => [{ productId: product['土豆'], quantity: 1, weight: 1, ...over }]
    expect(await bad({ items: line({ quantity: 0 }) })).toBe('商品数量需大于0，最多2位小数')
    expect(await bad({ items: line({ quantity: -1 }) })).toBe('商品数量需大于0，最多2位小数')
    expect(await bad({ items: line({ quantity: 1.234 }) })).toBe('商品数量需大于0，最多2位小数')
    expect(await bad({ items: line({ weight: -0.5 }) })).toBe('商品重量需不小于0，最多2位小数')
    expect(await bad({ items: line({ weight: '1.001' }) })).toBe('商品重量需不小于0，最多2位小数')
    expect(await bad({ items: line({ productId: 'ghost' }) })).toBe('商品不存在')
    expect(await bad({ items: [...line({}), ...line({ quantity: 2 })] })).toBe('商品不能重复添加')
    expect(await bad({ remark: '长'.repeat(201) })).toBe('备注不能超过200个字符')
    // Nothing was written by the refused attempts.
    expect((await page(tk.supplier01, { keyword: '浙A0Z199' })).total).toBe(0)
    // A zero weight is allowed.
    expect((await create(tk.supplier01, { plateNumber: '浙A0Z199', items: line({ weight: 0 }) })).orderNo).toMatch(/^BB/)
  })
  test('wrong roles and no token', async () => {
    for (const who of wrongRoles) expect(await msgOf(PF.createPreFill, payload({ plateNumber: '浙A0Z198' }), tk[who])).toBe('无权访问该功能')
    expect((await call(env.app, PF.createPreFill, payload({ plateNumber: '浙A0Z198' }))).state).toBe(97)
  })
})

describe('resubmitInmarketPrefill', () => {
  test('a rejected order goes back to submitted with the corrected data; the reason is cleared', async () => {
    const rejected = await seeded(tk.purchaser01, 'rejected')
    const r = expectOk(await call<{ id: string; orderNo: string }>(env.app, PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙A9E642', driverPhone: '13700000017' }), id: rejected.id }, { token: tk.purchaser01 }))
    expect(r).toEqual({ id: rejected.id, orderNo: rejected.orderNo })
    const d = await detail(tk.purchaser01, rejected.id)
    expect(d).toMatchObject({ status: 'submitted', rejectReason: null, driverPhone: '13700000017', vehicleTypeName: '中型货车', itemCount: 2 })
    expect(d.items.map((g) => g.productName)).toEqual(['红富士苹果', '香蕉'])
    // Resubmitted: submitted now, so not again.
    expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙A9E642' }), id: rejected.id }, tk.purchaser01)).toBe('仅被驳回的报备可以重新提交')
  })
  test('only rejected orders; another merchant\'s; an active plate; bad input; wrong role; no token', async () => {
    const rejected = await seeded(tk.supplier01, 'rejected')
    for (const status of ['submitted', 'approved', 'entered', 'revoked']) {
      const o = await seeded(tk.supplier01, status)
      expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: o.plateNumber }), id: o.id })).toBe('仅被驳回的报备可以重新提交')
    }
    expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙B23456' }), id: rejected.id }, tk.supplier02)).toBe('记录不存在')
    expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙A7D531' }), id: rejected.id })).toBe('该车辆已有待入场的报备')
    expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙B23456', items: [] }), id: rejected.id })).toBe('请至少添加一种商品')
    expect(await msgOf(PF.resubmitInmarketPrefill, payload({ plateNumber: '浙B23456' }))).toBe('缺少参数：id')
    expect(await msgOf(PF.resubmitInmarketPrefill, { ...payload({ plateNumber: '浙B23456' }), id: rejected.id }, tk.staff01)).toBe('无权访问该功能')
    expect((await call(env.app, PF.resubmitInmarketPrefill, { ...payload(), id: rejected.id })).state).toBe(97)
    expect((await detail(tk.supplier01, rejected.id)).status).toBe('rejected')
  })
})

describe('checkPlateNumber and getRandomPlateNumber', () => {
  test('pattern, active plates, normalisation', async () => {
    const check = async (plateNumber: string, token = tk.supplier01) => expectOk(await call(env.app, PF.checkPlateNumber, { plateNumber }, { token }))
    expect(await check('粤B12345D')).toEqual({ valid: true })
    expect(await check('京A1234学')).toEqual({ valid: true })
    expect(await check('临ZZ99YY')).toEqual({ valid: true })
    expect(await check('ABC')).toEqual({ valid: false, message: '车牌号格式不正确' })
    expect(await check('浙a12345', tk.purchaser01)).toEqual({ valid: false, message: '该车辆已有待入场的报备' })
    expect(await check('浙A6B789')).toEqual({ valid: false, message: '该车辆已有待入场的报备' })
    expect(await check('浙A2F753')).toEqual({ valid: true })
    expect(await msgOf(PF.checkPlateNumber, {})).toBe('缺少参数：plateNumber')
    expect(await msgOf(PF.checkPlateNumber, { plateNumber: '浙A12345' }, tk.maintainer01)).toBe('无权访问该功能')
    expect((await call(env.app, PF.checkPlateNumber, { plateNumber: '浙A12345' })).state).toBe(97)
  })
  test('a temporary number: 临 + 6 alphanumerics, free, and usable for an order', async () => {
    const { plateNumber } = expectOk(await call<{ plateNumber: string }>(env.app, PF.getRandomPlateNumber, {}, { token: tk.purchaser01 }))
    expect(plateNumber).toMatch(/^临[A-Z0-9]{6}$/)
    expect(expectOk(await call(env.app, PF.checkPlateNumber, { plateNumber }, { token: tk.purchaser01 }))).toEqual({ valid: true })
    const r = await create(tk.purchaser01, { plateNumber })
    expect((await detail(tk.purchaser01, r.id)).plateNumber).toBe(plateNumber)
    const again = expectOk(await call<{ plateNumber: string }>(env.app, PF.getRandomPlateNumber, {}, { token: tk.purchaser01 }))
    expect(again.plateNumber).not.toBe(plateNumber)
    expect(await msgOf(PF.getRandomPlateNumber, {}, tk.dc01)).toBe('无权访问该功能')
    expect((await call(env.app, PF.getRandomPlateNumber, {})).state).toBe(97)
  })
})

describe('revokePrefillOrder', () => {
  test('a submitted order is revoked and its plate is free again', async () => {
    const r = await create(tk.supplier01, { plateNumber: '浙A0Z150' })
    expect(expectOk(await call(env.app, PF.revokePrefillOrder, { id: r.id }, { token: tk.supplier01a }))).toEqual({ id: r.id })
    expect((await detail(tk.supplier01, r.id)).status).toBe('revoked')
    expect(expectOk(await call(env.app, PF.checkPlateNumber, { plateNumber: '浙A0Z150' }, { token: tk.supplier01 }))).toEqual({ valid: true })
    expect(await msgOf(PF.revokePrefillOrder, { id: r.id })).toBe('仅待审核的报备可以撤销')
  })
  test('only submitted orders; another merchant\'s; wrong role; no token', async () => {
    for (const status of ['approved', 'rejected', 'entered', 'revoked']) {
      const o = await seeded(tk.supplier01, status)
      expect(await msgOf(PF.revokePrefillOrder, { id: o.id })).toBe('仅待审核的报备可以撤销')
      expect((await detail(tk.supplier01, o.id)).status).toBe(status)
    }
    const theirs = (await page(tk.supplier02, { status: 'submitted' })).records[0]!
    expect(await msgOf(PF.revokePrefillOrder, { id: theirs.id })).toBe('记录不存在')
    expect((await detail(tk.supplier02, theirs.id)).status).toBe('submitted')
    expect(await msgOf(PF.revokePrefillOrder, { id: theirs.id }, tk.staff01)).toBe('无权访问该功能')
    expect((await call(env.app, PF.revokePrefillOrder, { id: theirs.id })).state).toBe(97)
    expect(await msgOf(PF.revokePrefillOrder, {})).toBe('缺少参数：id')
  })
})

describe('the gate workflow functions (market.prefill and market.inmarket call them): approve, reject, enter', () => {
  test('submitted -> approved -> entered writes the entry record the merchant then sees', async () => {
    const r = await create(tk.supplier01, { plateNumber: '浙A0Z160' })
    await approvePrefill(env.db, r.id)
    expect((await detail(tk.supplier01, r.id)).status).toBe('approved')
    expect(await msgOf(PF.revokePrefillOrder, { id: r.id })).toBe('仅待审核的报备可以撤销')
    const at = new Date(Date.now() - 60_000)
    await enterPrefill(env.db, r.id, { gateName: '3号门', entryTime: at })
    const d = await detail(tk.supplier01, r.id)
    expect(d).toMatchObject({ status: 'entered', entryTime: at.toISOString() })
    const rec = expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, {}, { token: tk.supplier01 })).records[0]!
    expect(rec).toEqual({ id: expect.any(String), plateNumber: '浙A0Z160', entryTime: at.toISOString(), gateName: '3号门', prefillOrderNo: r.orderNo, itemCount: 2, exitTime: null })
    const recDetail = expectOk(await call<InmarketDetail>(env.app, IM.queryById, { id: rec.id }, { token: tk.supplier01 }))
    // The entry's goods are the report's, each with its own line id (what exits and inspections name).
    expect(recDetail.items.map(({ id: _id, ...goods }) => goods)).toEqual(d.items)
    expect(recDetail).toMatchObject({ vehicleTypeName: '中型货车', driverName: '张师傅' })
  })
  test('reject needs a reason; wrong states and unknown ids are refused', async () => {
    const r = await create(tk.supplier01, { plateNumber: '浙A0Z161' })
    await expect(enterPrefill(env.db, r.id)).rejects.toThrow('仅审核通过的报备可以入场')
    await expect(rejectPrefill(env.db, r.id, '  ')).rejects.toThrow('请填写驳回原因')
    await rejectPrefill(env.db, r.id, '车牌与行驶证不符')
    expect(await detail(tk.supplier01, r.id)).toMatchObject({ status: 'rejected', rejectReason: '车牌与行驶证不符' })
    await expect(approvePrefill(env.db, r.id)).rejects.toThrow('仅待审核的报备可以审核')
    await expect(rejectPrefill(env.db, r.id, '再驳回')).rejects.toThrow('仅待审核的报备可以审核')
    await expect(approvePrefill(env.db, 'missing')).rejects.toThrow('记录不存在')
    const entered = await seeded(tk.supplier01, 'entered')
    await expect(enterPrefill(env.db, entered.id)).rejects.toThrow('仅审核通过的报备可以入场')
  })
})

describe('inmarketMain', () => {
  test('page: the customer\'s entry records, matching its entered orders; keyword on plate', async () => {
    const orders = await page(tk.purchaser01, { status: 'entered' })
    const recs = expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, {}, { token: tk.purchaser01 }))
    expect(recs.records.map((r) => r.prefillOrderNo).sort()).toEqual(orders.records.map((o) => o.orderNo).sort())
    expect(recs.records[0]).toMatchObject({ plateNumber: '浙A6H318', gateName: expect.stringMatching(/号门/), itemCount: 1 })
    expect(expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, { keyword: 'a2f', withTotal: true }, { token: tk.purchaser01 })).total).toBe(1)
    expect(expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, { keyword: '浙A88K66', withTotal: true }, { token: tk.purchaser01 })).total).toBe(0)
    expect(expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, { withTotal: true }, { token: tk.supplier02 })).total).toBe(1)
  })
  test('queryById: goods; another merchant\'s record does not exist; wrong role; no token', async () => {
    const rec = expectOk(await call<PageResult<InmarketItem>>(env.app, IM.page, {}, { token: tk.purchaser01 })).records[0]!
    const d = expectOk(await call<InmarketDetail>(env.app, IM.queryById, { id: rec.id }, { token: tk.purchaser01 }))
    expect(d.items.map((g) => [g.productName, g.quantity, g.unit])).toEqual([['大白菜', 300, '公斤']])
    expect((await call(env.app, IM.queryById, { id: rec.id }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, IM.queryById, { id: rec.id }, { token: tk.staff01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, IM.page, {}, { token: tk.maintainer01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, IM.page, { keyword: 'x'.repeat(21) }, { token: tk.purchaser01 })).state).toBe(0)
    expect((await call(env.app, IM.queryById, { id: rec.id })).state).toBe(97)
  })
  test('getCommonUseProsByCustomer: the customer\'s most reported goods first, with categories', async () => {
    const common = expectOk(await call<CommonProduct[]>(env.app, IM.getCommonUseProsByCustomer, {}, { token: tk.purchaser01 }))
    const counts = common.map((c) => c.useCount)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    expect(common.length).toBeLessThanOrEqual(20)
    expect(common.find((c) => c.productName === '土豆')).toEqual({ productId: product['土豆'], productName: '土豆', categoryId: expect.any(String), categoryName: '根茎类', unit: '公斤', useCount: 2 })
    const mine = expectOk(await call<CommonProduct[]>(env.app, IM.getCommonUseProsByCustomer, {}, { token: tk.supplier02 }))
    expect(mine.map((c) => c.productName).sort()).toEqual(['基围虾', '带鱼', '草鱼'])
    expect((await call(env.app, IM.getCommonUseProsByCustomer, {}, { token: tk.staff01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, IM.getCommonUseProsByCustomer, {})).state).toBe(97)
  })
})
