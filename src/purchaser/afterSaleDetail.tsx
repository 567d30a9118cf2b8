/**
 * One of the buyer's after-sales requests (/purchaser/afterSaleDetail?id=): status and what comes
 * next, amounts, the case and photos, the timeline; a pending request can be withdrawn.
 */
import { settle } from '@/contract/settle'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { go } from '@/core/navigate'
import { RefundInfo } from '@/domain/refund/RefundSections'
import { RefundTimeline } from '@/domain/refund/RefundTimeline'
import { purchaserRefundActions } from '@/domain/refund/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { CellLink } from '@/components/CellLink'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function PurchaserAfterSaleDetail() {
  const { id } = useRouteParams('purchaserAfterSaleDetail')
  const detail = useAsyncData(() => settleApi.refundDetail(id), [id], { refreshOn: [settle.orderRefund] })
  const r = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {r && (
        <>
          <RefundInfo refund={r} side="purchaser" />
          <RefundTimeline events={r.timeline} />
          <DetailSection>
            <CellLink title="查看订单" value={r.orderNo} onClick={() => void go('purchaserOrderDetail', { id: r.orderId })} />
          </DetailSection>
          {purchaserRefundActions(r).cancel && (
            <ActionBar>
              <ConfirmButton message="确定撤销该售后申请吗？" onConfirm={(action) => mutate(settle.orderRefund.cancelRequest, { id: r.id }, { back: false, successText: '已撤销', refresh: [settle.orderInfo], ...action })}>
                撤销申请
              </ConfirmButton>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
