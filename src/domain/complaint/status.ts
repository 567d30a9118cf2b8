/** Complaint status names and colours, and the list's filter tabs. */
import type { ComplaintStatus } from '@/contract'
import type { FilterTab } from '@/components/FilterTabs'
import { statusTabs, type StatusMap, type StatusTone } from '@/components/StatusTag'

export const COMPLAINT_STATUS: StatusMap & Readonly<Record<ComplaintStatus, { text: string; tone: StatusTone }>> = {
  pending: { text: '待受理', tone: 'warning' },
  processing: { text: '处理中', tone: 'primary' },
  replied: { text: '已回复', tone: 'success' },
  closed: { text: '已关闭', tone: 'default' },
}

export type ComplaintFilter = ComplaintStatus | 'all'

export const COMPLAINT_TABS: readonly FilterTab<ComplaintFilter>[] = statusTabs<ComplaintStatus>(COMPLAINT_STATUS)

/** Only a complaint the market has not taken up yet can be changed or deleted. */
export const isEditable = (c: { status: ComplaintStatus }): boolean => c.status === 'pending'
