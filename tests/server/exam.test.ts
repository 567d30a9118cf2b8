/**
 * checkExamValidOrNot, examResults/save and getComparisonOfAnswers: the paper without answers,
 * server grading (exact keys, exact sets, no partial credit), one submission per user and exam,
 * deadlines and time limits, and results visible to their owner only.
 */
import { and, asc, eq } from 'drizzle-orm'
import { contract, type AnswerComparison, type ExamPaper, type ExamResult, type ExamScore, type TrainDetail } from '@/contract'
import { examAttempts, examQuestions, examResults, exams, users } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const NAMES = ['staff01', 'supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'proprietor01', 'dc01'] as const
let env: TestEnv
let tk: Record<(typeof NAMES)[number], string>
const T = contract.train
const FOOD = '食品安全基础知识测验' // 10 minutes, single A, single A, multiple ABC, judge F, judge T; 20 points each
const CLOSED = '农药残留快检考核（已截止）'
const FIRE = '消防安全知识考试' // no time limit; 4 single, 2 multiple, 2 judge
const COLD = '冷链操作规范考核' // 20 minutes
const STAFF_ONLY = '巡查实务测验'

type Q = typeof examQuestions.$inferSelect
const examIdOf = async (title: string) => (await env.db.select().from(exams).where(eq(exams.title, title)))[0]!.id
const questionsOf = async (title: string): Promise<Q[]> =>
  env.db.select().from(examQuestions).where(eq(examQuestions.examId, await examIdOf(title))).orderBy(asc(examQuestions.sort))
/** A wrong answer of the same shape: another key (or for multiple, another set). */
const wrongOf = (q: Q): string[] => (q.type === 'multiple' ? [q.options.find((o) => !q.answer.includes(o.key))!.key] : [q.options.find((o) => o.key !== q.answer[0])!.key])
const start = async (who: keyof typeof tk, title: string) => call<ExamPaper>(env.app, T.exam.checkExamValidOrNot, { examId: await examIdOf(title) }, { token: tk[who] })
const submit = async (who: keyof typeof tk, title: string, answers: Array<{ questionId: string; answer: string[] }>) =>
  call<ExamResult>(env.app, T.examResults.save, { examId: await examIdOf(title), answers }, { token: tk[who] })
const resultCount = async (who: keyof typeof tk, title: string) => {
  const [u] = await env.db.select().from(users).where(eq(users.username, who))
  return (await env.db.select().from(examResults).where(and(eq(examResults.userId, u!.id), eq(examResults.examId, await examIdOf(title))))).length
}

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, NAMES)
}, 600_000)
afterAll(() => env?.close())

describe('checkExamValidOrNot', () => {
  test('the paper: questions and options, never the right answers', async () => {
    const paper = expectOk(await start('supplier02', FOOD))
    expect(paper).toMatchObject({ examId: await examIdOf(FOOD), title: FOOD, durationMinutes: 10, totalScore: 100, passScore: 60 })
    expect(paper.questions.map((q) => [q.type, q.score])).toEqual([['single', 20], ['single', 20], ['multiple', 20], ['judge', 20], ['judge', 20]])
    expect(paper.questions[3]!.options).toEqual([{ key: 'T', text: '正确' }, { key: 'F', text: '错误' }])
    expect(paper.questions[0]!.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D'])
    for (const q of paper.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'score', 'stem', 'type'])
    const raw = (await start('supplier02', FOOD)).raw.body
    expect(raw).not.toMatch(/answer/i)
    const fire = (await start('supplier02', FIRE)).raw.body
    expect(fire).not.toMatch(/answer|"right|correct/i)
  })

  test('the first call starts the exam; later calls answer the same start and end', async () => {
    const before = Date.now()
    const first = expectOk(await start('purchaser01', FOOD))
    const started = new Date(first.startedAt).getTime()
    expect(started).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(first.endsAt!).getTime() - started).toBe(10 * 60_000)
    await new Promise((r) => setTimeout(r, 20))
    const again = expectOk(await start('purchaser01', FOOD))
    expect([again.startedAt, again.endsAt]).toEqual([first.startedAt, first.endsAt])
    expect(expectOk(await start('purchaser01', FIRE)).endsAt).toBeNull()
  })

  test('past the deadline, unknown, outside the audience, bad input, no token', async () => {
    expect((await start('proprietor01', CLOSED)).msg).toBe('考试已截止')
    expect((await call(env.app, T.exam.checkExamValidOrNot, { examId: '1' }, { token: tk.staff01 })).msg).toBe('考试不存在')
    expect((await start('supplier01', STAFF_ONLY)).msg).toBe('考试不存在')
    expect((await start('staff01', STAFF_ONLY)).state).toBe(0)
    expect((await call(env.app, T.exam.checkExamValidOrNot, {}, { token: tk.staff01 })).msg).toBe('缺少参数：examId')
    expect((await call(env.app, T.exam.checkExamValidOrNot, { examId: await examIdOf(FOOD) })).state).toBe(97)
  })
})

describe('examResults/save: grading', () => {
  test('all right: full score, passed; the exam then answers 您已提交过该考试 (save and start)', async () => {
    const qs = await questionsOf(FOOD)
    expectOk(await start('staff01', FOOD))
    const r = expectOk(await submit('staff01', FOOD, qs.map((q) => ({ questionId: q.id, answer: q.answer }))))
    expect(r).toMatchObject({ examId: await examIdOf(FOOD), score: 100, totalScore: 100, passScore: 60, passed: true, correctCount: 5, questionCount: 5 })
    expect(typeof r.resultId).toBe('string')
    expect((await submit('staff01', FOOD, qs.map((q) => ({ questionId: q.id, answer: wrongOf(q) })))).msg).toBe('您已提交过该考试')
    expect((await start('staff01', FOOD)).msg).toBe('您已提交过该考试')
    expect(await resultCount('staff01', FOOD)).toBe(1)
    const cmp = expectOk(await call<AnswerComparison[]>(env.app, T.examResults.getComparisonOfAnswers, { resultId: r.resultId }, { token: tk.staff01 }))
    expect(cmp.every((c) => c.correct && c.gained === c.score)).toBe(true)
  })

  test('all wrong: 0, failed; the comparison shows both answers per question', async () => {
    const qs = await questionsOf(FIRE)
    expectOk(await start('staff01', FIRE))
    const r = expectOk(await submit('staff01', FIRE, qs.map((q) => ({ questionId: q.id, answer: wrongOf(q) }))))
    expect(r).toMatchObject({ score: 0, totalScore: 100, passed: false, correctCount: 0, questionCount: 8 })
    const cmp = expectOk(await call<AnswerComparison[]>(env.app, T.examResults.getComparisonOfAnswers, { resultId: r.resultId }, { token: tk.staff01 }))
    expect(cmp.map((c) => c.questionId)).toEqual(qs.map((q) => q.id))
    cmp.forEach((c, i) => {
      expect(c).toMatchObject({ type: qs[i]!.type, stem: qs[i]!.stem, options: qs[i]!.options, yourAnswer: wrongOf(qs[i]!), rightAnswer: qs[i]!.answer, correct: false, score: qs[i]!.score, gained: 0 })
    })
  })

  test('partial: a subset of a multiple choice and an unanswered question score 0', async () => {
    const [q1, q2, q3, q4] = await questionsOf(FOOD)
    expectOk(await start('supplier01', FOOD))
    const r = expectOk(
      await submit('supplier01', FOOD, [
        { questionId: q1!.id, answer: ['A'] },
        { questionId: q2!.id, answer: ['B'] },
        { questionId: q3!.id, answer: ['A', 'B'] },
        { questionId: q4!.id, answer: ['F'] },
      ]),
    )
    expect(r).toMatchObject({ score: 40, passed: false, correctCount: 2, questionCount: 5 })
    const cmp = expectOk(await call<AnswerComparison[]>(env.app, T.examResults.getComparisonOfAnswers, { resultId: r.resultId }, { token: tk.supplier01 }))
    expect(cmp.map((c) => [c.yourAnswer, c.rightAnswer, c.correct, c.gained])).toEqual([
      [['A'], ['A'], true, 20],
      [['B'], ['A'], false, 0],
      [['A', 'B'], ['A', 'B', 'C'], false, 0],
      [['F'], ['F'], true, 20],
      [[], ['T'], false, 0],
    ])
  })

  test('multiple choice: the exact set in any order is right, a superset is wrong', async () => {
    const qs = await questionsOf(FIRE)
    expectOk(await start('purchaser01', FIRE))
    const answers = qs.map((q) => ({ questionId: q.id, answer: q.type === 'multiple' ? (q === qs[4] ? [...q.answer].reverse() : ['A', 'B', 'C', 'D']) : q.answer }))
    const r = expectOk(await submit('purchaser01', FIRE, answers))
    expect(r).toMatchObject({ score: 85, passed: true, correctCount: 7 })
    const cmp = expectOk(await call<AnswerComparison[]>(env.app, T.examResults.getComparisonOfAnswers, { resultId: r.resultId }, { token: tk.purchaser01 }))
    expect(cmp.filter((c) => c.type === 'multiple').map((c) => [c.yourAnswer, c.correct])).toEqual([
      [['A', 'B', 'D'], true],
      [['A', 'B', 'C', 'D'], false],
    ])
  })

  test('nothing answered: 0; lower-case keys are accepted', async () => {
    expectOk(await start('supplier01a', FIRE))
    expect(expectOk(await submit('supplier01a', FIRE, []))).toMatchObject({ score: 0, correctCount: 0, questionCount: 8, passed: false })
    const qs = await questionsOf(COLD)
    expectOk(await start('supplier01a', COLD))
    const r = expectOk(await submit('supplier01a', COLD, qs.map((q) => ({ questionId: q.id, answer: q.answer.map((k) => k.toLowerCase()) }))))
    expect(r).toMatchObject({ score: 100, passScore: 70, passed: true })
  })
})

describe('examResults/save: refusals', () => {
  test('answers that do not fit the paper; nothing is stored', async () => {
    const fire = await questionsOf(FIRE)
    const food = await questionsOf(FOOD)
    expectOk(await start('dc01', FIRE))
    for (const answers of [
      [{ questionId: food[0]!.id, answer: ['A'] }],
      [{ questionId: 'nope', answer: ['A'] }],
      [{ questionId: fire[0]!.id, answer: ['A', 'B'] }],
      [{ questionId: fire[0]!.id, answer: ['Z'] }],
      [{ questionId: fire[6]!.id, answer: ['A'] }],
      [{ questionId: fire[4]!.id, answer: ['A', 'A'] }],
      [{ questionId: fire[0]!.id, answer: ['A'] }, { questionId: fire[0]!.id, answer: ['B'] }],
    ]) {
      expect((await submit('dc01', FIRE, answers)).msg).toBe('答案与试卷不符')
    }
    expect((await call(env.app, T.examResults.save, { examId: await examIdOf(FIRE), answers: 'A' }, { token: tk.dc01 })).msg).toBe('答案与试卷不符')
    expect((await call(env.app, T.examResults.save, { examId: await examIdOf(FIRE), answers: [{ answer: ['A'] }] }, { token: tk.dc01 })).msg).toBe('答案与试卷不符')
    expect(await resultCount('dc01', FIRE)).toBe(0)
  })

  test('before the start: 请先开始考试', async () => {
    const qs = await questionsOf(COLD)
    expect((await submit('maintainer01', COLD, qs.map((q) => ({ questionId: q.id, answer: q.answer })))).msg).toBe('请先开始考试')
    expect(await resultCount('maintainer01', COLD)).toBe(0)
  })

  test('after the time limit (60 s of grace) and after the deadline: 考试已截止', async () => {
    const qs = await questionsOf(COLD)
    const paper = expectOk(await start('maintainer01', COLD))
    const [u] = await env.db.select().from(users).where(eq(users.username, 'maintainer01'))
    const setEnd = (msAgo: number) =>
      env.db.update(examAttempts).set({ endsAt: new Date(Date.now() - msAgo) }).where(and(eq(examAttempts.userId, u!.id), eq(examAttempts.examId, paper.examId)))
    await setEnd(90_000)
    expect((await submit('maintainer01', COLD, qs.map((q) => ({ questionId: q.id, answer: q.answer })))).msg).toBe('考试已截止')
    expect((await start('maintainer01', COLD)).msg).toBe('考试已截止')
    await setEnd(30_000)
    expect(expectOk(await submit('maintainer01', COLD, qs.map((q) => ({ questionId: q.id, answer: q.answer })))).score).toBe(100)

    const closed = await questionsOf(CLOSED)
    const [p] = await env.db.select().from(users).where(eq(users.username, 'proprietor01'))
    // Even with a start recorded before the deadline, a submission after it is refused.
    await env.db.insert(examAttempts).values({ examId: await examIdOf(CLOSED), userId: p!.id, startedAt: new Date(Date.now() - 5 * 86_400_000) })
    expect((await submit('proprietor01', CLOSED, closed.map((q) => ({ questionId: q.id, answer: q.answer })))).msg).toBe('考试已截止')
    expect(await resultCount('proprietor01', CLOSED)).toBe(0)
  })

  test('concurrent double submission: exactly one is taken', async () => {
    const qs = await questionsOf(FOOD)
    expectOk(await start('dc01', FOOD))
    const answers = qs.map((q) => ({ questionId: q.id, answer: q.answer }))
    const all = await Promise.all([0, 1, 2, 3].map(() => submit('dc01', FOOD, answers)))
    expect(all.filter((r) => r.state === 0)).toHaveLength(1)
    expect(all.filter((r) => r.state !== 0).map((r) => r.msg)).toEqual(['您已提交过该考试', '您已提交过该考试', '您已提交过该考试'])
    expect(await resultCount('dc01', FOOD)).toBe(1)
  })

  test('unknown exam, outside the audience, bad input, no token', async () => {
    expect((await call(env.app, T.examResults.save, { examId: '1', answers: [] }, { token: tk.supplier02 })).msg).toBe('考试不存在')
    expect((await submit('supplier02', STAFF_ONLY, [])).msg).toBe('考试不存在')
    expect((await call(env.app, T.examResults.save, { answers: [] }, { token: tk.supplier02 })).msg).toBe('缺少参数：examId')
    expect((await call(env.app, T.examResults.save, { examId: await examIdOf(FOOD), answers: [] })).state).toBe(97)
  })
})

describe('getComparisonOfAnswers and getExamScores', () => {
  test('only the caller\'s own result', async () => {
    const [mine] = await env.db.select().from(examResults).limit(1)
    const owner = (await env.db.select().from(users).where(eq(users.id, mine!.userId)))[0]!.username as keyof typeof tk
    const other = NAMES.find((n) => n !== owner)!
    expect((await call(env.app, T.examResults.getComparisonOfAnswers, { resultId: mine!.id }, { token: tk[other] })).msg).toBe('记录不存在')
    expect((await call(env.app, T.examResults.getComparisonOfAnswers, { resultId: mine!.id }, { token: tk[owner] })).state).toBe(0)
    expect((await call(env.app, T.examResults.getComparisonOfAnswers, { resultId: '1' }, { token: tk[owner] })).msg).toBe('记录不存在')
    expect((await call(env.app, T.examResults.getComparisonOfAnswers, {}, { token: tk[owner] })).msg).toBe('缺少参数：resultId')
    expect((await call(env.app, T.examResults.getComparisonOfAnswers, { resultId: mine!.id })).state).toBe(97)
  })

  test('the training lists the caller\'s scores and marks its exams submitted', async () => {
    const trainId = (await env.db.select().from(exams).where(eq(exams.title, FOOD)))[0]!.trainId
    const scores = expectOk(await call<ExamScore[]>(env.app, T.train.getExamScores, { trainId }, { token: tk.supplier01 }))
    expect(scores).toEqual([{ examId: await examIdOf(FOOD), examTitle: FOOD, resultId: expect.any(String), score: 40, totalScore: 100, passed: false, submitTime: expect.any(String) }])
    const d = expectOk(await call<TrainDetail>(env.app, T.train.findById, { id: trainId }, { token: tk.supplier01 }))
    expect(d.exams.map((e) => [e.title, e.submitted, e.resultId])).toEqual([
      [FOOD, true, scores[0]!.resultId],
      [CLOSED, false, null],
    ])
    expect(expectOk(await call(env.app, T.train.getExamScores, { trainId }, { token: tk.supplier02 }))).toEqual([])
  })
})
