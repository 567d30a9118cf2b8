/**
 * Coupons (docs/trade.md, "Coupons"): the market issues batches; each coupon is held by one
 * member (customer) at a time, is gifted at most once, and is used on one payment. 'expired' is
 * derived (an unused coupon past valid_to), never stored.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { COUPON_RECORD_KINDS, PAYMENT_SUBJECTS } from '@/contract'
import { at, createdAt, day, fen, idColumn, inList } from './columns'
import { customers } from './users'

export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: idColumn(),
    name: text('name').notNull(),
    amountFen: fen('amount_fen').notNull(),
    thresholdFen: fen('threshold_fen').notNull().default(0),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    totalCount: integer('total_count').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_batches_amount_pos', sql`${t.amountFen} > 0`),
    check('coupon_batches_threshold_nonneg', sql`${t.thresholdFen} >= 0`),
    check('coupon_batches_valid_range', sql`${t.validTo} >= ${t.validFrom}`),
    check('coupon_batches_total_pos', sql`${t.totalCount} > 0`),
  ],
)

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    couponNo: text('coupon_no').notNull().unique(),
    batchId: text('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    /** Who holds it now. */
    holderId: text('holder_id')
      .notNull()
      .references(() => customers.id),
    /** Who the market issued it to. */
    issuedTo: text('issued_to')
      .notNull()
      .references(() => customers.id),
    /** unused | used (expired is derived). */
    state: text('state').notNull().default('unused'),
    /** Copied from the batch: the list filters need them on the row. */
    amountFen: fen('amount_fen').notNull(),
    thresholdFen: fen('threshold_fen').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    /** Set by the one gift this coupon may ever have. */
    giftedFrom: text('gifted_from').references(() => customers.id),
    giftedAt: at('gifted_at'),
    /** What it was used on (order or bill) while state = used. */
    usedOn: text('used_on'),
    usedBizId: text('used_biz_id'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_state', inList(t.state, ['unused', 'used'])),
    check('coupons_used_consistent', sql`(${t.state} = 'used') = (${t.usedAt} is not null and ${t.usedBizId} is not null)`),
    check('coupons_used_on', sql`${t.usedOn} is null or ${inList(t.usedOn, PAYMENT_SUBJECTS)}`),
    check('coupons_gift_consistent', sql`(${t.giftedFrom} is null) = (${t.giftedAt} is null)`),
    index('coupons_holder_idx').on(t.holderId, t.state, t.validTo),
    index('coupons_batch_idx').on(t.batchId, t.holderId),
  ],
)

/** Gifts, uses and releases of coupons (couponUseRecord/page). */
export const couponRecords = pgTable(
  'coupon_records',
  {
    id: idColumn(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    kind: text('kind').notNull(),
    fromCustomerId: text('from_customer_id')
      .notNull()
      .references(() => customers.id),
    /** The recipient of a gift; null for use and release. */
    toCustomerId: text('to_customer_id').references(() => customers.id),
    /** Discount taken (use), or the face value (gift, release). */
    amountFen: fen('amount_fen').notNull(),
    /** order | bill, for use and release. */
    bizType: text('biz_type'),
    bizId: text('biz_id'),
    bizNo: text('biz_no'),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_records_kind', inList(t.kind, COUPON_RECORD_KINDS)),
    check('coupon_records_gift_to', sql`(${t.kind} = 'gift') = (${t.toCustomerId} is not null)`),
    // A coupon is gifted at most once, even under a double tap.
    uniqueIndex('coupon_records_gift_once').on(t.couponId).where(sql`${t.kind} = 'gift'`),
    index('coupon_records_from_idx').on(t.fromCustomerId, t.createdAt),
    index('coupon_records_to_idx').on(t.toCustomerId, t.createdAt),
    index('coupon_records_coupon_idx').on(t.couponId, t.createdAt),
  ],
)
