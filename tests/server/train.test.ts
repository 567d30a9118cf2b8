/** /api/train/train/*, exam/queryPage and trainResults/create: trainings by audience, lessons, progress. */
import { eq } from 'drizzle-orm'
import { contract, type ExamInfo, type PageResult, type TrainDetail, type TrainItem, type TrainProgress } from '@/contract'
import { trainings } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'staff01' | 'supplier01' | 'purchaser01' | 'dc01', string>
const T = contract.train
const trainIdOf = async (title: string) => (await env.db.select().from(trainings).where(eq(trainings.title, title)))[0]!.id
const STAFF_ONLY = '市场员工巡查实务（员工专享）'

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['staff01', 'supplier01', 'purchaser01', 'dc01'] as const)
}, 600_000)
afterAll(() => env?.close())

describe('train/queryPage', () => {
  test('the trainings of the caller\'s user type, with lesson and exam counts and its progress', async () => {
    const p = expectOk(await call<PageResult<TrainItem>>(env.app, T.train.queryPage, { current: 1, size: 20 }, { token: tk.supplier01 }))
    expect(p.records.map((r) => r.title)).toEqual(['食品安全基础培训', '市场消防安全培训', '冷链物流操作规范'])
    expect(p.records[0]).toMatchObject({ lessonCount: 3, completedLessons: 0, examCount: 2, status: 'notStarted', cover: null, deadline: null })
    expect(p.records[2]).toMatchObject({ lessonCount: 4, examCount: 1 })
    const staff = expectOk(await call<PageResult<TrainItem>>(env.app, T.train.queryPage, { withTotal: true }, { token: tk.staff01 }))
    expect([staff.total, staff.records[3]!.title]).toEqual([4, STAFF_ONLY])
    const found = expectOk(await call<PageResult<TrainItem>>(env.app, T.train.queryPage, { keyword: '消防' }, { token: tk.staff01 }))
    expect(found.records.map((r) => r.title)).toEqual(['市场消防安全培训'])
    const paged = expectOk(await call<PageResult<TrainItem>>(env.app, T.train.queryPage, { current: 2, size: 2, withTotal: true }, { token: tk.staff01 }))
    expect([paged.total, paged.records.length, paged.current]).toEqual([4, 2, 2])
  })

  test('bad input and no token', async () => {
    expect((await call(env.app, T.train.queryPage, { size: -1 }, { token: tk.dc01 })).msg).toBe('每页条数需为正整数')
    expect((await call(env.app, T.train.queryPage, { keyword: 'x'.repeat(51) }, { token: tk.dc01 })).msg).toBe('搜索内容不能超过50个字符')
    expect((await call(env.app, T.train.queryPage, {})).state).toBe(97)
  })
})

describe('train/findById', () => {
  test('content, lessons in order with the caller\'s completion, the exams with the caller\'s submissions', async () => {
    const id = await trainIdOf('食品安全基础培训')
    const d = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id }, { token: tk.purchaser01 }))
    expect(d).toMatchObject({ id, title: '食品安全基础培训', lessonCount: 3, completedLessons: 0, status: 'notStarted' })
    expect(d.content).toContain('<p>')
    expect(d.lessons.map((l) => [l.title, l.minutes, l.completed])).toEqual([
      ['第一课：进货查验与索证索票', 15, false],
      ['第二课：食品储存与温度控制', 20, false],
      ['第三课：从业人员健康管理', 10, false],
    ])
    expect(d.lessons[0]!.content).toContain('<li>')
    expect(d.exams).toHaveLength(2)
    expect(d.exams[0]).toEqual({ id: expect.any(String), trainId: id, title: '食品安全基础知识测验', questionCount: 5, totalScore: 100, passScore: 60, durationMinutes: 10, deadline: null, submitted: false, resultId: null })
    expect(d.exams[1]).toMatchObject({ title: '农药残留快检考核（已截止）', durationMinutes: 0, submitted: false })
    expect(new Date(d.exams[1]!.deadline!).getTime()).toBeLessThan(Date.now())
  })

  test('outside the audience, unknown, bad input, no token', async () => {
    const staffOnly = await trainIdOf(STAFF_ONLY)
    expect((await call(env.app, T.train.findById, { id: staffOnly }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect(expectOk(await call<TrainDetail>(env.app, T.train.findById, { id: staffOnly }, { token: tk.staff01 })).exams).toHaveLength(1)
    expect((await call(env.app, T.train.findById, { id: '1' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, T.train.findById, {}, { token: tk.staff01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, T.train.findById, { id: staffOnly })).state).toBe(97)
  })
})

describe('trainResults/create', () => {
  test('completing lessons moves the caller (only) from notStarted to inProgress to completed; repeating is harmless', async () => {
    const id = await trainIdOf('市场消防安全培训')
    const d = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id }, { token: tk.dc01 }))
    const [l1, l2] = d.lessons
    const done = async (lessonId: string) => expectOk(await call<TrainProgress>(env.app, T.trainResults.create, { trainId: id, lessonId }, { token: tk.dc01 }))
    expect(await done(l1!.id)).toEqual({ completedLessons: 1, lessonCount: 2, status: 'inProgress' })
    expect(await done(l1!.id)).toEqual({ completedLessons: 1, lessonCount: 2, status: 'inProgress' })
    expect(await done(l2!.id)).toEqual({ completedLessons: 2, lessonCount: 2, status: 'completed' })
    const after = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id }, { token: tk.dc01 }))
    expect(after.lessons.map((l) => l.completed)).toEqual([true, true])
    expect(after.status).toBe('completed')
    const listed = expectOk(await call<PageResult<TrainItem>>(env.app, T.train.queryPage, {}, { token: tk.dc01 })).records.find((r) => r.id === id)!
    expect([listed.completedLessons, listed.status]).toEqual([2, 'completed'])
    const other = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id }, { token: tk.purchaser01 }))
    expect([other.completedLessons, other.status, other.lessons.map((l) => l.completed)]).toEqual([0, 'notStarted', [false, false]])
  })

  test('a lesson of another training, outside the audience, bad input, no token', async () => {
    const fire = await trainIdOf('市场消防安全培训')
    const food = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id: await trainIdOf('食品安全基础培训') }, { token: tk.dc01 }))
    expect((await call(env.app, T.trainResults.create, { trainId: fire, lessonId: food.lessons[0]!.id }, { token: tk.dc01 })).msg).toBe('记录不存在')
    const staffOnly = await trainIdOf(STAFF_ONLY)
    const staffLesson = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id: staffOnly }, { token: tk.staff01 })).lessons[0]!.id
    expect((await call(env.app, T.trainResults.create, { trainId: staffOnly, lessonId: staffLesson }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, T.trainResults.create, { trainId: fire }, { token: tk.dc01 })).msg).toBe('缺少参数：lessonId')
    expect((await call(env.app, T.trainResults.create, { lessonId: staffLesson }, { token: tk.dc01 })).msg).toBe('缺少参数：trainId')
    expect((await call(env.app, T.trainResults.create, { trainId: staffOnly, lessonId: staffLesson })).state).toBe(97)
  })
})

describe('exam/queryPage and train/getExamScores', () => {
  test('a training\'s exams, paged; no scores before any submission', async () => {
    const id = await trainIdOf('食品安全基础培训')
    const p = expectOk(await call<PageResult<ExamInfo>>(env.app, T.exam.queryPage, { trainId: id, current: 1, size: 1, withTotal: true }, { token: tk.supplier01 }))
    expect([p.total, p.records.length, p.records[0]!.title, p.records[0]!.questionCount]).toEqual([2, 1, '食品安全基础知识测验', 5])
    const p2 = expectOk(await call<PageResult<ExamInfo>>(env.app, T.exam.queryPage, { trainId: id, current: 2, size: 1 }, { token: tk.supplier01 }))
    expect(p2.records[0]!.title).toBe('农药残留快检考核（已截止）')
    expect(expectOk(await call(env.app, T.train.getExamScores, { trainId: id }, { token: tk.supplier01 }))).toEqual([])
  })

  test('outside the audience, bad input, no token', async () => {
    const staffOnly = await trainIdOf(STAFF_ONLY)
    expect((await call(env.app, T.exam.queryPage, { trainId: staffOnly }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, T.train.getExamScores, { trainId: staffOnly }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, T.exam.queryPage, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：trainId')
    expect((await call(env.app, T.train.getExamScores, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：trainId')
    expect((await call(env.app, T.exam.queryPage, { trainId: staffOnly })).state).toBe(97)
    expect((await call(env.app, T.train.getExamScores, { trainId: staffOnly })).state).toBe(97)
  })
})
