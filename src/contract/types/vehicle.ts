/**
 * Registered vehicles (gate/vehicle/*) of the distribution centre, and its profile
 * (member/delivery/queryDetail): the market knows these vehicles by plate, so the gate records
 * their entries under the centre (docs/gate.md, "Vehicles").
 */
import type { PageQuery } from './common'
import type { Labels } from './trade'

export const VEHICLE_STATES = ['active', 'disabled'] as const
export type VehicleStatus = (typeof VEHICLE_STATES)[number]
export const VEHICLE_STATE_LABELS: Labels<VehicleStatus> = { active: '正常', disabled: '停用' }

export interface VehiclePagePayload extends PageQuery {
  status?: VehicleStatus
  /** In the market now (an entry without an exit). */
  inside?: boolean
  /** Plate or driver name. */
  keyword?: string
}

export interface VehicleItem {
  id: string
  plateNumber: string
  vehicleTypeId: string
  vehicleTypeName: string
  driverName: string
  /** null: none registered (calling shows 未查询到司机电话). */
  driverPhone: string | null
  status: VehicleStatus
  /** In the market now. */
  inside: boolean
  /** The latest entry's time, if it ever entered. */
  lastEntryTime: string | null
}

/** One stay of the vehicle in the market. */
export interface VehicleStay {
  recordId: string
  entryTime: string
  exitTime: string | null
  gateName: string
}

export interface VehicleDetail extends VehicleItem {
  remark: string | null
  createTime: string
  /** The latest stays, newest first (at most 10). */
  stays: VehicleStay[]
}

/** member/delivery/queryDetail: the caller's own centre (`customerId` absent, or its own). */
export interface DeliveryQueryPayload {
  customerId?: string
}

export interface DeliveryDetail {
  customerId: string
  name: string
  contactName: string | null
  mobile: string | null
  vehicleCount: number
  activeVehicleCount: number
  /** Vehicles in the market now. */
  insideCount: number
}
