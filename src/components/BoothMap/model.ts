/**
 * The park plan's shape: the area tree (market, zones, rows, booths) joined with the assets whose
 * state the caller may know (by the asset's area) and, for leasable booths, their lease state today
 * (getBoothStates: the same data as the lease screens). Booths without a known asset stay plain.
 */
import type { AreaNode, Asset, AssetState, BoothLeaseState } from '@/contract/types'

export interface BoothCell {
  id: string
  /** Short label: the asset code, else the area name without its 号摊位 suffix. */
  label: string
  name: string
  asset?: Asset
  /** Leasable booths: vacant, reserved, let or released for sign-up today. */
  leaseState?: BoothLeaseState
}
export interface BoothRow {
  id: string
  name: string
  booths: BoothCell[]
}
export interface Zone {
  id: string
  name: string
  rows: BoothRow[]
}

/**
 * How each asset state is called and coloured on the plan (legend order). A booth's code and
 * state are white on its colour: every colour reaches 4.5:1 with white (the orange was #e6900f,
 * 2.5:1, and the blue #3a78e0, 4.2:1, darkened just enough).
 */
export const BOOTH_STATES: ReadonlyArray<{ state: AssetState; text: string; color: string }> = [
  { state: 'forSale', text: '在售', color: '#a3660b' },
  { state: 'forLease', text: '招租', color: '#0a670e' },
  { state: 'leased', text: '已出租', color: '#2f70de' },
  { state: 'arrival', text: '到货位', color: '#8a4fd3' },
]
export const PLAIN_BOOTH = { text: '暂无信息', color: '#f2f3f5' }

export const boothState = (state: AssetState | undefined) => BOOTH_STATES.find((s) => s.state === state)

const cell = (node: AreaNode, byArea: Map<string, Asset>, leaseStates: ReadonlyMap<string, BoothLeaseState>): BoothCell => {
  const asset = byArea.get(node.id)
  const leaseState = asset ? leaseStates.get(asset.id) : undefined
  return { id: node.id, name: node.name, label: asset?.code ?? node.name.replace(/号?摊位$/, ''), asset, ...(leaseState ? { leaseState } : {}) }
}

/**
 * Zones with their rows of booths. A single root with grandchildren (the market) is skipped; a zone's children
 * that have no children of their own are its booths, gathered in one row named after the zone.
 */
export function zonesOf(tree: readonly AreaNode[], assets: readonly Asset[], leaseStates: ReadonlyMap<string, BoothLeaseState> = new Map()): Zone[] {
  const byArea = new Map(assets.map((a) => [a.areaId, a]))
  const top = tree.length === 1 && tree[0].children.some((c) => c.children.length) ? tree[0].children : tree
  return top.map((zone) => {
    const rows: BoothRow[] = zone.children.filter((r) => r.children.length).map((r) => ({ id: r.id, name: r.name, booths: r.children.map((b) => cell(b, byArea, leaseStates)) }))
    const loose = zone.children.filter((r) => !r.children.length)
    if (loose.length) rows.push({ id: `${zone.id}-booths`, name: zone.name, booths: loose.map((b) => cell(b, byArea, leaseStates)) })
    return { id: zone.id, name: zone.name, rows }
  })
}
