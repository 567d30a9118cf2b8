/**
 * A shop's stock: batches (entry date, shelf life) whose quantity is a running value changed only
 * through ledger rows (stock_records), and loss reports (docs/trade.md, "Stock").
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { LOSS_REASONS, LOSS_REPORT_STATES, STOCK_MOVE_KINDS } from '@/contract'
import { at, createdAt, day, idColumn, inList, ledgerSeq, qty, updatedAt } from './columns'
import { inmarketRecords } from './gate'
import { shopSkus } from './shop'
import { customers, users } from './users'

/** The shop and SKU a stock row belongs to. */
const shopSkuColumns = () => ({
  shopId: text('shop_id')
    .notNull()
    .references(() => customers.id),
  skuId: text('sku_id')
    .notNull()
    .references(() => shopSkus.id),
})

export const stockBatches = pgTable(
  'stock_batches',
  {
    id: idColumn(),
    /** 'PC' + yyyymmdd + 4 digits. */
    batchNo: text('batch_no').notNull().unique(),
    ...shopSkuColumns(),
    /** The running quantity: only appendLedger(STOCK_LEDGER) changes it. */
    quantity: qty('quantity').notNull(),
    initialQuantity: qty('initial_quantity').notNull(),
    entryDate: day('entry_date').notNull(),
    shelfLifeDays: integer('shelf_life_days').notNull(),
    /** entry_date + shelf_life_days, stored for the expiry filters. */
    expiryDate: day('expiry_date').notNull(),
    /** The gate entry the goods came in with, when known (traceability). */
    inmarketRecordId: text('inmarket_record_id').references(() => inmarketRecords.id, { onDelete: 'set null' }),
    /** 产地, when known (from the entry's goods line, or given when stocked). */
    origin: text('origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stock_batches_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('stock_batches_initial_pos', sql`${t.initialQuantity} > 0`),
    check('stock_batches_shelf_life', sql`${t.shelfLifeDays} between 0 and 3650`),
    check('stock_batches_expiry', sql`${t.expiryDate} = ${t.entryDate} + ${t.shelfLifeDays}`),
    index('stock_batches_sku_idx').on(t.skuId, t.expiryDate, t.id),
    index('stock_batches_shop_expiry_idx').on(t.shopId, t.expiryDate).where(sql`${t.quantity} > 0`),
  ],
)

/**
 * The stock ledger: every change of a batch's quantity, with the quantity after it. A business
 * line (order line, loss line, SKU) moves one batch at most once per kind: the unique key makes a
 * repeated request fail instead of moving stock twice.
 */
export const stockRecords = pgTable(
  'stock_records',
  {
    id: idColumn(),
    ...shopSkuColumns(),
    batchId: text('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    kind: text('kind').notNull(),
    /** Signed: negative for sale and loss. */
    delta: qty('delta').notNull(),
    quantityAfter: qty('quantity_after').notNull(),
    /** The order line, loss report line or SKU id (for 'in': the batch id). */
    bizId: text('biz_id').notNull(),
    remark: text('remark'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    seq: ledgerSeq(),
  },
  (t) => [
    check('stock_records_kind', inList(t.kind, STOCK_MOVE_KINDS)),
    check('stock_records_delta_nonzero', sql`${t.delta} <> 0`),
    check('stock_records_after_nonneg', sql`${t.quantityAfter} >= 0`),
    unique('stock_records_once').on(t.batchId, t.kind, t.bizId),
    index('stock_records_shop_idx').on(t.shopId, t.createdAt),
    index('stock_records_batch_idx').on(t.batchId, t.seq),
    index('stock_records_biz_idx').on(t.bizId),
  ],
)

export const lossReports = pgTable(
  'loss_reports',
  {
    id: idColumn(),
    /** 'BS' + yyyymmdd + 4 digits. */
    reportNo: text('report_no').notNull().unique(),
    shopId: text('shop_id')
      .notNull()
      .references(() => customers.id),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    status: text('status').notNull().default('pending'),
    reasonType: text('reason_type').notNull(),
    remark: text('remark'),
    images: text('images').array().notNull().default([]),
    rejectReason: text('reject_reason'),
    auditedAt: at('audited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('loss_reports_status', inList(t.status, LOSS_REPORT_STATES)),
    check('loss_reports_reason', inList(t.reasonType, LOSS_REASONS)),
    index('loss_reports_shop_idx').on(t.shopId, t.createdAt, t.id),
    index('loss_reports_shop_status_idx').on(t.shopId, t.status, t.createdAt, t.id),
    // The market office's audit lists (every shop), by state or all.
    index('loss_reports_status_list_idx').on(t.status, t.createdAt, t.id),
    index('loss_reports_list_idx').on(t.createdAt, t.id),
  ],
)

export const lossReportLines = pgTable(
  'loss_report_lines',
  {
    id: idColumn(),
    reportId: text('report_id')
      .notNull()
      .references(() => lossReports.id, { onDelete: 'cascade' }),
    batchId: text('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => shopSkus.id),
    quantity: qty('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('loss_report_lines_quantity_pos', sql`${t.quantity} > 0`), unique('loss_report_lines_batch').on(t.reportId, t.batchId), index('loss_report_lines_batch_idx').on(t.batchId)],
)

/**
 * Expiry and low-stock alerts (docs/trade.md, "Expiry and low-stock alerts"): one row per batch and
 * kind (nearExpiry, expired) and per SKU and restocking (lowStock, keyed by the SKU and its newest
 * batch, so a new delivery that falls short again alerts again). The unique key makes raising an
 * alert idempotent under concurrent list reads: only the insert that wins sends the message.
 */
export const STOCK_ALERT_KINDS = ['nearExpiry', 'expired', 'lowStock'] as const
export type StockAlertKind = (typeof STOCK_ALERT_KINDS)[number]

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: idColumn(),
    ...shopSkuColumns(),
    batchId: text('batch_id').references(() => stockBatches.id),
    kind: text('kind').notNull(),
    /** The batch id (nearExpiry, expired) or '<sku id>:<newest batch id>' (lowStock). */
    alertKey: text('alert_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_alerts_kind', inList(t.kind, STOCK_ALERT_KINDS)),
    check('stock_alerts_batch', sql`(${t.kind} = 'lowStock') = (${t.batchId} is null)`),
    unique('stock_alerts_once').on(t.kind, t.alertKey),
    index('stock_alerts_shop_idx').on(t.shopId, t.createdAt),
  ],
)
