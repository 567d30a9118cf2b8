/** Trainings the caller may take, with its lesson progress and status. */
import type { TrainItem } from '@/contract/types'
import { train } from '@/contract/train'
import { trainApi } from '@/api/train'
import { TrainCard } from '@/domain/training/TrainCard'
import { usePagedList } from '@/hooks/usePagedList'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function TrainList() {
  // A completed lesson or a submitted exam changes a training's progress or scores.
  const list = usePagedList<TrainItem>((q) => trainApi.page(q), [], { refreshOn: [train.train, train.trainResults] })
  return <PagedList list={list} keyOf={(t) => t.id} emptyText="暂无培训" renderItem={(t) => <TrainCard training={t} />} />
})
