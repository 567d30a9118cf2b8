/**
 * 抄表 (/maintainer/meter/create?meterId=): this period's reading of one meter. Shows the booth,
 * the holder, the last reading and the price; 计算费用 asks the server for the consumption and
 * the amount before saving (a reading below the last is refused in the server's words); a photo
 * of the meter is required. 换表 is its own case: the old meter's final reading, the new meter's
 * number and start reading. A meter already read this period shows that reading instead.
 * 摊位水电表 opens the booth's meters, arrears and readings.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { METER_LIMITS, METER_TYPE_LABELS, type MeterLastReading, type ReadingCalculation } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { calcPayload, createPayload, MODE_OPTIONS, newReading, readingProblem, readingRules, replacementPayload, type ReadingFormValues } from '@/domain/meter/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { CellLink } from '@/components/CellLink'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { errorText } from '@/components/States'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/repair/repair.scss'

function ReadingForm({ m }: { m: MeterLastReading }) {
  const { values, set, busy, submit } = useForm<ReadingFormValues>(newReading())
  const [photos, setPhotos] = useState<string[]>([])
  const [calc, setCalc] = useState<ReadingCalculation | string | null>(null)
  const edit = (k: keyof ReadingFormValues) => (v: string) => {
    setCalc(null)
    set(k)(v)
  }
  const replace = values.mode === 'replace'

  /** The form's own checks, then the refusal the server would give. */
  function checked(): boolean {
    if (!validate(values, readingRules(values))) return false
    const problem = readingProblem(values, m.lastReading)
    if (problem) void alertModal(problem)
    return !problem
  }

  async function calculate() {
    if (!checked()) return
    try {
      setCalc(await estateApi.calculate(calcPayload(m.meterId, values)))
    } catch (e) {
      setCalc(errorText(e, '计算失败，请重试'))
    }
  }

  function save() {
    if (!checked()) return
    if (photos.length === 0) return void alertModal('请拍摄表盘照片')
    const photo = photos[0]!
    void submit((action) =>
      replace
        ? mutate(estate.hydropowerReading.createRadingRcord, replacementPayload(m.meterId, values, photo), { successText: '抄表成功', fallback: 'maintainerMeterList', ...action })
        : mutate(estate.hydropowerReading.createReading, createPayload(m.meterId, values, photo), { successText: '抄表成功', fallback: 'maintainerMeterList', ...action }),
    )
  }

  return (
    <>
      <FormGroup title="本期读数">
        <PickerField label="抄表方式" name="mode" value={values.mode} options={MODE_OPTIONS} onChange={edit('mode')} />
        {replace && (
          <>
            <FormField label="旧表止码" name="oldFinalReading" type="digit" required value={values.oldFinalReading} onChange={edit('oldFinalReading')} maxLength={11} />
            <FormField label="新表号" name="newMeterNo" required value={values.newMeterNo} onChange={edit('newMeterNo')} maxLength={METER_LIMITS.meterNo.max} />
            <FormField label="新表起码" name="newStartReading" type="digit" required value={values.newStartReading} onChange={edit('newStartReading')} maxLength={11} />
          </>
        )}
        <FormField label="本次读数" name="reading" type="digit" required value={values.reading} onChange={edit('reading')} placeholder={`上次读数 ${m.lastReading}`} maxLength={11} />
        <TextareaField label="备注" name="remark" value={values.remark} onChange={set('remark')} placeholder="选填" maxLength={METER_LIMITS.remark.max} />
      </FormGroup>
      {calc !== null && (
        <DetailSection
          title="本期费用"
          rows={
            typeof calc === 'string'
              ? [{ label: '计算结果', value: <Text data-testid="reading-refused">{calc}</Text> }]
              : [
                  { label: '用量', value: `${calc.consumption}${calc.unit}` },
                  { label: '单价', value: `${money(calc.unitPriceFen)}/${calc.unit}` },
                  { label: '金额', value: <Text data-testid="reading-amount">{money(calc.amountFen)}</Text> },
                ]
          }
        />
      )}
      <FormGroup title="表盘照片">
        <ImageUploader value={photos} onChange={setPhotos} max={1} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" fill="outline" onClick={() => void calculate()}>
          计算费用
        </Button>
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          保存读数
        </Button>
      </ActionBar>
    </>
  )
}

function MeterHead({ m }: { m: MeterLastReading }) {
  return (
    <DetailSection
      title={`${m.assetName} · ${METER_TYPE_LABELS[m.meterType]}`}
      rows={[
        { label: '表号', value: m.meterNo },
        { label: '商户', value: m.customerName ?? '无商户' },
        { label: '抄表期间', value: m.period },
        { label: '上次读数', value: `${m.lastReading}${m.unit}${m.lastReadingTime ? `（${date(m.lastReadingTime)}）` : ''}` },
        { label: '单价', value: `${money(m.unitPriceFen)}/${m.unit}` },
      ]}
    />
  )
}

export default screen(function MaintainerMeterCreate() {
  const { meterId } = useRouteParams('maintainerMeterCreate')
  const last = useAsyncData(() => estateApi.lastReading(meterId), [meterId], { refreshOn: [estate.hydropowerReading] })
  const m = last.data
  const current = m?.current
  return (
    <Page loading={last.loading} error={last.error} onRetry={() => void last.reload()}>
      {m && (
        <>
          <MeterHead m={m} />
          <CellLink title="摊位水电表" value="欠费与抄表记录" onClick={() => void go('maintainerAssetMeters', { assetId: m.assetId })} />
        </>
      )}
      {current && (
        <DetailSection
          title="本期已抄表"
          rows={[
            { label: '本次读数', value: `${current.reading}${current.unit}` },
            { label: '用量', value: `${current.consumption}${current.unit}` },
            { label: '金额', value: money(current.amountFen) },
            { label: '抄表人', value: current.readerName },
          ]}
        />
      )}
      {m && !current && <ReadingForm m={m} />}
    </Page>
  )
})
