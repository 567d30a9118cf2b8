/**
 * 维修处理 (/maintainer/repairs/dispose?id=): the work of an in-progress worksheet: consumables
 * from the estate stock, services, photos before and after, a remark; 确认完工 completes it in one
 * call (the consumables leave the stock, the charge becomes the merchant's bill) and opens
 * 维修完成 with the amount and the bill.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { REPAIR_LIMITS, type RepairDetail, type WorkLineInput } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { readAll } from '@/api/paging'
import { alertModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { WorkLines, type WorkItem } from '@/domain/repair/WorkLines'
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

interface Catalogue {
  materials: WorkItem[]
  services: WorkItem[]
}

async function loadCatalogue(): Promise<Catalogue> {
  const [materials, services] = await Promise.all([readAll((q) => estateApi.materialPage({ ...q, inStock: true }), 5), readAll((q) => estateApi.servicePage(q), 5)])
  return {
    materials: materials.map((m) => ({ id: m.id, name: m.spec ? `${m.name} ${m.spec}` : m.name, unit: m.unit, priceFen: m.priceFen, stock: m.quantity })),
    services: services.map((s) => ({ id: s.id, name: s.name, unit: s.unit, priceFen: s.priceFen })),
  }
}

function DisposeForm({ r, catalogue }: { r: RepairDetail; catalogue: Catalogue }) {
  const [materials, setMaterials] = useState<WorkLineInput[]>([])
  const [services, setServices] = useState<WorkLineInput[]>([])
  const [beforeImages, setBefore] = useState<string[]>([])
  const [afterImages, setAfter] = useState<string[]>([])
  const [remark, setRemark] = useState('')
  const { busy, run } = useAction()

  function complete() {
    if (materials.length === 0 && services.length === 0) return void alertModal('请至少添加一项耗材或服务')
    const text = remark.trim()
    void run(async (action) => {
      const done = await mutate(
        estate.repairProject.completeWorkSheet,
        { id: r.id, materials, services, beforeImages, afterImages, ...(text ? { remark: text } : {}) },
        { successText: '已完工', back: false, refresh: [estate.worksheetManage, estate.stockMain], ...action },
      )
      if (done.ok) await go('maintainerRepairDone', { id: r.id, billId: done.result.billId }, { replace: true })
      return done
    })
  }

  return (
    <>
      <DetailSection title={`${r.assetCode} ${r.assetName}`} rows={[{ label: '工单编号', value: r.repairNo }, { label: '故障描述', value: r.description }]} />
      <WorkLines title="耗材" items={catalogue.materials} value={materials} onChange={setMaterials} />
      <WorkLines title="服务" items={catalogue.services} value={services} onChange={setServices} />
      <FormGroup title={`维修前照片（最多${REPAIR_LIMITS.images.max}张）`}>
        <ImageUploader value={beforeImages} onChange={setBefore} max={REPAIR_LIMITS.images.max} />
      </FormGroup>
      <FormGroup title={`维修后照片（最多${REPAIR_LIMITS.images.max}张）`}>
        <ImageUploader value={afterImages} onChange={setAfter} max={REPAIR_LIMITS.images.max} />
      </FormGroup>
      <FormGroup title="备注">
        <TextareaField label="备注" name="remark" value={remark} onChange={setRemark} placeholder="选填" maxLength={REPAIR_LIMITS.remark.max} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={complete}>
          确认完工
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function MaintainerRepairDispose() {
  const { id } = useRouteParams('maintainerRepairDispose')
  const data = useAsyncData(async () => {
    const [r, catalogue] = await Promise.all([estateApi.worksheetDetail(id), loadCatalogue()])
    return { r, catalogue }
  }, [id])
  const error = data.error ?? (data.data && data.data.r.status !== 'inProgress' ? '仅维修中的工单可以完工' : null)
  return (
    <Page loading={data.loading} error={error} onRetry={data.error ? () => void data.reload() : undefined}>
      {data.data && !error && <DisposeForm r={data.data.r} catalogue={data.data.catalogue} />}
    </Page>
  )
})
