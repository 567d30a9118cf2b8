/**
 * Prices published from the market's own trade (docs/trade.md, "Prices published from trade").
 * A catalogue product sold at the stalls is linked to the board product it is quoted as; a market
 * day gets a draft (one row per board product: figures from the day's paid order lines, corrected
 * or entered by staff), then is published once: its rows are copied to price_daily, which the
 * public board reads.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { PRICE_DAY_STATES, PRICE_ROW_SOURCES } from '@/contract'
import { products } from './catalog'
import { day, fen, inList, qty } from './columns'
import { priceProducts } from './price'
import { users } from './users'

/** Which board product a catalogue product's sales are quoted as (lines in the board product's unit only). */
export const priceProductLinks = pgTable(
  'price_product_links',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceProductId: text('price_product_id')
      .notNull()
      .references(() => priceProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('price_product_links_price_idx').on(t.priceProductId)],
)

/** A market day's publication: a draft until published (once). */
export const priceDays = pgTable(
  'price_days',
  {
    day: day('day').primaryKey(),
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [check('price_days_status', inList(t.status, PRICE_DAY_STATES)), check('price_days_published_at', sql`(${t.publishedAt} is null) = (${t.status} = 'draft')`)],
)

/** One board product's figures in a day's draft, fen per the board product's unit. */
export const priceDraftRows = pgTable(
  'price_draft_rows',
  {
    day: day('day')
      .notNull()
      .references(() => priceDays.day, { onDelete: 'cascade' }),
    priceProductId: text('price_product_id')
      .notNull()
      .references(() => priceProducts.id, { onDelete: 'cascade' }),
    minFen: fen('min_fen').notNull(),
    avgFen: fen('avg_fen').notNull(),
    maxFen: fen('max_fen').notNull(),
    volume: qty('volume').notNull().default('0'),
    sales: integer('sales').notNull().default(0),
    source: text('source').notNull(),
    corrected: boolean('corrected').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.priceProductId] }),
    check('price_draft_rows_source', inList(t.source, PRICE_ROW_SOURCES)),
    check('price_draft_rows_order', sql`0 < ${t.minFen} and ${t.minFen} <= ${t.avgFen} and ${t.avgFen} <= ${t.maxFen}`),
  ],
)
