/**
 * The meter-reading form (docs/estate.md section 4): a reading, or a replacement (the old meter's
 * final reading, the new meter's number and start reading); the rules in the contract's words, and
 * the payloads of the calculation and of the two saves.
 */
import { METER_LIMITS, readingTooLow, type ReadingCalcPayload, type ReadingCreatePayload, type ReadingReplacementPayload } from '@/contract/types'
import type { Rule } from '@/core/validate'

export type ReadingMode = 'normal' | 'replace'

export type ReadingFormValues = {
  mode: string
  reading: string
  oldFinalReading: string
  newMeterNo: string
  newStartReading: string
  remark: string
}

export const newReading = (): ReadingFormValues => ({ mode: 'normal', reading: '', oldFinalReading: '', newMeterNo: '', newStartReading: '', remark: '' })

export const MODE_OPTIONS = [
  { value: 'normal', label: '正常抄表' },
  { value: 'replace', label: '换表' },
]

const READING = /^\d{1,8}(\.\d{1,2})?$/
const readingRule = (name: string, empty: string): Rule => ({ name, checkType: 'reg', checkRule: READING, emptyMsg: empty, errorMsg: METER_LIMITS.readingMsg })

/** The rules of these values: the replacement's fields only for a replacement. */
export function readingRules(v: ReadingFormValues): readonly Rule[] {
  const reading = readingRule('reading', '请输入本次读数')
  if (v.mode !== 'replace') return [reading]
  return [
    readingRule('oldFinalReading', '请输入旧表止码'),
    { name: 'newMeterNo', checkType: 'reg', checkRule: METER_LIMITS.meterNo.pattern, emptyMsg: '请输入新表号', errorMsg: METER_LIMITS.meterNo.msg },
    readingRule('newStartReading', '请输入新表起码'),
    reading,
  ]
}

/** What the server would refuse at once: a reading (or the old meter's final one) below the last. */
export function readingProblem(v: ReadingFormValues, last: number): string | null {
  if (v.mode === 'replace') {
    if (Number(v.oldFinalReading) < last) return `旧表止码不能小于上次读数（上次读数：${last}）`
    if (Number(v.reading) < Number(v.newStartReading)) return '本次读数不能小于新表起码'
    return null
  }
  return Number(v.reading) < last ? readingTooLow(last) : null
}

export function calcPayload(meterId: string, v: ReadingFormValues): ReadingCalcPayload {
  const base = { meterId, reading: Number(v.reading) }
  return v.mode === 'replace' ? { ...base, oldFinalReading: Number(v.oldFinalReading), newStartReading: Number(v.newStartReading) } : base
}

export function createPayload(meterId: string, v: ReadingFormValues, photo: string): ReadingCreatePayload {
  const remark = v.remark.trim()
  return { meterId, reading: Number(v.reading), photo, ...(remark ? { remark } : {}) }
}

export function replacementPayload(meterId: string, v: ReadingFormValues, photo: string): ReadingReplacementPayload {
  return { ...createPayload(meterId, v, photo), oldFinalReading: Number(v.oldFinalReading), newMeterNo: v.newMeterNo.trim(), newStartReading: Number(v.newStartReading) }
}
