/**
 * The shelf order (/supplier/product/sort): every live SKU of the shop, moved by dragging its handle
 * or with ↑ / ↓; 保存排序 sends the whole order (sku/saveSkuSort), which the shop's electronic
 * scales then receive. A list changed meanwhile is refused ('商品列表已变化，请刷新后重试'):
 * 还原 reloads it.
 */
import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import type { SkuItem } from '@/contract/types'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { move, sameOrder } from '@/domain/sku/sort'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { Pressable } from '@/components/Pressable'
import './product.scss'

/** A row's height plus its gap in design units (product.scss: 104 + 16), at the 750 design width. */
const ROW_RPX = 120

const rowPx = (): number => (ROW_RPX * (Taro.getSystemInfoSync?.().windowWidth || 375)) / 750

type TouchLike = { touches?: ArrayLike<{ clientY: number }>; changedTouches?: ArrayLike<{ clientY: number }> }
/** The finger's y of a touch event (weapp and H5 alike; the end event has only changedTouches). */
const touchY = (event: unknown): number => {
  const e = event as TouchLike
  return (e.touches?.[0] ?? e.changedTouches?.[0])?.clientY ?? 0
}

function SortList({ initial, onReload }: { initial: SkuItem[]; onReload: () => void }) {
  const [order, setOrder] = useState(initial)
  const [drag, setDrag] = useState<{ index: number; dy: number } | null>(null)
  const start = useRef(0)
  const changed = !sameOrder(order, initial)

  const shift = (from: number, to: number) => setOrder((cur) => move(cur, from, to))

  return (
    <>
      <Text className="sort-hint">按住左侧 ≡ 拖动，或点 ↑ ↓ 调整顺序；电子秤按此顺序显示商品。</Text>
      {order.map((s, i) => {
        const dragging = drag?.index === i
        return (
          <View
            key={s.id}
            className={`sort-row ${dragging ? 'sort-row--dragging' : ''}`}
            style={dragging ? { transform: `translateY(${drag.dy}px)` } : undefined}
            data-testid="sort-row"
          >
            <View
              className="sort-row__handle"
              aria-hidden="true"
              onTouchStart={(e) => {
                start.current = touchY(e)
                setDrag({ index: i, dy: 0 })
              }}
              onTouchMove={(e) => {
                e.stopPropagation?.()
                setDrag({ index: i, dy: touchY(e) - start.current })
              }}
              onTouchEnd={(e) => {
                const steps = Math.round((touchY(e) - start.current) / rowPx())
                setDrag(null)
                if (steps) shift(i, i + steps)
              }}
              onTouchCancel={() => setDrag(null)}
            >
              ≡
            </View>
            <Text className="sort-row__pos">{i + 1}</Text>
            <View className="sort-row__body">
              <Text className="sort-row__name">{s.name}</Text>
              <Text className="sort-row__meta">
                {s.onShelf ? '在售' : '已下架'}
                {s.pluCode !== null ? ` · PLU ${s.pluCode}` : ''}
              </Text>
            </View>
            <View className="sort-row__moves">
              <Pressable className={`sort-row__move ${i === 0 ? 'sort-row__move--disabled' : ''}`} label={`上移${s.name}`} data-testid="move-up" onPress={() => shift(i, i - 1)}>
                ↑
              </Pressable>
              <Pressable className={`sort-row__move ${i === order.length - 1 ? 'sort-row__move--disabled' : ''}`} label={`下移${s.name}`} data-testid="move-down" onPress={() => shift(i, i + 1)}>
                ↓
              </Pressable>
            </View>
          </View>
        )
      })}
      <ActionBar>
        <Button type="primary" fill="outline" onClick={onReload}>
          还原
        </Button>
        <AsyncButton disabled={!changed} onClick={(action) => mutate(member.sku.saveSkuSort, { ids: order.map((s) => s.id) }, { successText: '排序已保存', fallback: 'supplierProductList', ...action })}>
          保存排序
        </AsyncButton>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierProductSort() {
  const skus = useAsyncData(() => memberApi.allSkus(), [])
  const [round, setRound] = useState(0)
  const reload = () => {
    setRound((r) => r + 1)
    void skus.reload()
  }
  return (
    <Page loading={skus.loading} error={skus.error} empty={skus.data?.length === 0} emptyText="暂无商品" onRetry={() => void skus.reload()}>
      {skus.data && <SortList key={`${round}-${skus.data.map((s) => s.id).join(',')}`} initial={skus.data} onReload={reload} />}
    </Page>
  )
})
