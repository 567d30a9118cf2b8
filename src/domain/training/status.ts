/** Training status names (the contract's labels) and colours: a training's lesson progress. */
import { TRAIN_STATE_LABELS } from '@/contract/types'
import { statusMap } from '@/components/StatusTag'

export const TRAIN_STATUS = statusMap(TRAIN_STATE_LABELS, { notStarted: 'default', inProgress: 'warning', completed: 'success' })
