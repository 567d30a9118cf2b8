/**
 * Price alerts (issue 24 part 2, server/README.md "Price alerts"): the products a buyer or a
 * merchant follows on the public price board, each with its own threshold, and the alerts sent.
 *
 * `price_alerts` holds one row per follower, product and published day: its primary key is what
 * makes an alert once, however often and however concurrently `sendPriceAlerts` runs for a day.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, day, idColumn } from './columns'
import { priceProducts } from './price'
import { users } from './users'

export const priceFollows = pgTable(
  'price_follows',
  {
    id: idColumn(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => priceProducts.id, { onDelete: 'cascade' }),
    /** Whole percent, 1-100; null: the dictionary's 异动 threshold (priceWarning/percent) at the time of the alert. */
    thresholdPercent: integer('threshold_percent'),
    /**
     * The user accepted the order template's subscribe message when saving the follow (weapp): one
     * WeChat message is owed; the next alert sends it and clears the flag (WeChat allows one send per acceptance).
     */
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A user's follows (the list, "do I follow this product"): one per product.
    unique('price_follows_user_product').on(t.userId, t.productId),
    // sendPriceAlerts reads the followers of the day's products.
    index('price_follows_product_idx').on(t.productId),
    check('price_follows_threshold_range', sql`${t.thresholdPercent} is null or ${t.thresholdPercent} between 1 and 100`),
  ],
)

export const priceAlerts = pgTable(
  'price_alerts',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull().references(() => priceProducts.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    prevPrice: numeric('prev_price', { precision: 10, scale: 2 }).notNull(),
    /** The threshold the move was compared with (the follow's, or the dictionary's then). */
    thresholdPercent: numeric('threshold_percent', { precision: 6, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'price_alerts_pkey', columns: [t.userId, t.productId, t.day] })],
)
