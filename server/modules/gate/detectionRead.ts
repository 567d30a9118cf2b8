/**
 * Inspections as the screens read them: the shop's lists and detail (detection.ts), the office's
 * (market/detection.ts), the public view (gate/detectionMain/queryById), an entry's inspections
 * (inmarket.ts) and the result that travels with a batch (trace, stock).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { DetectionDetail, DetectionItemSummary, DetectionProduct, DetectionResult, DetectionStatus, InmarketDetection, OfCustomer, PublicDetection } from '@/contract'
import type { Db } from '../../db/client'
import { customers, dataDictionary, detectionProducts, detectionResults, detections, detectionVouchers, inmarketRecords } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { containsPattern, prefixPattern } from '../../data/query'
import { iso } from '../../data/resource'
import { currentMarketName } from '../user/system'
import { groupBy } from './goods'
import { customerNames, ofCustomer } from './outmarketRead'

export type DetectionRow = typeof detections.$inferSelect

const resultOf = (v: string | null): DetectionResult | null => (v === 'pass' || v === 'fail' ? v : null)

/** The products (names in order) of some inspections. */
async function productsOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, Array<typeof detectionProducts.$inferSelect>>()
  const rows = await db.select().from(detectionProducts).where(inArray(detectionProducts.detectionId, ids)).orderBy(asc(detectionProducts.sort))
  return groupBy(rows, (r) => r.detectionId)
}

export async function presentDetections(db: Db, rows: DetectionRow[]): Promise<Array<DetectionItemSummary & OfCustomer>> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [products, counts, stays, names] = await Promise.all([
    productsOf(db, ids),
    db
      .select({ detectionId: detectionResults.detectionId, n: sql<number>`count(*)::int` })
      .from(detectionResults)
      .where(inArray(detectionResults.detectionId, ids))
      .groupBy(detectionResults.detectionId),
    db.select().from(inmarketRecords).where(inArray(inmarketRecords.id, [...new Set(rows.map((r) => r.recordId))])),
    customerNames(db, rows.map((r) => r.customerId)),
  ])
  const stayOf = new Map(stays.map((s) => [s.id, s]))
  const countOf = new Map(counts.map((c) => [c.detectionId, c.n]))
  return rows.map((r) => ({
    id: r.id,
    detectionNo: r.detectionNo,
    recordId: r.recordId,
    plateNumber: stayOf.get(r.recordId)!.plateNumber,
    entryTime: stayOf.get(r.recordId)!.entryTime.toISOString(),
    status: r.status as DetectionStatus,
    result: resultOf(r.result),
    productNames: (products.get(r.id) ?? []).map((p) => p.productName),
    itemCount: countOf.get(r.id) ?? 0,
    createTime: r.createdAt.toISOString(),
    testedAt: iso(r.testedAt),
    ...ofCustomer(names, r.customerId),
  }))
}

/** The list filters: state, result, and a keyword matching the number, the plate, a product or (office) the customer. */
export function detectionFilters(f: { status?: DetectionStatus; result?: DetectionResult; keyword?: string }, withCustomer = false): Array<SQL | undefined> {
  const kw = f.keyword?.trim()
  return [
    f.status ? eq(detections.status, f.status) : undefined,
    f.result ? eq(detections.result, f.result) : undefined,
    kw
      ? or(
          ilike(detections.detectionNo, prefixPattern(kw.toUpperCase())),
          sql`exists (select 1 from ${inmarketRecords} where ${inmarketRecords.id} = ${detections.recordId} and ${inmarketRecords.plateNumber} ilike ${containsPattern(kw.toUpperCase())})`,
          sql`exists (select 1 from ${detectionProducts} where ${detectionProducts.detectionId} = ${detections.id} and ${detectionProducts.productName} ilike ${containsPattern(kw)})`,
          withCustomer ? sql`exists (select 1 from ${customers} where ${customers.id} = ${detections.customerId} and ${customers.name} ilike ${containsPattern(kw)})` : undefined,
        )
      : undefined,
  ]
}

/** Products with their items and results. */
async function productLines(db: Db, detectionId: string): Promise<DetectionProduct[]> {
  const [products, items] = await Promise.all([
    db.select().from(detectionProducts).where(eq(detectionProducts.detectionId, detectionId)).orderBy(asc(detectionProducts.sort)),
    db.select().from(detectionResults).where(eq(detectionResults.detectionId, detectionId)).orderBy(asc(detectionResults.sort)),
  ])
  const itemsOf = groupBy(items, (i) => i.productRowId)
  return products.map((p) => ({
    productId: p.productId,
    productName: p.productName,
    categoryName: p.categoryName,
    origin: p.origin,
    result: resultOf(p.result),
    items: (itemsOf.get(p.id) ?? []).map((i) => ({ id: i.id, itemId: i.itemId, itemName: i.itemName, standard: i.standard, method: i.method, result: resultOf(i.result), value: i.value })),
  }))
}

export async function detectionDetail(db: Db, row: DetectionRow): Promise<DetectionDetail & OfCustomer> {
  const [[summary], products, voucherRows] = await Promise.all([
    presentDetections(db, [row]),
    productLines(db, row.id),
    row.voucherId
      ? db
          .select({ v: detectionVouchers, typeName: dataDictionary.dataValue })
          .from(detectionVouchers)
          .leftJoin(dataDictionary, and(eq(dataDictionary.dataType, 'detectVoucherType'), eq(dataDictionary.dataKey, detectionVouchers.voucherType)))
          .where(eq(detectionVouchers.id, row.voucherId))
      : Promise.resolve([]),
  ])
  const v = voucherRows[0]
  return {
    ...summary!,
    remark: row.remark,
    voucher: v ? { id: v.v.id, voucherType: v.v.voucherType, voucherTypeName: v.typeName ?? v.v.voucherType, voucherNo: v.v.voucherNo, issuer: v.v.issuer, validTo: v.v.validTo } : null,
    products,
    reportUrl: row.reportFile,
    testedByName: row.testedByName,
  }
}

/** What anyone may see of an inspection: no plate, driver, voucher or remark. */
export async function publicDetection(db: Db, row: DetectionRow): Promise<PublicDetection> {
  const [products, [stay], [shop], marketName] = await Promise.all([
    productLines(db, row.id),
    db.select({ entryTime: inmarketRecords.entryTime }).from(inmarketRecords).where(eq(inmarketRecords.id, row.recordId)),
    db.select({ name: customers.name }).from(customers).where(eq(customers.id, row.customerId)),
    currentMarketName(db),
  ])
  return {
    id: row.id,
    detectionNo: row.detectionNo,
    status: row.status as DetectionStatus,
    result: resultOf(row.result),
    marketName,
    supplierName: shop?.name ?? '',
    entryDate: chinaDay(stay!.entryTime),
    testedAt: iso(row.testedAt),
    reportUrl: row.reportFile,
    products: products.map((p) => ({ productName: p.productName, origin: p.origin, result: p.result, items: p.items.map((i) => ({ itemName: i.itemName, standard: i.standard, result: i.result, value: i.value })) })),
  }
}

/** An entry's inspections, newest first. */
export async function detectionsOfRecord(db: Db, recordId: string): Promise<InmarketDetection[]> {
  const rows = await db.select().from(detections).where(eq(detections.recordId, recordId)).orderBy(desc(detections.createdAt), desc(detections.id))
  const products = await productsOf(db, rows.map((r) => r.id))
  return rows.map((r) => ({ id: r.id, detectionNo: r.detectionNo, status: r.status as DetectionStatus, result: resultOf(r.result), productNames: (products.get(r.id) ?? []).map((p) => p.productName) }))
}

export interface TestedProduct {
  detection: DetectionRow
  result: DetectionResult
  items: Array<{ itemName: string; result: DetectionResult }>
}

/**
 * The tested inspections of products of some entries: what travels with the goods (a batch is
 * stocked from an entry: its product's result there). Keyed by `${recordId}:${productId}`.
 */
export async function testedProducts(db: Db, pairs: Array<{ recordId: string; productId: string }>): Promise<Map<string, TestedProduct>> {
  if (!pairs.length) return new Map()
  const rows = await db
    .select({ p: detectionProducts, d: detections })
    .from(detectionProducts)
    .innerJoin(detections, eq(detections.id, detectionProducts.detectionId))
    .where(and(inArray(detectionProducts.recordId, [...new Set(pairs.map((p) => p.recordId))]), eq(detections.status, 'tested')))
  const items = rows.length ? await db.select().from(detectionResults).where(inArray(detectionResults.productRowId, rows.map((r) => r.p.id))).orderBy(asc(detectionResults.sort)) : []
  const itemsOf = groupBy(items, (i) => i.productRowId)
  const out = new Map<string, TestedProduct>()
  for (const { p, d } of rows) {
    const result = resultOf(p.result)
    if (!result) continue
    out.set(`${p.recordId}:${p.productId}`, { detection: d, result, items: (itemsOf.get(p.id) ?? []).map((i) => ({ itemName: i.itemName, result: resultOf(i.result)! })) })
  }
  return out
}
