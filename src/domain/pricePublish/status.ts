/** A price day's state tag (价格发布). */
import { PRICE_DAY_STATE_LABELS } from '@/contract/types'
import { statusMap } from '@/components/StatusTag'

export const PRICE_DAY_STATUS = statusMap(PRICE_DAY_STATE_LABELS, { none: 'default', draft: 'warning', published: 'success' })
