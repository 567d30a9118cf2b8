/**
 * Traceability query (/suyuan/index, optional ?code=, public): an order line's trace code (from
 * its QR code, or typed) answers only what is public: the product and its origin, the day it was
 * sold and where, the shop (booths and rating), the stock batch, the day its goods entered the
 * market and their inspection when there is one, as a timeline (origin, entry, inspection, sale),
 * with the code's QR code for a buyer's own resale label. Typing or scanning a code (a bare code or
 * a trace link) looks it up.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { DETECTION_RESULT_LABELS, type TraceInfo } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { date, dateTime } from '@/core/format'
import { openAttachment } from '@/core/wechat/attachment'
import { RatingLine } from '@/domain/evaluation/RatingSummary'
import { traceLink } from '@/domain/order/trace'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { CodeLookup } from '@/components/CodeLookup'
import { Page } from '@/components/Page'
import { QrCode } from '@/components/QrCode'
import { screen } from '@/components/Screen'
import { Timeline, type TimelineStep } from '@/components/Timeline'
import './index.scss'

/** A trace code: 'T' and 15 upper-case letters or digits (base32). */
const TRACE_CODE = /^T[A-Z0-9]{15}$/

/** The code in what was scanned or typed: a bare code, or a link carrying `code=`. */
export function traceCodeOf(text: string): string | null {
  const t = text.trim()
  const fromLink = /[?&]code=([^&#]+)/.exec(t)?.[1]
  const code = decodeURIComponent(fromLink ?? t).trim().toUpperCase()
  return TRACE_CODE.test(code) ? code : null
}

/** The goods' way, as a timeline: origin, entry at the gate, inspection, sale (day and market only). */
export function traceSteps(t: TraceInfo): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: 'origin', title: `产地：${t.origin ?? '暂无产地信息'}` }]
  steps.push(t.entry ? { key: 'entry', title: '进场', time: date(t.entry.entryDate), remark: t.batch ? `入库批次 ${t.batch.batchNo}` : null } : { key: 'entry', title: '进场：暂无进场记录' })
  if (t.inspection)
    steps.push({
      key: 'inspection',
      title: `检测${DETECTION_RESULT_LABELS[t.inspection.result]}`,
      time: dateTime(t.inspection.testedAt),
      remark: t.inspection.items.map((i) => `${i.itemName}：${DETECTION_RESULT_LABELS[i.result]}`).join('；'),
    })
  steps.push({ key: 'sale', title: `销售于${t.marketName}`, time: date(t.saleDate) })
  return steps
}

function TraceView({ t }: { t: TraceInfo }) {
  const report = t.inspection?.reportUrl
  return (
    <>
      <DetailSection
        title={t.productName}
        rows={[
          { label: '溯源码', value: t.traceCode, copyable: true },
          { label: '规格', value: t.skuName, hidden: !t.skuName || t.skuName === t.productName },
          { label: '品类', value: t.categoryName },
          { label: '产地', value: t.origin ?? '—' },
          { label: '检测结果', value: t.inspection ? DETECTION_RESULT_LABELS[t.inspection.result] : '暂无检测信息' },
          { label: '销售日期', value: date(t.saleDate) },
          { label: '销售市场', value: t.marketName },
        ]}
      />
      <DetailSection title="溯源链">
        <Timeline steps={traceSteps(t)} testId="trace-step" />
        {report && (
          <Button type="primary" fill="outline" size="small" onClick={() => void openAttachment({ name: `检测报告-${t.inspection?.detectionNo}.pdf`, url: report })}>
            查看检测报告
          </Button>
        )}
      </DetailSection>
      <DetailSection
        title="销售商户"
        rows={[
          { label: '商户', value: t.supplier.name },
          { label: '摊位', value: t.supplier.boothCodes.join('、') },
          { label: '商户评分', value: <RatingLine rating={t.supplier.rating} /> },
        ]}
      />
      <DetailSection
        title="批次信息"
        rows={
          t.batch
            ? [
                { label: '批次号', value: t.batch.batchNo },
                { label: '入库日期', value: date(t.batch.entryDate) },
                { label: '保质期', value: `${t.batch.shelfLifeDays}天` },
                { label: '到期日期', value: date(t.batch.expiryDate) },
              ]
            : [{ label: '批次', value: '暂无批次信息' }]
        }
      />
      <DetailSection title="溯源二维码">
        <QrCode value={traceLink(t.traceCode)} label={`${t.productName}溯源二维码`} caption="可打印在转售标签上，扫码查看溯源信息" />
      </DetailSection>
    </>
  )
}

export default screen(function SuyuanIndex() {
  const params = useRouteParams('suyuanIndex')
  const [code, setCode] = useState(() => (params.code ? traceCodeOf(params.code) ?? params.code : ''))
  const trace = useAsyncData(() => settleApi.trace(code), [code], { enabled: Boolean(code) })
  return (
    <>
      <CodeLookup
        title="查询溯源码"
        label="溯源码"
        name="traceCode"
        placeholder="请输入16位溯源码，如T开头"
        maxLength={200}
        parse={traceCodeOf}
        invalid="溯源码格式不正确，请核对后重试"
        onCode={setCode}
      />
      {code && (
        <Page loading={trace.loading} error={trace.error} onRetry={() => void trace.reload()}>
          {trace.data && <TraceView t={trace.data} />}
        </Page>
      )}
    </>
  )
})
