/**
 * The goods chooser of the entry report form: the merchant's common goods on top, category tabs
 * and a search over the catalogue (paged), multi-select. 确定 hands the selection to the form
 * through the draft store and goes back; goods already on the form show as selected.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CheckNormal, Checked } from '@nutui/icons-react-taro'
import type { Product } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { memberApi } from '@/api/member'
import { goBack } from '@/core/navigate'
import { ACCENT_COLOR } from '@/theme'
import { useInmarketDraft, type ChosenProduct } from '@/domain/prefill/draft'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { Section } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import './inmarket.scss'

const ALL = 'all'

const fromProduct = (p: Product): ChosenProduct => ({ productId: p.id, productName: p.name, categoryName: p.categoryName, unit: p.unit })

export default screen(function InmarketProduct() {
  const [chosen, setChosen] = useState<ChosenProduct[]>(() =>
    useInmarketDraft.getState().goods.map(({ productId, productName, categoryName, unit }) => ({ productId, productName, categoryName, unit })),
  )
  const [category, setCategory] = useState(ALL)
  const [keyword, setKeyword] = useState('')
  const common = useAsyncData(() => gateApi.commonProducts(), [])
  const categories = useAsyncData(() => memberApi.categoryPage({ parentId: '0', current: 1, size: 100 }), [])
  const list = usePagedList(
    (q) => memberApi.productPage({ ...q, ...(category !== ALL ? { categoryId: category } : {}), ...(keyword ? { keyword } : {}) }),
    [category, keyword],
  )

  const isChosen = (id: string) => chosen.some((c) => c.productId === id)
  const toggle = (p: ChosenProduct) => setChosen((cur) => (cur.some((c) => c.productId === p.productId) ? cur.filter((c) => c.productId !== p.productId) : [...cur, p]))

  const confirm = () => {
    useInmarketDraft.getState().choose(chosen)
    void goBack('inmarketCreate')
  }

  const tabs = [{ title: '全部', value: ALL }, ...(categories.data?.records ?? []).map((c) => ({ title: c.name, value: c.id }))]
  const commonGoods = common.data ?? []

  return (
    <>
      <SearchBar placeholder="搜索货品名称" onSearch={setKeyword} />
      {commonGoods.length > 0 && (
        <Section title="常用货品">
          <View className="inmarket-chips" data-testid="common-goods">
            {commonGoods.map((g) => (
              <Text
                key={g.productId}
                className={`inmarket-chip ${isChosen(g.productId) ? 'inmarket-chip--on' : ''}`}
                data-testid="common-chip"
                data-selected={isChosen(g.productId) ? 'true' : 'false'}
                onClick={() => toggle({ productId: g.productId, productName: g.productName, categoryName: g.categoryName, unit: g.unit })}
              >
                {g.productName}
              </Text>
            ))}
          </View>
        </Section>
      )}
      <FilterTabs tabs={tabs} value={category} onChange={setCategory} sticky={false} />
      <PagedList
        list={list}
        keyOf={(p) => p.id}
        emptyText="没有找到货品"
        renderItem={(p) => {
          const on = isChosen(p.id)
          return (
            <View data-testid="product-row" data-selected={on ? 'true' : 'false'}>
              <ListCard
                title={p.name}
                subtitle={[p.categoryName, p.spec, p.unit && `单位：${p.unit}`].filter(Boolean).join(' · ')}
                extra={on ? <Checked size={20} color={ACCENT_COLOR} /> : <CheckNormal size={20} color="#c2c4cc" />}
                arrow={false}
                onClick={() => toggle(fromProduct(p))}
              />
            </View>
          )
        }}
      />
      <ActionBar className="inmarket-choose-bar">
        <Text className="inmarket-choose-bar__count" data-testid="chosen-count">
          已选 {chosen.length}
        </Text>
        <Button type="primary" onClick={confirm}>
          确定
        </Button>
      </ActionBar>
    </>
  )
})
