/** How the lease screens write terms and booths (money: core/format's money(fen)). */
import type { LeaseBooth, LeaseItem } from '@/contract/types'
import { date } from '@/core/format'

export const term = (l: { startDate: string; endDate: string }): string => `${date(l.startDate)} 至 ${date(l.endDate)}`

/** 'SC-A-01（蔬菜区 · 标准摊位 · 12㎡）', or the zone asked for while the market is to assign a booth. */
export function boothText(l: Pick<LeaseItem, 'booth' | 'areaName'>): string {
  if (l.booth) return boothLine(l.booth)
  return l.areaName ? `${l.areaName}（待市场分配摊位）` : '待市场分配摊位'
}

export const boothLine = (b: LeaseBooth): string => `${b.code}（${b.areaName} · ${b.typeName} · ${b.size}㎡）`
