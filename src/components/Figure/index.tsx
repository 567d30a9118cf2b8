/**
 * A figure: a value over its label (余额, 待缴金额, 店铺评分), sharing its row's width with the
 * figures beside it. `muted` greys the label (on a white card), `alert` marks the value (已逾期
 * on a coloured band), `onPress` makes it a button opening the screen behind it.
 */
import { Text, View } from '@tarojs/components'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface FigureProps {
  label: string
  value: string | number
  muted?: boolean
  alert?: boolean
  onPress?: () => void
  testId?: string
}

export function Figure({ label, value, muted = false, alert = false, onPress, testId = 'figure' }: FigureProps) {
  return (
    <View className={`app-figure ${muted ? 'app-figure--muted' : ''}`} data-testid={testId} {...(onPress ? pressable(onPress) : {})} onClick={onPress}>
      <Text className={`app-figure__value ${alert ? 'app-figure__value--alert' : ''}`}>{value}</Text>
      <Text className="app-figure__label">{label}</Text>
    </View>
  )
}

export default Figure
