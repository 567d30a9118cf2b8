/** All entry reports of the merchant: state tabs, pull-to-refresh, paged. */
import { useState } from 'react'
import { gateApi } from '@/api/gate'
import { FilterTabs } from '@/components/FilterTabs'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { usePagedList } from '@/hooks/usePagedList'
import { PrefillCard } from './PrefillCard'
import { PREFILL_TABS, type PrefillTab } from './status'

export default function InmarketRecord() {
  const [tab, setTab] = useState<PrefillTab>('all')
  const list = usePagedList((q) => gateApi.prefillPage(tab === 'all' ? q : { ...q, status: tab }), [tab])
  return (
    <Page auth>
      <FilterTabs tabs={PREFILL_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(item) => item.id} emptyText="暂无报备记录" renderItem={(item) => <PrefillCard item={item} />} />
    </Page>
  )
}
