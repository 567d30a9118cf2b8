/**
 * The one coupon rule of every payment: the caller's unused coupons measured against what the
 * subject owes (couponInfo/queryCouponAmountByList), the usable ones that take something off, best
 * first; the default is the server's best coupon (largest discount, earliest expiry on a tie),
 * until the payer chooses another or none (`NO_COUPON`).
 */
import { member } from '@/contract/member'
import type { CouponAmounts, CouponItem } from '@/contract/types'
import { memberApi } from '@/api/member'
import { money } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'

/** The choice "不使用优惠券". */
export const NO_COUPON = ''
/** The coupons read to name the choices: the server's largest page. */
export const COUPON_PAGE_SIZE = 100

export interface CouponChoice {
  value: string
  label: string
  discountFen: number
}

/** The choices (best first) and the default one. */
export function couponChoices(amounts: CouponAmounts, coupons: readonly Pick<CouponItem, 'id' | 'name'>[]): { options: CouponChoice[]; best: string } {
  const names = new Map(coupons.map((c) => [c.id, c.name]))
  const options = amounts.items
    .filter((a) => a.usable && a.discountFen > 0)
    .sort((a, b) => b.discountFen - a.discountFen)
    .map((a) => ({ value: a.couponId, label: `${names.get(a.couponId) ?? '优惠券'}（减${money(a.discountFen)}）`, discountFen: a.discountFen }))
  const best = options.some((o) => o.value === amounts.bestCouponId) ? (amounts.bestCouponId as string) : (options[0]?.value ?? NO_COUPON)
  return { options, best }
}

/** Extras read beside the subject: no loading text, and a failure only leaves them out. */
const QUIET = { silent: true, loading: false } as const

/**
 * The coupon choice of a payment whose coupon is measured against `baseFen` (null: no coupon can
 * be used now, nothing is read): the options, the chosen value and what it takes off.
 */
export function useCouponChoice(baseFen: number | null, chosen: string | null) {
  const data = useAsyncData(
    async () => {
      const [amounts, mine] = await Promise.all([
        memberApi.couponAmounts({ couponIds: [], payableFen: baseFen ?? 0 }, QUIET),
        memberApi.couponPage({ state: 'unused', current: 1, size: COUPON_PAGE_SIZE }, QUIET),
      ])
      return couponChoices(amounts, mine.records)
    },
    [baseFen],
    { enabled: baseFen !== null, refreshOn: [member.couponInfo] },
  )
  const options = baseFen === null ? [] : (data.data?.options ?? [])
  const value = chosen ?? data.data?.best ?? NO_COUPON
  const discountFen = options.find((o) => o.value === value)?.discountFen ?? 0
  return { options, value: options.length ? value : NO_COUPON, discountFen }
}
