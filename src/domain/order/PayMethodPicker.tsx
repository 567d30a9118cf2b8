/** How an order is (to be) paid: a radio list of methods, each with a line saying what it means. */
import { Text, View } from '@tarojs/components'
import { PAY_METHOD_LABELS, type PayMethod } from '@/contract/types'
import './order.scss'
import { pressable } from '@/components/Pressable'

export interface PayMethodOption {
  value: PayMethod
  hint?: string
  /** Shown but not choosable (e.g. no credit account); the hint says why. */
  disabled?: boolean
}

export function PayMethodPicker({ options, value, onChange }: { options: readonly PayMethodOption[]; value: PayMethod; onChange: (v: PayMethod) => void }) {
  return (
    <View className="order-pay" role="radiogroup" aria-label="支付方式">
      {options.map((o) => {
        const on = o.value === value
        const choose = () => !o.disabled && !on && onChange(o.value)
        return (
          <View
            key={o.value}
            className={`order-pay__option ${on ? 'order-pay__option--on' : ''} ${o.disabled ? 'order-pay__option--off' : ''}`}
            {...pressable(choose, 'radio')}
            aria-checked={on}
            aria-disabled={o.disabled ? true : undefined}
            data-testid="pay-method"
            data-value={o.value}
            onClick={choose}
          >
            <View>
              <Text>{PAY_METHOD_LABELS[o.value]}</Text>
              {o.hint && <Text className="order-pay__hint">{o.hint}</Text>}
            </View>
            <View className="order-pay__mark" />
          </View>
        )
      })}
    </View>
  )
}
