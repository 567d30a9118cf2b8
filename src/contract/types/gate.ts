/** Payload and result types of the gate service: vehicle types, entry reports (prefills), entry records. */
import type { PageQuery } from './common'
import type { DetectionResult, DetectionStatus } from './detection'
import type { OutmarketStatus, OutPayMode } from './outmarket'
import type { ParkingFee } from './parking'
import type { Labels } from './trade'

export interface VehicleType {
  id: string
  name: string
  code: string
}

/**
 * A prefill (pre-reported entry) goes submitted -> approved | rejected; approved -> entered;
 * submitted -> revoked (by the merchant); rejected -> submitted (resubmitted by the merchant).
 * Approve, reject and enter are the market office's (market.prefill, market.inmarket).
 */
export const PREFILL_STATES = ['submitted', 'approved', 'rejected', 'entered', 'revoked'] as const
export type PrefillStatus = (typeof PREFILL_STATES)[number]
export const PREFILL_STATE_LABELS: Labels<PrefillStatus> = { submitted: '待审核', approved: '已通过', rejected: '已驳回', entered: '已入场', revoked: '已撤销' }

export interface PrefillPagePayload extends PageQuery {
  status?: PrefillStatus
  /** Matches plate number or order number. */
  keyword?: string
}

export interface PrefillItem {
  id: string
  /** 'BB' + yyyymmdd + 4 digits. */
  orderNo: string
  plateNumber: string
  vehicleTypeName: string
  status: PrefillStatus
  expectedTime: string
  itemCount: number
  /** Sum of the goods' weights, kg. */
  totalWeight: number
  createTime: string
}

/** One line of goods on a vehicle. */
export interface PrefillGoods {
  productId: string
  productName: string
  categoryName: string
  quantity: number
  unit: string
  /** kg, up to 2 decimals. */
  weight: number
  /** 产地 (place of origin) as the merchant reported it. */
  origin: string | null
}

export interface PrefillDetail extends PrefillItem {
  vehicleTypeId: string
  driverName: string
  driverPhone: string
  items: PrefillGoods[]
  /** Why the gate rejected it (status 'rejected'). */
  rejectReason: string | null
  /** When the vehicle entered (status 'entered'). */
  entryTime: string | null
  remark: string | null
}

/** A goods line as sent: names, category and unit are taken from the product on the server. */
export interface PrefillGoodsInput {
  productId: string
  /** > 0. */
  quantity: number
  /** kg, >= 0, up to 2 decimals. */
  weight: number
  /** 产地, up to 50 characters (province, city or farm). */
  origin?: string
}

/**
 * createPreFill (json). `plateNumber` follows the spec's plate pattern (or is a temporary
 * number from getRandomPlateNumber); `expectedTime` is ISO, not in the past, within 7 days;
 * `items` has 1-50 lines.
 */
export interface PrefillPayload {
  plateNumber: string
  vehicleTypeId: string
  driverName: string
  driverPhone: string
  expectedTime: string
  items: PrefillGoodsInput[]
  remark?: string
}

/** resubmitInmarketPrefill (json): only a 'rejected' prefill, which becomes 'submitted' again. */
export type PrefillResubmitPayload = PrefillPayload & { id: string }

export interface PrefillCreated {
  id: string
  orderNo: string
}

export interface PlateNumberPayload {
  plateNumber: string
}

/** checkPlateNumber: `message` says why not (bad pattern, or the plate already has an active prefill). */
export interface PlateCheck {
  valid: boolean
  message?: string
}

/** getRandomPlateNumber: '临' + 6 alphanumerics, unique among active prefills. */
export interface RandomPlate {
  plateNumber: string
}

/** inmarketMain: the gate's actual entry records (a vehicle's stay in the market). */
export interface InmarketPagePayload extends PageQuery {
  /** Matches plate number. */
  keyword?: string
  /** Only vehicles still inside (true: the entries an exit application may name) or only those that left. */
  inside?: boolean
}

export interface InmarketItem {
  id: string
  plateNumber: string
  entryTime: string
  gateName: string
  /** The prefill this entry fulfilled, when there was one. */
  prefillOrderNo: string | null
  itemCount: number
  /** When the vehicle left; null while it is inside. */
  exitTime: string | null
}

/** A goods line of an entry: `id` is what an exit application or an inspection names. */
export interface InmarketGoods extends PrefillGoods {
  id: string
}

/** An inspection of the entry's goods, in brief. */
export interface InmarketDetection {
  id: string
  detectionNo: string
  status: DetectionStatus
  result: DetectionResult | null
  productNames: string[]
}

export interface InmarketDetail extends InmarketItem {
  vehicleTypeName: string
  driverName: string | null
  /** null: none known (calling shows 未查询到司机电话). */
  driverPhone: string | null
  items: InmarketGoods[]
  /** Weighed at the gate (kg): gross with the goods, tare of the vehicle, net = gross - tare. */
  grossWeight: number | null
  tareWeight: number | null
  netWeight: number | null
  weighedAt: string | null
  /** The stay's parking: now while inside, at the exit once it left. */
  parking: ParkingFee
  detections: InmarketDetection[]
  /** The entry's open or last exit application. */
  exitApplication: { id: string; applyNo: string; status: OutmarketStatus; payMode: OutPayMode } | null
}

/** getCommonUseProsByCustomer: the caller's most used goods (top 20, most used first). */
export interface CommonProduct {
  productId: string
  productName: string
  categoryId: string
  categoryName: string
  unit: string
  useCount: number
}
