/** Ratings of completed orders: written by the buyer, read by the shop and by buyers. */
import type { PageQuery, PageResult } from '@/contract/types/common'
import type { RatingSummary } from '@/contract/types/settle'
import type { EvaluationTag, Stars } from '@/contract/types/trade'

/** One rating: only the order's buyer, only a completed order, once per order ('该订单已评价'). */
export interface EvaluationInput {
  orderId: string
  stars: Stars
  tags?: EvaluationTag[]
  /** Up to 500 characters. */
  content?: string
  images?: string[]
  /** Shown to others as 匿名买家. */
  anonymous?: boolean
}

/** memberEvaluate/bachCreate (json): 1-20 ratings, all or none. */
export interface EvaluationBatchPayload {
  items: EvaluationInput[]
}

export interface EvaluationCreated {
  ids: string[]
}

/**
 * memberEvaluate/page: a supplier sees the ratings it received; a purchaser its own ratings, or a
 * shop's ratings with `supplierId`. Newest first.
 */
export interface EvaluationPagePayload extends PageQuery {
  supplierId?: string
  stars?: Stars
}

export interface EvaluationItem {
  id: string
  /** null on an anonymous rating for everyone but its author (the order would name the buyer). */
  orderId: string | null
  orderNo: string | null
  supplierId: string
  supplierName: string
  /** '匿名买家' for anonymous ratings (to everyone but their author). */
  purchaserName: string
  stars: Stars
  tags: EvaluationTag[]
  content: string | null
  images: string[]
  createTime: string
}

/** The page plus the rating summary of what it lists (the shop's, or the buyer's own ratings). */
export type EvaluationPage = PageResult<EvaluationItem> & { summary: RatingSummary }
