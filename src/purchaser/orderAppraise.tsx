/**
 * Rate a completed order (/purchaser/orderAppraise?orderId=): stars, tags, text, up to 6 photos,
 * and whether to show as 匿名买家. Sent once (a second rating is refused); then back to the order.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { TRADE_LIMITS, type OrderDetail } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { validate } from '@/core/validate'
import { EVALUATION_RULES, newEvaluation, toEvaluationInput, type EvaluationDraft } from '@/domain/evaluation/form'
import { StarInput } from '@/domain/evaluation/Stars'
import { TagPicker } from '@/domain/evaluation/TagPicker'
import { goodsSummary } from '@/domain/order/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import { pressable } from '@/components/Pressable'
import '@/domain/evaluation/evaluation.scss'

function AppraiseForm({ order: o }: { order: OrderDetail }) {
  const [draft, setDraft] = useState<EvaluationDraft>(newEvaluation)
  const { busy, run, renew } = useAction()
  const patch = (p: Partial<EvaluationDraft>) => {
    renew()
    setDraft((d) => ({ ...d, ...p }))
  }

  function send() {
    if (!validate({ ...draft, content: draft.content.trim() }, EVALUATION_RULES)) return
    void run((action) =>
      mutate(member.memberEvaluate.bachCreate, { items: [toEvaluationInput(o.id, draft)] }, { successText: '评价成功', fallback: 'purchaserAppraise', refresh: [settle.orderInfo], ...action }),
    )
  }

  return (
    <>
      <DetailSection title={o.supplierName} rows={[{ label: '订单号', value: o.orderNo }, { label: '商品', value: goodsSummary(o) }]} />
      <FormGroup title="评分">
        <StarInput value={draft.stars} onChange={(stars) => patch({ stars })} />
        <TagPicker value={draft.tags} onChange={(tags) => patch({ tags })} />
      </FormGroup>
      <FormGroup title="评价内容">
        <TextareaField label="评价" name="content" value={draft.content} onChange={(content) => patch({ content })} placeholder="说说这次的货品和服务（选填）" maxLength={TRADE_LIMITS.text} />
        <ImageUploader value={draft.images} onChange={(images) => patch({ images })} max={TRADE_LIMITS.images} />
        <View className="appraise-anonymous">
          <Text>匿名评价</Text>
          {/* NutUI names its role in a weapp-only prop: on H5 the switch needs role, state and keys from here. */}
          <Switch
            checked={draft.anonymous}
            onChange={(anonymous) => patch({ anonymous })}
            ariaLabel="匿名评价"
            {...pressable(() => patch({ anonymous: !draft.anonymous }), 'switch')}
            aria-checked={draft.anonymous}
            aria-label="匿名评价"
          />
        </View>
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          提交评价
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function PurchaserOrderAppraise() {
  const { orderId } = useRouteParams('purchaserOrderAppraise')
  const order = useAsyncData(() => settleApi.orderDetail(orderId), [orderId])
  const o = order.data
  const refusal = o && o.status !== 'completed' ? '仅已完成的订单可以评价' : o?.evaluated ? '该订单已评价' : null
  return (
    <Page loading={order.loading} error={order.error ?? refusal} onRetry={order.error ? () => void order.reload() : undefined}>
      {o && <AppraiseForm order={o} />}
    </Page>
  )
})
