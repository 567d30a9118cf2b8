/**
 * The shop's orders (/supplier/order/index, PR): tabs by status, a search by order number or
 * buyer (name or mobile), newest first; a tap opens the order; 快速开单 opens the order form.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { go } from '@/core/navigate'
import { OrderCard } from '@/domain/order/OrderCard'
import { filterQuery, SUPPLIER_ORDER_TABS, type OrderFilter } from '@/domain/order/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

export default screen(function SupplierOrderList() {
  const [filter, setFilter] = useState<OrderFilter>('all')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => settleApi.orderPage({ ...q, ...filterQuery(filter), ...(keyword ? { keyword } : {}) }, { offline: true }), [filter, keyword], {
    refreshOn: [settle.orderInfo, settle.orderRefund],
  })
  return (
    <>
      <SearchBar placeholder="订单号 / 买家名称或手机号" onSearch={setKeyword} />
      <FilterTabs tabs={SUPPLIER_ORDER_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(o) => o.id} emptyText={keyword ? '没有找到相关订单' : '暂无订单'} renderItem={(o) => <OrderCard order={o} side="supplier" />} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierOrderCreate')}>
          快速开单
        </Button>
      </ActionBar>
    </>
  )
})
