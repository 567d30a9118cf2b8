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
    /** out_trade_no at the provider: 'PY' + yyyymmdd + 16 random characters (settle/payment/payNo.ts: not guessable). */
    payNo: text('pay_no').notNull().unique(),
    subjectType: text('subject_type').notNull(),
    /** The order or bill id (no foreign key: one column for several tables). */
    subjectId: text('subject_id').notNull(),
    /** The paying customer (none only for a walk-in buyer's cash: payments_payer). */
    customerId: text('customer_id').references(() => customers.id),
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
    check('payments_payer', sql`${t.customerId} is not null or (${t.provider} = 'cash' and ${t.subjectType} = 'order')`),
    check('payments_paid_at', sql`(${t.status} = 'succeeded') = (${t.paidAt} is not null)`),
    // One open attempt per subject: a double tap reuses it instead of starting a second payment.
    uniqueIndex('payments_one_pending').on(t.subjectType, t.subjectId).where(sql`${t.status} = 'pending'`),
    // A provider transaction settles one attempt at most.
    uniqueIndex('payments_provider_txn').on(t.provider, t.providerTxnId).where(sql`${t.providerTxnId} is not null`),
    index('payments_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('payments_customer_idx').on(t.customerId, t.createdAt),
    // The finance export's and the reconciliation's period: succeeded payments by the time they were paid.
    index('payments_paid_idx').on(t.paidAt, t.id).where(sql`${t.status} = 'succeeded'`),
  ],
)

/**
 * The local WeChat Pay simulator (docs/trade.md, "The simulator"): its key material, one row
 * shared by every API process (so any of them can sign and verify), created on first use.
 */
export const paySimulatorKeys = pgTable('pay_simulator_keys', {
  id: text('id').primaryKey(),
  /** The simulator's "platform" key pair (PEM): it signs answers and notifications. */
  platformPrivateKey: text('platform_private_key').notNull(),
  platformPublicKey: text('platform_public_key').notNull(),
  /** The public key id sent as Wechatpay-Serial (PUB_KEY_ID_...). */
  platformSerial: text('platform_serial').notNull(),
  /** The "merchant" key pair the provider signs its requests with, and its serial. */
  merchantPrivateKey: text('merchant_private_key').notNull(),
  merchantPublicKey: text('merchant_public_key').notNull(),
  merchantSerial: text('merchant_serial').notNull(),
  /** 32-character APIv3 key for AEAD_AES_256_GCM of notification resources. */
  apiV3Key: text('api_v3_key').notNull(),
  createdAt: createdAt(),
})

/** What the simulator knows of a transaction, as WeChat Pay would. */
export const paySimulatorTransactions = pgTable(
  'pay_simulator_transactions',
  {
    prepayId: text('prepay_id').primaryKey(),
    /** out_trade_no. */
    payNo: text('pay_no').notNull().unique(),
    appId: text('app_id').notNull(),
    description: text('description').notNull(),
    amountFen: fen('amount_fen').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** NOTPAY | SUCCESS | CLOSED (WeChat's trade_state values). */
    tradeState: text('trade_state').notNull().default('NOTPAY'),
    transactionId: text('transaction_id').unique(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('pay_simulator_transactions_state', inList(t.tradeState, ['NOTPAY', 'SUCCESS', 'CLOSED'])),
    check('pay_simulator_transactions_refund', sql`${t.refundedFen} between 0 and ${t.amountFen}`),
  ],
)

/**
 * Refunds the simulator accepted (out_refund_no is the key, as at WeChat Pay: asking again with
 * the same number answers the same refund instead of paying it out twice).
 */
export const paySimulatorRefunds = pgTable(
  'pay_simulator_refunds',
  {
    /** out_refund_no. */
    refundNo: text('refund_no').primaryKey(),
    payNo: text('pay_no')
      .notNull()
      .references(() => paySimulatorTransactions.payNo),
    /** The simulator's refund_id. */
    refundId: text('refund_id').notNull().unique(),
    amountFen: fen('amount_fen').notNull(),
    notifyUrl: text('notify_url'),
    createdAt: createdAt(),
  },
  (t) => [check('pay_simulator_refunds_amount_pos', sql`${t.amountFen} > 0`), index('pay_simulator_refunds_pay_idx').on(t.payNo)],
)
