/**
 * A vehicle in the market, for the office (在场车辆): whose it is, the vehicle, its goods, weights
 * and parking; 过磅 records the gate scale's gross and tare weights (kg, 2 decimals); 放行出场 lets
 * it out collecting exactly what is due (a merchant's vehicle needs its exit application approved:
 * the server says so).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { STAY_KIND_LABELS } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { validate } from '@/core/validate'
import { money } from '@/core/format'
import { ParkingSection } from '@/domain/inout/ParkingSection'
import { StaySections } from '@/domain/inout/StayView'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const WEIGHT = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/
const WEIGH_RULES = [
  { name: 'grossWeight', checkType: 'reg', checkRule: WEIGHT, emptyMsg: '请输入毛重', errorMsg: '毛重需为数字，最多2位小数' },
  { name: 'tareWeight', checkType: 'reg', checkRule: WEIGHT, emptyMsg: '请输入皮重', errorMsg: '皮重需为数字，最多2位小数' },
] as const

const REFRESH = [gate.inmarketMain, market.outmarket] as const

function WeighForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { values, set, submit, busy } = useForm({ grossWeight: '', tareWeight: '' })
  const send = () =>
    submit(async (action) => {
      if (!validate(values, WEIGH_RULES)) return
      const r = await mutate(market.inmarket.weigh, { id, grossWeight: Number(values.grossWeight), tareWeight: Number(values.tareWeight) }, { back: false, successText: '过磅完成', refresh: REFRESH, ...action })
      if (r.ok) onDone()
      return r
    })
  return (
    <>
      <FormGroup title="过磅">
        <FormField label="毛重(kg)" name="grossWeight" type="digit" required value={values.grossWeight} onChange={set('grossWeight')} placeholder="车辆与货物总重" />
        <FormField label="皮重(kg)" name="tareWeight" type="digit" required value={values.tareWeight} onChange={set('tareWeight')} placeholder="空车重量" />
      </FormGroup>
      <ActionBar>
        <Button type="default" onClick={onDone}>
          取消
        </Button>
        <Button type="primary" loading={busy} disabled={busy} onClick={() => void send()}>
          确认过磅
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function OfficeStayDetail() {
  const { id } = useRouteParams('officeStayDetail')
  const detail = useAsyncData(() => marketApi.stayDetail(id), [id], { refreshOn: [market.inmarket] })
  const [weighing, setWeighing] = useState(false)
  const d = detail.data
  const due = d?.parking.dueFen ?? 0
  const exit = useConfirmAction(due > 0 ? `请收取停车费${money(due)}，确认放行出场吗？` : '确认放行该车辆出场吗？', (action) =>
    mutate(market.inmarket.exit, { id, collectedFen: due }, { back: false, successText: '已放行', refresh: REFRESH, ...action }),
  )
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetailSection title="归属" rows={[{ label: '车辆归属', value: STAY_KIND_LABELS[d.kind] }, { label: '商户', value: d.customerName, hidden: !d.customerName }]} />
          <StaySections d={d} />
          <ParkingSection parking={d.parking} />
          {!d.exitTime && weighing && <WeighForm id={id} onDone={() => setWeighing(false)} />}
          {!d.exitTime && !weighing && (
            <ActionBar>
              <Button type="default" onClick={() => setWeighing(true)}>
                {d.weighedAt ? '重新过磅' : '过磅'}
              </Button>
              <Button type="primary" loading={exit.busy} disabled={exit.busy} onClick={() => void exit.run()}>
                放行出场
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
