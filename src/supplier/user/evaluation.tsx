/**
 * The ratings the shop received (/supplier/user/evaluation, PR): the average, the count and how
 * they spread over the stars, then the ratings newest first, filtered by stars; a tap on the order
 * number opens the order.
 */
import { useState } from 'react'
import { member } from '@/contract/member'
import type { RatingSummary as Summary, Stars } from '@/contract/types'
import { memberApi } from '@/api/member'
import { go } from '@/core/navigate'
import { EvaluationCard } from '@/domain/evaluation/EvaluationCard'
import { RatingSummary } from '@/domain/evaluation/RatingSummary'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs, tabsOf, type FilterTab } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

type StarFilter = 'all' | `${Stars}`
// Integer-like keys iterate in ascending order: `values` puts 5星 first.
const TABS: readonly FilterTab<StarFilter>[] = tabsOf({ '1': '1星', '2': '2星', '3': '3星', '4': '4星', '5': '5星' }, { values: ['5', '4', '3', '2', '1'] })

export default screen(function SupplierEvaluation() {
  const [filter, setFilter] = useState<StarFilter>('all')
  const [summary, setSummary] = useState<Summary | null>(null)
  const list = usePagedList(
    async (q) => {
      const page = await memberApi.evaluationPage({ ...q, ...(filter === 'all' ? {} : { stars: Number(filter) as Stars }) })
      // The summary is the shop's over every rating: keep the unfiltered one.
      setSummary((s) => (filter === 'all' || !s ? page.summary : s))
      return page
    },
    [filter],
    { refreshOn: [member.memberEvaluate] },
  )
  return (
    <>
      {summary && <RatingSummary rating={summary} />}
      <FilterTabs tabs={TABS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(e) => e.id}
        emptyText={filter === 'all' ? '暂无评价' : `暂无${filter}星评价`}
        renderItem={(e) => <EvaluationCard item={e} side="supplier" onOpenOrder={e.orderId ? () => void go('supplierOrderDetail', { id: e.orderId! }) : undefined} />}
      />
    </>
  )
})
