/** 租赁审批 (/staff/office/lease/index, 市场办公): every shop's lease applications, oldest first, by state (待审核 first), searchable by number, booth or shop; a tap opens one to decide. */
import { useState } from 'react'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { go } from '@/core/navigate'
import { LeaseCard } from '@/domain/lease/LeaseCard'
import { LEASE_TABS, type LeaseFilter } from '@/domain/lease/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

export default screen(function OfficeLeaseList() {
  const [state, setState] = useState<LeaseFilter>('applied')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => marketApi.lease.page({ ...q, ...(state === 'all' ? {} : { state }), ...(keyword ? { keyword } : {}) }), [state, keyword], { refreshOn: [market.leaseApplication] })
  return (
    <>
      <SearchBar placeholder="租赁编号、摊位号或商户名称" onSearch={setKeyword} />
      <FilterTabs tabs={LEASE_TABS} value={state} onChange={setState} />
      <PagedList list={list} keyOf={(l) => l.id} emptyText="暂无租赁申请" renderItem={(l) => <LeaseCard lease={l} showTenant onOpen={() => void go('officeLeaseDetail', { id: l.id })} />} />
    </>
  )
})
