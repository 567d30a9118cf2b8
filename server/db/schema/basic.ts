import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'
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

/** Booths, shops and warehouses; customer_id is the merchant holding it (owner or lessee). */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    typeId: text('type_id').notNull().references(() => assetTypes.id),
    areaId: text('area_id').notNull().references(() => areas.id),
    state: text('state').notNull(),
    size: numeric('size', { precision: 10, scale: 2 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    customerId: text('customer_id').references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [index('assets_customer_list_idx').on(t.customerId, t.code), index('assets_state_list_idx').on(t.state, t.code)],
)

/** Water and electricity meters of an asset. */
export const assetsHydropower = pgTable(
  'assets_hydropower',
  {
    id: idColumn(),
    assetId: text('asset_id').notNull().references(() => assets.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id),
    meterType: text('meter_type').notNull(),
    meterNo: text('meter_no').notNull(),
    lastReading: numeric('last_reading', { precision: 12, scale: 2 }).notNull(),
    lastReadingAt: at('last_reading_at'),
    unitPrice: numeric('unit_price', { precision: 8, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assets_hydropower_customer_list_idx').on(t.customerId, t.meterNo, t.id)],
)

export const measureMethods = pgTable('measure_methods', {
  id: idColumn(),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  remark: text('remark'),
})
