/**
 * /api/gate/inmarketMain/*: the gate's entry records (stays) of the caller's customer with their
 * goods, weights, parking, inspections and exit application, and the goods the caller's customer
 * reports most often (for the goods chooser).
 */
import { count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { contract, type CommonProduct, type InmarketDetail, type InmarketItem, type OutmarketStatus, type OutPayMode } from '@/contract'
import type { Db } from '../../db/client'
import { inmarketGoods, inmarketRecords, prefillGoods, prefillOrders, productCategories, products } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { fields } from '../../lib/fields'
import { numericToNumber } from '../../lib/money'
import { bool, id, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { detectionsOfRecord } from './detectionRead'
import { groupBy, presentEntryGoods } from './goods'
import { latestApplications, stayCharges } from './outmarketRead'
import { parkingRules, parkingView } from './stay'
import { normalizePlate } from './plate'
import { MERCHANTS } from './prefill'

export const COMMON_PRODUCTS_LIMIT = 20

type RecordRow = typeof inmarketRecords.$inferSelect

async function goodsOf(db: Db, rows: RecordRow[]) {
  if (!rows.length) return new Map<string, Array<typeof inmarketGoods.$inferSelect>>()
  const goods = await db.select().from(inmarketGoods).where(inArray(inmarketGoods.recordId, rows.map((r) => r.id)))
  return groupBy(goods, (g) => g.recordId)
}

const item = (r: RecordRow, itemCount: number): InmarketItem => ({
  id: r.id,
  plateNumber: r.plateNumber,
  entryTime: r.entryTime.toISOString(),
  gateName: r.gateName,
  prefillOrderNo: r.prefillOrderNo,
  itemCount,
  exitTime: iso(r.exitTime),
})

export const inmarketResource = resource({
  table: inmarketRecords,
  id: inmarketRecords.id,
  scope: (u) => (u?.customerId ? eq(inmarketRecords.customerId, u.customerId) : sql`false`),
  order: [by.desc(inmarketRecords.entryTime), by.desc(inmarketRecords.id)],
  async present(db, rows): Promise<InmarketItem[]> {
    const goods = await goodsOf(db, rows)
    return rows.map((r) => item(r, goods.get(r.id)?.length ?? 0))
  },
})

const weight = (v: string | null): number | null => (v === null ? null : numericToNumber(v))

/** An entry in full: goods with their ids, weights, the parking now, its inspections and exit application. */
export async function inmarketDetail(db: Db, r: RecordRow): Promise<InmarketDetail> {
  const [goods, rules, charges, detections, apps] = await Promise.all([goodsOf(db, [r]), parkingRules(db), stayCharges(db, r.id), detectionsOfRecord(db, r.id), latestApplications(db, [r.id])])
  const lines = goods.get(r.id) ?? []
  const app = apps.get(r.id)
  const gross = weight(r.grossWeight)
  const tare = weight(r.tareWeight)
  return {
    ...item(r, lines.length),
    vehicleTypeName: r.vehicleTypeName,
    driverName: r.driverName,
    driverPhone: r.driverPhone,
    items: presentEntryGoods(lines),
    grossWeight: gross,
    tareWeight: tare,
    netWeight: gross !== null && tare !== null ? Math.round((gross - tare) * 100) / 100 : null,
    weighedAt: iso(r.weighedAt),
    parking: parkingView(r, rules, new Date(), charges.some((c) => c.status === 'pending')),
    detections,
    exitApplication: app ? { id: app.id, applyNo: app.applyNo, status: app.status as OutmarketStatus, payMode: app.payMode as OutPayMode } : null,
  }
}

/** The customer's most reported goods (every prefill line counts once), most used first. */
async function commonProducts(db: Db, customerId: string): Promise<CommonProduct[]> {
  const useCount = count(prefillGoods.id)
  const rows = await db
    .select({ productId: products.id, productName: products.name, categoryId: products.categoryId, categoryName: productCategories.name, unit: products.unit, useCount })
    .from(prefillGoods)
    .innerJoin(prefillOrders, eq(prefillOrders.id, prefillGoods.orderId))
    .innerJoin(products, eq(products.id, prefillGoods.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(sql`${prefillOrders.customerId} = ${customerId} and ${products.enabled}`)
    .groupBy(products.id, productCategories.name)
    .orderBy(desc(useCount), products.sort, products.id)
    .limit(COMMON_PRODUCTS_LIMIT)
  return rows.map((r) => ({ ...r, useCount: Number(r.useCount) }))
}

export const inmarketHandlers = [
  handler({
    endpoint: contract.gate.inmarketMain.page,
    access: MERCHANTS,
    input: { ...pageShape, keyword: fields.keyword(), inside: opt(bool()) },
    handle: ({ db, user }, input) =>
      inmarketResource.page(db, user, pageArgs(input), [
        input.keyword ? ilike(inmarketRecords.plateNumber, containsPattern(normalizePlate(input.keyword))) : undefined,
        input.inside === undefined ? undefined : input.inside ? isNull(inmarketRecords.exitTime) : isNotNull(inmarketRecords.exitTime),
      ]),
  }),
  handler({
    endpoint: contract.gate.inmarketMain.queryById,
    access: MERCHANTS,
    input: { id: id() },
    handle: async ({ db, user }, input) => inmarketDetail(db, await inmarketResource.find(db, user, input.id)),
  }),
  handler({
    endpoint: contract.gate.inmarketMain.getCommonUseProsByCustomer,
    access: MERCHANTS,
    input: {},
    handle: ({ db, user }) => (user.customerId ? commonProducts(db, user.customerId) : Promise.resolve([])),
  }),
]
