/**
 * What the daily settlement's screen and its shared picture both read from a DailySettlement
 * (types/settlement.ts): a row's count in words, which rows are totals, the picture's file name.
 */
import type { DailySettlement, SettlementRow, SettlementRowKey } from '@/contract/types/settlement'
import { parseDate } from '@/core/format'

/** Rows that sum the rows above them: shown and drawn in bold. */
const TOTALS: ReadonlySet<SettlementRowKey> = new Set(['salesTotal', 'repaid', 'refundTotal', 'cashNet', 'net'])
export const isTotalRow = (r: SettlementRow): boolean => TOTALS.has(r.key)

/** '3笔' (orders, repayments, refunds) or '1张' (coupons). */
export const countText = (r: SettlementRow): string => `${r.count}${r.key === 'couponUsed' ? '张' : '笔'}`

/** The shared picture's file name on H5. */
export const settlementFileName = (s: DailySettlement): string => `日结对账-${s.day}.png`

/** The sales section's total row (what the summary shows as 销售合计). */
export const salesTotalFen = (s: DailySettlement): number => s.sections.flatMap((x) => x.rows).find((r) => r.key === 'salesTotal')?.amountFen ?? 0

/** The day `n` days after a 'YYYY-MM-DD' day (前一天 / 后一天). */
export const shiftDay = (day: string, n: number): string => parseDate(day)!.add(n, 'day').format('YYYY-MM-DD')
