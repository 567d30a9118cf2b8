/**
 * The daily check-in form, shared by 今日打卡 (healthCheckAdd) and 修改打卡 (healthCheckUpdate):
 * temperature, symptoms, where the staff member is, a declared risk-area visit with the area
 * picked province -> city -> area from the risk list, and the questionnaire. Checked with the
 * domain's rules, then one save (a second save of the day updates the day's check-in).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { HEALTH_LIMITS, HEALTH_SYMPTOMS, RISK_LEVEL_LABELS, YES_NO, type CheckIn, type HealthQuestion, type HealthSymptom } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { validate } from '@/core/validate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { PickerField } from '@/components/PickerField'
import { Pressable } from '@/components/Pressable'
import { checkInRules, toPayload, unanswered, type CheckInFormValues } from './form'
import './health.scss'

const YES_NO_OPTIONS = YES_NO.map((v) => ({ value: v, label: v }))
const asOptions = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }))

function RiskAreaPicker({ values, set }: { values: CheckInFormValues; set: (k: keyof CheckInFormValues) => (v: string) => void }) {
  const provinces = useAsyncData(() => customeApi.health.riskProvinces(), [])
  const cities = useAsyncData(() => (values.riskProvince ? customeApi.health.riskCities(values.riskProvince) : Promise.resolve([])), [values.riskProvince])
  const areas = useAsyncData(() => (values.riskCity ? customeApi.health.riskAreas(values.riskProvince, values.riskCity) : Promise.resolve([])), [values.riskProvince, values.riskCity])
  const pick = (k: 'riskProvince' | 'riskCity') => (v: string) => {
    set(k)(v)
    if (k === 'riskProvince') set('riskCity')('')
    set('riskAreaId')('')
  }
  return (
    <>
      <PickerField label="省份" name="riskProvince" required value={values.riskProvince} options={asOptions(provinces.data ?? [])} onChange={pick('riskProvince')} />
      <PickerField label="城市" name="riskCity" required value={values.riskCity} options={asOptions(cities.data ?? [])} onChange={pick('riskCity')} disabled={!values.riskProvince} />
      <PickerField
        label="地区"
        name="riskAreaId"
        required
        value={values.riskAreaId}
        options={(areas.data ?? []).map((a) => ({ value: a.id, label: `${a.district}（${RISK_LEVEL_LABELS[a.level]}）` }))}
        onChange={set('riskAreaId')}
        disabled={!values.riskCity}
      />
    </>
  )
}

function Question({ q, value, onChange }: { q: HealthQuestion; value: string; onChange: (v: string) => void }) {
  if (q.kind === 'text') return <FormField label={q.title} name={`q-${q.id}`} required={q.required} value={value} onChange={onChange} maxLength={HEALTH_LIMITS.answer.max} />
  return <PickerField label={q.title} name={`q-${q.id}`} required={q.required} value={value} options={asOptions(q.options)} onChange={onChange} />
}

export interface CheckInFormProps {
  /** The form's starting values (newCheckIn or fromCheckIn). */
  initial: CheckInFormValues
  /** The check-in whose symptoms and answers the form starts with (today's), if any. */
  from: CheckIn | null
  questions: readonly HealthQuestion[]
  /** The submit button's text. */
  action: string
}

export function CheckInForm({ initial, from, questions, action }: CheckInFormProps) {
  const { values, set, busy, submit } = useForm<CheckInFormValues>(initial)
  const [symptoms, setSymptoms] = useState<HealthSymptom[]>(from?.symptoms ?? [])
  const [answers, setAnswers] = useState<Record<string, string>>(() => Object.fromEntries((from?.answers ?? []).map((a) => [a.questionId, a.value])))
  const toggle = (s: HealthSymptom) => setSymptoms((xs) => (xs.includes(s) ? xs.filter((x) => x !== s) : [...xs, s]))

  function send() {
    if (!validate(values, checkInRules(values))) return
    const missing = unanswered(questions, answers)
    if (missing) return void alertModal(missing)
    void submit((a) => mutate(custome.riskAreaSituationVal.saveClockRecord, toPayload(values, symptoms, answers), { successText: '打卡成功', fallback: 'staffHealthCheck', ...a }))
  }

  return (
    <>
      <FormGroup title="身体状况">
        <FormField label="体温(℃)" name="temperature" type="digit" required value={values.temperature} onChange={set('temperature')} placeholder="如 36.5" maxLength={4} />
        <View className="health-symptoms">
          <Text className="health-symptoms__label">症状（可多选）</Text>
          {HEALTH_SYMPTOMS.map((s) => (
            <Pressable key={s} className={`health-chip ${symptoms.includes(s) ? 'health-chip--on' : ''}`} pressed={symptoms.includes(s)} onPress={() => toggle(s)}>
              <Text>{s}</Text>
            </Pressable>
          ))}
        </View>
      </FormGroup>
      <FormGroup title="当前所在地">
        <FormField label="省份" name="province" required value={values.province} onChange={set('province')} maxLength={HEALTH_LIMITS.place.max} />
        <FormField label="城市" name="city" required value={values.city} onChange={set('city')} maxLength={HEALTH_LIMITS.place.max} />
        <FormField label="区县" name="district" required value={values.district} onChange={set('district')} maxLength={HEALTH_LIMITS.place.max} />
        <FormField label="详细地址" name="address" value={values.address} onChange={set('address')} placeholder="选填" maxLength={HEALTH_LIMITS.address.max} />
      </FormGroup>
      <FormGroup title="14天内是否到访风险地区">
        <PickerField label="是否到访" name="visited" required value={values.visited} options={YES_NO_OPTIONS} onChange={set('visited')} />
        {values.visited === '是' && <RiskAreaPicker values={values} set={set} />}
      </FormGroup>
      {questions.length > 0 && (
        <FormGroup title="健康问卷">
          {questions.map((q) => (
            <Question key={q.id} q={q} value={answers[q.id] ?? ''} onChange={(v) => setAnswers((x) => ({ ...x, [q.id]: v }))} />
          ))}
        </FormGroup>
      )}
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          {action}
        </Button>
      </ActionBar>
    </>
  )
}
