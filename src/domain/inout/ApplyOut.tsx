/**
 * Apply for a vehicle to leave (.../inout/applyOut): choose the entry (a vehicle inside; given by
 * `recordId`), the goods taken out, see the parking fee so far (getCurrentParkingFee), choose to
 * pay now (立即支付: the exit screen pays it) or at the gate, and submit. With `id`, a refused
 * application is corrected and sent again (outmarketApplicationAgain).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import type { InmarketGoods, OutmarketDetail } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { TextareaField } from '@/components/TextareaField'
import { applyOutValues, checkItems, fieldKeys, PAY_MODE_OPTIONS, toItems, type ApplyOutValues } from './form'
import { parkingRows } from './ParkingSection'
import { inoutRoute, type Merchant } from './routes'
import './inout.scss'

function GoodsOut({ goods, values, set }: { goods: readonly InmarketGoods[]; values: ApplyOutValues; set: (key: string) => (v: string) => void }) {
  if (!goods.length) return <Text className="inout-empty">该车辆无进场货品，将空车出场</Text>
  return (
    <>
      {goods.map((g) => (
        <View key={g.id} className="inout-goods" data-testid="out-goods">
          <Text className="inout-goods__name">{`${g.productName}（进场 ${g.quantity}${g.unit} / ${g.weight}kg）`}</Text>
          <FormField label="出场数量" name={fieldKeys.qty(g.id)} type="digit" value={values[fieldKeys.qty(g.id)] ?? ''} onChange={set(fieldKeys.qty(g.id))} placeholder={`不带出请留空，最多${g.quantity}`} />
          <FormField label="出场重量(kg)" name={fieldKeys.weight(g.id)} type="digit" value={values[fieldKeys.weight(g.id)] ?? ''} onChange={set(fieldKeys.weight(g.id))} placeholder="请输入重量" />
        </View>
      ))}
    </>
  )
}

function Form({ role, recordId, previous, onRecord }: { role: Merchant; recordId: string; previous: OutmarketDetail | null; onRecord: (id: string) => void }) {
  const { values, set, submit, busy } = useForm<ApplyOutValues>(applyOutValues(previous ?? undefined))
  const inside = useAsyncData(() => gateApi.inmarketPage({ inside: true, current: 1, size: 50 }), [], { refreshOn: [gate.inmarketMain] })
  const entry = useAsyncData(() => gateApi.inmarketDetail(recordId), [recordId], { enabled: Boolean(recordId) })
  const plate = entry.data?.plateNumber ?? ''
  const fee = useAsyncData(() => gateApi.parkingFee(plate), [plate], { enabled: Boolean(plate) })
  const options = (inside.data?.records ?? []).map((s) => ({ value: s.id, label: s.plateNumber }))
  if (previous && !options.some((o) => o.value === previous.recordId)) options.unshift({ value: previous.recordId, label: previous.plateNumber })
  const goods = entry.data?.items ?? []

  const send = () =>
    submit(async (action) => {
      if (!recordId) return alertModal('请选择出场车辆')
      const refused = checkItems(values, goods)
      if (refused) return alertModal(refused)
      const body = { items: toItems(values, goods), payMode: values.payMode, ...(values.remark.trim() ? { remark: values.remark.trim() } : {}) }
      const r = previous
        ? await mutate(gate.outmarketMain.outmarketApplicationAgain, { id: previous.id, ...body }, { back: false, successText: '已重新提交', ...action })
        : await mutate(gate.outmarketMain.outmarketApplication, { recordId, ...body }, { back: false, successText: '提交成功', ...action })
      if (r.ok) await go(inoutRoute.exit(role), { id: r.result.id }, { replace: true })
      return r
    })

  return (
    <Page loading={inside.loading} error={inside.error} empty={!options.length} emptyText="暂无在场车辆，无需申请出场" onRetry={() => void inside.reload()}>
      <FormGroup title="出场车辆">
        <PickerField label="车牌号" name="recordId" required value={recordId} options={options} onChange={onRecord} placeholder="请选择在场车辆" disabled={Boolean(previous)} />
      </FormGroup>
      {fee.data && <DetailSection title="当前停车费" rows={parkingRows(fee.data)} />}
      {entry.data && (
        <FormGroup title="出场货品">
          <GoodsOut goods={goods} values={values} set={set} />
        </FormGroup>
      )}
      <FormGroup title="缴费与备注">
        <PickerField label="缴费方式" name="payMode" required value={values.payMode} options={PAY_MODE_OPTIONS} onChange={set('payMode')} />
        <TextareaField label="备注" name="remark" value={values.remark} onChange={set('remark')} placeholder="选填" maxLength={200} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" block loading={busy} disabled={busy} onClick={() => void send()}>
          {previous ? '重新提交' : '提交申请'}
        </Button>
      </ActionBar>
    </Page>
  )
}

export function ApplyOut({ role, recordId: given, id }: { role: Merchant; recordId: string; id: string }) {
  const [recordId, setRecordId] = useState(given)
  const previous = useAsyncData(() => gateApi.outmarketDetail(id), [id], { enabled: Boolean(id) })
  const p = previous.data
  if (id && !p) return <Page loading={previous.loading} error={previous.error} onRetry={() => void previous.reload()} />
  return p ? <Form key={p.id} role={role} recordId={p.recordId} previous={p} onRecord={setRecordId} /> : <Form role={role} recordId={recordId} previous={null} onRecord={setRecordId} />
}
