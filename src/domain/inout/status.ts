/** Exit application and stay states: one map for every gate screen (the merchants' and the market office's). */
import { OUTMARKET_STATE_LABELS, PARKING_CHARGE_LABELS, type OutmarketStatus, type ParkingChargeStatus } from '@/contract/types'
import { tabsOf, type FilterTab } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const EXIT_STATUS = statusMap<OutmarketStatus>(OUTMARKET_STATE_LABELS, { submitted: 'warning', approved: 'primary', rejected: 'danger', exited: 'success' })
export type ExitTab = OutmarketStatus | 'all'
export const EXIT_TABS: readonly FilterTab<ExitTab>[] = tabsOf(EXIT_STATUS)

export const CHARGE_STATUS = statusMap<ParkingChargeStatus>(PARKING_CHARGE_LABELS, { pending: 'warning', paid: 'success', closed: 'default' })

/** A stay: still inside, or left. */
export const STAY_STATUS = { inside: { text: '在场', tone: 'primary' }, left: { text: '已出场', tone: 'default' } } as const
export const stayState = (exitTime: string | null): keyof typeof STAY_STATUS => (exitTime ? 'left' : 'inside')

/** A refused application is corrected and sent again; an open one cannot be replaced. */
export const canSendAgain = (s: OutmarketStatus): boolean => s === 'rejected'
