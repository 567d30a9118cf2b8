/**
 * After-sales requests as both sides see them (docs/trade.md section 8): the status map from the
 * contract's labels, the tabs, the timeline's step names, and who may do what in which state.
 */
import { REFUND_KIND_LABELS, REFUND_STATE_LABELS, type RefundDetail, type RefundKind, type RefundStatus, type RefundStep } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const REFUND_STATUS = statusMap(REFUND_STATE_LABELS, { pending: 'warning', approved: 'primary', rejected: 'danger', refunded: 'success', cancelled: 'default' })

export type RefundFilter = RefundStatus | 'all'
export const REFUND_TABS = tabsOf(REFUND_STATUS)

export const REFUND_KIND_OPTIONS = (Object.keys(REFUND_KIND_LABELS) as RefundKind[]).map((value) => ({ value, label: REFUND_KIND_LABELS[value] }))

export const REFUND_STEP_LABELS: Readonly<Record<RefundStep, string>> = {
  requested: '买家提交申请',
  approved: '商户同意',
  rejected: '商户拒绝',
  received: '商户确认收货',
  refunded: '退款成功',
  cancelled: '买家撤销申请',
}

type RefundState = Pick<RefundDetail, 'status' | 'kind' | 'timeline'>

/** The returned goods have been confirmed. */
export const goodsReceived = (r: Pick<RefundDetail, 'timeline'>): boolean => r.timeline.some((e) => e.step === 'received')

/** What the shop may do now: audit a pending request; confirm receipt of returned goods. */
export const supplierRefundActions = (r: RefundState) => ({
  audit: r.status === 'pending',
  receive: r.status === 'approved' && r.kind === 'returnRefund' && !goodsReceived(r),
})

/** What the buyer may do now: withdraw a pending request. */
export const purchaserRefundActions = (r: Pick<RefundDetail, 'status'>) => ({ cancel: r.status === 'pending' })

/** A line under the status telling what happens next. */
export function refundHint(r: RefundState, side: 'supplier' | 'purchaser'): string | null {
  if (r.status === 'pending') return side === 'supplier' ? '请尽快处理买家的售后申请' : '等待商户处理'
  if (r.status === 'approved' && r.kind === 'returnRefund' && !goodsReceived(r)) return side === 'supplier' ? '收到退货后请确认收货，款项将原路退回' : '请将商品退回商户，商户确认收货后退款'
  if (r.status === 'approved') return '退款处理中，款项将原路退回'
  return null
}
