/**
 * Payload and result types of the warehouse service: a shop's stock by SKU and batch, and its loss
 * reports (docs/trade.md, "Stock"). Quantities have at most 2 decimals, in the SKU's unit.
 */
import type { DetectionResult } from './detection'
import type { LossReason, LossReportStatus } from './trade'
import type { PageQuery } from './common'

/** supStockMain/page: the caller's shop's SKUs with their batches, in shelf order. */
export interface StockPagePayload extends PageQuery {
  skuId?: string
  categoryId?: string
  /** SKU name, product name or batch number. */
  keyword?: string
  /** Only SKUs with a batch near expiry. */
  nearExpiry?: boolean
  /** Include SKUs (and batches) at zero stock; default false. */
  includeEmpty?: boolean
}

export interface StockBatch {
  id: string
  /** 'PC' + yyyymmdd + 4 digits. */
  batchNo: string
  quantity: number
  initialQuantity: number
  entryDate: string
  shelfLifeDays: number
  /** entryDate + shelfLifeDays. */
  expiryDate: string
  /** Days from today (China time) to expiryDate; negative when expired. */
  daysLeft: number
  /** Not expired, and expires within NEAR_EXPIRY_DAYS (0 to 3 days left). */
  nearExpiry: boolean
  /** daysLeft < 0: not sold any more (orderInfo/create refuses it); a loss report takes it out. */
  expired: boolean
  /** 产地, when known. */
  origin: string | null
  /** When the gate entry it came in with passed the gate, and that entry's inspection result of this product (once tested). */
  gateEntryTime: string | null
  inspectionResult: DetectionResult | null
}

export interface StockItem {
  skuId: string
  skuName: string
  productName: string
  categoryName: string
  unit: string
  onShelf: boolean
  totalQty: number
  lowStockQty: number | null
  /** totalQty < lowStockQty. */
  lowStock: boolean
  /** A batch with stock expires within NEAR_EXPIRY_DAYS (or has expired). */
  nearExpiry: boolean
  /** A batch with stock is past its expiry date (to be reported as a loss). */
  expired: boolean
  /** Batches with stock (all with includeEmpty), earliest expiry first. */
  batches: StockBatch[]
}

export interface LossLineInput {
  batchId: string
  /** > 0, up to 2 decimals, at most the batch's stock ('报损数量不能超过库存'). */
  quantity: number
}

/** createLossReportOrder (json): 1-20 lines of the caller's shop's batches, no batch twice. */
export interface LossReportPayload {
  reasonType: LossReason
  remark?: string
  /** Our own upload paths, at most 6. */
  images?: string[]
  lines: LossLineInput[]
}

/** updateLossReportOrder (json): the whole report again, only while pending ('仅待审核的报损单可以修改'). */
export type LossReportUpdatePayload = LossReportPayload & { id: string }

export interface LossReportCreated {
  id: string
  /** 'BS' + yyyymmdd + 4 digits. */
  reportNo: string
}

/** supLossReportApplyMain/page: the caller's shop's reports, newest first. */
export interface LossReportPagePayload extends PageQuery {
  status?: LossReportStatus
  /** Report number or SKU name. */
  keyword?: string
}

export interface LossLine {
  id: string
  batchId: string
  batchNo: string
  skuId: string
  skuName: string
  unit: string
  quantity: number
}

export interface LossReportItem {
  id: string
  reportNo: string
  status: LossReportStatus
  reasonType: LossReason
  remark: string | null
  images: string[]
  lines: LossLine[]
  /** Why the market rejected it. */
  rejectReason: string | null
  createdByName: string
  createTime: string
  auditTime: string | null
}
