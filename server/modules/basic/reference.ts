/** Reference data: the area tree (public) and measure methods. */
import { asc, eq } from 'drizzle-orm'
import { contract, METER_TYPES, type AreaNode, type MeasureMethod, type MeterType } from '@/contract'
import { areas, measureMethods } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'

const measureResource = resource({
  table: measureMethods,
  id: measureMethods.id,
  order: [by.asc(measureMethods.id)],
  present: (_db, rows): MeasureMethod[] => rows.map((m) => ({ id: m.id, name: m.name, meterType: m.meterType as MeterType, unit: m.unit, priceFen: m.priceFen, remark: m.remark })),
})

/** Builds the nested tree from parent links (rows whose parent is missing become roots). */
export function toTree(rows: Array<typeof areas.$inferSelect>): AreaNode[] {
  const place = (r: (typeof rows)[number]) => (r.latitude !== null && r.longitude !== null ? { latitude: Number(r.latitude), longitude: Number(r.longitude) } : {})
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, level: r.level, ...place(r), children: [] as AreaNode[] }]))
  const roots: AreaNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)!
    const parent = r.parentId ? nodes.get(r.parentId) : undefined
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

export const referenceHandlers = [
  handler({
    endpoint: contract.basic.area.getAreaVOTree,
    access: 'public',
    input: {},
    handle: async ({ db }) => toTree(await db.select().from(areas).orderBy(asc(areas.level), asc(areas.sort), asc(areas.id))),
  }),
  handler({
    endpoint: contract.basic.measureMethod.page,
    access: 'user',
    input: { ...pageShape, meterType: opt(oneOf(METER_TYPES, '表计类型不正确')) },
    handle: ({ db, user }, input) => measureResource.page(db, user, pageArgs(input), [input.meterType ? eq(measureMethods.meterType, input.meterType) : undefined]),
  }),
]
