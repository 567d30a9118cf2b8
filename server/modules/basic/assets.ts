/**
 * /api/basic/assetsManage/* and assetsType/page. A leasable asset carries its owner and its lease
 * today (`lease`, from the lease tables: docs/lease.md, "A booth's state"), the park plan reads
 * every booth's state from getBoothStates, and a proprietor sees the assets it owns.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { BOOTH_LEASE_STATES, contract, type Asset, type AssetState, type AssetType, type BoothLeaseState, type OwnerAssetSummary } from '@/contract'
import type { Db } from '../../db/client'
import { areas, ASSET_STATES, assets, assetTypes } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, rowsOf } from '../../data/query'
import { resource } from '../../data/resource'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { boothLeases, boothStateSql, inZoneSql, leasableSql, type BoothLeaseInfo } from '../lease/booths'
import { customerScope } from './scope'

const LEASABLE: readonly string[] = ['forLease', 'leased']

async function namesOf(db: Db, table: typeof areas | typeof assetTypes, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

const assetColumns = {
  table: assets,
  id: assets.id,
  order: [by.asc(assets.code)],
  async present(db: Db, rows: Array<typeof assets.$inferSelect>): Promise<Asset[]> {
    const [areaNames, typeNames, leased] = await Promise.all([
      namesOf(db, areas, rows.map((r) => r.areaId)),
      namesOf(db, assetTypes, rows.map((r) => r.typeId)),
      boothLeases(db, rows.filter((r) => LEASABLE.includes(r.state)).map((r) => r.id), chinaDay()),
    ])
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      typeId: r.typeId,
      typeName: typeNames.get(r.typeId) ?? '',
      areaId: r.areaId,
      areaName: areaNames.get(r.areaId) ?? '',
      state: r.state as AssetState,
      size: Number(r.size),
      price: Number(r.price),
      customerId: r.customerId,
      lease: leaseOf(leased.get(r.id)),
    }))
  },
}

const leaseOf = (i: BoothLeaseInfo | undefined): Asset['lease'] => {
  if (!i) return null
  const { leaseNo: _no, releaseId: _release, ...lease } = i
  return lease
}

/** A proprietor's assets are the ones it owns; a merchant's the ones it holds; staff and maintainers see all. */
const ownScope = (u: AuthUser | null): SQL | undefined => (u?.userType === 'proprietor' ? (u.customerId ? eq(assets.ownerId, u.customerId) : sql`false`) : customerScope(assets.customerId)(u))

/** The caller's own assets (market staff: all). */
export const ownAssets = resource({ ...assetColumns, scope: ownScope })
/** Market-wide listings (for sale, for lease, arrival booths): visible to every logged-in user. */
const marketAssets = resource(assetColumns)

const typeResource = resource({
  table: assetTypes,
  id: assetTypes.id,
  order: [by.asc(assetTypes.code)],
  present: (_db, rows): AssetType[] => rows.map((t) => ({ id: t.id, name: t.name, code: t.code })),
})

const filters = { areaId: opt(id()), typeId: opt(id()), keyword: fields.keyword(), leaseState: opt(oneOf(BOOTH_LEASE_STATES, '租赁状态不正确')) }
const filterSql = (f: { areaId?: string; typeId?: string; keyword?: string; leaseState?: BoothLeaseState }) => {
  const like = f.keyword ? containsPattern(f.keyword) : undefined
  return [
    f.leaseState ? and(leasableSql(), sql`${boothStateSql(assets.id, chinaDay())} = ${f.leaseState}`) : undefined,
    f.areaId ? eq(assets.areaId, f.areaId) : undefined,
    f.typeId ? eq(assets.typeId, f.typeId) : undefined,
    like ? or(ilike(assets.code, like), ilike(assets.name, like)) : undefined,
  ]
}

export const assetHandlers = [
  handler({
    endpoint: contract.basic.assetsManage.page,
    access: ['supplier', 'proprietor', 'maintainer', 'staff'],
    module: { proprietor: 'ownerAssets' },
    input: { ...pageShape, ...filters, state: opt(oneOf(ASSET_STATES, '资产状态不正确')) },
    handle: ({ db, user }, input) =>
      ownAssets.page(db, user, pageArgs(input), [...filterSql(input), input.state ? eq(assets.state, input.state) : undefined]),
  }),
  handler({
    endpoint: contract.basic.assetsManage.getSaleAndLeaseAssets,
    access: 'user',
    input: { ...pageShape, ...filters, state: opt(oneOf(['forSale', 'forLease'] as const, '资产状态不正确')) },
    handle: ({ db, user }, input) =>
      marketAssets.page(db, user, pageArgs(input), [...filterSql(input), inArray(assets.state, input.state ? [input.state] : ['forSale', 'forLease'])]),
  }),
  handler({
    endpoint: contract.basic.assetsManage.getArrivalBooth,
    access: ['supplier', 'purchaser', 'dc'],
    input: { areaId: opt(id()) },
    handle: ({ db, user }, input) => marketAssets.list(db, user, [...filterSql(input), eq(assets.state, 'arrival')]),
  }),
  handler({
    endpoint: contract.basic.assetsManage.getBoothStates,
    access: 'user',
    input: { areaId: opt(id()) },
    async handle({ db }, input) {
      const rows = await db
        .select({ assetId: assets.id, areaId: assets.areaId, code: assets.code, state: boothStateSql(assets.id, chinaDay()) })
        .from(assets)
        .where(and(leasableSql(), input.areaId ? inZoneSql(assets.areaId, input.areaId) : undefined))
        .orderBy(assets.code)
      return rows
    },
  }),
  handler({
    endpoint: contract.basic.assetsManage.getOwnerSummary,
    access: ['proprietor'],
    module: { proprietor: 'ownerAssets' },
    input: {},
    async handle({ db, user }): Promise<OwnerAssetSummary> {
      const today = chinaDay()
      const rows = await rowsOf<{ state: BoothLeaseState; n: number }>(
        db,
        sql`select ${boothStateSql(sql`a.id`, today)} as state, count(*)::int as n from ${assets} a where a.owner_id = ${user.customerId ?? ''} and a.state in ('forLease', 'leased') group by 1`,
      )
      const counts = Object.fromEntries(BOOTH_LEASE_STATES.map((s) => [s, 0])) as Record<BoothLeaseState, number>
      for (const r of rows) counts[r.state] = r.n
      const owned = await db.select({ id: assets.id }).from(assets).where(and(eq(assets.ownerId, user.customerId ?? ''), leasableSql()))
      const leases = await boothLeases(db, owned.map((o) => o.id), today)
      const monthlyRentFen = [...leases.values()].filter((l) => l.state === 'let').reduce((s, l) => s + l.monthlyRentFen, 0)
      return { total: owned.length, counts, monthlyRentFen }
    },
  }),
  handler({
    endpoint: contract.basic.assetsType.page,
    access: 'user',
    input: { ...pageShape },
    handle: ({ db, user }, input) => typeResource.page(db, user, pageArgs(input)),
  }),
]
