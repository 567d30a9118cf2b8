/**
 * Estate management (docs/estate.md): repairs (a merchant's request and the maintainer's
 * worksheet are one row), the estate's consumables as a ledger, the services, meter readings and
 * the bills they became, and the maintainer's receipt codes.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { ESTATE_STOCK_KINDS, REPAIR_EVENTS, REPAIR_ORIGINS, REPAIR_STATES, REPAIR_TYPES } from '@/contract'
import { at, createdAt, fen, idColumn, inList, qty, updatedAt } from './columns'
import { areas, assets, assetsHydropower } from './basic'
import { bills } from './bill'
import { customers, users } from './users'

/** The zones (level-2 areas) a maintainer looks after: it sees their repairs and takes them. */
export const maintainerZones = pgTable(
  'maintainer_zones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zoneId: text('zone_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.zoneId] }), index('maintainer_zones_zone_idx').on(t.zoneId)],
)

/** One repair: the merchant's request (origin report) or a fault found on the round (origin round). */
export const repairs = pgTable(
  'repairs',
  {
    id: idColumn(),
    /** 'BX' + yyyymmdd + 4 digits. */
    repairNo: text('repair_no').notNull().unique(),
    origin: text('origin').notNull(),
    repairType: text('repair_type').notNull(),
    status: text('status').notNull(),
    /** The merchant: the booth's holder, who pays the charge. */
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    /** The booth's zone (a level-2 area), copied at creation: the maintainers' filter. */
    zoneId: text('zone_id')
      .notNull()
      .references(() => areas.id),
    description: text('description').notNull(),
    images: text('images').array().notNull().default([]),
    preferredTime: at('preferred_time'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    assigneeId: text('assignee_id').references(() => users.id),
    assignedAt: at('assigned_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    beforeImages: text('before_images').array().notNull().default([]),
    afterImages: text('after_images').array().notNull().default([]),
    workRemark: text('work_remark'),
    materialsFen: fen('materials_fen').notNull().default(0),
    servicesFen: fen('services_fen').notNull().default(0),
    amountFen: fen('amount_fen').notNull().default(0),
    /** The bill of the charge (none while open, or when nothing was charged). */
    billId: text('bill_id')
      .unique()
      .references(() => bills.id),
    stars: integer('stars'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('repairs_status', inList(t.status, REPAIR_STATES)),
    check('repairs_type', inList(t.repairType, REPAIR_TYPES)),
    check('repairs_origin', inList(t.origin, REPAIR_ORIGINS)),
    check('repairs_amount', sql`${t.materialsFen} >= 0 and ${t.servicesFen} >= 0 and ${t.amountFen} = ${t.materialsFen} + ${t.servicesFen}`),
    check('repairs_assignee', sql`${t.status} = 'submitted' or ${t.assigneeId} is not null`),
    check('repairs_rating', sql`(${t.status} = 'rated') = (${t.stars} is not null) and (${t.stars} is null or ${t.stars} between 1 and 5)`),
    // The lists: the merchant's (with and without status), a zone's, a maintainer's, a booth's history, the office's.
    index('repairs_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('repairs_customer_status_list_idx').on(t.customerId, t.status, t.createdAt, t.id),
    index('repairs_zone_status_list_idx').on(t.zoneId, t.status, t.createdAt, t.id),
    index('repairs_assignee_status_list_idx').on(t.assigneeId, t.status, t.createdAt, t.id),
    index('repairs_asset_list_idx').on(t.assetId, t.createdAt, t.id),
    index('repairs_status_list_idx').on(t.status, t.createdAt, t.id),
  ],
)

/** A repair's timeline: one row per step. */
export const repairEvents = pgTable(
  'repair_events',
  {
    id: idColumn(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [check('repair_events_kind', inList(t.kind, REPAIR_EVENTS)), index('repair_events_repair_idx').on(t.repairId, t.createdAt)],
)

/** The estate's consumables: `quantity` moves only through ESTATE_STOCK_LEDGER (server/data/ledger.ts). */
export const estateMaterials = pgTable(
  'estate_materials',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    spec: text('spec'),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    priceFen: fen('price_fen').notNull(),
    quantity: qty('quantity').notNull().default('0'),
    /** Below this the list marks it lowStock (null: no threshold). */
    lowStockQty: qty('low_stock_qty'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('estate_materials_quantity_nonneg', sql`${t.quantity} >= 0`), check('estate_materials_price_nonneg', sql`${t.priceFen} >= 0`)],
)

/**
 * The consumables' ledger: 'in' (bought in; biz_id the stock-in's own id), 'use' (a worksheet's
 * line; biz_id the repair id: a worksheet takes one material once).
 */
export const estateStockRecords = pgTable(
  'estate_stock_records',
  {
    id: idColumn(),
    materialId: text('material_id')
      .notNull()
      .references(() => estateMaterials.id),
    kind: text('kind').notNull(),
    delta: qty('delta').notNull(),
    quantityAfter: qty('quantity_after').notNull(),
    bizId: text('biz_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    check('estate_stock_records_kind', inList(t.kind, ESTATE_STOCK_KINDS)),
    unique('estate_stock_records_event').on(t.materialId, t.kind, t.bizId),
    index('estate_stock_records_material_idx').on(t.materialId, t.createdAt),
  ],
)

/** The repair services the estate charges for. */
export const repairServiceItems = pgTable(
  'repair_service_items',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    priceFen: fen('price_fen').notNull(),
    remark: text('remark'),
  },
  (t) => [check('repair_service_items_price_nonneg', sql`${t.priceFen} >= 0`)],
)

/** Lines of the work recorded on a repair: copies of the names and prices as charged. */
const workLineColumns = () => ({
  id: idColumn(),
  repairId: text('repair_id')
    .notNull()
    .references(() => repairs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  quantity: qty('quantity').notNull(),
  unitPriceFen: fen('unit_price_fen').notNull(),
  amountFen: fen('amount_fen').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const repairMaterialLines = pgTable(
  'repair_material_lines',
  {
    ...workLineColumns(),
    materialId: text('material_id')
      .notNull()
      .references(() => estateMaterials.id),
    spec: text('spec'),
  },
  (t) => [unique('repair_material_lines_once').on(t.repairId, t.materialId), check('repair_material_lines_qty', sql`${t.quantity} > 0 and ${t.amountFen} >= 0`)],
)

export const repairServiceLines = pgTable(
  'repair_service_lines',
  {
    ...workLineColumns(),
    serviceId: text('service_id')
      .notNull()
      .references(() => repairServiceItems.id),
  },
  (t) => [unique('repair_service_lines_once').on(t.repairId, t.serviceId), check('repair_service_lines_qty', sql`${t.quantity} > 0 and ${t.amountFen} >= 0`)],
)

/**
 * One reading of one meter in one period (unique): consumption = reading - last (a replacement
 * adds the old meter's part). `billed_at` is set when its booth's period was billed (bill_id null
 * then means nothing was charged: no holder, or no consumption).
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: idColumn(),
    meterId: text('meter_id')
      .notNull()
      .references(() => assetsHydropower.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    /** Who is billed: the meter's holder when read. */
    customerId: text('customer_id').references(() => customers.id),
    meterNo: text('meter_no').notNull(),
    meterType: text('meter_type').notNull(),
    /** 'YYYY-MM' (China time). */
    period: text('period').notNull(),
    lastReading: qty('last_reading').notNull(),
    reading: qty('reading').notNull(),
    consumption: qty('consumption').notNull(),
    unit: text('unit').notNull(),
    unitPriceFen: fen('unit_price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    oldMeterNo: text('old_meter_no'),
    oldFinalReading: qty('old_final_reading'),
    newStartReading: qty('new_start_reading'),
    photo: text('photo'),
    remark: text('remark'),
    readerId: text('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    billId: text('bill_id').references(() => bills.id),
    billedAt: at('billed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('meter_readings_once_per_period').on(t.meterId, t.period),
    check('meter_readings_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('meter_readings_amounts', sql`${t.consumption} >= 0 and ${t.amountFen} >= 0 and ${t.reading} >= 0`),
    check(
      'meter_readings_replacement',
      sql`(${t.oldMeterNo} is null) = (${t.oldFinalReading} is null) and (${t.oldMeterNo} is null) = (${t.newStartReading} is null)`,
    ),
    // The lists, newest period first: all (maintainers), a holder's, a booth's, a meter's (the unique key).
    index('meter_readings_period_list_idx').on(t.period, t.createdAt, t.id),
    index('meter_readings_customer_list_idx').on(t.customerId, t.period, t.createdAt, t.id),
    index('meter_readings_asset_list_idx').on(t.assetId, t.period, t.createdAt, t.id),
    // The billing job's work: readings not billed yet.
    index('meter_readings_unbilled_idx').on(t.assetId, t.period).where(sql`${t.billedAt} is null`),
  ],
)

/** A booth's period billed once, whoever runs the job and however often (docs/estate.md, "Meter bills"). */
export const meterBills = pgTable(
  'meter_bills',
  {
    id: idColumn(),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    period: text('period').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Null when the period charged nothing. */
    billId: text('bill_id')
      .unique()
      .references(() => bills.id),
    createdAt: createdAt(),
  },
  (t) => [unique('meter_bills_once_per_period').on(t.assetId, t.period, t.customerId), index('meter_bills_bill_idx').on(t.billId)],
)

/**
 * A payment QR code a maintainer shows for one outstanding bill. Only the token's hash is kept;
 * one open code per bill (a new one replaces it).
 */
export const receiptCodes = pgTable(
  'receipt_codes',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    /** open, replaced (a newer code of the bill); paid and expired are read from the bill and the clock. */
    status: text('status').notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('receipt_codes_status', sql`${t.status} in ('open', 'replaced')`),
    uniqueIndex('receipt_codes_one_open').on(t.billId).where(sql`${t.status} = 'open'`),
    index('receipt_codes_creator_idx').on(t.createdBy, t.createdAt),
  ],
)
