import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { METER_TYPES } from '@/contract'
import { at, createdAt, fen, idColumn, inList } from './columns'
import { customers } from './users'

/** The market's area tree: market, zones, rows. */
export const areas = pgTable('areas', {
  id: idColumn(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Where it is (WGS-84 degrees, 6 decimals): the location picker of H5 offers the plan's places. */
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
})

export const assetTypes = pgTable('asset_types', {
  id: idColumn(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
})

export const ASSET_STATES = ['forSale', 'forLease', 'leased', 'arrival'] as const

/**
 * Booths, shops and warehouses. customer_id is the merchant holding it today (its tenant: kept by
 * the lease workflow, server/modules/lease/tenancy.ts); owner_id the proprietor owning it (null:
 * the market's own). seq is a small number per asset, the key of the booth-hold exclusion
 * constraint (server/db/schema/lease.ts).
 */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    typeId: text('type_id').notNull().references(() => assetTypes.id),
    areaId: text('area_id').notNull().references(() => areas.id),
    state: text('state').notNull(),
    size: numeric('size', { precision: 10, scale: 2 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    customerId: text('customer_id').references(() => customers.id),
    ownerId: text('owner_id').references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('assets_customer_list_idx').on(t.customerId, t.code),
    index('assets_state_list_idx').on(t.state, t.code),
    index('assets_owner_list_idx').on(t.ownerId, t.code),
    unique('assets_id_seq_key').on(t.id, t.seq),
  ],
)

/** How a meter's consumption is charged (docs/estate.md, "Meters"): a price per unit. */
export const measureMethods = pgTable(
  'measure_methods',
  {
    id: idColumn(),
    name: text('name').notNull(),
    meterType: text('meter_type').notNull(),
    unit: text('unit').notNull(),
    /** Fen per unit (吨, 度). */
    priceFen: fen('price_fen').notNull(),
    remark: text('remark'),
  },
  (t) => [check('measure_methods_meter_type', inList(t.meterType, METER_TYPES)), check('measure_methods_price_nonneg', sql`${t.priceFen} >= 0`)],
)

/**
 * Water and electricity meters of an asset. `customer_id` is who the asset's readings are billed
 * to (its holder); `last_reading` moves only with a reading (server/modules/estate/meterWorkflow.ts).
 */
export const assetsHydropower = pgTable(
  'assets_hydropower',
  {
    id: idColumn(),
    assetId: text('asset_id').notNull().references(() => assets.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id),
    meterType: text('meter_type').notNull(),
    meterNo: text('meter_no').notNull(),
    measureMethodId: text('measure_method_id')
      .notNull()
      .references(() => measureMethods.id),
    lastReading: numeric('last_reading', { precision: 12, scale: 2 }).notNull(),
    lastReadingAt: at('last_reading_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('assets_hydropower_meter_type', inList(t.meterType, METER_TYPES)),
    check('assets_hydropower_reading_nonneg', sql`${t.lastReading} >= 0`),
    unique('assets_hydropower_meter_no_unique').on(t.meterNo),
    index('assets_hydropower_customer_list_idx').on(t.customerId, t.meterNo, t.id),
    index('assets_hydropower_asset_idx').on(t.assetId),
  ],
)
