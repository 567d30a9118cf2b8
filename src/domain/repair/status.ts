/** Repair states: names and colours (the contract's labels), the lists' tabs, and what each party may do next. */
import { REPAIR_STATE_LABELS, type RepairStatus } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const REPAIR_STATUS = statusMap(REPAIR_STATE_LABELS, { submitted: 'warning', assigned: 'primary', inProgress: 'primary', completed: 'success', rated: 'default' })

export type RepairFilter = RepairStatus | 'all'

export const REPAIR_TABS = tabsOf(REPAIR_STATUS)

/** The merchant rates a completed repair, once. */
export const isRateable = (r: { status: RepairStatus }): boolean => r.status === 'completed'
