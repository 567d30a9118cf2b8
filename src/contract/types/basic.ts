/** Payload and result types of the basic service: areas, assets, meters, measure methods. */
import type { PageQuery } from './common'

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
}

export interface AssetPagePayload extends PageQuery {
  state?: AssetState
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

/** A chosen location (spec section 3, "location info"): kept on the device, handed to a third party. */
export interface PlaceLocation {
  /** WGS-84 degrees, at most 6 decimals (the coordinate pattern, spec section 5). */
  latitude: number
  longitude: number
  name: string
  address: string
}
