/**
 * Typed reads of the member service that trade screens need (docs/trade.md): the buyers a shop
 * sells to, the buyer's own profile and identity code, ratings, scales, credit, coupons at pay
 * time and the order form's SKU picker. Writes go through api/mutate.
 */
import { request, type RequestOptions } from '@/core/request'
import { member } from '@/contract/member'
import type { CouponAmountPayload, CouponPagePayload, CreditTotalPayload, CustomerPagePayload, EvaluationPagePayload, ScalePagePayload, SkuPagePayload } from '@/contract/types'

export const tradeApi = {
  /** A shop looks up buyers (an 11-digit keyword matches the mobile exactly). */
  buyers: (q: CustomerPagePayload) => request(member.customer.pageListAll, q),
  customer: (id: string) => request(member.customer.queryById, { id }),
  /** Who a scanned identity code belongs to; silent: the screen says why it was refused. */
  identify: (code: string) => request(member.customer.queryDetail, { code }, { silent: true }),
  /** The caller's own shop (`hasOwePassword`) or another shop's public view. */
  shop: (id?: string, options?: RequestOptions) => request(member.supplier.queryDetail, id ? { id } : {}, options),
  /** The buyer's profile; with an identity code letting a shop take up to `idCodeLimitFen` at once (0: every charge waits for the buyer). */
  buyerProfile: (withIdCode = false, options?: RequestOptions, idCodeLimitFen = 0) =>
    request(member.purchase.queryDetail, withIdCode ? { withIdCode, ...(idCodeLimitFen ? { idCodeLimitFen } : {}) } : {}, options),
  evaluations: (q: EvaluationPagePayload) => request(member.memberEvaluate.page, q),
  scales: (q: ScalePagePayload) => request(member.electronicScaleManage.page, q),
  /** Credit over the caller's accounts, or the one with a shop (`counterpartyId`). */
  creditTotal: (q: CreditTotalPayload = {}, options?: RequestOptions) => request(member.creditDetail.getCredidTotal, q, options),
  coupons: (q: CouponPagePayload, options?: RequestOptions) => request(member.couponInfo.queryByMemberId, q, options),
  couponAmounts: (q: CouponAmountPayload, options?: RequestOptions) => request(member.couponInfo.queryCouponAmountByList, q, options),
  /** The shop's on-shelf SKUs grouped by product (the order form's picker). */
  skuPicker: (q: SkuPagePayload) => request(member.sku.proAndSkuPage, q),
}
