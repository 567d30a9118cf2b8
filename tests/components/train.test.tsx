import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { custome } from '@/contract/custome'
import { train } from '@/contract/train'
import { announceChange } from '@/core/refresh'
import TrainDetail from '@/knowledge/trainDetail'
import TrainList from '@/knowledge/trainList'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, formBody, holdRequests, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const PAGE = '/api/train/train/queryPage'
const DETAIL = '/api/train/train/findById'
const EXAMS = '/api/train/exam/queryPage'
const SCORES = '/api/train/train/getExamScores'
const DONE = '/api/train/trainResults/create'

const training = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `t${n}`,
  title: `培训${n}`,
  summary: `简介${n}`,
  cover: null,
  lessonCount: 4,
  completedLessons: 1,
  examCount: 2,
  deadline: null,
  status: 'inProgress',
  ...extra,
})
const page = (records: unknown[], total = records.length) => ok({ records, current: 1, size: 20, hasMore: total > records.length, cursor: total > records.length ? 'next' : null })

describe('trainList', () => {
  beforeEach(() => onPage('/knowledge/trainList', {}, ['staff/index']))

  test('not logged in: no request', () => {
    render(<TrainList />)
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('loading, then trainings with progress and status tags', async () => {
    loginAs('staff')
    const release = holdRequests()
    render(<TrainList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    release(page([training(1), training(2, { completedLessons: 4, status: 'completed' }), training(3, { completedLessons: 0, status: 'notStarted' })]))
    await settle()
    expect(screen.getAllByTestId('list-card')).toHaveLength(3)
    expect(screen.getByText('已完成 1/4 课')).toBeTruthy()
    expect(screen.getAllByTestId('train-progress').map((p) => p.getAttribute('data-percent'))).toEqual(['25', '100', '0'])
    expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['学习中', '已完成', '未开始'])
    expect(requestsTo(PAGE)[0].data).toEqual({ current: 1, size: 20 })
  })

  test('empty, error, pull-to-refresh and opening a training', async () => {
    loginAs('staff')
    answer({ [PAGE]: page([]) })
    const first = render(<TrainList />)
    await settle()
    expect(screen.getByText('暂无培训')).toBeTruthy()
    first.unmount()
    answer({ [PAGE]: fail('服务繁忙') })
    render(<TrainList />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
    answer({ [PAGE]: page([training(7)]) })
    await act(async () => taroMock.fire('pullDownRefresh'))
    await settle()
    expect(screen.getByText('培训7')).toBeTruthy()
    fireEvent.click(screen.getByText('培训7'))
    await settle()
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/knowledge/trainDetail?id=t7' })
  })

  test('reloads when a lesson is completed or an exam submitted, not on other writes', async () => {
    loginAs('staff')
    answer({ [PAGE]: page([training(1)]) })
    render(<TrainList />)
    await settle()
    await act(async () => announceChange([custome.knowledge]))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(1)
    await act(async () => announceChange([train.trainResults]))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(2)
    await act(async () => announceChange([train.examResults, train.train, train.exam]))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(3)
  })
})

describe('trainDetail', () => {
  const DAY = 86_400_000
  const exam = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    trainId: 't1',
    title: `考试${id}`,
    questionCount: 5,
    totalScore: 100,
    passScore: 60,
    durationMinutes: 10,
    deadline: null,
    submitted: false,
    resultId: null,
    ...extra,
  })
  const DETAIL_DATA = {
    ...training(1, { completedLessons: 1, lessonCount: 2 }),
    content: '<p>培训内容<script>x()</script></p>',
    lessons: [
      { id: 'l1', title: '进货查验', content: '<p>查验许可证</p>', minutes: 15, completed: true },
      { id: 'l2', title: '储存温度', content: '<p>冷藏0～8℃</p>', minutes: 20, completed: false },
    ],
    exams: [],
  }
  const EXAM_LIST = [
    exam('e1'),
    exam('e2', { submitted: true, resultId: 'r2' }),
    exam('e3', { deadline: new Date(Date.now() - DAY).toISOString() }),
  ]
  const SCORE_LIST = [{ examId: 'e2', examTitle: '考试e2', resultId: 'r2', score: 80, totalScore: 100, passed: true, submitTime: '2026-03-01T08:00:00.000Z' }]

  beforeEach(() => {
    onPage('/knowledge/trainDetail', { id: 't1' }, ['knowledge/trainList'])
    loginAs('staff')
    answer({
      [DETAIL]: ok(DETAIL_DATA),
      [EXAMS]: page(EXAM_LIST),
      [SCORES]: ok(SCORE_LIST),
      [DONE]: ok({ completedLessons: 2, lessonCount: 2, status: 'completed' }),
    })
  })

  test('content (sanitised), progress, lessons, and the exams with the caller scores', async () => {
    render(<TrainDetail />)
    await settle()
    expect(formBody(requestsTo(DETAIL)[0])).toEqual({ id: 't1' })
    expect(requestsTo(EXAMS)[0].data).toEqual({ trainId: 't1', current: 1, size: 100 })
    expect(formBody(requestsTo(SCORES)[0])).toEqual({ trainId: 't1' })
    expect(screen.getAllByTestId('rich-content')[0].innerHTML).not.toContain('script')
    expect(screen.getByText('已完成 1/2 课')).toBeTruthy()
    expect(screen.getAllByTestId('kn-lesson')).toHaveLength(2)
    const exams = screen.getAllByTestId('kn-exam')
    expect(exams).toHaveLength(3)
    expect(exams[1].textContent).toContain('得分 80/100 · 通过')
    expect(exams.map((e) => e.querySelector('.nut-button')?.textContent)).toEqual(['开始考试', '查看结果', '已截止'])
    expect(exams[2].querySelector('.nut-button')?.classList.contains('nut-button-disabled')).toBe(true)
  })

  test('开始考试 and 查看结果 open the exam and the result', async () => {
    const { container } = render(<TrainDetail />)
    await settle()
    await clickButton(container, '开始考试')
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/knowledge/trainExamination?examId=e1&trainId=t1' })
    taroMock.pages.pop()
    await clickButton(container, '查看结果')
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/knowledge/examResult?resultId=r2&trainId=t1' })
  })

  test('without the training number: the missing-parameter state and no request', async () => {
    onPage('/knowledge/trainDetail', {}, ['knowledge/trainList'])
    render(<TrainDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少培训编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('a submitted exam (a write touching the training and its exams) reloads the detail', async () => {
    render(<TrainDetail />)
    await settle()
    expect(requestsTo(DETAIL)).toHaveLength(1)
    answer({
      [DETAIL]: ok(DETAIL_DATA),
      [EXAMS]: page([exam('e1', { submitted: true, resultId: 'r1' })]),
      [SCORES]: ok([{ ...SCORE_LIST[0], examId: 'e1', resultId: 'r1', score: 50, passed: false }]),
    })
    await act(async () => announceChange([train.examResults, train.train, train.exam]))
    await settle()
    expect(requestsTo(DETAIL)).toHaveLength(2)
    expect(requestsTo(SCORES)).toHaveLength(2)
    const exams = screen.getAllByTestId('kn-exam')
    expect(exams).toHaveLength(1)
    expect(exams[0].textContent).toContain('得分 50/100 · 未通过')
    expect(exams[0].querySelector('.nut-button')?.textContent).toBe('查看结果')
  })

  test('a lesson expands; 标记完成 records it, updates the progress and tells the training list', async () => {
    const refreshed = jest.fn()
    Taro.eventCenter.on('refresh', refreshed)
    const { container } = render(<TrainDetail />)
    await settle()
    expect(screen.queryByText('冷藏0～8℃')).toBeNull()
    fireEvent.click(screen.getByText(/储存温度/))
    await settle()
    expect(screen.getAllByTestId('kn-lesson')[1].textContent).toContain('冷藏0～8℃')
    expect(buttonDisabled(container, '标记完成')).toBe(false)
    await clickButton(container, '标记完成')
    expect(formBody(requestsTo(DONE)[0])).toEqual({ trainId: 't1', lessonId: 'l2' })
    expect(screen.getByText('已完成 2/2 课')).toBeTruthy()
    expect(screen.getAllByTestId('status-tag')[0].textContent).toBe('已完成')
    expect(screen.queryByText('标记完成')).toBeNull()
    expect(taroMock.toasts.pop()?.title).toBe('已完成本课')
    expect(taroMock.navigations).toHaveLength(0)
    expect(refreshed).toHaveBeenCalledWith({ resources: ['/api/train/trainResults'] })
    // The detail itself keeps what it shows: no reload.
    expect(requestsTo(DETAIL)).toHaveLength(1)
  })

  test('a completed lesson has no 标记完成; a refused one keeps the progress', async () => {
    answer({ [DETAIL]: ok(DETAIL_DATA), [EXAMS]: page([]), [SCORES]: ok([]), [DONE]: fail('记录不存在') })
    const { container } = render(<TrainDetail />)
    await settle()
    expect(screen.getByText('暂无考试')).toBeTruthy()
    fireEvent.click(screen.getByText(/进货查验/))
    await settle()
    expect(screen.queryByText('标记完成')).toBeNull()
    fireEvent.click(screen.getByText(/储存温度/))
    await settle()
    await clickButton(container, '标记完成')
    expect(taroMock.modals.pop()?.content).toBe('记录不存在')
    expect(screen.getByText('已完成 1/2 课')).toBeTruthy()
    expect(screen.getByText('标记完成')).toBeTruthy()
  })
})
