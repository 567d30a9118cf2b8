/**
 * The shop's products (/supplier/product/index, PR): its SKUs in shelf order, by tab (全部 / 在售 /
 * 已下架 / 库存预警 / 临期, with counts), top-level category and search (name or code); low stock
 * and near expiry are marked. A card opens the SKU's form; 上架 / 下架 switch it at once;
 * 新增商品 and 商品排序 open their screens.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { go } from '@/core/navigate'
import { SkuCard } from '@/domain/sku/SkuCard'
import { skuFilterPayload, skuTabs, type SkuFilter } from '@/domain/sku/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { RowActions } from '@/components/RowActions'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

const ALL = 'all'

export default screen(function SupplierProductList() {
  const [tab, setTab] = useState<SkuFilter>('all')
  const [category, setCategory] = useState(ALL)
  const [keyword, setKeyword] = useState('')
  const stats = useAsyncData(() => memberApi.skuStats(), [], { refreshOn: [member.sku] })
  const categories = useAsyncData(() => memberApi.categoryPage({ parentId: '0', current: 1, size: 100 }), [])
  const list = usePagedList(
    (q) => memberApi.skuPage({ ...q, ...skuFilterPayload(tab), ...(category !== ALL ? { categoryId: category } : {}), ...(keyword ? { keyword } : {}) }),
    [tab, category, keyword],
    { refreshOn: [member.sku, member.product] },
  )
  const categoryTabs = [{ title: '全部品类', value: ALL }, ...(categories.data?.records ?? []).map((c) => ({ title: c.name, value: c.id }))]
  return (
    <>
      <SearchBar placeholder="搜索商品名称或编码" onSearch={setKeyword} />
      <FilterTabs tabs={skuTabs(stats.data)} value={tab} onChange={setTab} />
      {categoryTabs.length > 1 && <FilterTabs tabs={categoryTabs} value={category} onChange={setCategory} sticky={false} />}
      <PagedList
        list={list}
        keyOf={(s) => s.id}
        emptyText={keyword ? '没有找到商品' : '暂无商品'}
        renderItem={(s) => (
          <SkuCard
            sku={s}
            onClick={() => void go('supplierProductCreate', { id: s.id })}
            footer={
              <RowActions>
                <AsyncButton
                  type={s.onShelf ? 'default' : 'primary'}
                  size="small"
                  fill="outline"
                  onClick={(action) => mutate(member.sku.update, { id: s.id, onShelf: !s.onShelf }, { back: false, successText: s.onShelf ? '已下架' : '已上架', ...action })}
                >
                  {s.onShelf ? '下架' : '上架'}
                </AsyncButton>
              </RowActions>
            }
          />
        )}
      />
      <ActionBar>
        <Button type="primary" fill="outline" onClick={() => void go('supplierProductSort')}>
          商品排序
        </Button>
        <Button type="primary" onClick={() => void go('supplierProductCreate')}>
          新增商品
        </Button>
      </ActionBar>
    </>
  )
})
