/**
 * The market office's side of gate and quality (market.prefill, market.inmarket, market.outmarket,
 * market.detection, market.lossReport: beyond the spec's call list), for staff whose role grants
 * the 市场办公 modules 进出场管理, 检测管理 and 报损审核 (docs/gate.md, "The market office").
 */
import type { PageQuery } from './common'
import type { DetectionDetail, DetectionItemSummary, DetectionResult } from './detection'
import type { InmarketDetail, PrefillDetail, PrefillItem, PrefillStatus } from './gate'
import type { OutmarketDetail, OutmarketItem, OutmarketStatus, OutPayMode } from './outmarket'
import type { Labels, LossReportStatus } from './trade'
import type { LossReportItem } from './warehouse'

/** The customer a row belongs to, for the office's lists (the merchants' own lists omit it). */
export interface OfCustomer {
  customerId: string | null
  customerName: string | null
}

/** A refusal with its reason (reject an entry report, an exit application, a loss report). */
export interface ReasonPayload {
  id: string
  /** 1-200 characters. */
  reason: string
}

// ---- Entry reports and entries --------------------------------------------------------------------

export interface OfficePrefillPagePayload extends PageQuery {
  /** Default: every state (the screen's first tab asks for 'submitted'). */
  status?: PrefillStatus
  /** Plate, report number or customer name. */
  keyword?: string
}
export type OfficePrefillItem = PrefillItem & OfCustomer
export type OfficePrefillDetail = PrefillDetail & OfCustomer

/**
 * Who a stay belongs to: `merchant` (an approved entry report of a supplier or purchaser),
 * `registered` (a vehicle registered to a customer, e.g. the distribution centre's), `visitor` (a
 * social vehicle: nobody's; it pays its parking by plate).
 */
export const STAY_KINDS = ['merchant', 'registered', 'visitor'] as const
export type StayKind = (typeof STAY_KINDS)[number]
export const STAY_KIND_LABELS: Labels<StayKind> = { merchant: '商户车辆', registered: '登记车辆', visitor: '社会车辆' }

/** inmarket/enterPrefill: an approved entry report's vehicle passes the gate. */
export interface EnterPrefillPayload {
  id: string
  gateName?: string
}

/** inmarket/enterVehicle: any other vehicle passes the gate (a registered one is recorded under its customer). */
export interface EnterVehiclePayload {
  plateNumber: string
  vehicleTypeId: string
  driverName?: string
  gateName?: string
}

export interface Entered {
  recordId: string
  kind: StayKind
  customerName: string | null
}

/** inmarket/weigh: the vehicle on the gate's scale, kg with 2 decimals; tare <= gross. */
export interface WeighPayload {
  id: string
  grossWeight: number
  tareWeight: number
}

export interface Weighed {
  id: string
  grossWeight: number
  tareWeight: number
  netWeight: number
  weighedAt: string
}

export interface InsidePagePayload extends PageQuery {
  kind?: StayKind
  /** Plate or customer name. */
  keyword?: string
}

/** inmarket/inside: a vehicle in the market now, longest inside first. */
export interface InsideVehicle extends OfCustomer {
  recordId: string
  plateNumber: string
  kind: StayKind
  vehicleTypeName: string
  gateName: string
  entryTime: string
  parkedMinutes: number
  /** Parking due if it left now. */
  dueFen: number
  weighed: boolean
  /** Its open exit application, if any. */
  exitApplication: { id: string; status: OutmarketStatus; payMode: OutPayMode } | null
}

export type OfficeInmarketDetail = InmarketDetail & OfCustomer & { kind: StayKind }

/**
 * inmarket/exit: the vehicle leaves now. `collectedFen` is what the gate collects, which must be
 * exactly what is due now (0 when paid online within the leave window); a merchant's vehicle needs
 * its exit application approved first.
 */
export interface ExitPayload {
  id: string
  collectedFen: number
}

export interface Exited {
  recordId: string
  exitTime: string
  feeFen: number
  collectedFen: number
}

// ---- Exit applications ----------------------------------------------------------------------------

export interface OfficeOutmarketPagePayload extends PageQuery {
  status?: OutmarketStatus
  /** Plate, application number or customer name. */
  keyword?: string
}
export type OfficeOutmarketItem = OutmarketItem & OfCustomer
export type OfficeOutmarketDetail = OutmarketDetail & OfCustomer

// ---- Inspections ----------------------------------------------------------------------------------

export interface OfficeDetectionPagePayload extends PageQuery {
  status?: DetectionItemSummary['status']
  result?: DetectionResult
  /** Inspection number, plate or customer name. */
  keyword?: string
}
export type OfficeDetectionItem = DetectionItemSummary & OfCustomer
export type OfficeDetectionDetail = DetectionDetail & OfCustomer

/** One line item's result; `value` is the measured value as the lab writes it (<= 50 characters). */
export interface ItemResultInput {
  id: string
  result: DetectionResult
  value?: string
}

/**
 * detection/recordResult (json): every line item of a submitted inspection gets its result at
 * once; the inspection becomes tested and its report PDF is generated from the results.
 */
export interface RecordResultPayload {
  id: string
  results: ItemResultInput[]
}

export interface ResultRecorded {
  id: string
  result: DetectionResult
  reportUrl: string
}

/** detection/attachReport: replaces the generated report with the lab's own PDF (uploaded by reportUpload). */
export interface AttachReportPayload {
  id: string
  reportUrl: string
}

// ---- Loss reports ---------------------------------------------------------------------------------

export interface OfficeLossPagePayload extends PageQuery {
  status?: LossReportStatus
  /** Report number or shop name. */
  keyword?: string
}
export type OfficeLossItem = LossReportItem & { shopId: string; shopName: string }
