/** A training's lesson progress: a bar and "已完成 2/3 课" (its list card and its detail). */
import { Text, View } from '@tarojs/components'
import './training.scss'

export function TrainProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0
  return (
    <View className="kn-progress" data-testid="train-progress" data-percent={percent}>
      <View className="kn-progress__track">
        <View className="kn-progress__fill" style={{ width: `${percent}%` }} />
      </View>
      <Text className="kn-progress__text">
        已完成 {done}/{total} 课
      </Text>
    </View>
  )
}
