/**
 * 工单详情 (/maintainer/repairs/details?id=): the request, the work recorded, the bill and the
 * timeline; the next step of the worksheet: 接单 (a submitted one of the maintainer's zones),
 * 开始维修 (assigned to it), 维修处理 (in progress: record the work and complete), and for an
 * unpaid bill 出示收款码.
 */
import { Button } from '@nutui/nutui-react-taro'
import type { RepairDetail, WorksheetAction } from '@/contract/types'
import { estate } from '@/contract/estate'
import { settle } from '@/contract/settle'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { isPayable } from '@/domain/bill/status'
import { RepairRequest, RepairTimeline, RepairWork } from '@/domain/repair/RepairSections'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const STEPS: Partial<Record<RepairDetail['status'], { action: WorksheetAction; text: string; confirm: string; done: string }>> = {
  submitted: { action: 'take', text: '接单', confirm: '确定接此工单吗？', done: '接单成功' },
  assigned: { action: 'start', text: '开始维修', confirm: '确定开始维修吗？', done: '已开始维修' },
}

function nextStep(r: RepairDetail) {
  const step = STEPS[r.status]
  if (step && (r.status === 'submitted' || r.mine)) {
    return (
      <ConfirmButton message={step.confirm} onConfirm={(action) => mutate(estate.worksheetManage.update, { id: r.id, action: step.action }, { successText: step.done, back: false, ...action })}>
        {step.text}
      </ConfirmButton>
    )
  }
  if (r.status === 'inProgress' && r.mine) {
    return (
      <Button type="primary" onClick={() => void go('maintainerRepairDispose', { id: r.id })}>
        维修处理
      </Button>
    )
  }
  if (r.bill && isPayable(r.bill)) {
    const billId = r.bill.id
    return (
      <Button type="primary" onClick={() => void go('maintainerReceiptCode', { billId })}>
        出示收款码
      </Button>
    )
  }
  return null
}

function WorksheetView({ r }: { r: RepairDetail }) {
  const next = nextStep(r)
  return (
    <>
      <RepairRequest r={r} />
      <RepairWork r={r} />
      {r.bill && (
        <DetailSection
          title="维修账单"
          rows={[
            { label: '账单编号', value: r.bill.billNo },
            { label: '账单金额', value: money(r.bill.amountFen) },
            { label: '待缴金额', value: money(r.bill.outstandingFen) },
          ]}
        />
      )}
      <RepairTimeline r={r} />
      {next && <ActionBar>{next}</ActionBar>}
    </>
  )
}

export default screen(function MaintainerRepairDetail() {
  const { id } = useRouteParams('maintainerRepairDetail')
  const detail = useAsyncData(() => estateApi.worksheetDetail(id), [id], { refreshOn: [estate.worksheetManage, estate.repairProject, settle.billInfo] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <WorksheetView r={detail.data} />}
    </Page>
  )
})
