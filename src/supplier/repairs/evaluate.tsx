/**
 * 评价维修 (/supplier/repairs/evaluate?id=): stars and an optional comment for a completed repair,
 * sent once (a second rating is refused); then back to the repair.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { REPAIR_LIMITS, REPAIR_TYPE_LABELS, type RepairDetail } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { StarInput } from '@/domain/evaluation/Stars'
import { isRateable } from '@/domain/repair/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/evaluation/evaluation.scss'

function EvaluateForm({ r }: { r: RepairDetail }) {
  const [stars, setStars] = useState(5)
  const [comment, setComment] = useState('')
  const { busy, run, renew } = useAction()

  function send() {
    const text = comment.trim()
    void run((action) =>
      mutate(estate.recordsManage.evaluate, { id: r.id, stars, ...(text ? { comment: text } : {}) }, { successText: '评价成功', fallback: 'supplierRepairList', ...action }),
    )
  }

  return (
    <>
      <DetailSection
        title={`${r.assetCode} ${r.assetName}`}
        rows={[
          { label: '报修单号', value: r.repairNo },
          { label: '报修类型', value: REPAIR_TYPE_LABELS[r.repairType] },
          { label: '维修人员', value: r.assigneeName },
        ]}
      />
      <FormGroup title="评分">
        <StarInput
          value={stars}
          onChange={(v) => {
            renew()
            setStars(v)
          }}
        />
      </FormGroup>
      <FormGroup title="评价内容">
        <TextareaField
          label="评价"
          name="comment"
          value={comment}
          onChange={(v) => {
            renew()
            setComment(v)
          }}
          placeholder="说说这次维修的服务（选填）"
          maxLength={REPAIR_LIMITS.comment.max}
        />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          提交评价
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierRepairEvaluate() {
  const { id } = useRouteParams('supplierRepairEvaluate')
  const detail = useAsyncData(() => estateApi.repairDetail(id), [id])
  const error = detail.error ?? (detail.data && !isRateable(detail.data) ? '仅已完工的报修可以评价' : null)
  return (
    <Page loading={detail.loading} error={error} onRetry={detail.error ? () => void detail.reload() : undefined}>
      {detail.data && isRateable(detail.data) && <EvaluateForm r={detail.data} />}
    </Page>
  )
})
