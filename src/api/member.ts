/**
 * Typed calls of the member service, one wrapper per endpoint (writes go through `mutate`):
 * complaints, the price board and the catalogue; shops, buyers and their identity codes; SKUs,
 * coupons, ratings, scales and credit (docs/trade.md).
 */
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
  CreditTotalPayload,
  CustomerPagePayload,
  EvaluationPagePayload,
  PriceAnalysisPayload,
  PriceBoardPayload,
  ProductPagePayload,
  PurchaserQueryPayload,
  ScalePagePayload,
  SkuItem,
  SkuPagePayload,
  SupplierQueryPayload,
} from '@/contract/types'
import { findIn, readAll } from './paging'

export const memberApi = {
  /** The distribution centre's own profile and vehicle counts. */
  deliveryDetail: () => request(member.delivery.queryDetail, {}),
  /** The caller's own complaints, newest first. */
  complaintPage: (q: ComplaintPagePayload, options?: RequestOptions) => request(member.complaintComplaint.page, q, options),
  complaintDetail: (id: string) => request(member.complaintComplaint.queryById, { id }),
  /** Public price publication: no token is sent (the descriptors are public); silent, the screen shows the error; the board reads are kept for a weak network (core/request/offline). */
  price: {
    latestDate: () => request(member.collectPrice.queryLatestDate, {}, { silent: true, offline: true }),
    bigCates: () => request(member.collectPrice.queryBigCate, {}, { silent: true, offline: true }),
    board: (q: PriceBoardPayload) => request(member.collectPrice.collectDisplayAll, q, { silent: true, offline: true }),
    analysis: (q: PriceAnalysisPayload) => request(member.collectPrice.collectAnalyseOne, q, { silent: true }),
    /** The caller's own follows (price alerts), in the board's order, with the dictionary's default threshold; writes go through `mutate`. */
    follows: () => request(member.priceFollow.list, {}),
  },
  /** Product categories ('0' parentId: the top-level ones). */
  categoryPage: (q: CategoryPagePayload) => request(member.category.page, q),
  /** The market's goods catalogue (a top-level category includes its sub-categories). */
  productPage: (q: ProductPagePayload) => request(member.product.page, q),

  // ---- Shops and buyers ----------------------------------------------------------------------------

  /** The caller's own shop (`{}`; `withIdCode` adds a fresh shop identity code) or another shop's public view (`id`). */
  shop: (q: SupplierQueryPayload = {}, options?: RequestOptions) => request(member.supplier.queryDetail, q, options),
  /** The buyer's own profile; `withIdCode` adds a fresh identity code. */
  buyerProfile: (q: PurchaserQueryPayload = {}, options?: RequestOptions) => request(member.purchase.queryDetail, q, options),
  /** Buyers, looked up by a supplier (an 11-digit keyword matches the mobile exactly). */
  buyerPage: (q: CustomerPagePayload) => request(member.customer.pageListAll, q),
  /** One customer of the other side (a supplier looks up a buyer); mobile masked. */
  customer: (id: string) => request(member.customer.queryById, { id }),
  /** Who a scanned identity code belongs to; a refusal ('身份码无效', '请扫描买家的身份码', ...) is shown in the 提示 modal. */
  identify: (code: string) => request(member.customer.queryDetail, { code }, { loading: true }),

  // ---- The shop's back office ----------------------------------------------------------------------

  /** The caller's shop's SKUs in shelf order. */
  skuPage: (q: SkuPagePayload, options?: RequestOptions) => request(member.sku.page, q, options),
  /** Counts for the product list's tabs. */
  skuStats: () => request(member.sku.skuStatics, {}, { silent: true }),
  /** Every live SKU of the shop, in shelf order (the sort screen saves exactly these). */
  allSkus: () => readAll((q) => memberApi.skuPage(q)),
  /** One of the shop's SKUs (the contract has no sku/queryById: found in the shop's list); null when gone. */
  findSku: (id: string): Promise<SkuItem | null> => findIn((q) => memberApi.skuPage(q), (s) => s.id === id),
  /** The shop's on-shelf SKUs grouped by product (the order form's picker). */
  skuPicker: (q: SkuPagePayload) => request(member.sku.proAndSkuPage, q),
  /** Coupon batches the shop received coupons from, with its counts per state. */
  couponBatchPage: (q: CouponBatchPagePayload) => request(member.couponBatch.page, q),
  /** The caller's coupons (by derived state). */
  couponPage: (q: CouponPagePayload, options?: RequestOptions) => request(member.couponInfo.queryByMemberId, q, options),
  /** One of the caller's unused coupons (the gift screen's); null when it is no longer held or usable. */
  findUnusedCoupon: (id: string): Promise<CouponItem | null> => findIn((q) => memberApi.couponPage({ ...q, state: 'unused' }), (c) => c.id === id),
  /** What each of the caller's unused coupons (`couponIds` empty: all) takes off `payableFen`, and the best one. */
  couponAmounts: (q: CouponAmountPayload, options?: RequestOptions) => request(member.couponInfo.queryCouponAmountByList, q, options),
  /** Gifts, uses and releases of the caller's coupons, newest first. */
  couponRecordPage: (q: CouponRecordPagePayload) => request(member.couponUseRecord.page, q),
  /** Ratings received (a shop), given (a buyer), or of one shop (`supplierId`). */
  evaluationPage: (q: EvaluationPagePayload) => request(member.memberEvaluate.page, q),
  /** The caller's electronic scales. */
  scalePage: (q: ScalePagePayload) => request(member.electronicScaleManage.page, q),
  /** Credit over the caller's accounts, or the one with a counterparty (`counterpartyId`). */
  creditTotal: (q: CreditTotalPayload = {}, options?: RequestOptions) => request(member.creditDetail.getCredidTotal, q, options),
}
