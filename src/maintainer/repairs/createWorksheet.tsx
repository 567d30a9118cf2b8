/**
 * 新建工单 (/maintainer/repairs/createWorksheet): a fault the maintainer found and fixed on its
 * round: a held booth, the type, a description and photos, then the work (consumables, services,
 * photos before and after). 完成并生成账单 records it completed in one call, the charge becoming
 * the booth holder's bill, and shows that bill's receipt code so the merchant can pay on the spot.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { REPAIR_LIMITS, type RepairType } from '@/contract/types'
import { estate } from '@/contract/estate'
import { basicApi } from '@/api/basic'
import { mutate } from '@/api/mutate'
import { readAll } from '@/api/paging'
import { alertModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { FaultFields } from '@/domain/repair/FaultFields'
import { FAULT_RULES } from '@/domain/repair/form'
import { useWorkRecord, WorkRecordFields } from '@/domain/repair/WorkRecord'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

type FaultValues = { assetId: string; repairType: string; description: string }

function WorksheetForm({ booths }: { booths: { value: string; label: string }[] }) {
  const { values, set, busy, submit } = useForm<FaultValues>({ assetId: '', repairType: '', description: '' })
  const [images, setImages] = useState<string[]>([])
  const record = useWorkRecord()

  function send() {
    if (!validate(values, FAULT_RULES)) return
    const work = record.payload()
    if (typeof work === 'string') return void alertModal(work)
    const fault = { assetId: values.assetId, repairType: values.repairType as RepairType, description: values.description.trim(), ...(images.length ? { images } : {}) }
    void submit(async (action) => {
      const done = await mutate(estate.worksheetManage.createWorkOrderDirectlyReturnBillId, { ...fault, ...work }, {
        successText: '工单已完成',
        back: false,
        refresh: [estate.worksheetManage, estate.stockMain],
        ...action,
      })
      if (done.ok) {
        const { id, billId } = done.result
        await (billId ? go('maintainerReceiptCode', { billId }, { replace: true }) : go('maintainerRepairDone', { id }, { replace: true }))
      }
      return done
    })
  }

  return (
    <>
      <FormGroup title="故障信息">
        <FaultFields values={values} set={set} booths={booths} />
      </FormGroup>
      <FormGroup title={`现场照片（最多${REPAIR_LIMITS.images.max}张）`}>
        <ImageUploader value={images} onChange={setImages} max={REPAIR_LIMITS.images.max} />
      </FormGroup>
      <WorkRecordFields record={record} />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          完成并生成账单
        </Button>
      </ActionBar>
    </>
  )
}

/** Booths with a holder: only they can be billed ('该摊位暂无商户，无法生成账单'). */
const heldBooths = async () => (await readAll((q) => basicApi.ownAssets(q), 50)).filter((a) => a.customerId !== null)

export default screen(function MaintainerRepairCreate() {
  const booths = useAsyncData(heldBooths, [])
  const options = (booths.data ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))
  return (
    <Page loading={booths.loading} error={booths.error} onRetry={() => void booths.reload()} empty={booths.data?.length === 0} emptyText="暂无有商户的摊位">
      {booths.data && <WorksheetForm booths={options} />}
    </Page>
  )
})
