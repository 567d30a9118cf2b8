/**
 * One of the buyer's orders (/purchaser/orderDetail?id=): status, the shop and its rating, lines
 * with their trace QR codes, amounts, payment, after-sales and times, and what the buyer can do
 * now: pay an unpaid order (WeChat Pay, prepaid balance or credit, with a coupon) or close it;
 * repay an owed amount; confirm receipt; ask for a refund; rate a completed order. Paying is the
 * pay panel of the order (or owed amount) subject (domain/payment): the subscribe message from the
 * same tap, the best coupon, and the order read again afterwards: the provider's callback, not the
 * pay sheet, decides that it is paid.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import type { OrderDetail } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { go } from '@/core/navigate'
import { RatingLine } from '@/domain/evaluation/RatingSummary'
import { OrderAmounts } from '@/domain/order/OrderAmounts'
import { OrderLines } from '@/domain/order/OrderLines'
import { OrderPayment, OrderRefunds, OrderStatusHead, OrderTimes } from '@/domain/order/OrderSections'
import { purchaserActions } from '@/domain/order/status'
import { PayPanel } from '@/domain/payment/PayPanel'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import '@/domain/order/order.scss'

function AfterPayActions({ order: o }: { order: OrderDetail }) {
  const can = purchaserActions(o)
  const buttons = []
  if (can.refund)
    buttons.push(
      <Button key="refund" type="default" fill="outline" onClick={() => void go('purchaserAfterSaleApply', { orderId: o.id })}>
        申请售后
      </Button>,
    )
  if (can.confirm)
    buttons.push(
      <ConfirmButton key="confirm" type="primary" fill="solid" message="确认已收到货品吗？" onConfirm={(action) => mutate(settle.orderInfo.confirmOrder, { id: o.id }, { back: false, successText: '已确认收货', ...action })}>
        确认收货
      </ConfirmButton>,
    )
  if (can.rate)
    buttons.push(
      <Button key="rate" type="primary" onClick={() => void go('purchaserOrderAppraise', { orderId: o.id })}>
        评价
      </Button>,
    )
  if (o.evaluated)
    buttons.push(
      <Button key="rated" type="default" fill="outline" onClick={() => void go('purchaserAppraise')}>
        查看评价
      </Button>,
    )
  return buttons.length ? <ActionBar>{buttons}</ActionBar> : null
}

function OrderView({ order: o }: { order: OrderDetail }) {
  const can = purchaserActions(o)
  return (
    <>
      <OrderStatusHead order={o} side="purchaser" />
      <DetailSection title="商户评分">
        <View className="order-rating">
          <RatingLine rating={o.supplierRating} />
          <Text>{o.supplierName}</Text>
        </View>
      </DetailSection>
      <OrderLines lines={o.lines} />
      <OrderAmounts order={o} />
      <OrderPayment order={o} />
      <OrderRefunds refunds={o.refunds} onOpen={(r) => void go('purchaserAfterSaleDetail', { id: r.id })} />
      <OrderTimes order={o} />
      {can.pay || can.repay ? (
        <PayPanel
          key={o.status}
          subject={can.repay ? 'orderRepay' : 'order'}
          target={o}
          extra={(busy) =>
            can.close && (
              <ConfirmButton message="确定关闭该订单吗？" disabled={busy} onConfirm={(action) => mutate(settle.orderInfo.closeOrder, { id: o.id }, { back: false, successText: '订单已关闭', ...action })}>
                关闭订单
              </ConfirmButton>
            )
          }
        />
      ) : (
        <AfterPayActions order={o} />
      )}
    </>
  )
}

export default screen(function PurchaserOrderDetail() {
  const { id } = useRouteParams('purchaserOrderDetail')
  const detail = useAsyncData(() => settleApi.orderDetail(id, { offline: true }), [id], { refreshOn: [settle.orderInfo, settle.orderRefund] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <OrderView order={detail.data} />}
    </Page>
  )
})
