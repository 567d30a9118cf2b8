/**
 * Taking an exam (?examId=, &trainId= for going back): exam/checkExamValidOrNot first (refused: its
 * message, then back). One question per screen with 上一题 / 下一题 and an answer card; a countdown
 * to `endsAt` that submits by itself at zero; answers cached on every change (examDraft); 交卷
 * confirms with the unanswered count and submits once, then opens the result.
 */
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ExamPaper } from '@/contract/types'
import { train } from '@/contract/train'
import { mutate, unanswered } from '@/api/mutate'
import { trainApi } from '@/api/train'
import { alertModal, confirmModal, toast } from '@/core/dialog'
import { go, navigateBack, screenUrl } from '@/core/navigate'
import { isApiError, newIdempotencyKey } from '@/core/request'
import { clearDraft, loadDraft, saveDraft, type ExamDraft } from '@/domain/training/examDraft'
import { OptionList, QUESTION_TYPE_NAMES } from '@/domain/training/OptionList'
import { useAlive } from '@/hooks/useAlive'
import { useAsyncData } from '@/hooks/useAsyncData'
import { clock, useCountdown } from '@/hooks/useCountdown'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useSession } from '@/stores/session'
import { ActionBar } from '@/components/ActionBar'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { errorText } from '@/components/States'
import './knowledge.scss'

/** Answers that end the attempt: nothing left to retry. */
const FINAL_REFUSALS = ['您已提交过该考试', '考试已截止']

function ExamSheet({ paper, userId, trainId, back }: { paper: ExamPaper; userId: string; trainId: string; back: () => void }) {
  const [draft, setDraft] = useState<ExamDraft>(() => {
    const d = loadDraft(paper.examId, userId)
    return { ...d, index: Math.min(d.index, Math.max(0, paper.questions.length - 1)) }
  })
  const [submitting, setSubmitting] = useState(false)
  const sent = useRef(false)
  /** The submission's idempotency key, kept while a retry may repeat it (no answer came). */
  const submissionKey = useRef<string | null>(null)
  const asking = useRef(false)
  const draftRef = useRef(draft)
  draftRef.current = draft
  const alive = useAlive()

  const questions = paper.questions
  const q = questions[draft.index]
  const answeredCount = questions.filter((x) => (draft.answers[x.id] ?? []).length > 0).length

  function update(next: ExamDraft) {
    setDraft(next)
    saveDraft(paper.examId, userId, next)
  }

  async function submit(auto: boolean) {
    if (sent.current) return
    if (!auto) {
      if (asking.current) return
      const missing = questions.length - questions.filter((x) => (draftRef.current.answers[x.id] ?? []).length > 0).length
      asking.current = true
      const yes = await confirmModal(missing ? `还有 ${missing} 题未作答，确定交卷吗？` : '已全部作答，确定交卷吗？交卷后不能修改。', '交卷', '继续答题')
      asking.current = false
      if (!yes || sent.current) return
    }
    sent.current = true
    setSubmitting(true)
    const answers = questions.map((x) => ({ questionId: x.id, answer: draftRef.current.answers[x.id] ?? [] }))
    submissionKey.current ??= newIdempotencyKey()
    // The training's scores and its exams' submitted flags change with the result.
    const saved = await mutate(
      train.examResults.save,
      { examId: paper.examId, answers },
      { successText: false, back: false, loading: '交卷中...', refresh: [train.train, train.exam], idempotencyKey: submissionKey.current },
    )
    if (!unanswered(saved)) submissionKey.current = null
    if (saved.ok) {
      clearDraft(paper.examId, userId)
      await go('examResult', { resultId: saved.result.resultId, trainId }, { replace: true })
      return
    }
    const e = saved.error
    if (isApiError(e) && e.kind === 'business' && FINAL_REFUSALS.includes(e.message)) {
      clearDraft(paper.examId, userId)
      back()
      return
    }
    // Nothing was recorded (no answer, a network failure): the examinee may try again.
    sent.current = false
    if (alive.current) setSubmitting(false)
  }

  const seconds = useCountdown(paper.endsAt, () => {
    toast('考试时间到，已自动交卷')
    void submit(true)
  })

  if (!q) return <View className="kn-muted">试卷暂无题目</View>
  const show = (index: number) => update({ ...draft, index })
  const last = draft.index === questions.length - 1

  return (
    <View className="kn-exam-sheet">
      <View className="kn-exam-sheet__bar">
        <Text className="kn-exam-sheet__progress" data-testid="exam-progress">
          第 {draft.index + 1}/{questions.length} 题 · 已答 {answeredCount}
        </Text>
        {seconds !== null && (
          <Text className={`kn-exam-sheet__clock ${seconds <= 60 ? 'kn-fail' : ''}`} data-testid="exam-countdown">
            剩余 {clock(seconds)}
          </Text>
        )}
      </View>
      <View className="kn-question" data-testid="exam-question">
        <Text className="kn-question__type">
          {QUESTION_TYPE_NAMES[q.type]} · {q.score} 分
        </Text>
        <Text className="kn-question__stem">{q.stem}</Text>
        <OptionList
          type={q.type}
          options={q.options}
          value={draft.answers[q.id] ?? []}
          onChange={(next) => !submitting && update({ ...draft, answers: { ...draft.answers, [q.id]: next } })}
        />
      </View>
      <View className="kn-answer-card">
        {questions.map((x, i) => (
          <Text
            key={x.id}
            className={`kn-answer-card__dot ${(draft.answers[x.id] ?? []).length ? 'kn-answer-card__dot--done' : ''} ${i === draft.index ? 'kn-answer-card__dot--on' : ''}`}
            data-testid="exam-dot"
            onClick={() => show(i)}
          >
            {i + 1}
          </Text>
        ))}
      </View>
      <ActionBar>
        <Button disabled={draft.index === 0} onClick={() => show(draft.index - 1)}>
          上一题
        </Button>
        <Button type={last ? 'default' : 'primary'} fill={last ? 'outline' : 'solid'} disabled={last} onClick={() => show(draft.index + 1)}>
          下一题
        </Button>
        <Button type={last ? 'primary' : 'warning'} loading={submitting} disabled={submitting} onClick={() => void submit(false)}>
          交卷
        </Button>
      </ActionBar>
    </View>
  )
}

export default screen(function TrainExamination() {
  const { examId, trainId } = useRouteParams('trainExamination')
  const userId = useSession((s) => s.user?.id ?? '')
  const paper = useAsyncData(() => trainApi.startExam(examId), [examId], { enabled: Boolean(userId) })
  // With nothing to go back to (a deep link): the training, else the training list.
  const back = () => void navigateBack(trainId ? screenUrl('trainDetail', { id: trainId }) : screenUrl('trainList'))

  // Refused (deadline passed, already submitted, no such exam): its message, then back. (A screen's
  // load shows no modal of its own: core/request shownByScreen.)
  useEffect(() => {
    if (paper.error && !(isApiError(paper.error) && paper.error.kind === 'auth')) void alertModal(errorText(paper.error)).then(back)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paper.error])

  return (
    <Page title={paper.data?.title} loading={paper.loading || Boolean(paper.error)}>
      {paper.data && <ExamSheet paper={paper.data} userId={userId} trainId={trainId} back={back} />}
    </Page>
  )
})
