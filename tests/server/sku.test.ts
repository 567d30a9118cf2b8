/**
 * member/sku writes (docs/trade.md, "SKUs and scales"): create with the first batch, update, shelve,
 * delete (stock written off), shelf order, tab counts; unique codes per shop; the scale sync
 * records each change writes; ownership and the 商品管理 module.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { contract, PATTERN_MESSAGES, type SkuItem } from '@/contract'
import { electronicScales, scaleSyncRecords, shopSkus, stockBatches, stockRecords } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { createSku, customerId, liveSkuIds, NO_MODULE, productId, SHOP1, SHOP2, subAccountWith } from './backoffice'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01', string>
let shop1 = ''
let shop2 = ''
const S = contract.member.sku
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01'] as const)
  shop1 = await customerId(env, SHOP1)
  shop2 = await customerId(env, SHOP2)
}, 600_000)
afterAll(() => env?.close())

/** Sync records per scale of a shop, newest first. */
async function syncsOf(shopId: string) {
  return env.db
    .select({ scaleId: scaleSyncRecords.scaleId, version: scaleSyncRecords.version, reason: scaleSyncRecords.reason, items: scaleSyncRecords.items, status: scaleSyncRecords.status })
    .from(scaleSyncRecords)
    .where(eq(scaleSyncRecords.shopId, shopId))
    .orderBy(desc(scaleSyncRecords.version))
}
const stats = async (token = tk.supplier01) => expectOk(await call(env.app, S.skuStatics, {}, { token }))

describe('createSkuAndStore', () => {
  test('creates the SKU at the end of the shelf with its first batch and an in row; the bound scales get the new list', async () => {
    const before = await stats()
    const syncsBefore = await syncsOf(shop1)
    const sku = await createSku(env, tk.supplier01, '菠菜', { name: '精品菠菜', spec: '500克/把', pluCode: 101, stockQty: '12.5', shelfLifeDays: 5, lowStockQty: 3 })
    expect(sku).toMatchObject({ name: '精品菠菜', productName: '菠菜', categoryName: '叶菜类', unit: '公斤', spec: '500克/把', pluCode: 101, onShelf: true, stockQty: 12.5, lowStockQty: 3, lowStock: false, nearExpiry: false })
    const ids = await liveSkuIds(env, shop1)
    expect(ids[ids.length - 1]).toBe(sku.id)
    const [batch] = await env.db.select().from(stockBatches).where(eq(stockBatches.skuId, sku.id))
    expect(batch).toMatchObject({ quantity: '12.50', initialQuantity: '12.50', entryDate: chinaDay(), shelfLifeDays: 5, expiryDate: addDays(chinaDay(), 5), shopId: shop1 })
    expect(batch!.batchNo).toMatch(/^PC\d{12}$/)
    const rows = await env.db.select().from(stockRecords).where(eq(stockRecords.batchId, batch!.id))
    expect(rows).toEqual([expect.objectContaining({ kind: 'in', delta: '12.50', quantityAfter: '12.50', bizId: batch!.id })])
    // One sync record per bound scale of the shop, one version up, listing the SKU.
    const scales = await env.db.select().from(electronicScales).where(and(eq(electronicScales.customerId, shop1), eq(electronicScales.state, 'bound')))
    expect(scales).toHaveLength(2)
    const syncs = await syncsOf(shop1)
    expect(syncs.length - syncsBefore.length).toBe(2)
    for (const s of scales) {
      const newest = syncs.find((r) => r.scaleId === s.id)!
      expect(newest).toMatchObject({ reason: 'sku', status: 'pending', version: syncsBefore.filter((r) => r.scaleId === s.id).length + 1 })
      expect(newest.items).toContainEqual({ skuId: sku.id, plu: 101, name: '精品菠菜', unit: '公斤', priceFen: sku.priceFen })
    }
    expect(await stats()).toMatchObject({ total: before.total + 1, onShelf: before.onShelf + 1 })
  })

  test('without stock: no batch; an entry date and the shelf life make the expiry; near expiry and low stock are marked', async () => {
    const empty = await createSku(env, tk.supplier01, '生菜', { lowStockQty: 1 })
    expect(empty).toMatchObject({ stockQty: 0, lowStock: true, nearExpiry: false, name: '生菜', spec: '球生菜' })
    expect(await env.db.select().from(stockBatches).where(eq(stockBatches.skuId, empty.id))).toEqual([])
    const old = await createSku(env, tk.supplier01, '芹菜', { stockQty: 4, entryDate: addDays(chinaDay(), -6), shelfLifeDays: 7 })
    expect(old).toMatchObject({ stockQty: 4, nearExpiry: true })
  })

  test('refusals: duplicate code and PLU in the shop (not across shops), bad fields, unknown product', async () => {
    const a = await createSku(env, tk.supplier01, '小白菜', { productCode: 'XBC01', pluCode: 202 })
    const pid = await productId(env, '油麦菜')
    const base = { productId: pid, unit: '公斤', priceFen: 500 }
    const create = (data: Record<string, unknown>, token = tk.supplier01) => call(env.app, S.createSkuAndStore, { ...base, ...data }, { token })
    expect((await create({ productCode: 'XBC01' })).msg).toBe('商品编码已存在')
    expect((await create({ pluCode: 202 })).msg).toBe('PLU编号已存在')
    // Another shop may use the same code and PLU.
    expect((await create({ productCode: 'XBC01', pluCode: 202 }, tk.supplier02)).state).toBe(0)
    expect((await create({ productCode: 'X-1' })).msg).toBe(PATTERN_MESSAGES.productCode)
    expect((await create({ pluCode: 10000 })).msg).toBe('PLU编号需为1-9999的整数')
    expect((await create({ priceFen: '12.5' })).msg).toBe(PATTERN_MESSAGES.price)
    expect((await create({ priceFen: -1 })).msg).toBe(PATTERN_MESSAGES.price)
    expect((await create({ unit: '吨位' })).msg).toBe('计量单位不正确')
    expect((await create({ stockQty: 5 })).msg).toBe('请填写保质期天数')
    expect((await create({ stockQty: 0, shelfLifeDays: 3 })).msg).toBe('入库数量需为大于0的数，最多2位小数')
    expect((await create({ stockQty: 1.234, shelfLifeDays: 3 })).msg).toBe('入库数量需为大于0的数，最多2位小数')
    expect((await create({ stockQty: 1, shelfLifeDays: 3, entryDate: addDays(chinaDay(), 1) })).msg).toBe('入库日期不能大于当前时间，请重新选择！')
    expect((await create({ stockQty: 1, shelfLifeDays: 3, entryDate: '2025-02-30' })).msg).toBe('入库日期格式不正确')
    expect((await create({ stockQty: 1, shelfLifeDays: 3651 })).msg).toBe('保质期需为0-3650天')
    expect((await create({ productId: 'nope' })).msg).toBe('商品不存在')
    expect((await call(env.app, S.createSkuAndStore, { unit: '公斤', priceFen: 500 }, { token: tk.supplier01 })).msg).toBe('缺少参数：productId')
    expect((await create({ image: 'http://evil.example/x.png' })).msg).toBe('图片地址不正确')
    // A deleted SKU frees its code.
    expectOk(await call(env.app, S.delete, { id: a.id }, { token: tk.supplier01 }))
    expect((await create({ productCode: 'XBC01', pluCode: 202 })).state).toBe(0)
  })
})

describe('update and delete', () => {
  let sku: SkuItem
  beforeAll(async () => {
    sku = await createSku(env, tk.supplier01, '红富士苹果', { unit: '箱', pluCode: 303, stockQty: 10, shelfLifeDays: 20 })
  })

  test('update changes fields; a scale field sends the list again, a spec change does not', async () => {
    const n = (await syncsOf(shop1)).length
    const u = expectOk(await call(env.app, S.update, { id: sku.id, spec: '12公斤/箱', lowStockQty: 20 }, { token: tk.supplier01 }))
    expect(u).toMatchObject({ spec: '12公斤/箱', lowStockQty: 20, lowStock: true, stockQty: 10, priceFen: sku.priceFen })
    expect((await syncsOf(shop1)).length).toBe(n)
    const p = expectOk(await call(env.app, S.update, { id: sku.id, priceFen: 9900, name: '烟台红富士' }, { token: tk.supplier01 }))
    expect(p).toMatchObject({ priceFen: 9900, name: '烟台红富士' })
    const syncs = await syncsOf(shop1)
    expect(syncs.length).toBe(n + 2)
    expect(syncs[0]!.items).toContainEqual(expect.objectContaining({ skuId: sku.id, priceFen: 9900, name: '烟台红富士' }))
  })

  test('off shelf leaves the scales\' list and the on-shelf count', async () => {
    const before = await stats()
    expect(expectOk(await call(env.app, S.update, { id: sku.id, onShelf: 'false' }, { token: tk.supplier01 }))).toMatchObject({ onShelf: false })
    const [newest] = await syncsOf(shop1)
    expect(newest!.items.map((i) => i.skuId)).not.toContain(sku.id)
    expect(await stats()).toMatchObject({ total: before.total, onShelf: before.onShelf - 1, offShelf: before.offShelf + 1 })
    expectOk(await call(env.app, S.update, { id: sku.id, onShelf: true }, { token: tk.supplier01 }))
  })

  test('update refusals', async () => {
    const other = await createSku(env, tk.supplier01, '香梨', { pluCode: 304 })
    expect((await call(env.app, S.update, { id: other.id, pluCode: 303 }, { token: tk.supplier01 })).msg).toBe('PLU编号已存在')
    expect((await call(env.app, S.update, { id: other.id, unit: 'x' }, { token: tk.supplier01 })).msg).toBe('计量单位不正确')
    expect((await call(env.app, S.update, { pluCode: 1 }, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, S.update, { id: 'missing', pluCode: 1 }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })

  test('delete: soft, its stock written off with adjust rows, out of the lists; twice is not found', async () => {
    const before = await stats()
    expectOk(await call(env.app, S.delete, { id: sku.id }, { token: tk.supplier01 }))
    const [row] = await env.db.select().from(shopSkus).where(eq(shopSkus.id, sku.id))
    expect(row!.deletedAt).not.toBeNull()
    const [batch] = await env.db.select().from(stockBatches).where(eq(stockBatches.skuId, sku.id))
    expect(batch!.quantity).toBe('0.00')
    const moves = await env.db.select().from(stockRecords).where(eq(stockRecords.batchId, batch!.id)).orderBy(asc(stockRecords.createdAt))
    expect(moves.map((m) => [m.kind, m.delta, m.bizId])).toEqual([
      ['in', '10.00', batch!.id],
      ['adjust', '-10.00', sku.id],
    ])
    expect(await liveSkuIds(env, shop1)).not.toContain(sku.id)
    expect((await stats()).total).toBe(before.total - 1)
    expect((await call(env.app, S.delete, { id: sku.id }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, S.update, { id: sku.id, priceFen: 1 }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })
})

describe('saveSkuSort', () => {
  test('reorders the shelf in one statement and writes one sort sync per bound scale', async () => {
    await createSku(env, tk.supplier01, '脐橙', { stockQty: 3, shelfLifeDays: 9 })
    const ids = await liveSkuIds(env, shop1)
    const reversed = [...ids].reverse()
    const n = (await syncsOf(shop1)).length
    const theirsBefore = (await syncsOf(shop2)).length
    expect(expectOk(await call(env.app, S.saveSkuSort, { ids: reversed }, { token: tk.supplier01 }))).toEqual({ count: ids.length, scaleSyncs: 2 })
    // Only this shop's scales hear of it.
    expect((await syncsOf(shop2)).length).toBe(theirsBefore)
    expect(await liveSkuIds(env, shop1)).toEqual(reversed)
    const syncs = await syncsOf(shop1)
    expect(syncs.length).toBe(n + 2)
    const onShelf = (await env.db.select().from(shopSkus).where(eq(shopSkus.shopId, shop1))).filter((s) => s.onShelf && !s.deletedAt).map((s) => s.id)
    expect(syncs[0]).toMatchObject({ reason: 'sort' })
    expect(syncs[0]!.items.map((i) => i.skuId)).toEqual(reversed.filter((i) => onShelf.includes(i)))
    // A shop without scales writes none.
    const theirs = await liveSkuIds(env, shop2)
    const scales2 = await env.db.select().from(electronicScales).where(eq(electronicScales.customerId, shop2))
    expect(expectOk(await call(env.app, S.saveSkuSort, { ids: theirs }, { token: tk.supplier02 }))).toEqual({ count: theirs.length, scaleSyncs: scales2.filter((s) => s.state === 'bound').length })
  })

  test('the list must be exactly the shop\'s live SKUs', async () => {
    const ids = await liveSkuIds(env, shop1)
    const msg = '商品列表已变化，请刷新后重试'
    expect((await call(env.app, S.saveSkuSort, { ids: ids.slice(1) }, { token: tk.supplier01 })).msg).toBe(msg)
    expect((await call(env.app, S.saveSkuSort, { ids: [...ids.slice(1), (await liveSkuIds(env, shop2))[0]] }, { token: tk.supplier01 })).msg).toBe(msg)
    expect((await call(env.app, S.saveSkuSort, { ids: [] }, { token: tk.supplier01 })).msg).toBe('缺少参数：ids')
    expect((await call(env.app, S.saveSkuSort, { ids: ['a b'] }, { token: tk.supplier01 })).msg).toBe('参数格式不正确：ids')
  })
})

describe('skuStatics', () => {
  test('counts by shelf, low stock and near expiry, per shop', async () => {
    const mine = await stats()
    const rows = await env.db.select().from(shopSkus).where(eq(shopSkus.shopId, shop1))
    const live = rows.filter((r) => !r.deletedAt)
    expect(mine.total).toBe(live.length)
    expect(mine.onShelf + mine.offShelf).toBe(mine.total)
    expect(mine.lowStock).toBeGreaterThanOrEqual(1)
    expect(mine.nearExpiry).toBeGreaterThanOrEqual(1)
    const theirs = await stats(tk.supplier02)
    expect(theirs.total).toBe((await liveSkuIds(env, shop2)).length)
  })
})

describe('ownership and grants', () => {
  test('another shop\'s SKU is not found for every write', async () => {
    const mine = await createSku(env, tk.supplier01, '雪梨', { stockQty: 2, shelfLifeDays: 10 })
    for (const [ep, data] of [
      [S.update, { id: mine.id, priceFen: 1 }],
      [S.delete, { id: mine.id }],
    ] as const) {
      expect((await call(env.app, ep, data, { token: tk.supplier02 })).msg).toBe('记录不存在')
    }
    expect((await call(env.app, S.saveSkuSort, { ids: [mine.id] }, { token: tk.supplier02 })).msg).toBe('商品列表已变化，请刷新后重试')
    const [still] = await env.db.select().from(shopSkus).where(eq(shopSkus.id, mine.id))
    expect(still).toMatchObject({ priceFen: mine.priceFen, deletedAt: null })
  })

  test('a sub-account acts for its shop with 商品管理; without it every call is refused; other user types are refused', async () => {
    // supplier01a's 收银员 role grants 商品管理.
    const made = await createSku(env, tk.supplier01a, '大白菜', { pluCode: 505 })
    const [row] = await env.db.select().from(shopSkus).where(eq(shopSkus.id, made.id))
    expect(row!.shopId).toBe(shop1)
    const noProduct = await subAccountWith(env, tk.supplier01, ['inventory'])
    const calls = [
      [S.createSkuAndStore, { productId: await productId(env, '菠菜'), unit: '公斤', priceFen: 1 }],
      [S.update, { id: made.id, priceFen: 1 }],
      [S.delete, { id: made.id }],
      [S.saveSkuSort, { ids: [made.id] }],
      [S.skuStatics, {}],
    ] as const
    for (const [ep, data] of calls) {
      expect((await call(env.app, ep, data, { token: noProduct })).msg).toBe(NO_MODULE)
      expect((await call(env.app, ep, data, { token: tk.purchaser01 })).msg).toBe('无权访问该功能')
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
    expect((await call(env.app, S.update, { id: made.id, priceFen: 777 }, { token: tk.supplier01a })).result).toMatchObject({ priceFen: 777 })
  })
})
