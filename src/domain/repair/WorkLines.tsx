/**
 * The work lines of a worksheet, consumables or services: 添加 opens the picker screen and the
 * chosen item joins the lines (core/pageResult); each line shows its price (and, for a consumable,
 * the stock left), takes its quantity and can be removed.
 */
import type { Dispatch, SetStateAction } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { awaitResult, newResultId } from '@/core/pageResult'
import { FormField, FormGroup } from '@/components/FormField'
import { Pressable } from '@/components/Pressable'
import { itemLabel, withItem, type WorkItem, type WorkLine } from './workLines'
import './repair.scss'

export interface WorkLinesProps {
  title: '耗材' | '服务'
  /** The screen that picks one item. */
  picker: 'maintainerRepairMaterials' | 'maintainerRepairServices'
  value: readonly WorkLine[]
  onChange: Dispatch<SetStateAction<WorkLine[]>>
}

export function WorkLines({ title, picker, value, onChange }: WorkLinesProps) {
  async function add() {
    const resultId = newResultId()
    const opened = await go(picker, { resultId })
    if (!opened.ok) return
    const item = await awaitResult<WorkItem>(resultId)
    if (item) onChange((lines) => withItem(lines, item))
  }

  const setQuantity = (id: string) => (quantity: string) => onChange((lines) => lines.map((l) => (l.item.id === id ? { ...l, quantity } : l)))

  return (
    <FormGroup title={title}>
      {value.map(({ item, quantity }) => (
        <View key={item.id} className="repair-line" data-testid="work-line">
          <Text>{itemLabel(item)}</Text>
          <Text className="repair-line__calc">{`${money(item.priceFen)}/${item.unit}${item.stock !== undefined ? `，库存${item.stock}` : ''}`}</Text>
          <Pressable label={`移除${item.name}`} onPress={() => onChange((lines) => lines.filter((l) => l.item.id !== item.id))}>
            <Text className="repair-line__remove">移除</Text>
          </Pressable>
          <View className="repair-line__quantity">
            <FormField label={`数量（${item.unit}）`} name={`${title}-${item.id}-quantity`} type="digit" required value={quantity} onChange={setQuantity(item.id)} maxLength={9} />
          </View>
        </View>
      ))}
      <Button size="small" fill="outline" type="primary" onClick={() => void add()}>
        {`添加${title}`}
      </Button>
    </FormGroup>
  )
}
