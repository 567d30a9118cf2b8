/**
 * Exit applications (gate/outmarketMain/*): a merchant applies for its vehicle to leave, naming the
 * entry, the goods it takes out and how it pays the parking fee; the market office approves or
 * refuses it, and lets the vehicle out at the gate (docs/gate.md, "Exit").
 */
import type { PageQuery } from './common'
import type { ParkingCharge, ParkingFee } from './parking'
import type { Labels } from './trade'

/**
 * submitted -> approved | rejected (the market office); rejected -> submitted (sent again by the
 * merchant, outmarketApplicationAgain); approved -> exited (the office lets the vehicle out, once
 * its parking fee is settled: paid online, or collected at the gate).
 */
export const OUTMARKET_STATES = ['submitted', 'approved', 'rejected', 'exited'] as const
export type OutmarketStatus = (typeof OUTMARKET_STATES)[number]
export const OUTMARKET_STATE_LABELS: Labels<OutmarketStatus> = { submitted: '待审核', approved: '已通过', rejected: '已驳回', exited: '已出场' }
/** At most one application of an entry is open (in these states) at a time. */
export const OPEN_OUTMARKET_STATES = ['submitted', 'approved'] as const satisfies readonly OutmarketStatus[]

/** online: pay now (payImmediately); gate: pay at the exit. */
export const OUT_PAY_MODES = ['online', 'gate'] as const
export type OutPayMode = (typeof OUT_PAY_MODES)[number]
export const OUT_PAY_MODE_LABELS: Labels<OutPayMode> = { online: '立即支付', gate: '出口缴费' }

/** A line of goods taken out: one of the entry's goods lines (`goodsId`), at most what came in. */
export interface OutGoodsInput {
  goodsId: string
  /** > 0, up to 2 decimals, at most the entry line's quantity. */
  quantity: number
  /** kg, >= 0, up to 2 decimals. */
  weight: number
}

/**
 * outmarketApplication (json): the caller's customer's vehicle, still inside (`recordId`: an entry
 * of inmarketMain). `items` may be empty (an empty vehicle leaves). One open application per entry.
 */
export interface OutmarketPayload {
  recordId: string
  items: OutGoodsInput[]
  payMode: OutPayMode
  remark?: string
}

/** outmarketApplicationAgain (json): a rejected application, corrected; it becomes submitted. */
export type OutmarketAgainPayload = Omit<OutmarketPayload, 'recordId'> & { id: string }

/** outmarketMain/update (form): how to pay or the remark, while the application is submitted or approved. */
export interface OutmarketUpdatePayload {
  id: string
  payMode?: OutPayMode
  remark?: string
}

export interface OutmarketCreated {
  id: string
  /** 'CC' + yyyymmdd + 6 digits. */
  applyNo: string
  /** The parking fee due when the application was made. */
  dueFen: number
}

export interface OutmarketPagePayload extends PageQuery {
  status?: OutmarketStatus
  /** Plate number or application number. */
  keyword?: string
}

export interface OutmarketItem {
  id: string
  applyNo: string
  recordId: string
  plateNumber: string
  status: OutmarketStatus
  payMode: OutPayMode
  entryTime: string
  /** The parking fee due when the application was made (sent again: then). */
  feeAtApplyFen: number
  goodsCount: number
  createTime: string
  exitTime: string | null
}

export interface OutGoods {
  goodsId: string
  productId: string
  productName: string
  categoryName: string
  unit: string
  quantity: number
  weight: number
  /** What the entry brought in of this line. */
  entryQuantity: number
}

export interface OutmarketDetail extends OutmarketItem {
  vehicleTypeName: string
  driverName: string | null
  /** null: the entry has none (the screen shows 未查询到司机电话 when calling). */
  driverPhone: string | null
  gateName: string
  goods: OutGoods[]
  remark: string | null
  rejectReason: string | null
  auditTime: string | null
  /** The stay's parking: now while inside; at the exit once it left. */
  parking: ParkingFee
  /** Payments of the stay's parking fee, newest first. */
  charges: ParkingCharge[]
}
