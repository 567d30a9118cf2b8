/**
 * member/couponBatch, couponUseRecord and couponInfo (docs/trade.md, "Coupons") over the seeded
 * coupons (seeds/backoffice.ts): batches with counts per state, a member's coupons, what they take
 * off an amount, the records, and a shop's gift to a buyer (by id or identity code) that goes
 * through once, also under 20 concurrent requests on PostgreSQL. Ownership and the 优惠券 module.
 */
import { eq } from 'drizzle-orm'
import { contract, type CouponBatchItem, type CouponItem, type CouponRecordItem } from '@/contract'
import { couponBatches, couponRecords, coupons, messages, users } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { nextDocNo } from '../../server/data/docNo'
import { signIdCode } from '../../server/auth/idCode'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { BUYER, customerId, NO_MODULE, SHOP1, SHOP2 } from './backoffice'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01', string>
let shop1 = ''
let shop2 = ''
let buyer = ''
const C = contract.member
const GIFTED = '该优惠券已赠送或不可用'
beforeAll(async () => {
  env = await setup({ poolSize: 24 })
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01'] as const)
  shop1 = await customerId(env, SHOP1)
  shop2 = await customerId(env, SHOP2)
  buyer = await customerId(env, BUYER)
}, 600_000)
afterAll(() => env?.close())

type Page<T> = { records: T[]; total: number }
const batches = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<Page<CouponBatchItem>>(env.app, C.couponBatch.page, data, { token })).records
const mine = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<Page<CouponItem>>(env.app, C.couponInfo.queryByMemberId, { size: 100, ...data }, { token })).records
const records = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<Page<CouponRecordItem>>(env.app, C.couponUseRecord.page, { size: 100, ...data }, { token })).records

/** A fresh giftable coupon of the shop-deal batch issued to `holderId`. */
async function issue(holderId: string) {
  const [batch] = await env.db.select().from(couponBatches).where(eq(couponBatches.name, '商户满100减10元券'))
  const [c] = await env.db
    .insert(coupons)
    .values({ couponNo: await nextDocNo(env.db, 'coupon'), batchId: batch!.id, holderId, issuedTo: holderId, amountFen: 1000, thresholdFen: 10_000, validFrom: batch!.validFrom, validTo: batch!.validTo })
    .returning()
  return c!
}

describe('seeded coupons as each member sees them', () => {
  test('couponBatch/page counts the caller\'s coupons of each batch by state and gifted away', async () => {
    const shop = new Map((await batches(tk.supplier01)).map((b) => [b.name, b]))
    expect(shop.get('商户满100减10元券')).toMatchObject({ amountFen: 1000, thresholdFen: 10_000, received: 3, unused: 2, used: 0, expired: 0, gifted: 1 })
    expect(shop.get('账单满200减20元券')).toMatchObject({ received: 2, unused: 1, used: 1, expired: 0, gifted: 0 })
    expect(shop.get('开业体验5元券')).toMatchObject({ received: 1, unused: 0, expired: 1 })
    expect(shop.get('周年庆满500减30元券')).toMatchObject({ received: 1, unused: 1, validFrom: addDays(chinaDay(), 3) })
    const theirs = new Map((await batches(tk.purchaser01)).map((b) => [b.name, b]))
    expect(theirs.get('商户满100减10元券')).toMatchObject({ received: 2, unused: 2, gifted: 0 })
    expect(theirs.has('开业体验5元券')).toBe(false)
    expect((await batches(tk.supplier01, { keyword: '账单' })).map((b) => b.name)).toEqual(['账单满200减20元券'])
  })

  test('queryByMemberId: the caller\'s coupons by derived state, with what may be gifted', async () => {
    const all = await mine(tk.supplier01)
    expect(all).toHaveLength(6)
    const unused = await mine(tk.supplier01, { state: 'unused' })
    expect(unused).toHaveLength(4)
    expect(unused.every((c) => c.state === 'unused' && c.giftable)).toBe(true)
    const used = await mine(tk.supplier01, { state: 'used' })
    expect(used).toEqual([expect.objectContaining({ name: '账单满200减20元券', state: 'used', giftable: false })])
    expect(used[0]!.usedTime).not.toBeNull()
    expect(await mine(tk.supplier01, { state: 'expired' })).toEqual([expect.objectContaining({ name: '开业体验5元券', state: 'expired', giftable: false })])
    expect((await mine(tk.supplier01, { memberId: shop1 })).length).toBe(6)
    expect((await call(env.app, C.couponInfo.queryByMemberId, { memberId: shop2 }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.couponInfo.queryByMemberId, { state: 'lost' }, { token: tk.supplier01 })).msg).toBe('优惠券状态不正确')
    // The buyer holds the one the shop gave it: not giftable again, and says who gave it.
    const gift = (await mine(tk.purchaser01)).find((c) => c.giftedFromName)
    expect(gift).toMatchObject({ giftedFromName: SHOP1, giftable: false, state: 'unused' })
  })

  test('couponUseRecord/page: gifts to or from the caller and its uses', async () => {
    const shop = await records(tk.supplier01)
    expect(shop.map((r) => r.kind).sort()).toEqual(['gift', 'use'])
    expect(shop.find((r) => r.kind === 'use')).toMatchObject({ couponName: '账单满200减20元券', amountFen: 2000, fromName: SHOP1, toName: null })
    expect(shop.find((r) => r.kind === 'use')!.bizNo).toMatch(/^ZD/)
    expect(shop.find((r) => r.kind === 'gift')).toMatchObject({ fromName: SHOP1, toName: BUYER, amountFen: 1000, bizNo: null })
    expect((await records(tk.supplier01, { kind: 'use' })).map((r) => r.kind)).toEqual(['use'])
    expect((await records(tk.purchaser01)).map((r) => r.kind)).toEqual(['gift'])
    expect(await records(tk.supplier02)).toEqual([])
    expect((await call(env.app, C.couponUseRecord.page, { kind: 'steal' }, { token: tk.supplier01 })).msg).toBe('记录类型不正确')
  })

  test('queryCouponAmountByList: each coupon against an amount, the best one, nothing changes', async () => {
    const held = await mine(tk.supplier01)
    const byName = (n: string, state = 'unused') => held.find((c) => c.name === n && c.state === state)!.id
    const foreign = (await mine(tk.supplier02))[0]!.id
    const ids = [byName('商户满100减10元券'), byName('账单满200减20元券'), byName('账单满200减20元券', 'used'), byName('开业体验5元券', 'expired'), byName('周年庆满500减30元券'), foreign]
    const r = expectOk(await call(env.app, C.couponInfo.queryCouponAmountByList, { couponIds: ids, payableFen: 15_000 }, { token: tk.supplier01 }))
    expect(r.items.map((i: { usable: boolean; discountFen: number; reason: string | null }) => [i.usable, i.discountFen, i.reason])).toEqual([
      [true, 1000, null],
      [false, 0, '未达到使用门槛'],
      [false, 0, '优惠券已使用'],
      [false, 0, '优惠券已过期'],
      [false, 0, '优惠券尚未生效'],
      [false, 0, '优惠券不存在'],
    ])
    expect(r.bestCouponId).toBe(ids[0])
    const big = expectOk(await call(env.app, C.couponInfo.queryCouponAmountByList, { couponIds: [], payableFen: 30_000 }, { token: tk.supplier01 }))
    expect(big.items).toHaveLength(4)
    expect(big.bestCouponId).toBe(byName('账单满200减20元券'))
    expect(big.items.find((i: { couponId: string }) => i.couponId === big.bestCouponId)).toMatchObject({ usable: true, discountFen: 2000 })
    expect((await call(env.app, C.couponInfo.queryCouponAmountByList, { couponIds: [], payableFen: -1 }, { token: tk.supplier01 })).msg).toBe('应付金额格式不正确')
    expect((await mine(tk.supplier01, { state: 'unused' })).length).toBe(4)
  })
})

describe('donateCoupon', () => {
  test('by the buyer\'s id: leaves my list, appears in theirs once, with a record and a message for the buyer', async () => {
    const c = await issue(shop1)
    const r = expectOk(await call(env.app, C.couponInfo.donateCoupon, { couponId: c.id, toCustomerId: buyer }, { token: tk.supplier01 }))
    expect(r).toEqual({ couponId: c.id, toCustomerId: buyer, toName: BUYER })
    expect((await mine(tk.supplier01)).some((x) => x.id === c.id)).toBe(false)
    expect((await mine(tk.purchaser01)).find((x) => x.id === c.id)).toMatchObject({ giftedFromName: SHOP1, giftable: false })
    expect((await records(tk.purchaser01, { couponId: c.id })).map((x) => [x.kind, x.fromName, x.toName])).toEqual([['gift', SHOP1, BUYER]])
    const [u] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    const inbox = await env.db.select().from(messages).where(eq(messages.userId, u!.id))
    expect(inbox.filter((m) => m.msgType === 'coupon').map((m) => m.title)).toContain('收到优惠券')
    // A double tap, and the gift once more.
    expect((await call(env.app, C.couponInfo.donateCoupon, { couponId: c.id, toCustomerId: buyer }, { token: tk.supplier01 })).msg).toBe(GIFTED)
  })

  test('by a scanned identity code of the buyer; a shop\'s, expired or forged code is refused', async () => {
    const c = await issue(shop1)
    const [u] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    const code = signIdCode({ kind: 'buyer', customerId: buyer, userId: u!.id }).token
    const shopCode = signIdCode({ kind: 'shop', customerId: shop2, userId: u!.id }).token
    const stale = signIdCode({ kind: 'buyer', customerId: buyer, userId: u!.id }, { now: new Date(Date.now() - 3600_000) }).token
    const donate = (data: Record<string, unknown>) => call(env.app, C.couponInfo.donateCoupon, { couponId: c.id, ...data }, { token: tk.supplier01 })
    expect((await donate({ idCode: shopCode })).msg).toBe('请扫描买家的身份码')
    expect((await donate({ idCode: stale })).msg).toBe('身份码已过期，请让对方刷新后重新扫描')
    expect((await donate({ idCode: `${code}x` })).msg).toBe('身份码无效')
    expect(expectOk(await donate({ idCode: code }))).toMatchObject({ toCustomerId: buyer, toName: BUYER })
  })

  test('refusals: no or two recipients, not a buyer, unknown, expired or used coupon, another shop\'s coupon', async () => {
    const c = await issue(shop1)
    const donate = (data: Record<string, unknown>, token = tk.supplier01) => call(env.app, C.couponInfo.donateCoupon, data, { token })
    expect((await donate({ couponId: c.id })).msg).toBe('请选择赠送对象')
    expect((await donate({ couponId: c.id, toCustomerId: buyer, idCode: 'MC1.a.b' })).msg).toBe('请只选择一种赠送对象')
    expect((await donate({ couponId: c.id, toCustomerId: shop2 })).msg).toBe('只能赠送给采购商')
    expect((await donate({ couponId: c.id, toCustomerId: 'nobody' })).msg).toBe('采购商不存在')
    expect((await donate({ toCustomerId: buyer })).msg).toBe('缺少参数：couponId')
    const expired = (await mine(tk.supplier01, { state: 'expired' }))[0]!
    expect((await donate({ couponId: expired.id, toCustomerId: buyer })).msg).toBe(GIFTED)
    const used = (await mine(tk.supplier01, { state: 'used' }))[0]!
    expect((await donate({ couponId: used.id, toCustomerId: buyer })).msg).toBe(GIFTED)
    // Another shop's coupon, or one that never existed: not found, and it stays where it was.
    const theirs = await issue(shop2)
    expect((await donate({ couponId: theirs.id, toCustomerId: buyer })).msg).toBe('记录不存在')
    expect((await donate({ couponId: 'missing', toCustomerId: buyer })).msg).toBe('记录不存在')
    const [still] = await env.db.select().from(coupons).where(eq(coupons.id, theirs.id))
    expect(still).toMatchObject({ holderId: shop2, giftedFrom: null })
    // A buyer does not gift.
    expect((await donate({ couponId: c.id, toCustomerId: buyer }, tk.purchaser01)).msg).toBe('无权访问该功能')
  })

  test('20 concurrent gifts of one coupon (a double tap many times over): one goes through', async () => {
    const c = await issue(shop1)
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(env.app, C.couponInfo.donateCoupon, { couponId: c.id, toCustomerId: buyer }, { token: tk.supplier01 })))
    expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.state !== 0).every((a) => a.msg === GIFTED)).toBe(true)
    const [now] = await env.db.select().from(coupons).where(eq(coupons.id, c.id))
    expect(now).toMatchObject({ holderId: buyer, giftedFrom: shop1 })
    expect(await env.db.select().from(couponRecords).where(eq(couponRecords.couponId, c.id))).toHaveLength(1)
  })
})

describe('grants', () => {
  test('a sub-account without 优惠券 is refused every coupon call; no token is 97', async () => {
    const calls = [
      [C.couponBatch.page, {}],
      [C.couponInfo.queryByMemberId, {}],
      [C.couponInfo.donateCoupon, { couponId: 'x', toCustomerId: buyer }],
      [C.couponInfo.queryCouponAmountByList, { couponIds: [], payableFen: 100 }],
      [C.couponUseRecord.page, {}],
    ] as const
    for (const [ep, data] of calls) {
      expect((await call(env.app, ep, data, { token: tk.supplier01a })).msg).toBe(NO_MODULE)
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
  })
})
