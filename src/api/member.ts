/** Typed calls of the member service. Complaint create, update and delete go through `save()`. */
import { request, type RequestOptions } from '@/core/request'
import { member } from '@/contract/member'
import type {
  CategoryPagePayload,
  ComplaintPagePayload,
  CouponAmountPayload,
  CouponBatchPagePayload,
  CouponItem,
  CouponPagePayload,
  CouponRecordPagePayload,
  CustomerPagePayload,
  ProductPagePayload,
  SkuItem,
  SkuPagePayload,
} from '@/contract/types'
import type { PriceAnalysisPayload, PriceBoardPayload } from '@/contract/types'
import { findIn, readAll } from './paging'

export const memberApi = {
  /** The distribution centre's own profile and vehicle counts. */
  deliveryDetail: () => request(member.delivery.queryDetail, {}),
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

  // ---- The shop's back office (docs/trade.md) ----------------------------------------------------

  /** The caller's own shop; `withIdCode` adds a fresh shop identity code. */
  myShop: (withIdCode = false, options?: RequestOptions) => request(member.supplier.queryDetail, withIdCode ? { withIdCode: true } : {}, options),
  /** The caller's shop's SKUs in shelf order. */
  skuPage: (q: SkuPagePayload, options?: RequestOptions) => request(member.sku.page, q, options),
  /** Counts for the product list's tabs. */
  skuStats: () => request(member.sku.skuStatics, {}, { silent: true }),
  /** Every live SKU of the shop, in shelf order (the sort screen saves exactly these). */
  allSkus: () => readAll((q) => request(member.sku.page, q)),
  /** One of the shop's SKUs (the contract has no sku/queryById: found in the shop's list); null when gone. */
  findSku: (id: string): Promise<SkuItem | null> => findIn((q) => request(member.sku.page, q), (s) => s.id === id),
  /** Coupon batches the shop received coupons from, with its counts per state. */
  couponBatchPage: (q: CouponBatchPagePayload) => request(member.couponBatch.page, q),
  /** The caller's coupons (by derived state). */
  couponPage: (q: CouponPagePayload, options?: RequestOptions) => request(member.couponInfo.queryByMemberId, q, options),
  /** One of the caller's unused coupons (the gift screen's); null when it is no longer held or usable. */
  findUnusedCoupon: (id: string): Promise<CouponItem | null> => findIn((q) => request(member.couponInfo.queryByMemberId, { ...q, state: 'unused' }), (c) => c.id === id),
  /** What each of the caller's unused coupons (`couponIds` empty: all) takes off `payableFen`, and the best one. */
  couponAmounts: (q: CouponAmountPayload, options?: RequestOptions) => request(member.couponInfo.queryCouponAmountByList, q, options),
  /** Gifts, uses and releases of the caller's coupons, newest first. */
  couponRecordPage: (q: CouponRecordPagePayload) => request(member.couponUseRecord.page, q),
  /** Buyers, looked up by a supplier (an 11-digit keyword matches the mobile exactly). */
  customerPage: (q: CustomerPagePayload) => request(member.customer.pageListAll, q),
  /** Who a scanned identity code belongs to ('身份码无效' / '身份码已过期，请让对方刷新后重新扫描'). */
  idCodeOwner: (code: string) => request(member.customer.queryDetail, { code }, { loading: true }),
  /** Credit the shop extends to its buyers, in total. */
  creditTotal: (options?: RequestOptions) => request(member.creditDetail.getCredidTotal, {}, options),
}
