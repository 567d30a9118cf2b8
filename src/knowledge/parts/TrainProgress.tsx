/** A training's lesson progress: a bar and "已完成 2/3 课", plus its status map for StatusTag. */
import { Text, View } from '@tarojs/components'
import type { StatusMap } from '@/components/StatusTag'

export const TRAIN_STATUS: StatusMap = {
  notStarted: { text: '未开始', tone: 'default' },
  inProgress: { text: '学习中', tone: 'warning' },
  completed: { text: '已完成', tone: 'success' },
}

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
