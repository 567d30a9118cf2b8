/**
 * Ask for an inspection (/supplier/detection/create; `id`: edit a submitted one; `recordId`: the
 * entry chosen): the entry (one of the shop's gate entries), its products to test and, per product,
 * the items that apply to it (getDetectProAndItemByProIds; all chosen at first), a report voucher
 * the shop holds for them (getAvaliableDetectReportByCustomer), a remark.
 */
import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import type { DetectionDetail, DetectProductItems } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { date, dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { Chip } from '@/domain/detection/Chip'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

const NO_VOUCHER = ''
type Chosen = Readonly<Record<string, readonly string[]>>

/** Every product of the entry with all its items chosen, or the edited inspection's choice. */
const chosenOf = (previous: DetectionDetail | null): Chosen => Object.fromEntries((previous?.products ?? []).map((p) => [p.productId, p.items.map((i) => i.itemId)]))

function ProductChoice({ p, items, onChange }: { p: DetectProductItems; items: readonly string[] | undefined; onChange: (items: readonly string[] | undefined) => void }) {
  const on = items !== undefined
  const toggle = (id: string) => onChange(items?.includes(id) ? items.filter((x) => x !== id) : [...(items ?? []), id])
  return (
    <View data-testid="detect-product">
      <View className="detection-check">
        <Chip label={`${p.productName}（${p.categoryName}）`} on={on} onToggle={() => onChange(on ? undefined : p.items.map((i) => i.id))} />
      </View>
      {on && (
        <View className="detection-check">
          {p.items.map((i) => (
            <Chip key={i.id} label={i.name} on={items.includes(i.id)} onToggle={() => toggle(i.id)} />
          ))}
        </View>
      )}
    </View>
  )
}

function Form({ previous, given }: { previous: DetectionDetail | null; given: string }) {
  const [recordId, setRecordId] = useState(previous?.recordId ?? given)
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(previous))
  const [voucherId, setVoucherId] = useState(previous?.voucher?.id ?? NO_VOUCHER)
  const [remark, setRemark] = useState(previous?.remark ?? '')
  const { busy, run: submit, renew: changed } = useAction()
  const entries = useAsyncData(() => gateApi.inmarketPage({ current: 1, size: 50 }), [], { refreshOn: [gate.inmarketMain] })
  const entry = useAsyncData(() => gateApi.inmarketDetail(recordId), [recordId], { enabled: Boolean(recordId) })
  const productIds = useMemo(() => (entry.data?.items ?? []).map((g) => g.productId), [entry.data])
  const items = useAsyncData(() => gateApi.detectItems(productIds), [productIds], { enabled: productIds.length > 0 })
  const vouchers = useAsyncData(() => gateApi.detectVouchers(productIds), [productIds], { enabled: productIds.length > 0 })
  const edit = <T,>(set: (v: T) => void) => (v: T) => {
    changed()
    set(v)
  }
  const options = (entries.data?.records ?? []).map((e) => ({ value: e.id, label: `${e.plateNumber} ${date(e.entryTime)}` }))
  const voucherOptions = [{ value: NO_VOUCHER, label: '不使用' }, ...(vouchers.data ?? []).map((v) => ({ value: v.id, label: `${v.voucherTypeName} ${v.voucherNo}（${v.productNames.join('、')}，至${date(v.validTo)}）` }))]

  const send = () =>
    submit(async (action) => {
      const products = Object.entries(chosen).map(([productId, itemIds]) => ({ productId, itemIds: [...itemIds] }))
      if (!recordId) return alertModal('请选择进场记录')
      if (!products.length) return alertModal('请至少选择一种检测商品')
      const empty = products.find((p) => !p.itemIds.length)
      if (empty) return alertModal(`请为「${items.data?.find((x) => x.productId === empty.productId)?.productName ?? '商品'}」选择检测项目`)
      const body = { recordId, products, ...(voucherId ? { voucherId } : {}), ...(remark.trim() ? { remark: remark.trim() } : {}) }
      const r = previous
        ? await mutate(gate.detectionMain.updateDetection, { id: previous.id, ...body }, { back: false, successText: '已保存', ...action })
        : await mutate(gate.detectionMain.createDetection, body, { back: false, successText: '提交成功', ...action })
      if (r.ok) await go('supplierDetectionDetail', { id: r.result.id }, { replace: true })
      return r
    })

  return (
    <Page loading={entries.loading} error={entries.error} empty={!options.length} emptyText="暂无进场记录，车辆进场后可申请检测" onRetry={() => void entries.reload()}>
      <FormGroup title="进场记录">
        <PickerField
          label="进场车辆"
          name="recordId"
          required
          value={recordId}
          options={options}
          onChange={edit((v: string) => {
            setRecordId(v)
            setChosen({})
            setVoucherId(NO_VOUCHER)
          })}
          placeholder="请选择进场记录"
        />
      </FormGroup>
      {entry.data && (
        <FormGroup title={`检测商品（${dateTime(entry.data.entryTime)} 进场）`}>
          {(items.data ?? []).map((p) => (
            <ProductChoice
              key={p.productId}
              p={p}
              items={chosen[p.productId]}
              onChange={edit((v: readonly string[] | undefined) =>
                setChosen((c) => {
                  const { [p.productId]: _dropped, ...rest } = c
                  return v === undefined ? rest : { ...rest, [p.productId]: v }
                }),
              )}
            />
          ))}
        </FormGroup>
      )}
      <FormGroup title="凭证与备注">
        <PickerField label="检测凭证" name="voucherId" value={voucherId} options={voucherOptions} onChange={edit(setVoucherId)} />
        <TextareaField label="备注" name="remark" value={remark} onChange={edit(setRemark)} placeholder="选填" maxLength={200} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" block loading={busy} disabled={busy} onClick={() => void send()}>
          {previous ? '保存修改' : '提交检测申请'}
        </Button>
      </ActionBar>
    </Page>
  )
}

export default screen(function SupplierDetectionCreate() {
  const { id, recordId } = useRouteParams('supplierDetectionCreate')
  const previous = useAsyncData(() => gateApi.detectionDetail(id), [id], { enabled: Boolean(id) })
  if (id && !previous.data) return <Page loading={previous.loading} error={previous.error} onRetry={() => void previous.reload()} />
  return <Form key={previous.data?.id ?? 'new'} previous={previous.data ?? null} given={recordId} />
})
