/** Coupon states and record kinds (the contract's labels) with colours and tabs, and how a coupon's terms read. */
import { COUPON_RECORD_KINDS, COUPON_RECORD_LABELS, COUPON_STATE_LABELS, COUPON_STATES, type CouponItem, type CouponRecordKind, type CouponState } from '@/contract/types'
import { fenToPriceText } from '@/contract/money'
import { date, money } from '@/core/format'
import type { FilterTab } from '@/components/FilterTabs'
import type { StatusMap, StatusTone } from '@/components/StatusTag'

const TONES: Readonly<Record<CouponState, StatusTone>> = { unused: 'success', used: 'default', expired: 'danger' }
export const COUPON_STATUS: StatusMap = Object.fromEntries(COUPON_STATES.map((s) => [s, { text: COUPON_STATE_LABELS[s], tone: TONES[s] }]))
export const COUPON_STATE_TABS: readonly FilterTab<CouponState>[] = COUPON_STATES.map((value) => ({ value, title: COUPON_STATE_LABELS[value] }))

const KIND_TONES: Readonly<Record<CouponRecordKind, StatusTone>> = { gift: 'primary', use: 'success', release: 'warning' }
export const COUPON_RECORD_STATUS: StatusMap = Object.fromEntries(COUPON_RECORD_KINDS.map((k) => [k, { text: COUPON_RECORD_LABELS[k], tone: KIND_TONES[k] }]))

/** The coupon screen's three parts. */
export type CouponView = 'mine' | 'batches' | 'records'
export const COUPON_VIEWS: readonly FilterTab<CouponView>[] = [
  { value: 'mine', title: '我的优惠券' },
  { value: 'batches', title: '优惠券批次' },
  { value: 'records', title: '使用记录' },
]

/** '满100元可用', or 无门槛. */
export const thresholdText = (thresholdFen: number): string => (thresholdFen > 0 ? `满${fenToPriceText(thresholdFen)}元可用` : '无门槛')

/** '2026-03-01 至 2026-03-31'. */
export const validityText = (c: { validFrom: string; validTo: string }): string => `${date(c.validFrom)} 至 ${date(c.validTo)}`

/** One line naming a coupon for a confirmation: '¥20.00 满100元可用优惠券（YH...）'. */
export const couponLine = (c: Pick<CouponItem, 'amountFen' | 'thresholdFen' | 'couponNo'>): string => `${money(c.amountFen)} ${thresholdText(c.thresholdFen)}优惠券（${c.couponNo}）`
