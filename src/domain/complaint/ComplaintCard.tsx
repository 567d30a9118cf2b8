/** A complaint in a list: title, status, type, target and when it was filed; a tap opens it. */
import type { ComplaintItem } from '@/contract'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { useDictionary } from '@/stores/dictionary'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { COMPLAINT_STATUS } from './status'

export function ComplaintCard({ complaint: c }: { complaint: ComplaintItem }) {
  const label = useDictionary((s) => s.label)
  return (
    <ListCard
      title={c.title}
      extra={<StatusTag status={c.status} map={COMPLAINT_STATUS} />}
      meta={[`投诉类型：${label('complaintType', c.complaintType)}`, c.targetName ? `投诉对象：${c.targetName}` : null, `提交时间：${dateTime(c.createTime)}`]}
      onClick={() => void go('complaintDetail', { id: c.id })}
    />
  )
}
