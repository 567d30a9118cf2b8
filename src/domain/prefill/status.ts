/** Entry report states: one map for every entry reporting screen (tags, tabs), and what each allows. */
import { PREFILL_STATE_LABELS, type PrefillStatus } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const PREFILL_STATUS = statusMap(PREFILL_STATE_LABELS, { submitted: 'warning', approved: 'primary', rejected: 'danger', entered: 'success', revoked: 'default' })

export type PrefillTab = PrefillStatus | 'all'

export const PREFILL_TABS = tabsOf(PREFILL_STATUS)

/** Only a submitted report can be revoked; only a rejected one resubmitted. */
export const canRevoke = (s: PrefillStatus): boolean => s === 'submitted'
export const canResubmit = (s: PrefillStatus): boolean => s === 'rejected'
