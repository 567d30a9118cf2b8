/** Payload and result types of the member service: registration, complaints, catalogue, public prices. */
import type { PageQuery } from './common'

export interface SupplierRegisterPayload {
  username: string
  password: string
  realName: string
  mobile: string
  companyName: string
  idCard?: string
}

/** Where a complaint is: filed, being handled, answered by the market (has a visit), closed. */
export type ComplaintStatus = 'pending' | 'processing' | 'replied' | 'closed'

/**
 * complaintComplaint/create (form). `complaintType` is a key of the dictionary type
 * 'complaintType'; `content` is 10-500 characters; `images` are our own upload URLs
 * (/uploads/..., at most 6; the form body carries them comma-separated);
 * `contactPhone` is a mobile number or a landline with a hyphen (spec section 5).
 */
export interface ComplaintPayload {
  complaintType: string
  title: string
  content: string
  images?: string[]
  contactName: string
  contactPhone: string
  /** The merchant or booth complained about, when there is one. */
  targetName?: string
}

/** complaintComplaint/update: only the complainant, only while 'pending'. */
export interface ComplaintUpdatePayload extends ComplaintPayload {
  id: string
}

export interface ComplaintPagePayload extends PageQuery {
  status?: ComplaintStatus
  /** Matches title, content or target. */
  keyword?: string
}

/** A row of the caller's own complaints. Status names are mapped by the client. */
export interface ComplaintItem {
  id: string
  complaintType: string
  title: string
  status: ComplaintStatus
  targetName: string | null
  createTime: string
}

/** The market's visit (reply) to a complaint. */
export interface ComplaintVisit {
  content: string
  visitorName: string
  visitTime: string
  /** The complainant's satisfaction, when recorded (1-5). */
  satisfaction?: number | null
}

export interface ComplaintDetail extends ComplaintItem {
  content: string
  /** Upload URLs (/uploads/...). */
  images: string[]
  contactName: string
  contactPhone: string
  updateTime: string
  visit: ComplaintVisit | null
}

/** complaintVisit/update (staff only): replies to a complaint, which becomes 'replied'. */
export interface ComplaintVisitPayload {
  complaintId: string
  content: string
}

export interface CategoryPagePayload extends PageQuery {
  /** Only the children of this category ('0': the top-level ones); absent: every category. */
  parentId?: string
}

export interface ProductCategory {
  id: string
  name: string
  /** '0' for a top-level category. */
  parentId: string
  sort: number
}

export interface ProductPagePayload extends PageQuery {
  /** A top-level category includes its sub-categories' products. */
  categoryId?: string
  keyword?: string
}

export interface Product {
  id: string
  name: string
  categoryId: string
  categoryName: string
  /** A value of the 'unit' dictionary. */
  unit: string
  spec?: string | null
  /** Reference price, yuan per unit. */
  price?: number | null
}

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
