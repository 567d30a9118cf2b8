/** Bill pay states: names and colours (the contract's labels), the list's tabs with their counts, and what may be paid. */
import { BILL_PAY_STATUS_LABELS, BILL_TYPE_LABELS, PAYABLE_BILL_STATUS, type BillCounts, type BillPayStatus, type BillType } from '@/contract/types'
import { tabsOf, type FilterTab } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

// Partly paid still owes money: the warning tone, as unpaid (the accent read as settled).
export const BILL_STATUS = statusMap(BILL_PAY_STATUS_LABELS, { unpaid: 'warning', partial: 'warning', paid: 'success', refunded: 'default' })

/** A derived flag beside the pay status. */
export const OVERDUE_STATUS = statusMap({ overdue: '已逾期' }, { overdue: 'danger' })

export type BillFilter = BillPayStatus | 'all'

/** 全部 and each pay status, with its count once the counts are in ('未支付(3)'). */
export function billTabs(counts: BillCounts | undefined): FilterTab<BillFilter>[] {
  return tabsOf(BILL_STATUS, { count: counts ? (v) => (v === 'all' ? counts.total : counts[v]) : undefined })
}

export const billTypeText = (t: BillType): string => BILL_TYPE_LABELS[t] ?? t

/** A bill can be paid (its outstanding amount) while unpaid or partly paid. */
export const isPayable = (b: { payStatus: BillPayStatus; outstandingFen: number }): boolean =>
  (PAYABLE_BILL_STATUS as readonly BillPayStatus[]).includes(b.payStatus) && b.outstandingFen > 0
