/** Typed calls of the member service. Complaint create, update and delete go through `save()`. */
import { request, type RequestOptions } from '@/core/request'
import { member } from '@/contract/member'
import type { CategoryPagePayload, ComplaintPagePayload, ProductPagePayload } from '@/contract/types'
import type { PriceAnalysisPayload, PriceBoardPayload } from '@/contract/types'

export const memberApi = {
  /** The caller's own complaints, newest first. */
  complaintPage: (q: ComplaintPagePayload, options?: RequestOptions) => request(member.complaintComplaint.page, q, options),
  complaintDetail: (id: string) => request(member.complaintComplaint.queryById, { id }),
  /** Public price publication: no token is sent (the descriptors are public); silent, the screen shows the error. */
  price: {
    latestDate: () => request(member.collectPrice.queryLatestDate, {}, { silent: true }),
    bigCates: () => request(member.collectPrice.queryBigCate, {}, { silent: true }),
    board: (q: PriceBoardPayload) => request(member.collectPrice.collectDisplayAll, q, { silent: true }),
    analysis: (q: PriceAnalysisPayload) => request(member.collectPrice.collectAnalyseOne, q, { silent: true }),
  },
  /** Product categories ('0' parentId: the top-level ones). */
  categoryPage: (q: CategoryPagePayload) => request(member.category.page, q),
  /** The market's goods catalogue (a top-level category includes its sub-categories). */
  productPage: (q: ProductPagePayload) => request(member.product.page, q),
}
