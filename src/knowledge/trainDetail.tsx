/**
 * A training (?id=): its content and progress, the lessons (tap to expand; 标记完成 records the
 * lesson through trainResults/create), and its exams with the caller's scores: 开始考试, 查看结果
 * once submitted, 已截止 past the deadline.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ExamInfo, ExamScore, TrainProgress } from '@/contract/types'
import { train } from '@/contract/train'
import { mutate } from '@/api/mutate'
import { trainApi } from '@/api/train'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { TRAIN_STATUS } from '@/domain/training/status'
import { TrainProgressBar } from '@/domain/training/TrainProgressBar'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { RichContent } from '@/components/RichContent'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import './knowledge.scss'

async function load(id: string) {
  const [detail, exams, scores] = await Promise.all([trainApi.detail(id), trainApi.exams({ trainId: id, current: 1, size: 100 }), trainApi.examScores(id)])
  return { detail, exams: exams.records, scores }
}

const isPast = (deadline?: string | null) => Boolean(deadline) && new Date(String(deadline)).getTime() <= Date.now()

function ExamRow({ exam, score, trainId }: { exam: ExamInfo; score?: ExamScore; trainId: string }) {
  // Submitted without a known result: the result screen says its number is missing.
  const resultId = score?.resultId ?? exam.resultId ?? ''
  let action
  if (exam.submitted || resultId) {
    action = (
      <Button size="small" type="primary" fill="outline" onClick={() => void go('examResult', { resultId, trainId })}>
        查看结果
      </Button>
    )
  } else if (isPast(exam.deadline)) {
    action = (
      <Button size="small" disabled>
        已截止
      </Button>
    )
  } else {
    action = (
      <Button size="small" type="primary" onClick={() => void go('trainExamination', { examId: exam.id, trainId })}>
        开始考试
      </Button>
    )
  }
  const facts = [`${exam.questionCount} 题`, `满分 ${exam.totalScore}`, `及格 ${exam.passScore}`, exam.durationMinutes > 0 ? `限时 ${exam.durationMinutes} 分钟` : '不限时']
  return (
    <View className="kn-exam" data-testid="kn-exam">
      <View className="kn-exam__body">
        <Text className="kn-exam__title">{exam.title}</Text>
        <Text className="kn-exam__meta">{facts.join(' · ')}</Text>
        {exam.deadline && <Text className="kn-exam__meta">截止 {dateTime(exam.deadline)}</Text>}
        {score && (
          <Text className={`kn-exam__score ${score.passed ? 'kn-pass' : 'kn-fail'}`}>
            得分 {score.score}/{score.totalScore} · {score.passed ? '通过' : '未通过'}
          </Text>
        )}
      </View>
      {action}
    </View>
  )
}

export default screen(function TrainDetail() {
  const { id } = useRouteParams('trainDetail')
  // A submitted exam (its scores, its submitted flag) comes back to a fresh detail.
  const { data, loading, error, reload } = useAsyncData(() => load(id), [id], { refreshOn: [train.train, train.exam] })
  const [open, setOpen] = useState<string | null>(null)
  const [done, setDone] = useState<ReadonlySet<string>>(new Set())
  const [progress, setProgress] = useState<TrainProgress | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const detail = data?.detail
  const p = progress ?? (detail ? { completedLessons: detail.completedLessons, lessonCount: detail.lessonCount, status: detail.status } : null)

  async function complete(lessonId: string) {
    if (busy) return
    setBusy(lessonId)
    const saved = await mutate(train.trainResults.create, { trainId: id, lessonId }, { successText: '已完成本课', back: false })
    if (saved.ok) {
      setProgress(saved.result)
      setDone((s) => new Set(s).add(lessonId))
    }
    setBusy(null)
  }

  return (
    <Page loading={loading} error={error} onRetry={() => void reload()}>
      {detail && p && (
        <>
          <DetailSection title={detail.title} extra={<StatusTag status={p.status} map={TRAIN_STATUS} />}>
            <TrainProgressBar done={p.completedLessons} total={p.lessonCount} />
            <RichContent html={detail.content} />
          </DetailSection>
          <DetailSection title="课程">
            {detail.lessons.map((l, i) => {
              const completed = l.completed || done.has(l.id)
              const expanded = open === l.id
              return (
                <View key={l.id} className="kn-lesson" data-testid="kn-lesson">
                  <View className="kn-lesson__head" onClick={() => setOpen(expanded ? null : l.id)}>
                    <Text className="kn-lesson__title">
                      {i + 1}. {l.title}
                    </Text>
                    <Text className={`kn-lesson__state ${completed ? 'kn-pass' : ''}`}>{completed ? '已完成' : `${l.minutes} 分钟`}</Text>
                  </View>
                  {expanded && (
                    <View className="kn-lesson__body">
                      <RichContent html={l.content} />
                      {!completed && (
                        <Button type="primary" size="small" block loading={busy === l.id} disabled={Boolean(busy)} onClick={() => void complete(l.id)}>
                          标记完成
                        </Button>
                      )}
                    </View>
                  )}
                </View>
              )
            })}
            {detail.lessons.length === 0 && <Text className="kn-muted">暂无课程</Text>}
          </DetailSection>
          <DetailSection title="考试">
            {data.exams.map((e) => (
              <ExamRow key={e.id} exam={e} trainId={id} score={data.scores.find((s) => s.examId === e.id)} />
            ))}
            {data.exams.length === 0 && <Text className="kn-muted">暂无考试</Text>}
          </DetailSection>
        </>
      )}
    </Page>
  )
})
