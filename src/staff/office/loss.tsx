/**
 * Loss-report audit (报损审核): the shops' loss reports by state (待审核 first), each with its lines
 * and who filed it; 通过 takes the stock out (an expired batch's way out), 驳回 needs a reason.
 */
import { useState } from 'react'
import { market } from '@/contract/market'
import { warehouse } from '@/contract/warehouse'
import type { LossReportStatus } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { LossReportCard } from '@/domain/stock/LossReportCard'
import { LOSS_TABS, type LossFilter } from '@/domain/stock/status'
import { usePagedList } from '@/hooks/usePagedList'
import { AuditBar } from '@/components/AuditBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

const STAY = { back: false, refresh: [warehouse.supStockMain, warehouse.supLossReportApplyMain] } as const

export default screen(function OfficeLossList() {
  const [tab, setTab] = useState<LossFilter>('pending')
  const status: LossReportStatus | undefined = tab === 'all' ? undefined : tab
  const list = usePagedList((q) => marketApi.lossPage(status ? { ...q, status } : q), [status], { refreshOn: [market.lossReport] })
  return (
    <>
      <FilterTabs tabs={LOSS_TABS} value={tab} onChange={setTab} />
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText="暂无报损申请"
        renderItem={(r) => (
          <LossReportCard
            report={{ ...r, reportNo: `${r.shopName} · ${r.reportNo}` }}
            footer={
              r.status === 'pending' ? (
                <AuditBar
                  layout="inline"
                  approveMessage="通过后将扣减对应批次的库存，确定通过吗？"
                  onApprove={(action) => mutate(market.lossReport.approve, { id: r.id }, { ...STAY, successText: '已通过', ...action })}
                  onReject={(reason, action) => mutate(market.lossReport.reject, { id: r.id, reason }, { ...STAY, successText: '已驳回', ...action })}
                />
              ) : null
            }
          />
        )}
      />
    </>
  )
})
