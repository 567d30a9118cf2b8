/**
 * States, kinds and their Chinese labels for trade and the shop back office (docs/trade.md), one
 * list each, shared by the app (status maps, tabs, pickers) and the server (check constraints,
 * input parsers, state checks). Types are derived from the lists: a value outside them does not
 * type-check, and the database refuses it with a check constraint built from the same list.
 */

/** Chinese labels of a list of values. */
export type Labels<T extends string> = Readonly<Record<T, string>>

// ---- Orders -------------------------------------------------------------------------------------

/**
 * unpaid -> paid -> completed (pay; the buyer confirms); unpaid -> closed (either side closes);
 * unpaid -> owed (paid on credit) -> repaid (oweRepay) -> completed (confirm).
 */
export const ORDER_STATES = ['unpaid', 'paid', 'owed', 'repaid', 'completed', 'closed'] as const
export type OrderStatus = (typeof ORDER_STATES)[number]
export const ORDER_STATE_LABELS: Labels<OrderStatus> = {
  unpaid: '待支付',
  paid: '已支付',
  owed: '赊账待还',
  repaid: '已还款',
  completed: '已完成',
  closed: '已关闭',
}
/** Money received or owed: sales statistics count orders in these states. */
export const SETTLED_ORDER_STATES = ['paid', 'owed', 'repaid', 'completed'] as const satisfies readonly OrderStatus[]
/** A refund may be requested on an order in these states (and only for money actually paid). */
export const REFUNDABLE_ORDER_STATES = ['paid', 'repaid', 'completed'] as const satisfies readonly OrderStatus[]
/** The buyer confirms receipt from these states (an owed order is repaid first). */
export const CONFIRMABLE_ORDER_STATES = ['paid', 'repaid'] as const satisfies readonly OrderStatus[]

/**
 * How an order is paid or a shop pays a bill (the choice on screen). Cash is taken at the stall:
 * only the shop's quick order records it, paid at once (docs/trade.md, "Cash and walk-in sales").
 */
export const PAY_METHODS = ['wechat', 'balance', 'credit', 'cash'] as const
export type PayMethod = (typeof PAY_METHODS)[number]
export const PAY_METHOD_LABELS: Labels<PayMethod> = { wechat: '微信支付', balance: '预存款支付', credit: '赊账', cash: '现金' }
/** Methods a buyer pays an unpaid order with in the app (never cash). */
export const BUYER_PAY_METHODS = ['wechat', 'balance', 'credit'] as const satisfies readonly PayMethod[]
export type BuyerPayMethod = (typeof BUYER_PAY_METHODS)[number]
/** A sale to a walk-in buyer with no account (散客): named as the order's buyer, with the name given if any. */
export const WALK_IN_LABEL = '散客'
export const walkInBuyerName = (name?: string | null): string => (name ? `${WALK_IN_LABEL}·${name}` : WALK_IN_LABEL)
/** Methods that settle online, through a payment attempt with a provider callback. */
export type OnlinePayMethod = Extract<PayMethod, 'wechat'>
/** Methods a bill or an owed amount may be paid with (no credit on credit). */
export const REPAY_METHODS = ['wechat', 'balance'] as const satisfies readonly PayMethod[]
export type RepayMethod = (typeof REPAY_METHODS)[number]

/** Who moved the money of one payment record: the 'wechat' method runs on 'wechat' or 'simulator'. */
export const PAY_PROVIDERS = ['wechat', 'simulator', 'balance', 'credit', 'cash'] as const
export type PayProvider = (typeof PAY_PROVIDERS)[number]
export const PAY_PROVIDER_LABELS: Labels<PayProvider> = { wechat: '微信支付', simulator: '模拟支付', balance: '预存款', credit: '赊账', cash: '现金' }

/**
 * Where the client pays (core/wechat payChannel()): the mini program, WeChat's browser (JSAPI with
 * the official account), or any other browser (only the simulator serves it). WeChat Pay needs
 * the matching app id and openid, so online pay actions send it.
 */
export const PAY_CHANNELS = ['mini', 'jsapi', 'web'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/** One payment record per attempt: pending until the provider's callback (or a balance/credit move) settles it. */
export const PAYMENT_STATES = ['pending', 'succeeded', 'closed', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATES)[number]
export const PAYMENT_STATE_LABELS: Labels<PaymentStatus> = { pending: '支付中', succeeded: '支付成功', closed: '已关闭', failed: '支付失败' }

/**
 * What a payment pays for: an order, the owed amount of an order paid on credit, a market bill, a
 * vehicle's parking fee (a parking charge, paid by plate without an account: docs/gate.md).
 */
export const PAYMENT_SUBJECTS = ['order', 'orderRepay', 'bill', 'parking'] as const
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number]

// ---- Refunds ------------------------------------------------------------------------------------

/**
 * pending -> approved (supplier agrees) -> refunded (money back); pending -> rejected (with a
 * reason); pending -> cancelled (the buyer withdraws). A return-and-refund waits in approved until
 * the supplier confirms receipt of the goods; a WeChat refund waits there until WeChat confirms.
 */
export const REFUND_STATES = ['pending', 'approved', 'rejected', 'refunded', 'cancelled'] as const
export type RefundStatus = (typeof REFUND_STATES)[number]
export const REFUND_STATE_LABELS: Labels<RefundStatus> = {
  pending: '待审核',
  approved: '已同意',
  rejected: '已拒绝',
  refunded: '已退款',
  cancelled: '已撤销',
}
/** At most one refund of an order is open (in these states) at a time. */
export const OPEN_REFUND_STATES = ['pending', 'approved'] as const satisfies readonly RefundStatus[]

export const REFUND_KINDS = ['refundOnly', 'returnRefund'] as const
export type RefundKind = (typeof REFUND_KINDS)[number]
export const REFUND_KIND_LABELS: Labels<RefundKind> = { refundOnly: '仅退款', returnRefund: '退货退款' }

/** The reasons a buyer picks from (the refund's `reason`). */
export const REFUND_REASONS = ['商品质量问题', '缺斤少两', '发错货', '商品变质', '多收款', '其他'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

// ---- Evaluations --------------------------------------------------------------------------------

export const EVALUATION_TAGS = ['货品新鲜', '分量足', '价格公道', '服务热情', '出货快', '包装好', '品质一般', '分量不足'] as const
export type EvaluationTag = (typeof EVALUATION_TAGS)[number]
export const STARS = [1, 2, 3, 4, 5] as const
export type Stars = (typeof STARS)[number]

// ---- Bills --------------------------------------------------------------------------------------

/** A market bill to a shop; the codes are the keys of the 'payStatus' dictionary (0-3). */
export const BILL_PAY_STATUS = ['unpaid', 'partial', 'paid', 'refunded'] as const
export type BillPayStatus = (typeof BILL_PAY_STATUS)[number]
export const BILL_PAY_STATUS_LABELS: Labels<BillPayStatus> = { unpaid: '未支付', partial: '部分支付', paid: '已支付', refunded: '已退款' }
export const BILL_PAY_STATUS_CODES: Readonly<Record<BillPayStatus, string>> = { unpaid: '0', paid: '1', partial: '2', refunded: '3' }
/** A bill can be paid (its outstanding amount) in these states. */
export const PAYABLE_BILL_STATUS = ['unpaid', 'partial'] as const satisfies readonly BillPayStatus[]

/** repair: a repair's charge; utility: a booth's metered water and electricity of one period (docs/estate.md). */
export const BILL_TYPES = ['rent', 'property', 'water', 'electricity', 'repair', 'utility', 'other'] as const
export type BillType = (typeof BILL_TYPES)[number]
export const BILL_TYPE_LABELS: Labels<BillType> = { rent: '租金', property: '物业费', water: '水费', electricity: '电费', repair: '维修费', utility: '水电费', other: '其他' }

// ---- Prepaid balance and credit -----------------------------------------------------------------

export const PREDEPOSIT_DIRECTIONS = ['in', 'out', 'refund'] as const
export type PredepositDirection = (typeof PREDEPOSIT_DIRECTIONS)[number]
export const PREDEPOSIT_DIRECTION_LABELS: Labels<PredepositDirection> = { in: '存入', out: '支出', refund: '退款' }

/**
 * Why a balance moved: a counter top-up, paying an order / an owed amount / a bill, a refund of an
 * order or of a bill (by the back office), the rent and deposit a lease returns when it is quit or
 * expires (docs/lease.md).
 */
export const PREDEPOSIT_BIZ_TYPES = ['topup', 'orderPay', 'orderRepay', 'billPay', 'orderRefund', 'billRefund', 'leaseWithdrawal', 'adjust'] as const
export type PredepositBizType = (typeof PREDEPOSIT_BIZ_TYPES)[number]
export const PREDEPOSIT_BIZ_LABELS: Labels<PredepositBizType> = {
  topup: '柜台充值',
  orderPay: '订单支付',
  orderRepay: '赊账还款',
  billPay: '账单缴费',
  orderRefund: '订单退款',
  billRefund: '账单退款',
  leaseWithdrawal: '退租退款',
  adjust: '余额调整',
}

export const CREDIT_RECORD_KINDS = ['use', 'repay'] as const
export type CreditRecordKind = (typeof CREDIT_RECORD_KINDS)[number]
export const CREDIT_RECORD_LABELS: Labels<CreditRecordKind> = { use: '赊账', repay: '还款' }

/** A monthly credit bill period: open until repaid in full; overdue when its due date passed unpaid. */
export const CREDIT_PERIOD_STATES = ['open', 'settled', 'overdue'] as const
export type CreditPeriodStatus = (typeof CREDIT_PERIOD_STATES)[number]
export const CREDIT_PERIOD_LABELS: Labels<CreditPeriodStatus> = { open: '待还款', settled: '已结清', overdue: '已逾期' }

// ---- Coupons ------------------------------------------------------------------------------------

/** Stored: unused | used. 'expired' is an unused coupon past its valid-to date (derived, never stored). */
export const COUPON_STATES = ['unused', 'used', 'expired'] as const
export type CouponState = (typeof COUPON_STATES)[number]
export const COUPON_STATE_LABELS: Labels<CouponState> = { unused: '未使用', used: '已使用', expired: '已过期' }

/** gift: handed to another member (once per coupon); use: spent on a payment; release: given back when that order closed. */
export const COUPON_RECORD_KINDS = ['gift', 'use', 'release'] as const
export type CouponRecordKind = (typeof COUPON_RECORD_KINDS)[number]
export const COUPON_RECORD_LABELS: Labels<CouponRecordKind> = { gift: '赠送', use: '使用', release: '退回' }

// ---- Stock --------------------------------------------------------------------------------------

/** Stock ledger row kinds: in (createSkuAndStore, seed), sale (order created), release (unpaid order closed), loss (report approved), adjust (SKU deleted). */
export const STOCK_MOVE_KINDS = ['in', 'sale', 'release', 'loss', 'adjust'] as const
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number]
export const STOCK_MOVE_LABELS: Labels<StockMoveKind> = { in: '入库', sale: '销售出库', release: '取消退回', loss: '报损', adjust: '调整' }

/** pending -> approved | rejected (by the market, not through the app); edit while pending; delete unless approved. */
export const LOSS_REPORT_STATES = ['pending', 'approved', 'rejected'] as const
export type LossReportStatus = (typeof LOSS_REPORT_STATES)[number]
export const LOSS_REPORT_LABELS: Labels<LossReportStatus> = { pending: '待审核', approved: '已通过', rejected: '已驳回' }

export const LOSS_REASONS = ['damaged', 'spoiled', 'expired', 'other'] as const
export type LossReason = (typeof LOSS_REASONS)[number]
export const LOSS_REASON_LABELS: Labels<LossReason> = { damaged: '破损', spoiled: '变质', expired: '过期', other: '其他' }

/** A batch is near expiry when it expires within this many days (inclusive); a message goes once per batch. */
export const NEAR_EXPIRY_DAYS = 3

// ---- Scales -------------------------------------------------------------------------------------

export const SCALE_STATES = ['bound', 'unbound'] as const
export type ScaleState = (typeof SCALE_STATES)[number]
export const SCALE_STATE_LABELS: Labels<ScaleState> = { bound: '已绑定', unbound: '已解绑' }
export const SCALE_OWNER_TYPES = ['shop', 'buyer'] as const
export type ScaleOwnerType = (typeof SCALE_OWNER_TYPES)[number]
export const SCALE_SYNC_STATES = ['pending', 'sent', 'failed'] as const
export type ScaleSyncStatus = (typeof SCALE_SYNC_STATES)[number]
export const SCALE_SYNC_LABELS: Labels<ScaleSyncStatus> = { pending: '待同步', sent: '已同步', failed: '同步失败' }
/** Electronic-scale PLU numbers: 1-9999, unique among a shop's SKUs. */
export const PLU_MAX = 9999

// ---- Statistics ---------------------------------------------------------------------------------

/** day: the last 30 days, one point a day; week: the last 12 weeks (Monday first); month: the last 12 months. China time. */
export const STAT_PERIODS = ['day', 'week', 'month'] as const
export type StatPeriod = (typeof STAT_PERIODS)[number]
export const STAT_PERIOD_LABELS: Labels<StatPeriod> = { day: '按日', week: '按周', month: '按月' }

// ---- Identity codes -----------------------------------------------------------------------------

export const ID_CODE_KINDS = ['buyer', 'shop'] as const
export type IdCodeKind = (typeof ID_CODE_KINDS)[number]
/** An identity code is valid this long after it was issued. */
export const ID_CODE_TTL_SECONDS = 300
/** Screens fetch a fresh code this often (and when shown again), well before it expires. */
export const ID_CODE_REFRESH_SECONDS = 60
/**
 * A buyer's codes come in batches fetched ahead (issue 25): the one to show and the next ones, for
 * a refresh the network refused; code i of a batch expires ID_CODE_REFRESH_SECONDS x i later.
 */
export const ID_CODE_BATCH_SIZE = 5
/** Issuing a batch revokes the user's older batches but this many newest. */
export const ID_CODE_BATCHES_KEPT = 3
/** The most a buyer may let a shop take at once with one identity code (balance or credit): 2,000 yuan. */
export const ID_CODE_LIMIT_MAX_FEN = 200_000
/** The at-once limits a buyer picks from on the identity-code screen (0: confirm every charge). */
export const ID_CODE_LIMIT_CHOICES_FEN = [0, 10_000, 50_000, 100_000, 200_000] as const

// ---- Limits -------------------------------------------------------------------------------------

export const TRADE_LIMITS = {
  /** Lines of one order. */
  orderLines: 50,
  /** Photos of a refund request, an evaluation or a loss report (our own /uploads/ paths). */
  images: 6,
  /** Order / refund remarks and reject reasons. */
  remark: 200,
  /** Refund description and evaluation text. */
  text: 500,
  /** Evaluations of one bachCreate call. */
  evaluations: 20,
  /** Lines of one loss report. */
  lossLines: 20,
  /**
   * Open unpaid orders a shop may have for one buyer, made without the buyer's identity code: a
   * buyer it never settled an order with (a stranger), and one it has (docs/trade.md, "Orders").
   */
  openUnpaidStranger: 3,
  openUnpaidRegular: 50,
} as const

/** The shop's credit-sale password (updateOwePassword): 6 digits. */
export const OWE_PASSWORD_PATTERN = /^\d{6}$/
export const OWE_PASSWORD_MESSAGE = '赊账密码需为6位数字'
