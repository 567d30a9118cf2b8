/**
 * Price alerts (issue 24 part 2): the follows' endpoints (validation, each user's own) and
 * sendPriceAlerts (threshold maths with the dictionary's default, the previous published price,
 * once per follower, product and day, also when called concurrently: run on PostgreSQL with
 * scripts/with-postgres.sh; PGlite runs one statement at a time).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { contract, PRICE_FOLLOW_PERCENT_MESSAGE, type PriceFollowItem, type PriceFollowList } from '@/contract'
import { dataDictionary, messages, priceAlerts, priceBigCates, priceDaily, priceFollows, priceProducts, subscribeSends, users } from '../../server/db/schema'
import { PRICE_ALERT_PAGE, PRICE_MSG_TYPE, sendPriceAlerts } from '../../server/modules/member/priceAlerts'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const N = 12
const F = contract.member.priceFollow
const NAMES = ['purchaser01', 'supplier01', 'supplier01a', 'supplier02'] as const
type Name = (typeof NAMES)[number]
let env: TestEnv
let tk: Record<Name | 'staff01', string>
let uid: Record<Name, string>
let cateId = ''

beforeAll(async () => {
  env = await setup({ poolSize: N + 4 })
  tk = await loginAll(env.app, [...NAMES, 'staff01'] as const)
  const rows = await env.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...NAMES]))
  uid = Object.fromEntries(rows.map((r) => [r.username, r.id])) as Record<Name, string>
  cateId = (await env.db.select({ id: priceBigCates.id }).from(priceBigCates).limit(1))[0]!.id
}, 600_000)
afterAll(() => env?.close())

let seq = 0
/** A product of its own per test, with published prices (yuan) on the given days. */
async function product(prices: Record<string, string>): Promise<string> {
  const [p] = await env.db.insert(priceProducts).values({ bigCateId: cateId, name: `测试品${++seq}`, unit: '斤', sort: 1000 + seq }).returning()
  const days = Object.entries(prices)
  if (days.length) await env.db.insert(priceDaily).values(days.map(([day, price]) => ({ productId: p!.id, day, price, minPrice: price, maxPrice: price })))
  return p!.id
}
const follow = (user: Name, productId: string, thresholdPercent: number | null = null, subscribed = false) =>
  env.db.insert(priceFollows).values({ userId: uid[user], productId, thresholdPercent, subscribed })
const alertsOf = (productId: string) => env.db.select().from(priceAlerts).where(eq(priceAlerts.productId, productId))
const priceMessages = (user: Name) => env.db.select().from(messages).where(and(eq(messages.userId, uid[user]), eq(messages.msgType, PRICE_MSG_TYPE)))
const setWarn = (value: string) => env.db.update(dataDictionary).set({ dataValue: value }).where(and(eq(dataDictionary.dataType, 'priceWarning'), eq(dataDictionary.dataKey, 'percent')))
const alerted = async (productId: string) => (await alertsOf(productId)).map((a) => NAMES.find((n) => uid[n] === a.userId)).sort()

describe('sendPriceAlerts', () => {
  test('more than the threshold, never equal to it: the follow\'s own, else the dictionary\'s 异动 threshold (10 by default)', async () => {
    const up = await product({ '2031-01-01': '10.00', '2031-01-02': '11.00' }) // +10% exactly
    const down = await product({ '2031-01-01': '10.00', '2031-01-02': '8.99' }) // -10.1%
    await follow('purchaser01', up) // default 10: 10% is not more than 10%
    await follow('supplier01', up, 9)
    await follow('supplier02', up, 10)
    await follow('purchaser01', down)
    await follow('supplier01', down, 11)
    expect(await sendPriceAlerts(env.db, '2031-01-02')).toBe(2)
    expect(await alerted(up)).toEqual(['supplier01'])
    expect(await alerted(down)).toEqual(['purchaser01'])
    const [a] = await alertsOf(down)
    expect(a).toMatchObject({ day: '2031-01-02', price: '8.99', prevPrice: '10.00', thresholdPercent: '10.00' })
    const texts = (await priceMessages('purchaser01')).map((m) => [m.title, m.content])
    expect(texts).toEqual([['价格提醒', `您关注的「测试品${seq}」2031-01-02均价8.99元/斤，较前次10.00元下跌10.1%，超过异动幅度10%。`]])
    const own = (await priceMessages('supplier01')).map((m) => m.content)
    expect(own).toEqual([expect.stringContaining('上涨10%，超过您设置的提醒幅度9%。')])
  })

  test('the dictionary\'s threshold is read when the alerts are sent', async () => {
    const p = await product({ '2031-02-01': '20.00', '2031-02-02': '21.20' }) // +6%
    await follow('supplier01a', p)
    await setWarn('5')
    try {
      expect(await sendPriceAlerts(env.db, '2031-02-02')).toBe(1)
    } finally {
      await setWarn('10')
    }
    expect((await alertsOf(p))[0]!.thresholdPercent).toBe('5.00')
  })

  test('against the product\'s previous published price: a day without its price is skipped, no earlier price means no alert', async () => {
    const gap = await product({ '2031-03-01': '5.00', '2031-03-03': '6.00' }) // nothing on 03-02: +20% against 03-01
    const firstDay = await product({ '2031-03-03': '9.00' })
    const fromZero = await product({ '2031-03-02': '0.00', '2031-03-03': '3.00' })
    for (const p of [gap, firstDay, fromZero]) await follow('purchaser01', p, 15)
    expect(await sendPriceAlerts(env.db, '2031-03-03')).toBe(1)
    expect((await alertsOf(gap))[0]).toMatchObject({ prevPrice: '5.00', price: '6.00' })
    expect(await alertsOf(firstDay)).toEqual([])
    expect(await alertsOf(fromZero)).toEqual([])
  })

  test('a day with no follower\'s product moving sends nothing; a disabled user gets nothing', async () => {
    const p = await product({ '2031-04-01': '10.00', '2031-04-02': '30.00' })
    await follow('supplier02', p)
    await env.db.update(users).set({ enabled: false }).where(eq(users.id, uid.supplier02))
    try {
      expect(await sendPriceAlerts(env.db, '2031-04-02')).toBe(0)
      expect(await sendPriceAlerts(env.db, '2031-04-03')).toBe(0)
    } finally {
      await env.db.update(users).set({ enabled: true }).where(eq(users.id, uid.supplier02))
    }
  })

  test('called twice, and then 12 times at once, for one day: one alert and one message per follower and product', async () => {
    const a = await product({ '2031-05-01': '10.00', '2031-05-02': '13.00' })
    const b = await product({ '2031-05-01': '10.00', '2031-05-02': '7.00' })
    for (const n of NAMES) for (const p of [a, b]) await follow(n, p)
    const before = await Promise.all(NAMES.map(async (n) => (await priceMessages(n)).length))
    expect(await sendPriceAlerts(env.db, '2031-05-02')).toBe(8)
    expect(await sendPriceAlerts(env.db, '2031-05-02')).toBe(0)
    const c = await product({ '2031-05-01': '10.00', '2031-05-02': '12.50' })
    for (const n of NAMES) await follow(n, c)
    const sent = await Promise.all(Array.from({ length: N }, () => env.db.transaction((tx) => sendPriceAlerts(tx, '2031-05-02'))))
    expect(sent.reduce((s, n) => s + n, 0)).toBe(NAMES.length)
    for (const p of [a, b, c]) expect(await alerted(p)).toEqual([...NAMES].sort())
    const after = await Promise.all(NAMES.map(async (n) => (await priceMessages(n)).length))
    expect(after.map((n, i) => n - before[i]!)).toEqual(NAMES.map(() => 3))
  }, 120_000)

  test('the order template\'s subscribe message goes once for an accepted follow, and the acceptance is used up', async () => {
    const p = await product({ '2031-06-01': '10.00', '2031-06-02': '12.00', '2031-06-03': '15.00' })
    await follow('purchaser01', p, null, true)
    await follow('supplier01', p)
    const sendsOf = (user: Name) => env.db.select().from(subscribeSends).where(and(eq(subscribeSends.userId, uid[user]), eq(subscribeSends.page, PRICE_ALERT_PAGE)))
    await Promise.all(Array.from({ length: 4 }, () => env.db.transaction((tx) => sendPriceAlerts(tx, '2031-06-02'))))
    const sends = await sendsOf('purchaser01')
    expect(sends).toHaveLength(1)
    expect(sends[0]).toMatchObject({ templateKey: 'order', status: 'recorded' })
    expect(sends[0]!.data).toMatchObject({ character_string1: { value: '2031-06-02' }, amount3: { value: '12.00元' }, phrase4: { value: '价格上涨' } })
    expect(await sendsOf('supplier01')).toEqual([])
    expect(await sendPriceAlerts(env.db, '2031-06-03')).toBe(2)
    expect(await sendsOf('purchaser01')).toHaveLength(1)
  })
})

describe('priceFollow endpoints', () => {
  test('save follows a product, saving again changes its threshold; list shows the own follows only, in the board\'s order', async () => {
    const p = await product({ '2031-07-01': '4.00', '2031-07-02': '5.00' })
    const q = await product({})
    const saved = expectOk(await call<PriceFollowItem>(env.app, F.save, { productId: p, thresholdPercent: '15' }, { token: tk.supplier01a }))
    expect(saved).toMatchObject({ productId: p, unit: '斤', thresholdPercent: 15, price: 5, date: '2031-07-02', changeRate: 25, subscribed: false })
    expect(expectOk(await call<PriceFollowItem>(env.app, F.save, { productId: p, subscribed: true }, { token: tk.supplier01a }))).toMatchObject({ thresholdPercent: null, subscribed: true })
    // A change without a new acceptance keeps the WeChat message owed.
    expect(expectOk(await call<PriceFollowItem>(env.app, F.save, { productId: p, thresholdPercent: 20 }, { token: tk.supplier01a }))).toMatchObject({ thresholdPercent: 20, subscribed: true })
    expectOk(await call(env.app, F.save, { productId: q }, { token: tk.supplier01a }))
    expectOk(await call(env.app, F.save, { productId: q }, { token: tk.purchaser01 }))
    const mine = expectOk(await call<PriceFollowList>(env.app, F.list, {}, { token: tk.supplier01a }))
    expect(mine.warnPercent).toBe(10)
    expect(mine.items.filter((i) => [p, q].includes(i.productId)).map((i) => i.productId)).toEqual([p, q])
    expect(mine.items.find((i) => i.productId === q)).toMatchObject({ price: null, date: null, changeRate: 0 })
    const rows = await env.db.select().from(priceFollows).where(eq(priceFollows.userId, uid.supplier01a))
    expect(mine.items.map((i) => i.productId).sort()).toEqual(rows.map((r) => r.productId).sort())
    expect(await env.db.select().from(priceFollows).where(and(eq(priceFollows.userId, uid.supplier01a), eq(priceFollows.productId, p)))).toHaveLength(1)
  })

  test('remove takes only the caller\'s own follow', async () => {
    const p = await product({})
    for (const n of ['purchaser01', 'supplier02'] as const) expectOk(await call(env.app, F.save, { productId: p }, { token: tk[n] }))
    expect(expectOk(await call(env.app, F.remove, { productId: p }, { token: tk.purchaser01 }))).toEqual({ removed: true })
    expect(expectOk(await call(env.app, F.remove, { productId: p }, { token: tk.purchaser01 }))).toEqual({ removed: false })
    const left = await env.db.select({ userId: priceFollows.userId }).from(priceFollows).where(eq(priceFollows.productId, p))
    expect(left).toEqual([{ userId: uid.supplier02 }])
  })

  test('bad input is refused in Chinese; visitors and other roles are refused', async () => {
    const p = await product({})
    for (const bad of ['0', '101', '5.5', 'abc', -3]) {
      const r = await call(env.app, F.save, { productId: p, thresholdPercent: bad }, { token: tk.purchaser01 })
      expect([r.state, r.msg]).toEqual([1, PRICE_FOLLOW_PERCENT_MESSAGE])
    }
    expect((await call(env.app, F.save, { productId: 'no-such-product' }, { token: tk.purchaser01 })).msg).toBe('商品不存在')
    expect((await call(env.app, F.save, {}, { token: tk.purchaser01 })).msg).toBe('缺少参数：productId')
    expect((await call(env.app, F.list, {}, { token: null })).state).not.toBe(0)
    expect((await call(env.app, F.list, {}, { token: tk.staff01 })).state).not.toBe(0)
    expect(await env.db.select().from(priceFollows).where(eq(priceFollows.productId, p))).toEqual([])
  })
})
