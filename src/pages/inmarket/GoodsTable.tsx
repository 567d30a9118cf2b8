/** The goods of a report or an entry record, read-only: name, category, quantity, weight. */
import { Text, View } from '@tarojs/components'
import type { PrefillGoods } from '@/contract/types'
import './inmarket.scss'

export function GoodsTable({ items }: { items: readonly PrefillGoods[] }) {
  const total = Math.round(items.reduce((sum, g) => sum + g.weight * 100, 0)) / 100
  return (
    <View className="inmarket-goods-table" data-testid="goods-table">
      <View className="inmarket-goods-table__row inmarket-goods-table__row--head">
        <Text>货品</Text>
        <Text>数量</Text>
        <Text>重量(公斤)</Text>
      </View>
      {items.map((g) => (
        <View key={g.productId} className="inmarket-goods-table__row" data-testid="goods-row">
          <Text>
            {g.productName}
            {g.categoryName ? <Text className="inmarket-goods-table__sub">{g.categoryName}</Text> : null}
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

export default GoodsTable
