/** Coupons: batches, the caller's coupons, gifts, what a coupon takes off, and the use records. Money in fen. */
import type { PageQuery } from '@/contract/types/common'
import type { CouponRecordKind, CouponState } from '@/contract/types/trade'

/** couponBatch/page: batches the caller's customer received coupons from, newest first. */
export interface CouponBatchPagePayload extends PageQuery {
  keyword?: string
}

export interface CouponBatchItem {
  id: string
  name: string
  /** The discount. */
  amountFen: number
  /** Minimum payable amount to use it (0: none). */
  thresholdFen: number
  validFrom: string
  validTo: string
  /** Coupons of this batch issued to the caller. */
  received: number
  /** Of those, still held and usable / used / expired / gifted away. */
  unused: number
  used: number
  expired: number
  gifted: number
}

/** couponInfo/queryByMemberId: the caller's coupons; `memberId` may only be the caller's own customer id. */
export interface CouponPagePayload extends PageQuery {
  memberId?: string
  state?: CouponState
}

export interface CouponItem {
  id: string
  couponNo: string
  batchId: string
  name: string
  amountFen: number
  thresholdFen: number
  validFrom: string
  validTo: string
  state: CouponState
  /** Unused, unexpired and never gifted before (a coupon is gifted at most once). */
  giftable: boolean
  /** Who gave it to the caller, when it was a gift. */
  giftedFromName: string | null
  usedTime: string | null
}

/**
 * couponInfo/donateCoupon: gives one of the caller's giftable coupons to a buyer chosen by phone
 * (`toCustomerId` from customer/pageListAll) or by a scanned identity code (`idCode`); exactly one
 * of them. Once: a second (or concurrent) gift of the same coupon answers '该优惠券已赠送或不可用'.
 */
export interface CouponGiftPayload {
  couponId: string
  toCustomerId?: string
  idCode?: string
}

export interface CouponGiftResult {
  couponId: string
  toCustomerId: string
  toName: string
}

/** couponInfo/queryCouponAmountByList (json): what each coupon takes off a payable amount. */
export interface CouponAmountPayload {
  /** The caller's coupons to evaluate; empty: all its unused ones. */
  couponIds: string[]
  payableFen: number
}

export interface CouponAmount {
  couponId: string
  usable: boolean
  /** min(amountFen, payableFen) when usable, else 0. */
  discountFen: number
  /** Why not usable: '未达到使用门槛', '优惠券已过期', '优惠券已使用'. */
  reason: string | null
}

export interface CouponAmounts {
  items: CouponAmount[]
  /** The usable coupon with the largest discount (earliest expiry on a tie). */
  bestCouponId: string | null
}

/** couponUseRecord/page: gifts to or from the caller and its coupons' uses, newest first. */
export interface CouponRecordPagePayload extends PageQuery {
  kind?: CouponRecordKind
  couponId?: string
}

export interface CouponRecordItem {
  id: string
  couponId: string
  couponNo: string
  couponName: string
  kind: CouponRecordKind
  /** The discount taken (use), or the coupon's face value (gift, release). */
  amountFen: number
  fromName: string
  toName: string | null
  /** The order or bill number a use or release belongs to. */
  bizNo: string | null
  createTime: string
}
