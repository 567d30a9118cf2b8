/** The buyer a coupon is gifted to: found by phone (its customer id) or by a scanned identity code (the code itself, verified again by donateCoupon). */
import type { CouponGiftPayload } from '@/contract/types'

export type Recipient = { name: string; mobile: string | null } & ({ customerId: string; idCode?: undefined } | { idCode: string; customerId?: undefined })

export const giftPayload = (couponId: string, to: Recipient): CouponGiftPayload => (to.customerId ? { couponId, toCustomerId: to.customerId } : { couponId, idCode: to.idCode })
