/**
 * The after-sales request form (purchaserAfterSaleApply): values as typed, the rules they are
 * checked with (core/validate: the amount above 0 and at most what was paid and not refunded yet,
 * docs/trade.md section 8) and the payload; and the rule of the shop's refusal reason.
 */
import { FORM_MESSAGES, TEXT_LIMITS } from '@/contract/limits'
import { fenToYuan, yuanToFen } from '@/contract/money'
import { REFUND_REASONS, type RefundKind, type RefundReason, type RefundRequestPayload } from '@/contract/types'
import { textRule, type FormRule, type Rule } from '@/core/validate'

export type RefundFormValues = {
  kind: string
  /** Yuan, as typed. */
  amount: string
  reason: string
  description: string
}

export const newRefund = (refundableFen: number): RefundFormValues => ({
  kind: 'refundOnly',
  // An amount of money starts with its two decimals ('15.00', spec section 9).
  amount: fenToYuan(refundableFen),
  reason: '',
  description: '',
})

export const REFUND_REASON_OPTIONS = REFUND_REASONS.map((r) => ({ value: r, label: r }))

/** The rules of the (trimmed) values, in screen order; the amount read by the one price parser. */
export const refundRules = (refundableFen: number): readonly FormRule<RefundFormValues>[] => [
  { name: 'kind', checkType: 'notnull', errorMsg: '请选择售后类型' },
  { name: 'amount', checkType: 'notnull', errorMsg: '请输入退款金额' },
  (v) => (yuanToFen(v.amount) === null ? '退款金额格式不正确，最多2位小数' : null),
  (v) => ((yuanToFen(v.amount) ?? 0) <= 0 ? FORM_MESSAGES.refundAboveZero : null),
  (v) => ((yuanToFen(v.amount) ?? 0) > refundableFen ? FORM_MESSAGES.refundOverRefundable : null),
  { name: 'reason', checkType: 'notnull', errorMsg: FORM_MESSAGES.chooseRefundReason },
  textRule('description', TEXT_LIMITS.refundDescription),
]

/** A refund request of values `refundRules` accepted. */
export function toRefundPayload(orderId: string, v: RefundFormValues, images: readonly string[]): RefundRequestPayload {
  return {
    orderId,
    kind: v.kind as RefundKind,
    amountFen: yuanToFen(v.amount) as number,
    reason: v.reason as RefundReason,
    ...(v.description.trim() ? { description: v.description.trim() } : {}),
    ...(images.length ? { images: [...images] } : {}),
  }
}

/** The shop refusing a request: a reason is required. */
export const REJECT_RULES: readonly Rule[] = [textRule('reason', TEXT_LIMITS.rejectReason, FORM_MESSAGES.rejectReasonMissing)]
