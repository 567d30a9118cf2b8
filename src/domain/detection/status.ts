/** Inspection states and results: one map for the shop's and the market office's screens. */
import { DETECTION_RESULT_LABELS, DETECTION_STATE_LABELS, type DetectionResult, type DetectionStatus } from '@/contract/types'
import { tabsOf, type FilterTab } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const DETECTION_STATUS = statusMap<DetectionStatus>(DETECTION_STATE_LABELS, { submitted: 'warning', tested: 'primary' })
export const RESULT_STATUS = statusMap<DetectionResult>(DETECTION_RESULT_LABELS, { pass: 'success', fail: 'danger' })
export type DetectionTab = DetectionStatus | 'all'
export const DETECTION_TABS: readonly FilterTab<DetectionTab>[] = tabsOf(DETECTION_STATUS)

/** The tag of an inspection: its result once tested, else its state. */
export const detectionTag = (d: { status: DetectionStatus; result: DetectionResult | null }) => (d.result ? { status: d.result, map: RESULT_STATUS } : { status: d.status, map: DETECTION_STATUS })

/** Only a submitted inspection is edited or deleted by the shop. */
export const canEditDetection = (s: DetectionStatus): boolean => s === 'submitted'
