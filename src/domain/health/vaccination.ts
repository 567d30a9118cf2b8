/**
 * A vaccination dose (docs/estate.md section 7): the form's values, its rules in the contract's
 * words (VACCINATION_LIMITS, the date neither in the future nor before the dose before), the
 * payload, and the state tags of the summary.
 */
import { VACCINATION_LIMITS, VACCINATION_STATE_LABELS, type VaccinationPayload, type VaccinationRecord } from '@/contract/types'
import { marketToday } from '@/core/marketTime'
import type { FormRule } from '@/core/validate'
import { statusMap } from '@/components/StatusTag'

export const VACCINATION_STATUS = statusMap(VACCINATION_STATE_LABELS, { none: 'danger', partial: 'warning', full: 'success', booster: 'success' })

export type DoseFormValues = {
  vaccineName: string
  manufacturer: string
  vaccinatedOn: string
  site: string
  batchNo: string
}

/** Whose turn the form is: the next dose (new) or a recorded one (edited; its dose number fixed). */
export interface DoseDraft {
  dose: number
  record: VaccinationRecord | null
}

export const FUTURE_DATE_MSG = '接种日期不能大于当前时间，请重新选择！'

export const doseValues = (r: VaccinationRecord | null): DoseFormValues => ({
  vaccineName: r?.vaccineName ?? '',
  manufacturer: r?.manufacturer ?? '',
  vaccinatedOn: r?.vaccinatedOn ?? '',
  site: r?.site ?? '',
  batchNo: r?.batchNo ?? '',
})

const L = VACCINATION_LIMITS

/** The rules of dose `dose` given the doses recorded (its neighbours bound the date). */
export function doseRules(dose: number, records: readonly VaccinationRecord[]): readonly FormRule<DoseFormValues>[] {
  const before = records.find((r) => r.dose === dose - 1)
  const after = records.find((r) => r.dose === dose + 1)
  return [
    { name: 'vaccineName', checkType: 'string', checkRule: `1,${L.vaccineName.max}`, emptyMsg: '请输入疫苗名称', errorMsg: L.vaccineName.msg },
    { name: 'manufacturer', checkType: 'string', checkRule: `1,${L.manufacturer.max}`, errorMsg: L.manufacturer.msg, optional: true },
    { name: 'vaccinatedOn', checkType: 'notnull', errorMsg: '请选择接种日期' },
    (d) => (d.vaccinatedOn > marketToday() ? FUTURE_DATE_MSG : null),
    (d) => (before && d.vaccinatedOn < before.vaccinatedOn ? `第${dose}剂接种日期不能早于第${dose - 1}剂` : null),
    (d) => (after && d.vaccinatedOn > after.vaccinatedOn ? `第${dose}剂接种日期不能晚于第${dose + 1}剂` : null),
    { name: 'site', checkType: 'string', checkRule: `1,${L.site.max}`, emptyMsg: '请输入接种单位', errorMsg: L.site.msg },
    { name: 'batchNo', checkType: 'string', checkRule: `1,${L.batchNo.max}`, errorMsg: L.batchNo.msg, optional: true },
  ]
}

export const PROOF_MISSING_MSG = '请上传接种凭证照片'

/** The payload of the checked (trimmed) values; optional texts left out when empty. */
export function dosePayload(dose: number, v: DoseFormValues, proofImage: string): VaccinationPayload {
  return {
    dose,
    vaccineName: v.vaccineName,
    vaccinatedOn: v.vaccinatedOn,
    site: v.site,
    proofImage,
    ...(v.manufacturer ? { manufacturer: v.manufacturer } : {}),
    ...(v.batchNo ? { batchNo: v.batchNo } : {}),
  }
}
