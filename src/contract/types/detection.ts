/**
 * Inspections (gate/detectionMain/*, gate/detectionProVouchertype/*): a shop asks for the products
 * of one of its gate entries to be tested, item by item; the market office records each item's
 * result (pass / fail) and the test report (a PDF). The result travels with the goods: the batches
 * stocked from that entry show it, and so does a trace code (docs/gate.md, "Inspections").
 */
import type { PageQuery } from './common'
import type { Labels } from './trade'

/** submitted (waiting for the lab) -> tested (every item has a result; the report is attached). */
export const DETECTION_STATES = ['submitted', 'tested'] as const
export type DetectionStatus = (typeof DETECTION_STATES)[number]
export const DETECTION_STATE_LABELS: Labels<DetectionStatus> = { submitted: '待检测', tested: '已出结果' }

/** An item's result; a product or an inspection fails when any of its items fails. */
export const DETECTION_RESULTS = ['pass', 'fail'] as const
export type DetectionResult = (typeof DETECTION_RESULTS)[number]
export const DETECTION_RESULT_LABELS: Labels<DetectionResult> = { pass: '合格', fail: '不合格' }

/** A test the market's lab runs (农药残留, 兽药残留, ...), for the products of some categories. */
export interface DetectItem {
  id: string
  name: string
  /** The limit or method standard the result is judged by ('GB 2763-2021'). */
  standard: string
  method: string
}

/** getDetectProAndItemByProIds: the items that apply to each product (by its top-level category). */
export interface DetectProItemsPayload {
  /** Product ids (catalogue products), comma-separated in the form body. */
  productIds: string[]
}
export interface DetectProductItems {
  productId: string
  productName: string
  categoryName: string
  items: DetectItem[]
}

/** A report voucher the shop holds: a certificate from the origin that may accompany goods. */
export interface DetectVoucher {
  id: string
  /** A key of the 'detectVoucherType' dictionary. */
  voucherType: string
  voucherTypeName: string
  voucherNo: string
  issuer: string
  issuedDate: string
  validTo: string
  /** The catalogue products it covers. */
  productIds: string[]
  productNames: string[]
  /** The scanned certificate (an image of ours), when given. */
  fileUrl: string | null
}

/** getAvaliableDetectReportByCustomer: the caller's vouchers valid today, covering one of `productIds` when given. */
export interface DetectVoucherPayload {
  productIds?: string[]
}

/** One product of an inspection and the items to test on it. */
export interface DetectionProductInput {
  productId: string
  /** Items that apply to the product (getDetectProAndItemByProIds), 1-20. */
  itemIds: string[]
}

/**
 * createDetection (json): products of one of the caller's gate entries (`recordId`); each product
 * of an entry is inspected once. `voucherId`: one of the caller's valid vouchers.
 */
export interface DetectionPayload {
  recordId: string
  products: DetectionProductInput[]
  voucherId?: string
  remark?: string
}

/** updateDetection (json): only while submitted; replaces the products and items. */
export type DetectionUpdatePayload = DetectionPayload & { id: string }

export interface DetectionCreated {
  id: string
  /** 'JC' + yyyymmdd + 4 digits. */
  detectionNo: string
}

export interface DetectionPagePayload extends PageQuery {
  status?: DetectionStatus
  result?: DetectionResult
  /** Inspection number, plate or product name. */
  keyword?: string
}

export interface DetectionItemSummary {
  id: string
  detectionNo: string
  recordId: string
  plateNumber: string
  entryTime: string
  status: DetectionStatus
  /** null until tested. */
  result: DetectionResult | null
  productNames: string[]
  itemCount: number
  createTime: string
  testedAt: string | null
}

/** One item of one product: its result once tested. */
export interface DetectionLineItem {
  /** The line item's id (recordResult names it). */
  id: string
  itemId: string
  itemName: string
  standard: string
  method: string
  result: DetectionResult | null
  /** The measured value as the lab wrote it. */
  value: string | null
}

export interface DetectionProduct {
  productId: string
  productName: string
  categoryName: string
  /** 产地, from the entry's goods line. */
  origin: string | null
  result: DetectionResult | null
  items: DetectionLineItem[]
}

export interface DetectionDetail extends DetectionItemSummary {
  remark: string | null
  voucher: Pick<DetectVoucher, 'id' | 'voucherType' | 'voucherTypeName' | 'voucherNo' | 'issuer' | 'validTo'> | null
  products: DetectionProduct[]
  /** The test report (a PDF under /uploads/), once tested. */
  reportUrl: string | null
  testedByName: string | null
}

/**
 * detectionMain/queryById (GET, public): what anyone holding a report or a trace code may see of
 * an inspection: products, items and results, the shop, the date and the report. No plate, no
 * driver, no voucher, no remark.
 */
export interface PublicDetection {
  id: string
  detectionNo: string
  status: DetectionStatus
  result: DetectionResult | null
  marketName: string
  supplierName: string
  /** The day the goods entered the market (China time). */
  entryDate: string
  testedAt: string | null
  reportUrl: string | null
  products: Array<Pick<DetectionProduct, 'productName' | 'origin' | 'result'> & { items: Array<Pick<DetectionLineItem, 'itemName' | 'standard' | 'result' | 'value'>> }>
}
