/**
 * An order in a list, for either side: the other party, the status, the goods, the number, when
 * and how much; the open after-sales request when there is one. A tap opens that side's detail.
 */
import { Text, View } from '@tarojs/components'
import { REFUND_STATE_LABELS, type OrderItem } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { goodsSummary, ORDER_STATUS } from './status'
import './order.scss'

export type OrderSide = 'supplier' | 'purchaser'

export function OrderCard({ order: o, side }: { order: OrderItem; side: OrderSide }) {
  const open = () => void (side === 'supplier' ? go('supplierOrderDetail', { id: o.id }) : go('purchaserOrderDetail', { id: o.id }))
  return (
    <ListCard
      title={side === 'supplier' ? o.purchaserName : o.supplierName}
      extra={<StatusTag status={o.status} map={ORDER_STATUS} />}
      meta={[goodsSummary(o), `订单号：${o.orderNo}`, `下单时间：${dateTime(o.createTime)}`]}
      onClick={open}
      footer={
        <View className="app-list-card__summary">
          <Text className="app-list-card__summary-start order-card__note">
            {o.openRefundStatus ? `售后${REFUND_STATE_LABELS[o.openRefundStatus]}` : o.refundedFen > 0 ? `已退款 ${money(o.refundedFen)}` : ''}
          </Text>
          <Text className="app-list-card__summary-end">
            {o.status === 'owed' ? '欠款 ' : '合计 '}
            <Text className="order-money">{money(o.status === 'owed' ? o.owedFen : o.payableFen)}</Text>
          </Text>
        </View>
      }
    />
  )
}
