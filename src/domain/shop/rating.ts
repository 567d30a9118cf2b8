/** How a shop's rating summary reads: '4.6分 · 23条评价', or 暂无评价. */
import type { RatingSummary } from '@/contract/types'

export function ratingText(r: RatingSummary | null | undefined): string {
  if (!r || !r.count) return '暂无评价'
  return `${r.avgStars.toFixed(1)}分 · ${r.count}条评价`
}

/** A booth as one line: 'A-01 蔬菜区1号' (code and name, without repeating one in the other). */
export function boothText(b: { code: string; name: string } | null | undefined): string {
  if (!b) return ''
  return b.name && b.name !== b.code && !b.name.includes(b.code) ? `${b.code} ${b.name}` : b.name || b.code
}
