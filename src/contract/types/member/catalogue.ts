/** The market's product catalogue: categories and products (the SKU form picks from it). */
import type { PageQuery } from '@/contract/types/common'

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
