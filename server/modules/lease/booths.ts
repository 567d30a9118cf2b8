/**
 * Booths as the lease screens, the office, the proprietor and the park plan see them, all from the
 * same rows (docs/lease.md, "A booth's state"): the holds of lease_booth_holds and the open
 * releases. `boothStateSql` is the one definition of a booth's state today; every list filters
 * and answers with it.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AssetLease, BoothLeaseState, LeaseBooth } from '@/contract'
import type { Db } from '../../db/client'
import { assets } from '../../db/schema'
import { rowsOf } from '../../data/query'
import { boothRentFen } from './common'
import { qualified } from './holds'

/**
 * let: a lease that is active (or quit with days left) holds it today; reserved: another hold runs
 * today or later (approved and unpaid, paid and not started, or the next tenant's); released: it is
 * in a release open for sign-up today; vacant: none of these.
 */
export function boothStateSql(column: PgColumn | SQL, today: string): SQL<BoothLeaseState> {
  const asset = qualified(column)
  return sql<BoothLeaseState>`case
    when exists (select 1 from lease_booth_holds h join leases l on l.id = h.lease_id
      where h.asset_id = ${asset} and h.start_date <= ${today} and h.end_date >= ${today} and l.state in ('active', 'quit')) then 'let'
    when exists (select 1 from lease_booth_holds h where h.asset_id = ${asset} and h.end_date >= ${today}) then 'reserved'
    when exists (select 1 from lease_release_booths rb join lease_releases r on r.id = rb.release_id
      where rb.asset_id = ${asset} and r.state = 'open' and r.sign_up_start <= ${today} and r.sign_up_end >= ${today}) then 'released'
    else 'vacant' end`
}

/** Assets that can be let (for lease or let today). */
export const leasableSql = (asset: typeof assets = assets): SQL => sql`${asset.state} in ('forLease', 'leased')`

/** Areas under a zone (the zone included), for an asset's `area_id` filter. */
export const inZoneSql = (areaColumn: PgColumn, zoneId: string): SQL =>
  sql`${areaColumn} in (with recursive d as (select id from areas where id = ${zoneId} union all select a.id from areas a join d on a.parent_id = d.id) select id from d)`

const idList = (ids: readonly string[]): SQL => sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)

/** The zone (level 2 of the area tree) above each area. */
export async function zonesOf(db: Db, areaIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
  if (!areaIds.length) return new Map()
  const rows = await rowsOf<{ start_id: string; id: string; name: string }>(
    db,
    sql`with recursive up(start_id, id, parent_id, level, name) as (
          select id, id, parent_id, level, name from areas where id in (${idList(areaIds)})
          union all
          select up.start_id, a.id, a.parent_id, a.level, a.name from areas a join up on a.id = up.parent_id)
        select start_id, id, name from up where level = 2`,
  )
  return new Map(rows.map((r) => [r.start_id, { id: r.id, name: r.name }]))
}

interface BoothRow {
  id: string
  code: string
  name: string
  size: string
  price: string
  type_name: string
  area_id: string
}

/** Booths by id with their type, zone and price (unknown ids are left out). */
export async function leaseBooths(db: Db, assetIds: readonly string[]): Promise<Map<string, LeaseBooth>> {
  if (!assetIds.length) return new Map()
  const rows = await rowsOf<BoothRow>(
    db,
    sql`select a.id, a.code, a.name, a.size::text as size, a.price::text as price, t.name as type_name, a.area_id
        from assets a join asset_types t on t.id = a.type_id where a.id in (${idList(assetIds)})`,
  )
  const zones = await zonesOf(db, rows.map((r) => r.area_id))
  return new Map(rows.map((r) => [r.id, toLeaseBooth(r, zones.get(r.area_id))]))
}

export function toLeaseBooth(r: BoothRow, zone: { id: string; name: string } | undefined): LeaseBooth {
  return {
    assetId: r.id,
    code: r.code,
    name: r.name,
    typeName: r.type_name,
    areaId: zone?.id ?? r.area_id,
    areaName: zone?.name ?? '',
    size: Number(r.size),
    ...boothRentFen({ price: r.price }),
  }
}

/** Booth rows of a list (a page of assets) as LeaseBooths. */
export async function presentBooths(db: Db, rows: Array<{ id: string }>): Promise<LeaseBooth[]> {
  const byId = await leaseBooths(db, rows.map((r) => r.id))
  return rows.map((r) => byId.get(r.id)!).filter(Boolean)
}

/** A booth's state today and the lease holding it today (let) or next (reserved), with its number and the release offering it. */
export type BoothLeaseInfo = AssetLease & { leaseNo: string | null; releaseId: string | null }

export async function boothLeases(db: Db, assetIds: readonly string[], today: string): Promise<Map<string, BoothLeaseInfo>> {
  if (!assetIds.length) return new Map()
  const rows = await rowsOf<{
    id: string
    state: BoothLeaseState
    price: string
    owner_id: string | null
    owner_name: string | null
    lease_id: string | null
    lease_no: string | null
    tenant_name: string | null
    start_date: string | null
    end_date: string | null
    rent: string | null
    release_id: string | null
  }>(
    db,
    sql`select a.id, ${boothStateSql(sql`a.id`, today)} as state, a.price::text as price, a.owner_id, o.name as owner_name,
          cur.lease_id, cur.lease_no, cur.tenant_name, cur.start_date::text as start_date, cur.end_date::text as end_date, cur.rent::text as rent,
          rel.release_id
        from assets a
        left join customers o on o.id = a.owner_id
        left join lateral (
          select l.id as lease_id, l.lease_no, c.name as tenant_name, l.start_date, l.end_date, l.monthly_rent_fen as rent
          from lease_booth_holds h join leases l on l.id = h.lease_id join customers c on c.id = l.customer_id
          where h.asset_id = a.id and h.end_date >= ${today}
          order by h.start_date limit 1) cur on true
        left join lateral (
          select r.id as release_id from lease_release_booths rb join lease_releases r on r.id = rb.release_id
          where rb.asset_id = a.id and r.state = 'open' and r.sign_up_start <= ${today} and r.sign_up_end >= ${today}
          order by r.created_at desc limit 1) rel on true
        where a.id in (${idList(assetIds)})`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        state: r.state,
        ownerId: r.owner_id,
        ownerName: r.owner_name,
        leaseId: r.lease_id,
        leaseNo: r.lease_no,
        tenantName: r.tenant_name,
        startDate: r.start_date,
        endDate: r.end_date,
        monthlyRentFen: r.rent !== null ? Number(r.rent) : boothRentFen({ price: r.price }).monthlyRentFen,
        releaseId: r.release_id,
      },
    ]),
  )
}
