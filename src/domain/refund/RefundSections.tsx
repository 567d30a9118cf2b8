/** The parts of an after-sales request both sides show: status and amounts, the buyer's case with photos, and the hint of what comes next. */
import { Text, View } from '@tarojs/components'
import { PAY_PROVIDER_LABELS, REFUND_KIND_LABELS, type RefundDetail } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { ImageUploader } from '@/components/ImageUploader'
import { StatusTag } from '@/components/StatusTag'
import { refundHint, REFUND_STATUS } from './status'
import './refund.scss'

const noop = () => undefined

export function RefundInfo({ refund: r, side }: { refund: RefundDetail; side: 'supplier' | 'purchaser' }) {
  const hint = refundHint(r, side)
  return (
    <>
      {hint && (
        <View className="refund-hint" data-testid="refund-hint">
          <Text>{hint}</Text>
        </View>
      )}
      <DetailSection
        title={side === 'supplier' ? r.purchaserName : r.supplierName}
        extra={<StatusTag status={r.status} map={REFUND_STATUS} />}
        rows={[
          { label: '售后单号', value: r.refundNo, copyable: true },
          { label: '订单号', value: r.orderNo },
          { label: '售后类型', value: REFUND_KIND_LABELS[r.kind] },
          { label: '退款金额', value: <Text className="refund-money">{money(r.amountFen)}</Text> },
          { label: '订单实付', value: money(r.orderPaidFen) },
          { label: '订单已退', value: money(r.orderRefundedFen), hidden: r.orderRefundedFen === 0 },
          { label: '退回方式', value: r.refundProvider ? `原路退回（${PAY_PROVIDER_LABELS[r.refundProvider]}）` : null, hidden: !r.refundProvider },
          { label: '申请时间', value: dateTime(r.createTime) },
        ]}
      />
      <DetailSection
        title="售后原因"
        rows={[
          { label: '退款原因', value: r.reason },
          { label: '问题描述', value: r.description },
          { label: '拒绝原因', value: r.rejectReason, hidden: !r.rejectReason },
        ]}
      >
        {r.images.length > 0 && <ImageUploader value={r.images} onChange={noop} max={r.images.length} disabled />}
      </DetailSection>
    </>
  )
}
