/**
 * The after-sales request form (purchaserAfterSaleApply): values as typed, the checks (the amount
 * at most what was paid and not refunded yet, docs/trade.md section 8) and the payload.
 */
import { fenToPriceText, yuanToFen } from '@/contract/money'
import { REFUND_REASONS, TRADE_LIMITS, type RefundKind, type RefundReason, type RefundRequestPayload } from '@/contract/types'

export type RefundFormValues = {
  kind: string
  /** Yuan, as typed. */
  amount: string
  reason: string
  description: string
}

export const newRefund = (refundableFen: number): RefundFormValues => ({
  kind: 'refundOnly',
  amount: fenToPriceText(refundableFen),
  reason: '',
  description: '',
})

export const REFUND_REASON_OPTIONS = REFUND_REASONS.map((r) => ({ value: r, label: r }))

/** The first problem, as the 提示 says it; null when the request can be sent. */
export function refundProblem(v: RefundFormValues, refundableFen: number): string | null {
  if (!v.kind) return '请选择售后类型'
  const text = v.amount.trim()
  if (!text) return '请输入退款金额'
  const fen = yuanToFen(text)
  if (fen === null) return '退款金额格式不正确，最多2位小数'
  if (fen <= 0) return '退款金额需大于0'
  if (fen > refundableFen) return '退款金额不能超过可退金额'
  if (!v.reason) return '请选择退款原因'
  if (v.description.trim().length > TRADE_LIMITS.text) return `问题描述不能超过${TRADE_LIMITS.text}个字符`
  return null
}

export function toRefundPayload(orderId: string, v: RefundFormValues, images: readonly string[]): RefundRequestPayload {
  return {
    orderId,
    kind: v.kind as RefundKind,
    amountFen: yuanToFen(v.amount.trim()) as number,
    reason: v.reason as RefundReason,
    ...(v.description.trim() ? { description: v.description.trim() } : {}),
    ...(images.length ? { images: [...images] } : {}),
  }
}
