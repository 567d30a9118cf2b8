/** 合同管理 (/supplier/contract/index, pull-to-refresh): the shop's lease contracts, newest first, by state; a tap opens one. */
import { useState } from 'react'
import { CONTRACT_KIND_LABELS, type ContractState } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { term } from '@/domain/lease/format'
import { CONTRACT_STATUS } from '@/domain/lease/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs, tabsOf } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const TABS = tabsOf(CONTRACT_STATUS)

export default screen(function SupplierContractList() {
  const [state, setState] = useState<ContractState | 'all'>('all')
  const list = usePagedList((q) => customeApi.contract.page(state === 'all' ? q : { ...q, state }), [state], { refreshOn: [custome.contractManage, custome.leaseManagement, custome.createUsageInstallmentBill] })
  return (
    <>
      <FilterTabs tabs={TABS} value={state} onChange={setState} />
      <PagedList
        list={list}
        keyOf={(c) => c.id}
        emptyText="暂无合同"
        renderItem={(c) => (
          <ListCard
            title={c.title}
            extra={<StatusTag status={c.state} map={CONTRACT_STATUS} />}
            meta={[`${CONTRACT_KIND_LABELS[c.kind]} · ${c.contractNo}`, `摊位：${c.boothCode} · 月租金 ${money(c.monthlyRentFen)}`, `租期：${term(c)}`]}
            onClick={() => void go('supplierContractDetail', { id: c.id })}
          />
        )}
      />
    </>
  )
})
