/** A tappable check row (role="checkbox"): a box that is checked, partly checked or empty, a label and an optional note. */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { CheckDisabled, CheckNormal, Checked } from '@nutui/icons-react-taro'
import { ACCENT_COLOR } from '@/theme'
import { pressable } from '@/components/Pressable'
import './role.scss'

export interface CheckRowProps {
  label: ReactNode
  note?: ReactNode
  checked: boolean | 'mixed'
  onToggle: () => void
  disabled?: boolean
  /** A group heading row (bold). */
  heading?: boolean
}

export function CheckRow({ label, note, checked, onToggle, disabled, heading }: CheckRowProps) {
  // A checked box takes the screen's accent, an empty one the grey.
  const icon = checked === 'mixed' ? <CheckDisabled size={20} color={ACCENT_COLOR} /> : checked ? <Checked size={20} color={ACCENT_COLOR} /> : <CheckNormal size={20} color="#8a8f99" />
  return (
    <View
      className={`check-row ${heading ? 'check-row--heading' : ''} ${disabled ? 'check-row--disabled' : ''}`}
      {...pressable(() => !disabled && onToggle(), 'checkbox')}
      aria-checked={checked === 'mixed' ? 'mixed' : checked ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : undefined}
      data-testid="check-row"
      onClick={() => !disabled && onToggle()}
    >
      {icon}
      <Text className="check-row__label">{label}</Text>
      {note && <Text className="check-row__note">{note}</Text>}
    </View>
  )
}
