/**
 * Payload and result types of the settle service: orders, payments, refunds, traceability, trade
 * statistics, the prepaid balance and the market's bills (docs/trade.md). Money is integer fen
 * (fields named ...Fen); quantities have at most 2 decimals; times are ISO strings, dates
 * YYYY-MM-DD (China time).
 */
import type { DetectionResult } from './detection'
import type {
  BillPayStatus,
  BillType,
  IdCodeKind,
  OrderStatus,
  PayChannel,
  PaymentStatus,
  BuyerPayMethod,
  PayMethod,
  PayProvider,
  PredepositBizType,
  PredepositDirection,
  RefundKind,
  RefundReason,
  RefundStatus,
  RepayMethod,
  StatPeriod,
} from './trade'
import type { PageQuery } from './common'

// ---- Payments (shared by orders, owed amounts and bills) ----------------------------------------

/**
 * What the client hands to its pay adapter (core/wechat/pay): the signed parameters of
 * `wx.requestPayment` / WeChat's JSAPI `getBrandWCPayRequest`, produced by the provider. The
 * simulator signs the same way and adds the checkout page where the user confirms.
 */
export interface ClientPayRequest {
  provider: Extract<PayProvider, 'wechat' | 'simulator'>
  /** The mini program's or official account's app id (JSAPI needs it; requestPayment ignores it). */
  appId: string
  timeStamp: string
  nonceStr: string
  /** 'prepay_id=...' */
  package: string
  signType: 'RSA'
  paySign: string
  /** Simulator only: its checkout page on the API host ('/pay-simulator/checkout?payNo=...'). */
  simulatorUrl?: string
}

/**
 * The answer of a pay action. A balance or credit payment settles at once (`settled: true`, the
 * subject's new status). An online payment answers the attempt and the client parameters; the
 * subject changes only when the provider's callback arrives, so the screen re-reads it
 * (orderInfo/queryById, billInfo/queryBillPayStatus) after the adapter returns.
 */
export type PayStart<S extends string> =
  | {
      settled: true
      /** The balance or credit payment; null when a coupon alone covered what was left of a bill. */
      paymentId: string | null
      provider: Extract<PayProvider, 'balance' | 'credit'>
      status: S
    }
  | {
      settled: false
      paymentId: string
      /** The merchant order number sent to the provider (out_trade_no). */
      payNo: string
      provider: Extract<PayProvider, 'wechat' | 'simulator'>
      request: ClientPayRequest
      /** After this the attempt is closed; paying again makes a new attempt. */
      expiresAt: string
      status: S
    }

/** One payment attempt as lists show it. */
export interface PaymentRecord {
  paymentId: string
  payNo: string
  provider: PayProvider
  amountFen: number
  status: PaymentStatus
  createTime: string
  paidTime: string | null
}

// ---- Orders --------------------------------------------------------------------------------------

/**
 * orderInfo/page: a supplier (its shop's sales) or a purchaser (its purchases), newest first.
 * `keyword` matches the order number (prefix) or, for a supplier, the buyer's name or mobile, for
 * a purchaser the shop's name.
 */
export interface OrderPagePayload extends PageQuery {
  status?: OrderStatus
  keyword?: string
  /** Purchaser's 待评价 tab: completed orders not yet rated (true), or rated ones (false). */
  evaluated?: boolean
}

export interface OrderItem {
  id: string
  /** 'DD' + yyyymmdd + 6-digit daily sequence. */
  orderNo: string
  status: OrderStatus
  /** The method chosen at creation or at the last pay action. */
  payMethod: PayMethod
  supplierId: string
  supplierName: string
  /** Null for a walk-in sale (walkIn). */
  purchaserId: string | null
  /** The buyer's name, or for a walk-in sale 散客 / 散客·name (walkInBuyerName). */
  purchaserName: string
  /** A sale to a walk-in buyer with no account, paid in cash at the stall. */
  walkIn: boolean
  /** Full to the order's supplier and buyer. */
  purchaserMobile: string
  /** Sum of the lines. */
  goodsFen: number
  /** A coupon's discount (0 without one). */
  discountFen: number
  /** goodsFen - discountFen: what the buyer pays. */
  payableFen: number
  /** Money received (after repayment for credit orders). */
  paidFen: number
  /** Money returned by refunds (never more than paidFen). */
  refundedFen: number
  /** Still owed on credit (status owed), else 0. */
  owedFen: number
  lineCount: number
  /** The first line's product, for '白菜等3件'. */
  firstProductName: string
  evaluated: boolean
  /** The order's open refund (pending or approved), if any. */
  openRefundStatus: RefundStatus | null
  createTime: string
}

export interface OrderLine {
  id: string
  /** Null once the SKU was deleted (the line keeps its copied names and price). */
  skuId: string | null
  productId: string
  productName: string
  skuName: string
  categoryName: string
  unit: string
  /** Up to 2 decimals (kg or count, per unit). */
  quantity: number
  /** Unit price in fen. */
  priceFen: number
  /** round_half_up(quantity x priceFen). */
  amountFen: number
  /** The line's traceability code: its QR opens /suyuan/index?code=... (traceSource/queryById). */
  traceCode: string
}

/** A supplier's rating as shown to buyers. */
export interface RatingSummary {
  /** Average stars, 1 decimal; 0 without ratings. */
  avgStars: number
  count: number
  /** Counts of 1 to 5 stars, index 0 = 1 star. */
  starCounts: [number, number, number, number, number]
}

export interface OrderDetail extends OrderItem {
  lines: OrderLine[]
  remark: string | null
  closeReason: string | null
  /** The coupon applied to this order (its discount is discountFen). */
  couponId: string | null
  paidTime: string | null
  owedTime: string | null
  repaidTime: string | null
  completeTime: string | null
  closeTime: string | null
  /** For an owed order: the due date of its credit bill period. */
  creditDueDate: string | null
  /** The payment that settled the order (or its repayment), when there is one. */
  payment: PaymentRecord | null
  /** Every refund of the order, newest first. */
  refunds: RefundItem[]
  supplierRating: RatingSummary
  /** The buyer's rating of this order, once given. */
  evaluationId: string | null
}

export interface OrderLineInput {
  skuId: string
  /** > 0, up to 2 decimals. */
  quantity: number
  /** Unit price in fen as agreed at the stall; absent: the SKU's price. */
  priceFen?: number
}

/**
 * orderInfo/create (json), by a supplier for one buyer. The buyer is `purchaserId` (found by phone
 * through customer/pageListAll, or from a scanned identity code through customer/queryDetail);
 * `idCode` is the scanned code itself: a stale or forged one is refused. With an identity code,
 * payMethod balance or credit settles at once (the buyer presented the code: consent); otherwise
 * the order is created unpaid with that method preselected and the buyer pays in the app.
 */
export interface OrderCreatePayload {
  /** Required unless walkIn. */
  purchaserId?: string
  /** A walk-in buyer with no account: no purchaserId, payMethod cash ('散客仅支持现金收款'). */
  walkIn?: boolean
  /** The walk-in buyer's name, optional, trimmed (TEXT_LIMITS.walkInName). */
  walkInName?: string
  idCode?: string
  /** 1-50 lines, no SKU twice. */
  lines: OrderLineInput[]
  payMethod: PayMethod
  /** The shop's credit-sale password, required for payMethod credit when the shop has set one. */
  owePassword?: string
  remark?: string
}

export interface OrderCreated {
  id: string
  orderNo: string
  status: OrderStatus
  payableFen: number
  /**
   * A balance or credit sale with the buyer's identity code above the limit the buyer set for it:
   * the order waits unpaid until the buyer confirms the charge in the app (docs/trade.md, "Identity codes").
   */
  awaitingBuyer?: boolean
}

/** orderInfo/pay (purchaser, own unpaid order). `couponId`: one of the buyer's unused coupons. */
export interface OrderPayPayload {
  id: string
  payMethod: BuyerPayMethod
  /** Required for payMethod wechat: where the client pays. */
  payChannel?: PayChannel
  couponId?: string
}

/** orderInfo/oweRepay (purchaser, own owed order): repays the whole owed amount. */
export interface OrderRepayPayload {
  id: string
  payMethod: RepayMethod
  /** Required for payMethod wechat. */
  payChannel?: PayChannel
}

/** orderInfo/closeOrder: the order's supplier or buyer, only while unpaid. */
export interface OrderClosePayload {
  id: string
  reason?: string
}

/** The state after an order or refund action. */
export interface StatusResult<S extends string> {
  id: string
  status: S
}

// ---- Refunds -------------------------------------------------------------------------------------

/**
 * orderRefund/refundRequest (json), by the order's buyer: the order is paid, repaid or completed,
 * has no open refund, and amountFen <= paidFen - refundedFen ('退款金额不能超过可退金额').
 */
export interface RefundRequestPayload {
  orderId: string
  kind: RefundKind
  amountFen: number
  reason: RefundReason
  description?: string
  /** Our own upload paths, at most 6. */
  images?: string[]
}

/**
 * orderRefund/cashRefund (json), by the shop: cash handed back at the stall for a paid cash order
 * of its own, at once (a refund row with provider cash, status refunded); amountFen <=
 * paidFen - refundedFen. Stock is not returned (as for every refund).
 */
export interface CashRefundPayload {
  orderId: string
  amountFen: number
  reason: RefundReason
}

export interface RefundCreated {
  id: string
  refundNo: string
  status: RefundStatus
}

/** orderRefund/page (json): a supplier's refunds on its orders, or a buyer's own; newest first. */
export interface RefundPagePayload extends PageQuery {
  status?: RefundStatus
  orderId?: string
  /** Refund or order number (prefix), or for a supplier the buyer's name. */
  keyword?: string
}

export interface RefundItem {
  id: string
  /** 'TK' + yyyymmdd + 6 digits. */
  refundNo: string
  orderId: string
  orderNo: string
  kind: RefundKind
  status: RefundStatus
  amountFen: number
  reason: RefundReason
  supplierId: string
  supplierName: string
  /** Null for a walk-in sale's refund. */
  purchaserId: string | null
  purchaserName: string
  /** The order's first line's product and its number of lines ('白菜等3件'): a refund is for the whole order. */
  firstProductName: string
  lineCount: number
  createTime: string
}

export type RefundStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded' | 'cancelled'

/** One step of a refund's timeline (afterSaleDetail). */
export interface RefundEvent {
  step: RefundStep
  time: string
  /** The reject reason or the supplier's remark. */
  remark: string | null
}

export interface RefundDetail extends RefundItem {
  description: string | null
  images: string[]
  rejectReason: string | null
  /** The order's paid and refunded amounts when the detail was read. */
  orderPaidFen: number
  orderRefundedFen: number
  /** How the money goes back: the provider of the payment that paid the order. */
  refundProvider: PayProvider | null
  /** Oldest first. */
  timeline: RefundEvent[]
}

/**
 * orderRefund/supplierRefundAudit (the order's supplier, pending only). Approving a refund-only
 * request returns the money at once; a return-and-refund waits for `receipt`. `reason` is
 * required when rejecting ('请填写拒绝原因').
 */
export interface RefundAuditPayload {
  id: string
  approved: boolean
  reason?: string
}

// ---- Traceability (public) ----------------------------------------------------------------------

/** traceSource/queryById (GET, public): `id` is an order line's traceability code. */
export interface TracePayload {
  id: string
}

/**
 * What a trace code tells anyone who scans it, and only that (docs/gate.md, "Trace"): the product,
 * its origin, the day it entered the market, its inspection and report, the shop and its booths,
 * the day it was sold and where. Never the buyer, a price, a quantity, a plate or a driver.
 */
export interface TraceInfo {
  traceCode: string
  productName: string
  skuName: string
  categoryName: string
  /** 产地 of the batch it was sold from, when known. */
  origin: string | null
  /** The day of the sale (China time). */
  saleDate: string
  marketName: string
  supplier: { id: string; name: string; boothCodes: string[]; rating: RatingSummary }
  /** The stock batch the line was sold from (the oldest one when it spanned several). */
  batch: { batchNo: string; entryDate: string; shelfLifeDays: number; expiryDate: string } | null
  /** The day the batch's goods entered the market at the gate (China time). */
  entry: { entryDate: string } | null
  /** The inspection of that entry's goods of this product, once tested (its public view: gate/detectionMain/queryById). */
  inspection: { id: string; detectionNo: string; result: DetectionResult; testedAt: string; reportUrl: string | null; items: Array<{ itemName: string; result: DetectionResult }> } | null
}

// ---- Statistics ----------------------------------------------------------------------------------

export interface StatPayload {
  period: StatPeriod
}

/** One bucket of a series: a day, a week (from Monday) or a month, oldest first. */
export interface StatPoint {
  /** 'MM-DD' for days and weeks (the week's Monday), 'YYYY-MM' for months. */
  label: string
  /** The bucket's first day. */
  start: string
  orderCount: number
  amountFen: number
}

/** supplierData/querySupplierDataParam: the caller's shop; settled orders by the time they settled. */
export interface SupplierSales {
  period: StatPeriod
  from: string
  to: string
  totals: { orderCount: number; salesFen: number; refundFen: number; buyerCount: number; avgOrderFen: number }
  series: StatPoint[]
  /** Top 10 products by amount over the range. */
  topProducts: Array<{ productId: string; productName: string; unit: string; quantity: number; amountFen: number }>
}

/** purchaserSummary/getPurchaserSummary: the caller's purchases; `supplierId` narrows to one shop. */
export interface PurchaserSummaryPayload extends StatPayload {
  supplierId?: string
}

export interface PurchaserSummary {
  period: StatPeriod
  from: string
  to: string
  totals: { orderCount: number; amountFen: number; refundFen: number; supplierCount: number }
  series: StatPoint[]
  /** Top 10 shops by amount over the range. */
  bySupplier: Array<{ supplierId: string; supplierName: string; orderCount: number; amountFen: number }>
}

// ---- Prepaid balance -----------------------------------------------------------------------------

/** predepositAccount/getAccountInfoByCustomerId: only the caller's own customer (absent = own). */
export interface CustomerIdPayload {
  customerId?: string
}

export interface PredepositAccount {
  customerId: string
  balanceFen: number
  totalInFen: number
  totalOutFen: number
  totalRefundFen: number
  /** Null before the first movement. */
  updateTime: string | null
}

/** predepositRecord/page: the caller's own records, newest first. */
export interface PredepositPagePayload extends PageQuery {
  /** 'YYYY-MM' (China time). */
  month?: string
  direction?: PredepositDirection
}

export interface PredepositRecord {
  id: string
  direction: PredepositDirection
  bizType: PredepositBizType
  /** Always positive; the direction says which way. */
  amountFen: number
  balanceAfterFen: number
  /** The order, refund or bill number the movement belongs to. */
  bizNo: string | null
  remark: string | null
  createTime: string
}

// ---- Bills ---------------------------------------------------------------------------------------

/** billInfo/pageMyBill (GET): the caller's shop's outstanding bills (unpaid, partial), earliest due first. */
export type MyBillPagePayload = PageQuery

/** billInfo/page: the caller's shop's bills, newest period first. */
export interface BillPagePayload extends PageQuery {
  payStatus?: BillPayStatus
  billType?: BillType
  /** Bill number (prefix) or title. */
  keyword?: string
}

export interface BillItem {
  id: string
  /** 'ZD' + yyyymmdd + 6 digits. */
  billNo: string
  title: string
  billType: BillType
  periodStart: string
  periodEnd: string
  dueDate: string
  amountFen: number
  /** A coupon's discount, taken when the bill was paid with one. */
  discountFen: number
  paidFen: number
  /** amountFen - discountFen - paidFen. */
  outstandingFen: number
  payStatus: BillPayStatus
  /** Past its due date and not fully paid. */
  overdue: boolean
  createTime: string
}

export interface BillLine {
  id: string
  name: string
  /** E.g. meter units or months; null for a flat fee. */
  quantity: number | null
  unit: string | null
  unitPriceFen: number | null
  amountFen: number
  remark: string | null
}

export interface BillDetail extends BillItem {
  remark: string | null
  lines: BillLine[]
  /** Payment attempts, newest first. */
  payments: PaymentRecord[]
}

/** billInfo/payBill (json): pays the bill's outstanding amount. */
export interface BillPayPayload {
  id: string
  payMethod: RepayMethod
  /** Required for payMethod wechat. */
  payChannel?: PayChannel
  couponId?: string
}

/** billInfo/queryBillPayStatus (GET, no loading text): polled after paying. */
export interface BillPayState {
  id: string
  payStatus: BillPayStatus
  amountFen: number
  paidFen: number
  /** The newest payment attempt, if any. */
  latestPayment: { paymentId: string; status: PaymentStatus } | null
}

/** billStatistics/myQuantityByPayStatus: counts of the caller's shop's bills. */
export interface BillCounts {
  unpaid: number
  partial: number
  paid: number
  refunded: number
  total: number
  overdue: number
  /** Sum of outstanding amounts (unpaid and partial). */
  outstandingFen: number
}

// ---- Identity codes (used by member endpoints) --------------------------------------------------

/** A server-signed identity code (docs/trade.md, "Identity codes"): show `token` as a QR code. */
export interface IdentityCode {
  token: string
  kind: IdCodeKind
  expiresAt: string
  /** Fetch a new one after this many seconds. */
  refreshAfterSeconds: number
  /** A buyer's code: what a shop may take at once from the balance or on credit (0: every such charge waits for the buyer). */
  limitFen?: number
}
