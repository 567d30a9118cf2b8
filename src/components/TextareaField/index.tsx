/**
 * A labelled multi-line text row in the FormField layout (mix them in one FormGroup): the text
 * below the label, a live counter `n/maxLength` under it. Input past `maxLength` is cut.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { FieldLabel } from '@/components/FormField'
import './index.scss'

export interface TextareaFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Default 200. */
  maxLength?: number
  required?: boolean
  name?: string
  disabled?: boolean
}

export function TextareaField({ label, value, onChange, placeholder, maxLength = 200, required, name, disabled }: TextareaFieldProps) {
  const text = value ?? ''
  return (
    <View className="app-field app-textarea-field" data-field={name}>
      <FieldLabel label={label} required={required} />
      <View className="app-textarea-field__box">
        <Textarea
          className="app-textarea-field__input"
          name={name}
          value={text}
          placeholder={placeholder ?? `请输入${label}`}
          maxlength={maxLength}
          disabled={disabled}
          autoHeight
          onInput={(e) => onChange(String(e.detail.value ?? '').slice(0, maxLength))}
        />
        <Text className="app-textarea-field__count" data-testid="textarea-count">
          {Math.min(text.length, maxLength)}/{maxLength}
        </Text>
      </View>
    </View>
  )
}

export default TextareaField
