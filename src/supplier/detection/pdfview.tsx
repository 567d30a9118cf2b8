/**
 * The inspection's test report (/supplier/detection/pdfview): what it covers and the PDF (PdfView:
 * weapp downloads it and shows it with Taro.openDocument; H5 draws its pages in the screen, with a
 * download link).
 */
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { dateTime } from '@/core/format'
import { RESULT_STATUS } from '@/domain/detection/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { PdfView } from '@/components/PdfView'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

export default screen(function SupplierDetectionReport() {
  const { id } = useRouteParams('supplierDetectionReport')
  const detail = useAsyncData(() => gateApi.detectionDetail(id), [id], { refreshOn: [gate.detectionMain] })
  const d = detail.data
  const url = d?.reportUrl
  const fileName = d ? `检测报告-${d.detectionNo}.pdf` : ''
  return (
    <Page loading={detail.loading} error={detail.error} empty={Boolean(d && !url)} emptyText="检测结果出具后可查看检测报告" onRetry={() => void detail.reload()}>
      {d && url && (
        <>
          <DetailSection
            title="检测报告"
            extra={d.result ? <StatusTag status={d.result} map={RESULT_STATUS} /> : null}
            rows={[
              { label: '检测单号', value: d.detectionNo },
              { label: '检测商品', value: d.products.map((p) => p.productName).join('、') },
              { label: '检测时间', value: dateTime(d.testedAt) },
              { label: '报告文件', value: fileName },
            ]}
          />
          <PdfView url={url} fileName={fileName} label="检测报告" />
        </>
      )}
    </Page>
  )
})
