/** A request's steps, oldest first, with the time and the remark (a reject reason) of each. */
import type { RefundEvent } from '@/contract/types'
import { dateTime } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { Timeline } from '@/components/Timeline'
import { REFUND_STEP_LABELS } from './status'

export function RefundTimeline({ events }: { events: readonly RefundEvent[] }) {
  return (
    <DetailSection title="处理进度">
      <Timeline steps={events.map((e, i) => ({ key: `${e.step}-${i}`, title: REFUND_STEP_LABELS[e.step] ?? e.step, time: dateTime(e.time), remark: e.remark }))} testId="refund-step" />
    </DetailSection>
  )
}
