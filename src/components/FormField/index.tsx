/**
 * A labelled input row (NutUI Input). `password` fields get a show / hide toggle. Group rows in a
 * `FormGroup` (a white card).
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { Eye, EyeF } from '@nutui/icons-react-taro'
import { TEXT_COLORS } from '@/config'
import { PHONE_INPUT_TYPES } from '@/core/wechat/inputTypes'
import { ACCENT_COLOR } from '@/theme'
import { Pressable } from '@/components/Pressable'
import './index.scss'

export type FieldType = 'text' | 'number' | 'digit' | 'idcard' | keyof typeof PHONE_INPUT_TYPES

export interface FormFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /**
   * text (default), number, digit, idcard (WeChat's input types), or `mobile` / `phone` (a contact
   * phone, landlines too): the platform's phone keyboard (core/wechat/inputTypes; a mini-program
   * has no 'tel').
   */
  type?: FieldType
  password?: boolean
  maxLength?: number
  required?: boolean
  name?: string
  disabled?: boolean
}

export function FormField({ label, value, onChange, placeholder, type = 'text', password, maxLength, required, name, disabled }: FormFieldProps) {
  const [visible, setVisible] = useState(false)
  const inputType = password && !visible ? 'password' : type === 'mobile' || type === 'phone' ? PHONE_INPUT_TYPES[type] : type
  return (
    <View className="app-field" data-field={name}>
      <FieldLabel label={label} required={required} />
      <View className="app-field__input">
        <Input
          name={name}
          type={inputType}
          value={value}
          placeholder={placeholder ?? `请输入${label}`}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(v) => onChange(v)}
        />
      </View>
      {password && (
        <Pressable className="app-field__toggle" label="显示密码" pressed={visible} data-testid="password-toggle" onPress={() => setVisible((v) => !v)}>
          {visible ? <EyeF size={18} color={ACCENT_COLOR} /> : <Eye size={18} color={TEXT_COLORS.help} />}
        </Pressable>
      )}
    </View>
  )
}

/** The label column of a form row (FormField, TextareaField, PickerField), `*` when required. */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <Text className="app-field__label">
      {required && <Text className="app-field__required">*</Text>}
      {label}
    </Text>
  )
}

export function FormGroup({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <View className="app-form-group">
      {title && <Text className="app-form-group__title">{title}</Text>}
      {children}
    </View>
  )
}

export default FormField
