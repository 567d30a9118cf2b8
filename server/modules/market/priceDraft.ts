/**
 * A market day's price draft and its publication (docs/trade.md, "Prices published from trade").
 *
 * - `draftFromTrade`: per board product, the day's PAID order lines (orders paid, repaid or
 *   completed, settled within the market day) of the catalogue products linked to it
 *   (price_product_links), in the board product's unit: minimum, quantity-weighted average and
 *   maximum unit price, the volume and the number of orders. A product sold by fewer than
 *   MIN_TRADE_SALES orders is left out (staff may still enter it by hand).
 * - `openDays` makes a day's draft once (the day's row is the lock: a concurrent open waits on it).
 * - `saveRows` corrects or adds rows while the day is a draft.
 * - `publishDays` is one transaction: the day turns published in the statement that checks it was a
 *   draft, then its rows become the board's price_daily rows and its followers' price alerts are
 *   sent (member/priceAlerts.ts).
 * Each takes several days at once: the seed publishes its 90 days through them in a few statements.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { MARKET_UTC_OFFSET_MINUTES, MIN_TRADE_SALES, SETTLED_ORDER_STATES, type PriceDraft, type PriceRowSource } from '@/contract'
import type { Db } from '../../db/client'
import { orderLines, orders, priceBigCates, priceDaily, priceDays, priceDraftRows, priceProductLinks, priceProducts } from '../../db/schema'
import { addDays, marketDayStart } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { toNumeric } from '../../lib/money'
import { sendPriceAlerts } from '../member/priceAlerts'

export const PRICE_MESSAGES = {
  published: '该日价格已发布，不能修改',
  alreadyPublished: '该日价格已由他人发布',
  noDraft: '请先生成该日的价格草稿',
  empty: '该日没有可发布的价格',
  future: '不能发布未来日期的价格',
  order: '价格需满足：最低价 ≤ 平均价 ≤ 最高价',
  product: '价格品种不存在',
} as const

/** Orders whose money was received: what "paid order lines" means for the board (owed is not paid). */
const PAID_STATES = SETTLED_ORDER_STATES.filter((s) => s !== 'owed')

export interface DraftFigures {
  day: string
  priceProductId: string
  minFen: number
  avgFen: number
  maxFen: number
  /** Quantity, 2 decimals, as the database sums it. */
  volume: string
  sales: number
}

/** The market day an order settled on (its settled_at in the market's time zone). */
const settledDay = sql<string>`to_char(${orders.settledAt} at time zone 'UTC' + make_interval(mins => ${sql.raw(String(MARKET_UTC_OFFSET_MINUTES))}), 'YYYY-MM-DD')`

/**
 * The figures from trade of each of `days` (every product with at least MIN_TRADE_SALES paid
 * orders on the day): one indexed read of the orders settled from the first day to the last.
 */
export async function draftFromTrade(db: Db, days: readonly string[]): Promise<DraftFigures[]> {
  if (!days.length) return []
  const wanted = new Set(days)
  const rows = await draftQuery(db, days)
  return rows.filter((r) => wanted.has(r.day)).map((r) => ({ ...r, minFen: Number(r.minFen), avgFen: Number(r.avgFen), maxFen: Number(r.maxFen) }))
}

/**
 * The statement `draftFromTrade` runs (the bench and the plan test explain it). The day's orders
 * come by `orders_settled_idx`; each order's lines by `order_lines_order_idx`, summed per product
 * and unit in a lateral subquery that the planner cannot flatten (it groups): flattened, the join
 * hashes the whole order_lines table once the day is a few percent of it (a month of history at
 * 100,000 lines a day: 4.3 s on PostgreSQL), where these probes read the day's lines only.
 */
export function draftQuery(db: Db, days: readonly string[]) {
  const sorted = [...days].sort()
  const lines = db
    .select({
      productId: orderLines.productId,
      unit: orderLines.unit,
      minFen: sql<string>`min(${orderLines.priceFen})`.as('line_min_fen'),
      maxFen: sql<string>`max(${orderLines.priceFen})`.as('line_max_fen'),
      amount: sql<string>`sum(${orderLines.priceFen} * ${orderLines.quantity})`.as('line_amount_fen'),
      quantity: sql<string>`sum(${orderLines.quantity})`.as('line_quantity'),
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orders.id), sql`${orderLines.priceFen} > 0`))
    .groupBy(orderLines.productId, orderLines.unit)
    .as('order_sums')
  const sales = sql<number>`count(distinct ${orders.id})::int`
  return db
    .select({
      day: settledDay,
      priceProductId: priceProductLinks.priceProductId,
      minFen: sql<string>`min(${lines.minFen})`,
      // Half up to the fen: the exact weighted sum over the exact quantity.
      avgFen: sql<string>`round(sum(${lines.amount}) / sum(${lines.quantity}))`,
      maxFen: sql<string>`max(${lines.maxFen})`,
      volume: sql<string>`sum(${lines.quantity})::text`,
      sales,
    })
    .from(orders)
    .innerJoinLateral(lines, sql`true`)
    .innerJoin(priceProductLinks, eq(priceProductLinks.productId, lines.productId))
    .innerJoin(priceProducts, and(eq(priceProducts.id, priceProductLinks.priceProductId), eq(priceProducts.unit, lines.unit)))
    .where(
      and(
        sql`${orders.settledAt} is not null`,
        sql`${orders.settledAt} >= ${marketDayStart(sorted[0]!).toISOString()}`,
        sql`${orders.settledAt} < ${marketDayStart(addDays(sorted.at(-1)!, 1)).toISOString()}`,
        inArray(orders.status, PAID_STATES),
      ),
    )
    .groupBy(settledDay, priceProductLinks.priceProductId)
    .having(sql`${sales} >= ${MIN_TRADE_SALES}`)
}

/** The drafts of the days not drafted yet, made from trade (the day's row is the lock: a concurrent open waits on it). */
export async function openDays(db: Db, days: readonly string[], userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(priceDays)
      .values(days.map((day) => ({ day, createdBy: userId })))
      .onConflictDoNothing()
      .returning({ day: priceDays.day })
    const figures = await draftFromTrade(
      tx,
      made.map((m) => m.day),
    )
    if (figures.length) await tx.insert(priceDraftRows).values(figures.map((f) => ({ ...f, source: 'trade' as const })))
  })
}

export interface RowInput {
  day: string
  priceProductId: string
  minFen: number
  avgFen: number
  maxFen: number
}

export const rowOrderOk = (r: RowInput): boolean => r.minFen > 0 && r.minFen <= r.avgFen && r.avgFen <= r.maxFen

/**
 * Corrects or adds rows of draft days in one transaction: a row drafted from trade keeps its
 * volume and is marked corrected; a new row is the staff's (`source`). Refused once published.
 */
export async function saveRows(db: Db, rows: readonly RowInput[], source: Exclude<PriceRowSource, 'trade'>): Promise<void> {
  if (rows.some((r) => !rowOrderOk(r))) throw new BizError(PRICE_MESSAGES.order)
  const days = [...new Set(rows.map((r) => r.day))]
  await db.transaction(async (tx) => {
    // The days' rows locked: a publish cannot slip between the check and the write.
    const found = await tx.select({ status: priceDays.status }).from(priceDays).where(inArray(priceDays.day, days)).for('update')
    if (found.length !== days.length) throw new BizError(PRICE_MESSAGES.noDraft)
    if (found.some((d) => d.status !== 'draft')) throw new BizError(PRICE_MESSAGES.published)
    const ids = [...new Set(rows.map((r) => r.priceProductId))]
    const known = await tx.select({ id: priceProducts.id }).from(priceProducts).where(inArray(priceProducts.id, ids))
    if (known.length !== ids.length) throw new BizError(PRICE_MESSAGES.product)
    await tx
      .insert(priceDraftRows)
      .values(rows.map((r) => ({ ...r, source })))
      .onConflictDoUpdate({
        target: [priceDraftRows.day, priceDraftRows.priceProductId],
        set: {
          minFen: sql`excluded.min_fen`,
          avgFen: sql`excluded.avg_fen`,
          maxFen: sql`excluded.max_fen`,
          corrected: sql`${priceDraftRows.source} = 'trade'`,
          source: sql`case when ${priceDraftRows.source} = 'trade' then 'trade' else excluded.source end`,
        },
      })
  })
}

/**
 * Publishes draft days: one transaction, the state checked in the statement that changes it (two
 * staff at once: one publishes, the other is told it was published; nothing of a batch is
 * published unless every day was a draft with rows). The board's rows of a day are its draft's.
 */
export async function publishDays(db: Db, days: readonly string[], userId: string | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const turned = await tx
      .update(priceDays)
      .set({ status: 'published', publishedBy: userId, publishedAt: now })
      .where(and(inArray(priceDays.day, [...days]), eq(priceDays.status, 'draft')))
      .returning({ day: priceDays.day })
    if (turned.length !== days.length) {
      const found = await tx.select({ day: priceDays.day }).from(priceDays).where(inArray(priceDays.day, [...days]))
      throw new BizError(found.length === days.length ? PRICE_MESSAGES.alreadyPublished : PRICE_MESSAGES.noDraft)
    }
    const rows = await tx.select().from(priceDraftRows).where(inArray(priceDraftRows.day, [...days]))
    if (new Set(rows.map((r) => r.day)).size !== days.length) throw new BizError(PRICE_MESSAGES.empty)
    await tx.insert(priceDaily).values(
      rows.map((r) => ({ productId: r.priceProductId, day: r.day, price: toNumeric(r.avgFen), minPrice: toNumeric(r.minFen), maxPrice: toNumeric(r.maxFen) })),
    )
    // The followers' alerts commit with the prices (one per follower, product and day), oldest
    // day first: each day is compared with the published day before it.
    for (const day of [...days].sort()) await sendPriceAlerts(tx, day)
  })
}

/** The day's draft as the office screen shows it (with every board product for the form). */
export async function readDraft(db: Db, day: string): Promise<PriceDraft> {
  const [d] = await db.select().from(priceDays).where(eq(priceDays.day, day))
  if (!d) throw new BizError(PRICE_MESSAGES.noDraft)
  const all = await db
    .select({ id: priceProducts.id, name: priceProducts.name, unit: priceProducts.unit, bigCateName: priceBigCates.name })
    .from(priceProducts)
    .innerJoin(priceBigCates, eq(priceBigCates.id, priceProducts.bigCateId))
    .orderBy(asc(priceBigCates.sort), asc(priceProducts.sort), asc(priceProducts.id))
  const rows = await db.select().from(priceDraftRows).where(eq(priceDraftRows.day, day))
  const byId = new Map(rows.map((r) => [r.priceProductId, r]))
  return {
    day,
    status: d.status as PriceDraft['status'],
    publishedAt: d.publishedAt?.toISOString() ?? null,
    products: all,
    rows: all.flatMap((p) => {
      const r = byId.get(p.id)
      if (!r) return []
      return [{ productId: p.id, productName: p.name, bigCateName: p.bigCateName, unit: p.unit, minFen: r.minFen, avgFen: r.avgFen, maxFen: r.maxFen, volume: Number(r.volume), sales: r.sales, source: r.source as PriceRowSource, corrected: r.corrected }]
    }),
  }
}
