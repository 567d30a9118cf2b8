/**
 * Reading repairs (docs/estate.md, "Repairs"): who sees which (a merchant its shop's, a maintainer
 * its zones' and those assigned to it, the market office all), the list row and the detail.
 */
import { asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { BillItem, BillLine, RepairDetail, RepairEventKind, RepairItem, RepairOrigin, RepairStatus, RepairType } from '@/contract'
import type { Db } from '../../db/client'
import { areas, assets, billLines, bills, customers, repairEvents, repairMaterialLines, repairs, repairServiceLines, users } from '../../db/schema'
import { notFound } from '../../lib/envelope'
import { numericToNumber } from '../../lib/money'
import { by } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import type { AuthUser } from '../../auth/user'
import { presentBill, presentBillLine } from '../settle/bill'

export type RepairRow = typeof repairs.$inferSelect

/** The zones the maintainer looks after, as SQL (a sub-select). */
const zonesOf = (userId: string): SQL => sql`(select zone_id from maintainer_zones where user_id = ${userId})`

/** A maintainer's repairs: its zones' and those assigned to it. */
export const maintainerVisible = (userId: string): SQL => or(sql`${repairs.zoneId} in ${zonesOf(userId)}`, eq(repairs.assigneeId, userId))!

/** What the caller may see: a merchant's user its shop's, a maintainer its own, staff (the office: handlers check the module) all. */
export function repairScope(u: AuthUser | null): SQL | undefined {
  if (!u) return sql`false`
  if (u.userType === 'maintainer') return maintainerVisible(u.id)
  if (u.userType === 'staff') return undefined
  return u.customerId ? eq(repairs.customerId, u.customerId) : sql`false`
}

async function lookups(db: Db, rows: RepairRow[]) {
  const ids = (pick: (r: RepairRow) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => v !== null))]
  const [assetRows, zoneRows, customerRows, userRows] = await Promise.all([
    ids((r) => r.assetId).length ? db.select({ id: assets.id, code: assets.code, name: assets.name }).from(assets).where(inArray(assets.id, ids((r) => r.assetId))) : [],
    ids((r) => r.zoneId).length ? db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, ids((r) => r.zoneId))) : [],
    ids((r) => r.customerId).length ? db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, ids((r) => r.customerId))) : [],
    ids((r) => r.assigneeId).length || ids((r) => r.reporterId).length
      ? db
          .select({ id: users.id, name: users.realName, mobile: users.mobile })
          .from(users)
          .where(inArray(users.id, [...ids((r) => r.assigneeId), ...ids((r) => r.reporterId)]))
      : [],
  ])
  return {
    asset: new Map(assetRows.map((a) => [a.id, a])),
    zone: new Map(zoneRows.map((z) => [z.id, z.name])),
    customer: new Map(customerRows.map((c) => [c.id, c.name])),
    user: new Map(userRows.map((u) => [u.id, u])),
  }
}

type Lookups = Awaited<ReturnType<typeof lookups>>

function item(r: RepairRow, l: Lookups, viewer: AuthUser | null): RepairItem {
  const asset = l.asset.get(r.assetId)
  return {
    id: r.id,
    repairNo: r.repairNo,
    origin: r.origin as RepairOrigin,
    repairType: r.repairType as RepairType,
    status: r.status as RepairStatus,
    assetId: r.assetId,
    assetCode: asset?.code ?? '',
    assetName: asset?.name ?? '',
    zoneName: l.zone.get(r.zoneId) ?? '',
    customerId: r.customerId,
    customerName: l.customer.get(r.customerId) ?? '',
    description: r.description,
    preferredTime: iso(r.preferredTime),
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeId ? (l.user.get(r.assigneeId)?.name ?? null) : null,
    amountFen: r.amountFen,
    billId: r.billId,
    stars: r.stars,
    mine: viewer !== null && r.assigneeId === viewer.id,
    createTime: iso(r.createdAt)!,
    completeTime: iso(r.completedAt),
  }
}

export async function presentRepairs(db: Db, rows: RepairRow[], viewer: AuthUser | null): Promise<RepairItem[]> {
  const l = await lookups(db, rows)
  return rows.map((r) => item(r, l, viewer))
}

/** Repairs newest first, inside the caller's scope (other filters per list). */
export const repairResource = resource({
  table: repairs,
  id: repairs.id,
  scope: repairScope,
  order: [by.desc(repairs.createdAt), by.desc(repairs.id)],
  present: presentRepairs,
})

/** A bill as the repair and receipt-code screens show it: the list item and its lines. */
export async function billWithLines(db: Db, billId: string): Promise<BillItem & { lines: BillLine[] }> {
  const [[bill], lines] = await Promise.all([
    db.select().from(bills).where(eq(bills.id, billId)),
    db.select().from(billLines).where(eq(billLines.billId, billId)).orderBy(asc(billLines.sort), asc(billLines.id)),
  ])
  if (!bill) throw notFound()
  return { ...presentBill(bill), lines: lines.map(presentBillLine) }
}

/** The detail: lines, the timeline, the bill with its lines, the rating. */
export async function repairDetail(db: Db, r: RepairRow, viewer: AuthUser | null): Promise<RepairDetail> {
  const [l, materials, services, events, bill] = await Promise.all([
    lookups(db, [r]),
    db.select().from(repairMaterialLines).where(eq(repairMaterialLines.repairId, r.id)).orderBy(asc(repairMaterialLines.sort)),
    db.select().from(repairServiceLines).where(eq(repairServiceLines.repairId, r.id)).orderBy(asc(repairServiceLines.sort)),
    db.select().from(repairEvents).where(eq(repairEvents.repairId, r.id)).orderBy(asc(repairEvents.createdAt), asc(repairEvents.id)),
    r.billId ? billWithLines(db, r.billId) : null,
  ])
  const assignee = r.assigneeId ? l.user.get(r.assigneeId) : undefined
  return {
    ...item(r, l, viewer),
    images: r.images,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    reporterName: r.reporterId ? (l.user.get(r.reporterId)?.name ?? null) : null,
    assigneeMobile: assignee?.mobile ?? null,
    beforeImages: r.beforeImages,
    afterImages: r.afterImages,
    workRemark: r.workRemark,
    materialsFen: r.materialsFen,
    servicesFen: r.servicesFen,
    materials: materials.map((m) => ({
      materialId: m.materialId,
      name: m.name,
      spec: m.spec,
      unit: m.unit,
      quantity: numericToNumber(m.quantity),
      unitPriceFen: m.unitPriceFen,
      amountFen: m.amountFen,
    })),
    services: services.map((s) => ({ serviceId: s.serviceId, name: s.name, unit: s.unit, quantity: numericToNumber(s.quantity), unitPriceFen: s.unitPriceFen, amountFen: s.amountFen })),
    bill,
    rating: r.stars !== null && r.ratedAt ? { stars: r.stars, comment: r.ratingComment, time: iso(r.ratedAt)! } : null,
    events: events.map((e) => ({ kind: e.kind as RepairEventKind, actorName: e.actorName, note: e.note, time: iso(e.createdAt)! })),
  }
}

/** The lists' filters: status, and a repair number prefix or words of the description. */
export function repairFilters(f: { status?: RepairStatus; keyword?: string }): Array<SQL | undefined> {
  return [
    f.status ? eq(repairs.status, f.status) : undefined,
    f.keyword ? or(ilike(repairs.repairNo, prefixPattern(f.keyword)), ilike(repairs.description, containsPattern(f.keyword))) : undefined,
  ]
}
