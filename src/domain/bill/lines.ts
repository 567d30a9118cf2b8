/** How a bill line's amount came about, for the bill detail. */
import type { BillLine } from '@/contract/types'
import { money } from '@/core/format'

/**
 * Units that name a span of time read as a count with 个 ('1个月', not '1月', which is January).
 * Other units follow the number as they are ('21吨').
 */
const COUNTED_UNITS: Readonly<Record<string, string>> = { 月: '个月', 季度: '个季度', 星期: '个星期' }

/**
 * '1个月 × ¥1,800.00/月', '21吨 × ¥4.10/吨', '2 × ¥5.00'; '' for a flat fee (no quantity). The
 * quantity with its unit, times the unit price per unit.
 */
export function billLineCalc(l: Pick<BillLine, 'quantity' | 'unit' | 'unitPriceFen'>): string {
  if (l.quantity === null) return ''
  const unit = l.unit ?? ''
  const quantity = `${l.quantity}${COUNTED_UNITS[unit] ?? unit}`
  if (l.unitPriceFen === null) return quantity
  return `${quantity} × ${money(l.unitPriceFen)}${unit ? `/${unit}` : ''}`
}
