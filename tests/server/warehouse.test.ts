/**
 * warehouse/supStockMain and supLossReportApplyMain (docs/trade.md, "Stock"): the stock list with
 * its expiry and low-stock marks, the alerts it raises once, loss reports and the market's
 * approval through the stock ledger (never below zero, also with 20 approvals at once on
 * PostgreSQL), ownership and the 库存管理 module.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { contract, type LossReportItem, type StockItem } from '@/contract'
import { lossReportLines, lossReports, messages, productCategories, stockAlerts, stockBatches, stockRecords, users } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { BizError } from '../../server/lib/envelope'
import { nextDocNo } from '../../server/data/docNo'
import { approveLossReport, rejectLossReport } from '../../server/modules/warehouse/lossWorkflow'
import { raiseStockAlerts } from '../../server/modules/warehouse/alerts'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { createSku, customerId, NO_MODULE, SHOP1, subAccountWith } from './backoffice'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01', string>
let shop1 = ''
const W = contract.warehouse
const L = W.supLossReportApplyMain
const today = chinaDay()
beforeAll(async () => {
  env = await setup({ poolSize: 24 })
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01'] as const)
  shop1 = await customerId(env, SHOP1)
}, 600_000)
afterAll(() => env?.close())

const batchOf = async (skuId: string) => (await env.db.select().from(stockBatches).where(eq(stockBatches.skuId, skuId)))[0]!
const stockPage = async (data: Record<string, unknown> = {}, token = tk.supplier01) => expectOk(await call<{ records: StockItem[]; total: number }>(env.app, W.supStockMain.page, { size: 100, ...data }, { token }))
const adminMessages = async (username = 'supplier01') => {
  const [u] = await env.db.select().from(users).where(eq(users.username, username))
  return env.db.select().from(messages).where(and(eq(messages.userId, u!.id), eq(messages.msgType, 'stock')))
}
const report = (batchId: string, quantity: number | string, extra: Record<string, unknown> = {}) => ({ reasonType: 'damaged', lines: [{ batchId, quantity }], ...extra })

describe('supStockMain/page', () => {
  let fresh: string, near: string, old: string, empty: string
  beforeAll(async () => {
    fresh = (await createSku(env, tk.supplier01, '菠菜', { name: '库存菠菜', stockQty: 30, shelfLifeDays: 10, lowStockQty: 50 })).id
    near = (await createSku(env, tk.supplier01, '芹菜', { name: '库存芹菜', stockQty: 8, entryDate: addDays(today, -4), shelfLifeDays: 6 })).id
    old = (await createSku(env, tk.supplier01, '脐橙', { name: '库存脐橙', stockQty: 5.5, entryDate: addDays(today, -12), shelfLifeDays: 10 })).id
    empty = (await createSku(env, tk.supplier01, '香梨', { name: '库存香梨' })).id
  })

  test('SKUs with their batches, days left and marks; empty SKUs only with includeEmpty', async () => {
    const page = await stockPage()
    const byId = new Map(page.records.map((r) => [r.skuId, r]))
    expect(byId.get(fresh)).toMatchObject({ skuName: '库存菠菜', productName: '菠菜', categoryName: '叶菜类', unit: '公斤', totalQty: 30, lowStockQty: 50, lowStock: true, nearExpiry: false, expired: false })
    expect(byId.get(fresh)!.batches).toEqual([expect.objectContaining({ quantity: 30, initialQuantity: 30, entryDate: today, shelfLifeDays: 10, expiryDate: addDays(today, 10), daysLeft: 10, nearExpiry: false, expired: false })])
    expect(byId.get(near)).toMatchObject({ nearExpiry: true, expired: false, lowStock: false })
    expect(byId.get(near)!.batches[0]).toMatchObject({ daysLeft: 2, nearExpiry: true, expired: false })
    expect(byId.get(old)).toMatchObject({ totalQty: 5.5, nearExpiry: true, expired: true })
    expect(byId.get(old)!.batches[0]).toMatchObject({ daysLeft: -2, nearExpiry: false, expired: true })
    expect(byId.has(empty)).toBe(false)
    const all = await stockPage({ includeEmpty: true })
    expect(all.records.find((r) => r.skuId === empty)).toMatchObject({ totalQty: 0, batches: [] })
    expect(all.records.length).toBe(page.records.length + 1)
    expect((await stockPage({ withTotal: true })).total).toBe(page.records.length)
  })

  test('filters: SKU, category (top level includes its children), keyword (name or batch number), near expiry; paging', async () => {
    expect((await stockPage({ skuId: near })).records.map((r) => r.skuId)).toEqual([near])
    const [vegetables] = await env.db.select().from(productCategories).where(eq(productCategories.name, '蔬菜'))
    const veg = await stockPage({ categoryId: vegetables!.id })
    expect(veg.records.map((r) => r.skuId)).toEqual(expect.arrayContaining([fresh, near]))
    expect(veg.records.map((r) => r.skuId)).not.toContain(old)
    expect((await stockPage({ keyword: '库存芹' })).records.map((r) => r.skuId)).toEqual([near])
    const batchNo = (await batchOf(old)).batchNo
    expect((await stockPage({ keyword: batchNo })).records.map((r) => r.skuId)).toEqual([old])
    const nearOnly = (await stockPage({ nearExpiry: true })).records.map((r) => r.skuId)
    expect(nearOnly).toEqual(expect.arrayContaining([near, old]))
    expect(nearOnly).not.toContain(fresh)
    // Paged by the shelf order: the cursor continues where the page ended.
    const first = expectOk(await call(env.app, W.supStockMain.page, { size: 1 }, { token: tk.supplier01 }))
    expect(first).toMatchObject({ hasMore: true, records: [expect.anything()] })
    const second = expectOk(await call(env.app, W.supStockMain.page, { size: 1, cursor: first.cursor }, { token: tk.supplier01 }))
    expect(second.records[0].skuId).toBe((await stockPage()).records[1]!.skuId)
    expect((await call(env.app, W.supStockMain.page, { keyword: 'x'.repeat(51) }, { token: tk.supplier01 })).msg).toBe('搜索内容不能超过50个字符')
    expect((await call(env.app, W.supStockMain.page, { nearExpiry: 'maybe' }, { token: tk.supplier01 })).msg).toBe('参数格式不正确：nearExpiry')
  })

  test('alerts: one message per batch and kind for the shop\'s admin, not one per read, also under 10 concurrent reads', async () => {
    await stockPage()
    const msgs = await adminMessages()
    const about = (name: string) => msgs.filter((m) => m.content.includes(`「${name}」`)).map((m) => m.title).sort()
    expect(about('库存芹菜')).toEqual(['临期提醒'])
    expect(about('库存脐橙')).toEqual(['过期提醒'])
    expect(about('库存菠菜')).toEqual(['库存不足提醒'])
    expect(about('库存香梨')).toEqual([])
    expect(msgs.find((m) => m.content.includes('库存芹菜'))!.content).toContain(`将于${addDays(today, 2)}到期，剩余8公斤`)
    // The sub-account's own message centre stays quiet; the other shop's admin gets none of these.
    expect((await adminMessages('supplier01a')).length).toBe(0)
    expect((await adminMessages('supplier02')).some((m) => m.content.includes('库存芹菜'))).toBe(false)

    const count = (await adminMessages()).length
    // Three new alerts at once, read by 10 at once: each alert's message once (and no deadlock between the readers).
    const late = (await createSku(env, tk.supplier01, '生菜', { name: '库存生菜', stockQty: 2, entryDate: addDays(today, -3), shelfLifeDays: 3 })).id
    await createSku(env, tk.supplier01, '小白菜', { name: '库存小白菜', stockQty: 2, entryDate: addDays(today, -30), shelfLifeDays: 3, lowStockQty: 5 })
    await Promise.all(Array.from({ length: 10 }, () => stockPage()))
    await stockPage()
    const after = await adminMessages()
    expect(after.length).toBe(count + 3)
    expect(after.filter((m) => m.content.includes('库存生菜')).map((m) => m.title)).toEqual(['临期提醒'])
    expect(after.filter((m) => m.content.includes('库存小白菜')).map((m) => m.title).sort()).toEqual(['库存不足提醒', '过期提醒'])
    expect(await env.db.select().from(stockAlerts).where(eq(stockAlerts.skuId, late))).toHaveLength(1)
  })

  test('low stock alerts again after a new delivery that still falls short; the maintenance sweep covers every shop', async () => {
    const before = (await adminMessages()).filter((m) => m.title === '库存不足提醒').length
    await env.db.insert(stockBatches).values({ batchNo: await nextDocNo(env.db, 'batch'), shopId: shop1, skuId: fresh, quantity: '5', initialQuantity: '5', entryDate: today, shelfLifeDays: 10, expiryDate: addDays(today, 10) })
    expect(await raiseStockAlerts(env.db)).toBeGreaterThanOrEqual(1)
    expect(await raiseStockAlerts(env.db)).toBe(0)
    const lows = (await adminMessages()).filter((m) => m.title === '库存不足提醒')
    expect(lows.length).toBe(before + 1)
    expect(lows.some((m) => m.content.includes('当前库存35公斤，低于预警值50公斤'))).toBe(true)
  })
})

describe('loss reports', () => {
  let skuId = ''
  let batchId = ''
  beforeAll(async () => {
    skuId = (await createSku(env, tk.supplier01, '油麦菜', { name: '报损油麦菜', stockQty: 10, shelfLifeDays: 5 })).id
    batchId = (await batchOf(skuId)).id
  })

  test('create, page with lines, update while pending, delete', async () => {
    const created = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 2.5, { remark: '运输挤压', images: ['/uploads/a1.png'] }), { token: tk.supplier01 }))
    expect(created.reportNo).toMatch(/^BS\d{12}$/)
    const page = expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { status: 'pending' }, { token: tk.supplier01 }))
    const mine = page.records.find((r) => r.id === created.id)!
    expect(mine).toMatchObject({ reportNo: created.reportNo, status: 'pending', reasonType: 'damaged', remark: '运输挤压', images: ['/uploads/a1.png'], createdByName: '李绿源', rejectReason: null, auditTime: null })
    expect(mine.lines).toEqual([expect.objectContaining({ batchId, skuId, skuName: '报损油麦菜', unit: '公斤', quantity: 2.5, batchNo: (await batchOf(skuId)).batchNo })])
    const updated = expectOk(await call(env.app, L.updateLossReportOrder, { id: created.id, ...report(batchId, 3, { reasonType: 'spoiled' }) }, { token: tk.supplier01 }))
    expect(updated).toEqual(created)
    const again = expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { keyword: created.reportNo }, { token: tk.supplier01 })).records
    expect(again).toHaveLength(1)
    expect(again[0]).toMatchObject({ reasonType: 'spoiled', remark: null, images: [], lines: [expect.objectContaining({ quantity: 3 })] })
    expect(expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { keyword: '报损油麦' }, { token: tk.supplier01 })).records.map((r) => r.id)).toContain(created.id)
    // Nothing moved while pending.
    expect((await batchOf(skuId)).quantity).toBe('10.00')
    expect(expectOk(await call(env.app, L.deleteLossReportOrder, { id: created.id }, { token: tk.supplier01 }))).toBeNull()
    expect((await call(env.app, L.deleteLossReportOrder, { id: created.id }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })

  test('refusals on create and update', async () => {
    const create = (data: Record<string, unknown>) => call(env.app, L.createLossReportOrder, data, { token: tk.supplier01 })
    expect((await create(report(batchId, 10.01))).msg).toBe('报损数量不能超过库存')
    expect((await create(report(batchId, 0))).msg).toBe('报损数量需为大于0的数，最多2位小数')
    expect((await create(report(batchId, '1.234'))).msg).toBe('报损数量需为大于0的数，最多2位小数')
    expect((await create({ reasonType: 'damaged', lines: [] })).msg).toBe('请至少添加一条报损明细')
    expect((await create({ reasonType: 'damaged', lines: [{ batchId, quantity: 1 }, { batchId, quantity: 1 }] })).msg).toBe('同一批次不能重复报损')
    expect((await create({ reasonType: 'damaged', lines: Array.from({ length: 21 }, () => ({ batchId, quantity: 1 })) })).msg).toBe('报损明细最多20条')
    expect((await create(report('no-such-batch', 1))).msg).toBe('批次不存在')
    expect((await create(report(batchId, 1, { reasonType: 'lost' }))).msg).toBe('报损原因不正确')
    expect((await create(report(batchId, 1, { images: ['https://x.example/a.png'] }))).msg).toBe('图片地址不正确')
    expect((await create(report(batchId, 1, { images: Array.from({ length: 7 }, (_, i) => `/uploads/p${i}.png`) }))).msg).toBe('图片最多6张')
    expect((await create(report(batchId, 1, { remark: '长'.repeat(201) }))).msg).toBe('备注不能超过200个字符')
    expect((await call(env.app, L.updateLossReportOrder, report(batchId, 1), { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, L.updateLossReportOrder, { id: 'missing', ...report(batchId, 1) }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })

  test('approval: the stock leaves through loss rows; an approved report is neither edited nor deleted; a rejected one is deleted', async () => {
    const r = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 4), { token: tk.supplier01 }))
    await approveLossReport(env.db, r.id)
    const [line] = await env.db.select().from(lossReportLines).where(eq(lossReportLines.reportId, r.id))
    expect((await batchOf(skuId)).quantity).toBe('6.00')
    expect(await env.db.select().from(stockRecords).where(and(eq(stockRecords.batchId, batchId), eq(stockRecords.kind, 'loss')))).toEqual([
      expect.objectContaining({ delta: '-4.00', quantityAfter: '6.00', bizId: line!.id, remark: r.reportNo }),
    ])
    const shown = expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { status: 'approved' }, { token: tk.supplier01 })).records.find((x) => x.id === r.id)
    expect(shown!.auditTime).not.toBeNull()
    expect((await call(env.app, L.updateLossReportOrder, { id: r.id, ...report(batchId, 1) }, { token: tk.supplier01 })).msg).toBe('仅待审核的报损单可以修改')
    expect((await call(env.app, L.deleteLossReportOrder, { id: r.id }, { token: tk.supplier01 })).msg).toBe('已通过的报损单不能删除')
    await expect(approveLossReport(env.db, r.id)).rejects.toThrow('仅待审核的报损单可以审核')
    await expect(approveLossReport(env.db, 'missing')).rejects.toThrow('记录不存在')

    const rej = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 1), { token: tk.supplier01 }))
    await expect(rejectLossReport(env.db, rej.id, '  ')).rejects.toThrow('请填写驳回原因')
    await rejectLossReport(env.db, rej.id, '数量与照片不符')
    expect(expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { status: 'rejected' }, { token: tk.supplier01 })).records.find((x) => x.id === rej.id)).toMatchObject({ rejectReason: '数量与照片不符' })
    expect((await call(env.app, L.updateLossReportOrder, { id: rej.id, ...report(batchId, 1) }, { token: tk.supplier01 })).msg).toBe('仅待审核的报损单可以修改')
    await expect(rejectLossReport(env.db, rej.id, 'x')).rejects.toThrow('仅待审核的报损单可以审核')
    expectOk(await call(env.app, L.deleteLossReportOrder, { id: rej.id }, { token: tk.supplier01 }))
    expect((await batchOf(skuId)).quantity).toBe('6.00')
  })

  test('an approval beyond the stock left fails whole: the report stays pending, nothing moves', async () => {
    const twoLines = (await createSku(env, tk.supplier01, '小白菜', { name: '报损小白菜', stockQty: 3, shelfLifeDays: 5 })).id
    const other = (await batchOf(twoLines)).id
    const a = expectOk(await call(env.app, L.createLossReportOrder, { reasonType: 'spoiled', lines: [{ batchId: other, quantity: 1 }, { batchId, quantity: 6 }] }, { token: tk.supplier01 }))
    const b = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 1), { token: tk.supplier01 }))
    await approveLossReport(env.db, b.id)
    await expect(approveLossReport(env.db, a.id)).rejects.toThrow('库存不足')
    const [still] = await env.db.select().from(lossReports).where(eq(lossReports.id, a.id))
    expect(still!.status).toBe('pending')
    expect((await batchOf(twoLines)).quantity).toBe('3.00')
    expect((await batchOf(skuId)).quantity).toBe('5.00')
  })

  test('20 approvals at once on one batch with stock for 10: exactly 10 go through, stock ends at zero, never below', async () => {
    const sku = (await createSku(env, tk.supplier01, '大白菜', { name: '并发大白菜', stockQty: 10, shelfLifeDays: 5 })).id
    const batch = (await batchOf(sku)).id
    const ids: string[] = []
    for (let i = 0; i < 20; i++) ids.push(expectOk(await call(env.app, L.createLossReportOrder, report(batch, 1), { token: tk.supplier01 })).id)
    const settled = await Promise.allSettled(ids.map((id) => approveLossReport(env.db, id)))
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10)
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []))
    expect(refused.every((e) => e instanceof BizError && e.message === '库存不足')).toBe(true)
    expect((await batchOf(sku)).quantity).toBe('0.00')
    const rows = await env.db.select().from(stockRecords).where(and(eq(stockRecords.batchId, batch), eq(stockRecords.kind, 'loss')))
    expect(rows).toHaveLength(10)
    expect(rows.map((r) => r.quantityAfter).sort()).toEqual(['0.00', '1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '7.00', '8.00', '9.00'])
    const states = await env.db.select({ status: lossReports.status }).from(lossReports).where(inArray(lossReports.id, ids))
    expect(states.filter((s) => s.status === 'approved')).toHaveLength(10)
    expect(states.filter((s) => s.status === 'pending')).toHaveLength(10)
  })

  test('reports over the same two batches in opposite line order approved at once do not deadlock', async () => {
    const x = (await batchOf((await createSku(env, tk.supplier01, '雪梨', { name: '并发雪梨', stockQty: 50, shelfLifeDays: 20 })).id)).id
    const y = (await batchOf((await createSku(env, tk.supplier01, '香梨', { name: '并发香梨', stockQty: 50, shelfLifeDays: 20 })).id)).id
    const ids: string[] = []
    for (let i = 0; i < 10; i++) {
      const lines = i % 2 ? [{ batchId: x, quantity: 1 }, { batchId: y, quantity: 1 }] : [{ batchId: y, quantity: 1 }, { batchId: x, quantity: 1 }]
      ids.push(expectOk(await call(env.app, L.createLossReportOrder, { reasonType: 'other', lines }, { token: tk.supplier01 })).id)
    }
    await Promise.all(ids.map((id) => approveLossReport(env.db, id)))
    const [bx] = await env.db.select().from(stockBatches).where(eq(stockBatches.id, x))
    const [by] = await env.db.select().from(stockBatches).where(eq(stockBatches.id, y))
    expect([bx!.quantity, by!.quantity]).toEqual(['40.00', '40.00'])
  })
})

describe('ownership and grants', () => {
  test('another shop\'s batches, stock and reports are invisible and untouchable', async () => {
    const skuId = (await createSku(env, tk.supplier01, '红富士苹果', { name: '私有苹果', unit: '箱', stockQty: 9, shelfLifeDays: 30 })).id
    const batchId = (await batchOf(skuId)).id
    const r = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 1), { token: tk.supplier01 }))
    const t = tk.supplier02
    expect((await call(env.app, L.createLossReportOrder, report(batchId, 1), { token: t })).msg).toBe('批次不存在')
    expect((await call(env.app, L.updateLossReportOrder, { id: r.id, ...report(batchId, 1) }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, L.deleteLossReportOrder, { id: r.id }, { token: t })).msg).toBe('记录不存在')
    const theirs = expectOk(await call<{ records: LossReportItem[] }>(env.app, L.page, { size: 100 }, { token: t })).records
    expect(theirs.some((x) => x.id === r.id)).toBe(false)
    expect((await stockPage({ includeEmpty: true }, t)).records.some((x) => x.skuId === skuId)).toBe(false)
    expect((await stockPage({ skuId, withTotal: true }, t)).total).toBe(0)
    const [row] = await env.db.select().from(lossReports).where(eq(lossReports.id, r.id))
    expect(row).toMatchObject({ status: 'pending', shopId: shop1 })
  })

  test('a sub-account without 库存管理 is refused every call; with it, it files for its shop under its own name', async () => {
    const skuId = (await createSku(env, tk.supplier01, '生菜', { name: '子账号生菜', stockQty: 4, shelfLifeDays: 6 })).id
    const batchId = (await batchOf(skuId)).id
    const calls = [
      [W.supStockMain.page, {}],
      [L.page, {}],
      [L.createLossReportOrder, report(batchId, 1)],
      [L.updateLossReportOrder, { id: 'x', ...report(batchId, 1) }],
      [L.deleteLossReportOrder, { id: 'x' }],
    ] as const
    for (const [ep, data] of calls) {
      expect((await call(env.app, ep, data, { token: tk.supplier01a })).msg).toBe(NO_MODULE)
      expect((await call(env.app, ep, data, { token: tk.purchaser01 })).msg).toBe('无权访问该功能')
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
    const keeper = await subAccountWith(env, tk.supplier01, ['inventory'])
    const r = expectOk(await call(env.app, L.createLossReportOrder, report(batchId, 1), { token: keeper }))
    const [row] = await env.db.select().from(lossReports).where(eq(lossReports.id, r.id))
    expect(row).toMatchObject({ shopId: shop1, createdByName: '测试员' })
    expect((await stockPage({ skuId }, keeper)).records.map((x) => x.skuId)).toEqual([skuId])
  })
})
