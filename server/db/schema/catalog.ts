import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { idColumn } from './columns'

/** Product categories: top level (parent '0': 蔬菜, 水果, …) and their sub-categories. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    parentId: text('parent_id').notNull().default('0'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_categories_parent_list_idx').on(t.parentId, t.sort, t.id), index('product_categories_list_idx').on(t.sort, t.id)],
)

/** The market's goods catalogue; `unit` is a value of the 'unit' dictionary (公斤, 箱, …). */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => productCategories.id),
    unit: text('unit').notNull(),
    spec: text('spec'),
    /** Reference price, yuan per unit. */
    price: numeric('price', { precision: 10, scale: 2 }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('products_list_idx').on(t.sort, t.id).where(sql`${t.enabled}`), index('products_category_list_idx').on(t.categoryId, t.sort, t.id).where(sql`${t.enabled}`)],
)
