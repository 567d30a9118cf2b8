/**
 * The entry report form's checks and payload (create and resubmit): the spec's plate pattern (or
 * a temporary number from getRandomPlateNumber), the expected time window, the goods amounts.
 */
import dayjs from 'dayjs'
import { TEXT_LIMITS } from '@/contract/limits'
import type { PlateCheck, PrefillDetail, PrefillPayload } from '@/contract/types'
import { dateTime, parseDate } from '@/core/format'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { notAfter } from '@/core/dateChecks'
import { check, textRule, type FormRule, type Rule } from '@/core/validate'
import type { DraftGoods } from './draft'

export const PLATE_MESSAGE = PATTERN_MESSAGES.plate
/** A plate, or a temporary number for a vehicle without plates (getRandomPlateNumber). */
const PLATE_OR_TEMP = new RegExp(`(?:${PATTERNS.plate.source})|(?:${PATTERNS.tempPlate.source})`)
/** A positive number with up to 2 decimals. */
export const POSITIVE_AMOUNT = /^(?!0+(?:\.0+)?$)(?:0|[1-9]\d*)(?:\.\d{1,2})?$/
export const MAX_AHEAD_DAYS = 7
/** A form filled in slowly may name a time a few minutes past (the server allows 10). */
export const PAST_GRACE_MINUTES = 5
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

export interface PrefillFormValues extends Record<string, string> {
  plateNumber: string
  vehicleTypeId: string
  driverName: string
  driverPhone: string
  expectedTime: string
  remark: string
}

export const EMPTY_FORM: PrefillFormValues = { plateNumber: '', vehicleTypeId: '', driverName: '', driverPhone: '', expectedTime: '', remark: '' }

/** Plates are kept trimmed and upper-case as typed. */
export const normalizePlate = (s: string): string => s.trim().toUpperCase()

export const PLATE_RULE: Rule = { name: 'plateNumber', checkType: 'reg', checkRule: PLATE_OR_TEMP, emptyMsg: '请输入车牌号', errorMsg: PLATE_MESSAGE }

/** The server's verdict on a plate that passed the pattern (checkPlateNumber), as a refusal. */
export const PLATE_VERDICT: readonly FormRule<PlateCheck>[] = [(v) => (v.valid ? null : v.message || PLATE_MESSAGE)]

export const FORM_RULES: readonly Rule[] = [
  PLATE_RULE,
  { name: 'vehicleTypeId', checkType: 'notnull', errorMsg: '请选择车辆类型' },
  textRule('driverName', TEXT_LIMITS.driverName, '请输入司机姓名'),
  { name: 'driverPhone', checkType: 'reg', checkRule: PATTERNS.mobile, emptyMsg: '请输入司机电话', errorMsg: PATTERN_MESSAGES.mobile },
  { name: 'expectedTime', checkType: 'notnull', errorMsg: '请选择预计进场时间' },
]

/** The latest expected time allowed. */
export const latestTime = (now: dayjs.ConfigType = Date.now()): dayjs.Dayjs => dayjs(now).add(MAX_AHEAD_DAYS, 'day')

/** Why the expected time is refused (in the past, or beyond 7 days), or null. */
export function expectedTimeError(value: string, now: dayjs.ConfigType = Date.now()): string | null {
  // Strict: a typed or restored 2024-13-45 is refused, not rolled over into February.
  const time = parseDate(value)
  if (!time) return '请选择预计进场时间'
  if (time.isBefore(dayjs(now).subtract(PAST_GRACE_MINUTES, 'minute'))) return '预计进场时间不能早于当前时间，请重新选择！'
  const latest = latestTime(now)
  return notAfter(time, latest, '预计进场时间', dateTime(latest))
}

/** The first goods line problem, or null: at least one line, each amount positive with up to 2 decimals. */
export function goodsError(goods: readonly DraftGoods[]): string | null {
  if (!goods.length) return '请添加货品'
  for (const g of goods) {
    const result = check({ ...g }, [
      { name: 'quantity', checkType: 'reg', checkRule: POSITIVE_AMOUNT, emptyMsg: `请输入${g.productName}的数量`, errorMsg: `${g.productName}的数量需为大于0的数字，最多2位小数` },
      { name: 'weight', checkType: 'reg', checkRule: POSITIVE_AMOUNT, emptyMsg: `请输入${g.productName}的重量`, errorMsg: `${g.productName}的重量需为大于0的数字，最多2位小数` },
    ])
    if (!result.ok) return result.message
  }
  return null
}

/** What is checked before sending: the form's values and its goods lines. */
export type PrefillDraft = Pick<PrefillFormValues, 'plateNumber' | 'vehicleTypeId' | 'driverName' | 'driverPhone' | 'expectedTime' | 'remark'> & { goods: readonly DraftGoods[] }

/** Every local check in screen order: the fields, the expected time window, the goods. */
export const prefillRules = (now: dayjs.ConfigType = Date.now()): readonly FormRule<PrefillDraft>[] => [
  ...FORM_RULES,
  (d) => expectedTimeError(d.expectedTime, now),
  textRule('remark', TEXT_LIMITS.remark),
  (d) => goodsError(d.goods),
]

export function toPayload(values: PrefillFormValues, goods: readonly DraftGoods[]): PrefillPayload {
  const remark = values.remark.trim()
  return {
    plateNumber: values.plateNumber,
    vehicleTypeId: values.vehicleTypeId,
    driverName: values.driverName.trim(),
    driverPhone: values.driverPhone,
    expectedTime: dayjs(values.expectedTime).toISOString(),
    items: goods.map((g) => ({ productId: g.productId, quantity: Number(g.quantity), weight: Number(g.weight) })),
    ...(remark ? { remark } : {}),
  }
}

/** A rejected report's fields and goods, to fill the form for resubmitting. */
export function fromDetail(d: PrefillDetail): { values: PrefillFormValues; goods: DraftGoods[] } {
  return {
    values: {
      plateNumber: d.plateNumber,
      vehicleTypeId: d.vehicleTypeId,
      driverName: d.driverName,
      driverPhone: d.driverPhone,
      expectedTime: dateTime(d.expectedTime),
      remark: d.remark ?? '',
    },
    goods: d.items.map((g) => ({ productId: g.productId, productName: g.productName, categoryName: g.categoryName, unit: g.unit, quantity: String(g.quantity), weight: String(g.weight) })),
  }
}
