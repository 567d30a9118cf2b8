/** The licence plate row: an input (kept upper-case, checked on blur) and the 无牌车 action. */
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { FieldLabel } from '@/components/FormField'
import './inmarket.scss'

export interface PlateFieldProps {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** 无牌车: fill a temporary number. */
  onNoPlate: () => void
}

export function PlateField({ value, onChange, onBlur, onNoPlate }: PlateFieldProps) {
  return (
    <View className="app-field" data-field="plateNumber">
      <FieldLabel label="车牌号" required />
      <View className="app-field__input">
        <Input name="plateNumber" value={value} placeholder="如 浙A12345" maxLength={10} onChange={(v) => onChange(v.toUpperCase())} onBlur={() => onBlur()} />
      </View>
      <Text className="inmarket-plate__action" data-testid="no-plate" onClick={onNoPlate}>
        无牌车
      </Text>
    </View>
  )
}

export default PlateField
