/** Entry report states: one map for every entry reporting screen (tags, tabs), and what each allows. */
import type { PrefillStatus } from '@/contract/types'
import type { FilterTab } from '@/components/FilterTabs'
import { statusTabs, type StatusMap, type StatusTone } from '@/components/StatusTag'

export const PREFILL_STATUS: StatusMap & Readonly<Record<PrefillStatus, { text: string; tone: StatusTone }>> = {
  submitted: { text: '待审核', tone: 'warning' },
  approved: { text: '已通过', tone: 'primary' },
  rejected: { text: '已驳回', tone: 'danger' },
  entered: { text: '已入场', tone: 'success' },
  revoked: { text: '已撤销', tone: 'default' },
}

export type PrefillTab = PrefillStatus | 'all'

export const PREFILL_TABS: readonly FilterTab<PrefillTab>[] = statusTabs<PrefillStatus>(PREFILL_STATUS)

/** Only a submitted report can be revoked; only a rejected one resubmitted. */
export const canRevoke = (s: PrefillStatus): boolean => s === 'submitted'
export const canResubmit = (s: PrefillStatus): boolean => s === 'rejected'
