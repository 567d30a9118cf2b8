/** A SKU in the product list: name, shelf state, price per unit, stock, codes and alerts; `footer` holds its actions. */
import { type ReactNode } from 'react'
import { Text } from '@tarojs/components'
import type { SkuItem } from '@/contract/types'
import { useDictionary } from '@/stores/dictionary'
import { ListCard } from '@/components/ListCard'
import { Mark, Marks } from '@/components/Marks'
import { Money } from '@/components/Money'
import { StatusTag } from '@/components/StatusTag'
import { qtyText } from './quantity'
import { SHELF_STATUS, shelfKey, skuMarks } from './status'

export function SkuCard({ sku: s, footer, onClick }: { sku: SkuItem; footer?: ReactNode; onClick?: () => void }) {
  const unit = useDictionary((st) => st.label)('unit', s.unit)
  const marks = skuMarks(s)
  return (
    <ListCard
      title={s.name}
      thumb={s.image ?? undefined}
      extra={<StatusTag status={shelfKey(s)} map={SHELF_STATUS} />}
      subtitle={
        <Text>
          <Money fen={s.priceFen} />/{unit}
          {s.spec ? ` · ${s.spec}` : ''}
        </Text>
      }
      meta={[
        `库存：${qtyText(s.stockQty, unit)}${s.lowStockQty !== null ? `（预警值 ${qtyText(s.lowStockQty, unit)}）` : ''}`,
        [s.productCode ? `编码 ${s.productCode}` : '', s.pluCode !== null ? `PLU ${s.pluCode}` : '', s.categoryName].filter(Boolean).join(' · '),
        marks.length ? (
          <Marks>
            {marks.map((m) => (
              <Mark key={m.key} tone={m.tone} testId="sku-mark">
                {m.text}
              </Mark>
            ))}
          </Marks>
        ) : null,
      ]}
      footer={footer}
      onClick={onClick}
    />
  )
}
