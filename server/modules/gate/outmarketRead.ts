/**
 * Exit applications as the screens read them, for the merchant's lists (outmarket.ts) and the
 * market office's (market/gate.ts): one presenter, the list filters, the detail with the stay's
 * parking and its charges.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { OfCustomer, OutGoods, OutmarketDetail, OutmarketItem, OutmarketStatus, OutPayMode, ParkingCharge, ParkingChannel, ParkingChargeStatus } from '@/contract'
import type { Db } from '../../db/client'
import { customers, inmarketGoods, inmarketRecords, outmarketApplications, outmarketGoods, parkingCharges } from '../../db/schema'
import { numericToNumber } from '../../lib/money'
import { containsPattern, prefixPattern } from '../../data/query'
import { iso } from '../../data/resource'
import { groupBy } from './goods'
import { parkingRules, parkingView } from './stay'

export type AppRow = typeof outmarketApplications.$inferSelect

/** Names of customers by id (the office's lists show whose row it is). */
export async function customerNames(db: Db, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))]
  if (!wanted.length) return new Map()
  const rows = await db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export const ofCustomer = (names: Map<string, string>, customerId: string | null): OfCustomer => ({ customerId, customerName: customerId ? (names.get(customerId) ?? null) : null })

export async function presentApplications(db: Db, rows: AppRow[]): Promise<Array<OutmarketItem & OfCustomer>> {
  if (!rows.length) return []
  const [stays, counts, names] = await Promise.all([
    db.select().from(inmarketRecords).where(inArray(inmarketRecords.id, [...new Set(rows.map((r) => r.recordId))])),
    db
      .select({ applicationId: outmarketGoods.applicationId, n: sql<number>`count(*)::int` })
      .from(outmarketGoods)
      .where(inArray(outmarketGoods.applicationId, rows.map((r) => r.id)))
      .groupBy(outmarketGoods.applicationId),
    customerNames(db, rows.map((r) => r.customerId)),
  ])
  const stayOf = new Map(stays.map((s) => [s.id, s]))
  const countOf = new Map(counts.map((c) => [c.applicationId, c.n]))
  return rows.map((r) => {
    const s = stayOf.get(r.recordId)!
    return {
      id: r.id,
      applyNo: r.applyNo,
      recordId: r.recordId,
      plateNumber: s.plateNumber,
      status: r.status as OutmarketStatus,
      payMode: r.payMode as OutPayMode,
      entryTime: s.entryTime.toISOString(),
      feeAtApplyFen: r.feeAtApplyFen,
      goodsCount: countOf.get(r.id) ?? 0,
      createTime: r.createdAt.toISOString(),
      exitTime: iso(s.exitTime),
      ...ofCustomer(names, r.customerId),
    }
  })
}

/** The list filters: state, and a keyword matching the application number, the plate or (office) the customer. */
export function applicationFilters(f: { status?: OutmarketStatus; keyword?: string }, withCustomer = false): Array<SQL | undefined> {
  const kw = f.keyword?.trim().toUpperCase()
  return [
    f.status ? eq(outmarketApplications.status, f.status) : undefined,
    kw
      ? or(
          ilike(outmarketApplications.applyNo, prefixPattern(kw)),
          sql`exists (select 1 from ${inmarketRecords} where ${inmarketRecords.id} = ${outmarketApplications.recordId} and ${inmarketRecords.plateNumber} ilike ${containsPattern(kw)})`,
          withCustomer ? sql`exists (select 1 from ${customers} where ${customers.id} = ${outmarketApplications.customerId} and ${customers.name} ilike ${containsPattern(f.keyword!.trim())})` : undefined,
        )
      : undefined,
  ]
}

export const presentCharge = (c: typeof parkingCharges.$inferSelect): ParkingCharge => ({
  id: c.id,
  chargeNo: c.chargeNo,
  channel: c.channel as ParkingChannel,
  status: c.status as ParkingChargeStatus,
  amountFen: c.amountFen,
  coversUntil: c.coversUntil.toISOString(),
  paidAt: iso(c.paidAt),
  createTime: c.createdAt.toISOString(),
})

/** A stay's charges, newest first. */
export const stayCharges = (db: Db, recordId: string) => db.select().from(parkingCharges).where(eq(parkingCharges.recordId, recordId)).orderBy(desc(parkingCharges.createdAt), desc(parkingCharges.id))

export async function applicationDetail(db: Db, row: AppRow): Promise<OutmarketDetail & OfCustomer> {
  const [[item], [stay], lines, charges, rules] = await Promise.all([
    presentApplications(db, [row]),
    db.select().from(inmarketRecords).where(eq(inmarketRecords.id, row.recordId)),
    db
      .select({ out: outmarketGoods, goods: inmarketGoods })
      .from(outmarketGoods)
      .innerJoin(inmarketGoods, eq(inmarketGoods.id, outmarketGoods.goodsId))
      .where(eq(outmarketGoods.applicationId, row.id))
      .orderBy(outmarketGoods.sort),
    stayCharges(db, row.recordId),
    parkingRules(db),
  ])
  const goods: OutGoods[] = lines.map(({ out, goods: g }) => ({
    goodsId: g.id,
    productId: g.productId,
    productName: g.productName,
    categoryName: g.categoryName,
    unit: g.unit,
    quantity: numericToNumber(out.quantity),
    weight: numericToNumber(out.weight),
    entryQuantity: numericToNumber(g.quantity),
  }))
  return {
    ...item!,
    vehicleTypeName: stay!.vehicleTypeName,
    driverName: stay!.driverName,
    driverPhone: stay!.driverPhone,
    gateName: stay!.gateName,
    goods,
    remark: row.remark,
    rejectReason: row.rejectReason,
    auditTime: iso(row.auditedAt),
    parking: parkingView(stay!, rules, new Date(), charges.some((c) => c.status === 'pending')),
    charges: charges.map(presentCharge),
  }
}

/** The stays' latest exit applications (open ones first), for the entry lists. */
export async function latestApplications(db: Db, recordIds: string[]): Promise<Map<string, AppRow>> {
  if (!recordIds.length) return new Map()
  const rows = await db
    .select()
    .from(outmarketApplications)
    .where(inArray(outmarketApplications.recordId, recordIds))
    .orderBy(desc(outmarketApplications.createdAt), desc(outmarketApplications.id))
  const out = new Map<string, AppRow>()
  for (const [recordId, apps] of groupBy(rows, (r) => r.recordId)) out.set(recordId, apps.find((a) => a.status === 'submitted' || a.status === 'approved') ?? apps[0]!)
  return out
}

export const openApplicationWhere = (recordId: string) => and(eq(outmarketApplications.recordId, recordId), inArray(outmarketApplications.status, ['submitted', 'approved']))
