/**
 * A shop's profile, a buyer's profile, the shop's SKUs and the electronic scales (docs/trade.md,
 * "Shops and buyers", "SKUs", "Scales"). Shops and buyers are `customers` rows (customer_type
 * 'supplier' / 'purchaser'); these tables hold what trade adds to them.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { PLU_MAX, SCALE_OWNER_TYPES, SCALE_STATES, SCALE_SYNC_STATES } from '@/contract'
import { assets } from './basic'
import { productCategories, products } from './catalog'
import { at, createdAt, fen, idColumn, inList, qty, updatedAt } from './columns'
import { customers } from './users'

/** One per supplier customer. The shop's name is customers.name. */
export const shopProfiles = pgTable(
  'shop_profiles',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    /** Mobile or landline with a hyphen (the contact-phone pattern). */
    contactPhone: text('contact_phone').notNull(),
    /** The main booth: an asset whose customer_id is this shop (checked on update). */
    boothAssetId: text('booth_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    licenseImage: text('license_image'),
    intro: text('intro'),
    address: text('address'),
    /** scrypt hash of the 6-digit credit-sale password; null: none set. */
    owePasswordHash: text('owe_password_hash'),
    /** Rating counters, changed only in the transaction that inserts an evaluation. */
    stars1: integer('stars1').notNull().default(0),
    stars2: integer('stars2').notNull().default(0),
    stars3: integer('stars3').notNull().default(0),
    stars4: integer('stars4').notNull().default(0),
    stars5: integer('stars5').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_profiles_stars_nonneg', sql`least(${t.stars1}, ${t.stars2}, ${t.stars3}, ${t.stars4}, ${t.stars5}) >= 0`)],
)

/** One per purchaser customer (purchase/queryDetail, update). */
export const purchaserProfiles = pgTable('purchaser_profiles', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  address: text('address'),
  businessScope: text('business_scope'),
  updatedAt: updatedAt(),
})

/**
 * A shop's SKU: a catalogue product as the shop sells it. Soft-deleted (deleted_at) so order lines,
 * batches and ledger rows keep their reference; the unique codes apply to live SKUs only.
 */
export const shopSkus = pgTable(
  'shop_skus',
  {
    id: idColumn(),
    shopId: text('shop_id')
      .notNull()
      .references(() => customers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Copied from the product at creation: filters and groups by category without a join. */
    categoryId: text('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    /** A value of the 'unit' dictionary. */
    unit: text('unit').notNull(),
    spec: text('spec'),
    priceFen: fen('price_fen').notNull(),
    productCode: text('product_code'),
    pluCode: integer('plu_code'),
    sortOrder: integer('sort_order').notNull().default(0),
    onShelf: boolean('on_shelf').notNull().default(true),
    image: text('image'),
    lowStockQty: qty('low_stock_qty'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('shop_skus_price_nonneg', sql`${t.priceFen} >= 0`),
    check('shop_skus_plu_range', sql`${t.pluCode} is null or ${t.pluCode} between 1 and ${sql.raw(String(PLU_MAX))}`),
    check('shop_skus_code_format', sql`${t.productCode} is null or ${t.productCode} ~ '^[A-Za-z0-9]+$'`),
    check('shop_skus_low_stock_nonneg', sql`${t.lowStockQty} is null or ${t.lowStockQty} >= 0`),
    uniqueIndex('shop_skus_code_unique').on(t.shopId, t.productCode).where(sql`${t.deletedAt} is null and ${t.productCode} is not null`),
    uniqueIndex('shop_skus_plu_unique').on(t.shopId, t.pluCode).where(sql`${t.deletedAt} is null and ${t.pluCode} is not null`),
    index('shop_skus_shelf_idx').on(t.shopId, t.sortOrder, t.id).where(sql`${t.deletedAt} is null`),
    index('shop_skus_category_idx').on(t.shopId, t.categoryId).where(sql`${t.deletedAt} is null`),
    index('shop_skus_product_idx').on(t.productId),
  ],
)

/**
 * An electronic scale bound to a shop or a buyer (the market binds a buyer's; a shop registers its
 * own). A shop's scale calls the device API (/api/device/scale/*, docs/scale-device-api.md) with its
 * serial number and secret key: only the key's SHA-256 is kept; a new key replaces the old one.
 */
export const electronicScales = pgTable(
  'electronic_scales',
  {
    id: idColumn(),
    serialNo: text('serial_no').notNull().unique(),
    name: text('name').notNull(),
    model: text('model'),
    ownerType: text('owner_type').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    state: text('state').notNull().default('bound'),
    boundAt: at('bound_at').notNull().defaultNow(),
    unboundAt: at('unbound_at'),
    /** SHA-256 (hex) of the device key; null: the scale cannot call the device API. */
    keyHash: text('key_hash'),
    keyIssuedAt: at('key_issued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('electronic_scales_owner_type', inList(t.ownerType, SCALE_OWNER_TYPES)),
    check('electronic_scales_state', inList(t.state, SCALE_STATES)),
    check('electronic_scales_unbound_at', sql`(${t.state} = 'unbound') = (${t.unboundAt} is not null)`),
    index('electronic_scales_customer_idx').on(t.customerId, t.state, t.boundAt),
  ],
)

/** What a scale receives: the shop's on-shelf SKUs in shelf order. */
export interface ScaleSyncItemRow {
  skuId: string
  plu: number | null
  name: string
  unit: string
  priceFen: number
}

/**
 * One record per bound shop scale each time the shop's scale list changes (sort saved, a SKU
 * created, changed, shelved or deleted). `version` counts per scale; the scale side sends it back.
 */
export const scaleSyncRecords = pgTable(
  'scale_sync_records',
  {
    id: idColumn(),
    scaleId: text('scale_id')
      .notNull()
      .references(() => electronicScales.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => customers.id),
    version: integer('version').notNull(),
    items: jsonb('items').$type<ScaleSyncItemRow[]>().notNull(),
    /** sort | sku | register */
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [check('scale_sync_records_status', inList(t.status, SCALE_SYNC_STATES)), unique('scale_sync_records_version').on(t.scaleId, t.version)],
)
