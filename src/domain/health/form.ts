/**
 * The daily check-in form (docs/estate.md section 7): temperature, symptoms, where the staff
 * member is, a declared risk-area visit with the area from the picker, the questionnaire's
 * answers; the rules in the contract's words, and the payload.
 */
import { HEALTH_LIMITS, type CheckIn, type CheckInPayload, type HealthQuestion, type HealthSymptom } from '@/contract/types'
import type { Rule } from '@/core/validate'

export type CheckInFormValues = {
  temperature: string
  province: string
  city: string
  district: string
  address: string
  /** '是' / '否'. */
  visited: string
  riskProvince: string
  riskCity: string
  riskAreaId: string
}

/** A new check-in: where the staff member was at the newest one. */
export const newCheckIn = (latest: CheckIn | null): CheckInFormValues => ({
  temperature: '',
  province: latest?.location.province ?? '',
  city: latest?.location.city ?? '',
  district: latest?.location.district ?? '',
  address: latest?.location.address ?? '',
  visited: '否',
  riskProvince: '',
  riskCity: '',
  riskAreaId: '',
})

/** A recorded check-in as the form's values (修改打卡); a declared area no longer listed is picked again. */
export const fromCheckIn = (c: CheckIn): CheckInFormValues => ({
  ...newCheckIn(c),
  temperature: String(c.temperature),
  visited: c.visitedRiskArea ? '是' : '否',
  riskProvince: c.riskArea?.id ? c.riskArea.province : '',
  riskCity: c.riskArea?.id ? c.riskArea.city : '',
  riskAreaId: c.riskArea?.id ?? '',
})

const { temperature, place, address } = HEALTH_LIMITS
const placeRule = (name: string, what: string): Rule => ({ name, checkType: 'string', checkRule: `1,${place.max}`, emptyMsg: `请输入所在${what}`, errorMsg: place.msg })

export function checkInRules(v: CheckInFormValues): readonly Rule[] {
  const rules: Rule[] = [
    { name: 'temperature', checkType: 'reg', checkRule: /^\d{2}(\.\d)?$/, emptyMsg: '请输入体温', errorMsg: temperature.msg },
    { name: 'temperature', checkType: 'betweenF', checkRule: `${temperature.min},${temperature.max}`, errorMsg: temperature.msg },
    placeRule('province', '省份'),
    placeRule('city', '城市'),
    placeRule('district', '区县'),
  ]
  if (v.address.trim()) rules.push({ name: 'address', checkType: 'string', checkRule: `1,${address.max}`, errorMsg: address.msg })
  if (v.visited === '是') rules.push({ name: 'riskAreaId', checkType: 'notnull', errorMsg: '请选择到访的风险地区' })
  return rules
}

/** The first required question left unanswered, in the server's words. */
export function unanswered(questions: readonly HealthQuestion[], answers: Readonly<Record<string, string>>): string | null {
  const q = questions.find((x) => x.required && !answers[x.id]?.trim())
  return q ? `请回答：${q.title}` : null
}

export function toPayload(v: CheckInFormValues, symptoms: readonly HealthSymptom[], answers: Readonly<Record<string, string>>): CheckInPayload {
  const visited = v.visited === '是'
  const addr = v.address.trim()
  return {
    temperature: Number(v.temperature),
    symptoms: [...symptoms],
    location: { province: v.province.trim(), city: v.city.trim(), district: v.district.trim(), ...(addr ? { address: addr } : {}) },
    visitedRiskArea: visited,
    ...(visited ? { riskAreaId: v.riskAreaId } : {}),
    answers: Object.entries(answers)
      .filter(([, value]) => value.trim())
      .map(([questionId, value]) => ({ questionId, value: value.trim() })),
  }
}
