/** Limits the app and the server share. */
import { PLU_MAX, TRADE_LIMITS } from './types/trade'

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
 * The market's clock: China, UTC+8 all year (no daylight saving). The server's calendar days
 * (server/lib/dates.ts `chinaDay`) and the app's default dates (core/marketTime.ts) both follow it,
 * whatever zone a phone or the server's machine is set to.
 */
export const MARKET_UTC_OFFSET_MINUTES = 480

/** A text field people type: its name in a message and its length limits (in characters). */
export interface TextLimit {
  label: string
  /** Fewest characters; when given, the message names the range. */
  min?: number
  max: number
  /** A textarea: line breaks allowed. */
  multiline?: boolean
}

/**
 * The limits of the typed text fields, with their labels: the app's form rules
 * (core/validate `textRule`) and the server's field parsers (server/lib/fields.ts `textField`)
 * read the same entry, so both refuse with the same words (`lengthMessage`).
 */
export const TEXT_LIMITS = {
  /** A buyer's name (registered at the stall, or edited by the buyer). */
  customerName: { label: '名称', min: 2, max: 50 },
  buyerAddress: { label: '地址', max: 100 },
  businessScope: { label: '经营范围', max: 200 },
  shopName: { label: '店铺名称', min: 2, max: 50 },
  shopIntro: { label: '店铺简介', max: 500, multiline: true },
  shopAddress: { label: '地址', max: 200 },
  contactName: { label: '联系人', max: 20 },
  skuName: { label: '商品名称', max: 50 },
  skuSpec: { label: '规格', max: 50 },
  productCode: { label: '商品编码', max: 32 },
  complaintTitle: { label: '标题', max: 50 },
  complaintContent: { label: '投诉内容', min: 10, max: 500, multiline: true },
  complaintTarget: { label: '投诉对象', max: 50 },
  roleName: { label: '角色名称', max: 20 },
  driverName: { label: '司机姓名', max: 20 },
  /** A walk-in buyer's name on a cash sale (optional: 散客 without one). */
  walkInName: { label: '散客姓名', max: 20 },
  /** Remarks of orders, loss reports, entry reports and roles. */
  remark: { label: '备注', max: TRADE_LIMITS.remark, multiline: true },
  refundDescription: { label: '问题描述', max: TRADE_LIMITS.text, multiline: true },
  rejectReason: { label: '拒绝原因', max: TRADE_LIMITS.remark },
  evaluationContent: { label: '评价内容', max: TRADE_LIMITS.text, multiline: true },
} as const satisfies Record<string, TextLimit>

/** '商品名称不能超过50个字符', or with a minimum '店铺名称需为2-50个字符'. */
export const lengthMessage = (f: TextLimit): string => (f.min !== undefined ? `${f.label}需为${f.min}-${f.max}个字符` : `${f.label}不能超过${f.max}个字符`)

/** Refusals the app's checks and the server's give in the same words. */
export const FORM_MESSAGES = {
  chooseRefundReason: '请选择退款原因',
  refundAboveZero: '退款金额需大于0',
  refundOverRefundable: '退款金额不能超过可退金额',
  owePasswordMissing: '请输入赊账密码',
  rejectReasonMissing: '请填写拒绝原因',
  lossOverStock: '报损数量不能超过库存',
  pluCode: `PLU编号需为1-${PLU_MAX}的整数`,
} as const

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
