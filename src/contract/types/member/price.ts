/** Public price publication: the daily price board and a product's price history. */
/** collectPrice/queryLatestDate: the latest day with prices. */
export interface PriceDate {
  /** YYYY-MM-DD */
  date: string
}

export interface PriceBigCate {
  id: string
  name: string
}

/** collectPrice/collectDisplayAll: absent date = the latest; bigCateId/keyword filter. */
export interface PriceBoardPayload {
  date?: string
  bigCateId?: string
  keyword?: string
}

export interface PriceRow {
  productId: string
  productName: string
  bigCateId: string
  bigCateName: string
  unit: string
  /** Yuan, 2 decimals: the day's average, lowest and highest price. */
  price: number
  minPrice: number
  maxPrice: number
  /** The previous day's price; null when there is none. */
  prevPrice: number | null
  /** price - prevPrice (0 without a previous day). */
  change: number
  /** Percent, 2 decimals (0 without a previous day). */
  changeRate: number
  /** |changeRate| > warnPercent. */
  warning: boolean
}

export interface PriceBoard {
  date: string
  /** Threshold from the dictionary (dataType 'priceWarning', dataKey 'percent'; default 10). */
  warnPercent: number
  items: PriceRow[]
}

export type PriceDays = 7 | 30 | 90

/** collectPrice/collectAnalyseOne. */
export interface PriceAnalysisPayload {
  productId: string
  days: PriceDays
}

export interface PricePoint {
  date: string
  price: number
  minPrice: number
  maxPrice: number
}

export interface PriceAnalysis {
  productId: string
  productName: string
  unit: string
  bigCateName: string
  days: PriceDays
  /** Oldest first; the last `days` days up to the latest date. */
  points: PricePoint[]
  /** Over the points' prices; avg has 2 decimals. */
  min: number
  max: number
  avg: number
  /** The latest day's price and the day before it (null when there is none). */
  latest: number
  prev: number | null
  change: number
  /** Percent, 2 decimals. */
  changeRate: number
}
