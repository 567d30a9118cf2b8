/** /api/train/examResults/*: submitting an exam (graded here, once per user) and its comparison. */
import { and, eq } from 'drizzle-orm'
import { contract, type AnswerComparison, type ExamResult } from '@/contract'
import { examAttempts, examResults, type ExamAnswerRow } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { id, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { EXAM_CLOSED, EXAM_SUBMITTED, questionsOf, timeIsUp } from './exam'
import { answersFit, grade } from './grade'
import { findExam, resultOf } from './scope'

const MISMATCH = '答案与试卷不符'
const KEY = /^[A-Za-z]{1,2}$/

/** answers: [{questionId, answer: string[]}] (an empty list: nothing answered). */
const answersField: Field<ExamAnswerRow[]> = {
  optional: false,
  parse(value) {
    if (value === undefined || value === null) return []
    if (!Array.isArray(value) || value.length > 500) throw new BizError(MISMATCH)
    return value.map((a: unknown) => {
      const { questionId, answer } = (a ?? {}) as { questionId?: unknown; answer?: unknown }
      const keys = answer === undefined || answer === null ? [] : Array.isArray(answer) ? answer : [answer]
      if (typeof questionId !== 'string' || !keys.every((k) => typeof k === 'string' && KEY.test(k))) throw new BizError(MISMATCH)
      return { questionId, answer: (keys as string[]).map((k) => k.toUpperCase()) }
    })
  },
}

const present = (r: typeof examResults.$inferSelect): ExamResult => ({
  resultId: r.id,
  examId: r.examId,
  score: r.score,
  totalScore: r.totalScore,
  passScore: r.passScore,
  passed: r.passed,
  correctCount: r.correctCount,
  questionCount: r.questionCount,
  submitTime: r.submittedAt.toISOString(),
})

export const resultHandlers = [
  handler({
    endpoint: contract.train.examResults.save,
    access: 'user',
    input: { examId: id(), answers: answersField },
    async handle({ db, user }, input): Promise<ExamResult> {
      const exam = await findExam(db, user, input.examId)
      const questions = await questionsOf(db, exam.id)
      if (!answersFit(questions, input.answers)) throw new BizError(MISMATCH)
      if (await resultOf(db, user, exam.id)) throw new BizError(EXAM_SUBMITTED)
      const [attempt] = await db.select().from(examAttempts).where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, user.id)))
      if (!attempt) throw new BizError('请先开始考试')
      const now = new Date()
      if ((exam.deadline && exam.deadline <= now) || timeIsUp(attempt.endsAt, now)) throw new BizError(EXAM_CLOSED)

      const graded = grade(questions, input.answers)
      const score = graded.reduce((sum, q) => sum + q.gained, 0)
      const answered = input.answers.filter((a) => a.answer.length > 0)
      // The unique (exam, user) pair settles concurrent double submissions: one row wins.
      const [row] = await db
        .insert(examResults)
        .values({
          examId: exam.id,
          userId: user.id,
          answers: answered,
          score,
          totalScore: graded.reduce((sum, q) => sum + q.score, 0),
          passScore: exam.passScore,
          passed: score >= exam.passScore,
          correctCount: graded.filter((q) => q.correct).length,
          questionCount: questions.length,
          submittedAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new BizError(EXAM_SUBMITTED)
      return present(row)
    },
  }),
  handler({
    endpoint: contract.train.examResults.getComparisonOfAnswers,
    access: 'user',
    input: { resultId: id() },
    async handle({ db, user }, input): Promise<AnswerComparison[]> {
      const [result] = await db.select().from(examResults).where(and(eq(examResults.id, input.resultId), eq(examResults.userId, user.id)))
      if (!result) throw notFound()
      return grade(await questionsOf(db, result.examId), result.answers)
    },
  }),
]
