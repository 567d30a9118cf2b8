/**
 * Star ratings: `Stars` shows 1-5 stars (read aloud as 'N星'); `StarInput` picks one (a radio
 * group of five buttons, each naming its meaning).
 */
import { Text, View } from '@tarojs/components'
import { STARS, type Stars as StarCount } from '@/contract/types'
import './evaluation.scss'

export const STAR_MEANINGS: Readonly<Record<StarCount, string>> = { 1: '非常差', 2: '差', 3: '一般', 4: '满意', 5: '非常满意' }

export function Stars({ value, small = false }: { value: number; small?: boolean }) {
  const full = Math.round(value)
  return (
    <View className={`eval-stars ${small ? 'eval-stars--small' : ''}`} role="img" aria-label={`${value}星`} data-testid="stars" data-value={value}>
      {STARS.map((s) => (
        <Text key={s} className={`eval-stars__star ${s <= full ? 'eval-stars__star--on' : ''}`}>
          ★
        </Text>
      ))}
    </View>
  )
}

export function StarInput({ value, onChange }: { value: number; onChange: (v: StarCount) => void }) {
  return (
    <View className="eval-star-input" role="radiogroup" aria-label="评分">
      {STARS.map((s) => (
        <View
          key={s}
          className={`eval-star-input__star ${s <= value ? 'eval-star-input__star--on' : ''}`}
          role="radio"
          aria-checked={s === value}
          aria-label={`${s}星 ${STAR_MEANINGS[s]}`}
          data-testid="star-input"
          onClick={() => onChange(s)}
        >
          <Text>★</Text>
        </View>
      ))}
      <Text className="eval-star-input__meaning">{value ? STAR_MEANINGS[value as StarCount] : '请选择评分'}</Text>
    </View>
  )
}
