/** Reference data: the area tree (public) and measure methods. */
import { asc } from 'drizzle-orm'
import { contract, type AreaNode, type MeasureMethod } from '@/contract'
import { areas, measureMethods } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../lib/paging'
import { resource } from '../../lib/resource'
import { handler } from '../../http/handler'

const measureResource = resource({
  table: measureMethods,
  id: measureMethods.id,
  order: [by.asc(measureMethods.id)],
  present: (_db, rows): MeasureMethod[] => rows.map((m) => ({ id: m.id, name: m.name, unit: m.unit, remark: m.remark })),
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
    input: { ...pageShape },
    handle: ({ db, user }, input) => measureResource.page(db, user, pageArgs(input)),
  }),
]
