/** A feedback in a list: its category and state, what was said, when, and the office's reply once given. */
import { FEEDBACK_CATEGORY_LABELS, type FeedbackItem } from '@/contract/types'
import { dateTime } from '@/core/format'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { FEEDBACK_STATUS } from './feedback'

export function FeedbackCard({ f }: { f: FeedbackItem }) {
  return (
    <ListCard
      title={FEEDBACK_CATEGORY_LABELS[f.category]}
      extra={<StatusTag status={f.status} map={FEEDBACK_STATUS} />}
      thumb={f.images[0]}
      meta={[
        f.content,
        `提交时间：${dateTime(f.createTime)}${f.images.length ? ` · 图片${f.images.length}张` : ''}`,
        f.reply ? `回复：${f.reply}` : null,
        f.reply ? `${f.replierName ?? '市场办公室'} · ${dateTime(f.replyTime)}` : null,
      ]}
    />
  )
}
