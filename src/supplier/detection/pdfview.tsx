/**
 * The inspection's test report (/supplier/detection/pdfview): what it covers and the PDF, opened
 * through the attachment adapter (weapp: downloaded and shown by Taro.openDocument; H5: the
 * browser's own viewer in a new tab, where it can be saved).
 */
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { dateTime } from '@/core/format'
import { openAttachment } from '@/core/wechat/attachment'
import { RESULT_STATUS } from '@/domain/detection/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

export default screen(function SupplierDetectionReport() {
  const { id } = useRouteParams('supplierDetectionReport')
  const detail = useAsyncData(() => gateApi.detectionDetail(id), [id], { refreshOn: [gate.detectionMain] })
  const d = detail.data
  const url = d?.reportUrl
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
              { label: '报告文件', value: `检测报告-${d.detectionNo}.pdf` },
            ]}
          />
          <ActionBar>
            <Button type="primary" block onClick={() => void openAttachment({ name: `检测报告-${d.detectionNo}.pdf`, url })}>
              打开检测报告
            </Button>
          </ActionBar>
        </>
      )}
    </Page>
  )
})
