/**
 * Orders, their lines, refunds and evaluations (docs/trade.md, "Orders", "Refunds",
 * "Evaluations"). Every state change is one `UPDATE ... WHERE status = <expected>`; the checks
 * below keep the money columns consistent whatever a handler does.
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { EVALUATION_TAGS, ORDER_STATES, PAY_METHODS, PAY_PROVIDERS, REFUND_KINDS, REFUND_STATES } from '@/contract'
import { products } from './catalog'
import { at, createdAt, fen, idColumn, inList, qty, updatedAt } from './columns'
import { coupons } from './coupon'
import { payments } from './payment'
import { shopSkus } from './shop'
import { stockBatches } from './stock'
import { customers, partyColumns, users } from './users'

/** The buyer of an order or its refund: none only for a walk-in cash sale (docs/trade.md, "Cash and walk-in sales"). */
const optionalPurchaser = () => ({ purchaserId: text('purchaser_id').references(() => customers.id) })

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** 'DD' + yyyymmdd + 6 digits (nextDocNo). */
    orderNo: text('order_no').notNull().unique(),
    ...partyColumns(),
    ...optionalPurchaser(),
    /** A sale to a walk-in buyer with no account (散客): cash, no purchaser; purchaserName says 散客 or 散客·name. */
    walkIn: boolean('walk_in').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshots at creation: lists and the keyword search read them without joins. */
    supplierName: text('supplier_name').notNull(),
    purchaserName: text('purchaser_name').notNull(),
    purchaserMobile: text('purchaser_mobile').notNull().default(''),
    status: text('status').notNull().default('unpaid'),
    payMethod: text('pay_method').notNull(),
    goodsFen: fen('goods_fen').notNull(),
    discountFen: fen('discount_fen').notNull().default(0),
    payableFen: fen('payable_fen').notNull(),
    paidFen: fen('paid_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    owedFen: fen('owed_fen').notNull().default(0),
    couponId: text('coupon_id').references(() => coupons.id),
    lineCount: integer('line_count').notNull(),
    firstProductName: text('first_product_name').notNull(),
    remark: text('remark'),
    /**
     * The shop put this order on credit itself (payMethod credit at creation, with its credit-sale
     * password when it has one): only then may the buyer pay it on credit while the shop has a
     * password (docs/trade.md, "Credit").
     */
    creditAllowed: boolean('credit_allowed').notNull().default(false),
    closeReason: text('close_reason'),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When money was received or owed (paid or owed): statistics bucket by it. */
    settledAt: at('settled_at'),
    paidAt: at('paid_at'),
    owedAt: at('owed_at'),
    repaidAt: at('repaid_at'),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    evaluatedAt: at('evaluated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status', inList(t.status, ORDER_STATES)),
    check('orders_pay_method', inList(t.payMethod, PAY_METHODS)),
    check('orders_goods_nonneg', sql`${t.goodsFen} >= 0`),
    check('orders_discount_range', sql`${t.discountFen} between 0 and ${t.goodsFen}`),
    check('orders_payable', sql`${t.payableFen} = ${t.goodsFen} - ${t.discountFen}`),
    check('orders_paid_range', sql`${t.paidFen} between 0 and ${t.payableFen}`),
    check('orders_refunded_range', sql`${t.refundedFen} between 0 and ${t.paidFen}`),
    check('orders_owed_range', sql`${t.owedFen} between 0 and ${t.payableFen}`),
    check('orders_owed_only_when_owed', sql`${t.owedFen} = 0 or ${t.status} = 'owed'`),
    check('orders_walk_in_cash', sql`case when ${t.walkIn} then ${t.payMethod} = 'cash' and ${t.purchaserId} is null else ${t.purchaserId} is not null end`),
    check('orders_settled_at', sql`(${t.settledAt} is null) = (${t.status} in ('unpaid', 'closed'))`),
    index('orders_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('orders_supplier_status_idx').on(t.supplierId, t.status, t.createdAt, t.id),
    index('orders_purchaser_idx').on(t.purchaserId, t.createdAt, t.id),
    index('orders_purchaser_status_idx').on(t.purchaserId, t.status, t.createdAt, t.id),
    index('orders_purchaser_unrated_idx').on(t.purchaserId, t.createdAt, t.id).where(sql`${t.status} = 'completed' and ${t.evaluatedAt} is null`),
    index('orders_supplier_settled_idx').on(t.supplierId, t.settledAt).where(sql`${t.settledAt} is not null`),
    index('orders_purchaser_settled_idx').on(t.purchaserId, t.settledAt).where(sql`${t.settledAt} is not null`),
    // The daily settlement's repayments (settle/dailySettlement.ts).
    index('orders_supplier_repaid_idx').on(t.supplierId, t.repaidAt).where(sql`${t.repaidAt} is not null`),
    // Order-number prefix search (LIKE 'DD2026%') under any collation.
    index('orders_no_prefix_idx').on(t.orderNo.op('text_pattern_ops')),
    // The pair of a shop and a buyer: whether they traded, and the buyer's open unpaid orders at the shop.
    index('orders_pair_idx').on(t.supplierId, t.purchaserId, t.status),
    // The market's whole trade of a day (prices drafted from trade: docs/trade.md, "Prices published from trade").
    index('orders_settled_idx').on(t.settledAt).where(sql`${t.settledAt} is not null`),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: text('sku_id').references(() => shopSkus.id, { onDelete: 'set null' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    skuName: text('sku_name').notNull(),
    categoryName: text('category_name').notNull(),
    unit: text('unit').notNull(),
    quantity: qty('quantity').notNull(),
    priceFen: fen('price_fen').notNull(),
    /** lineAmountFen(quantity, priceFen). */
    amountFen: fen('amount_fen').notNull(),
    /** 'T' + 15 upper-case base32 characters, random: the line's QR content (traceSource/queryById). */
    traceCode: text('trace_code').notNull().unique(),
    /** The oldest batch the line was sold from (its stock_records tell every batch). */
    batchId: text('batch_id').references(() => stockBatches.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('order_lines_quantity_pos', sql`${t.quantity} > 0`),
    check('order_lines_price_nonneg', sql`${t.priceFen} >= 0`),
    check('order_lines_amount_nonneg', sql`${t.amountFen} >= 0`),
    index('order_lines_order_idx').on(t.orderId, t.sort),
  ],
)

export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    /** 'TK' + yyyymmdd + 6 digits; also the out_refund_no at the provider. */
    refundNo: text('refund_no').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Copied from the order: lists filter by side without a join (no buyer for a walk-in sale's). */
    ...partyColumns(),
    ...optionalPurchaser(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    amountFen: fen('amount_fen').notNull(),
    reason: text('reason').notNull(),
    description: text('description'),
    images: text('images').array().notNull().default([]),
    rejectReason: text('reject_reason'),
    auditedBy: text('audited_by').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: at('audited_at'),
    /** Return-and-refund: when the supplier confirmed the goods came back. */
    receivedAt: at('received_at'),
    /** The payment the money goes back through, and its provider. */
    paymentId: text('payment_id').references(() => payments.id),
    refundProvider: text('refund_provider'),
    /** The provider's refund id (WeChat refund_id), once it answered. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: at('refunded_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_kind', inList(t.kind, REFUND_KINDS)),
    check('refunds_status', inList(t.status, REFUND_STATES)),
    check('refunds_amount_pos', sql`${t.amountFen} > 0`),
    check('refunds_provider', sql`${t.refundProvider} is null or ${inList(t.refundProvider, PAY_PROVIDERS)}`),
    // Only a cash refund (handed back by the shop: a walk-in sale's) has no buyer.
    check('refunds_purchaser', sql`${t.purchaserId} is not null or ${t.refundProvider} = 'cash'`),
    check('refunds_rejected_reason', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
    // One open (pending or approved) refund per order at a time.
    uniqueIndex('refunds_one_open').on(t.orderId).where(sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex('refunds_provider_refund').on(t.providerRefundId).where(sql`${t.providerRefundId} is not null`),
    index('refunds_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('refunds_supplier_status_idx').on(t.supplierId, t.status, t.createdAt, t.id),
    index('refunds_purchaser_idx').on(t.purchaserId, t.createdAt, t.id),
    index('refunds_purchaser_status_idx').on(t.purchaserId, t.status, t.createdAt, t.id),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // The daily settlement's refunds (settle/dailySettlement.ts).
    index('refunds_supplier_refunded_idx').on(t.supplierId, t.refundedAt).where(sql`${t.refundedAt} is not null`),
    // The finance export's and the reconciliation's period: refunds by the time the money went back.
    index('refunds_refunded_idx').on(t.refundedAt, t.id).where(sql`${t.status} = 'refunded'`),
  ],
)

/** A buyer's rating of a completed order: one per order. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    ...partyColumns(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    stars: smallint('stars').notNull(),
    tags: text('tags').array().notNull().default([]),
    content: text('content'),
    images: text('images').array().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('evaluations_stars', sql`${t.stars} between 1 and 5`),
    check('evaluations_tags', sql`${t.tags} <@ array[${sql.raw(EVALUATION_TAGS.map((x) => `'${x}'`).join(', '))}]::text[]`),
    index('evaluations_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('evaluations_supplier_stars_idx').on(t.supplierId, t.stars, t.createdAt),
    index('evaluations_purchaser_idx').on(t.purchaserId, t.createdAt, t.id),
  ],
)

/**
 * Buyer identity codes in use (docs/trade.md, "Identity codes"): a code (by its nonce) is bound to
 * the first shop that uses it (scan, sale or gift) and authorises one sale there (`order_id`). One
 * row per code, inserted with ON CONFLICT DO NOTHING and claimed for a sale by a guarded UPDATE, so
 * concurrent uses at several shops or for several sales get one. Rows go after the code expired.
 */
export const idCodeUses = pgTable(
  'id_code_uses',
  {
    nonce: text('nonce').primaryKey(),
    /** The buyer the code names. */
    customerId: text('customer_id').notNull(),
    /** The shop that used it first. */
    shopId: text('shop_id').notNull(),
    /** The one sale it authorised. */
    orderId: text('order_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('id_code_uses_expires_idx').on(t.expiresAt)],
)

/**
 * Batches of a buyer's identity codes (issue 25: the next codes fetched ahead, so the code keeps
 * working through a short network drop; auth/idCodeBatch.ts). Each code carries its batch's id;
 * issuing a batch revokes the user's older ones but the ID_CODE_BATCHES_KEPT newest (`seq`), and a
 * code of a revoked batch is refused at its first use. Rows go a day after their codes expired.
 */
export const idCodeBatches = pgTable(
  'id_code_batches',
  {
    id: idColumn(),
    /** Issue order: the newest batches are kept. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** When its last code expires. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('id_code_batches_user_idx').on(t.userId, t.seq), index('id_code_batches_expires_idx').on(t.expiresAt)],
)
