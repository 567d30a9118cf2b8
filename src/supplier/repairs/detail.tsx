/**
 * 报修详情 (/supplier/repairs/detail?id=): the request, the worker, the work recorded (consumables
 * and services with their amounts), the bill (a tap opens it to pay through the bill's pay panel),
 * the rating and the timeline; 评价 once the repair is completed.
 */
import { Button } from '@nutui/nutui-react-taro'
import type { RepairDetail } from '@/contract/types'
import { estate } from '@/contract/estate'
import { settle } from '@/contract/settle'
import { estateApi } from '@/api/estate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { BillCard } from '@/domain/bill/BillCard'
import { isPayable } from '@/domain/bill/status'
import { Stars } from '@/domain/evaluation/Stars'
import { RepairRequest, RepairTimeline, RepairWork } from '@/domain/repair/RepairSections'
import { isRateable } from '@/domain/repair/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import '@/domain/evaluation/evaluation.scss'

function RepairView({ r }: { r: RepairDetail }) {
  const bill = r.bill
  return (
    <>
      <RepairRequest r={r} />
      <RepairWork r={r} />
      {bill && (
        <DetailSection title="维修账单">
          <BillCard bill={bill} />
        </DetailSection>
      )}
      {r.rating && (
        <DetailSection
          title="我的评价"
          rows={[
            { label: '评分', value: <Stars value={r.rating.stars} /> },
            { label: '评价内容', value: r.rating.comment, hidden: !r.rating.comment },
            { label: '评价时间', value: dateTime(r.rating.time) },
          ]}
        />
      )}
      <RepairTimeline r={r} />
      {(isRateable(r) || (bill && isPayable(bill))) && (
        <ActionBar>
          {bill && isPayable(bill) && (
            <Button type="primary" fill="outline" onClick={() => void go('supplierBillDetail', { id: bill.id })}>
              去缴费
            </Button>
          )}
          {isRateable(r) && (
            <Button type="primary" onClick={() => void go('supplierRepairEvaluate', { id: r.id })}>
              评价
            </Button>
          )}
        </ActionBar>
      )}
    </>
  )
}

export default screen(function SupplierRepairDetail() {
  const { id } = useRouteParams('supplierRepairDetail')
  const detail = useAsyncData(() => estateApi.repairDetail(id), [id], { refreshOn: [estate.recordsManage, settle.billInfo] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <RepairView r={detail.data} />}
    </Page>
  )
})
