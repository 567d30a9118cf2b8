/**
 * Coupon state changes (docs/trade.md, "Coupons"), each guarded in the UPDATE that makes it and
 * recorded in coupon_records in the same transaction: used on one payment subject, released when
 * that order closes, gifted at most once. Order and bill handlers (issues 11 and 12) share them.
 */
import { and, eq, isNull, lte, gte, sql } from 'drizzle-orm'
import type { PaymentSubject } from '@/contract'
import type { Db } from '../db/client'
import { couponRecords, coupons } from '../db/schema'
import { chinaDay } from '../lib/dates'
import { BizError } from '../lib/envelope'

export const COUPON_NOT_GIFTABLE = '该优惠券已赠送或不可用'

type CouponRow = typeof coupons.$inferSelect

/** Why a coupon the caller named cannot be used now (after the guarded update refused it). */
function refusal(c: CouponRow | undefined, holderId: string, today: string, payableFen: number): string {
  if (!c || c.holderId !== holderId) return '优惠券不存在'
  if (c.state === 'used') return '优惠券已使用'
  if (c.validTo < today) return '优惠券已过期'
  if (c.validFrom > today) return '优惠券尚未生效'
  if (c.thresholdFen > payableFen) return '未达到使用门槛'
  return '优惠券不可用'
}

export interface CouponUse {
  couponId: string
  /** The customer paying: must hold the coupon. */
  holderId: string
  subject: Extract<PaymentSubject, 'order' | 'bill'>
  subjectId: string
  bizNo: string
  /** The amount the coupon is taken off (its threshold applies to it). */
  payableFen: number
  now?: Date
}

/** Marks the coupon used on the subject; answers the discount, min(face value, payable). */
export async function takeCoupon(db: Db, u: CouponUse): Promise<number> {
  const today = chinaDay(u.now)
  return db.transaction(async (tx) => {
    const [c] = await tx
      .update(coupons)
      .set({ state: 'used', usedOn: u.subject, usedBizId: u.subjectId, usedAt: u.now ?? new Date() })
      .where(
        and(
          eq(coupons.id, u.couponId),
          eq(coupons.holderId, u.holderId),
          eq(coupons.state, 'unused'),
          lte(coupons.validFrom, today),
          gte(coupons.validTo, today),
          lte(coupons.thresholdFen, u.payableFen),
        ),
      )
      .returning()
    if (!c) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, u.couponId))
      throw new BizError(refusal(row, u.holderId, today, u.payableFen))
    }
    const discountFen = Math.min(c.amountFen, u.payableFen)
    await tx.insert(couponRecords).values({ couponId: c.id, kind: 'use', fromCustomerId: u.holderId, amountFen: discountFen, bizType: u.subject, bizId: u.subjectId, bizNo: u.bizNo })
    return discountFen
  })
}

/** Gives a coupon used on `subjectId` back to its holder (the order closed unpaid). False when it was not used there. */
export async function releaseCoupon(db: Db, r: { couponId: string; subject: CouponUse['subject']; subjectId: string; bizNo: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .update(coupons)
      .set({ state: 'unused', usedOn: null, usedBizId: null, usedAt: null })
      .where(and(eq(coupons.id, r.couponId), eq(coupons.state, 'used'), eq(coupons.usedOn, r.subject), eq(coupons.usedBizId, r.subjectId)))
      .returning()
    if (!c) return false
    await tx.insert(couponRecords).values({ couponId: c.id, kind: 'release', fromCustomerId: c.holderId, amountFen: c.amountFen, bizType: r.subject, bizId: r.subjectId, bizNo: r.bizNo })
    return true
  })
}

/**
 * Hands an unused, unexpired, never-gifted coupon from `fromId` to `toId`. The guarded UPDATE lets
 * one of two concurrent gifts through; the other (and any later one) gets COUPON_NOT_GIFTABLE.
 */
export async function giftCoupon(db: Db, g: { couponId: string; fromId: string; toId: string; now?: Date }): Promise<CouponRow> {
  if (g.fromId === g.toId) throw new BizError('不能赠送给自己')
  const today = chinaDay(g.now)
  return db.transaction(async (tx) => {
    const [c] = await tx
      .update(coupons)
      .set({ holderId: g.toId, giftedFrom: g.fromId, giftedAt: g.now ?? new Date() })
      .where(and(eq(coupons.id, g.couponId), eq(coupons.holderId, g.fromId), eq(coupons.state, 'unused'), gte(coupons.validTo, today), isNull(coupons.giftedFrom)))
      .returning()
    if (!c) throw new BizError(COUPON_NOT_GIFTABLE)
    await tx.insert(couponRecords).values({ couponId: c.id, kind: 'gift', fromCustomerId: g.fromId, toCustomerId: g.toId, amountFen: c.amountFen })
    return c
  })
}

/** The derived state of a coupon row on `today` (China time). */
export function couponState(c: Pick<CouponRow, 'state' | 'validTo'>, today: string = chinaDay()): 'unused' | 'used' | 'expired' {
  if (c.state === 'used') return 'used'
  return c.validTo < today ? 'expired' : 'unused'
}

/** SQL filter for a derived state (couponInfo/queryByMemberId). */
export function couponStateFilter(state: 'unused' | 'used' | 'expired', today: string = chinaDay()) {
  if (state === 'used') return eq(coupons.state, 'used')
  return state === 'unused' ? and(eq(coupons.state, 'unused'), gte(coupons.validTo, today)) : and(eq(coupons.state, 'unused'), sql`${coupons.validTo} < ${today}`)
}
