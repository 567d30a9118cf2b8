/**
 * A setting that is on or off: its label, a one-line explanation, and a switch. The whole row is
 * the switch (a tap anywhere on it toggles: a large target), and for assistive technology and the
 * keyboard it is one: role switch, `aria-checked`, named by the label, Enter or Space toggles.
 * NutUI's Switch inside only draws the state.
 */
import { Switch } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface ToggleSwitchProps {
  label: string
  /** One line under the label saying what the setting does. */
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}

export function ToggleSwitch({ label, hint, checked, onChange }: ToggleSwitchProps) {
  const toggle = () => onChange(!checked)
  return (
    <View className="app-toggle" data-testid="toggle-switch" {...pressable(toggle, 'switch')} aria-checked={checked} aria-label={label} onClick={toggle}>
      <View className="app-toggle__text">
        <Text className="app-toggle__label">{label}</Text>
        {hint && <Text className="app-toggle__hint">{hint}</Text>}
      </View>
      <Switch className="app-toggle__switch" checked={checked} />
    </View>
  )
}

export default ToggleSwitch
