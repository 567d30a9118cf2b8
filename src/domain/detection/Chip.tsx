/** A choice that toggles (a product or a test item to inspect): a chip, checked or not, for the screen reader too. */
import { Text } from '@tarojs/components'
import { pressable } from '@/components/Pressable'
import './detection.scss'

export function Chip({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <Text className={`detection-chip ${on ? 'detection-chip--on' : ''}`} {...pressable(onToggle, 'checkbox')} aria-checked={on} data-testid="chip" onClick={onToggle}>
      {label}
    </Text>
  )
}
