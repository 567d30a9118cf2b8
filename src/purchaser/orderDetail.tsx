/**
 * One of the buyer's orders (/purchaser/orderDetail?id=): status, the shop and its rating, lines
 * with their trace QR codes, amounts, payment, after-sales and times, and what the buyer can do
 * now: pay an unpaid order (WeChat Pay, prepaid balance or credit, with a coupon) or close it;
 * repay an owed amount; confirm receipt; ask for a refund; rate a completed order. Paying asks for
 * the order subscribe message from the same tap, and the order is read again afterwards: the
 * provider's callback, not the pay sheet, decides that it is paid.
 */
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { REPAY_METHODS, type OrderDetail, type PayMethod } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { memberApi } from '@/api/member'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { RatingLine } from '@/domain/evaluation/RatingSummary'
import { OrderAmounts } from '@/domain/order/OrderAmounts'
import { OrderLines } from '@/domain/order/OrderLines'
import { OrderPayment, OrderRefunds, OrderStatusHead, OrderTimes } from '@/domain/order/OrderSections'
import { PayMethodPicker, type PayMethodOption } from '@/domain/order/PayMethodPicker'
import { useOrderPayment } from '@/domain/order/pay'
import { purchaserActions } from '@/domain/order/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { type PickerOption, PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import '@/domain/order/order.scss'

const NO_COUPON = ''

/** Extras read beside the order: no loading text, and a failure only leaves them out. */
const QUIET = { silent: true, loading: false } as const

/** The buyer's usable coupons for this order and what each takes off (best first). */
function useCoupons(order: OrderDetail, enabled: boolean) {
  return useAsyncData(
    async () => {
      const [mine, amounts] = await Promise.all([
        memberApi.couponPage({ state: 'unused', current: 1, size: 50 }, QUIET),
        memberApi.couponAmounts({ couponIds: [], payableFen: order.goodsFen }, QUIET),
      ])
      const names = new Map(mine.records.map((c) => [c.id, c.name]))
      const usable = amounts.items.filter((a) => a.usable && a.discountFen > 0).sort((a, b) => b.discountFen - a.discountFen)
      return { best: amounts.bestCouponId, options: usable.map((a) => ({ value: a.couponId, label: `${names.get(a.couponId) ?? '优惠券'} 减${money(a.discountFen)}`, discountFen: a.discountFen })) }
    },
    [order.goodsFen],
    { enabled },
  )
}

/** Balance and credit at this shop, as hints under the methods (a failure just leaves them out). */
function useFunds(order: OrderDetail) {
  const balance = useAsyncData(() => settleApi.balance({}, QUIET), [], { refreshOn: [settle.predepositAccount] })
  const credit = useAsyncData(() => memberApi.creditTotal({ counterpartyId: order.supplierId }, QUIET), [order.supplierId])
  return { balanceFen: balance.data?.balanceFen, creditFen: credit.data?.availableFen, hasCredit: credit.data ? credit.data.accountCount > 0 : undefined }
}

function PayPanel({ order: o, repay }: { order: OrderDetail; repay: boolean }) {
  const payment = useOrderPayment(o)
  const [method, setMethod] = useState<PayMethod>('wechat')
  const canUseCoupon = !repay && !o.couponId
  const coupons = useCoupons(o, canUseCoupon)
  const [couponId, setCouponId] = useState<string>(NO_COUPON)
  const [couponTouched, setCouponTouched] = useState(false)
  const funds = useFunds(o)
  // The best coupon is chosen for the buyer until they choose themselves.
  useEffect(() => {
    if (!couponTouched && coupons.data?.best) setCouponId(coupons.data.best)
  }, [coupons.data, couponTouched])

  const discount = coupons.data?.options.find((c) => c.value === couponId)?.discountFen ?? 0
  const due = repay ? o.owedFen : Math.max(0, o.payableFen - discount)
  const options: PayMethodOption[] = useMemo(() => {
    const balanceHint = funds.balanceFen === undefined ? '使用预存款余额支付' : `可用余额 ${money(funds.balanceFen)}`
    const all: PayMethodOption[] = [
      { value: 'wechat', hint: '使用微信支付' },
      { value: 'balance', hint: balanceHint, disabled: funds.balanceFen !== undefined && funds.balanceFen < due },
      {
        value: 'credit',
        hint: funds.hasCredit === false ? '该商户未给您开通赊账' : funds.creditFen === undefined ? '先提货，按期还款' : `可用额度 ${money(funds.creditFen)}`,
        disabled: funds.hasCredit === false || (funds.creditFen !== undefined && funds.creditFen < due),
      },
    ]
    return repay ? all.filter((m) => (REPAY_METHODS as readonly PayMethod[]).includes(m.value)) : all
  }, [funds.balanceFen, funds.creditFen, funds.hasCredit, due, repay])

  const couponOptions: PickerOption[] = [{ value: NO_COUPON, label: '不使用优惠券' }, ...(coupons.data?.options ?? [])]
  const pay = () => void payment.run({ kind: repay ? 'repay' : 'pay', method, ...(canUseCoupon && couponId ? { couponId } : {}) })

  return (
    <>
      <DetailSection title={repay ? '还款方式' : '支付方式'}>
        <PayMethodPicker options={options} value={method} onChange={setMethod} />
        {canUseCoupon && couponOptions.length > 1 && (
          <PickerField
            label="优惠券"
            name="coupon"
            value={couponId}
            options={couponOptions}
            onChange={(v) => {
              setCouponTouched(true)
              setCouponId(v)
            }}
          />
        )}
      </DetailSection>
      <ActionBar>
        {!repay && (
          <ConfirmButton message="确定关闭该订单吗？" disabled={payment.busy} onConfirm={(action) => mutate(settle.orderInfo.closeOrder, { id: o.id }, { back: false, successText: '订单已关闭', ...action })}>
            关闭订单
          </ConfirmButton>
        )}
        <Button type="primary" loading={payment.busy} disabled={payment.busy} onClick={pay}>
          {repay ? `还款 ${money(due)}` : `支付 ${money(due)}`}
        </Button>
      </ActionBar>
    </>
  )
}

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
      {can.pay || can.repay ? <PayPanel key={o.status} order={o} repay={can.repay} /> : <AfterPayActions order={o} />}
    </>
  )
}

export default screen(function PurchaserOrderDetail() {
  const { id } = useRouteParams('purchaserOrderDetail')
  const detail = useAsyncData(() => settleApi.orderDetail(id), [id], { refreshOn: [settle.orderInfo, settle.orderRefund] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <OrderView order={detail.data} />}
    </Page>
  )
})
