/**
 * The day's price board: one row per product (name, unit, average price, lowest–highest, change
 * and percentage against the previous day in colour, 异动 when its `warning` flag is set). A tap
 * on a row calls `onPick`.
 */
import { Text, View } from '@tarojs/components'
import type { PriceRow } from '@/contract/types'
import { StatusTag, statusMap } from '@/components/StatusTag'
import { fenOfYuan, money } from '@/core/format'
import { TREND_COLORS, changeText, rateText, trendOf } from '@/public-price/trend'
import './index.scss'

export const WARNING_TAG = statusMap({ warning: '异动' }, { warning: 'warning' })

export interface PriceTableProps {
  rows: readonly PriceRow[]
  onPick: (row: PriceRow) => void
}

export function PriceTable({ rows, onPick }: PriceTableProps) {
  return (
    <View className="price-table" data-testid="price-table">
      <View className="price-table__head">
        <Text className="price-table__name">品名</Text>
        <Text className="price-table__price">均价</Text>
        <Text className="price-table__change">较前日</Text>
      </View>
      {rows.map((row) => {
        const trend = trendOf(row.change)
        const color = TREND_COLORS[trend]
        return (
          <View key={row.productId} className="price-table__row" data-testid="price-row" data-trend={trend} onClick={() => onPick(row)}>
            <View className="price-table__name">
              <View className="price-table__title">
                <Text className="price-table__product">{row.productName}</Text>
                {row.warning && <StatusTag status="warning" map={WARNING_TAG} className="price-table__warn" />}
              </View>
              <Text className="price-table__sub">
                {row.unit} · {row.minPrice.toFixed(2)}–{row.maxPrice.toFixed(2)}
              </Text>
            </View>
            <Text className="price-table__price" data-testid="price-value">
              {money(fenOfYuan(row.price))}
            </Text>
            <View className="price-table__change" style={{ color }} data-testid="price-change">
              <Text>{changeText(row.change)}</Text>
              <Text className="price-table__rate">{rateText(row.changeRate)}</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}

export default PriceTable
