import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'
import { products } from './catalog'
import { customers, users } from './users'

export const vehicleTypes = pgTable('vehicle_types', {
  id: idColumn(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull().default(0),
})

export const PREFILL_STATUSES = ['submitted', 'approved', 'rejected', 'entered', 'revoked'] as const
/** States in which a plate is still expected at the gate (one such order per plate). */
export const ACTIVE_PREFILL_STATUSES = ['submitted', 'approved'] as const

/** A merchant's pre-report of a vehicle entering the market with goods. */
export const prefillOrders = pgTable(
  'prefill_orders',
  {
    id: idColumn(),
    orderNo: text('order_no').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plateNumber: text('plate_number').notNull(),
    vehicleTypeId: text('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone').notNull(),
    expectedTime: timestamp('expected_time', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    entryTime: at('entry_time'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prefill_orders_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('prefill_orders_customer_status_list_idx').on(t.customerId, t.status, t.createdAt, t.id),
    index('prefill_orders_plate_idx').on(t.plateNumber, t.status),
    // One active (submitted or approved) order per plate, also when the advisory lock is bypassed.
    uniqueIndex('prefill_orders_active_plate_key').on(t.plateNumber).where(sql`${t.status} in ('submitted', 'approved')`),
  ],
)

/** Goods lines, of a prefill order (order_id) or of an entry record (record_id). */
const goodsColumns = () => ({
  id: idColumn(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  productName: text('product_name').notNull(),
  categoryName: text('category_name').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
  unit: text('unit').notNull(),
  /** kg. */
  weight: numeric('weight', { precision: 12, scale: 2 }).notNull(),
  sort: integer('sort').notNull().default(0),
})

export const prefillGoods = pgTable(
  'prefill_goods',
  {
    ...goodsColumns(),
    orderId: text('order_id')
      .notNull()
      .references(() => prefillOrders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('prefill_goods_order_idx').on(t.orderId)],
)

/** The gate's actual entry of a vehicle (written by the gate system; see server/README.md). */
export const inmarketRecords = pgTable(
  'inmarket_records',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    prefillId: text('prefill_id').references(() => prefillOrders.id, { onDelete: 'set null' }),
    prefillOrderNo: text('prefill_order_no'),
    plateNumber: text('plate_number').notNull(),
    vehicleTypeName: text('vehicle_type_name').notNull(),
    driverName: text('driver_name'),
    gateName: text('gate_name').notNull(),
    entryTime: timestamp('entry_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inmarket_records_customer_list_idx').on(t.customerId, t.entryTime, t.id)],
)

export const inmarketGoods = pgTable(
  'inmarket_goods',
  {
    ...goodsColumns(),
    recordId: text('record_id')
      .notNull()
      .references(() => inmarketRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [index('inmarket_goods_record_idx').on(t.recordId)],
)
