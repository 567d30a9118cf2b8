/** How the lease screens write money (integer fen), terms and booths. */
import type { LeaseBooth, LeaseItem } from '@/contract/types'
import { date, money } from '@/core/format'

export const fen = (v: number): string => money(v / 100)

export const term = (l: { startDate: string; endDate: string }): string => `${date(l.startDate)} 至 ${date(l.endDate)}`

/** 'SC-A-01（蔬菜区 · 标准摊位 · 12㎡）', or the zone asked for while the market is to assign a booth. */
export function boothText(l: Pick<LeaseItem, 'booth' | 'areaName'>): string {
  if (l.booth) return boothLine(l.booth)
  return l.areaName ? `${l.areaName}（待市场分配摊位）` : '待市场分配摊位'
}

export const boothLine = (b: LeaseBooth): string => `${b.code}（${b.areaName} · ${b.typeName} · ${b.size}㎡）`
