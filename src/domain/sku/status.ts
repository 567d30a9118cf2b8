/** The product list's tabs (on / off shelf, low stock, near expiry), their counts and payloads, and the SKU marks. */
import type { SkuItem, SkuPagePayload, SkuStats } from '@/contract/types'
import { tabsOf, type FilterTab } from '@/components/FilterTabs'
import type { MarkTone } from '@/components/Marks'
import { statusMap } from '@/components/StatusTag'

export type SkuFilter = 'all' | 'onShelf' | 'offShelf' | 'lowStock' | 'nearExpiry'

const FILTER_LABELS: Readonly<Record<Exclude<SkuFilter, 'all'>, string>> = { onShelf: '在售', offShelf: '已下架', lowStock: '库存预警', nearExpiry: '临期' }
const COUNT_OF: Readonly<Record<SkuFilter, keyof SkuStats>> = { all: 'total', onShelf: 'onShelf', offShelf: 'offShelf', lowStock: 'lowStock', nearExpiry: 'nearExpiry' }

/** The tabs, each with its count once the statistics are in ('在售(12)'). */
export function skuTabs(stats: SkuStats | undefined): FilterTab<SkuFilter>[] {
  return tabsOf(FILTER_LABELS, { count: stats ? (v) => stats[COUNT_OF[v]] : undefined })
}

/** The sku/page filter of a tab. */
export function skuFilterPayload(f: SkuFilter): Partial<SkuPagePayload> {
  switch (f) {
    case 'onShelf':
      return { onShelf: true }
    case 'offShelf':
      return { onShelf: false }
    case 'lowStock':
      return { lowStock: true }
    case 'nearExpiry':
      return { nearExpiry: true }
    default:
      return {}
  }
}

export const SHELF_STATUS = statusMap({ on: '在售', off: '已下架' }, { on: 'success', off: 'default' })
export const shelfKey = (s: Pick<SkuItem, 'onShelf'>) => (s.onShelf ? 'on' : 'off')

/** The alerts a SKU carries: 库存不足 under its threshold, 临期 with a batch near expiry. */
export function skuMarks(s: Pick<SkuItem, 'lowStock' | 'nearExpiry'>): Array<{ key: string; text: string; tone: MarkTone }> {
  return [...(s.lowStock ? [{ key: 'lowStock', text: '库存不足', tone: 'danger' as const }] : []), ...(s.nearExpiry ? [{ key: 'nearExpiry', text: '临期', tone: 'warning' as const }] : [])]
}
