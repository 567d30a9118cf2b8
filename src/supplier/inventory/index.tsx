/**
 * The shop's stock (/supplier/inventory/index): each SKU's total and its batches with entry date,
 * shelf life and expiry (临期 within NEAR_EXPIRY_DAYS, 已过期), low stock marked; search by name or
 * batch number, 临期 only, or with empty batches too. A batch's 报损 opens the loss report form
 * with it; 报损管理 opens the reports.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { StockPagePayload } from '@/contract/types'
import { member } from '@/contract/member'
import { warehouse } from '@/contract/warehouse'
import { warehouseApi } from '@/api/warehouse'
import { go } from '@/core/navigate'
import { StockCard } from '@/domain/stock/StockCard'
import { NEAR_EXPIRY_HINT } from '@/domain/stock/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import '@/domain/stock/stock.scss'

type StockFilter = 'stocked' | 'nearExpiry' | 'all'
const TABS: ReadonlyArray<{ value: StockFilter; title: string }> = [
  { value: 'stocked', title: '有库存' },
  { value: 'nearExpiry', title: '临期' },
  { value: 'all', title: '含零库存' },
]
const FILTERS: Readonly<Record<StockFilter, Partial<StockPagePayload>>> = { stocked: {}, nearExpiry: { nearExpiry: true }, all: { includeEmpty: true } }

export default screen(function SupplierInventory() {
  const [filter, setFilter] = useState<StockFilter>('stocked')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => warehouseApi.stockPage({ ...q, ...FILTERS[filter], ...(keyword ? { keyword } : {}) }), [filter, keyword], {
    refreshOn: [warehouse.supStockMain, warehouse.supLossReportApplyMain, member.sku],
  })
  return (
    <>
      <SearchBar placeholder="搜索商品名称或批次号" onSearch={setKeyword} />
      <FilterTabs tabs={TABS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(s) => s.skuId}
        emptyText={filter === 'nearExpiry' ? `暂无临期批次（${NEAR_EXPIRY_HINT}）` : '暂无库存'}
        renderItem={(s) => <StockCard item={s} onLoss={(b) => void go('supplierBreakage', { batchId: b.id })} />}
      />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierBreakage')}>
          报损管理
        </Button>
      </ActionBar>
    </>
  )
})
