/** The market catalogue in a bottom popup (the SKU form's 选择商品): search by name, a tap chooses a product. */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { Product } from '@/contract/types'
import { memberApi } from '@/api/member'
import { usePagedList } from '@/hooks/usePagedList'
import { useDictionary } from '@/stores/dictionary'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { SearchBar } from '@/components/SearchBar'
import './product.scss'

function Catalogue({ onChoose }: { onChoose: (p: Product) => void }) {
  const [keyword, setKeyword] = useState('')
  const label = useDictionary((s) => s.label)
  const list = usePagedList((q) => memberApi.productPage({ ...q, ...(keyword ? { keyword } : {}) }), [keyword])
  return (
    <View className="product-picker" data-testid="product-picker">
      <SearchBar placeholder="搜索商品名称" onSearch={setKeyword} />
      <PagedList
        list={list}
        keyOf={(p) => p.id}
        emptyText="没有找到商品"
        renderItem={(p) => <ListCard title={p.name} meta={[`${p.categoryName} · ${label('unit', p.unit)}${p.spec ? ` · ${p.spec}` : ''}`]} onClick={() => onChoose(p)} />}
      />
    </View>
  )
}

export function ProductPicker({ visible, onClose, onChoose }: { visible: boolean; onClose: () => void; onChoose: (p: Product) => void }) {
  return (
    <Popup visible={visible} position="bottom" round closeable destroyOnClose title="选择商品" onClose={onClose}>
      {visible && <Catalogue onChoose={onChoose} />}
    </Popup>
  )
}
