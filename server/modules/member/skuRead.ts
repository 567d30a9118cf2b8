/**
 * Reading a shop's SKUs (docs/trade.md, "SKUs"): member/sku/page (商品管理) and
 * member/sku/proAndSkuPage (the order form's picker: on-shelf SKUs grouped by catalogue product).
 * The writes (create, update, delete, sort, statistics) are in sku.ts. Each SKU carries its stock
 * (what can be sold: its batches not past their expiry date; the expired rest apart), whether it is
 * below its low-stock threshold, and whether a batch with stock expires within NEAR_EXPIRY_DAYS
 * (expired ones included: they need attention too).
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { contract, NEAR_EXPIRY_DAYS, type ProductSkus, type SkuItem } from '@/contract'
import type { Db } from '../../db/client'
import { productCategories, products, shopSkus, stockBatches } from '../../db/schema'
import { handler } from '../../http/handler'
import { ownCustomerId } from '../../auth/user'
import { addDays, chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { fromNumeric } from '../../lib/money'
import { by, CURSOR_MSG, fetchPage, keyset, pageArgs, pageResult, pageShape, type PageArgs } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { bool, id, opt } from '../../lib/validate'

/**
 * A SKU's stock that can be sold: the sum of its batches not past their expiry date on `today`
 * (China time; numeric text). An expired batch is never sold (orderInfo/create refuses it); its
 * stock is `skuExpiredQty` until a loss report takes it out.
 */
export const skuStockQty = (today: string): SQL<string> =>
  sql<string>`coalesce((select sum(${stockBatches.quantity}) from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.expiryDate} >= ${today}), 0)`
export const skuExpiredQty = (today: string): SQL<string> =>
  sql<string>`coalesce((select sum(${stockBatches.quantity}) from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.expiryDate} < ${today}), 0)`

/** The sellable and the expired stock (hundredths) of some SKUs on the day of `at`. */
export async function sellableStockOf(db: Db, skuIds: string[], at: Date = new Date()): Promise<Map<string, { sellable: number; expired: number }>> {
  if (!skuIds.length) return new Map()
  const today = chinaDay(at)
  const rows = await db
    .select({
      skuId: stockBatches.skuId,
      sellable: sql<string>`coalesce(sum(${stockBatches.quantity}) filter (where ${stockBatches.expiryDate} >= ${today}), 0)::text`,
      expired: sql<string>`coalesce(sum(${stockBatches.quantity}) filter (where ${stockBatches.expiryDate} < ${today}), 0)::text`,
    })
    .from(stockBatches)
    .where(inArray(stockBatches.skuId, skuIds))
    .groupBy(stockBatches.skuId)
  return new Map(rows.map((r) => [r.skuId, { sellable: fromNumeric(r.sellable), expired: fromNumeric(r.expired) }]))
}

/** A batch of the SKU with stock expires on or before today + NEAR_EXPIRY_DAYS (China time). */
export const skuNearExpiry = (today: string = chinaDay()): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.quantity} > 0 and ${stockBatches.expiryDate} <= ${addDays(today, NEAR_EXPIRY_DAYS)})`

/** Below its low-stock threshold in sellable stock (a SKU without one never is). */
export const skuLowStock = (today: string): SQL<boolean> => sql<boolean>`(${shopSkus.lowStockQty} is not null and ${skuStockQty(today)} < ${shopSkus.lowStockQty})`

/** The shop's live SKUs. */
export const liveSkusOf = (shopId: string): SQL => and(eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt))!

export interface SkuFilter {
  categoryId?: string
  keyword?: string
  onShelf?: boolean
  lowStock?: boolean
  nearExpiry?: boolean
}

export function skuFilters(shopId: string, f: SkuFilter, today: string = chinaDay()): SQL {
  const kw = f.keyword ? containsPattern(f.keyword) : null
  return and(
    liveSkusOf(shopId),
    f.categoryId
      ? inArray(shopSkus.categoryId, sql`(select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${f.categoryId} or ${productCategories.parentId} = ${f.categoryId})`)
      : undefined,
    kw ? or(ilike(shopSkus.name, kw), ilike(products.name, kw), ilike(shopSkus.productCode, kw)) : undefined,
    f.onShelf === undefined ? undefined : eq(shopSkus.onShelf, f.onShelf),
    f.lowStock === undefined ? undefined : f.lowStock ? skuLowStock(today) : sql`not ${skuLowStock(today)}`,
    f.nearExpiry === undefined ? undefined : f.nearExpiry ? skuNearExpiry(today) : sql`not ${skuNearExpiry(today)}`,
  )!
}

/** Shelf order: sort_order, then the id. */
export const SHELF_ORDER = keyset('shop_skus', [by.asc(shopSkus.sortOrder), by.asc(shopSkus.id)])

const skuSelect = (db: Db, today: string, keys: Record<string, SQL<string>> = {}) =>
  db
    .select({ sku: shopSkus, productName: products.name, categoryName: productCategories.name, stockQty: skuStockQty(today), expiredQty: skuExpiredQty(today), nearExpiry: skuNearExpiry(today), lowStock: skuLowStock(today), ...keys })
    .from(shopSkus)
    .innerJoin(products, eq(products.id, shopSkus.productId))
    .innerJoin(productCategories, eq(productCategories.id, shopSkus.categoryId))

type SkuSelectRow = Awaited<ReturnType<ReturnType<typeof skuSelect>['execute']>>[number]

export function toSkuItem(r: SkuSelectRow): SkuItem {
  const s = r.sku
  return {
    id: s.id,
    productId: s.productId,
    productName: r.productName,
    name: s.name,
    categoryId: s.categoryId,
    categoryName: r.categoryName,
    unit: s.unit,
    spec: s.spec,
    priceFen: s.priceFen,
    productCode: s.productCode,
    pluCode: s.pluCode,
    sortOrder: s.sortOrder,
    onShelf: s.onShelf,
    image: s.image,
    stockQty: fromNumeric(r.stockQty) / 100,
    expiredQty: fromNumeric(r.expiredQty) / 100,
    lowStockQty: s.lowStockQty === null ? null : fromNumeric(s.lowStockQty) / 100,
    lowStock: r.lowStock === true,
    nearExpiry: r.nearExpiry === true,
    updateTime: s.updatedAt.toISOString(),
  }
}

/** The shop's SKUs matching `f`, in shelf order. */
export async function skuPage(db: Db, shopId: string, f: SkuFilter, args: PageArgs) {
  const today = chinaDay()
  const where = skuFilters(shopId, f, today)
  const page = await fetchPage(
    args,
    SHELF_ORDER,
    (q) => skuSelect(db, today, q.keys).where(and(where, q.after)).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(shopSkus).innerJoin(products, eq(products.id, shopSkus.productId)).where(where))[0]?.n ?? 0,
  )
  return pageResult(page.rows.map(toSkuItem), page, args)
}

const filterShape = { categoryId: opt(id()), keyword: fields.keyword(), onShelf: opt(bool()), lowStock: opt(bool()), nearExpiry: opt(bool()) }

export const skuReadHandlers = [
  handler({
    endpoint: contract.member.sku.page,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: { ...pageShape, ...filterShape },
    handle: ({ db, user }, { current, size, cursor, withTotal, ...f }) => skuPage(db, ownCustomerId(user), f, pageArgs({ current, size, cursor, withTotal })),
  }),
  handler({
    endpoint: contract.member.sku.proAndSkuPage,
    access: ['supplier'],
    input: { ...pageShape, ...filterShape },
    async handle({ db, user }, { current, size, cursor, withTotal, ...f }) {
      const args = pageArgs({ current, size, cursor, withTotal })
      // Groups page by offset (bounded by pageArgs): there is no cursor for an aggregate's order.
      if (args.cursor) throw new BizError(CURSOR_MSG)
      const today = chinaDay()
      // The picker offers what can be sold: on-shelf SKUs only.
      const where = skuFilters(ownCustomerId(user), { ...f, onShelf: true }, today)
      const first = sql<number>`min(${shopSkus.sortOrder})`
      const [groups, [total]] = await Promise.all([
        db
          .select({ productId: shopSkus.productId, first })
          .from(shopSkus)
          .innerJoin(products, eq(products.id, shopSkus.productId))
          .where(where)
          .groupBy(shopSkus.productId)
          .orderBy(first, shopSkus.productId)
          .limit(args.size + 1)
          .offset(args.offset),
        args.withTotal ? db.select({ n: sql<number>`count(distinct ${shopSkus.productId})::int` }).from(shopSkus).innerJoin(products, eq(products.id, shopSkus.productId)).where(where) : Promise.resolve([]),
      ])
      const hasMore = groups.length > args.size
      const ids = groups.slice(0, args.size).map((g) => g.productId)
      const rows = ids.length ? await skuSelect(db, today).where(and(where, inArray(shopSkus.productId, ids))).orderBy(asc(shopSkus.sortOrder), asc(shopSkus.id)) : []
      const records = ids.map((productId): ProductSkus => {
        const skus = rows.filter((r) => r.sku.productId === productId)
        const head = skus[0]!
        return { productId, productName: head.productName, categoryId: head.sku.categoryId, categoryName: head.categoryName, skus: skus.map(toSkuItem) }
      })
      return pageResult(records, { hasMore, cursor: null, ...(total ? { total: Number(total.n) } : {}) }, args)
    },
  }),
]
