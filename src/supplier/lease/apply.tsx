/**
 * 租赁申请 (/supplier/lease/apply): a zone (from the park plan's area tree), the first day, months
 * and pay cycle; then a booth free for the whole term (getDistributableAssets) or 由市场分配 in the
 * zone (required then: '请选择区域或摊位'; the booth the market would assign is shown); the price of the term on the chosen booth; contact
 * (prefilled from the shop). At most LEASE_LIMITS.openApplications open applications
 * (checkCreateOrderNumber). The office reviews it; the new lease opens.
 */
import { useMemo } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { LEASE_LIMITS, type LeaseMerchantData, type LeasePayCycle } from '@/contract/types'
import { custome } from '@/contract/custome'
import { basicApi } from '@/api/basic'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { validate } from '@/core/validate'
import { go } from '@/core/navigate'
import { ContactFields } from '@/domain/lease/ContactFields'
import { contactRules, firstOfNextMonth, MONTHS_RULE, newContact, PAY_CYCLE_OPTIONS, PAY_CYCLE_RULE, START_BOUNDS, START_RULE, trimmed, type ContactValues } from '@/domain/lease/form'
import { boothLine } from '@/domain/lease/format'
import { QuoteSection } from '@/domain/lease/QuoteSection'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { zonesOf } from '@/components/BoothMap'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'

type ApplyValues = ContactValues & { areaId: string; startDate: string; months: string; payCycleMonths: string; assetId: string }
const AUTO = ''

function ApplyForm({ merchant }: { merchant: LeaseMerchantData }) {
  const { values: v, set, busy, submit } = useForm<ApplyValues>({ ...newContact(merchant), areaId: '', startDate: firstOfNextMonth(), months: '12', payCycleMonths: '3', assetId: AUTO })
  const tree = useAsyncData(() => basicApi.areaTree(), [])
  const zones = useMemo(() => zonesOf(tree.data ?? [], []), [tree.data])
  const months = Number(v.months)
  const termOk = Boolean(v.startDate) && Number.isInteger(months) && months >= LEASE_LIMITS.minMonths && months <= LEASE_LIMITS.maxMonths
  const term = useMemo(() => ({ startDate: v.startDate, months, ...(v.areaId ? { areaId: v.areaId } : {}) }), [v.startDate, months, v.areaId])
  const booths = useAsyncData(() => (termOk ? customeApi.lease.freeBooths({ ...term, current: 1, size: 50 }) : Promise.resolve(null)), [termOk, term])
  const suggested = useAsyncData(() => (termOk && v.assetId === AUTO ? customeApi.lease.suggestedBooth(term) : Promise.resolve(null)), [termOk, term, v.assetId])
  const priced = v.assetId || suggested.data?.assetId || ''
  const quote = useAsyncData(
    () => (termOk && priced ? customeApi.lease.quote({ assetId: priced, startDate: v.startDate, months, payCycleMonths: Number(v.payCycleMonths) as LeasePayCycle }) : Promise.resolve(null)),
    [termOk, priced, v.startDate, months, v.payCycleMonths],
  )
  const boothOptions = [{ value: AUTO, label: '由市场分配' }, ...(booths.data?.records ?? []).map((b) => ({ value: b.assetId, label: boothLine(b) }))]

  function send() {
    const form = trimmed(v)
    const place = form.assetId ? [] : [{ name: 'areaId', checkType: 'notnull' as const, errorMsg: '请选择区域或摊位' }]
    if (!validate(form, [...place, START_RULE, MONTHS_RULE, PAY_CYCLE_RULE, ...contactRules(form)])) return
    const { areaId, assetId, months: m, payCycleMonths, ...rest } = form
    void submit(async (action) => {
      const r = await mutate(
        custome.leaseManagement.create,
        { ...rest, months: Number(m), payCycleMonths: Number(payCycleMonths) as LeasePayCycle, ...(areaId ? { areaId } : {}), ...(assetId ? { assetId } : {}) },
        { successText: '申请已提交，请等待审核', back: false, ...action },
      )
      if (r.ok) void go('supplierLeaseDetail', { id: r.result.id }, { replace: true })
      return r
    })
  }

  return (
    <>
      <FormGroup title="租期">
        <PickerField label="意向区域" name="areaId" value={v.areaId} options={zones.map((z) => ({ value: z.id, label: z.name }))} onChange={set('areaId')} placeholder="请选择区域（或选择摊位）" />
        <DateTimeField type="date" label="起租日期" name="startDate" required value={v.startDate} onChange={set('startDate')} min={START_BOUNDS.min} max={START_BOUNDS.max} />
        <FormField label="租期（月）" name="months" required type="number" value={v.months} onChange={set('months')} maxLength={2} />
        <PickerField label="付款周期" name="payCycleMonths" required value={v.payCycleMonths} options={PAY_CYCLE_OPTIONS} onChange={set('payCycleMonths')} />
        <PickerField label="摊位" name="assetId" value={v.assetId} options={boothOptions} onChange={set('assetId')} />
      </FormGroup>
      {v.assetId === AUTO && termOk && <DetailSection title="摊位分配" rows={[{ label: '预计分配', value: suggested.data ? boothLine(suggested.data) : '所选区域暂无空闲摊位，审核时由市场分配' }]} />}
      {quote.data && <QuoteSection q={quote.data} />}
      <ContactFields values={v} set={set} />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          提交申请
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierLeaseApply() {
  const data = useAsyncData(() => Promise.all([customeApi.lease.merchantData(), customeApi.lease.quota()]), [])
  const [merchant, quota] = data.data ?? [null, null]
  const full = quota && !quota.canCreate ? `您已有${quota.open}个待审核或待缴费的申请（最多${quota.max}个），请先处理后再申请` : null
  return (
    <Page loading={data.loading} error={data.error ?? full} onRetry={data.error ? () => void data.reload() : undefined}>
      {merchant && !full && <ApplyForm merchant={merchant} />}
    </Page>
  )
})
