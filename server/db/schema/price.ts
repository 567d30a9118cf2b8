import { date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { idColumn } from './columns'

/** Big categories of the public price board (蔬菜, 水果, …). */
export const priceBigCates = pgTable('price_big_cates', {
  id: idColumn(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const priceProducts = pgTable(
  'price_products',
  {
    id: idColumn(),
    bigCateId: text('big_cate_id').notNull().references(() => priceBigCates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('price_products_cate_idx').on(t.bigCateId, t.sort)],
)

/** One product's collected price on one day (yuan). */
export const priceDaily = pgTable(
  'price_daily',
  {
    id: idColumn(),
    productId: text('product_id').notNull().references(() => priceProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    minPrice: numeric('min_price', { precision: 10, scale: 2 }).notNull(),
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [unique('price_daily_product_day').on(t.productId, t.day), index('price_daily_day_idx').on(t.day)],
)
