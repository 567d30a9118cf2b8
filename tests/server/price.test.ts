/**
 * /api/member/collectPrice/*: public price board and one product's analysis, against the seeded
 * days: a product collected by hand follows the seed's walk exactly; a product linked to the
 * catalogue is what the day's paid order lines give (summed here independently of the draft's SQL).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { contract, type PriceAnalysis, type PriceBoard } from '@/contract'
import { dataDictionary, orderLines, orders, priceProductLinks, priceProducts } from '../../server/db/schema'
import { JUMP_DOWN, JUMP_UP, PRICE_CATALOG, PRICE_DAYS, priceSeries, type DemoPrice } from '../../server/seeds/price'
import { addDays, chinaDay } from '../../server/lib/dates'
import { call, expectOk, login, setup, type TestEnv } from './helpers'

let env: TestEnv
let token: string
const C = contract.member.collectPrice
/** The catalog flattened in seed order: a product's index seeds its series. */
const PRODUCTS = PRICE_CATALOG.flatMap(([cate, list]) => list.map(([name, unit, base]) => ({ cate, name, unit, base })))
/** The latest published day: yesterday (today is traded, left for the office to publish). */
const LATEST = addDays(chinaDay(), -1)
/** Each product's published days, oldest first (made in beforeAll). */
const published = new Map<string, DemoPrice[]>()
const seriesOf = (name: string) => published.get(name)!

/** The published figures of every product: the walk, or for a linked product the day's paid lines summed here. */
async function expectedSeries(): Promise<void> {
  const links = new Map((await env.db.select().from(priceProductLinks)).map((l) => [l.productId, l.priceProductId]))
  const names = new Map((await env.db.select().from(priceProducts)).map((p) => [p.id, p]))
  const lines = await env.db
    .select({ productId: orderLines.productId, unit: orderLines.unit, quantity: orderLines.quantity, priceFen: orderLines.priceFen, orderId: orders.id, at: orders.settledAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, ['paid', 'repaid', 'completed']), isNotNull(orders.settledAt), inArray(orderLines.productId, [...links.keys()])))
  const sums = new Map<string, { min: number; max: number; weighted: number; hundredths: number; orders: Set<string> }>()
  for (const l of lines) {
    const board = names.get(links.get(l.productId)!)!
    if (board.unit !== l.unit || l.priceFen === 0) continue
    const key = `${board.name}/${chinaDay(l.at!)}`
    const h = Math.round(Number(l.quantity) * 100)
    const s = sums.get(key) ?? { min: Infinity, max: 0, weighted: 0, hundredths: 0, orders: new Set<string>() }
    sums.set(key, { min: Math.min(s.min, l.priceFen), max: Math.max(s.max, l.priceFen), weighted: s.weighted + l.priceFen * h, hundredths: s.hundredths + h, orders: s.orders.add(l.orderId) })
  }
  PRODUCTS.forEach((p, i) => {
    const walk = priceSeries(i, p.base)
    published.set(
      p.name,
      walk.map((w, d) => {
        const s = sums.get(`${p.name}/${addDays(LATEST, d - (PRICE_DAYS - 1))}`)
        return s && s.orders.size >= 3 ? { price: Math.round(s.weighted / s.hundredths) / 100, minPrice: s.min / 100, maxPrice: s.max / 100 } : w
      }),
    )
  })
}
const round2 = (n: number) => Math.round(n * 100) / 100
const board = async (data: Record<string, unknown> = {}, tk: string | null = null) => expectOk(await call<PriceBoard>(env.app, C.collectDisplayAll, data, { token: tk }))
const setWarn = (value: string) => env.db.update(dataDictionary).set({ dataValue: value }).where(and(eq(dataDictionary.dataType, 'priceWarning'), eq(dataDictionary.dataKey, 'percent')))

beforeAll(async () => {
  env = await setup()
  token = await login(env.app, 'supplier01')
  await expectedSeries()
}, 600_000)
afterAll(() => env?.close())

test('the four calls answer without a token and with one', async () => {
  for (const tk of [null, token, 'not-a-live-token']) {
    expect(expectOk(await call(env.app, C.queryLatestDate, {}, { token: tk }))).toEqual({ date: LATEST })
    expect((await call(env.app, C.queryBigCate, {}, { token: tk })).state).toBe(0)
    expect((await call(env.app, C.collectDisplayAll, {}, { token: tk })).state).toBe(0)
    const id = (await board()).items[0]!.productId
    expect((await call(env.app, C.collectAnalyseOne, { productId: id, days: 7 }, { token: tk })).state).toBe(0)
  }
})

test('queryBigCate: the six big categories in order', async () => {
  const cates = expectOk(await call<Array<{ id: string; name: string }>>(env.app, C.queryBigCate, {}))
  expect(cates.map((c) => c.name)).toEqual(['蔬菜', '水果', '水产', '肉禽', '粮油', '干调'])
  expect(cates.every((c) => typeof c.id === 'string')).toBe(true)
})

describe('collectDisplayAll', () => {
  test('the latest day: every product with its price, the previous day and the change', async () => {
    const b = await board()
    expect(b.date).toBe(LATEST)
    expect(b.warnPercent).toBe(10)
    expect(b.items).toHaveLength(36)
    expect(b.items.map((r) => r.productName)).toEqual(PRODUCTS.map((p) => p.name))
    for (const row of b.items) {
      const s = seriesOf(row.productName)
      const [today, yesterday] = [s[PRICE_DAYS - 1]!, s[PRICE_DAYS - 2]!]
      const product = PRODUCTS.find((p) => p.name === row.productName)!
      expect(row).toMatchObject({ bigCateName: product.cate, unit: product.unit, price: today.price, minPrice: today.minPrice, maxPrice: today.maxPrice, prevPrice: yesterday.price })
      expect(row.change).toBeCloseTo(today.price - yesterday.price, 2)
      expect(row.changeRate).toBe(round2(((today.price - yesterday.price) / yesterday.price) * 100))
    }
  })

  test('warnings: |changeRate| above the dictionary threshold, read at request time', async () => {
    const jumped = PRODUCTS.filter((_, i) => JUMP_UP.has(i) || JUMP_DOWN.has(i)).map((p) => p.name)
    const warned = (b: PriceBoard) => b.items.filter((r) => r.warning).map((r) => r.productName)
    const b = await board()
    expect(warned(b).sort()).toEqual([...jumped].sort())
    for (const r of b.items) expect(r.warning).toBe(Math.abs(r.changeRate) > 10)
    expect(b.items.filter((r) => JUMP_UP.has(PRODUCTS.findIndex((p) => p.name === r.productName))).every((r) => r.changeRate > 10)).toBe(true)
    expect(b.items.filter((r) => JUMP_DOWN.has(PRODUCTS.findIndex((p) => p.name === r.productName))).every((r) => r.changeRate < -10)).toBe(true)
    try {
      await setWarn('20')
      const b20 = await board()
      expect([b20.warnPercent, warned(b20)]).toEqual([20, []])
      await setWarn('1.5')
      const b15 = await board()
      expect(b15.warnPercent).toBe(1.5)
      expect(warned(b15).length).toBeGreaterThan(jumped.length)
      for (const r of b15.items) expect(r.warning).toBe(Math.abs(r.changeRate) > 1.5)
      await setWarn('abc')
      expect((await board()).warnPercent).toBe(10)
    } finally {
      await setWarn('10')
    }
  })

  test('filters: big category, keyword, an earlier date; the first day has no previous price', async () => {
    const [fruit] = expectOk(await call<Array<{ id: string; name: string }>>(env.app, C.queryBigCate, {})).filter((c) => c.name === '水果')
    const fruits = await board({ bigCateId: fruit!.id })
    expect(fruits.items.map((r) => r.productName)).toEqual(['苹果', '香蕉', '橙子', '葡萄', '西瓜', '梨'])
    expect(new Set(fruits.items.map((r) => r.bigCateId))).toEqual(new Set([fruit!.id]))
    expect((await board({ keyword: '油' })).items.map((r) => r.productName)).toEqual(['花生油', '大豆油'])
    expect((await board({ keyword: '%' })).items).toEqual([])
    const tenDaysAgo = addDays(LATEST, -10)
    const earlier = await board({ date: tenDaysAgo, keyword: '苹果' })
    const apple = seriesOf('苹果')
    expect(earlier).toMatchObject({ date: tenDaysAgo, items: [{ productName: '苹果', price: apple[PRICE_DAYS - 11]!.price, prevPrice: apple[PRICE_DAYS - 12]!.price }] })
    const first = await board({ date: addDays(LATEST, -(PRICE_DAYS - 1)), keyword: '苹果' })
    expect(first.items[0]).toMatchObject({ price: apple[0]!.price, prevPrice: null, change: 0, changeRate: 0, warning: false })
    expect((await board({ date: addDays(chinaDay(), 1) })).items).toEqual([])
  })

  test('bad input', async () => {
    expect((await call(env.app, C.collectDisplayAll, { date: '2026-13-01' })).msg).toBe('日期格式应为YYYY-MM-DD')
    expect((await call(env.app, C.collectDisplayAll, { date: '20260101' })).msg).toBe('日期格式应为YYYY-MM-DD')
    expect((await call(env.app, C.collectDisplayAll, { bigCateId: 'a b' })).msg).toBe('记录不存在')
    expect((await call(env.app, C.collectDisplayAll, { bigCateId: '42' })).result).toMatchObject({ items: [] })
    expect((await call(env.app, C.collectDisplayAll, { keyword: 'x'.repeat(51) })).msg).toBe('搜索内容不能超过50个字符')
  })
})

describe('collectAnalyseOne', () => {
  const analyse = async (name: string, days: number) => {
    const id = (await board({ keyword: name })).items.find((r) => r.productName === name)!.productId
    return expectOk(await call<PriceAnalysis>(env.app, C.collectAnalyseOne, { productId: id, days }))
  }

  test.each([7, 30, 90])('%i days: points oldest first, min/max/avg and the change against the day before', async (days) => {
    for (const name of ['大白菜', '基围虾', PRODUCTS[2]!.name, PRODUCTS[8]!.name]) {
      const a = await analyse(name, days)
      const s = seriesOf(name).slice(-days)
      const prices = s.map((p) => p.price)
      expect(a).toMatchObject({ productName: name, days, unit: PRODUCTS.find((p) => p.name === name)!.unit, bigCateName: PRODUCTS.find((p) => p.name === name)!.cate })
      expect(a.points).toHaveLength(days)
      expect(a.points.map((p) => p.price)).toEqual(prices)
      expect(a.points[days - 1]).toEqual({ date: LATEST, price: s[days - 1]!.price, minPrice: s[days - 1]!.minPrice, maxPrice: s[days - 1]!.maxPrice })
      expect(a.points[0]!.date).toBe(addDays(LATEST, -(days - 1)))
      expect(a.min).toBe(Math.min(...prices))
      expect(a.max).toBe(Math.max(...prices))
      expect(a.avg).toBe(round2(prices.reduce((x, y) => x + y, 0) / days))
      const prev = seriesOf(name)[PRICE_DAYS - 2]!.price
      expect([a.latest, a.prev]).toEqual([prices[days - 1], prev])
      expect(a.changeRate).toBe(round2(((prices[days - 1]! - prev) / prev) * 100))
      expect(a.change).toBeCloseTo(prices[days - 1]! - prev, 2)
    }
  })

  test('the same change as the board', async () => {
    const b = await board({ keyword: PRODUCTS[2]!.name })
    const a = await analyse(PRODUCTS[2]!.name, 7)
    expect([a.change, a.changeRate]).toEqual([b.items[0]!.change, b.items[0]!.changeRate])
    expect(a.changeRate).toBeGreaterThan(10)
  })

  test('bad input', async () => {
    const id = (await board()).items[0]!.productId
    for (const days of [0, 14, 'x']) expect((await call(env.app, C.collectAnalyseOne, { productId: id, days })).msg).toBe('统计天数需为7、30或90')
    expect((await call(env.app, C.collectAnalyseOne, { productId: id })).msg).toBe('缺少参数：days')
    expect((await call(env.app, C.collectAnalyseOne, { days: 7 })).msg).toBe('缺少参数：productId')
    expect((await call(env.app, C.collectAnalyseOne, { productId: '42', days: 7 })).msg).toBe('记录不存在')
  })
})
