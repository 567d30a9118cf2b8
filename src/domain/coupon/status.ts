/** Coupon states and record kinds (the contract's labels) with colours and tabs, and how a coupon's terms read. */
import { COUPON_RECORD_LABELS, COUPON_STATE_LABELS, type CouponItem, type CouponState } from '@/contract/types'
import { date, money, parseDate } from '@/core/format'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap, type StatusMap } from '@/components/StatusTag'

const STATE_STATUS = statusMap(COUPON_STATE_LABELS, { unused: 'success', used: 'default', expired: 'danger' })
/** The states, and 未生效: an unused coupon whose validity has not begun (see `couponStatus`). */
export const COUPON_STATUS: StatusMap<CouponState | 'notYetValid'> = { ...STATE_STATUS, notYetValid: { text: '未生效', tone: 'warning' } }
export const COUPON_STATE_TABS = tabsOf(STATE_STATUS, { all: false })

/** Whether an unused coupon cannot be used yet: its validity starts after `now`. */
export const notYetValid = (c: Pick<CouponItem, 'state' | 'validFrom'>, now: number = Date.now()): boolean =>
  c.state === 'unused' && (parseDate(c.validFrom)?.valueOf() ?? 0) > now

/** The key of COUPON_STATUS a coupon shows: its state, or notYetValid. */
export const couponStatus = (c: Pick<CouponItem, 'state' | 'validFrom'>, now?: number): string => (notYetValid(c, now) ? 'notYetValid' : c.state)

export const COUPON_RECORD_STATUS = statusMap(COUPON_RECORD_LABELS, { gift: 'primary', use: 'success', release: 'warning' })

/** The coupon screen's three parts. */
export type CouponView = 'mine' | 'batches' | 'records'
export const COUPON_VIEWS = tabsOf<CouponView>({ mine: '我的优惠券', batches: '优惠券批次', records: '使用记录' }, { all: false })

/** A coupon's sum as its face reads: '¥20', '¥1,000', '¥9.90' (no .00 on whole yuan). */
export const faceValue = (fen: number): string => money(fen).replace(/\.00$/, '')

/** '满100元可用' (as the face value reads), or 无门槛. */
export const thresholdText = (thresholdFen: number): string => (thresholdFen > 0 ? `满${faceValue(thresholdFen).replace('¥', '')}元可用` : '无门槛')

/** '2026-03-01 至 2026-03-31'. */
export const validityText = (c: { validFrom: string; validTo: string }): string => `${date(c.validFrom)} 至 ${date(c.validTo)}`

/** One line naming a coupon for a confirmation: '¥20 满100元可用优惠券（YH...）'. */
export const couponLine = (c: Pick<CouponItem, 'amountFen' | 'thresholdFen' | 'couponNo'>): string => `${faceValue(c.amountFen)} ${thresholdText(c.thresholdFen)}优惠券（${c.couponNo}）`
