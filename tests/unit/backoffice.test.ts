/** The back office's pure rules (issue 12): SKU form mappings, shelf moves, loss report checks, the bill pay poll, the module tree. */
import type { StockItem, SysModule } from '@/contract/types'
import { check, type CheckResult } from '@/core/validate'
import { isPayable } from '@/domain/bill/status'
import { giftPayload } from '@/domain/coupon/recipient'
import { chosenIds, groupCheck, groupModules, toggleGroup } from '@/domain/role/moduleTree'
import { boothText, ratingText } from '@/domain/shop/rating'
import { fromSku, newSku, rulesFor, toCreatePayload, toUpdatePayload, withProduct } from '@/domain/sku/form'
import { move, sameOrder } from '@/domain/sku/sort'
import { batchChoices, lossRules, toLossPayload, unavailableBatchText, type LossFormValues } from '@/domain/stock/lossForm'
import { batchMark } from '@/domain/stock/status'

/** The first failure's message, or null. */
const messageOf = (r: CheckResult): string | null => (r.ok ? null : r.message)

describe('SKU form', () => {
  const base = { ...newSku('2026-03-01'), productId: 'p1', productName: '白菜', name: '白菜', unit: 'kg', price: '2.5' }
  const firstFailure = (v: typeof base, creating = true) => {
    const r = check(v, rulesFor(v, creating))
    return r.ok ? null : r.message
  }

  test('prices follow the price pattern and become fen exactly', () => {
    expect(firstFailure({ ...base, price: '0.29' })).toBeNull()
    expect(toCreatePayload({ ...base, price: '0.29' }).priceFen).toBe(29)
    expect(toCreatePayload({ ...base, price: '1234.5' }).priceFen).toBe(123450)
    for (const bad of ['1.234', '01', '-1', '1e3', 'abc']) expect(firstFailure({ ...base, price: bad })).toBe('价格格式不正确，最多2位小数')
    expect(firstFailure({ ...base, price: '' })).toBe('请输入价格')
  })

  test('codes, PLU, thresholds and the first batch', () => {
    expect(firstFailure({ ...base, productCode: 'A-1' })).toBe('商品编码只能包含字母和数字')
    expect(firstFailure({ ...base, pluCode: '0' })).toBe('PLU编号需为1-9999的整数')
    expect(firstFailure({ ...base, pluCode: '9999' })).toBeNull()
    expect(firstFailure({ ...base, lowStockQty: '2.555' })).toBe('库存预警值格式不正确，最多2位小数')
    expect(firstFailure({ ...base, stockQty: '10' })).toBe('请输入保质期天数')
    expect(firstFailure({ ...base, stockQty: '10', shelfLifeDays: '3651' })).toBe('保质期需为0-3650天')
    // Editing never checks (nor sends) a first batch.
    expect(firstFailure({ ...base, stockQty: '10' }, false)).toBeNull()
    expect(toCreatePayload({ ...base, stockQty: '0' })).not.toHaveProperty('stockQty')
    expect(toCreatePayload({ ...base, stockQty: '10.5', shelfLifeDays: '7' })).toMatchObject({ stockQty: 10.5, shelfLifeDays: 7, entryDate: '2026-03-01' })
  })

  test('a chosen product fills name, unit, spec and price without overwriting what was typed', () => {
    const p = { id: 'p2', name: '菠菜', categoryId: 'c', categoryName: '蔬菜', unit: 'jin', spec: '散装', price: 3 }
    expect(withProduct(newSku(), p)).toMatchObject({ productId: 'p2', name: '菠菜', unit: 'jin', spec: '散装', price: '3' })
    expect(withProduct({ ...base, name: '精品白菜' }, p)).toMatchObject({ name: '精品白菜', unit: 'kg', price: '2.5' })
    // A name that was the old product's follows the new product.
    expect(withProduct(base, p).name).toBe('菠菜')
  })

  test('a loaded SKU reads back as typed text and updates with its fields', () => {
    const v = fromSku({ id: 's', productId: 'p', productName: 'P', name: 'N', categoryId: 'c', categoryName: 'C', unit: 'kg', spec: null, priceFen: 1205, productCode: null, pluCode: 7, sortOrder: 1, onShelf: false, image: null, stockQty: 1, expiredQty: 0, lowStockQty: null, lowStock: false, nearExpiry: false, updateTime: '' })
    expect(v).toMatchObject({ price: '12.05', pluCode: '7', onShelf: '0', lowStockQty: '' })
    expect(toUpdatePayload('s', v)).toEqual({ id: 's', name: 'N', unit: 'kg', priceFen: 1205, onShelf: false, pluCode: 7 })
  })
})

test('shelf moves', () => {
  const l = ['a', 'b', 'c', 'd'].map((id) => ({ id }))
  expect(move(l, 0, 2).map((x) => x.id)).toEqual(['b', 'c', 'a', 'd'])
  expect(move(l, 3, -5).map((x) => x.id)).toEqual(['d', 'a', 'b', 'c'])
  expect(move(l, 1, 1)).toBe(l)
  expect(sameOrder(l, [...l])).toBe(true)
  expect(sameOrder(l, move(l, 0, 1))).toBe(false)
})

describe('loss reports', () => {
  const stock = [
    { skuId: 's1', skuName: '白菜', unit: 'kg', batches: [{ id: 'b1', batchNo: 'PC1', quantity: 3.5 }, { id: 'b0', batchNo: 'PC0', quantity: 0 }] },
  ] as unknown as StockItem[]
  const batches = batchChoices(stock)
  const form = (lines: LossFormValues['lines'], extra: Partial<LossFormValues> = {}): LossFormValues => ({ reasonType: 'spoiled', remark: '', images: [], lines, ...extra })

  test('only batches with stock can be chosen', () => {
    expect([...batches.keys()]).toEqual(['b1'])
  })

  test("a line whose batch cannot be chosen says why: emptied since, or no batch of the shop's", () => {
    expect(unavailableBatchText('b0', stock)).toBe('该批次已无库存')
    expect(unavailableBatchText('zzz', stock)).toBe('批次不存在')
  })

  test('each line above 0 and at most its stock, no batch twice, a reason and 1-20 lines', () => {
    const lossProblem = (v: LossFormValues, b: typeof batches) => messageOf(check(v, lossRules(b)))
    expect(lossProblem(form([{ batchId: 'b1', quantity: '3.5' }]), batches)).toBeNull()
    expect(lossProblem(form([{ batchId: 'b1', quantity: '3.51' }]), batches)).toBe('报损数量不能超过库存')
    expect(lossProblem(form([{ batchId: 'b0', quantity: '1' }]), batches)).toBe('报损数量不能超过库存')
    expect(lossProblem(form([{ batchId: 'b1', quantity: '0' }]), batches)).toBe('报损数量需大于0')
    expect(lossProblem(form([{ batchId: 'b1', quantity: '' }]), batches)).toBe('请输入「白菜 PC1」的报损数量')
    expect(lossProblem(form([{ batchId: 'zzz', quantity: '' }]), batches)).toBe('请输入报损数量')
    expect(lossProblem(form([{ batchId: 'b1', quantity: '1' }, { batchId: 'b1', quantity: '1' }]), batches)).toBe('同一批次不能重复添加')
    expect(lossProblem(form([]), batches)).toBe('请添加报损批次')
    expect(lossProblem(form([{ batchId: 'b1', quantity: '1' }], { reasonType: '' }), batches)).toBe('请选择报损原因')
    expect(lossProblem(form(Array.from({ length: 21 }, (_, i) => ({ batchId: `x${i}`, quantity: '1' }))), batches)).toBe('报损批次不能超过20个')
    expect(lossProblem(form([{ batchId: 'b1', quantity: '1' }], { remark: 'x'.repeat(201) }), batches)).toBe('备注不能超过200个字符')
  })

  test('the payload: numbers, trimmed remark, photos only when there are some', () => {
    expect(toLossPayload(form([{ batchId: 'b1', quantity: ' 2.5 ' }], { remark: ' 压坏 ' }))).toEqual({ reasonType: 'spoiled', lines: [{ batchId: 'b1', quantity: 2.5 }], remark: '压坏' })
    expect(toLossPayload(form([{ batchId: 'b1', quantity: '1' }], { images: ['/uploads/a.png'] })).images).toEqual(['/uploads/a.png'])
  })

  test('batch marks', () => {
    expect(batchMark({ expired: true, nearExpiry: true, daysLeft: -2 })?.text).toBe('已过期')
    expect(batchMark({ expired: false, nearExpiry: true, daysLeft: 0 })?.text).toBe('今天到期')
    expect(batchMark({ expired: false, nearExpiry: true, daysLeft: 3 })?.text).toBe('临期 · 剩3天')
    expect(batchMark({ expired: false, nearExpiry: false, daysLeft: 9 })).toBeNull()
  })
})

describe('bills', () => {
  test('payable while unpaid or partly paid with something outstanding', () => {
    expect(isPayable({ payStatus: 'unpaid', outstandingFen: 1 })).toBe(true)
    expect(isPayable({ payStatus: 'partial', outstandingFen: 1 })).toBe(true)
    expect(isPayable({ payStatus: 'paid', outstandingFen: 0 })).toBe(false)
    expect(isPayable({ payStatus: 'refunded', outstandingFen: 0 })).toBe(false)
  })
})

test('the module tree: groups in first-seen order, tri-state groups, only offered modules are sent', () => {
  const mods: SysModule[] = [
    { id: '1', caption: '订单管理', group: '交易管理' },
    { id: '2', caption: '商品管理', group: '商品库存' },
    { id: '3', caption: '快速开单', group: '交易管理' },
    { id: '4', caption: '其它' },
  ]
  const groups = groupModules(mods)
  expect(groups.map((g) => [g.name, g.modules.map((m) => m.id)])).toEqual([
    ['交易管理', ['1', '3']],
    ['商品库存', ['2']],
    ['其他', ['4']],
  ])
  const some = new Set(['1', 'gone'])
  expect(groupCheck(groups[0], some)).toBe('some')
  const all = toggleGroup(some, groups[0])
  expect(groupCheck(groups[0], all)).toBe('all')
  expect(groupCheck(groups[0], toggleGroup(all, groups[0]))).toBe('none')
  expect(chosenIds(groups, all)).toEqual(['1', '3'])
})

test('shop texts and gift payloads', () => {
  expect(ratingText({ avgStars: 4.55, count: 3, starCounts: [0, 0, 0, 1, 2] })).toBe('4.5分 · 3条评价')
  expect(ratingText({ avgStars: 0, count: 0, starCounts: [0, 0, 0, 0, 0] })).toBe('暂无评价')
  expect(boothText({ code: 'A-01', name: '蔬菜区' })).toBe('A-01 蔬菜区')
  expect(boothText({ code: 'A-01', name: '蔬菜区A-01' })).toBe('蔬菜区A-01')
  expect(giftPayload('c', { id: 'b', name: 'x', mobile: null, contactName: null })).toEqual({ couponId: 'c', toCustomerId: 'b' })
  expect(giftPayload('c', { id: 'b', name: 'x', mobile: null, contactName: null, idCode: 'MC1.x.y' })).toEqual({ couponId: 'c', idCode: 'MC1.x.y' })
})
