/**
 * The work lines of a worksheet (the consumables and services used): the items the pickers hand
 * back, the quantities typed on the screen, the checks made before the call (the server prices,
 * checks and stocks them again) and the lines the contract takes.
 */
import type { EstateMaterial, RepairServiceItem, WorkLineInput } from '@/contract/types'

/** A consumable or a service as the pickers (/maintainer/repairs/project, serviceProject) answer it. */
export interface WorkItem {
  id: string
  name: string
  /** Consumables: the specification, shown after the name. */
  spec?: string
  unit: string
  priceFen: number
  /** Consumables: what is left in the estate stock. */
  stock?: number
}

export interface WorkLine {
  item: WorkItem
  /** As typed. */
  quantity: string
}

export const materialItem = (m: EstateMaterial): WorkItem => ({ id: m.id, name: m.name, ...(m.spec ? { spec: m.spec } : {}), unit: m.unit, priceFen: m.priceFen, stock: m.quantity })
export const serviceItem = (s: RepairServiceItem): WorkItem => ({ id: s.id, name: s.name, unit: s.unit, priceFen: s.priceFen })

const QUANTITY = /^\d{1,6}(\.\d{1,2})?$/
export const QUANTITY_MSG = '数量需为大于0的数，最多2位小数'

/** The name with the specification. */
export const itemLabel = (i: WorkItem): string => (i.spec ? `${i.name} ${i.spec}` : i.name)

/** A chosen item joins the lines once, with quantity 1. */
export const withItem = (lines: readonly WorkLine[], item: WorkItem): WorkLine[] => (lines.some((l) => l.item.id === item.id) ? [...lines] : [...lines, { item, quantity: '1' }])

/** The first refusal of the lines (the server's words for stock), or null. */
export function workLinesProblem(lines: readonly WorkLine[]): string | null {
  for (const { item, quantity } of lines) {
    const q = quantity.trim()
    if (!QUANTITY.test(q) || Number(q) <= 0) return `${item.name}：${QUANTITY_MSG}`
    if (item.stock !== undefined && Number(q) > item.stock) return `「${item.name}」库存不足`
  }
  return null
}

export const toLineInputs = (lines: readonly WorkLine[]): WorkLineInput[] => lines.map((l) => ({ id: l.item.id, quantity: Number(l.quantity.trim()) }))

/** The work recorded, checked: the lines for the call, or the refusal to show. */
export function workRecord(materials: readonly WorkLine[], services: readonly WorkLine[]): { materials: WorkLineInput[]; services: WorkLineInput[] } | string {
  if (materials.length === 0 && services.length === 0) return '请至少添加一项耗材或服务'
  const problem = workLinesProblem(materials) ?? workLinesProblem(services)
  return problem ?? { materials: toLineInputs(materials), services: toLineInputs(services) }
}
