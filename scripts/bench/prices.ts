/**
 * The price board at a busy market (issue 24): a day of `lines` paid order lines (5 a order) of the
 * board's linked products (and as many on each of the days before), the day drafted from them (`draftFromTrade`), published, and the board
 * read back; with the plans of the draft's read (the orders of the day by `orders_settled_idx`)
 * and the board's read (the day by `price_daily_day_idx`). Used by `npm run bench` (run.ts) and tests/server/pricePlan.test.ts.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contract } from '@/contract'
import type { Db, DbHandle } from '../../server/db/client'
import { priceDaily, priceProducts } from '../../server/db/schema'
import { addDays, marketDayStart } from '../../server/lib/dates'
import { draftQuery, openDays, publishDays } from '../../server/modules/market/priceDraft'

const LINES_PER_ORDER = 5

/** Adds `lines` paid order lines on `day`, spread over the day (plain SQL: generate_series). */
export async function addDayOfTrade(handle: DbHandle, day: string, lines: number): Promise<void> {
  const db = handle.db
  const ordersN = Math.ceil(lines / LINES_PER_ORDER)
  const start = marketDayStart(day).toISOString()
  const tag = day.replace(/-/g, '')
  await db.execute(sql`
    insert into orders (id, order_no, supplier_id, purchaser_id, supplier_name, purchaser_name, status, pay_method, goods_fen, payable_fen, paid_fen, line_count, first_product_name, settled_at, paid_at, completed_at, created_at)
    select 'bench-o-' || ${tag} || '-' || g, 'BENCH' || ${tag} || lpad(g::text, 8, '0'), s.id, p.id, s.name, p.name, 'completed', 'wechat', 0, 0, 0, ${LINES_PER_ORDER}, '价格',
      ${start}::timestamptz + (g % 86000) * interval '1 second', ${start}::timestamptz + (g % 86000) * interval '1 second', ${start}::timestamptz + (g % 86000) * interval '1 second', ${start}::timestamptz
    from generate_series(1, ${ordersN}) g,
      (select id, name from customers where customer_type = 'supplier' order by id limit 1) s,
      (select id, name from customers where customer_type = 'purchaser' order by id limit 1) p`)
  await db.execute(sql`
    with linked as (
      select (row_number() over (order by l.product_id)) - 1 as i, l.product_id, pp.unit
      from price_product_links l join price_products pp on pp.id = l.price_product_id),
    n as (select count(*) as k from linked)
    insert into order_lines (id, order_id, product_id, product_name, sku_name, category_name, unit, quantity, price_fen, amount_fen, trace_code, sort)
    select 'bench-l-' || ${tag} || '-' || g, 'bench-o-' || ${tag} || '-' || ((g - 1) / ${LINES_PER_ORDER} + 1), linked.product_id, '价格', '价格', '', linked.unit,
      (g % 40 + 1)::numeric, 100 + g % 900, (g % 40 + 1) * (100 + g % 900), 'TB' || ${tag} || g, g % ${LINES_PER_ORDER}
    from generate_series(1, ${lines}) g, n, linked where linked.i = g % n.k`)
}

/** Statistics and the visibility map, as autovacuum keeps them on a PostgreSQL server. */
const vacuum = (db: Db) => db.execute(sql`vacuum analyze`)

async function explain(handle: DbHandle, text: string, params: unknown[]): Promise<string> {
  const rows = handle.kind === 'pglite' ? (await handle.client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows : (await handle.pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}

/** The plan of the draft's read of `day`. */
export function draftPlan(handle: DbHandle, day: string): Promise<string> {
  const q = draftQuery(handle.db, [day]).toSQL()
  return explain(handle, q.sql, q.params)
}

/** The plan of the board's read of `day` (the public collectDisplayAll's rows of the day). */
export function boardPlan(handle: DbHandle, day: string): Promise<string> {
  const q = handle.db.select({ productId: priceDaily.productId }).from(priceDaily).innerJoin(priceProducts, sql`${priceProducts.id} = ${priceDaily.productId}`).where(sql`${priceDaily.day} = ${day}`).toSQL()
  return explain(handle, q.sql, q.params)
}

export interface PriceBenchFigures {
  lines: number
  draftMs: number
  publishMs: number
  /** Milliseconds per board read (collectDisplayAll of the day), the median of `reads`. */
  boardMedianMs: number
  draftPlan: string
  boardPlan: string
}

/**
 * Drafts and publishes `day` and reads its board `reads` times through the app. The days before it
 * get as many lines each (`otherDays`): a market has many days of trade, the draft reads one.
 */
export async function benchPrices(handle: DbHandle, app: FastifyInstance, day: string, lines: number, o: { reads?: number; otherDays?: number } = {}): Promise<PriceBenchFigures> {
  const db: Db = handle.db
  const reads = o.reads ?? 50
  for (let i = 0; i <= (o.otherDays ?? 3); i++) await addDayOfTrade(handle, addDays(day, -i), lines)
  await vacuum(db)
  const plans = { draftPlan: await draftPlan(handle, day) }
  let t = performance.now()
  await openDays(db, [day], null)
  const draftMs = performance.now() - t
  t = performance.now()
  await publishDays(db, [day], null)
  const publishMs = performance.now() - t
  const times: number[] = []
  for (let i = 0; i < reads; i++) {
    t = performance.now()
    const res = await app.inject({ method: 'POST', url: contract.member.collectPrice.collectDisplayAll.path, payload: { date: day } })
    if ((res.json() as { state: number }).state !== 0) throw new Error(`board read failed: ${res.body}`)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { lines, draftMs, publishMs, boardMedianMs: times[Math.floor(times.length / 2)]!, ...plans, boardPlan: await boardPlan(handle, day) }
}
