/**
 * Small marks on a row (库存不足, 临期, 已过期; or StatusTags side by side): `Marks` is the wrapping
 * row, `Mark` one pale chip whose text keeps 4.5:1 on its background.
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export type MarkTone = 'danger' | 'warning'

export function Marks({ children }: { children: ReactNode }) {
  return <View className="app-marks">{children}</View>
}

export function Mark({ tone, children, testId }: { tone: MarkTone; children: ReactNode; testId?: string }) {
  return (
    <Text className={`app-mark app-mark--${tone}`} data-testid={testId} data-tone={tone}>
      {children}
    </Text>
  )
}

export default Marks
