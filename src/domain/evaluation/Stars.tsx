/**
 * Star ratings: `Stars` shows 1-5 stars (read aloud as 'N星'); `StarInput` picks one (a radio
 * group of five buttons, each naming its meaning). The stars are icons, not text.
 */
import { Text, View } from '@tarojs/components'
import { StarF } from '@nutui/icons-react-taro'
import { STARS, type Stars as StarCount } from '@/contract/types'
import './evaluation.scss'
import { pressable } from '@/components/Pressable'

export const STAR_MEANINGS: Readonly<Record<StarCount, string>> = { 1: '非常差', 2: '差', 3: '一般', 4: '满意', 5: '非常满意' }

const ON = '#e68a00'
const OFF = '#c9ccd1'

export function Stars({ value, small = false }: { value: number; small?: boolean }) {
  const full = Math.round(value)
  return (
    <View className="eval-stars" role="img" aria-label={`${value}星`} data-testid="stars" data-value={value}>
      {STARS.map((s) => (
        <StarF key={s} size={small ? 13 : 16} color={s <= full ? ON : OFF} />
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
          {...pressable(() => onChange(s), 'radio')}
          aria-checked={s === value}
          aria-label={`${s}星 ${STAR_MEANINGS[s]}`}
          data-testid="star-input"
          onClick={() => onChange(s)}
        >
          <StarF size={26} color={s <= value ? ON : OFF} />
        </View>
      ))}
      <Text className="eval-star-input__meaning">{value ? STAR_MEANINGS[value as StarCount] : '请选择评分'}</Text>
    </View>
  )
}
