/** A training in a list: cover, summary, status, lessons and exams, deadline, progress; a tap opens it. */
import type { TrainItem } from '@/contract'
import { date } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { TRAIN_STATUS } from './status'
import { TrainProgressBar } from './TrainProgressBar'

export function TrainCard({ training: t }: { training: TrainItem }) {
  return (
    <ListCard
      title={t.title}
      subtitle={t.summary}
      thumb={t.cover ?? undefined}
      extra={<StatusTag status={t.status} map={TRAIN_STATUS} />}
      meta={[`${t.lessonCount} 课 · ${t.examCount} 场考试`, t.deadline ? `截止 ${date(t.deadline)}` : '']}
      footer={<TrainProgressBar done={t.completedLessons} total={t.lessonCount} />}
      onClick={() => void go('trainDetail', { id: t.id })}
    />
  )
}
