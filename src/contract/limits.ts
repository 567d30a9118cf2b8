/** Limits the app and the server share. */

/**
 * The longest search text: the app's search boxes stop there and every server text filter
 * (keyword, title, name) accepts up to it, so no search is refused by one list and not another.
 */
export const KEYWORD_MAX_LENGTH = 50

/**
 * The password a merchant admin's reset gives a sub-account (user/resetPassword; the answer's msg
 * names it too) and a buyer registered at the stall starts with (customer/registered): the admin's
 * screen tells it after the reset.
 */
export const RESET_PASSWORD = 'Market@123'

/**
 * Limits of the gate and quality calls (entry, exit, parking, inspections, scan-to-order): the
 * server's field parsers and the screens' form rules read the same numbers and messages.
 */
export const GATE_LIMITS = {
  /** Goods lines of one exit application (an entry has at most 50 goods lines). */
  goodsLines: 50,
  /** Products of one inspection, and items per product. */
  detectionProducts: 20,
  detectionItems: 20,
  /** Remarks and reasons (reject, refuse). */
  remark: 200,
  /** A measured value written beside an item's result ('0.02 mg/kg'). */
  itemValue: 50,
  /** Vehicle weights at the gate, kg (gross and tare), 2 decimals. */
  maxWeightKg: 100_000,
  /** An uploaded test report: a PDF of at most this many bytes. */
  reportBytes: 10 * 1024 * 1024,
  /** Lines of one scan-to-order ticket. */
  ticketLines: 50,
} as const

/** The messages of the gate and quality fields, shared by the server and the screens' form rules. */
export const GATE_MESSAGES = {
  reason: '请填写原因',
  reasonTooLong: `原因不能超过${GATE_LIMITS.remark}个字符`,
  remarkTooLong: `备注不能超过${GATE_LIMITS.remark}个字符`,
  weight: `重量需为0-${GATE_LIMITS.maxWeightKg}之间的数，最多2位小数`,
  tareOverGross: '皮重不能大于毛重',
  amount: '金额需为不小于0的整数（分）',
  reportTooLarge: `检测报告不能超过${GATE_LIMITS.reportBytes / 1024 / 1024}MB`,
  reportNotPdf: '检测报告须为PDF文件',
} as const
