/**
 * Parts of the order detail both sides show: the status head with what happens next, the payment
 * that settled the order, its after-sales requests (a tap opens one) and its times.
 */
import { Text, View } from '@tarojs/components'
import { PAY_METHOD_LABELS, PAY_PROVIDER_LABELS, PAYMENT_STATE_LABELS, REFUND_KIND_LABELS, type OrderDetail, type RefundItem } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { StatusTag } from '@/components/StatusTag'
import { REFUND_STATUS } from '@/domain/refund/status'
import { ORDER_STATUS } from './status'
import type { OrderSide } from './OrderCard'
import './order.scss'
import { pressable } from '@/components/Pressable'

function nextStep(o: OrderDetail, side: OrderSide): string | null {
  switch (o.status) {
    case 'unpaid':
      return side === 'supplier' ? '等待买家支付' : '请尽快完成支付'
    case 'owed':
      return side === 'supplier' ? '买家赊账，待还款' : '赊账订单，请按期还款'
    case 'paid':
    case 'repaid':
      return side === 'supplier' ? '等待买家确认收货' : '收到货品后请确认收货'
    case 'completed':
      return o.evaluated ? '交易完成' : side === 'supplier' ? '交易完成，等待买家评价' : '交易完成，欢迎评价'
    case 'closed':
      return o.closeReason ? `关闭原因：${o.closeReason}` : '订单已关闭'
    default:
      return null
  }
}

export function OrderStatusHead({ order: o, side }: { order: OrderDetail; side: OrderSide }) {
  return (
    <DetailSection
      title={side === 'supplier' ? o.purchaserName : o.supplierName}
      extra={<StatusTag status={o.status} map={ORDER_STATUS} />}
      rows={[
        { label: '订单号', value: o.orderNo, copyable: true },
        { label: '支付方式', value: PAY_METHOD_LABELS[o.payMethod] },
        { label: '订单状态', value: nextStep(o, side) },
        { label: '备注', value: o.remark, hidden: !o.remark },
      ]}
    />
  )
}

export function OrderPayment({ order: o }: { order: OrderDetail }) {
  const p = o.payment
  if (!p) return null
  return (
    <DetailSection
      title="支付信息"
      rows={[
        { label: '支付渠道', value: PAY_PROVIDER_LABELS[p.provider] },
        { label: '支付金额', value: money(p.amountFen) },
        { label: '支付状态', value: PAYMENT_STATE_LABELS[p.status] },
        { label: '支付单号', value: p.payNo, copyable: true },
        { label: '支付时间', value: dateTime(p.paidTime), hidden: !p.paidTime },
      ]}
    />
  )
}

export function OrderRefunds({ refunds, onOpen }: { refunds: readonly RefundItem[]; onOpen: (r: RefundItem) => void }) {
  if (!refunds.length) return null
  return (
    <DetailSection title="售后记录">
      {refunds.map((r) => (
        <View key={r.id} className="order-refund" {...pressable(() => onOpen(r))} data-testid="order-refund" onClick={() => onOpen(r)}>
          <View className="order-refund__head">
            <Text>
              {REFUND_KIND_LABELS[r.kind]} · {money(r.amountFen)}
            </Text>
            <StatusTag status={r.status} map={REFUND_STATUS} />
          </View>
          <Text className="order-refund__meta">
            {r.refundNo} · {dateTime(r.createTime)}
          </Text>
        </View>
      ))}
    </DetailSection>
  )
}

export function OrderTimes({ order: o }: { order: OrderDetail }) {
  return (
    <DetailSection
      title="订单时间"
      rows={[
        { label: '下单时间', value: dateTime(o.createTime) },
        { label: '支付时间', value: dateTime(o.paidTime), hidden: !o.paidTime },
        { label: '赊账时间', value: dateTime(o.owedTime), hidden: !o.owedTime },
        { label: '还款时间', value: dateTime(o.repaidTime), hidden: !o.repaidTime },
        { label: '完成时间', value: dateTime(o.completeTime), hidden: !o.completeTime },
        { label: '关闭时间', value: dateTime(o.closeTime), hidden: !o.closeTime },
      ]}
    />
  )
}
