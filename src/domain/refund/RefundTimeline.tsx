/** A request's steps, oldest first, with the time and the remark (a reject reason) of each. */
import { Text, View } from '@tarojs/components'
import type { RefundEvent } from '@/contract/types'
import { dateTime } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { REFUND_STEP_LABELS } from './status'
import './refund.scss'

export function RefundTimeline({ events }: { events: readonly RefundEvent[] }) {
  return (
    <DetailSection title="处理进度">
      <View className="refund-timeline" role="list">
        {events.map((e, i) => (
          <View key={`${e.step}-${i}`} className={`refund-timeline__step ${i === events.length - 1 ? 'refund-timeline__step--last' : ''}`} role="listitem" data-testid="refund-step">
            <View className="refund-timeline__dot" />
            <View className="refund-timeline__body">
              <Text className="refund-timeline__title">{REFUND_STEP_LABELS[e.step] ?? e.step}</Text>
              <Text className="refund-timeline__time">{dateTime(e.time)}</Text>
              {e.remark && <Text className="refund-timeline__remark">{e.remark}</Text>}
            </View>
          </View>
        ))}
      </View>
    </DetailSection>
  )
}
