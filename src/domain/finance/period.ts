/** A period of market days for the finance exports: the server's own checks, in its words (server/modules/market/financeExports.ts). */
import dayjs from 'dayjs'
import { FINANCE_LIMITS } from '@/contract/types'

/** The refusal of a period, or null when it may be exported. */
export function periodError(from: string, to: string, today: string): string | null {
  if (!from) return '请选择开始日期'
  if (!to) return '请选择结束日期'
  if (to > today) return '结束日期不能大于当前时间，请重新选择！'
  if (from > to) return '开始日期不能晚于结束日期'
  if (dayjs(from).add(FINANCE_LIMITS.maxSpanDays - 1, 'day').format('YYYY-MM-DD') < to) return `导出区间不能超过${FINANCE_LIMITS.maxSpanDays}天`
  return null
}
