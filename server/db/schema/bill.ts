/** The market's bills to a shop (docs/trade.md, "Bills"): paid through the payment layer. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { BILL_PAY_STATUS, BILL_TYPES } from '@/contract'
import { at, createdAt, day, fen, idColumn, inList, qty, updatedAt } from './columns'
import { coupons } from './coupon'
import { customers } from './users'

export const bills = pgTable(
  'bills',
  {
    id: idColumn(),
    /** 'ZD' + yyyymmdd + 6 digits. */
    billNo: text('bill_no').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    billType: text('bill_type').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    dueDate: day('due_date').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** A coupon's discount, taken when the shop paid with one. */
    discountFen: fen('discount_fen').notNull().default(0),
    couponId: text('coupon_id').references(() => coupons.id),
    paidFen: fen('paid_fen').notNull().default(0),
    payStatus: text('pay_status').notNull().default('unpaid'),
    remark: text('remark'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bills_type', inList(t.billType, BILL_TYPES)),
    check('bills_pay_status', inList(t.payStatus, BILL_PAY_STATUS)),
    check('bills_amount_pos', sql`${t.amountFen} > 0`),
    check('bills_paid_range', sql`${t.paidFen} >= 0 and ${t.discountFen} >= 0 and ${t.paidFen} + ${t.discountFen} <= ${t.amountFen}`),
    check('bills_period_range', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'bills_status_matches',
      sql`${t.payStatus} = 'refunded' or ${t.payStatus} = case when ${t.paidFen} + ${t.discountFen} = ${t.amountFen} then 'paid' when ${t.paidFen} > 0 then 'partial' else 'unpaid' end`,
    ),
    index('bills_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('bills_customer_status_idx').on(t.customerId, t.payStatus, t.dueDate),
    // The finance export's period (market/financeExports.ts): bills by the time they were issued.
    index('bills_created_idx').on(t.createdAt, t.id),
  ],
)

export const billLines = pgTable(
  'bill_lines',
  {
    id: idColumn(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: qty('quantity'),
    unit: text('unit'),
    unitPriceFen: fen('unit_price_fen'),
    amountFen: fen('amount_fen').notNull(),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('bill_lines_amount_nonneg', sql`${t.amountFen} >= 0`), index('bill_lines_bill_idx').on(t.billId, t.sort)],
)
