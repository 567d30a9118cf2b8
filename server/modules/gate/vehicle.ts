/**
 * gate/vehicle/* and member/delivery/queryDetail (docs/gate.md, "Vehicles"): the distribution
 * centre's registered vehicles (type, plate, driver, state, whether inside now, their stays) and
 * the centre's profile. Only the caller's own customer's (a dc user), else '记录不存在'.
 */
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { contract, VEHICLE_STATES, type VehicleItem, type VehicleStatus } from '@/contract'
import type { Db } from '../../db/client'
import { customers, inmarketRecords, vehicles, vehicleTypes } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { bool, id, oneOf, opt } from '../../lib/validate'
import { normalizePlate } from './plate'

type VehicleRow = typeof vehicles.$inferSelect

const DC = ['dc'] as const
const MODULE = { dc: 'dcVehicle' } as const

/** In the market now: an open stay of the vehicle. */
const insideNow = sql<boolean>`exists (select 1 from ${inmarketRecords} where ${inmarketRecords.vehicleId} = ${vehicles.id} and ${inmarketRecords.exitTime} is null)`

async function present(db: Db, rows: VehicleRow[]): Promise<VehicleItem[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [types, stays] = await Promise.all([
    db.select().from(vehicleTypes).where(inArray(vehicleTypes.id, [...new Set(rows.map((r) => r.vehicleTypeId))])),
    db
      .select({ vehicleId: inmarketRecords.vehicleId, last: sql<Date>`max(${inmarketRecords.entryTime})`, open: sql<number>`count(*) filter (where ${inmarketRecords.exitTime} is null)::int` })
      .from(inmarketRecords)
      .where(inArray(inmarketRecords.vehicleId, ids))
      .groupBy(inmarketRecords.vehicleId),
  ])
  const typeName = new Map(types.map((t) => [t.id, t.name]))
  const stayOf = new Map(stays.map((s) => [s.vehicleId, s]))
  return rows.map((r) => {
    const s = stayOf.get(r.id)
    return {
      id: r.id,
      plateNumber: r.plateNumber,
      vehicleTypeId: r.vehicleTypeId,
      vehicleTypeName: typeName.get(r.vehicleTypeId) ?? '',
      driverName: r.driverName,
      driverPhone: r.driverPhone,
      status: r.status as VehicleStatus,
      inside: (s?.open ?? 0) > 0,
      lastEntryTime: s ? new Date(s.last).toISOString() : null,
    }
  })
}

const ownCustomer = (u: AuthUser | null) => (u?.customerId ? eq(vehicles.customerId, u.customerId) : sql`false`)

export const vehicleResource = resource({
  table: vehicles,
  id: vehicles.id,
  scope: ownCustomer,
  order: [by.desc(vehicles.createdAt), by.desc(vehicles.id)],
  present: (db, rows) => present(db, rows),
})

export const vehicleHandlers = [
  handler({
    endpoint: contract.gate.vehicle.page,
    access: DC,
    module: MODULE,
    input: { ...pageShape, status: opt(oneOf(VEHICLE_STATES, '车辆状态不正确')), inside: opt(bool()), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword?.trim()
      return vehicleResource.page(db, user, pageArgs(input), [
        input.status ? eq(vehicles.status, input.status) : undefined,
        input.inside === undefined ? undefined : input.inside ? insideNow : sql`not ${insideNow}`,
        kw ? or(ilike(vehicles.plateNumber, containsPattern(normalizePlate(kw))), ilike(vehicles.driverName, containsPattern(kw))) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.gate.vehicle.queryById,
    access: DC,
    module: MODULE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const row = await vehicleResource.find(db, user, input.id)
      const [[item], stays] = await Promise.all([
        present(db, [row]),
        db.select().from(inmarketRecords).where(eq(inmarketRecords.vehicleId, row.id)).orderBy(desc(inmarketRecords.entryTime), desc(inmarketRecords.id)).limit(10),
      ])
      return { ...item!, remark: row.remark, createTime: row.createdAt.toISOString(), stays: stays.map((s) => ({ recordId: s.id, entryTime: s.entryTime.toISOString(), exitTime: iso(s.exitTime), gateName: s.gateName })) }
    },
  }),
  handler({
    endpoint: contract.member.delivery.queryDetail,
    access: DC,
    input: { customerId: opt(id()) },
    async handle({ db, user }, input) {
      if (!user.customerId) throw new BizError('当前账号未关联配送中心')
      if (input.customerId && input.customerId !== user.customerId) throw notFound()
      const [c] = await db.select().from(customers).where(eq(customers.id, user.customerId))
      if (!c) throw notFound()
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${vehicles.status} = 'active')::int`,
          inside: sql<number>`count(*) filter (where ${insideNow})::int`,
        })
        .from(vehicles)
        .where(eq(vehicles.customerId, c.id))
      return { customerId: c.id, name: c.name, contactName: c.contactName, mobile: c.mobile, vehicleCount: counts?.total ?? 0, activeVehicleCount: counts?.active ?? 0, insideCount: counts?.inside ?? 0 }
    },
  }),
]

