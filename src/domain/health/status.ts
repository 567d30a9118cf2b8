/** Status tags of staff health: a place's risk level (the contract's labels). */
import { RISK_LEVEL_LABELS } from '@/contract/types'
import { statusMap } from '@/components/StatusTag'

export const RISK_LEVEL_STATUS = statusMap(RISK_LEVEL_LABELS, { high: 'danger', medium: 'warning', low: 'primary' })
