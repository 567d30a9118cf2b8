/**
 * A SKU's stock: its total (with the low-stock mark) and each batch with its number, quantity,
 * entry date, shelf life and expiry mark; `onLoss` adds a 报损 action to each batch with stock.
 */
import { Text, View } from '@tarojs/components'
import type { StockBatch, StockItem } from '@/contract/types'
import { date } from '@/core/format'
import { qtyText } from '@/domain/sku/quantity'
import { useDictionary } from '@/stores/dictionary'
import { Section } from '@/components/DetailSection'
import { Mark } from '@/components/Marks'
import { Pressable } from '@/components/Pressable'
import { batchMark } from './status'
import './stock.scss'

function BatchRow({ batch: b, unit, onLoss }: { batch: StockBatch; unit: string; onLoss?: (b: StockBatch) => void }) {
  const mark = batchMark(b)
  return (
    <View className="stock-batch" data-testid="stock-batch">
      <View className="stock-batch__head">
        <Text className="stock-batch__no">{b.batchNo}</Text>
        <Text className="stock-batch__qty">
          {qtyText(b.quantity, unit)}
          <Text className="stock-batch__initial"> / 入库 {qtyText(b.initialQuantity, unit)}</Text>
        </Text>
      </View>
      <View className="stock-batch__line">
        <Text>
          入库 {date(b.entryDate)} · 保质期 {b.shelfLifeDays}天 · 到期 {date(b.expiryDate)}
        </Text>
      </View>
      <View className="stock-batch__line">
        {mark ? (
          <Mark tone={mark.tone} testId="batch-mark">
            {mark.text}
          </Mark>
        ) : (
          <Text />
        )}
        {onLoss && b.quantity > 0 && (
          <Pressable className="stock-batch__action" data-testid="batch-loss" onPress={() => onLoss(b)}>
            报损
          </Pressable>
        )}
      </View>
    </View>
  )
}

export function StockCard({ item: s, onLoss }: { item: StockItem; onLoss?: (b: StockBatch) => void }) {
  const unit = useDictionary((st) => st.label)('unit', s.unit)
  return (
    <Section
      className="stock-card"
      title={
        <Text>
          {s.skuName}
          {!s.onShelf && <Text className="stock-card__off"> （已下架）</Text>}
        </Text>
      }
      extra={
        <Text className={`stock-card__total ${s.lowStock ? 'stock-card__total--low' : ''}`} data-testid="stock-total">
          {s.lowStock ? '库存不足 ' : ''}
          {qtyText(s.totalQty, unit)}
        </Text>
      }
    >
      <Text className="stock-card__sub">
        {s.productName} · {s.categoryName}
        {s.lowStockQty !== null ? ` · 预警值 ${qtyText(s.lowStockQty, unit)}` : ''}
      </Text>
      {s.batches.length ? s.batches.map((b) => <BatchRow key={b.id} batch={b} unit={unit} onLoss={onLoss} />) : <Text className="stock-card__none">暂无库存批次</Text>}
    </Section>
  )
}
