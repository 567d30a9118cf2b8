/**
 * Typed reads of the settle service, one wrapper per endpoint: orders, refunds, traceability and
 * the trade statistics (supplier and purchaser alike: the server scopes each answer to the
 * caller), the market's bills to a shop, and the prepaid balance (docs/trade.md). Writes (create,
 * pay, repay, close, confirm, refund actions, payBill) go through api/mutate.
 */
import { request, type RequestOptions } from '@/core/request'
import { settle } from '@/contract/settle'
import type { BillPagePayload, CustomerIdPayload, OrderPagePayload, PredepositPagePayload, PurchaserSummaryPayload, RefundPagePayload, StatPeriod, TicketPagePayload } from '@/contract/types'

export const settleApi = {
  orderPage: (q: OrderPagePayload, options?: RequestOptions) => request(settle.orderInfo.page, q, options),
  orderDetail: (id: string, options?: RequestOptions) => request(settle.orderInfo.queryById, { id }, options),
  refundPage: (q: RefundPagePayload) => request(settle.orderRefund.page, q),
  refundDetail: (id: string) => request(settle.orderRefund.queryById, { id }),
  /** Public: whoever scans the goods; silent, the screen shows the refusal. */
  trace: (code: string) => request(settle.traceSource.queryById, { id: code }, { silent: true }),
  /** Scan-to-order: a ticket by its code (silent: the screen shows the refusal by the code field). */
  ticketRead: (code: string) => request(settle.scanOrder.read, { code }, { silent: true }),
  ticketPage: (q: TicketPagePayload) => request(settle.scanOrder.page, q),
  /** The shop's own ticket (a scale's weighing ticket to confirm). */
  ticketDetail: (id: string) => request(settle.scanOrder.queryById, { id }),
  supplierSales: (period: StatPeriod) => request(settle.supplierData.querySupplierDataParam, { period }),
  /** The shop's daily settlement (日结对账) of a market day. */
  dailySettlement: (day: string) => request(settle.supplierData.dailySettlement, { day }),
  purchaserSummary: (q: PurchaserSummaryPayload) => request(settle.purchaserSummary.getPurchaserSummary, q),
  /** The shop's bills, newest period first. */
  billPage: (q: BillPagePayload, options?: RequestOptions) => request(settle.billInfo.page, q, options),
  /** Counts per pay status, overdue and the outstanding sum. */
  billCounts: (options?: RequestOptions) => request(settle.billStatistics.myQuantityByPayStatus, {}, options),
  billDetail: (id: string, options?: RequestOptions) => request(settle.billInfo.queryById, { id }, options),
  /** Read while a payment is confirmed: no loading text (spec section 7), no modal (the poll decides what to say). */
  billPayStatus: (id: string) => request(settle.billInfo.queryBillPayStatus, { id }, { silent: true, loading: false }),
  /** The caller's own prepaid balance and its sums per direction. */
  balance: (q: CustomerIdPayload = {}, options?: RequestOptions) => request(settle.predepositAccount.getAccountInfoByCustomerId, q, options),
  /** The caller's own balance records, newest first; `month` 'YYYY-MM'. */
  predepositPage: (q: PredepositPagePayload, options?: RequestOptions) => request(settle.predepositRecord.page, q, options),
}
