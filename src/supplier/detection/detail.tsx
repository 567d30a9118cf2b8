/** One inspection of the shop: its facts and each product's item results; the report once tested; 修改 / 删除 while waiting for the lab. */
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { mutate } from '@/api/mutate'
import type { UserAction } from '@/core/request'
import { go } from '@/core/navigate'
import { DetectionSections } from '@/domain/detection/DetectionSections'
import { canEditDetection } from '@/domain/detection/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function SupplierDetectionDetail() {
  const { id } = useRouteParams('supplierDetectionDetail')
  const detail = useAsyncData(() => gateApi.detectionDetail(id), [id], { refreshOn: [gate.detectionMain] })
  const remove = (action: UserAction) => mutate(gate.detectionMain.delete, { id }, { successText: '已删除', fallback: 'supplierDetectionList', ...action })
  const d = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetectionSections d={d} />
          {(canEditDetection(d.status) || d.reportUrl) && (
            <ActionBar>
              {canEditDetection(d.status) && (
                <>
                  <ConfirmButton message="确定要删除该检测申请吗？" onConfirm={remove}>
                    删除
                  </ConfirmButton>
                  <Button type="primary" onClick={() => void go('supplierDetectionCreate', { id: d.id })}>
                    修改
                  </Button>
                </>
              )}
              {d.reportUrl && (
                <Button type="primary" block onClick={() => void go('supplierDetectionReport', { id: d.id })}>
                  查看检测报告
                </Button>
              )}
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
