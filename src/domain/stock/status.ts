/** Loss report states and reasons, their tabs and picker options, and the marks of a stock batch. */
import { LOSS_REASON_LABELS, LOSS_REASONS, LOSS_REPORT_LABELS, NEAR_EXPIRY_DAYS, type LossReason, type LossReportStatus, type StockBatch } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import type { MarkTone } from '@/components/Marks'
import type { PickerOption } from '@/components/PickerField'
import { statusMap } from '@/components/StatusTag'

export const LOSS_STATUS = statusMap(LOSS_REPORT_LABELS, { pending: 'warning', approved: 'success', rejected: 'danger' })

export type LossFilter = LossReportStatus | 'all'
export const LOSS_TABS = tabsOf(LOSS_STATUS)

export const LOSS_REASON_OPTIONS: readonly PickerOption[] = LOSS_REASONS.map((value) => ({ value, label: LOSS_REASON_LABELS[value] }))
export const lossReasonText = (r: LossReason): string => LOSS_REASON_LABELS[r] ?? r

/** Only a pending report can be changed; an approved one cannot be deleted. */
export const isLossEditable = (r: { status: LossReportStatus }): boolean => r.status === 'pending'
export const isLossDeletable = (r: { status: LossReportStatus }): boolean => r.status !== 'approved'

/** A batch's expiry mark: 已过期, 临期 with the days left (within NEAR_EXPIRY_DAYS), or none. */
export function batchMark(b: Pick<StockBatch, 'expired' | 'nearExpiry' | 'daysLeft'>): { key: 'expired' | 'nearExpiry'; text: string; tone: MarkTone } | null {
  if (b.expired) return { key: 'expired', text: '已过期', tone: 'danger' }
  if (b.nearExpiry) return { key: 'nearExpiry', text: b.daysLeft <= 0 ? '今天到期' : `临期 · 剩${b.daysLeft}天`, tone: 'warning' }
  return null
}

export const NEAR_EXPIRY_HINT = `保质期剩余${NEAR_EXPIRY_DAYS}天内的批次标记为临期`
