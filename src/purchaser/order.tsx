/**
 * The buyer's orders (/purchaser/order, optional ?status=): tabs for what needs doing (待支付,
 * 赊账待还, 待评价...) and the rest, a search by order number or shop, newest first; a tap opens it.
 */
import { useState } from 'react'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { OrderCard } from '@/domain/order/OrderCard'
import { filterQuery, parseOrderFilter, PURCHASER_ORDER_TABS, type OrderFilter } from '@/domain/order/status'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

export default screen(function PurchaserOrderList() {
  const { status } = useRouteParams('purchaserOrderList')
  const [filter, setFilter] = useState<OrderFilter>(() => parseOrderFilter(status, PURCHASER_ORDER_TABS))
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => settleApi.orderPage({ ...q, ...filterQuery(filter), ...(keyword ? { keyword } : {}) }, { offline: true }), [filter, keyword], {
    refreshOn: [settle.orderInfo, settle.orderRefund],
  })
  return (
    <>
      <SearchBar placeholder="订单号 / 商户名称" onSearch={setKeyword} />
      <FilterTabs tabs={PURCHASER_ORDER_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(o) => o.id} emptyText={keyword ? '没有找到相关订单' : '暂无订单'} renderItem={(o) => <OrderCard order={o} side="purchaser" />} />
    </>
  )
})
