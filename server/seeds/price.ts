/**
 * Public price board: 6 big categories, 36 products, 90 days of daily prices up to today as a
 * deterministic random walk (seeded by the product's index, so tests can recompute it), with a
 * few products jumping more than 10% on the latest day so warnings show.
 */
import { addDays, localDay } from '../lib/dates'
import { dataDictionary, priceBigCates, priceDaily, priceProducts } from '../db/schema'
import type { FeatureSeed } from './context'

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

/** The product's PRICE_DAYS daily prices, oldest first (the last one is today's). */
export function priceSeries(productIndex: number, base: number): DemoPrice[] {
  const rand = generator(productIndex * 9973 + 17)
  const out: DemoPrice[] = []
  let p = base
  for (let i = 0; i < PRICE_DAYS; i++) {
    if (i > 0) p = r2(Math.min(base * 1.6, Math.max(base * 0.6, p * (1 + (rand() - 0.5) * 0.06))))
    if (i === PRICE_DAYS - 1 && JUMP_UP.has(productIndex)) p = r2(p * 1.15)
    if (i === PRICE_DAYS - 1 && JUMP_DOWN.has(productIndex)) p = r2(p * 0.87)
    out.push({ price: p, minPrice: r2(p * (0.9 + rand() * 0.04)), maxPrice: r2(p * (1.06 + rand() * 0.04)) })
  }
  return out
}

export const seedPrice: FeatureSeed = async (tx) => {
  await tx.insert(dataDictionary).values({ dataType: 'priceWarning', dataKey: 'percent', dataValue: '10', sort: 200 })
  const today = localDay()
  let index = 0
  for (const [ci, [cate, products]] of PRICE_CATALOG.entries()) {
    const [bigCate] = await tx.insert(priceBigCates).values({ name: cate, sort: ci }).returning({ id: priceBigCates.id })
    for (const [pi, [name, unit, base]] of products.entries()) {
      const [product] = await tx.insert(priceProducts).values({ bigCateId: bigCate!.id, name, unit, sort: pi }).returning({ id: priceProducts.id })
      const series = priceSeries(index++, base)
      await tx.insert(priceDaily).values(
        series.map((s, i) => ({
          productId: product!.id,
          day: addDays(today, i - (PRICE_DAYS - 1)),
          price: s.price.toFixed(2),
          minPrice: s.minPrice.toFixed(2),
          maxPrice: s.maxPrice.toFixed(2),
        })),
      )
    }
  }
}
