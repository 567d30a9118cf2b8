/**
 * What the payment layer needs of a payment provider (docs/trade.md, "Payments"). WeChat Pay v3
 * (wechatpay.ts) implements it; the local simulator is the same class pointed at this server's
 * /pay-simulator routes with the simulator's own keys (simulator.ts).
 */
import type { ClientPayRequest, PaymentSubject } from '@/contract'
import type { Db } from '../../../db/client'
import type { payments } from '../../../db/schema'

export type ProviderName = 'wechat' | 'simulator'

export type TradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'PAYERROR' | 'USERPAYING' | 'REFUND' | 'REVOKED'

export type ProviderNotice =
  | { kind: 'transaction'; payNo: string; providerTxnId: string; tradeState: TradeState; amountFen: number; paidAt: Date | null }
  | { kind: 'refund'; refundNo: string; payNo: string; providerRefundId: string; status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'; amountFen: number }

export interface PrepareArgs {
  payNo: string
  amountFen: number
  description: string
  /** The payer's openid for the app id (JSAPI and mini-program payments need it; the simulator does not). */
  openId: string | null
  appId: string
  expiresAt: Date
  notifyUrl: string
}

export interface RefundArgs {
  payNo: string
  refundNo: string
  amountFen: number
  totalFen: number
  reason: string
  notifyUrl: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** POST /v3/pay/transactions/jsapi: the prepay id for one attempt (the same out_trade_no answers the same prepay id). */
  prepare(p: PrepareArgs): Promise<{ prepayId: string }>
  /** The signed parameters for wx.requestPayment / getBrandWCPayRequest (signed afresh on each call). */
  clientRequest(p: { appId: string; prepayId: string; payNo: string }): ClientPayRequest
  /**
   * Verifies Wechatpay-Signature over `${timestamp}\n${nonce}\n${body}\n` with the platform public
   * key named by Wechatpay-Serial (refusing a timestamp more than 5 minutes off), then decrypts the
   * resource (AEAD_AES_256_GCM with the APIv3 key). Throws on any failure.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderNotice
  /** GET /v3/pay/transactions/out-trade-no/{payNo}: the attempt as the provider knows it (lost callbacks); null when unknown. */
  query(payNo: string): Promise<Extract<ProviderNotice, { kind: 'transaction' }> | null>
  /** POST .../out-trade-no/{payNo}/close. */
  close(payNo: string): Promise<void>
  /** POST /v3/refund/domestic/refunds (the same out_refund_no answers the same refund). */
  refund(p: RefundArgs): Promise<{ providerRefundId: string; status: 'SUCCESS' | 'PROCESSING' }>
  /**
   * GET /v3/bill/tradebill (bill_type ALL) and its download_url: the day's trade bill as text
   * (tradeBill.ts's format), its SHA1 checked; null when the provider has no bill of that day.
   */
  tradeBill(day: string): Promise<string | null>
}

export type PaymentRow = typeof payments.$inferSelect

/**
 * A payable thing: orders and owed amounts (issue 11), bills (issue 12). Each contract
 * `PaymentSubject` has exactly one, in the typed table of payment/subjects.ts (a missing one fails
 * `npm run typecheck`); `startPayment` is handed the handler itself.
 */
export interface PaymentSubjectHandler<S extends PaymentSubject = PaymentSubject> {
  /** The subject it handles: the payments' `subject_type`. */
  readonly subject: S
  /**
   * Called in the transaction that inserts or reuses a pending attempt: lock the subject row
   * (SELECT ... FOR UPDATE) and throw a BizError when it cannot be paid `amountFen` now. A close
   * of the subject then either waits for the attempt (and closes it) or is seen by it.
   */
  assertPayable?(tx: Db, subjectId: string, amountFen: number): Promise<void>
  /** The state-checked change when money arrived; false when the subject was no longer payable (the payment is then refunded). */
  settle(tx: Db, payment: PaymentRow): Promise<boolean>
  /** After the settling transaction committed (messages). Never throws into the callback. */
  afterSettle?(db: Db, payment: PaymentRow): Promise<void>
}
