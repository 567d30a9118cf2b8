/**
 * A labelled date-and-time row in the FormField layout: shows the value ('YYYY-MM-DD HH:mm') or
 * 请选择…; a tap opens a NutUI DatePicker (year to minute) limited to `min`..`max`. With
 * `type="date"` it picks a day only ('YYYY-MM-DD').
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { DatePicker } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import dayjs from 'dayjs'
import { FieldLabel } from '@/components/FormField'
import { parseDate } from '@/core/format'
import '@/components/PickerField/index.scss'
import { Pressable } from '@/components/Pressable'

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm'

export interface DateTimeFieldProps {
  label: string
  /** 'YYYY-MM-DD HH:mm' or ''. */
  value: string
  onChange: (value: string) => void
  /** Bounds of the picker, read when it opens. */
  min?: () => Date
  max?: () => Date
  placeholder?: string
  required?: boolean
  name?: string
  /** 'datetime' (default): 'YYYY-MM-DD HH:mm'; 'date': 'YYYY-MM-DD'. */
  type?: 'datetime' | 'date'
}

const pad = (v: string | number | null | undefined) => String(v ?? 0).padStart(2, '0')

/** The picker's column values [year, month, day, hour, minute] as 'YYYY-MM-DD HH:mm'. */
export const joinDateTime = (v: ReadonlyArray<string | number | null | undefined>): string => `${v[0]}-${pad(v[1])}-${pad(v[2])} ${pad(v[3])}:${pad(v[4])}`

/** The picker's column values [year, month, day] as 'YYYY-MM-DD'. */
export const joinDate = (v: ReadonlyArray<string | number | null | undefined>): string => `${v[0]}-${pad(v[1])}-${pad(v[2])}`

export function DateTimeField({ label, value, onChange, min, max, placeholder = '请选择…', required, name, type = 'datetime' }: DateTimeFieldProps) {
  const [bounds, setBounds] = useState<{ start: Date; end: Date } | null>(null)
  const open = () => {
    const start = min?.() ?? dayjs().subtract(10, 'year').toDate()
    const end = max?.() ?? dayjs().add(10, 'year').toDate()
    setBounds({ start, end })
  }
  const current = parseDate(value)?.toDate()
  const pickerValue = bounds ? (current && current >= bounds.start && current <= bounds.end ? current : bounds.start) : undefined
  return (
    <View className="app-field app-picker-field" data-field={name}>
      <FieldLabel label={label} required={required} />
      <Pressable className="app-picker-field__value" data-testid="date-time-value" onPress={open}>
        <Text className={value ? '' : 'app-picker-field__placeholder'}>{value || placeholder}</Text>
        <ArrowRight size={12} color="#c2c4cc" />
      </Pressable>
      {bounds && (
        <DatePicker
          visible
          type={type}
          title={label}
          value={pickerValue}
          startDate={bounds.start}
          endDate={bounds.end}
          showChinese
          onClose={() => setBounds(null)}
          onConfirm={(_options, values) => {
            setBounds(null)
            onChange(type === 'date' ? joinDate(values) : joinDateTime(values))
          }}
        />
      )}
    </View>
  )
}

export default DateTimeField
