/** /api/basic/*: area tree (public), assets by ownership, meters, types, measure methods. */
import { eq } from 'drizzle-orm'
import { contract } from '@/contract'
import { assets, customers } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01' | 'maintainer01' | 'proprietor01' | 'dc01' | 'staff01', string>
let lvyuan = ''
const B = contract.basic
type Page<T> = { records: T[]; total: number }
type Asset = { id: string; code: string; state: string; customerId: string | null; areaName: string; typeName: string; size: number; price: number }
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01', 'maintainer01', 'proprietor01', 'dc01', 'staff01'] as const)
  const [c] = await env.db.select().from(customers).where(eq(customers.name, '绿源果蔬商行'))
  lvyuan = c!.id
}, 600_000)
afterAll(() => env?.close())

test('area tree: market, five zones, rows, booths; no token needed', async () => {
  type Node = { name: string; children: Node[] }
  const tree = expectOk(await call(env.app, B.area.getAreaVOTree, {})) as Node[]
  expect(tree).toHaveLength(1)
  expect(tree[0]!.children.map((z) => z.name)).toEqual(['蔬菜区', '水果区', '水产区', '冻品区', '干调区'])
  expect(tree[0]!.children[0]!.children.map((r) => r.name)).toEqual(['蔬菜区A排', '蔬菜区B排'])
  expect(tree[0]!.children[0]!.children[0]!.children).toHaveLength(4)
})

describe('assetsManage/page', () => {
  test('a merchant sees only its own assets; staff and maintainers see all', async () => {
    const own = expectOk(await call(env.app, B.assetsManage.page, { withTotal: true, size: 100 }, { token: tk.supplier01 })) as Page<Asset>
    expect(own.total).toBeGreaterThan(0)
    expect(own.records.every((a) => a.customerId === lvyuan)).toBe(true)
    expect(own.records[0]).toMatchObject({ areaName: expect.stringMatching(/号摊位$/), typeName: expect.any(String), size: expect.any(Number), price: expect.any(Number) })
    const other = expectOk(await call(env.app, B.assetsManage.page, { size: 100 }, { token: tk.supplier02 })) as Page<Asset>
    expect(other.records.some((a) => a.customerId === lvyuan)).toBe(false)
    const all = expectOk(await call(env.app, B.assetsManage.page, { withTotal: true, size: 100 }, { token: tk.staff01 })) as Page<Asset>
    expect(all.total).toBe(40)
    const owner = expectOk(await call(env.app, B.assetsManage.page, {withTotal: true}, { token: tk.proprietor01 })) as Page<Asset>
    expect(owner.total).toBeGreaterThan(0)
    const forLease = expectOk(await call(env.app, B.assetsManage.page, { state: 'forLease', size: 100 }, { token: tk.maintainer01 })) as Page<Asset>
    expect(forLease.records.every((a) => a.state === 'forLease')).toBe(true)
    const kw = expectOk(await call(env.app, B.assetsManage.page, { withTotal: true, keyword: 'SC-A' }, { token: tk.maintainer01 })) as Page<Asset>
    expect(kw.total).toBe(4)
  })
  test('another merchant\'s asset never appears even when asked for by area', async () => {
    const [foreign] = await env.db.select().from(assets).where(eq(assets.customerId, lvyuan)).limit(1)
    const r = expectOk(await call(env.app, B.assetsManage.page, { withTotal: true, areaId: foreign!.areaId }, { token: tk.supplier02 })) as Page<Asset>
    expect(r.total).toBe(0)
  })
  test('bad input, wrong role, no token', async () => {
    expect((await call(env.app, B.assetsManage.page, { state: 'stolen' }, { token: tk.staff01 })).msg).toBe('资产状态不正确')
    expect((await call(env.app, B.assetsManage.page, {}, { token: tk.purchaser01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, B.assetsManage.page, {}, { token: tk.dc01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, B.assetsManage.page, {})).state).toBe(97)
  })
})

test('getSaleAndLeaseAssets: market listings for any logged-in user', async () => {
  const r = expectOk(await call(env.app, B.assetsManage.getSaleAndLeaseAssets, { withTotal: true, size: 100 }, { token: tk.purchaser01 })) as Page<Asset>
  expect(r.total).toBe(20)
  expect(new Set(r.records.map((a) => a.state))).toEqual(new Set(['forSale', 'forLease']))
  const sale = expectOk(await call(env.app, B.assetsManage.getSaleAndLeaseAssets, { withTotal: true, state: 'forSale' }, { token: tk.purchaser01 })) as Page<Asset>
  expect(sale.total).toBe(10)
  expect((await call(env.app, B.assetsManage.getSaleAndLeaseAssets, { state: 'leased' }, { token: tk.purchaser01 })).msg).toBe('资产状态不正确')
  expect((await call(env.app, B.assetsManage.getSaleAndLeaseAssets, {})).state).toBe(97)
})

test('getArrivalBooth: arrival booths for merchants, buyers and delivery centres', async () => {
  const r = expectOk(await call(env.app, B.assetsManage.getArrivalBooth, {withTotal: true}, { token: tk.dc01 })) as Asset[]
  expect(r).toHaveLength(10)
  expect(r.every((a) => a.state === 'arrival' && a.typeName === '到货位')).toBe(true)
  expect((await call(env.app, B.assetsManage.getArrivalBooth, { areaId: 'bad id' }, { token: tk.dc01 })).msg).toBe('记录不存在')
  expect((await call(env.app, B.assetsManage.getArrivalBooth, {}, { token: tk.maintainer01 })).msg).toBe('无权访问该功能')
  expect((await call(env.app, B.assetsManage.getArrivalBooth, {})).state).toBe(97)
})

describe('assetsHydropower/page', () => {
  type Meter = { assetId: string; meterType: string; lastReading: number }
  test('a merchant\'s meters only; the maintainer sees all', async () => {
    const mine = expectOk(await call(env.app, B.assetsHydropower.page, { withTotal: true, size: 100 }, { token: tk.supplier01 })) as Page<Meter>
    const ownAssets = (await env.db.select().from(assets).where(eq(assets.customerId, lvyuan))).map((a) => a.id)
    expect(mine.total).toBe(ownAssets.length * 2)
    expect(mine.records.every((m) => ownAssets.includes(m.assetId))).toBe(true)
    const water = expectOk(await call(env.app, B.assetsHydropower.page, { withTotal: true, meterType: 'water' }, { token: tk.supplier01 })) as Page<Meter>
    expect(water.total).toBe(ownAssets.length)
    const all = expectOk(await call(env.app, B.assetsHydropower.page, { withTotal: true, size: 100 }, { token: tk.maintainer01 })) as Page<Meter>
    expect(all.total).toBe(20)
    const foreign = expectOk(await call(env.app, B.assetsHydropower.page, { withTotal: true, assetId: ownAssets[0] }, { token: tk.supplier02 })) as Page<Meter>
    expect(foreign.total).toBe(0)
  })
  test('bad input, wrong role, no token', async () => {
    expect((await call(env.app, B.assetsHydropower.page, { meterType: 'gas' }, { token: tk.maintainer01 })).msg).toBe('表计类型不正确')
    expect((await call(env.app, B.assetsHydropower.page, {}, { token: tk.staff01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, B.assetsHydropower.page, {})).state).toBe(97)
  })
})

test('assetsType/page and measureMethod/page', async () => {
  const types = expectOk(await call(env.app, B.assetsType.page, {}, { token: tk.dc01 })) as Page<{ name: string }>
  expect(types.records.map((t) => t.name).sort()).toEqual(['冷库', '到货位', '摊位', '门面'].sort())
  const mm = expectOk(await call(env.app, B.measureMethod.page, { withTotal: true, size: 2 }, { token: tk.dc01 })) as Page<{ name: string; unit: string }>
  expect([mm.total, mm.records.length]).toEqual([3, 2])
  expect((await call(env.app, B.assetsType.page, { current: 'one' }, { token: tk.dc01 })).msg).toBe('页码需为正整数')
  expect((await call(env.app, B.measureMethod.page, { size: 'x' }, { token: tk.dc01 })).msg).toBe('每页条数需为正整数')
  expect((await call(env.app, B.assetsType.page, {})).state).toBe(97)
  expect((await call(env.app, B.measureMethod.page, {})).state).toBe(97)
})
