/**
 * Inspections (docs/gate.md, "Inspections"): the lab's test items per top-level product category,
 * the report vouchers shops hold, and inspections of an entry's products with one result per item.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { DETECTION_RESULTS, DETECTION_STATES } from '@/contract'
import { at, createdAt, day, idColumn, inList, updatedAt } from './columns'
import { productCategories, products } from './catalog'
import { inmarketRecords } from './gate'
import { customers, users } from './users'

/** A test the market's lab runs, for the products under one top-level category. */
export const detectItems = pgTable(
  'detect_items',
  {
    id: idColumn(),
    categoryId: text('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    standard: text('standard').notNull(),
    method: text('method').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('detect_items_category_idx').on(t.categoryId, t.sort, t.id)],
)

/** A certificate a shop holds for some products (产地证明, 合格证, ...), valid until `valid_to`. */
export const detectionVouchers = pgTable(
  'detection_vouchers',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** A key of the 'detectVoucherType' dictionary. */
    voucherType: text('voucher_type').notNull(),
    voucherNo: text('voucher_no').notNull(),
    issuer: text('issuer').notNull(),
    issuedDate: day('issued_date').notNull(),
    validTo: day('valid_to').notNull(),
    productIds: text('product_ids').array().notNull().default([]),
    file: text('file'),
    createdAt: createdAt(),
  },
  (t) => [check('detection_vouchers_dates', sql`${t.validTo} >= ${t.issuedDate}`), index('detection_vouchers_customer_idx').on(t.customerId, t.validTo)],
)

/** An inspection of products of one gate entry: submitted -> tested. */
export const detections = pgTable(
  'detections',
  {
    id: idColumn(),
    /** 'JC' + yyyymmdd + 4 digits. */
    detectionNo: text('detection_no').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    recordId: text('record_id')
      .notNull()
      .references(() => inmarketRecords.id),
    voucherId: text('voucher_id').references(() => detectionVouchers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('submitted'),
    /** Set with status tested: fail when any item failed. */
    result: text('result'),
    remark: text('remark'),
    /** The report PDF: generated from the results (/reports/detection/<report_key>.pdf) or the lab's upload (/uploads/<name>.pdf). */
    reportFile: text('report_file'),
    /** 128 random bits naming the generated report (set when tested). */
    reportKey: text('report_key').unique(),
    testedBy: text('tested_by').references(() => users.id, { onDelete: 'set null' }),
    testedByName: text('tested_by_name'),
    testedAt: at('tested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('detections_status', inList(t.status, DETECTION_STATES)),
    check('detections_result', sql`${t.result} is null or ${inList(t.result, DETECTION_RESULTS)}`),
    check('detections_tested', sql`(${t.status} = 'tested') = (${t.result} is not null and ${t.testedAt} is not null)`),
    index('detections_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('detections_customer_status_idx').on(t.customerId, t.status, t.createdAt, t.id),
    index('detections_status_list_idx').on(t.status, t.createdAt, t.id),
    index('detections_list_idx').on(t.createdAt, t.id),
    index('detections_record_idx').on(t.recordId),
  ],
)

/** A product of an inspection: each product of an entry is inspected once. */
export const detectionProducts = pgTable(
  'detection_products',
  {
    id: idColumn(),
    detectionId: text('detection_id')
      .notNull()
      .references(() => detections.id, { onDelete: 'cascade' }),
    /** Copied from the inspection: the unique key below needs it. */
    recordId: text('record_id')
      .notNull()
      .references(() => inmarketRecords.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    categoryName: text('category_name').notNull(),
    origin: text('origin'),
    result: text('result'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('detection_products_result', sql`${t.result} is null or ${inList(t.result, DETECTION_RESULTS)}`),
    uniqueIndex('detection_products_record_product_key').on(t.recordId, t.productId),
    index('detection_products_detection_idx').on(t.detectionId),
  ],
)

/** One test item on one product, and its result once tested. */
export const detectionResults = pgTable(
  'detection_results',
  {
    id: idColumn(),
    detectionId: text('detection_id')
      .notNull()
      .references(() => detections.id, { onDelete: 'cascade' }),
    productRowId: text('product_row_id')
      .notNull()
      .references(() => detectionProducts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => detectItems.id),
    itemName: text('item_name').notNull(),
    standard: text('standard').notNull(),
    method: text('method').notNull(),
    result: text('result'),
    value: text('value'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('detection_results_result', sql`${t.result} is null or ${inList(t.result, DETECTION_RESULTS)}`),
    uniqueIndex('detection_results_item_key').on(t.productRowId, t.itemId),
    index('detection_results_detection_idx').on(t.detectionId),
  ],
)
