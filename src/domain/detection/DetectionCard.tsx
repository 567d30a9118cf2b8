/** An inspection in a list: number, products, plate and entry, its state or result. */
import type { DetectionItemSummary } from '@/contract/types'
import { dateTime } from '@/core/format'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { detectionTag } from './status'

export function DetectionCard({ item, owner, onOpen }: { item: DetectionItemSummary; owner?: string | null; onOpen: () => void }) {
  const tag = detectionTag(item)
  return (
    <ListCard
      title={item.productNames.join('、')}
      subtitle={`${owner ? `${owner} · ` : ''}检测单号：${item.detectionNo}`}
      meta={[`${item.plateNumber} · 进场 ${dateTime(item.entryTime)}`, `检测项目${item.itemCount}项 · 申请 ${dateTime(item.createTime)}`]}
      extra={<StatusTag status={tag.status} map={tag.map} />}
      onClick={onOpen}
    />
  )
}
