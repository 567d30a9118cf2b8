/** Payload and result types of the basic service: areas, assets, meters, measure methods. */
import type { PageQuery } from './common'
import type { BoothLeaseState } from './lease'
import type { MeterType } from './estate'

export interface AreaNode {
  id: string
  name: string
  level: number
  /** Where it is (WGS-84 degrees), when known: the H5 location picker offers it. */
  latitude?: number
  longitude?: number
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

/** A water or electricity meter of an asset, with this period's reading state and its arrears (docs/estate.md). */
export interface AssetHydropower {
  id: string
  assetId: string
  assetCode: string
  assetName: string
  customerId: string | null
  customerName: string | null
  meterType: MeterType
  meterNo: string
  measureMethodId: string
  measureMethodName: string
  unit: string
  /** The measure method's price per unit. */
  unitPriceFen: number
  lastReading: number
  lastReadingTime: string | null
  /** This period (YYYY-MM, China time) and whether the meter was read in it. */
  period: string
  readThisPeriod: boolean
  /** What the asset's unpaid utility bills still owe (the same for both meters of an asset). */
  arrearsFen: number
}

export interface HydropowerPagePayload extends PageQuery {
  meterType?: MeterType
  assetId?: string
  /** Read this period (true) or still to read (false). */
  read?: boolean
  /** Meter number or booth code. */
  keyword?: string
}

/** How a meter's consumption is charged: a price per unit (分/吨, 分/度). */
export interface MeasureMethod {
  id: string
  name: string
  meterType: MeterType
  unit: string
  priceFen: number
  remark?: string | null
}

/** A chosen location (spec section 3, "location info"): kept on the device, handed to a third party. */
export interface PlaceLocation {
  /** WGS-84 degrees, at most 6 decimals (the coordinate pattern, spec section 5). */
  latitude: number
  longitude: number
  name: string
  address: string
}

export interface MeasureMethodPagePayload extends PageQuery {
  meterType?: MeterType
}
