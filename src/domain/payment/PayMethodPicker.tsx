/** How an order or a bill is (to be) paid: a radio list of methods, each with a line saying what it means. */
import { Text, View } from '@tarojs/components'
import { PAY_METHOD_LABELS, type PayMethod } from '@/contract/types'
import { pressable } from '@/components/Pressable'
import './payment.scss'

export interface PayMethodOption {
  value: PayMethod
  hint?: string
  /** Shown but not choosable (e.g. no credit account); the hint says why. */
  disabled?: boolean
}

export function PayMethodPicker({ options, value, onChange }: { options: readonly PayMethodOption[]; value: PayMethod; onChange: (v: PayMethod) => void }) {
  return (
    <View className="pay-method" role="radiogroup" aria-label="支付方式">
      {options.map((o) => {
        const on = o.value === value
        const choose = () => !o.disabled && !on && onChange(o.value)
        return (
          <View
            key={o.value}
            className={`pay-method__option ${on ? 'pay-method__option--on' : ''} ${o.disabled ? 'pay-method__option--off' : ''}`}
            {...pressable(choose, 'radio')}
            aria-checked={on}
            aria-disabled={o.disabled ? true : undefined}
            data-testid="pay-method"
            data-value={o.value}
            onClick={choose}
          >
            <View>
              <Text>{PAY_METHOD_LABELS[o.value]}</Text>
              {o.hint && <Text className="pay-method__hint">{o.hint}</Text>}
            </View>
            <View className="pay-method__mark" />
          </View>
        )
      })}
    </View>
  )
}
