/**
 * A question's options (the exam and its result). Answering (onChange): single and judge pick one,
 * multiple toggles. Reviewing (`right` given): the caller's choices and the right ones are marked,
 * nothing is tappable. Also the question type names and how an answer reads.
 */
import { Text, View } from '@tarojs/components'
import type { QuestionOption, QuestionType } from '@/contract/types'
import './training.scss'

export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题' }

/** Judge questions read 对 / 错 (keys T / F). */
const JUDGE_LABELS: Record<string, string> = { T: '对', F: '错' }

/** How an answer reads: 'A、C', '对', or '未作答'. */
export function answerText(type: QuestionType, keys: readonly string[]): string {
  if (!keys.length) return '未作答'
  return type === 'judge' ? keys.map((k) => JUDGE_LABELS[k] ?? k).join('、') : [...keys].sort().join('、')
}

/** The answer after tapping `key`. */
export function toggle(type: QuestionType, value: readonly string[], key: string): string[] {
  if (type !== 'multiple') return [key]
  return value.includes(key) ? value.filter((k) => k !== key) : [...value, key].sort()
}

export interface OptionListProps {
  type: QuestionType
  options: readonly QuestionOption[]
  value: readonly string[]
  onChange?: (next: string[]) => void
  /** Review mode: the right answer. */
  right?: readonly string[]
}

export function OptionList({ type, options, value, onChange, right }: OptionListProps) {
  const role = type === 'multiple' ? 'checkbox' : 'radio'
  return (
    <View className={`kn-options kn-options--${type}`} role={type === 'multiple' ? 'group' : 'radiogroup'}>
      {options.map((o) => {
        const chosen = value.includes(o.key)
        const isRight = right?.includes(o.key)
        const cls = ['kn-option', chosen && 'kn-option--chosen', right && isRight && 'kn-option--right', right && chosen && !isRight && 'kn-option--wrong']
        return (
          <View
            key={o.key}
            className={cls.filter(Boolean).join(' ')}
            role={role}
            aria-checked={chosen ? 'true' : 'false'}
            data-testid="kn-option"
            data-key={o.key}
            onClick={onChange ? () => onChange(toggle(type, value, o.key)) : undefined}
          >
            <Text className={`kn-option__mark kn-option__mark--${role}`}>{type === 'judge' ? '' : o.key}</Text>
            <Text className="kn-option__text">{type === 'judge' ? (JUDGE_LABELS[o.key] ?? o.text) : o.text}</Text>
            {right && isRight && <Text className="kn-option__flag kn-option__flag--right">✓</Text>}
            {right && chosen && !isRight && <Text className="kn-option__flag kn-option__flag--wrong">✗</Text>}
          </View>
        )
      })}
    </View>
  )
}
