/**
 * 维修处理 (/maintainer/repairs/dispose?id=): the work of an in-progress worksheet: consumables
 * (选择耗材) and services (选择服务), photos before and after, a remark; 确认完工 completes it in
 * one call (the consumables leave the stock, the charge becomes the merchant's bill) and opens
 * 维修完成 with the amount and the bill.
 */
import { Button } from '@nutui/nutui-react-taro'
import type { RepairDetail } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { useWorkRecord, WorkRecordFields } from '@/domain/repair/WorkRecord'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function DisposeForm({ r }: { r: RepairDetail }) {
  const record = useWorkRecord()
  const { busy, run } = useAction()

  function complete() {
    const work = record.payload()
    if (typeof work === 'string') return void alertModal(work)
    void run(async (action) => {
      const done = await mutate(estate.repairProject.completeWorkSheet, { id: r.id, ...work }, { successText: '已完工', back: false, refresh: [estate.worksheetManage, estate.stockMain], ...action })
      if (done.ok) await go('maintainerRepairDone', { id: r.id, billId: done.result.billId }, { replace: true })
      return done
    })
  }

  return (
    <>
      <DetailSection title={`${r.assetCode} ${r.assetName}`} rows={[{ label: '工单编号', value: r.repairNo }, { label: '故障描述', value: r.description }]} />
      <WorkRecordFields record={record} />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={complete}>
          确认完工
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function MaintainerRepairDispose() {
  const { id } = useRouteParams('maintainerRepairDispose')
  const data = useAsyncData(() => estateApi.worksheetDetail(id), [id])
  const error = data.error ?? (data.data && data.data.status !== 'inProgress' ? '仅维修中的工单可以完工' : null)
  return (
    <Page loading={data.loading} error={error} onRetry={data.error ? () => void data.reload() : undefined}>
      {data.data && !error && <DisposeForm r={data.data} />}
    </Page>
  )
})
