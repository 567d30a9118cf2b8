/**
 * 我要报修 (/supplier/repairs/create): one of the shop's booths, the type, a description, photos,
 * an optional preferred visit time and the contact; checked with the domain's rules, then one
 * submit through the mutation helper (a refusal keeps everything typed).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { REPAIR_LIMITS } from '@/contract/types'
import { estate } from '@/contract/estate'
import { basicApi } from '@/api/basic'
import { mutate } from '@/api/mutate'
import { readAll } from '@/api/paging'
import { validate } from '@/core/validate'
import { FaultFields } from '@/domain/repair/FaultFields'
import { newRepair, REPAIR_RULES, toPayload, type RepairFormValues } from '@/domain/repair/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useSession } from '@/stores/session'
import { ActionBar } from '@/components/ActionBar'
import { DateTimeField } from '@/components/DateTimeField'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const DAY_MS = 24 * 3600 * 1000
const latest = () => new Date(Date.now() + REPAIR_LIMITS.preferredDays.max * DAY_MS)

function RepairForm({ booths }: { booths: { value: string; label: string }[] }) {
  const user = useSession((s) => s.user)
  const { values, set, busy, submit } = useForm<RepairFormValues>({ ...newRepair(user), assetId: booths.length === 1 ? booths[0]!.value : '' })
  const [images, setImages] = useState<string[]>([])

  function send() {
    if (!validate(values, REPAIR_RULES)) return
    void submit((action) => mutate(estate.recordsManage.create, toPayload(values, images), { successText: '提交成功', fallback: 'supplierRepairList', ...action }))
  }

  return (
    <>
      <FormGroup title="报修信息">
        <FaultFields values={values} set={set} booths={booths} />
        <DateTimeField label="期望上门" name="preferredTime" value={values.preferredTime} onChange={set('preferredTime')} min={() => new Date()} max={latest} placeholder="选填" />
      </FormGroup>
      <FormGroup title={`现场照片（最多${REPAIR_LIMITS.images.max}张）`}>
        <ImageUploader value={images} onChange={setImages} max={REPAIR_LIMITS.images.max} />
      </FormGroup>
      <FormGroup title="联系方式">
        <FormField label="联系人" name="contactName" required value={values.contactName} onChange={set('contactName')} maxLength={REPAIR_LIMITS.contactName.max} />
        <FormField label="联系电话" name="contactPhone" required type="phone" value={values.contactPhone} onChange={set('contactPhone')} maxLength={20} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          提交报修
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierRepairCreate() {
  const booths = useAsyncData(() => readAll((q) => basicApi.ownAssets(q), 50), [])
  const options = (booths.data ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))
  return (
    <Page loading={booths.loading} error={booths.error} onRetry={() => void booths.reload()} empty={booths.data?.length === 0} emptyText="您的店铺暂无摊位，无法报修">
      {booths.data && <RepairForm booths={options} />}
    </Page>
  )
})
