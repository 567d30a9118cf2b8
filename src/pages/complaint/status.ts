/** Complaint status names and colours, and the list's filter tabs. */
import type { ComplaintStatus } from '../../api/contract/types'
import type { FilterTab } from '../../components/FilterTabs'
import type { StatusMap } from '../../components/StatusTag'

export const COMPLAINT_STATUS: StatusMap = {
  pending: { text: '待受理', tone: 'warning' },
  processing: { text: '处理中', tone: 'primary' },
  replied: { text: '已回复', tone: 'success' },
  closed: { text: '已关闭', tone: 'default' },
}

export type ComplaintFilter = ComplaintStatus | 'all'

export const COMPLAINT_TABS: readonly FilterTab<ComplaintFilter>[] = [
  { title: '全部', value: 'all' },
  { title: '待受理', value: 'pending' },
  { title: '处理中', value: 'processing' },
  { title: '已回复', value: 'replied' },
  { title: '已关闭', value: 'closed' },
]

export const COMPLAINT_LIST = '/pages/complaint/index'
export const COMPLAINT_CREATE = '/pages/complaint/create'
export const COMPLAINT_DETAIL = '/pages/complaint/detail'
