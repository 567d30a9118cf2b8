/** A scale's weighing ticket in the shop's list: the goods, weight and amount; an open one opens its confirm, a claimed one its order. */
import type { TicketInfo } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { SCALE_TICKET_STATUS } from './status'

export function ScaleTicketCard({ ticket: t }: { ticket: TicketInfo }) {
  const line = t.lines[0]
  const open = t.status === 'open' ? () => void go('supplierScaleTicketConfirm', { id: t.id }) : t.orderId ? () => void go('supplierOrderDetail', { id: t.orderId as string }) : undefined
  return (
    <ListCard
      title={line ? `${line.skuName} ${line.quantity}${line.unit}` : '秤票'}
      subtitle={`票号：${t.scaleTicketNo ?? ''}`}
      extra={<StatusTag status={t.status} map={SCALE_TICKET_STATUS} />}
      meta={[
        `${t.scaleName ?? ''} · ${t.weighedAt ? dateTime(t.weighedAt) : dateTime(t.createTime)}`,
        line ? `单价 ${money(line.priceFen)}/${line.unit} · 金额 ${money(t.goodsFen)}` : null,
        t.orderNo ? `订单号：${t.orderNo}` : null,
      ]}
      onClick={open}
    />
  )
}
