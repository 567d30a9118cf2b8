/**
 * Payment attempts (docs/trade.md, "Payments"): one row per attempt, whatever it pays for (an
 * order, an owed amount, a bill) and whoever moves the money (WeChat Pay, the simulator, the
 * prepaid balance, credit). Settling is `UPDATE ... WHERE status = 'pending'`, so a repeated
 * callback changes nothing; a provider transaction id settles at most one attempt.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { PAY_PROVIDERS, PAYMENT_STATES, PAYMENT_SUBJECTS } from '@/contract'
import { at, createdAt, fen, idColumn, inList, updatedAt } from './columns'
import { customers, users } from './users'

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    /** out_trade_no at the provider: 'PY' + yyyymmdd + 8 digits (<= 32 characters). */
    payNo: text('pay_no').notNull().unique(),
    subjectType: text('subject_type').notNull(),
    /** The order or bill id (no foreign key: one column for several tables). */
    subjectId: text('subject_id').notNull(),
    /** The paying customer. */
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's transaction id (WeChat transaction_id), set when it succeeds. */
    providerTxnId: text('provider_txn_id'),
    prepayId: text('prepay_id'),
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    failReason: text('fail_reason'),
    /** Callbacks received for this attempt (repeats included). */
    notifyCount: integer('notify_count').notNull().default(0),
    /** A success that arrived after the subject was settled by another attempt: its money was sent back. */
    autoRefundedAt: at('auto_refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_subject_type', inList(t.subjectType, PAYMENT_SUBJECTS)),
    check('payments_provider', inList(t.provider, PAY_PROVIDERS)),
    check('payments_status', inList(t.status, PAYMENT_STATES)),
    check('payments_amount_pos', sql`${t.amountFen} > 0`),
    check('payments_paid_at', sql`(${t.status} = 'succeeded') = (${t.paidAt} is not null)`),
    // One open attempt per subject: a double tap reuses it instead of starting a second payment.
    uniqueIndex('payments_one_pending').on(t.subjectType, t.subjectId).where(sql`${t.status} = 'pending'`),
    // A provider transaction settles one attempt at most.
    uniqueIndex('payments_provider_txn').on(t.provider, t.providerTxnId).where(sql`${t.providerTxnId} is not null`),
    index('payments_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
    index('payments_customer_idx').on(t.customerId, t.createdAt.desc()),
  ],
)
