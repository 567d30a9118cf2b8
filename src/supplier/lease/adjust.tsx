/**
 * 租赁调整 (/supplier/lease/adjust?id=): change an active lease: another booth (free for the rest of
 * the term; it applies from the first rent period not billed yet, at the new booth's rent) and/or
 * a new length in whole months from the start (not before what is billed: a quit does that), with
 * a reason. Confirming signs an adjustment agreement.
 */
import { Button } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { LEASE_LIMITS, LEASE_MESSAGES, type LeaseDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { toast } from '@/core/dialog'
import { marketToday } from '@/core/marketTime'
import { validate } from '@/core/validate'
import { MONTHS_RULE, trimmed } from '@/domain/lease/form'
import { boothLine, boothText, term } from '@/domain/lease/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

const KEEP = ''
const REASON_RULE = { name: 'reason', checkType: 'string' as const, checkRule: `1,${LEASE_LIMITS.reason}`, emptyMsg: '请输入调整原因', errorMsg: LEASE_MESSAGES.reason }

function AdjustForm({ l }: { l: LeaseDetail }) {
  const { values: v, set, busy, submit } = useForm({ assetId: KEEP, months: String(l.months), reason: '' })
  // Booths free from today (or the start) to the end: the candidates; the server decides.
  const today = marketToday()
  const from = today > l.startDate ? today : l.startDate
  const rest = Math.max(1, Math.ceil(dayjs(l.endDate).add(1, 'day').diff(dayjs(from), 'month', true)))
  const booths = useAsyncData(() => customeApi.lease.freeBooths({ startDate: from, months: Math.min(rest, LEASE_LIMITS.maxMonths), current: 1, size: 50, ...(l.areaId ? { areaId: l.areaId } : {}) }), [from, rest, l.areaId])
  const options = [{ value: KEEP, label: '不更换摊位' }, ...(booths.data?.records ?? []).filter((b) => b.assetId !== l.booth?.assetId).map((b) => ({ value: b.assetId, label: boothLine(b) }))]

  function send() {
    const form = trimmed(v)
    if (!validate(form, [MONTHS_RULE, REASON_RULE])) return
    const months = Number(form.months)
    if (!form.assetId && months === l.months) return toast('请选择新的摊位或租期')
    void submit((action) =>
      mutate(
        custome.leaseManagement.leaseAdjustment,
        { id: l.id, reason: form.reason, ...(form.assetId ? { assetId: form.assetId } : {}), ...(months !== l.months ? { months } : {}) },
        { successText: '调整成功', fallback: 'supplierLeaseList', ...action },
      ),
    )
  }

  return (
    <>
      <DetailSection title={boothText(l)} rows={[{ label: '当前租期', value: `${term(l)}（${l.months}个月）` }, { label: '月租金', value: money(l.monthlyRentFen) }]} />
      <FormGroup title="调整内容">
        <PickerField label="新摊位" name="assetId" value={v.assetId} options={options} onChange={set('assetId')} />
        <FormField label="租期（月）" name="months" required type="number" value={v.months} onChange={set('months')} maxLength={2} />
        <TextareaField label="调整原因" name="reason" required value={v.reason} onChange={set('reason')} maxLength={LEASE_LIMITS.reason} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          确认调整
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierLeaseAdjust() {
  const { id } = useRouteParams('supplierLeaseAdjust')
  const lease = useAsyncData(() => customeApi.lease.detail(id), [id])
  const refusal = lease.data && !lease.data.can.adjust ? '仅租赁中的租赁可以调整' : null
  return (
    <Page loading={lease.loading} error={lease.error ?? refusal} onRetry={lease.error ? () => void lease.reload() : undefined}>
      {lease.data && !refusal && <AdjustForm l={lease.data} />}
    </Page>
  )
})
