/** Lease, contract and booth state names and colours (from the contract's labels), and the lease list's tabs. */
import {
  BOOTH_LEASE_STATE_LABELS,
  CONTRACT_STATE_LABELS,
  INSTALLMENT_STATE_LABELS,
  LEASE_STATE_LABELS,
  TRANSFER_STATE_LABELS,
  type BoothLeaseState,
  type ContractState,
  type InstallmentState,
  type LeaseState,
  type TransferState,
} from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const LEASE_STATUS = statusMap<LeaseState>(LEASE_STATE_LABELS, {
  applied: 'warning',
  approved: 'warning',
  rejected: 'danger',
  confirmed: 'primary',
  active: 'success',
  expired: 'default',
  quit: 'default',
  cancelled: 'default',
})

export type LeaseFilter = LeaseState | 'all'
export const LEASE_TABS = tabsOf(LEASE_STATUS)

export const INSTALLMENT_STATUS = statusMap<InstallmentState>(INSTALLMENT_STATE_LABELS, { scheduled: 'default', billed: 'primary', offline: 'success', void: 'default' })
export const CONTRACT_STATUS = statusMap<ContractState>(CONTRACT_STATE_LABELS, { unsigned: 'warning', signed: 'success', void: 'default' })
export const TRANSFER_STATUS = statusMap<TransferState>(TRANSFER_STATE_LABELS, { open: 'primary', taken: 'success', cancelled: 'default' })
export const BOOTH_STATUS = statusMap<BoothLeaseState>(BOOTH_LEASE_STATE_LABELS, { vacant: 'default', reserved: 'warning', let: 'success', released: 'primary' })
export const BOOTH_TABS = tabsOf(BOOTH_STATUS)
