/**
 * Running balances and their ledgers (docs/trade.md, "Prepaid balance", "Credit"). A running
 * value (balance_fen, used_fen) is changed only by appendLedger (server/data/ledger.ts): one
 * statement that moves it, checks the bound in its WHERE clause and writes the ledger row with the
 * value after. The check constraints are the last line of defence.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { CREDIT_RECORD_KINDS, PREDEPOSIT_BIZ_TYPES, PREDEPOSIT_DIRECTIONS } from '@/contract'
import { createdAt, day, fen, idColumn, inList, ledgerSeq, updatedAt } from './columns'
import { orders } from './trade'
import { customers, partyColumns, users } from './users'

/** A customer's prepaid balance at the market (shops and buyers alike). */
export const predepositAccounts = pgTable(
  'predeposit_accounts',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balanceFen: fen('balance_fen').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('predeposit_accounts_balance_nonneg', sql`${t.balanceFen} >= 0`)],
)

export const predepositRecords = pgTable(
  'predeposit_records',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => predepositAccounts.customerId, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    bizType: text('biz_type').notNull(),
    /** Positive; the direction gives the sign. */
    amountFen: fen('amount_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    /** The payment or refund id the movement belongs to (unique per biz type and direction). */
    bizId: text('biz_id'),
    bizNo: text('biz_no'),
    remark: text('remark'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    seq: ledgerSeq(),
  },
  (t) => [
    check('predeposit_records_direction', inList(t.direction, PREDEPOSIT_DIRECTIONS)),
    check('predeposit_records_biz_type', inList(t.bizType, PREDEPOSIT_BIZ_TYPES)),
    check('predeposit_records_amount_pos', sql`${t.amountFen} > 0`),
    check('predeposit_records_after_nonneg', sql`${t.balanceAfterFen} >= 0`),
    uniqueIndex('predeposit_records_once').on(t.bizType, t.bizId, t.direction).where(sql`${t.bizId} is not null`),
    index('predeposit_records_customer_idx').on(t.customerId, t.seq, t.id),
    index('predeposit_records_direction_idx').on(t.customerId, t.direction),
  ],
)

/** A shop lets one buyer owe up to limit_fen; used_fen is the running amount owed. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: idColumn(),
    ...partyColumns(),
    limitFen: fen('limit_fen').notNull(),
    usedFen: fen('used_fen').notNull().default(0),
    /** Day of the month after a period when the period falls due (1-28). */
    dueDay: integer('due_day').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_accounts_limit_nonneg', sql`${t.limitFen} >= 0`),
    check('credit_accounts_used_range', sql`${t.usedFen} between 0 and ${t.limitFen}`),
    check('credit_accounts_due_day', sql`${t.dueDay} between 1 and 28`),
    unique('credit_accounts_pair').on(t.supplierId, t.purchaserId),
    index('credit_accounts_purchaser_idx').on(t.purchaserId),
  ],
)

/** A calendar month of one credit account: what was owed in it and what of that was repaid. */
export const creditBillPeriods = pgTable(
  'credit_bill_periods',
  {
    id: idColumn(),
    accountId: text('account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' (China time). */
    period: text('period').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    dueDate: day('due_date').notNull(),
    owedFen: fen('owed_fen').notNull().default(0),
    repaidFen: fen('repaid_fen').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_bill_periods_amounts', sql`${t.repaidFen} between 0 and ${t.owedFen}`),
    unique('credit_bill_periods_month').on(t.accountId, t.period),
    index('credit_bill_periods_due_idx').on(t.accountId, t.dueDate),
  ],
)

/** The credit ledger: an order uses credit once and is repaid once. */
export const creditRecords = pgTable(
  'credit_records',
  {
    id: idColumn(),
    accountId: text('account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountFen: fen('amount_fen').notNull(),
    usedAfterFen: fen('used_after_fen').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    periodId: text('period_id')
      .notNull()
      .references(() => creditBillPeriods.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    seq: ledgerSeq(),
  },
  (t) => [
    check('credit_records_kind', inList(t.kind, CREDIT_RECORD_KINDS)),
    check('credit_records_amount_pos', sql`${t.amountFen} > 0`),
    check('credit_records_after_nonneg', sql`${t.usedAfterFen} >= 0`),
    unique('credit_records_once').on(t.kind, t.orderId),
    index('credit_records_account_idx').on(t.accountId, t.seq),
  ],
)
