/**
 * One of the shop's orders (/supplier/order/detail?id=): status, buyer (tap the mobile to call),
 * lines with their trace codes, amounts, the payment, after-sales requests (a tap opens one on the
 * after-sales screen) and times; an unpaid order can be closed (its stock goes back); a cash sale's
 * money not yet returned can be handed back in cash (现金退款, issue 25; stock stays sold); 打印小票
 * opens the receipt print screen.
 */
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import type { OrderDetail } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { mutate } from '@/api/mutate'
import { go } from '@/core/navigate'
import { OrderAmounts } from '@/domain/order/OrderAmounts'
import { OrderLines } from '@/domain/order/OrderLines'
import { OrderPayment, OrderRefunds, OrderStatusHead, OrderTimes } from '@/domain/order/OrderSections'
import { refundableFen, supplierActions } from '@/domain/order/status'
import { money } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function OrderView({ order: o }: { order: OrderDetail }) {
  const can = supplierActions(o)
  return (
    <>
      <OrderStatusHead order={o} side="supplier" />
      <DetailSection
        title="买家信息"
        rows={[
          { label: '买家', value: o.purchaserName },
          { label: '联系电话', value: o.purchaserMobile, phone: true },
        ]}
      />
      <OrderLines lines={o.lines} />
      <OrderAmounts order={o} />
      <OrderPayment order={o} />
      <OrderRefunds refunds={o.refunds} onOpen={(r) => void go('supplierRefundOrder', { id: r.id })} />
      <OrderTimes order={o} />
      <ActionBar>
        <Button type="default" size="large" onClick={() => void go('receiptPrint', { id: o.id })}>
          打印小票
        </Button>
        {can.close && (
          <ConfirmButton
            message="确定关闭该订单吗？关闭后库存将退回。"
            onConfirm={(action) => mutate(settle.orderInfo.closeOrder, { id: o.id }, { back: false, successText: '订单已关闭', ...action })}
          >
            关闭订单
          </ConfirmButton>
        )}
        {can.cashRefund && (
          <ConfirmButton
            message={`确认已向买家退还现金${money(refundableFen(o))}吗？退款后库存不退回。`}
            onConfirm={(action) => mutate(settle.orderRefund.cashRefund, { orderId: o.id, amountFen: refundableFen(o), reason: '其他' }, { back: false, successText: '现金退款成功', refresh: [settle.orderInfo], ...action })}
          >
            现金退款
          </ConfirmButton>
        )}
      </ActionBar>
    </>
  )
}

export default screen(function SupplierOrderDetail() {
  const { id } = useRouteParams('supplierOrderDetail')
  const detail = useAsyncData(() => settleApi.orderDetail(id, { offline: true }), [id], { refreshOn: [settle.orderInfo, settle.orderRefund] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <OrderView order={detail.data} />}
    </Page>
  )
})
