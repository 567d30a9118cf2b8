/** Coupon states and record kinds (the contract's labels) with colours and tabs, and how a coupon's terms read. */
import { COUPON_RECORD_LABELS, COUPON_STATE_LABELS, type CouponItem } from '@/contract/types'
import { fenToPriceText } from '@/contract/money'
import { date, money } from '@/core/format'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const COUPON_STATUS = statusMap(COUPON_STATE_LABELS, { unused: 'success', used: 'default', expired: 'danger' })
export const COUPON_STATE_TABS = tabsOf(COUPON_STATUS, { all: false })

export const COUPON_RECORD_STATUS = statusMap(COUPON_RECORD_LABELS, { gift: 'primary', use: 'success', release: 'warning' })

/** The coupon screen's three parts. */
export type CouponView = 'mine' | 'batches' | 'records'
export const COUPON_VIEWS = tabsOf<CouponView>({ mine: '我的优惠券', batches: '优惠券批次', records: '使用记录' }, { all: false })

/** '满100元可用', or 无门槛. */
export const thresholdText = (thresholdFen: number): string => (thresholdFen > 0 ? `满${fenToPriceText(thresholdFen)}元可用` : '无门槛')

/** '2026-03-01 至 2026-03-31'. */
export const validityText = (c: { validFrom: string; validTo: string }): string => `${date(c.validFrom)} 至 ${date(c.validTo)}`

/** One line naming a coupon for a confirmation: '¥20.00 满100元可用优惠券（YH...）'. */
export const couponLine = (c: Pick<CouponItem, 'amountFen' | 'thresholdFen' | 'couponNo'>): string => `${money(c.amountFen)} ${thresholdText(c.thresholdFen)}优惠券（${c.couponNo}）`
