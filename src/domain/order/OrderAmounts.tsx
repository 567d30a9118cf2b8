/** An order's money: goods, coupon discount, payable, paid, refunded and still owed (fen shown as yuan). */
import type { OrderDetail } from '@/contract/types'
import { date, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'

const yuan = (fen: number) => money(fen / 100)

export function OrderAmounts({ order: o }: { order: OrderDetail }) {
  return (
    <DetailSection
      title="金额"
      rows={[
        { label: '商品金额', value: yuan(o.goodsFen) },
        { label: '优惠券', value: `-${yuan(o.discountFen)}`, hidden: o.discountFen === 0 },
        { label: '应付金额', value: yuan(o.payableFen) },
        { label: '已付金额', value: yuan(o.paidFen), hidden: o.paidFen === 0 },
        { label: '已退款', value: yuan(o.refundedFen), hidden: o.refundedFen === 0 },
        { label: '赊账欠款', value: yuan(o.owedFen), hidden: o.owedFen === 0 },
        { label: '还款期限', value: date(o.creditDueDate), hidden: !o.creditDueDate || o.status !== 'owed' },
      ]}
    />
  )
}
