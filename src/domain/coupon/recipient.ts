/** The buyer a coupon is gifted to (BuyerPicker): by its customer id, or by its scanned identity code (the code itself, verified again by donateCoupon). */
import type { CouponGiftPayload } from '@/contract/types'
import type { PickedBuyer } from '@/domain/buyer/pick'

export const giftPayload = (couponId: string, to: PickedBuyer): CouponGiftPayload => (to.idCode ? { couponId, idCode: to.idCode } : { couponId, toCustomerId: to.id })
