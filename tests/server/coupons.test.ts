/** Coupon state changes (server/data/coupons.ts): gifted once even under 20 concurrent taps; used and released on a payment subject. */
import { eq } from 'drizzle-orm'
import { couponBatches, couponRecords, coupons, customers } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { BizError } from '../../server/lib/envelope'
import { COUPON_NOT_GIFTABLE, couponState, giftCoupon, releaseCoupon, takeCoupon } from '../../server/data/coupons'
import { nextDocNo } from '../../server/data/docNo'
import { setup, type TestEnv } from './helpers'

let env: TestEnv
let shopId = ''
let buyerId = ''
let otherShopId = ''
let batchId = ''
const today = chinaDay()
beforeAll(async () => {
  env = await setup({ poolSize: 22 })
  const all = await env.db.select().from(customers)
  shopId = all.find((c) => c.name === '绿源果蔬商行')!.id
  otherShopId = all.find((c) => c.name === '鲜丰水产批发部')!.id
  buyerId = all.find((c) => c.name === '城南生鲜采购中心')!.id
  const [b] = await env.db.insert(couponBatches).values({ name: '满100减10', amountFen: 1000, thresholdFen: 10_000, validFrom: addDays(today, -1), validTo: addDays(today, 30), totalCount: 100 }).returning()
  batchId = b!.id
}, 600_000)
afterAll(() => env?.close())

async function issue(holderId: string, o: { validTo?: string; validFrom?: string } = {}) {
  const [c] = await env.db
    .insert(coupons)
    .values({ couponNo: await nextDocNo(env.db, 'coupon'), batchId, holderId, issuedTo: holderId, amountFen: 1000, thresholdFen: 10_000, validFrom: o.validFrom ?? addDays(today, -1), validTo: o.validTo ?? addDays(today, 30) })
    .returning()
  return c!
}

test('20 concurrent gifts of one coupon: one goes through, the coupon moves once, one gift record', async () => {
  const c = await issue(shopId)
  const settled = await Promise.allSettled(Array.from({ length: 20 }, () => giftCoupon(env.db, { couponId: c.id, fromId: shopId, toId: buyerId })))
  expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
  const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []))
  expect(refused.every((e) => e instanceof BizError && e.message === COUPON_NOT_GIFTABLE)).toBe(true)
  const [now] = await env.db.select().from(coupons).where(eq(coupons.id, c.id))
  expect(now).toMatchObject({ holderId: buyerId, giftedFrom: shopId, state: 'unused' })
  const records = await env.db.select().from(couponRecords).where(eq(couponRecords.couponId, c.id))
  expect(records).toEqual([expect.objectContaining({ kind: 'gift', fromCustomerId: shopId, toCustomerId: buyerId, amountFen: 1000 })])
  // Gifted once: the recipient cannot pass it on, the giver no longer holds it.
  await expect(giftCoupon(env.db, { couponId: c.id, fromId: buyerId, toId: otherShopId })).rejects.toThrow(COUPON_NOT_GIFTABLE)
  await expect(giftCoupon(env.db, { couponId: c.id, fromId: shopId, toId: otherShopId })).rejects.toThrow(COUPON_NOT_GIFTABLE)
  await expect(giftCoupon(env.db, { couponId: c.id, fromId: buyerId, toId: buyerId })).rejects.toThrow('不能赠送给自己')
})

test('an expired or used coupon is not giftable', async () => {
  const expired = await issue(shopId, { validFrom: addDays(today, -10), validTo: addDays(today, -1) })
  expect(couponState(expired, today)).toBe('expired')
  await expect(giftCoupon(env.db, { couponId: expired.id, fromId: shopId, toId: buyerId })).rejects.toThrow(COUPON_NOT_GIFTABLE)
})

test('using a coupon: holder, threshold and validity are checked in the update; once; released when the order closes', async () => {
  const c = await issue(buyerId)
  const use = { couponId: c.id, holderId: buyerId, subject: 'order' as const, subjectId: 'order-1', bizNo: 'DD1', payableFen: 12_000 }
  await expect(takeCoupon(env.db, { ...use, holderId: shopId })).rejects.toThrow('优惠券不存在')
  await expect(takeCoupon(env.db, { ...use, payableFen: 9_999 })).rejects.toThrow('未达到使用门槛')
  const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => takeCoupon(env.db, { ...use, subjectId: `order-${i}` })))
  expect(settled.filter((s) => s.status === 'fulfilled').map((s) => (s as PromiseFulfilledResult<number>).value)).toEqual([1000])
  const [used] = await env.db.select().from(coupons).where(eq(coupons.id, c.id))
  expect(couponState(used!, today)).toBe('used')
  const winner = used!.usedBizId!
  await expect(takeCoupon(env.db, { ...use, subjectId: 'order-x' })).rejects.toThrow('优惠券已使用')
  expect(await releaseCoupon(env.db, { couponId: c.id, subject: 'order', subjectId: 'someone-else', bizNo: 'DD9' })).toBe(false)
  expect(await releaseCoupon(env.db, { couponId: c.id, subject: 'order', subjectId: winner, bizNo: 'DD1' })).toBe(true)
  expect(await releaseCoupon(env.db, { couponId: c.id, subject: 'order', subjectId: winner, bizNo: 'DD1' })).toBe(false)
  const records = await env.db.select().from(couponRecords).where(eq(couponRecords.couponId, c.id))
  expect(records.map((r) => r.kind).sort()).toEqual(['release', 'use'])
  // Back to unused: usable again, on a bill this time.
  expect(await takeCoupon(env.db, { ...use, subject: 'bill', subjectId: 'bill-1', payableFen: 10_000 })).toBe(1000)
})

test('not yet valid and expired coupons are refused with their reason', async () => {
  const later = await issue(buyerId, { validFrom: addDays(today, 2), validTo: addDays(today, 9) })
  await expect(takeCoupon(env.db, { couponId: later.id, holderId: buyerId, subject: 'order', subjectId: 'o', bizNo: 'DD', payableFen: 20_000 })).rejects.toThrow('优惠券尚未生效')
  const old = await issue(buyerId, { validFrom: addDays(today, -9), validTo: addDays(today, -2) })
  await expect(takeCoupon(env.db, { couponId: old.id, holderId: buyerId, subject: 'order', subjectId: 'o', bizNo: 'DD', payableFen: 20_000 })).rejects.toThrow('优惠券已过期')
})
