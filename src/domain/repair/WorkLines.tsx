/**
 * The work lines of a worksheet being completed: choose a consumable (from the estate stock) or a
 * service, its quantity, 添加; each chosen line shows its amount at the listed price and can be
 * removed. The server prices and stocks them again on completion.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { WorkLineInput } from '@/contract/types'
import { alertModal } from '@/core/dialog'
import { money } from '@/core/format'
import { FormField, FormGroup } from '@/components/FormField'
import { PickerField } from '@/components/PickerField'
import { Pressable } from '@/components/Pressable'
import './repair.scss'

export interface WorkItem {
  id: string
  name: string
  unit: string
  priceFen: number
  /** Consumables: what is left in stock. */
  stock?: number
}

const QUANTITY = /^\d{1,6}(\.\d{1,2})?$/

export function WorkLines({ title, items, value, onChange }: { title: string; items: readonly WorkItem[]; value: readonly WorkLineInput[]; onChange: (lines: WorkLineInput[]) => void }) {
  const [chosen, setChosen] = useState('')
  const [quantity, setQuantity] = useState('1')
  const byId = new Map(items.map((i) => [i.id, i]))
  const options = items
    .filter((i) => !value.some((l) => l.id === i.id))
    .map((i) => ({ value: i.id, label: `${i.name}（${money(i.priceFen)}/${i.unit}${i.stock !== undefined ? `，库存${i.stock}` : ''}）` }))

  function add() {
    if (!chosen) return void alertModal(`请选择${title}`)
    const q = quantity.trim()
    if (!QUANTITY.test(q) || Number(q) <= 0) return void alertModal('数量需为大于0的数，最多2位小数')
    onChange([...value, { id: chosen, quantity: Number(q) }])
    setChosen('')
    setQuantity('1')
  }

  return (
    <FormGroup title={title}>
      {value.map((l) => {
        const item = byId.get(l.id)
        return (
          <View key={l.id} className="repair-line" data-testid="work-line">
            <Text>{item?.name ?? l.id}</Text>
            <Text className="repair-line__calc">{`${l.quantity}${item?.unit ?? ''} × ${money((item?.priceFen ?? 0))}`}</Text>
            <Pressable label={`移除${item?.name ?? ''}`} onPress={() => onChange(value.filter((x) => x.id !== l.id))}>
              <Text className="repair-line__remove">移除</Text>
            </Pressable>
          </View>
        )
      })}
      <PickerField label={title} name={`${title}-item`} value={chosen} options={options} onChange={setChosen} placeholder={`选择${title}`} />
      <FormField label="数量" name={`${title}-quantity`} type="digit" value={quantity} onChange={setQuantity} maxLength={9} />
      <Button size="small" fill="outline" type="primary" onClick={add}>
        {`添加${title}`}
      </Button>
    </FormGroup>
  )
}
