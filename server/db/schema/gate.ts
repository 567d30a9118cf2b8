import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { OUT_PAY_MODES, OUTMARKET_STATES, PARKING_CHANNELS, PARKING_CHARGE_STATES, PREFILL_STATES, STAY_KINDS, VEHICLE_STATES } from '@/contract'
import { at, createdAt, fen, idColumn, inList, qty, updatedAt } from './columns'
import { products } from './catalog'
import { customers, users } from './users'

export const vehicleTypes = pgTable('vehicle_types', {
  id: idColumn(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull().default(0),
})

export const PREFILL_STATUSES = PREFILL_STATES
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
    // The market office's lists: every customer's reports, by state or all, newest first.
    index('prefill_orders_status_list_idx').on(t.status, t.createdAt, t.id),
    index('prefill_orders_list_idx').on(t.createdAt, t.id),
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
  /** 产地 as the merchant reported it. */
  origin: text('origin'),
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

/**
 * Vehicles registered to a customer (the distribution centre's fleet): the gate records their
 * entries under that customer. One active registration per plate.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    plateNumber: text('plate_number').notNull(),
    vehicleTypeId: text('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone'),
    status: text('status').notNull().default('active'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vehicles_status', inList(t.status, VEHICLE_STATES)),
    uniqueIndex('vehicles_active_plate_key').on(t.plateNumber).where(sql`${t.status} = 'active'`),
    index('vehicles_customer_list_idx').on(t.customerId, t.createdAt, t.id),
  ],
)

/**
 * A vehicle's stay in the market: written when it passes the gate (an approved entry report, a
 * registered vehicle, or a social vehicle), weighed there, paying its parking (the running
 * `parking_paid_fen`, moved only by a paid parking charge), and closed by its exit. One open stay
 * per plate.
 */
export const inmarketRecords = pgTable(
  'inmarket_records',
  {
    id: idColumn(),
    /** The merchant (prefill), the registered vehicle's customer, or null for a social vehicle. */
    customerId: text('customer_id').references(() => customers.id),
    kind: text('kind').notNull().default('merchant'),
    prefillId: text('prefill_id').references(() => prefillOrders.id, { onDelete: 'set null' }),
    prefillOrderNo: text('prefill_order_no'),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    plateNumber: text('plate_number').notNull(),
    vehicleTypeName: text('vehicle_type_name').notNull(),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    gateName: text('gate_name').notNull(),
    entryTime: timestamp('entry_time', { withTimezone: true }).notNull(),
    /** Weighed at the gate, kg. */
    grossWeight: qty('gross_weight'),
    tareWeight: qty('tare_weight'),
    weighedAt: at('weighed_at'),
    /** Parking paid so far, and the time the last payment's fee was computed to. */
    parkingPaidFen: fen('parking_paid_fen').notNull().default(0),
    parkingPaidUntil: at('parking_paid_until'),
    exitTime: at('exit_time'),
    exitGateName: text('exit_gate_name'),
    createdAt: createdAt(),
  },
  (t) => [
    check('inmarket_records_kind', inList(t.kind, STAY_KINDS)),
    check('inmarket_records_weights', sql`${t.tareWeight} is null or (${t.grossWeight} is not null and ${t.tareWeight} between 0 and ${t.grossWeight})`),
    check('inmarket_records_paid_nonneg', sql`${t.parkingPaidFen} >= 0`),
    check('inmarket_records_exit_after_entry', sql`${t.exitTime} is null or ${t.exitTime} >= ${t.entryTime}`),
    index('inmarket_records_customer_list_idx').on(t.customerId, t.entryTime, t.id),
    // One vehicle inside per plate: a second entry before the exit is refused.
    uniqueIndex('inmarket_records_inside_plate_key').on(t.plateNumber).where(sql`${t.exitTime} is null`),
    // Who is inside now, longest first (the office's list), and by kind.
    index('inmarket_records_inside_idx').on(t.entryTime, t.id).where(sql`${t.exitTime} is null`),
    index('inmarket_records_inside_kind_idx').on(t.kind, t.entryTime, t.id).where(sql`${t.exitTime} is null`),
    index('inmarket_records_vehicle_idx').on(t.vehicleId, t.entryTime),
  ],
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

/**
 * Exit applications (docs/gate.md, "Exit"): submitted -> approved | rejected; rejected ->
 * submitted (sent again); approved -> exited. One open (submitted or approved) per stay.
 */
export const outmarketApplications = pgTable(
  'outmarket_applications',
  {
    id: idColumn(),
    /** 'CC' + yyyymmdd + 6 digits. */
    applyNo: text('apply_no').notNull().unique(),
    recordId: text('record_id')
      .notNull()
      .references(() => inmarketRecords.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('submitted'),
    payMode: text('pay_mode').notNull(),
    /** The parking fee due when it was (last) submitted. */
    feeAtApplyFen: fen('fee_at_apply_fen').notNull(),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    auditedBy: text('audited_by').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: at('audited_at'),
    exitedAt: at('exited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('outmarket_applications_status', inList(t.status, OUTMARKET_STATES)),
    check('outmarket_applications_pay_mode', inList(t.payMode, OUT_PAY_MODES)),
    check('outmarket_applications_fee_nonneg', sql`${t.feeAtApplyFen} >= 0`),
    uniqueIndex('outmarket_applications_open_key').on(t.recordId).where(sql`${t.status} in ('submitted', 'approved')`),
    index('outmarket_applications_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('outmarket_applications_customer_status_idx').on(t.customerId, t.status, t.createdAt, t.id),
    index('outmarket_applications_status_list_idx').on(t.status, t.createdAt, t.id),
    index('outmarket_applications_list_idx').on(t.createdAt, t.id),
    index('outmarket_applications_record_idx').on(t.recordId, t.createdAt),
  ],
)

/** The goods an exit application takes out: lines of the entry's goods. */
export const outmarketGoods = pgTable(
  'outmarket_goods',
  {
    id: idColumn(),
    applicationId: text('application_id')
      .notNull()
      .references(() => outmarketApplications.id, { onDelete: 'cascade' }),
    goodsId: text('goods_id')
      .notNull()
      .references(() => inmarketGoods.id),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    weight: numeric('weight', { precision: 12, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('outmarket_goods_quantity_pos', sql`${t.quantity} > 0`), uniqueIndex('outmarket_goods_line_key').on(t.applicationId, t.goodsId), index('outmarket_goods_application_idx').on(t.applicationId)],
)

/**
 * Payments of a stay's parking fee (docs/gate.md, "Parking"). An online charge is the payment
 * layer's subject 'parking' (pending until its callback); a gate charge is written paid when the
 * office collects it at the exit. `base_paid_fen` is what the stay had paid when the amount was
 * computed: settling adds the amount only while the stay still shows that (so two payments of
 * the same period never both count: the later one is refunded).
 */
export const parkingCharges = pgTable(
  'parking_charges',
  {
    id: idColumn(),
    /** 'TC' + yyyymmdd + 6 digits. */
    chargeNo: text('charge_no').notNull().unique(),
    recordId: text('record_id')
      .notNull()
      .references(() => inmarketRecords.id),
    plateNumber: text('plate_number').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('pending'),
    amountFen: fen('amount_fen').notNull(),
    basePaidFen: fen('base_paid_fen').notNull(),
    /** The fee was computed up to this time. */
    coversUntil: timestamp('covers_until', { withTimezone: true }).notNull(),
    /** The office user who collected it at the gate. */
    collectedBy: text('collected_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('parking_charges_channel', inList(t.channel, PARKING_CHANNELS)),
    check('parking_charges_status', inList(t.status, PARKING_CHARGE_STATES)),
    check('parking_charges_amount_pos', sql`${t.amountFen} > 0`),
    check('parking_charges_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    // One online attempt at a time per stay: a second tap reuses or replaces it.
    uniqueIndex('parking_charges_one_pending').on(t.recordId).where(sql`${t.status} = 'pending'`),
    index('parking_charges_record_idx').on(t.recordId, t.createdAt),
  ],
)
