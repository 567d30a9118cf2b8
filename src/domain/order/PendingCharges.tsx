/**
 * The buyer's charges waiting for it (docs/trade.md, "Identity codes"): orders a shop made with the
 * buyer's code to be paid from the balance or on credit, above the limit the buyer let the code
 * take at once. Shown on the identity-code screen, re-read every few seconds while it is open and
 * after any order change: 确认支付 pays it with the method the shop chose (the buyer's consent,
 * through the one payment hook), 拒绝 closes it (the stock goes back). Nothing is shown while
 * nothing waits.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { PAY_METHOD_LABELS, type OrderItem } from '@/contract/types'
import { mutate } from '@/api/mutate'
import type { UserAction } from '@/core/request'
import { settleApi } from '@/api/settle'
import { dateTime, money } from '@/core/format'
import { useRefreshEvent } from '@/hooks/useRefreshEvent'
import { usePayment } from '@/domain/payment/usePayment'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import './order.scss'

/** How often the list is read again while the screen is open. */
export const PENDING_CHARGES_POLL_MS = 5000

const isCharge = (o: OrderItem) => o.status === 'unpaid' && (o.payMethod === 'balance' || o.payMethod === 'credit')

function PendingCharge({ order: o }: { order: OrderItem }) {
  const { busy, pay } = usePayment('order', o)
  const refuse = (action: UserAction) => mutate(settle.orderInfo.closeOrder, { id: o.id, reason: '买家拒绝扣款' }, { back: false, successText: '已拒绝', ...action })
  return (
    <View className="pending-charge" data-testid="pending-charge">
      <View className="pending-charge__head">
        <Text className="pending-charge__shop">{o.supplierName}</Text>
        <Text className="order-money">{money(o.payableFen)}</Text>
      </View>
      <Text className="pending-charge__meta">{`${PAY_METHOD_LABELS[o.payMethod]} · ${o.firstProductName}${o.lineCount > 1 ? `等${o.lineCount}种` : ''} · ${dateTime(o.createTime)}`}</Text>
      <View className="pending-charge__actions">
        <ConfirmButton size="small" message={`拒绝${o.supplierName}的这笔扣款？`} onConfirm={refuse} disabled={busy}>
          拒绝
        </ConfirmButton>
        <Button type="primary" size="small" loading={busy} disabled={busy} onClick={() => void pay({ method: o.payMethod, amountFen: o.payableFen })}>
          确认支付
        </Button>
      </View>
    </View>
  )
}

export function PendingCharges() {
  const [charges, setCharges] = useState<OrderItem[]>([])
  const [round, setRound] = useState(0)
  useRefreshEvent([settle.orderInfo], () => setRound((n) => n + 1))
  useEffect(() => {
    let alive = true
    const load = () =>
      settleApi
        .orderPage({ status: 'unpaid', current: 1, size: 20 }, { loading: false, silent: true })
        .then((page) => alive && setCharges(page.records.filter(isCharge)))
        .catch(() => undefined)
    void load()
    const timer = setInterval(() => void load(), PENDING_CHARGES_POLL_MS)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [round])
  if (!charges.length) return null
  return (
    <DetailSection title={`待您确认的扣款（${charges.length}）`}>
      <Text className="pending-charge__help">商户扫您的身份码开单，超出免确认额度的预存款或赊账扣款需您确认后才会扣款</Text>
      {charges.map((o) => (
        <PendingCharge key={o.id} order={o} />
      ))}
    </DetailSection>
  )
}
