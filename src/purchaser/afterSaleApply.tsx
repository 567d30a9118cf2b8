/**
 * Ask for a refund on a paid order (/purchaser/afterSaleApply?orderId=): refund only or return and
 * refund, the amount (at most what was paid and not refunded yet; it starts as all of it), the
 * reason, a description and up to 6 photos. Sent once; then the request's detail opens.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { TRADE_LIMITS, type OrderDetail } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { trimValues, validate } from '@/core/validate'
import { go } from '@/core/navigate'
import { goodsSummary, purchaserActions, refundableFen } from '@/domain/order/status'
import { newRefund, REFUND_REASON_OPTIONS, refundRules, toRefundPayload } from '@/domain/refund/form'
import { REFUND_KIND_OPTIONS } from '@/domain/refund/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/refund/refund.scss'

function ApplyForm({ order: o }: { order: OrderDetail }) {
  const max = refundableFen(o)
  const { values, set, busy, submit } = useForm(newRefund(max))
  const [images, setImages] = useState<string[]>([])

  function send() {
    const form = trimValues(values)
    if (!validate(form, refundRules(max))) return
    void submit(async (action) => {
      const r = await mutate(settle.orderRefund.refundRequest, toRefundPayload(o.id, form, images), { back: false, successText: '申请已提交', refresh: [settle.orderInfo], ...action })
      if (r.ok) await go('purchaserAfterSaleDetail', { id: r.result.id }, { replace: true })
      return r
    })
  }

  return (
    <>
      <DetailSection
        title={o.supplierName}
        rows={[
          { label: '订单号', value: o.orderNo },
          { label: '商品', value: goodsSummary(o) },
          { label: '实付金额', value: money(o.paidFen) },
          { label: '已退款', value: money(o.refundedFen), hidden: o.refundedFen === 0 },
        ]}
      />
      <FormGroup title="售后信息">
        <PickerField label="售后类型" name="kind" required value={values.kind} options={REFUND_KIND_OPTIONS} onChange={set('kind')} />
        <FormField label="退款金额" name="amount" type="digit" required value={values.amount} onChange={set('amount')} placeholder={`最多${money(max)}`} maxLength={12} />
        <View className="refund-form__hint">
          <Text>最多可退 {money(max)}</Text>
        </View>
        <PickerField label="退款原因" name="reason" required value={values.reason} options={REFUND_REASON_OPTIONS} onChange={set('reason')} />
        <TextareaField label="问题描述" name="description" value={values.description} onChange={set('description')} placeholder="选填，请描述遇到的问题" maxLength={TRADE_LIMITS.text} />
      </FormGroup>
      <FormGroup title={`图片凭证（最多${TRADE_LIMITS.images}张）`}>
        <ImageUploader value={images} onChange={setImages} max={TRADE_LIMITS.images} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          提交申请
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function PurchaserAfterSaleApply() {
  const { orderId } = useRouteParams('purchaserAfterSaleApply')
  const order = useAsyncData(() => settleApi.orderDetail(orderId), [orderId])
  const o = order.data
  const refusal = o && !purchaserActions(o).refund ? (o.openRefundStatus ? '该订单已有处理中的售后申请' : '该订单当前不能申请售后') : null
  return (
    <Page loading={order.loading} error={order.error ?? refusal} onRetry={order.error ? () => void order.reload() : undefined}>
      {o && <ApplyForm order={o} />}
    </Page>
  )
})
