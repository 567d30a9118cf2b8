/** The buyer's own ratings (/purchaser/appraise): how many and their average, then each rating newest first; a tap on the order number opens the order. */
import { useState } from 'react'
import { member } from '@/contract/member'
import type { RatingSummary as Summary } from '@/contract/types'
import { memberApi } from '@/api/member'
import { go } from '@/core/navigate'
import { EvaluationCard } from '@/domain/evaluation/EvaluationCard'
import { RatingSummary } from '@/domain/evaluation/RatingSummary'
import { usePagedList } from '@/hooks/usePagedList'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function PurchaserAppraise() {
  const [summary, setSummary] = useState<Summary | null>(null)
  const list = usePagedList(
    async (q) => {
      const page = await memberApi.evaluationPage(q)
      setSummary(page.summary)
      return page
    },
    [],
    { refreshOn: [member.memberEvaluate] },
  )
  return (
    <>
      {summary && summary.count > 0 && <RatingSummary rating={summary} />}
      <PagedList
        list={list}
        keyOf={(e) => e.id}
        emptyText="暂无评价，完成的订单可以去评价"
        renderItem={(e) => <EvaluationCard item={e} side="purchaser" onOpenOrder={e.orderId ? () => void go('purchaserOrderDetail', { id: e.orderId! }) : undefined} />}
      />
    </>
  )
})
