/** A shop's SKUs: the catalogue's products as the shop sells them, their stock figures and shelf order. */
import type { PageQuery } from '@/contract/types/common'

/** A shop's SKU: a product of the market catalogue as this shop sells it. */
export interface SkuItem {
  id: string
  productId: string
  productName: string
  /** Display name (default: the product's name). */
  name: string
  categoryId: string
  categoryName: string
  /** A value of the 'unit' dictionary. */
  unit: string
  spec: string | null
  priceFen: number
  /** Alphanumeric (the productCode pattern), unique in the shop. */
  productCode: string | null
  /** Electronic-scale PLU, 1-9999, unique in the shop. */
  pluCode: number | null
  /** Shelf position: ascending. */
  sortOrder: number
  onShelf: boolean
  image: string | null
  /** What can be sold: the sum of the SKU's batches not past their expiry date (China time). */
  stockQty: number
  /** Stock in batches past their expiry date: never sold (a loss report takes it out). */
  expiredQty: number
  /** Low-stock threshold; null: no alert. */
  lowStockQty: number | null
  /** stockQty < lowStockQty. */
  lowStock: boolean
  /** A batch with stock expires within NEAR_EXPIRY_DAYS, or has expired (needs attention either way). */
  nearExpiry: boolean
  updateTime: string
}

/** sku/page: the caller's shop's SKUs in shelf order. */
export interface SkuPagePayload extends PageQuery {
  /** A top-level category includes its sub-categories. */
  categoryId?: string
  /** Name, product name or product code. */
  keyword?: string
  onShelf?: boolean
  lowStock?: boolean
  nearExpiry?: boolean
}

/** sku/proAndSkuPage: the shop's on-shelf SKUs grouped by catalogue product (the order form's picker). */
export interface ProductSkus {
  productId: string
  productName: string
  categoryId: string
  categoryName: string
  skus: SkuItem[]
}

export interface SkuFields {
  name?: string
  unit: string
  spec?: string
  priceFen: number
  productCode?: string
  pluCode?: number
  onShelf?: boolean
  lowStockQty?: number
  image?: string
}

/**
 * sku/createSkuAndStore: a SKU of a catalogue product, and optionally its first stock batch
 * (`stockQty` > 0 with `entryDate` and `shelfLifeDays`). Duplicates answer '商品编码已存在' /
 * 'PLU编号已存在'.
 */
export interface SkuCreatePayload extends SkuFields {
  productId: string
  stockQty?: number
  /** YYYY-MM-DD, not in the future; default today. */
  entryDate?: string
  /** 0-3650 days; required with stockQty. */
  shelfLifeDays?: number
  /** The gate entry the stock came in with (one of the shop's, carrying this product): traceability. */
  inmarketRecordId?: string
  /** 产地 of the stock, up to 50 characters; default the entry's goods line's. */
  origin?: string
}

/** sku/update: any of the fields (on/off shelf is `onShelf`). */
export type SkuUpdatePayload = { id: string } & Partial<SkuFields>

/** sku/saveSkuSort: every SKU of the shop, in the new shelf order ('商品列表已变化，请刷新后重试' otherwise). */
export interface SkuSortPayload {
  ids: string[]
}

export interface SkuSortResult {
  count: number
  /** Scale sync records written (one per bound scale of the shop). */
  scaleSyncs: number
}

/** sku/skuStatics: counts for the product list's tabs. */
export interface SkuStats {
  total: number
  onShelf: number
  offShelf: number
  lowStock: number
  nearExpiry: number
}
