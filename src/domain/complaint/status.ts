/** Complaint status names (the contract's labels) and colours, and the list's filter tabs. */
import { COMPLAINT_STATE_LABELS, type ComplaintStatus } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const COMPLAINT_STATUS = statusMap(COMPLAINT_STATE_LABELS, { pending: 'warning', processing: 'primary', replied: 'success', closed: 'default' })

export type ComplaintFilter = ComplaintStatus | 'all'

export const COMPLAINT_TABS = tabsOf(COMPLAINT_STATUS)

/** Only a complaint the market has not taken up yet can be changed or deleted. */
export const isEditable = (c: { status: ComplaintStatus }): boolean => c.status === 'pending'
