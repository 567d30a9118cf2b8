/** 摊位租赁 (/staff/office/booth/index, 市场办公): every leasable booth by code with its lease state today, owner, the lease holding it (number, tenant, term) and whether it is in a release; by state and keyword. */
import { useState } from 'react'
import type { BoothLeaseState } from '@/contract/types'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { money } from '@/core/format'
import { term } from '@/domain/lease/format'
import { BOOTH_STATUS, BOOTH_TABS } from '@/domain/lease/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { StatusTag } from '@/components/StatusTag'

export default screen(function OfficeBoothLease() {
  const [state, setState] = useState<BoothLeaseState | 'all'>('all')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => marketApi.booths({ ...q, ...(state === 'all' ? {} : { state }), ...(keyword ? { keyword } : {}) }), [state, keyword], {
    refreshOn: [market.leaseApplication, market.leaseReleaseNotice],
  })
  return (
    <>
      <SearchBar placeholder="摊位号" onSearch={setKeyword} />
      <FilterTabs tabs={BOOTH_TABS} value={state} onChange={setState} />
      <PagedList
        list={list}
        keyOf={(b) => b.assetId}
        emptyText="暂无摊位"
        renderItem={(b) => (
          <ListCard
            title={`${b.code} · ${b.areaName}`}
            extra={<StatusTag status={b.state} map={BOOTH_STATUS} />}
            meta={[
              `${b.typeName} · ${b.size}㎡ · 月租金 ${money(b.monthlyRentFen)}`,
              `业主：${b.ownerName ?? '市场自有'}`,
              b.tenantName ? `租户：${b.tenantName}${b.leaseNo ? `（${b.leaseNo}）` : ''}` : null,
              b.startDate && b.endDate ? `租期：${term({ startDate: b.startDate, endDate: b.endDate })}` : null,
            ]}
          />
        )}
      />
    </>
  )
})
