/** Payload and result types of the basic service: areas, assets, meters, measure methods. */
import type { PageQuery } from './common'
import type { BoothLeaseState } from './lease'

export interface AreaNode {
  id: string
  name: string
  level: number
  children: AreaNode[]
}

export type AssetState = 'forSale' | 'forLease' | 'leased' | 'arrival'

export interface Asset {
  id: string
  code: string
  name: string
  typeId: string
  typeName: string
  areaId: string
  areaName: string
  state: AssetState
  size: number
  price: number
  customerId: string | null
  /** Leasable booths (for lease or let): who owns it and how it is let today (issue 19, docs/lease.md). */
  lease?: AssetLease | null
}

/** A leasable asset's owner and lease today, from the same leases the lease screens show. */
export interface AssetLease {
  state: BoothLeaseState
  /** The proprietor owning it; null: the market's own. */
  ownerId: string | null
  ownerName: string | null
  /** The lease holding it today (let) or next (reserved). */
  leaseId: string | null
  tenantName: string | null
  startDate: string | null
  endDate: string | null
  monthlyRentFen: number
}

/** The park plan's booth states (any logged-in user): public facts only, no tenant. */
export interface BoothStateItem {
  assetId: string
  areaId: string
  code: string
  state: BoothLeaseState
}

/** A proprietor's assets at a glance (/proprietor/assets, /proprietor/userInfo). */
export interface OwnerAssetSummary {
  total: number
  counts: Record<BoothLeaseState, number>
  /** Rent of the booths let today, per month. */
  monthlyRentFen: number
}

export interface AssetPagePayload extends PageQuery {
  state?: AssetState
  /** Leasable booths in this lease state today. */
  leaseState?: BoothLeaseState
  areaId?: string
  typeId?: string
  keyword?: string
}

export interface AssetType {
  id: string
  name: string
  code: string
}

export interface AssetHydropower {
  id: string
  assetId: string
  assetName: string
  meterType: 'water' | 'electric'
  meterNo: string
  lastReading: number
  lastReadingTime: string | null
  unitPrice: number
}

export interface HydropowerPagePayload extends PageQuery {
  meterType?: 'water' | 'electric'
  assetId?: string
}

export interface MeasureMethod {
  id: string
  name: string
  unit: string
  remark?: string | null
}
