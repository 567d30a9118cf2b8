/**
 * 申请摊位 (/supplier/lease/applyAT?releaseId= | ?transferId=): apply for a booth given to the shop:
 * a booth of a release it signed up for (default its first wanted booth, at the release's rent and
 * term, priced by getAssetstSDPprice), or a booth another shop published for take-over (from its
 * day to the lease's end). Pay cycle and contact; the office reviews it; the new lease opens.
 */
import { Button } from '@nutui/nutui-react-taro'
import { type LeasePayCycle, type LeaseTransferItem, type ReleaseNoticeDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { ContactFields } from '@/domain/lease/ContactFields'
import { contactRules, newContact, PAY_CYCLE_OPTIONS, PAY_CYCLE_RULE, trimmed, type ContactValues } from '@/domain/lease/form'
import { boothLine } from '@/domain/lease/format'
import { QuoteSection } from '@/domain/lease/QuoteSection'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'

type Values = ContactValues & { assetId: string; payCycleMonths: string }
type Source = { release: ReleaseNoticeDetail; transfer?: undefined } | { transfer: LeaseTransferItem; release?: undefined }

function AssignedForm({ source, initial }: { source: Source; initial: Values }) {
  const { values: v, set, busy, submit } = useForm<Values>(initial)
  const { release, transfer } = source
  const cycle = Number(v.payCycleMonths) as LeasePayCycle
  const quote = useAsyncData(
    () => (release && v.assetId ? customeApi.lease.quote({ assetId: v.assetId, startDate: release.leaseStart, months: release.months, payCycleMonths: cycle, releaseId: release.id }) : Promise.resolve(null)),
    [release, v.assetId, cycle],
  )
  const boothOptions = (release?.booths ?? []).filter((b) => b.available).map((b) => ({ value: b.assetId, label: `${b.code} · 月租金 ${money(b.monthlyRentFen)}` }))

  function send() {
    const form = trimmed(v)
    if (!validate(form, [PAY_CYCLE_RULE, ...contactRules(form)])) return
    const { assetId, payCycleMonths, ...contact } = form
    const target = release ? { registrationId: release.myRegistration!.id, assetId } : { transferId: transfer!.id }
    void submit(async (action) => {
      const r = await mutate(custome.leaseManagement.createLeaseManage, { ...target, ...contact, payCycleMonths: Number(payCycleMonths) as LeasePayCycle }, { successText: '申请已提交，请等待审核', back: false, ...action })
      if (r.ok) void go('supplierLeaseDetail', { id: r.result.id }, { replace: true })
      return r
    })
  }

  return (
    <>
      {transfer && (
        <DetailSection
          title="承接摊位"
          rows={[
            { label: '摊位', value: boothLine(transfer.booth) },
            { label: '承接期限', value: `${date(transfer.fromDate)} 至 ${date(transfer.toDate)}` },
            { label: '月租金', value: money(transfer.booth.monthlyRentFen) },
            { label: '转让方', value: transfer.publisherName },
          ]}
        />
      )}
      <FormGroup title={release ? release.title : '付款'}>
        {release && <PickerField label="摊位" name="assetId" required value={v.assetId} options={boothOptions} onChange={set('assetId')} />}
        <PickerField label="付款周期" name="payCycleMonths" required value={v.payCycleMonths} options={PAY_CYCLE_OPTIONS} onChange={set('payCycleMonths')} />
      </FormGroup>
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

async function loadSource(releaseId: string, transferId: string): Promise<Source> {
  if (transferId) return { transfer: await customeApi.transfer.detail(transferId) }
  return { release: await customeApi.releaseNotice.detail(releaseId) }
}

export default screen(function SupplierLeaseApplyAT() {
  const { releaseId, transferId } = useRouteParams('supplierLeaseApplyAT')
  const data = useAsyncData(() => (releaseId || transferId ? Promise.all([loadSource(releaseId, transferId), customeApi.lease.merchantData()]) : Promise.resolve(null)), [releaseId, transferId])
  const [source, merchant] = data.data ?? [null, null]
  const mine = source?.release?.myRegistration
  const refusal = !releaseId && !transferId ? '缺少参数：招租编号或转让编号' : source?.release && !mine ? '请先报名该招租' : mine?.leaseId ? '您已在本次招租中申请或租得摊位' : null
  const initial: Values | null = source && merchant ? { ...(mine ? { contactName: mine.contactName, contactPhone: mine.contactPhone, businessScope: mine.businessScope, remark: '' } : newContact(merchant)), assetId: mine?.booths[0]?.assetId ?? '', payCycleMonths: '3' } : null
  return (
    <Page loading={data.loading} error={data.error ?? refusal} onRetry={data.error ? () => void data.reload() : undefined}>
      {source && initial && !refusal && <AssignedForm source={source} initial={initial} />}
    </Page>
  )
})
