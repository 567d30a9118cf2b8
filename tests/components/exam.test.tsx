import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { draftKey } from '@/domain/training/examDraft'
import ExamResult from '@/knowledge/examResult'
import TrainExamination from '@/knowledge/trainExamination'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const CHECK = '/api/train/exam/checkExamValidOrNot'
const SAVE = '/api/train/examResults/save'
const COMPARE = '/api/train/examResults/getComparisonOfAnswers'
const SCORES = '/api/train/train/getExamScores'

const QUESTIONS = [
  { id: 'q1', type: 'single', stem: '火警电话是多少？', options: [{ key: 'A', text: '110' }, { key: 'B', text: '119' }], score: 40 },
  { id: 'q2', type: 'multiple', stem: '逃生正确做法？', options: [{ key: 'A', text: '捂口鼻' }, { key: 'B', text: '低姿' }, { key: 'C', text: '乘电梯' }], score: 30 },
  { id: 'q3', type: 'judge', stem: '消防通道可以堆货。', options: [{ key: 'T', text: '正确' }, { key: 'F', text: '错误' }], score: 30 },
]
const paper = (extra: Record<string, unknown> = {}) => ({
  examId: 'e1',
  title: '消防安全知识考试',
  durationMinutes: 0,
  startedAt: new Date().toISOString(),
  endsAt: null,
  totalScore: 100,
  passScore: 60,
  questions: QUESTIONS,
  ...extra,
})
const RESULT = { resultId: 'r9', examId: 'e1', score: 100, totalScore: 100, passScore: 60, passed: true, correctCount: 3, questionCount: 3, submitTime: '2026-03-01T08:00:00.000Z' }

const option = (key: string) => screen.getAllByTestId('kn-option').find((o) => o.getAttribute('data-key') === key)!
const checked = () => screen.getAllByTestId('kn-option').filter((o) => o.getAttribute('aria-checked') === 'true').map((o) => o.getAttribute('data-key'))
const tap = async (el: Element) => {
  await act(async () => void fireEvent.click(el))
}

describe('trainExamination', () => {
  beforeEach(() => {
    onPage('/knowledge/trainExamination', { examId: 'e1', trainId: 't1' }, ['knowledge/trainList', 'knowledge/trainDetail'])
    loginAs('staff', { id: 'u7' })
  })

  test('without the exam number: the missing-parameter state and no request', async () => {
    onPage('/knowledge/trainExamination', { trainId: 't1' }, ['knowledge/trainDetail'])
    render(<TrainExamination />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少考试编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('not logged in: the login state and no request', async () => {
    const { useSession } = await import('@/stores/session')
    useSession.setState({ user: null })
    render(<TrainExamination />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('a refused exam: its message, then back to the training', async () => {
    answer({ [CHECK]: fail('考试已截止') })
    render(<TrainExamination />)
    await settle()
    expect(formBody(requestsTo(CHECK)[0])).toEqual({ examId: 'e1' })
    expect(lastModal()?.content).toBe('考试已截止')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
    expect(screen.queryByTestId('exam-question')).toBeNull()
  })

  test('answering each type, moving with 上一题/下一题, every change cached; the paper has no answers to show', async () => {
    answer({ [CHECK]: ok(paper()) })
    const { container } = render(<TrainExamination />)
    await settle()
    expect(screen.getByTestId('exam-progress').textContent).toBe('第 1/3 题 · 已答 0')
    expect(screen.queryByTestId('exam-countdown')).toBeNull()
    expect(buttonDisabled(container, '上一题')).toBe(true)
    // single: one choice, a second tap replaces it
    await tap(option('A'))
    await tap(option('B'))
    expect(checked()).toEqual(['B'])
    await clickButton(container, '下一题')
    // multiple: toggles
    expect(screen.getByText('逃生正确做法？')).toBeTruthy()
    expect(screen.getAllByRole('checkbox')).toHaveLength(3)
    await tap(option('B'))
    await tap(option('A'))
    await tap(option('C'))
    await tap(option('C'))
    expect(checked()).toEqual(['A', 'B'])
    await clickButton(container, '下一题')
    // judge: 对 / 错
    expect(screen.getAllByRole('radio').map((o) => o.textContent)).toEqual(['对', '错'])
    await tap(option('F'))
    expect(checked()).toEqual(['F'])
    expect(buttonDisabled(container, '下一题')).toBe(true)
    expect(screen.getByTestId('exam-progress').textContent).toBe('第 3/3 题 · 已答 3')
    const cached = taroMock.storage.get(draftKey('e1', 'u7')) as { data: { answers: Record<string, string[]>; index: number } }
    expect(cached.data).toEqual({ answers: { q1: ['B'], q2: ['A', 'B'], q3: ['F'] }, index: 2 })
    await clickButton(container, '上一题')
    expect(checked()).toEqual(['A', 'B'])
  })

  test('answers come back from the cache after a remount (the app was reloaded)', async () => {
    answer({ [CHECK]: ok(paper()) })
    const first = render(<TrainExamination />)
    await settle()
    await tap(option('B'))
    fireEvent.click(screen.getAllByTestId('exam-dot')[2])
    await settle()
    await tap(option('T'))
    first.unmount()
    render(<TrainExamination />)
    await settle()
    expect(screen.getByTestId('exam-progress').textContent).toBe('第 3/3 题 · 已答 2')
    expect(checked()).toEqual(['T'])
    fireEvent.click(screen.getAllByTestId('exam-dot')[0])
    await settle()
    expect(checked()).toEqual(['B'])
  })

  test('交卷 confirms with the unanswered count; cancelled: nothing is sent', async () => {
    answer({ [CHECK]: ok(paper()), [SAVE]: ok(RESULT) })
    const { container } = render(<TrainExamination />)
    await settle()
    await tap(option('B'))
    taroMock.modalAnswer = false
    await clickButton(container, '交卷')
    expect(lastModal()?.content).toBe('还有 2 题未作答，确定交卷吗？')
    expect(requestsTo(SAVE)).toHaveLength(0)
    expect(buttonDisabled(container, '交卷')).toBe(false)
  })

  test('submits once with every question, clears the draft, refreshes the training and redirects to the result', async () => {
    const refreshed = jest.fn()
    Taro.eventCenter.on('refresh', refreshed)
    let answerSave: (() => void) | undefined
    answer({
      [CHECK]: ok(paper()),
      [SAVE]: () => new Promise((resolve) => (answerSave = () => resolve(ok(RESULT)))),
    })
    const { container } = render(<TrainExamination />)
    await settle()
    await tap(option('B'))
    await clickButton(container, '交卷')
    expect(buttonDisabled(container, '交卷')).toBe(true)
    // Further taps while the first submission runs send nothing.
    await clickButton(container, '交卷')
    expect(requestsTo(SAVE)).toHaveLength(1)
    expect(requestsTo(SAVE)[0].data).toEqual({
      examId: 'e1',
      answers: [
        { questionId: 'q1', answer: ['B'] },
        { questionId: 'q2', answer: [] },
        { questionId: 'q3', answer: [] },
      ],
    })
    await act(async () => answerSave!())
    await settle()
    expect(taroMock.navigations.pop()).toEqual({ kind: 'redirectTo', url: '/knowledge/examResult?resultId=r9&trainId=t1' })
    expect(taroMock.storage.has(draftKey('e1', 'u7'))).toBe(false)
    expect(taroMock.modals.filter((m) => m.content?.includes('交卷'))).toHaveLength(1)
    expect(taroMock.loadings).toContain('交卷中...')
    // The training below (its scores and the exam's submitted flag) reloads.
    expect(refreshed).toHaveBeenCalledWith({ resources: ['/api/train/examResults', '/api/train/train', '/api/train/exam'] })
  })

  test('a second submission refused by the server goes back and forgets the draft', async () => {
    answer({ [CHECK]: ok(paper()), [SAVE]: fail('您已提交过该考试') })
    const { container } = render(<TrainExamination />)
    await settle()
    await tap(option('A'))
    await clickButton(container, '交卷')
    expect(lastModal()?.content).toBe('您已提交过该考试')
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateBack', url: 'delta:1' })
    expect(taroMock.storage.has(draftKey('e1', 'u7'))).toBe(false)
  })

  describe('with a time limit', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') }))
    afterEach(() => jest.useRealTimers())

    const flush = async () => {
      for (let i = 0; i < 5; i++) await act(async () => void (await Promise.resolve()))
    }

    test('counts down to endsAt and submits by itself at zero, without asking', async () => {
      answer({ [CHECK]: ok(paper({ durationMinutes: 10, endsAt: '2026-03-01T08:01:05Z' })), [SAVE]: ok(RESULT) })
      render(<TrainExamination />)
      await act(async () => void jest.advanceTimersByTime(0))
      await flush()
      expect(screen.getByTestId('exam-countdown').textContent).toBe('剩余 01:05')
      await tap(option('B'))
      await act(async () => void jest.advanceTimersByTime(6000))
      expect(screen.getByTestId('exam-countdown').textContent).toBe('剩余 00:59')
      expect(screen.getByTestId('exam-countdown').className).toContain('kn-fail')
      expect(requestsTo(SAVE)).toHaveLength(0)
      await act(async () => void jest.advanceTimersByTime(59_000))
      await flush()
      expect(screen.getByTestId('exam-countdown').textContent).toBe('剩余 00:00')
      expect(taroMock.toasts.map((t) => t.title)).toContain('考试时间到，已自动交卷')
      expect(taroMock.modals).toHaveLength(0)
      expect(requestsTo(SAVE)).toHaveLength(1)
      expect((requestsTo(SAVE)[0].data as { answers: unknown[] }).answers[0]).toEqual({ questionId: 'q1', answer: ['B'] })
      await act(async () => void jest.advanceTimersByTime(5000))
      await flush()
      expect(requestsTo(SAVE)).toHaveLength(1)
      expect(taroMock.navigations.pop()).toEqual({ kind: 'redirectTo', url: '/knowledge/examResult?resultId=r9&trainId=t1' })
    })
  })
})

describe('examResult', () => {
  const COMPARISON = [
    { questionId: 'q1', type: 'single', stem: '火警电话是多少？', options: QUESTIONS[0].options, yourAnswer: ['B'], rightAnswer: ['B'], correct: true, score: 40, gained: 40 },
    { questionId: 'q2', type: 'multiple', stem: '逃生正确做法？', options: QUESTIONS[1].options, yourAnswer: ['A', 'C'], rightAnswer: ['A', 'B'], correct: false, score: 30, gained: 0 },
    { questionId: 'q3', type: 'judge', stem: '消防通道可以堆货。', options: QUESTIONS[2].options, yourAnswer: [], rightAnswer: ['F'], correct: false, score: 30, gained: 0 },
  ]
  const SCORE = { examId: 'e1', examTitle: '消防安全知识考试', resultId: 'r9', score: 40, totalScore: 100, passed: false, submitTime: '2026-03-01T08:00:00.000Z' }

  beforeEach(() => {
    onPage('/knowledge/examResult', { resultId: 'r9', trainId: 't1' }, ['knowledge/trainDetail'])
    loginAs('staff')
  })

  test('score, 未通过 in the error colour, correct count, and each question compared with the right answer', async () => {
    answer({ [COMPARE]: ok(COMPARISON), [SCORES]: ok([{ ...SCORE, resultId: 'other', passed: true }, SCORE]) })
    render(<ExamResult />)
    await settle()
    expect(formBody(requestsTo(COMPARE)[0])).toEqual({ resultId: 'r9' })
    expect(formBody(requestsTo(SCORES)[0])).toEqual({ trainId: 't1' })
    const summary = screen.getByTestId('exam-summary')
    expect(summary.textContent).toContain('消防安全知识考试')
    expect(summary.textContent).toContain('40 / 100 分')
    expect(summary.textContent).toContain('答对 1/3 题')
    const verdict = screen.getByTestId('exam-verdict')
    expect(verdict.textContent).toBe('未通过')
    expect(verdict.style.background).toBe('rgb(194, 58, 58)')
    const rows = screen.getAllByTestId('exam-compare')
    expect(rows.map((r) => r.getAttribute('data-correct'))).toEqual(['true', 'false', 'false'])
    expect(rows[1].textContent).toContain('你的答案：A、C　正确答案：A、B')
    expect(rows[1].textContent).toContain('✗ 错误')
    expect(rows[2].textContent).toContain('你的答案：未作答　正确答案：错')
    const wrong = rows[1].querySelector('.kn-option--wrong')
    expect(wrong?.getAttribute('data-key')).toBe('C')
    expect([...rows[1].querySelectorAll('.kn-option--right')].map((o) => o.getAttribute('data-key'))).toEqual(['A', 'B'])
  })

  test('通过 in the success colour', async () => {
    answer({ [COMPARE]: ok(COMPARISON.map((c) => ({ ...c, yourAnswer: c.rightAnswer, correct: true, gained: c.score }))), [SCORES]: ok([{ ...SCORE, score: 100, passed: true }]) })
    render(<ExamResult />)
    await settle()
    expect(screen.getByTestId('exam-verdict').textContent).toBe('通过')
    expect(screen.getByTestId('exam-verdict').style.background).toBe('rgb(27, 126, 44)')
    expect(screen.getByTestId('exam-summary').textContent).toContain('答对 3/3 题')
  })

  test('without the training: the comparison alone, no verdict', async () => {
    onPage('/knowledge/examResult', { resultId: 'r9' }, ['knowledge/trainDetail'])
    answer({ [COMPARE]: ok(COMPARISON) })
    render(<ExamResult />)
    await settle()
    expect(requestsTo(SCORES)).toHaveLength(0)
    expect(screen.getByTestId('exam-summary').textContent).toContain('40 / 100 分')
    expect(screen.queryByTestId('exam-verdict')).toBeNull()
    expect(screen.getAllByTestId('exam-compare')).toHaveLength(3)
  })

  test('without the result number: the missing-parameter state and no request', async () => {
    onPage('/knowledge/examResult', { trainId: 't1' }, ['knowledge/trainDetail'])
    render(<ExamResult />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少成绩编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test("another user's result: the error state", async () => {
    answer({ [COMPARE]: fail('记录不存在'), [SCORES]: ok([]) })
    render(<ExamResult />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
    expect(screen.queryByTestId('exam-compare')).toBeNull()
  })
})
