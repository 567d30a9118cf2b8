/** Trainings the caller may take, with its lesson progress and status. */
import type { TrainItem } from '@/contract/types'
import { trainApi } from '@/api/train'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StatusTag } from '@/components/StatusTag'
import { date } from '@/core/format'
import { buildUrl, navigateTo } from '@/core/navigate'
import { usePagedList } from '@/hooks/usePagedList'
import { TRAIN_STATUS, TrainProgressBar } from './parts/TrainProgress'
import './knowledge.scss'

/** The list itself: mounted by Page only for a logged-in user, so nothing is fetched before. */
function Trainings() {
  const list = usePagedList<TrainItem>((q) => trainApi.page(q))
  return (
      <PagedList
        list={list}
        keyOf={(t) => t.id}
        emptyText="暂无培训"
        renderItem={(t) => (
          <ListCard
            title={t.title}
            subtitle={t.summary}
            thumb={t.cover ?? undefined}
            extra={<StatusTag status={t.status} map={TRAIN_STATUS} />}
            meta={[`${t.lessonCount} 课 · ${t.examCount} 场考试`, t.deadline ? `截止 ${date(t.deadline)}` : '']}
            footer={<TrainProgressBar done={t.completedLessons} total={t.lessonCount} />}
            onClick={() => void navigateTo(buildUrl('/knowledge/trainDetail', { id: t.id }))}
          />
        )}
      />
  )
}

export default function TrainList() {
  return (
    <Page auth title="培训考试">
      <Trainings />
    </Page>
  )
}
