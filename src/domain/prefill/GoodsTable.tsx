/**
 * The goods of a report, an entry record or an exit application, read-only: name, category (and
 * 产地 when known), quantity, weight. The entry-reporting and gate screens share it.
 */
import { Text, View } from '@tarojs/components'
import type { PrefillGoods } from '@/contract/types'
import './goods.scss'

export type GoodsLine = Pick<PrefillGoods, 'productName' | 'categoryName' | 'quantity' | 'unit' | 'weight'> & { key: string; origin?: string | null }

export function GoodsTable({ items }: { items: readonly GoodsLine[] }) {
  const total = Math.round(items.reduce((sum, g) => sum + g.weight * 100, 0)) / 100
  return (
    <View className="inmarket-goods-table" data-testid="goods-table">
      <View className="inmarket-goods-table__row inmarket-goods-table__row--head">
        <Text>货品</Text>
        <Text>数量</Text>
        <Text>重量(公斤)</Text>
      </View>
      {items.map((g) => (
        <View key={g.key} className="inmarket-goods-table__row" data-testid="goods-row">
          <Text>
            {g.productName}
            {g.categoryName ? <Text className="inmarket-goods-table__sub">{g.origin ? `${g.categoryName} · ${g.origin}` : g.categoryName}</Text> : null}
          </Text>
          <Text>
            {g.quantity}
            {g.unit}
          </Text>
          <Text>{g.weight}</Text>
        </View>
      ))}
      <View className="inmarket-goods-table__total">
        <Text>
          共{items.length}种，总重{total}kg
        </Text>
      </View>
    </View>
  )
}

/** Lines of an entry report or an entry record, keyed by product (a product appears once). */
export const goodsLines = (items: readonly PrefillGoods[]): GoodsLine[] => items.map((g) => ({ ...g, key: g.productId }))
