/** The buyer's after-sales requests (/purchaser/afterSale): by status, newest first; a tap opens one. */
import { useState } from 'react'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { RefundCard } from '@/domain/refund/RefundCard'
import { REFUND_TABS, type RefundFilter } from '@/domain/refund/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function PurchaserAfterSale() {
  const [filter, setFilter] = useState<RefundFilter>('all')
  const list = usePagedList((q) => settleApi.refundPage(filter === 'all' ? q : { ...q, status: filter }), [filter], { refreshOn: [settle.orderRefund] })
  return (
    <>
      <FilterTabs tabs={REFUND_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无售后申请" renderItem={(r) => <RefundCard refund={r} side="purchaser" />} />
    </>
  )
})
