/** Status tags of a shop's scales (their PLU list's delivery) and of their weighing tickets. */
import { SCALE_STATE_LABELS, SCALE_SYNC_LABELS, SCALE_TICKET_LABELS } from '@/contract/types'
import { statusMap } from '@/components/StatusTag'
import { tabsOf } from '@/components/FilterTabs'

export const SCALE_STATUS = statusMap(SCALE_STATE_LABELS, { bound: 'success', unbound: 'default' })
export const SCALE_SYNC_STATUS = statusMap(SCALE_SYNC_LABELS, { pending: 'warning', sent: 'success', failed: 'danger' })
export const SCALE_TICKET_STATUS = statusMap(SCALE_TICKET_LABELS, { open: 'warning', claimed: 'success', cancelled: 'default', expired: 'default' })
/** Filters of the ticket list (an open ticket past its time shows under 待确认 as 已过期). */
export const SCALE_TICKET_TABS = tabsOf(SCALE_TICKET_LABELS, { values: ['open', 'claimed', 'cancelled'], all: false })
