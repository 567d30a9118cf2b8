/** All entry reports of the merchant: state tabs, pull-to-refresh, paged. */
import { useState } from 'react'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { PrefillCard } from '@/domain/prefill/PrefillCard'
import { PREFILL_TABS, type PrefillTab } from '@/domain/prefill/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function InmarketRecord() {
  const [tab, setTab] = useState<PrefillTab>('all')
  const list = usePagedList((q) => gateApi.prefillPage(tab === 'all' ? q : { ...q, status: tab }), [tab], { refreshOn: [gate.inmarketPrefillMain] })
  return (
    <>
      <FilterTabs tabs={PREFILL_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(item) => item.id} emptyText="暂无报备记录" renderItem={(item) => <PrefillCard item={item} />} />
    </>
  )
})
