/**
 * 价格草稿 (market office, module 价格发布): a day's draft — per board product the minimum, average
 * and maximum price (from the day's paid order lines, or collected by hand), with its source, the
 * volume and the number of orders. While a draft: 修改 a row or add one collected at the stalls
 * (the form), import a CSV/XLSX (模板 to download; a file with a bad row is refused whole, each
 * error with its row number), and 发布 once. docs/trade.md, section 24.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { market } from '@/contract/market'
import { fenToPriceText } from '@/contract/money'
import { PRICE_ROW_SOURCE_LABELS, type PriceDraft, type PriceDraftRow, type PriceImportError } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { alertModal } from '@/core/dialog'
import { money } from '@/core/format'
import { openAttachment } from '@/core/wechat/attachment'
import { chooseDocument } from '@/core/wechat/document'
import { checkPriceRow, type PriceRowDraft } from '@/domain/pricePublish/form'
import { PRICE_DAY_STATUS } from '@/domain/pricePublish/status'
import { useAction } from '@/hooks/useAction'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { RowActions } from '@/components/RowActions'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const REFRESH = [market.pricePublish]
const emptyRow: PriceRowDraft = { productId: '', min: '', avg: '', max: '' }
const draftOf = (r: PriceDraftRow): PriceRowDraft => ({ productId: r.productId, min: fenToPriceText(r.minFen), avg: fenToPriceText(r.avgFen), max: fenToPriceText(r.maxFen) })

function RowForm({ d, start, onDone }: { d: PriceDraft; start: PriceRowDraft; onDone: () => void }) {
  const [row, setRow] = useState(start)
  const { busy, run, renew } = useAction()
  const set = (patch: Partial<PriceRowDraft>) => {
    renew()
    setRow((r) => ({ ...r, ...patch }))
  }
  const save = () =>
    run(async (action) => {
      const checked = checkPriceRow(row)
      if (typeof checked === 'string') return alertModal(checked)
      const res = await mutate(market.pricePublish.saveRow, { day: d.day, ...checked }, { back: false, successText: '已保存', refresh: REFRESH, ...action })
      if (res.ok) onDone()
    })
  const unit = d.products.find((p) => p.id === row.productId)?.unit
  return (
    <DetailSection title={start.productId ? '修改价格' : '添加手工采集价格'}>
      <PickerField label="品种" name="price-product" value={row.productId} disabled={Boolean(start.productId)} options={d.products.map((p) => ({ label: `${p.name}（${p.unit}）`, value: p.id }))} onChange={(productId) => set({ productId })} required />
      <FormField label={`最低价${unit ? `（元/${unit}）` : ''}`} name="price-min" type="digit" value={row.min} onChange={(min) => set({ min })} required />
      <FormField label="平均价" name="price-avg" type="digit" value={row.avg} onChange={(avg) => set({ avg })} required />
      <FormField label="最高价" name="price-max" type="digit" value={row.max} onChange={(max) => set({ max })} required />
      <RowActions>
        <Button size="small" onClick={onDone}>
          取消
        </Button>
        <Button size="small" type="primary" loading={busy} disabled={busy} onClick={() => void save()}>
          保存
        </Button>
      </RowActions>
    </DetailSection>
  )
}

function Import({ d }: { d: PriceDraft }) {
  const [errors, setErrors] = useState<PriceImportError[]>([])
  const template = useAction()
  const file = useAction()
  const download = () =>
    template.run(async () => {
      const { url } = await marketApi.price.template()
      await openAttachment({ name: '价格导入模板.xlsx', url })
    })
  const importFile = () =>
    file.run(async (action) => {
      const picked = await chooseDocument(['csv', 'xlsx'])
      if (!picked) return
      const fileUrl = await marketApi.price.upload(picked.path)
      const res = await mutate(market.pricePublish.importFile, { day: d.day, fileUrl }, { back: false, successText: false, refresh: REFRESH, ...action })
      if (!res.ok) return
      setErrors(res.result.errors)
      if (res.result.errors.length) return alertModal(`文件有${res.result.errors.length}行错误，未导入任何价格，请修改后重新导入`)
      return alertModal(`已导入${res.result.saved}个品种的价格`)
    })
  return (
    <DetailSection title="文件导入">
      <RowActions>
        <Button size="small" loading={template.busy} disabled={template.busy} onClick={() => void download()}>
          下载模板
        </Button>
        <Button size="small" type="primary" loading={file.busy} disabled={file.busy} onClick={() => void importFile()}>
          导入CSV/XLSX
        </Button>
      </RowActions>
      {errors.map((e) => (
        <View key={`${e.row}-${e.message}`} data-testid="import-error">
          <Text style={{ color: 'var(--app-error-text)' }}>{`第${e.row}行：${e.message}`}</Text>
        </View>
      ))}
    </DetailSection>
  )
}

function Rows({ d, onEdit }: { d: PriceDraft; onEdit?: (r: PriceDraftRow) => void }) {
  return (
    <>
      {d.rows.map((r) => (
        <ListCard
          key={r.productId}
          title={`${r.productName}（元/${r.unit}）`}
          extra={<Text>{money(r.avgFen)}</Text>}
          meta={[`最低 ${money(r.minFen)} · 最高 ${money(r.maxFen)}`, `${PRICE_ROW_SOURCE_LABELS[r.source]}${r.corrected ? '（已修正）' : ''}${r.source === 'trade' ? ` · ${r.sales}笔 · ${r.volume}${r.unit}` : ''}`]}
          footer={
            onEdit ? (
              <Button size="small" onClick={() => onEdit(r)}>
                修改
              </Button>
            ) : null
          }
        />
      ))}
    </>
  )
}

export default screen(function OfficePriceDay() {
  const { day } = useRouteParams('officePriceDay')
  const draft = useAsyncData(() => marketApi.price.open(day), [day], { refreshOn: REFRESH })
  const [editing, setEditing] = useState<PriceRowDraft | null>(null)
  const publish = useAction()
  const d = draft.data
  const isDraft = d?.status === 'draft'
  const send = () => publish.run((action) => mutate(market.pricePublish.publish, { day }, { back: false, successText: '已发布', refresh: REFRESH, ...action }))
  return (
    <Page loading={draft.loading} error={draft.error} onRetry={() => void draft.reload()}>
      {d && (
        <>
          <DetailSection title={d.day} extra={<StatusTag status={d.status} map={PRICE_DAY_STATUS} />}>
            <Text>{d.rows.length ? `${d.rows.length}个品种；由交易生成的品种需当日至少3笔已付款订单` : '当日没有可由交易生成的价格，可手工添加或导入'}</Text>
          </DetailSection>
          {isDraft && editing && <RowForm key={editing.productId || 'new'} d={d} start={editing} onDone={() => setEditing(null)} />}
          <Rows d={d} onEdit={isDraft ? (r) => setEditing(draftOf(r)) : undefined} />
          {isDraft && <Import d={d} />}
          {isDraft && (
            <ActionBar>
              <Button block onClick={() => setEditing(emptyRow)}>
                添加手工采集价格
              </Button>
              <Button type="primary" block loading={publish.busy} disabled={publish.busy || !d.rows.length} onClick={() => void send()}>
                发布
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
