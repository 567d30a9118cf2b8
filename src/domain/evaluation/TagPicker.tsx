/** The rating tags: chips to toggle (EVALUATION_TAGS), or shown read-only. */
import { Text, View } from '@tarojs/components'
import { EVALUATION_TAGS, type EvaluationTag } from '@/contract/types'
import './evaluation.scss'
import { pressable } from '@/components/Pressable'

export function TagPicker({ value, onChange }: { value: readonly EvaluationTag[]; onChange: (tags: EvaluationTag[]) => void }) {
  const toggle = (t: EvaluationTag) => onChange(value.includes(t) ? value.filter((x) => x !== t) : EVALUATION_TAGS.filter((x) => x === t || value.includes(x)))
  return (
    <View className="eval-tags" role="group" aria-label="评价标签">
      {EVALUATION_TAGS.map((t) => {
        const on = value.includes(t)
        return (
          <View key={t} className={`eval-tags__tag ${on ? 'eval-tags__tag--on' : ''}`} {...pressable(() => toggle(t), 'checkbox')} aria-checked={on} data-testid="tag-option" onClick={() => toggle(t)}>
            <Text>{t}</Text>
          </View>
        )
      })}
    </View>
  )
}

export function TagList({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null
  return (
    <View className="eval-tags eval-tags--static">
      {tags.map((t) => (
        <Text key={t} className="eval-tags__tag eval-tags__tag--static">
          {t}
        </Text>
      ))}
    </View>
  )
}
