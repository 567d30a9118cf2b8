/**
 * /api/basic/assetsHydropower/page: water and electricity meters (docs/estate.md, "Meters"): a
 * merchant's or owner's own, every meter for the maintainers; each with this period's reading
 * state and its booth's arrears, so the meter screens need no other call.
 */
import { eq, ilike, or, sql } from 'drizzle-orm'
import { contract, METER_TYPES } from '@/contract'
import { assets, assetsHydropower, meterReadings } from '../../db/schema'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { bool, id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { currentPeriod, presentMeters } from '../estate/meterRead'
import { customerScope } from './scope'

export const meterResource = resource({
  table: assetsHydropower,
  id: assetsHydropower.id,
  scope: customerScope(assetsHydropower.customerId),
  order: [by.asc(assetsHydropower.meterNo), by.asc(assetsHydropower.id)],
  present: (db, rows) => presentMeters(db, rows),
})

export const hydropowerHandlers = [
  handler({
    endpoint: contract.basic.assetsHydropower.page,
    access: ['supplier', 'proprietor', 'maintainer'],
    module: { maintainer: 'meterReading' },
    input: { ...pageShape, meterType: opt(oneOf(METER_TYPES, '表计类型不正确')), assetId: opt(id()), read: opt(bool()), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const readNow = sql`exists (select 1 from ${meterReadings} r where r.meter_id = ${assetsHydropower.id} and r.period = ${currentPeriod()})`
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      return meterResource.page(db, user, pageArgs(input), [
        input.meterType ? eq(assetsHydropower.meterType, input.meterType) : undefined,
        input.assetId ? eq(assetsHydropower.assetId, input.assetId) : undefined,
        input.read === undefined ? undefined : input.read ? readNow : sql`not ${readNow}`,
        like ? or(ilike(assetsHydropower.meterNo, like), sql`${assetsHydropower.assetId} in (select id from ${assets} where code ilike ${like})`) : undefined,
      ])
    },
  }),
]
