/**
 * The price board's figures come from indexed reads (issue 24): with a month of trade (2,000 paid
 * order lines a day here, 31 days; `npm run bench` drafts a day of 100,000), the draft's read
 * finds the day's orders by `orders_settled_idx` and each order's lines by `order_lines_order_idx`,
 * and the board's read finds the day's prices by `price_daily_day_idx`: never a sequential scan of
 * orders, order_lines or price_daily.
 */
import { count, eq } from 'drizzle-orm'
import { priceDraftRows, priceProductLinks } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { benchPrices } from '../../scripts/bench/prices'
import { setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())

test('a day among a month of trade: drafted, published and read by index', async () => {
  const day = addDays(chinaDay(), -200)
  const figures = await benchPrices(env.handle, env.app, day, 2_000, { reads: 5, otherDays: 30 })
  expect(figures.draftPlan).toMatch(/Index (Only )?Scan using orders_settled_idx|Bitmap Index Scan on orders_settled_idx/)
  expect(figures.draftPlan).not.toMatch(/Seq Scan on orders\b/)
  expect(figures.draftPlan).toMatch(/Index (Only )?Scan using order_lines_order_idx|Bitmap Index Scan on order_lines_order_idx/)
  expect(figures.draftPlan).not.toMatch(/Seq Scan on order_lines\b/)
  expect(figures.boardPlan).toMatch(/price_daily_day_idx|price_daily_product_day/)
  expect(figures.boardPlan).not.toMatch(/Seq Scan on price_daily\b/)
  const [drafted] = await env.db.select({ n: count() }).from(priceDraftRows).where(eq(priceDraftRows.day, day))
  // Every linked product sold on the day (2,000 lines over them): each drafted.
  const [linked] = await env.db.select({ n: count() }).from(priceProductLinks)
  expect(drafted!.n).toBe(linked!.n)
  expect(linked!.n).toBeGreaterThan(10)
}, 300_000)
