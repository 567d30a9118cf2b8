/** An after-sales request in a list (either side): the other party, status, amount, reason and numbers; a tap opens it. */
import { Text, View } from '@tarojs/components'
import { REFUND_KIND_LABELS, type RefundItem } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { goodsSummary } from '@/domain/order/status'
import { REFUND_STATUS } from './status'
import './refund.scss'

export function RefundCard({ refund: r, side }: { refund: RefundItem; side: 'supplier' | 'purchaser' }) {
  const open = () => void (side === 'supplier' ? go('supplierRefundOrder', { id: r.id }) : go('purchaserAfterSaleDetail', { id: r.id }))
  return (
    <ListCard
      title={side === 'supplier' ? r.purchaserName : r.supplierName}
      extra={<StatusTag status={r.status} map={REFUND_STATUS} />}
      meta={[`${REFUND_KIND_LABELS[r.kind]} · ${r.reason}`, `订单商品：${goodsSummary(r)}`, `售后单号：${r.refundNo}`, `申请时间：${dateTime(r.createTime)}`]}
      onClick={open}
      footer={
        <View className="app-list-card__summary">
          <Text className="app-list-card__summary-start">订单号：{r.orderNo}</Text>
          <Text className="app-list-card__summary-end">
            退款 <Text className="refund-money">{money(r.amountFen)}</Text>
          </Text>
        </View>
      }
    />
  )
}
