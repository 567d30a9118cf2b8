/** Repair states: names and colours (the contract's labels), the lists' tabs, and what each party may do next. */
import { REPAIR_STATE_LABELS, type RepairStatus } from '@/contract/types'
import { labelledStatus, statusTabs, type StatusTone } from '@/components/StatusTag'

const TONES: Readonly<Record<RepairStatus, StatusTone>> = { submitted: 'warning', assigned: 'primary', inProgress: 'primary', completed: 'success', rated: 'default' }

export const REPAIR_STATUS = labelledStatus(REPAIR_STATE_LABELS, TONES)

export type RepairFilter = RepairStatus | 'all'

export const REPAIR_TABS = statusTabs<RepairStatus>(REPAIR_STATUS)

/** The merchant rates a completed repair, once. */
export const isRateable = (r: { status: RepairStatus }): boolean => r.status === 'completed'
