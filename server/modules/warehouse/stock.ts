/**
 * /api/warehouse/supStockMain/page (docs/trade.md, "Stock"): the caller's shop's SKUs with their
 * batches, in shelf order, each batch marked near expiry or expired and each SKU under its
 * low-stock threshold. Reading it raises the shop's stock alerts (alerts.ts).
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { contract, type DetectionResult, type StockBatch, type StockItem } from '@/contract'
import type { Db } from '../../db/client'
import { inmarketRecords, productCategories, products, shopSkus, stockBatches } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { fromNumeric, numericToNumber } from '../../lib/money'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { bool, id, opt } from '../../lib/validate'
import { fields } from '../../lib/fields'
import { handler } from '../../http/handler'
import { testedProducts } from '../gate/detectionRead'
import { ownShopId } from '../member/shop'
import { nearExpiryLimit, raiseStockAlertsOnRead } from './alerts'

type BatchRow = typeof stockBatches.$inferSelect

/** The shop's shelf order. */
const SHELF_ORDER = keyset('stockSkus', [by.asc(shopSkus.sortOrder), by.asc(shopSkus.id)])

/** Days from `today` to `day` (both YYYY-MM-DD). */
const daysBetween = (today: string, day: string): number => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)

/** Where a batch came from: its gate entry's time and that entry's inspection result of the product. */
export interface BatchSource {
  gateEntryTime: string | null
  inspectionResult: DetectionResult | null
}
const NO_SOURCE: BatchSource = { gateEntryTime: null, inspectionResult: null }

export function presentBatch(b: BatchRow, today: string = chinaDay(), source: BatchSource = NO_SOURCE): StockBatch {
  const daysLeft = daysBetween(today, b.expiryDate)
  const expired = daysLeft < 0
  return {
    id: b.id,
    batchNo: b.batchNo,
    quantity: numericToNumber(b.quantity),
    initialQuantity: numericToNumber(b.initialQuantity),
    entryDate: b.entryDate,
    shelfLifeDays: b.shelfLifeDays,
    expiryDate: b.expiryDate,
    daysLeft,
    nearExpiry: !expired && b.expiryDate <= nearExpiryLimit(today),
    expired,
    origin: b.origin,
    ...source,
  }
}

/** The sources of some batches (of SKUs of `productOf`): entry times and tested results travel with the goods. */
async function batchSources(db: Db, batches: BatchRow[], productOf: Map<string, string>): Promise<Map<string, BatchSource>> {
  const linked = batches.filter((b) => b.inmarketRecordId)
  if (!linked.length) return new Map()
  const [entries, tested] = await Promise.all([
    db.select({ id: inmarketRecords.id, entryTime: inmarketRecords.entryTime }).from(inmarketRecords).where(inArray(inmarketRecords.id, [...new Set(linked.map((b) => b.inmarketRecordId!))])),
    testedProducts(db, linked.map((b) => ({ recordId: b.inmarketRecordId!, productId: productOf.get(b.skuId) ?? '' }))),
  ])
  const entryTime = new Map(entries.map((e) => [e.id, e.entryTime.toISOString()]))
  return new Map(linked.map((b) => [b.id, { gateEntryTime: entryTime.get(b.inmarketRecordId!) ?? null, inspectionResult: tested.get(`${b.inmarketRecordId}:${productOf.get(b.skuId)}`)?.result ?? null }]))
}

/** A category filter: a top-level category includes its sub-categories. */
export const inCategory = (categoryId: string): SQL =>
  sql`${shopSkus.categoryId} in (select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${categoryId} or ${productCategories.parentId} = ${categoryId})`

export const stockHandlers = [
  handler({
    endpoint: contract.warehouse.supStockMain.page,
    access: ['supplier'],
    module: { supplier: 'inventory' },
    input: { ...pageShape, skuId: opt(id()), categoryId: opt(id()), keyword: fields.keyword(), nearExpiry: opt(bool()), includeEmpty: opt(bool()) },
    async handle({ db, user, req }, input) {
      const shopId = ownShopId(user)
      await raiseStockAlertsOnRead(db, shopId, req.log)
      const args = pageArgs(input)
      const today = chinaDay()
      const limit = nearExpiryLimit(today)
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      const where = and(
        eq(shopSkus.shopId, shopId),
        isNull(shopSkus.deletedAt),
        input.skuId ? eq(shopSkus.id, input.skuId) : undefined,
        input.categoryId ? inCategory(input.categoryId) : undefined,
        like
          ? or(
              ilike(shopSkus.name, like),
              ilike(products.name, like),
              sql`exists (select 1 from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.batchNo} ilike ${like})`,
            )
          : undefined,
        input.nearExpiry ? sql`exists (select 1 from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.quantity} > 0 and ${stockBatches.expiryDate} <= ${limit})` : undefined,
        input.includeEmpty ? undefined : sql`exists (select 1 from ${stockBatches} where ${stockBatches.skuId} = ${shopSkus.id} and ${stockBatches.quantity} > 0)`,
      )
      const page = await fetchPage(
        args,
        SHELF_ORDER,
        (q) =>
          db
            .select({ s: shopSkus, productName: products.name, categoryName: productCategories.name, ...q.keys })
            .from(shopSkus)
            .innerJoin(products, eq(products.id, shopSkus.productId))
            .innerJoin(productCategories, eq(productCategories.id, shopSkus.categoryId))
            .where(and(where, q.after))
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        async () => (await db.select({ n: count() }).from(shopSkus).innerJoin(products, eq(products.id, shopSkus.productId)).where(where))[0]?.n ?? 0,
      )
      const skus = page.rows
      const batches = skus.length
        ? await db
            .select()
            .from(stockBatches)
            .where(and(inArray(stockBatches.skuId, skus.map((r) => r.s.id)), input.includeEmpty ? undefined : sql`${stockBatches.quantity} > 0`))
            .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
        : []
      const sources = await batchSources(db, batches, new Map(skus.map((r) => [r.s.id, r.s.productId])))
      const records: StockItem[] = skus.map(({ s, productName, categoryName }) => {
        const own = batches.filter((b) => b.skuId === s.id)
        const totalHundredths = own.reduce((sum, b) => sum + fromNumeric(b.quantity), 0)
        const low = s.lowStockQty === null ? null : numericToNumber(s.lowStockQty)
        const shown = own.map((b) => presentBatch(b, today, sources.get(b.id)))
        return {
          skuId: s.id,
          skuName: s.name,
          productName,
          categoryName,
          unit: s.unit,
          onShelf: s.onShelf,
          totalQty: totalHundredths / 100,
          lowStockQty: low,
          lowStock: low !== null && totalHundredths < Math.round(low * 100),
          nearExpiry: shown.some((b) => b.quantity > 0 && b.expiryDate <= limit),
          expired: shown.some((b) => b.quantity > 0 && b.expired),
          batches: shown,
        }
      })
      return pageResult(records, page, args)
    },
  }),
]
