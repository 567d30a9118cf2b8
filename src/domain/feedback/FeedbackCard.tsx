/**
 * A feedback in a list: its category and state, what was said, when, and the office's reply once
 * given. The office's list names the author (`withAuthor`) and puts its reply form in `footer`.
 */
import type { ReactNode } from 'react'
import { FEEDBACK_CATEGORY_LABELS, type FeedbackItem } from '@/contract/types'
import { dateTime } from '@/core/format'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { FEEDBACK_STATUS } from './feedback'

export function FeedbackCard({ f, withAuthor = false, footer }: { f: FeedbackItem; withAuthor?: boolean; footer?: ReactNode }) {
  return (
    <ListCard
      title={FEEDBACK_CATEGORY_LABELS[f.category]}
      extra={<StatusTag status={f.status} map={FEEDBACK_STATUS} />}
      thumb={f.images[0]}
      meta={[
        f.content,
        withAuthor ? `反馈人：${f.userName}` : null,
        `提交时间：${dateTime(f.createTime)}${f.images.length ? ` · 图片${f.images.length}张` : ''}`,
        f.reply ? `回复：${f.reply}` : null,
        f.reply ? `${f.replierName ?? '市场办公室'} · ${dateTime(f.replyTime)}` : null,
      ]}
      footer={footer}
    />
  )
}
