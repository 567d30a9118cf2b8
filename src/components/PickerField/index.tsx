/**
 * A labelled choice row in the FormField layout: shows the chosen option's label (or
 * 请选择…); a tap opens a NutUI Picker in a bottom popup. Disabled: the label only, no picker.
 * Options from the dictionary: `useDictOptions(dataType)`.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picker } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { FieldLabel } from '@/components/FormField'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface PickerOption {
  label: string
  value: string
}

export interface PickerFieldProps {
  label: string
  value: string
  options: readonly PickerOption[]
  onChange: (value: string, option: PickerOption) => void
  placeholder?: string
  required?: boolean
  name?: string
  disabled?: boolean
}

export function PickerField({ label, value, options, onChange, placeholder = '请选择…', required, name, disabled }: PickerFieldProps) {
  const [open, setOpen] = useState(false)
  const chosen = options.find((o) => o.value === value)
  const canOpen = !disabled && options.length > 0
  return (
    <View className="app-field app-picker-field" data-field={name}>
      <FieldLabel label={label} required={required} />
      <View className="app-picker-field__value" data-testid="picker-value" {...(canOpen ? pressable(() => setOpen(true)) : {})} onClick={() => canOpen && setOpen(true)}>
        <Text className={chosen ? '' : 'app-picker-field__placeholder'}>{chosen ? chosen.label : disabled ? value || '—' : placeholder}</Text>
        {!disabled && <ArrowRight size={12} color="#c2c4cc" />}
      </View>
      {canOpen && (
        <Picker
          visible={open}
          title={label}
          options={[options.map((o) => ({ label: o.label, value: o.value }))]}
          value={chosen ? [chosen.value] : [options[0].value]}
          onClose={() => setOpen(false)}
          onConfirm={(_opts, values) => {
            const picked = options.find((o) => o.value === String(values[0]))
            setOpen(false)
            if (picked && picked.value !== value) onChange(picked.value, picked)
          }}
        />
      )}
    </View>
  )
}

export default PickerField
