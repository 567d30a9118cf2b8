/** Bill pay states: names and colours (the contract's labels), the list's tabs with their counts, and what may be paid. */
import { BILL_PAY_STATUS, BILL_PAY_STATUS_LABELS, BILL_TYPE_LABELS, PAYABLE_BILL_STATUS, type BillCounts, type BillPayStatus, type BillType } from '@/contract/types'
import type { FilterTab } from '@/components/FilterTabs'
import type { StatusMap, StatusTone } from '@/components/StatusTag'

// Partly paid still owes money: the warning tone, as unpaid (the accent read as settled).
const TONES: Readonly<Record<BillPayStatus, StatusTone>> = { unpaid: 'warning', partial: 'warning', paid: 'success', refunded: 'default' }

export const BILL_STATUS: StatusMap & Readonly<Record<BillPayStatus, { text: string; tone: StatusTone }>> = Object.fromEntries(
  BILL_PAY_STATUS.map((s) => [s, { text: BILL_PAY_STATUS_LABELS[s], tone: TONES[s] }]),
) as Record<BillPayStatus, { text: string; tone: StatusTone }>

export const OVERDUE_STATUS: StatusMap = { overdue: { text: '已逾期', tone: 'danger' } }

export type BillFilter = BillPayStatus | 'all'

/** 全部 and each pay status, with its count once the counts are in ('未支付(3)'). */
export function billTabs(counts: BillCounts | undefined): FilterTab<BillFilter>[] {
  const title = (text: string, n: number | undefined) => (counts ? `${text}(${n ?? 0})` : text)
  return [{ value: 'all', title: title('全部', counts?.total) }, ...BILL_PAY_STATUS.map((s) => ({ value: s, title: title(BILL_PAY_STATUS_LABELS[s], counts?.[s]) }))]
}

export const billTypeText = (t: BillType): string => BILL_TYPE_LABELS[t] ?? t

/** A bill can be paid (its outstanding amount) while unpaid or partly paid. */
export const isPayable = (b: { payStatus: BillPayStatus; outstandingFen: number }): boolean =>
  (PAYABLE_BILL_STATUS as readonly BillPayStatus[]).includes(b.payStatus) && b.outstandingFen > 0
