/**
 * Typed reads of the settle service's back-office side: the market's bills to the caller's shop
 * and the prepaid balance (docs/trade.md sections 10 and 13). Orders, refunds and statistics are
 * in api/settle.ts; writes (payBill) go through `mutate`.
 */
import { request, type RequestOptions } from '@/core/request'
import { settle } from '@/contract/settle'
import type { BillPagePayload, PredepositPagePayload } from '@/contract/types'

export const financeApi = {
  /** The shop's bills, newest period first. */
  billPage: (q: BillPagePayload, options?: RequestOptions) => request(settle.billInfo.page, q, options),
  /** Counts per pay status, overdue and the outstanding sum. */
  billCounts: (options?: RequestOptions) => request(settle.billStatistics.myQuantityByPayStatus, {}, options),
  billDetail: (id: string) => request(settle.billInfo.queryById, { id }),
  /** Polled after paying: no loading text (spec section 7), no modal (the poll decides what to say). */
  billPayStatus: (id: string) => request(settle.billInfo.queryBillPayStatus, { id }, { silent: true, loading: false }),
  /** The caller's own prepaid balance and its sums per direction. */
  predepositAccount: (options?: RequestOptions) => request(settle.predepositAccount.getAccountInfoByCustomerId, {}, options),
  /** The caller's own balance records, newest first; `month` 'YYYY-MM'. */
  predepositPage: (q: PredepositPagePayload, options?: RequestOptions) => request(settle.predepositRecord.page, q, options),
}
