/**
 * The work recorded on a worksheet, on completing one (维修处理) or creating one on the round
 * (新建工单): consumables and services from their pickers, photos before and after, a remark.
 * `useWorkRecord()` holds it; `payload()` checks it (a line at least, the quantities, the stock
 * shown) and answers the contract's WorkRecordPayload or the refusal to show.
 */
import { useState } from 'react'
import { REPAIR_LIMITS, type WorkRecordPayload } from '@/contract/types'
import { FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { TextareaField } from '@/components/TextareaField'
import { WorkLines } from './WorkLines'
import { workRecord, type WorkLine } from './workLines'

export function useWorkRecord() {
  const [materials, setMaterials] = useState<WorkLine[]>([])
  const [services, setServices] = useState<WorkLine[]>([])
  const [beforeImages, setBefore] = useState<string[]>([])
  const [afterImages, setAfter] = useState<string[]>([])
  const [remark, setRemark] = useState('')

  function payload(): WorkRecordPayload | string {
    const lines = workRecord(materials, services)
    if (typeof lines === 'string') return lines
    const text = remark.trim()
    return { ...lines, beforeImages, afterImages, ...(text ? { remark: text } : {}) }
  }

  return { materials, setMaterials, services, setServices, beforeImages, setBefore, afterImages, setAfter, remark, setRemark, payload }
}

export type WorkRecordState = ReturnType<typeof useWorkRecord>

export function WorkRecordFields({ record }: { record: WorkRecordState }) {
  const { max } = REPAIR_LIMITS.images
  return (
    <>
      <WorkLines title="耗材" picker="maintainerRepairMaterials" value={record.materials} onChange={record.setMaterials} />
      <WorkLines title="服务" picker="maintainerRepairServices" value={record.services} onChange={record.setServices} />
      <FormGroup title={`维修前照片（最多${max}张）`}>
        <ImageUploader value={record.beforeImages} onChange={record.setBefore} max={max} />
      </FormGroup>
      <FormGroup title={`维修后照片（最多${max}张）`}>
        <ImageUploader value={record.afterImages} onChange={record.setAfter} max={max} />
      </FormGroup>
      <FormGroup title="备注">
        <TextareaField label="备注" name="remark" value={record.remark} onChange={record.setRemark} placeholder="选填" maxLength={REPAIR_LIMITS.remark.max} />
      </FormGroup>
    </>
  )
}
