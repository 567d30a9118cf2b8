/**
 * Loss reports (/supplier/inventory/breakage, ?batchId= to start one for a batch): the shop's
 * reports by state (待审核 / 已通过 / 已驳回); 新建报损 opens the form: a reason, the batches lost
 * (each at most its stock: '报损数量不能超过库存'), a remark and photos. A pending report can be
 * changed (修改) and deleted, a rejected one deleted; the market approves or rejects them.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { TRADE_LIMITS, type LossReportItem } from '@/contract/types'
import { warehouse } from '@/contract/warehouse'
import { mutate } from '@/api/mutate'
import { warehouseApi } from '@/api/warehouse'
import { validate } from '@/core/validate'
import type { UserAction } from '@/core/request'
import { qtyText } from '@/domain/sku/quantity'
import { batchChoices, fromReport, lossRules, newLoss, toLossPayload, unavailableBatchText, type BatchChoice, type LossFormValues } from '@/domain/stock/lossForm'
import { LossReportCard } from '@/domain/stock/LossReportCard'
import { batchMark, isLossDeletable, isLossEditable, LOSS_REASON_OPTIONS, LOSS_TABS, type LossFilter } from '@/domain/stock/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useDictionary } from '@/stores/dictionary'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { ConfirmButton } from '@/components/ConfirmButton'
import { FilterTabs } from '@/components/FilterTabs'
import { FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { PagedList } from '@/components/PagedList'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { RowActions } from '@/components/RowActions'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import { Pressable } from '@/components/Pressable'
import '@/domain/stock/stock.scss'

const REPORTS = [warehouse.supLossReportApplyMain]

function LossForm({
  initial,
  editing,
  batches,
  unavailable,
  onDone,
}: {
  initial: LossFormValues
  editing: LossReportItem | null
  batches: Map<string, BatchChoice>
  /** What a line says whose batch cannot be chosen. */
  unavailable: (batchId: string) => string
  onDone: () => void
}) {
  const [v, setV] = useState(initial)
  const label = useDictionary((s) => s.label)
  const patch = (p: Partial<LossFormValues>) => setV((cur) => ({ ...cur, ...p }))
  const setQty = (batchId: string, quantity: string) => setV((cur) => ({ ...cur, lines: cur.lines.map((l) => (l.batchId === batchId ? { ...l, quantity } : l)) }))
  const remove = (batchId: string) => setV((cur) => ({ ...cur, lines: cur.lines.filter((l) => l.batchId !== batchId) }))
  const addable = [...batches.values()]
    .filter((c) => !v.lines.some((l) => l.batchId === c.batch.id))
    .map((c) => ({ value: c.batch.id, label: `${c.skuName} ${c.batch.batchNo}（库存${qtyText(c.batch.quantity, label('unit', c.unit))}）` }))

  async function submit(action: UserAction) {
    if (!validate({ ...v, remark: v.remark.trim() }, lossRules(batches))) return
    const payload = toLossPayload(v)
    const options = { back: false, refresh: [warehouse.supStockMain], ...action }
    const done = editing
      ? await mutate(warehouse.supLossReportApplyMain.updateLossReportOrder, { ...payload, id: editing.id }, { successText: '修改成功', ...options })
      : await mutate(warehouse.supLossReportApplyMain.createLossReportOrder, payload, { successText: '提交成功', ...options })
    if (done.ok) onDone()
    return done
  }

  return (
    <>
      <FormGroup title="报损信息">
        <PickerField label="报损原因" name="reasonType" required value={v.reasonType} options={LOSS_REASON_OPTIONS} onChange={(reasonType) => patch({ reasonType: reasonType as LossFormValues['reasonType'] })} />
      </FormGroup>
      <FormGroup title={`报损批次（${v.lines.length}/${TRADE_LIMITS.lossLines}）`}>
        <View className="loss-lines">
          {v.lines.map((l) => {
            const c = batches.get(l.batchId)
            const unit = c ? label('unit', c.unit) : ''
            const mark = c ? batchMark(c.batch) : null
            return (
              <View key={l.batchId} className="loss-line" data-testid="loss-line">
                <View className="loss-line__what">
                  <Text>{c ? `${c.skuName} ${c.batch.batchNo}` : unavailable(l.batchId)}</Text>
                  <Text className="loss-line__stock">
                    {c ? `库存 ${qtyText(c.batch.quantity, unit)}` : ''}
                    {mark ? ` · ${mark.text}` : ''}
                  </Text>
                </View>
                <View className="loss-line__qty app-field__input">
                  <Input name={`qty-${l.batchId}`} type="digit" value={l.quantity} placeholder={`数量${unit ? `(${unit})` : ''}`} maxLength={10} onChange={(q) => setQty(l.batchId, q)} />
                </View>
                <Pressable className="loss-line__remove" onPress={() => remove(l.batchId)}>
                  移除
                </Pressable>
              </View>
            )
          })}
        </View>
        {v.lines.length < TRADE_LIMITS.lossLines && (
          <PickerField
            label="添加批次"
            name="addBatch"
            value=""
            options={addable}
            placeholder={addable.length ? '请选择批次' : '没有可选的批次'}
            disabled={!addable.length}
            onChange={(batchId) => setV((cur) => ({ ...cur, lines: [...cur.lines, { batchId, quantity: '' }] }))}
          />
        )}
      </FormGroup>
      <FormGroup title="备注与照片">
        <TextareaField label="备注" name="remark" value={v.remark} onChange={(remark) => patch({ remark })} placeholder="选填，如破损情况" maxLength={TRADE_LIMITS.remark} />
        <ImageUploader value={v.images} onChange={(images) => patch({ images })} max={TRADE_LIMITS.images} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" fill="outline" onClick={onDone}>
          取消
        </Button>
        <AsyncButton onClick={submit}>{editing ? '保存修改' : '提交报损'}</AsyncButton>
      </ActionBar>
    </>
  )
}

/** The form's batches: the shop's batches with stock (loaded when the form opens). */
function LossFormScreen({ initial, editing, onDone }: { initial: LossFormValues; editing: LossReportItem | null; onDone: () => void }) {
  const stock = useAsyncData(() => warehouseApi.allStock(), [], { refreshOn: [warehouse.supStockMain] })
  return (
    <Page title={editing ? '修改报损单' : '新建报损'} loading={stock.loading} error={stock.error} onRetry={() => void stock.reload()}>
      {stock.data && <LossForm initial={initial} editing={editing} batches={batchChoices(stock.data)} unavailable={(id) => unavailableBatchText(id, stock.data ?? [])} onDone={onDone} />}
    </Page>
  )
}

function Reports({ onCreate, onEdit }: { onCreate: () => void; onEdit: (r: LossReportItem) => void }) {
  const [status, setStatus] = useState<LossFilter>('all')
  const list = usePagedList((q) => warehouseApi.lossReportPage(status === 'all' ? q : { ...q, status }), [status], { refreshOn: REPORTS })
  return (
    <>
      <FilterTabs tabs={LOSS_TABS} value={status} onChange={setStatus} />
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText="暂无报损单"
        renderItem={(r) => (
          <LossReportCard
            report={r}
            footer={
              isLossEditable(r) || isLossDeletable(r) ? (
                <RowActions>
                  {isLossDeletable(r) && (
                    <ConfirmButton
                      size="small"
                      message={`确定删除报损单${r.reportNo}吗？`}
                      onConfirm={(action) => mutate(warehouse.supLossReportApplyMain.deleteLossReportOrder, { id: r.id }, { successText: '删除成功', back: false, ...action })}
                    >
                      删除
                    </ConfirmButton>
                  )}
                  {isLossEditable(r) && (
                    <Button type="primary" size="small" fill="outline" onClick={() => onEdit(r)}>
                      修改
                    </Button>
                  )}
                </RowActions>
              ) : null
            }
          />
        )}
      />
      <ActionBar>
        <Button type="primary" onClick={onCreate}>
          新建报损
        </Button>
      </ActionBar>
    </>
  )
}

type Mode = { kind: 'list' } | { kind: 'form'; initial: LossFormValues; editing: LossReportItem | null }

export default screen(function SupplierBreakage() {
  const { batchId } = useRouteParams('supplierBreakage')
  const [mode, setMode] = useState<Mode>(() => (batchId ? { kind: 'form', initial: newLoss(batchId), editing: null } : { kind: 'list' }))
  if (mode.kind === 'form') return <LossFormScreen initial={mode.initial} editing={mode.editing} onDone={() => setMode({ kind: 'list' })} />
  return (
    <Reports
      onCreate={() => setMode({ kind: 'form', initial: newLoss(), editing: null })}
      onEdit={(r) => setMode({ kind: 'form', initial: fromReport(r), editing: r })}
    />
  )
})
