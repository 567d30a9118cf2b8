/** /api/basic/assetsHydropower/page: water and electricity meters of the caller's assets. */
import { eq, inArray } from 'drizzle-orm'
import { contract, type AssetHydropower } from '@/contract'
import { assets, assetsHydropower } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../lib/paging'
import { iso, resource } from '../../lib/resource'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { customerScope } from './scope'

const hydropower = resource({
  table: assetsHydropower,
  id: assetsHydropower.id,
  scope: customerScope(assetsHydropower.customerId),
  order: [by.asc(assetsHydropower.meterNo), by.asc(assetsHydropower.id)],
  async present(db, rows): Promise<AssetHydropower[]> {
    const ids = [...new Set(rows.map((r) => r.assetId))]
    const names = ids.length ? await db.select({ id: assets.id, name: assets.name }).from(assets).where(inArray(assets.id, ids)) : []
    const nameOf = new Map(names.map((n) => [n.id, n.name]))
    return rows.map((r) => ({
      id: r.id,
      assetId: r.assetId,
      assetName: nameOf.get(r.assetId) ?? '',
      meterType: r.meterType as AssetHydropower['meterType'],
      meterNo: r.meterNo,
      lastReading: Number(r.lastReading),
      lastReadingTime: iso(r.lastReadingAt),
      unitPrice: Number(r.unitPrice),
    }))
  },
})

export const hydropowerHandlers = [
  handler({
    endpoint: contract.basic.assetsHydropower.page,
    access: ['supplier', 'proprietor', 'maintainer'],
    input: { ...pageShape, meterType: opt(oneOf(['water', 'electric'] as const, '表计类型不正确')), assetId: opt(id()) },
    handle: ({ db, user }, input) =>
      hydropower.page(db, user, pageArgs(input), [
        input.meterType ? eq(assetsHydropower.meterType, input.meterType) : undefined,
        input.assetId ? eq(assetsHydropower.assetId, input.assetId) : undefined,
      ]),
  }),
]
