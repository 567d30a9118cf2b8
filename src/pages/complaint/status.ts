/** Complaint status names and colours, and the list's filter tabs. */
import type { ComplaintStatus } from '@/contract/types'
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

export const COMPLAINT_LIST = '/pages/complaint/index'
export const COMPLAINT_CREATE = '/pages/complaint/create'
export const COMPLAINT_DETAIL = '/pages/complaint/detail'
