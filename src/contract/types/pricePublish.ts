/**
 * Publishing the price board from the market's own trade (module pricePublish, 价格发布;
 * docs/trade.md, "Prices published from trade"). Prices are integer fen per the board product's unit.
 */

export const PRICE_DAY_STATES = ['draft', 'published'] as const
export type PriceDayStatus = (typeof PRICE_DAY_STATES)[number]
export const PRICE_DAY_STATE_LABELS: Record<PriceDayStatus | 'none', string> = { none: '未起草', draft: '草稿', published: '已发布' }

/** Where a draft row's figures come from: the day's paid order lines, or staff (form or file). */
export const PRICE_ROW_SOURCES = ['trade', 'manual', 'import'] as const
export type PriceRowSource = (typeof PRICE_ROW_SOURCES)[number]
export const PRICE_ROW_SOURCE_LABELS: Record<PriceRowSource, string> = { trade: '交易', manual: '手工采集', import: '文件导入' }

/** A product needs this many paid orders on the day to be drafted from trade alone. */
export const MIN_TRADE_SALES = 3

export interface PriceDayItem {
  day: string
  status: PriceDayStatus | 'none'
  rowCount: number
}

export interface PriceDraftRow {
  productId: string
  productName: string
  bigCateName: string
  unit: string
  minFen: number
  avgFen: number
  maxFen: number
  /** The day's traded quantity (0 for a row collected by hand). */
  volume: number
  /** Paid orders that sold it that day. */
  sales: number
  source: PriceRowSource
  /** Staff changed the figures drafted from trade. */
  corrected: boolean
}

export interface PriceBoardProduct {
  id: string
  name: string
  unit: string
  bigCateName: string
}

export interface PriceDraft {
  day: string
  status: PriceDayStatus
  rows: PriceDraftRow[]
  /** Every board product (the form picks from it). */
  products: PriceBoardProduct[]
  publishedAt: string | null
}

export interface PriceDayPayload {
  day: string
}

export interface PriceRowSavePayload {
  day: string
  productId: string
  minFen: number
  avgFen: number
  maxFen: number
}

export interface PriceImportPayload {
  day: string
  /** An upload's URL from pricePublish/upload (a .csv or .xlsx this user sent). */
  fileUrl: string
}

export interface PriceImportError {
  /** The row number in the file (the header is row 1). */
  row: number
  message: string
}

export interface PriceImportResult {
  /** Rows saved (0 whenever any row is bad: nothing is saved then). */
  saved: number
  errors: PriceImportError[]
}
