/**
 * 秤票 (/stall/scale/tickets, module 快速开单): the weighing tickets the shop's scales posted, by
 * state: 待确认 ones open their confirm (or wait for a buyer to scan the printed code), 已下单 ones
 * their order.
 */
import { useState } from 'react'
import { settle } from '@/contract/settle'
import type { TicketStatus } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { ScaleTicketCard } from '@/domain/scale/ScaleTicketCard'
import { SCALE_TICKET_TABS } from '@/domain/scale/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function SupplierScaleTickets() {
  const [status, setStatus] = useState<TicketStatus>('open')
  const list = usePagedList((q) => settleApi.ticketPage({ ...q, status, fromScale: true }), [status], { refreshOn: [settle.scanOrder, settle.orderInfo] })
  return (
    <>
      <FilterTabs tabs={SCALE_TICKET_TABS} value={status} onChange={setStatus} />
      <PagedList list={list} keyOf={(t) => t.id} emptyText="暂无秤票" renderItem={(t) => <ScaleTicketCard ticket={t} />} />
    </>
  )
})
