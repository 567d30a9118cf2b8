/** 租赁记录 (/supplier/lease/record?leaseId=): every action on the shop's leases (or one lease's), newest first, with who (商户 / 市场办公室 / 系统) and when. */
import { LEASE_ACTION_LABELS, LEASE_ACTOR_LABELS } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { dateTime } from '@/core/format'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function SupplierLeaseRecord() {
  const { leaseId } = useRouteParams('supplierLeaseRecord')
  const list = usePagedList((q) => customeApi.lease.records(leaseId ? { ...q, leaseId } : q), [leaseId], { refreshOn: [custome.leaseManagement, custome.createUsageInstallmentBill] })
  return (
    <PagedList
      list={list}
      keyOf={(r) => r.id}
      emptyText="暂无记录"
      renderItem={(r) => (
        <ListCard
          title={`${LEASE_ACTION_LABELS[r.action]}${r.boothCode ? ` · ${r.boothCode}` : ''}`}
          extra={LEASE_ACTOR_LABELS[r.actor]}
          meta={[r.detail || null, `${r.actorName} · ${dateTime(r.createTime)}`, r.leaseNo]}
        />
      )}
    />
  )
})
