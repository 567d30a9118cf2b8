/** Steps in order (a request's progress, a product's way from its origin to the sale): a dot and a line per step, its title, time and remark. */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface TimelineStep {
  key: string
  title: string
  time?: string | null
  remark?: ReactNode
}

export function Timeline({ steps, testId = 'timeline-step' }: { steps: readonly TimelineStep[]; testId?: string }) {
  return (
    <View className="app-timeline" role="list">
      {steps.map((s, i) => (
        <View key={s.key} className={`app-timeline__step ${i === steps.length - 1 ? 'app-timeline__step--last' : ''}`} role="listitem" data-testid={testId}>
          <View className="app-timeline__dot" />
          <View className="app-timeline__body">
            <Text className="app-timeline__title">{s.title}</Text>
            {s.time && <Text className="app-timeline__time">{s.time}</Text>}
            {s.remark && <Text className="app-timeline__remark">{s.remark}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
