/** Goods lines shared by prefill orders and entry records: input parsing, loading, presenting. */
import { eq, inArray } from 'drizzle-orm'
import type { InmarketGoods, PrefillGoods, PrefillGoodsInput } from '@/contract'
import type { Db } from '../../db/client'
import { productCategories, products, type prefillGoods } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import type { Field } from '../../lib/validate'

export const MAX_GOODS_LINES = 50
const MAX_AMOUNT = 100_000_000

/** 产地: up to 50 characters. */
export const ORIGIN_MAX = 50

/** A non-negative number with at most 2 decimals (a number or a numeric string), or NaN. */
export function amount(v: unknown): number {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''
  return /^\d+(\.\d{1,2})?$/.test(s) && Number(s) < MAX_AMOUNT ? Number(s) : NaN
}

/** `items`: 1-50 lines {productId, quantity > 0, weight >= 0 (kg)}, up to 2 decimals, no product twice. */
export function goodsInput(): Field<PrefillGoodsInput[]> {
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少添加一种商品')
      if (value.length > MAX_GOODS_LINES) throw new BizError(`商品最多${MAX_GOODS_LINES}种`)
      const lines = value.map((raw): PrefillGoodsInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const productId = typeof o.productId === 'string' || typeof o.productId === 'number' ? String(o.productId) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(productId)) throw new BizError('商品不存在')
        const quantity = amount(o.quantity)
        if (!(quantity > 0)) throw new BizError('商品数量需大于0，最多2位小数')
        const weight = amount(o.weight)
        if (!(weight >= 0)) throw new BizError('商品重量需不小于0，最多2位小数')
        const origin = typeof o.origin === 'string' ? o.origin.trim() : ''
        if ([...origin].length > ORIGIN_MAX) throw new BizError(`产地不能超过${ORIGIN_MAX}个字符`)
        return origin ? { productId, quantity, weight, origin } : { productId, quantity, weight }
      })
      if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw new BizError('商品不能重复添加')
      return lines
    },
  }
}

type GoodsRow = Omit<typeof prefillGoods.$inferInsert, 'orderId'>

/** Input lines to stored lines: name, category and unit come from the catalogue. */
export async function resolveGoods(db: Db, lines: PrefillGoodsInput[]): Promise<GoodsRow[]> {
  const found = await db
    .select({ id: products.id, name: products.name, unit: products.unit, enabled: products.enabled, categoryName: productCategories.name })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(products.id, lines.map((l) => l.productId)))
  const byId = new Map(found.filter((p) => p.enabled).map((p) => [p.id, p]))
  return lines.map((l, i) => {
    const p = byId.get(l.productId)
    if (!p) throw new BizError('商品不存在')
    return { productId: p.id, productName: p.name, categoryName: p.categoryName, unit: p.unit, quantity: String(l.quantity), weight: String(l.weight), origin: l.origin ?? null, sort: i }
  })
}

interface StoredGoods {
  productId: string
  productName: string
  categoryName: string
  quantity: string
  unit: string
  weight: string
  origin: string | null
  sort: number
}
const presentLine = (g: StoredGoods): PrefillGoods => ({ productId: g.productId, productName: g.productName, categoryName: g.categoryName, quantity: Number(g.quantity), unit: g.unit, weight: Number(g.weight), origin: g.origin })
const bySort = <T extends { sort: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.sort - b.sort)

export const presentGoods = (rows: StoredGoods[]): PrefillGoods[] => bySort(rows).map(presentLine)

/** An entry's goods lines with their ids (what exit applications and inspections name). */
export const presentEntryGoods = (rows: Array<StoredGoods & { id: string }>): InmarketGoods[] => bySort(rows).map((g) => ({ id: g.id, ...presentLine(g) }))

/** Goods lines grouped by their parent id (order or record). */
export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return out
}
