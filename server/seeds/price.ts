/**
 * Public price board: 6 big categories, 36 products, 90 days of daily prices up to yesterday, published
 * through the market office's path (docs/trade.md, "Prices published from trade"): each day is
 * drafted from the day's paid order lines, the products nobody sold on the platform are entered by
 * hand, and the day is published. The figures follow a deterministic random walk (seeded by the
 * product's index, so tests can recompute it), with a few products jumping more than 10% on the
 * latest day so warnings show:
 * - a board product with a catalogue product of the same name and unit is linked to it, and a
 *   sample stall (市场联营档口) sells it to a walk-in buyer (零售采购客户) three times a day, at the
 *   day's minimum, maximum and walk price, in quantities whose weighted average is the walk price
 *   (bulk inserts: completed orders, paid on the spot);
 * - the others (meat, grain and oil, ...) are collected by hand at the stalls: the walk itself.
 * The demo shops' own seeded trade (trade.ts) of a linked product counts too. Today is traded (the
 * sample stall's three sales) but not opened: the office drafts and publishes it (价格发布).
 */
import { sql } from 'drizzle-orm'
import { lineAmountFen } from '@/contract'
import { addDays, chinaDay, marketDayStart } from '../lib/dates'
import { newId } from '../lib/ids'
import { toNumeric } from '../lib/money'
import { customers, dataDictionary, docCounters, orderLines, orders, priceBigCates, priceProductLinks, priceProducts, products } from '../db/schema'
import { newTraceCode } from '../modules/settle/orderWorkflow'
import { openDays, publishDays, saveRows } from '../modules/market/priceDraft'
import type { FeatureSeed, Tx } from './context'

export const PRICE_DAYS = 90

/** [big category, [product, unit, base price in yuan]]. */
export const PRICE_CATALOG: Array<[string, Array<[string, string, number]>]> = [
  ['蔬菜', [['大白菜', '公斤', 2.4], ['西红柿', '公斤', 5.6], ['黄瓜', '公斤', 4.8], ['土豆', '公斤', 3.2], ['青椒', '公斤', 6.0], ['菠菜', '公斤', 7.2]]],
  ['水果', [['苹果', '公斤', 8.5], ['香蕉', '公斤', 6.2], ['橙子', '公斤', 7.8], ['葡萄', '公斤', 14.0], ['西瓜', '公斤', 3.6], ['梨', '公斤', 6.8]]],
  ['水产', [['草鱼', '公斤', 18.0], ['鲫鱼', '公斤', 22.0], ['鲈鱼', '公斤', 42.0], ['基围虾', '公斤', 78.0], ['带鱼', '公斤', 36.0], ['花蛤', '公斤', 12.0]]],
  ['肉禽', [['猪肉', '公斤', 28.0], ['牛肉', '公斤', 76.0], ['羊肉', '公斤', 82.0], ['鸡肉', '公斤', 18.5], ['鸭肉', '公斤', 16.0], ['鸡蛋', '公斤', 9.6]]],
  ['粮油', [['大米', '公斤', 5.8], ['面粉', '公斤', 4.6], ['花生油', '升', 24.0], ['大豆油', '升', 16.0], ['小米', '公斤', 9.0], ['玉米面', '公斤', 5.0]]],
  ['干调', [['花椒', '公斤', 120.0], ['八角', '公斤', 68.0], ['干辣椒', '公斤', 42.0], ['干香菇', '公斤', 86.0], ['黑木耳', '公斤', 96.0], ['桂皮', '公斤', 38.0]]],
]

/** Products (by index over the catalog) whose latest price jumps: +15% or -13%. */
export const JUMP_UP = new Set([2, 14, 26])
export const JUMP_DOWN = new Set([8, 20, 32])

/** mulberry32: a small deterministic generator in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r2 = (n: number): number => Math.round(n * 100) / 100

export interface DemoPrice {
  price: number
  minPrice: number
  maxPrice: number
}

/**
 * The product's daily prices, oldest first: PRICE_DAYS published ones (the last is yesterday's, the
 * latest published day) and, with `length` PRICE_DAYS + 1, today's (traded, left for the office).
 */
export function priceSeries(productIndex: number, base: number, length = PRICE_DAYS): DemoPrice[] {
  const rand = generator(productIndex * 9973 + 17)
  const out: DemoPrice[] = []
  let p = base
  for (let i = 0; i < length; i++) {
    if (i > 0) p = r2(Math.min(base * 1.6, Math.max(base * 0.6, p * (1 + (rand() - 0.5) * 0.06))))
    if (i === PRICE_DAYS - 1 && JUMP_UP.has(productIndex)) p = r2(p * 1.15)
    if (i === PRICE_DAYS - 1 && JUMP_DOWN.has(productIndex)) p = r2(p * 0.87)
    out.push({ price: p, minPrice: r2(p * (0.9 + rand() * 0.04)), maxPrice: r2(p * (1.06 + rand() * 0.04)) })
  }
  return out
}

/** The sample stall's three sales of a product on a day: [price fen, quantity in hundredths]. */
export function sampleSales(p: DemoPrice): Array<[number, number]> {
  const [minFen, avgFen, maxFen] = [Math.round(p.minPrice * 100), Math.round(p.price * 100), Math.round(p.maxPrice * 100)]
  // min * (max - avg) + max * (avg - min) = avg * (max - min): the weighted average is the walk's price.
  return [
    [minFen, (maxFen - avgFen) * 10],
    [maxFen, (avgFen - minFen) * 10],
    [avgFen, 2000 + (avgFen % 7) * 500],
  ]
}

const SAMPLE_HOURS = [7, 9, 11]

/** When the sample stall's `k`-th sale of `day` settled: in the morning, never after now, always within the day. */
function saleTime(day: string, k: number, now: Date): Date {
  const start = marketDayStart(day).getTime()
  const at = Math.min(start + SAMPLE_HOURS[k]! * 3_600_000, now.getTime() - (SAMPLE_HOURS.length - k) * 1000)
  return new Date(Math.max(at, start + k * 1000))
}

/** `n` order numbers for each day (one statement for every day: the counters the order workflow uses). */
async function orderNumbers(tx: Tx, days: string[], n: number): Promise<Map<string, string[]>> {
  const keys = days.map((d) => d.replace(/-/g, ''))
  const rows = await tx
    .insert(docCounters)
    .values(keys.map((day) => ({ prefix: 'DD', day, value: n })))
    .onConflictDoUpdate({ target: [docCounters.prefix, docCounters.day], set: { value: sql`${docCounters.value} + ${n}` } })
    .returning({ day: docCounters.day, value: docCounters.value })
  return new Map(rows.map((r) => [`${r.day.slice(0, 4)}-${r.day.slice(4, 6)}-${r.day.slice(6)}`, Array.from({ length: n }, (_, i) => `DD${r.day}${String(r.value - n + 1 + i).padStart(6, '0')}`)]))
}

interface BoardProduct {
  id: string
  name: string
  unit: string
  series: DemoPrice[]
  /** The catalogue product of the same name and unit (its sales are drafted), if any. */
  catalogueId?: string
}

/** The sample stall's orders and lines of every day, in bulk. */
async function seedSampleTrade(tx: Tx, board: BoardProduct[], days: string[], now: Date): Promise<void> {
  const linked = board.filter((b) => b.catalogueId)
  const ids = { supplier: newId(), purchaser: newId() }
  await tx.insert(customers).values([
    { id: ids.supplier, name: '市场联营档口', customerType: 'supplier' },
    { id: ids.purchaser, name: '零售采购客户', customerType: 'purchaser' },
  ])
  const numbers = await orderNumbers(tx, days, SAMPLE_HOURS.length)
  const orderRows: Array<typeof orders.$inferInsert> = []
  const lineRows: Array<typeof orderLines.$inferInsert> = []
  days.forEach((day, di) => {
    SAMPLE_HOURS.forEach((_, k) => {
      const orderId = newId()
      const at = saleTime(day, k, now)
      const lines = linked.map((b, li) => {
        const [priceFen, hundredths] = sampleSales(b.series[di]!)[k]!
        const quantity = toNumeric(hundredths)
        return { id: newId(), orderId, productId: b.catalogueId!, productName: b.name, skuName: b.name, categoryName: '', unit: b.unit, quantity, priceFen, amountFen: lineAmountFen(quantity, priceFen), traceCode: newTraceCode(), sort: li }
      })
      const goodsFen = lines.reduce((n, l) => n + l.amountFen, 0)
      lineRows.push(...lines)
      orderRows.push({
        id: orderId,
        orderNo: numbers.get(day)![k]!,
        supplierId: ids.supplier,
        purchaserId: ids.purchaser,
        supplierName: '市场联营档口',
        purchaserName: '零售采购客户',
        status: 'completed',
        payMethod: 'wechat',
        goodsFen,
        payableFen: goodsFen,
        paidFen: goodsFen,
        lineCount: lines.length,
        firstProductName: lines[0]!.productName,
        settledAt: at,
        paidAt: at,
        completedAt: at,
        createdAt: at,
        updatedAt: at,
      })
    })
  })
  await tx.insert(orders).values(orderRows)
  for (let i = 0; i < lineRows.length; i += 2000) await tx.insert(orderLines).values(lineRows.slice(i, i + 2000))
}

export const seedPrice: FeatureSeed = async (tx) => {
  await tx.insert(dataDictionary).values({ dataType: 'priceWarning', dataKey: 'percent', dataValue: '10', sort: 200 })
  const now = new Date()
  const today = chinaDay(now)
  // The 90 days up to yesterday are published; today is traded and left for the office to publish.
  const days = Array.from({ length: PRICE_DAYS }, (_, i) => addDays(today, i - PRICE_DAYS))
  const catalogue = new Map((await tx.select({ id: products.id, name: products.name, unit: products.unit }).from(products)).map((p) => [`${p.name}/${p.unit}`, p.id]))
  const board: BoardProduct[] = []
  let index = 0
  for (const [ci, [cate, list]] of PRICE_CATALOG.entries()) {
    const [bigCate] = await tx.insert(priceBigCates).values({ name: cate, sort: ci }).returning({ id: priceBigCates.id })
    const rows = list.map(([name, unit], pi) => ({ id: newId(), bigCateId: bigCate!.id, name, unit, sort: pi }))
    await tx.insert(priceProducts).values(rows)
    for (const [pi, [name, unit, base]] of list.entries()) board.push({ id: rows[pi]!.id, name, unit, series: priceSeries(index++, base, PRICE_DAYS + 1), catalogueId: catalogue.get(`${name}/${unit}`) })
  }
  const linked = board.filter((b) => b.catalogueId)
  await tx.insert(priceProductLinks).values(linked.map((b) => ({ productId: b.catalogueId!, priceProductId: b.id })))
  await seedSampleTrade(tx, board, [...days, today], now)
  const byHand = board.filter((b) => !b.catalogueId)
  await openDays(tx, days, null)
  const rows = days.flatMap((day, di) =>
    byHand.map((b) => {
      const p = b.series[di]!
      return { day, priceProductId: b.id, minFen: Math.round(p.minPrice * 100), avgFen: Math.round(p.price * 100), maxFen: Math.round(p.maxPrice * 100) }
    }),
  )
  await saveRows(tx, rows, 'manual')
  await publishDays(tx, days, null, now)
}
