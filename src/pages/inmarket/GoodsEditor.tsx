/** The goods lines of the report form: 数量 and 重量(公斤) per line, 删除, and 添加货品 (the chooser). */
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import type { DraftGoods } from '@/domain/prefill/draft'
import { FormGroup } from '@/components/FormField'
import './inmarket.scss'

export interface GoodsEditorProps {
  goods: readonly DraftGoods[]
  onChange: (productId: string, patch: Partial<Pick<DraftGoods, 'quantity' | 'weight'>>) => void
  onRemove: (productId: string) => void
  onAdd: () => void
}

function Amount({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (v: string) => void }) {
  return (
    <View className="inmarket-goods__amount" data-field={name}>
      <Text className="inmarket-goods__amount-label">{label}</Text>
      <Input type="digit" value={value} placeholder="0" maxLength={12} onChange={onChange} />
    </View>
  )
}

export function GoodsEditor({ goods, onChange, onRemove, onAdd }: GoodsEditorProps) {
  return (
    <FormGroup title={`货品（${goods.length}种）`}>
      {goods.map((g) => (
        <View key={g.productId} className="inmarket-goods__line" data-testid="goods-line">
          <View className="inmarket-goods__head">
            <Text className="inmarket-goods__name">{g.productName}</Text>
            <Text className="inmarket-goods__sub">
              {g.categoryName}
              {g.unit ? ` · 单位：${g.unit}` : ''}
            </Text>
            <Text className="inmarket-goods__remove" data-testid="goods-remove" onClick={() => onRemove(g.productId)}>
              删除
            </Text>
          </View>
          <View className="inmarket-goods__amounts">
            <Amount label={`数量${g.unit ? `(${g.unit})` : ''}`} name={`quantity-${g.productId}`} value={g.quantity} onChange={(quantity) => onChange(g.productId, { quantity })} />
            <Amount label="重量(公斤)" name={`weight-${g.productId}`} value={g.weight} onChange={(weight) => onChange(g.productId, { weight })} />
          </View>
        </View>
      ))}
      <View className="inmarket-goods__add">
        <Button size="small" fill="outline" type="primary" onClick={onAdd}>
          添加货品
        </Button>
      </View>
    </FormGroup>
  )
}

export default GoodsEditor
