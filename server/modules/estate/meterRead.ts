/**
 * Reading meters and readings (docs/estate.md, "Meters"): a meter with this period's state and its
 * booth's arrears, a reading with its bill's state. Shared by basic/assetsHydropower/page and the
 * estate/hydropowerReading calls.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { PAYABLE_BILL_STATUS, type AssetHydropower, type BillPayStatus, type MeterReading, type MeterType } from '@/contract'
import type { Db } from '../../db/client'
import { assets, assetsHydropower, bills, customers, measureMethods, meterBills, meterReadings } from '../../db/schema'
import { chinaMonth } from '../../lib/dates'
import { fromNumeric, numericToNumber } from '../../lib/money'
import { iso } from '../../data/resource'

export type MeterRow = typeof assetsHydropower.$inferSelect
export type ReadingRow = typeof meterReadings.$inferSelect

/** The period a reading taken now counts for: this month, China time. */
export const currentPeriod = (now: Date = new Date()): string => chinaMonth(now)

/** A numeric reading column as a number (2 decimals). */
export const readingValue = (v: string | null): number => numericToNumber(v)

/** What each asset's unpaid utility bills still owe, in fen. */
export async function arrearsOf(db: Db, assetIds: string[]): Promise<Map<string, number>> {
  if (!assetIds.length) return new Map()
  const rows = await db
    .select({ assetId: meterBills.assetId, owed: sql<string>`sum(${bills.amountFen} - ${bills.discountFen} - ${bills.paidFen})::text` })
    .from(meterBills)
    .innerJoin(bills, eq(bills.id, meterBills.billId))
    .where(and(inArray(meterBills.assetId, [...new Set(assetIds)]), inArray(bills.payStatus, [...PAYABLE_BILL_STATUS])))
    .groupBy(meterBills.assetId)
  return new Map(rows.map((r) => [r.assetId, Number(r.owed)]))
}

async function namesOf(db: Db, assetIds: string[], customerIds: string[]) {
  const [assetRows, customerRows] = await Promise.all([
    assetIds.length ? db.select({ id: assets.id, code: assets.code, name: assets.name }).from(assets).where(inArray(assets.id, [...new Set(assetIds)])) : [],
    customerIds.length ? db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, [...new Set(customerIds)])) : [],
  ])
  return { asset: new Map(assetRows.map((a) => [a.id, a])), customer: new Map(customerRows.map((c) => [c.id, c.name])) }
}

/** Meters as the meter lists show them. */
export async function presentMeters(db: Db, rows: MeterRow[], period: string = currentPeriod()): Promise<AssetHydropower[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [names, methods, read, arrears] = await Promise.all([
    namesOf(
      db,
      rows.map((r) => r.assetId),
      rows.map((r) => r.customerId).filter((c): c is string => c !== null),
    ),
    db.select().from(measureMethods).where(inArray(measureMethods.id, [...new Set(rows.map((r) => r.measureMethodId))])),
    db.select({ meterId: meterReadings.meterId }).from(meterReadings).where(and(inArray(meterReadings.meterId, ids), eq(meterReadings.period, period))),
    arrearsOf(
      db,
      rows.map((r) => r.assetId),
    ),
  ])
  const method = new Map(methods.map((m) => [m.id, m]))
  const readIds = new Set(read.map((r) => r.meterId))
  return rows.map((r) => {
    const m = method.get(r.measureMethodId)
    const asset = names.asset.get(r.assetId)
    return {
      id: r.id,
      assetId: r.assetId,
      assetCode: asset?.code ?? '',
      assetName: asset?.name ?? '',
      customerId: r.customerId,
      customerName: r.customerId ? (names.customer.get(r.customerId) ?? null) : null,
      meterType: r.meterType as MeterType,
      meterNo: r.meterNo,
      measureMethodId: r.measureMethodId,
      measureMethodName: m?.name ?? '',
      unit: m?.unit ?? '',
      unitPriceFen: m?.priceFen ?? 0,
      lastReading: readingValue(r.lastReading),
      lastReadingTime: iso(r.lastReadingAt),
      period,
      readThisPeriod: readIds.has(r.id),
      arrearsFen: arrears.get(r.assetId) ?? 0,
    }
  })
}

/** Readings as the reading lists show them, with their bill's state. */
export async function presentReadings(db: Db, rows: ReadingRow[]): Promise<MeterReading[]> {
  if (!rows.length) return []
  const billIds = rows.map((r) => r.billId).filter((b): b is string => b !== null)
  const [names, billRows] = await Promise.all([
    namesOf(
      db,
      rows.map((r) => r.assetId),
      rows.map((r) => r.customerId).filter((c): c is string => c !== null),
    ),
    billIds.length ? db.select({ id: bills.id, payStatus: bills.payStatus }).from(bills).where(inArray(bills.id, billIds)) : [],
  ])
  const billStatus = new Map(billRows.map((b) => [b.id, b.payStatus as BillPayStatus]))
  return rows.map((r) => {
    const asset = names.asset.get(r.assetId)
    return {
      id: r.id,
      meterId: r.meterId,
      meterNo: r.meterNo,
      meterType: r.meterType as MeterType,
      assetId: r.assetId,
      assetCode: asset?.code ?? '',
      assetName: asset?.name ?? '',
      customerName: r.customerId ? (names.customer.get(r.customerId) ?? null) : null,
      period: r.period,
      lastReading: readingValue(r.lastReading),
      reading: readingValue(r.reading),
      consumption: readingValue(r.consumption),
      unit: r.unit,
      unitPriceFen: r.unitPriceFen,
      amountFen: r.amountFen,
      replaced: r.oldMeterNo !== null,
      oldMeterNo: r.oldMeterNo,
      oldFinalReading: r.oldFinalReading === null ? null : readingValue(r.oldFinalReading),
      newStartReading: r.newStartReading === null ? null : readingValue(r.newStartReading),
      photo: r.photo,
      remark: r.remark,
      readerName: r.readerName,
      readTime: iso(r.createdAt)!,
      billId: r.billId,
      billPayStatus: r.billId ? (billStatus.get(r.billId) ?? null) : null,
    }
  })
}

/** A numeric column in hundredths (meter arithmetic). */
export const hundredthsOf = (v: string): number => fromNumeric(v)
