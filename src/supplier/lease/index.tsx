/**
 * 租赁管理 (/supplier/lease/index): the shop's leases by state (counts on the tabs), ending soonest
 * first, with the expiring, reminded and published marks; links to the open releases (招租公告,
 * with how many booths are still available), applying, take-overs and the record; a tap opens the
 * lease.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { go } from '@/core/navigate'
import { LeaseCard } from '@/domain/lease/LeaseCard'
import { LEASE_STATUS, LEASE_TABS, type LeaseFilter } from '@/domain/lease/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { CellLink } from '@/components/CellLink'
import { FilterTabs, tabsOf } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

const LEASES = [custome.leaseManagement, custome.createUsageInstallmentBill, custome.leaseRelease]

export default screen(function SupplierLeaseList() {
  const [state, setState] = useState<LeaseFilter>('all')
  const data = useAsyncData(() => customeApi.lease.merchantData({ silent: true }), [], { refreshOn: LEASES })
  const notices = useAsyncData(() => customeApi.releaseNotice.counts(), [], { refreshOn: [custome.leaseReleaseRegister] })
  const list = usePagedList((q) => customeApi.lease.page(state === 'all' ? q : { ...q, state }), [state], { refreshOn: LEASES })
  const counts = data.data?.counts
  const tabs = counts ? tabsOf(LEASE_STATUS, { count: (v) => (v === 'all' ? Object.values<number>(counts).reduce((a, b) => a + b, 0) : counts[v]) }) : LEASE_TABS
  const n = notices.data
  return (
    <>
      <CellLink title="招租公告" value={n ? `${n.notices}期招租 · 可租摊位${n.booths}个` : undefined} onClick={() => void go('supplierLeaseIntention')} />
      <CellLink title="摊位转让" onClick={() => void go('supplierLeaseRelease')} />
      <CellLink title="租赁记录" onClick={() => void go('supplierLeaseRecord')} />
      {data.data?.expiringCount ? <CellLink title="即将到期" value={`${data.data.expiringCount}个租赁30天内到期`} onClick={() => setState('active')} /> : null}
      <FilterTabs tabs={tabs} value={state} onChange={setState} />
      <PagedList list={list} keyOf={(l) => l.id} emptyText="暂无租赁" renderItem={(l) => <LeaseCard lease={l} onOpen={() => void go('supplierLeaseDetail', { id: l.id })} />} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierLeaseApply')}>
          我要租赁
        </Button>
      </ActionBar>
    </>
  )
})
