/** An order's money: goods, coupon discount, payable, paid, refunded and still owed (fen shown as yuan). */
import type { OrderDetail } from '@/contract/types'
import { date, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'

export function OrderAmounts({ order: o }: { order: OrderDetail }) {
  return (
    <DetailSection
      title="金额"
      rows={[
        { label: '商品金额', value: money(o.goodsFen) },
        { label: '优惠券', value: `-${money(o.discountFen)}`, hidden: o.discountFen === 0 },
        { label: '应付金额', value: money(o.payableFen) },
        { label: '已付金额', value: money(o.paidFen), hidden: o.paidFen === 0 },
        { label: '已退款', value: money(o.refundedFen), hidden: o.refundedFen === 0 },
        { label: '赊账欠款', value: money(o.owedFen), hidden: o.owedFen === 0 },
        { label: '还款期限', value: date(o.creditDueDate), hidden: !o.creditDueDate || o.status !== 'owed' },
      ]}
    />
  )
}
