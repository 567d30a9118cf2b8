/** /api/basic/assetsManage/* and assetsType/page. */
import { eq, ilike, inArray, or } from 'drizzle-orm'
import { contract, type Asset, type AssetState, type AssetType } from '@/contract'
import type { Db } from '../../db/client'
import { areas, ASSET_STATES, assets, assetTypes } from '../../db/schema'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../lib/paging'
import { containsPattern } from '../../lib/query'
import { resource } from '../../lib/resource'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { customerScope } from './scope'

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
    const [areaNames, typeNames] = await Promise.all([namesOf(db, areas, rows.map((r) => r.areaId)), namesOf(db, assetTypes, rows.map((r) => r.typeId))])
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
    }))
  },
}
/** The caller's own assets (market staff: all). */
export const ownAssets = resource({ ...assetColumns, scope: customerScope(assets.customerId) })
/** Market-wide listings (for sale, for lease, arrival booths): visible to every logged-in user. */
const marketAssets = resource(assetColumns)

const typeResource = resource({
  table: assetTypes,
  id: assetTypes.id,
  order: [by.asc(assetTypes.code)],
  present: (_db, rows): AssetType[] => rows.map((t) => ({ id: t.id, name: t.name, code: t.code })),
})

const filters = { areaId: opt(id()), typeId: opt(id()), keyword: fields.keyword() }
const filterSql = (f: { areaId?: string; typeId?: string; keyword?: string }) => {
  const like = f.keyword ? containsPattern(f.keyword) : undefined
  return [
    f.areaId ? eq(assets.areaId, f.areaId) : undefined,
    f.typeId ? eq(assets.typeId, f.typeId) : undefined,
    like ? or(ilike(assets.code, like), ilike(assets.name, like)) : undefined,
  ]
}

export const assetHandlers = [
  handler({
    endpoint: contract.basic.assetsManage.page,
    access: ['supplier', 'proprietor', 'maintainer', 'staff'],
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
    endpoint: contract.basic.assetsType.page,
    access: 'user',
    input: { ...pageShape },
    handle: ({ db, user }, input) => typeResource.page(db, user, pageArgs(input)),
  }),
]
