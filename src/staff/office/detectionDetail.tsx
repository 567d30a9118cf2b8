/**
 * An inspection for the lab (检测管理): the request, then every item's result at once (合格 / 不合格
 * and the measured value, up to 50 characters) while it waits; once tested, its results and the
 * report (generated from the results), which the lab may replace with its own signed PDF
 * (上传检测报告: a file of at most 10 MB, checked by the server to be a plain PDF).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { GATE_LIMITS, GATE_MESSAGES } from '@/contract/limits'
import { DETECTION_RESULT_LABELS, DETECTION_RESULTS, type DetectionResult, type OfficeDetectionDetail } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { alertModal } from '@/core/dialog'
import { openAttachment } from '@/core/wechat/attachment'
import { chooseDocument } from '@/core/wechat/document'
import { Chip } from '@/domain/detection/Chip'
import { DetectionSections } from '@/domain/detection/DetectionSections'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const VALUE_MAX = 50
type Results = Readonly<Record<string, { result?: DetectionResult; value: string }>>

function ResultsForm({ d }: { d: OfficeDetectionDetail }) {
  const [results, setResults] = useState<Results>({})
  const { busy, run: submit, renew: changed } = useAction()
  const lines = d.products.flatMap((p) => p.items.map((i) => ({ ...i, productName: p.productName })))
  const set = (id: string, patch: Partial<Results[string]>) => {
    changed()
    setResults((r) => ({ ...r, [id]: { ...(r[id] ?? { value: '' }), ...patch } }))
  }
  const send = () =>
    submit(async (action) => {
      const missing = lines.find((l) => !results[l.id]?.result)
      if (missing) return alertModal(`请录入「${missing.productName}」${missing.itemName}的检测结果`)
      const payload = lines.map((l) => ({ id: l.id, result: results[l.id]!.result!, ...(results[l.id]!.value.trim() ? { value: results[l.id]!.value.trim() } : {}) }))
      return mutate(market.detection.recordResult, { id: d.id, results: payload }, { back: false, successText: '检测结果已录入', refresh: [gate.detectionMain], ...action })
    })
  return (
    <>
      <DetailSection title="录入检测结果">
        {lines.map((l) => (
          <View key={l.id} className="detection-item" data-testid="result-line">
            <View className="detection-item__main">
              <Text>{`${l.productName} · ${l.itemName}`}</Text>
              <View className="detection-check">
                {DETECTION_RESULTS.map((r) => (
                  <Chip key={r} label={DETECTION_RESULT_LABELS[r]} on={results[l.id]?.result === r} onToggle={() => set(l.id, { result: r })} />
                ))}
              </View>
              <FormField label="检测值" name={`value-${l.id}`} value={results[l.id]?.value ?? ''} onChange={(v) => set(l.id, { value: v })} placeholder="选填，如 抑制率 12%" maxLength={VALUE_MAX} />
            </View>
          </View>
        ))}
      </DetailSection>
      <ActionBar>
        <Button type="primary" block loading={busy} disabled={busy} onClick={() => void send()}>
          提交检测结果
        </Button>
      </ActionBar>
    </>
  )
}

/** 上传检测报告: choose the lab's PDF, upload it, put it in place of the generated report. */
function ReportUploadButton({ d }: { d: OfficeDetectionDetail }) {
  const { busy, run } = useAction()
  const upload = () =>
    run(async (action) => {
      const file = await chooseDocument(['pdf'])
      if (!file) return
      if (!/\.pdf$/i.test(file.name)) return alertModal(GATE_MESSAGES.reportNotPdf)
      if (file.size > GATE_LIMITS.reportBytes) return alertModal(GATE_MESSAGES.reportTooLarge)
      const reportUrl = await marketApi.reportUpload(file.path)
      return mutate(market.detection.attachReport, { id: d.id, reportUrl }, { back: false, successText: '检测报告已上传', refresh: [market.detection, gate.detectionMain], ...action })
    })
  return (
    <Button block loading={busy} disabled={busy} onClick={() => void upload()}>
      上传检测报告
    </Button>
  )
}

export default screen(function OfficeDetectionDetail() {
  const { id } = useRouteParams('officeDetectionDetail')
  const detail = useAsyncData(() => marketApi.detectionDetail(id), [id], { refreshOn: [market.detection] })
  const d = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetectionSections d={d} owner={d.customerName} />
          {d.status === 'submitted' && <ResultsForm key={d.id} d={d} />}
          {d.status === 'tested' && (
            <ActionBar>
              {d.reportUrl && (
                <Button type="primary" block onClick={() => void openAttachment({ name: `检测报告-${d.detectionNo}.pdf`, url: d.reportUrl as string })}>
                  查看检测报告
                </Button>
              )}
              <ReportUploadButton d={d} />
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
