/**
 * 疫苗接种 (/staff/fy/vaccination): where the staff member's vaccination stands (none, partial,
 * full, booster), each recorded dose with its date, site and proof photo, and one form to record
 * the next dose or change a recorded one (its dose number fixed). Checked with the domain's
 * rules (the date neither in the future nor out of order), a proof photo required, then one save.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { VACCINATION_LIMITS, type VaccinationRecord, type VaccinationSummary } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { marketNow } from '@/core/marketTime'
import { trimValues, validate } from '@/core/validate'
import { doseRules, dosePayload, doseValues, PROOF_MISSING_MSG, VACCINATION_STATUS, type DoseDraft, type DoseFormValues } from '@/domain/health/vaccination'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const today = () => marketNow().toDate()

function DoseForm({ draft, records, onDone }: { draft: DoseDraft; records: readonly VaccinationRecord[]; onDone: () => void }) {
  const { values, set, busy, submit } = useForm<DoseFormValues>(doseValues(draft.record))
  const [proof, setProof] = useState<string[]>(draft.record?.proofImage ? [draft.record.proofImage] : [])
  const { dose, record } = draft

  const send = () =>
    submit(async (action) => {
      const trimmed = trimValues(values)
      if (!validate(trimmed, doseRules(dose, records))) return
      if (!proof[0]) return void alertModal(PROOF_MISSING_MSG)
      const payload = dosePayload(dose, trimmed, proof[0])
      const options = { back: false, successText: '保存成功', ...action }
      const r = record ? await mutate(custome.vaccinationRecord.update, { ...payload, id: record.id }, options) : await mutate(custome.vaccinationRecord.create, payload, options)
      if (r.ok) onDone()
      return r
    })

  return (
    <>
      <FormGroup title={record ? `修改第${dose}剂` : `登记第${dose}剂`}>
        <FormField label="疫苗名称" name="vaccineName" required value={values.vaccineName} onChange={set('vaccineName')} maxLength={VACCINATION_LIMITS.vaccineName.max} />
        <FormField label="生产企业" name="manufacturer" value={values.manufacturer} onChange={set('manufacturer')} placeholder="选填" maxLength={VACCINATION_LIMITS.manufacturer.max} />
        <DateTimeField type="date" label="接种日期" name="vaccinatedOn" required value={values.vaccinatedOn} onChange={set('vaccinatedOn')} max={today} />
        <FormField label="接种单位" name="site" required value={values.site} onChange={set('site')} maxLength={VACCINATION_LIMITS.site.max} />
        <FormField label="批号" name="batchNo" value={values.batchNo} onChange={set('batchNo')} placeholder="选填" maxLength={VACCINATION_LIMITS.batchNo.max} />
      </FormGroup>
      <FormGroup title="接种凭证">
        <ImageUploader value={proof} onChange={setProof} max={1} />
      </FormGroup>
      <ActionBar>
        <Button type="default" onClick={onDone}>
          取消
        </Button>
        <Button type="primary" loading={busy} disabled={busy} onClick={() => void send()}>
          保存
        </Button>
      </ActionBar>
    </>
  )
}

function DoseCard({ r, onEdit }: { r: VaccinationRecord; onEdit: () => void }) {
  return (
    <ListCard
      title={`第${r.dose}剂 · ${r.vaccineName}`}
      thumb={r.proofImage ?? undefined}
      meta={[`接种日期：${r.vaccinatedOn}`, `接种单位：${r.site}`, r.manufacturer ? `生产企业：${r.manufacturer}` : null, r.batchNo ? `批号：${r.batchNo}` : null, r.proofImage ? null : '未上传接种凭证']}
      footer={
        <Button size="small" onClick={onEdit}>
          修改
        </Button>
      }
    />
  )
}

function Vaccinations({ s }: { s: VaccinationSummary }) {
  const [draft, setDraft] = useState<DoseDraft | null>(null)
  const next = s.doses + 1
  return (
    <>
      <DetailSection
        title="接种情况"
        rows={[
          { label: '接种状态', value: <StatusTag status={s.state} map={VACCINATION_STATUS} /> },
          { label: '已接种', value: `${s.doses}剂` },
          { label: '最近接种', value: s.lastDate },
        ]}
      />
      {s.records.map((r) => (
        <DoseCard key={r.id} r={r} onEdit={() => setDraft({ dose: r.dose, record: r })} />
      ))}
      {draft ? (
        <DoseForm key={draft.record?.id ?? 'new'} draft={draft} records={s.records} onDone={() => setDraft(null)} />
      ) : (
        next <= VACCINATION_LIMITS.dose.max && (
          <ActionBar>
            <Button type="primary" onClick={() => setDraft({ dose: next, record: null })}>
              {`登记第${next}剂`}
            </Button>
          </ActionBar>
        )
      )}
    </>
  )
}

export default screen(function StaffVaccination() {
  const summary = useAsyncData(() => customeApi.health.vaccination(), [], { refreshOn: [custome.vaccinationRecord] })
  return (
    <Page loading={summary.loading} error={summary.error} onRetry={() => void summary.reload()}>
      {summary.data && <Vaccinations s={summary.data} />}
    </Page>
  )
})
