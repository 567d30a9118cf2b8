/**
 * The market office's finance exports (module 财务对账; docs/trade.md, "Finance exports and
 * reconciliation"): a period's bills (issued in it), payments (succeeded in it, any provider) and
 * refunds (paid out in it), each a table for the one-time download links (export/links.ts).
 */
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  BILL_PAY_STATUS_LABELS,
  BILL_TYPE_LABELS,
  FINANCE_EXPORT_LABELS,
  FINANCE_LIMITS,
  PAY_PROVIDER_LABELS,
  REFUND_KIND_LABELS,
  WALK_IN_LABEL,
  type BillPayStatus,
  type BillType,
  type FinanceExportKind,
  type PayProvider,
  type RefundKind,
} from '@/contract'
import type { Db } from '../../db/client'
import { bills, customers, orders, payments, refunds } from '../../db/schema'
import { addDays, marketDayStart } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { column } from '../../lib/table'
import { keysetPages } from '../export/pages'
import { exportSource } from '../export/source'

const PAGE = 1000

/** Refuses a reversed period or one longer than FINANCE_LIMITS.maxSpanDays (both days are checked days already). */
export function checkPeriod(from: string, to: string): void {
  if (from > to) throw new BizError('开始日期不能晚于结束日期')
  if (addDays(from, FINANCE_LIMITS.maxSpanDays - 1) < to) throw new BizError(`导出区间不能超过${FINANCE_LIMITS.maxSpanDays}天`)
}

/** `col` within the period's market days, and after the page's last row in (col, id) order. */
function inPeriod(col: PgColumn, id: PgColumn, p: Record<string, string>, after: { at: Date; id: string } | null): SQL {
  return and(gte(col, marketDayStart(p.from!)), lt(col, marketDayStart(addDays(p.to!, 1))), after ? sql`(${col}, ${id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined)!
}

const fileName = (kind: FinanceExportKind) => (p: Record<string, string>) => `${FINANCE_EXPORT_LABELS[kind]}_${p.from}_${p.to}`

const billRows = (db: Db, p: Record<string, string>, after: { at: Date; id: string } | null, size: number) =>
  db
    .select({
      at: bills.createdAt,
      id: bills.id,
      billNo: bills.billNo,
      shop: customers.name,
      title: bills.title,
      billType: bills.billType,
      periodStart: bills.periodStart,
      periodEnd: bills.periodEnd,
      dueDate: bills.dueDate,
      amountFen: bills.amountFen,
      discountFen: bills.discountFen,
      paidFen: bills.paidFen,
      payStatus: bills.payStatus,
      paidAt: bills.paidAt,
    })
    .from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .where(inPeriod(bills.createdAt, bills.id, p, after))
    .orderBy(asc(bills.createdAt), asc(bills.id))
    .limit(size)

type BillRow = Awaited<ReturnType<typeof billRows>>[number]

export const billExport = exportSource<BillRow>({
  fileName: fileName('bills'),
  sheet: '账单',
  columns: [
    column('账单编号', 'text', (r) => r.billNo, 22),
    column('商户', 'text', (r) => r.shop, 20),
    column('账单名称', 'text', (r) => r.title, 20),
    column('类型', 'text', (r) => BILL_TYPE_LABELS[r.billType as BillType] ?? r.billType),
    column('账期开始', 'day', (r) => r.periodStart),
    column('账期结束', 'day', (r) => r.periodEnd),
    column('到期日', 'day', (r) => r.dueDate),
    column('账单金额', 'fen', (r) => r.amountFen),
    column('优惠金额', 'fen', (r) => r.discountFen),
    column('已付金额', 'fen', (r) => r.paidFen),
    column('状态', 'text', (r) => BILL_PAY_STATUS_LABELS[r.payStatus as BillPayStatus] ?? r.payStatus),
    column('支付时间', 'time', (r) => r.paidAt),
    column('出账时间', 'time', (r) => r.at),
  ],
  pages: (db, p) => keysetPages(PAGE, (after, size) => billRows(db, p, after, size)),
})

const paymentRows = (db: Db, p: Record<string, string>, after: { at: Date; id: string } | null, size: number) =>
  db
    .select({
      at: sql<Date>`${payments.paidAt}`.mapWith(payments.paidAt),
      id: payments.id,
      payNo: payments.payNo,
      subjectType: payments.subjectType,
      // A walk-in buyer's cash has no payer account: 散客.
      customer: sql<string>`coalesce(${customers.name}, ${WALK_IN_LABEL})`,
      provider: payments.provider,
      amountFen: payments.amountFen,
      providerTxnId: payments.providerTxnId,
      autoRefundedAt: payments.autoRefundedAt,
    })
    .from(payments)
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .where(and(eq(payments.status, 'succeeded'), inPeriod(payments.paidAt, payments.id, p, after)))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(size)

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number]

const SUBJECT_LABELS: Record<string, string> = { order: '订单', orderRepay: '赊账还款', bill: '账单', parking: '停车费' }

export const paymentExport = exportSource<PaymentRow>({
  fileName: fileName('payments'),
  sheet: '支付',
  columns: [
    column('支付单号', 'text', (r) => r.payNo, 28),
    column('支付时间', 'time', (r) => r.at),
    column('付款方', 'text', (r) => r.customer, 20),
    column('支付内容', 'text', (r) => SUBJECT_LABELS[r.subjectType] ?? r.subjectType),
    column('支付方式', 'text', (r) => PAY_PROVIDER_LABELS[r.provider as PayProvider] ?? r.provider),
    column('金额', 'fen', (r) => r.amountFen),
    column('第三方交易号', 'text', (r) => r.providerTxnId, 32),
    column('自动退回时间', 'time', (r) => r.autoRefundedAt),
  ],
  pages: (db, p) => keysetPages(PAGE, (after, size) => paymentRows(db, p, after, size)),
})

const refundRows = (db: Db, p: Record<string, string>, after: { at: Date; id: string } | null, size: number) =>
  db
    .select({
      at: sql<Date>`${refunds.refundedAt}`.mapWith(refunds.refundedAt),
      id: refunds.id,
      refundNo: refunds.refundNo,
      orderNo: orders.orderNo,
      supplier: orders.supplierName,
      purchaser: orders.purchaserName,
      kind: refunds.kind,
      amountFen: refunds.amountFen,
      reason: refunds.reason,
      provider: refunds.refundProvider,
      providerRefundId: refunds.providerRefundId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'refunded'), inPeriod(refunds.refundedAt, refunds.id, p, after)))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id))
    .limit(size)

type RefundRow = Awaited<ReturnType<typeof refundRows>>[number]

export const refundExport = exportSource<RefundRow>({
  fileName: fileName('refunds'),
  sheet: '退款',
  columns: [
    column('退款单号', 'text', (r) => r.refundNo, 22),
    column('退款时间', 'time', (r) => r.at),
    column('订单编号', 'text', (r) => r.orderNo, 22),
    column('商户', 'text', (r) => r.supplier, 20),
    column('买家', 'text', (r) => r.purchaser, 20),
    column('类型', 'text', (r) => REFUND_KIND_LABELS[r.kind as RefundKind] ?? r.kind),
    column('退款金额', 'fen', (r) => r.amountFen),
    column('原因', 'text', (r) => r.reason, 20),
    column('退款方式', 'text', (r) => (r.provider ? (PAY_PROVIDER_LABELS[r.provider as PayProvider] ?? r.provider) : null)),
    column('第三方退款号', 'text', (r) => r.providerRefundId, 32),
  ],
  pages: (db, p) => keysetPages(PAGE, (after, size) => refundRows(db, p, after, size)),
})
