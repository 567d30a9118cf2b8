/**
 * Typed reads of the settle service's trade calls: orders, refunds, traceability and the trade
 * statistics, for supplier and purchaser alike (the server scopes each answer to the caller).
 * Writes (create, pay, repay, close, confirm, refund actions) go through api/mutate.
 */
import { request, type RequestOptions } from '@/core/request'
import { settle } from '@/contract/settle'
import type { CustomerIdPayload, OrderPagePayload, PurchaserSummaryPayload, RefundPagePayload, StatPeriod } from '@/contract/types'

export const settleApi = {
  orderPage: (q: OrderPagePayload, options?: RequestOptions) => request(settle.orderInfo.page, q, options),
  orderDetail: (id: string, options?: RequestOptions) => request(settle.orderInfo.queryById, { id }, options),
  refundPage: (q: RefundPagePayload) => request(settle.orderRefund.page, q),
  refundDetail: (id: string) => request(settle.orderRefund.queryById, { id }),
  /** Public: whoever scans the goods; silent, the screen shows the refusal. */
  trace: (code: string) => request(settle.traceSource.queryById, { id: code }, { silent: true }),
  supplierSales: (period: StatPeriod) => request(settle.supplierData.querySupplierDataParam, { period }),
  purchaserSummary: (q: PurchaserSummaryPayload) => request(settle.purchaserSummary.getPurchaserSummary, q),
  /** The caller's own prepaid balance. */
  balance: (q: CustomerIdPayload = {}, options?: RequestOptions) => request(settle.predepositAccount.getAccountInfoByCustomerId, q, options),
}
