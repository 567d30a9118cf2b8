/**
 * The park plan's places that carry coordinates (the area tree: the market, its zones and rows;
 * the booths are left out, too many to list), as locations the H5 picker offers without any map.
 */
import type { AreaNode, PlaceLocation } from '@/contract/types'
import { round6 } from '@/core/coordinates'

/** Deepest level listed: 1 market, 2 zone, 3 row (4 would be the booths). */
const MAX_LEVEL = 3

export function placesOf(tree: readonly AreaNode[]): PlaceLocation[] {
  const out: PlaceLocation[] = []
  const walk = (nodes: readonly AreaNode[], trail: string[]) => {
    for (const n of nodes) {
      if (n.level > MAX_LEVEL) continue
      if (typeof n.latitude === 'number' && typeof n.longitude === 'number')
        out.push({ latitude: round6(n.latitude), longitude: round6(n.longitude), name: n.name, address: [...trail, n.name].join(' ') })
      walk(n.children, [...trail, n.name])
    }
  }
  walk(tree, [])
  return out
}

/** Whether two locations are the same point (to mark the kept one). */
export const samePlace = (a: PlaceLocation | null | undefined, b: PlaceLocation): boolean => !!a && a.latitude === b.latitude && a.longitude === b.longitude && a.name === b.name
