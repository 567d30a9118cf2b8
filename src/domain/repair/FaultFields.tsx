/**
 * The fault of a repair, as the merchant reports it and as the maintainer records one found on its
 * round: the booth, the type and the description (checked with FAULT_RULES).
 */
import { REPAIR_LIMITS, REPAIR_TYPE_LABELS, REPAIR_TYPES } from '@/contract/types'
import { PickerField, type PickerOption } from '@/components/PickerField'
import { TextareaField } from '@/components/TextareaField'

const TYPE_OPTIONS = REPAIR_TYPES.map((t) => ({ value: t, label: REPAIR_TYPE_LABELS[t] }))
const { description } = REPAIR_LIMITS

export interface FaultFieldsProps {
  values: { assetId: string; repairType: string; description: string }
  set: (key: 'assetId' | 'repairType' | 'description') => (value: string) => void
  booths: PickerOption[]
}

export function FaultFields({ values, set, booths }: FaultFieldsProps) {
  return (
    <>
      <PickerField label="摊位" name="assetId" required value={values.assetId} options={booths} onChange={set('assetId')} />
      <PickerField label="报修类型" name="repairType" required value={values.repairType} options={TYPE_OPTIONS} onChange={set('repairType')} />
      <TextareaField
        label="故障描述"
        name="description"
        required
        value={values.description}
        onChange={set('description')}
        placeholder={`请描述故障情况（${description.min}-${description.max}字）`}
        maxLength={description.max}
      />
    </>
  )
}
