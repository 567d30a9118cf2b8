/** /api/train/exam/*: a training's exams, and starting one (the paper, never with its answers). */
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm'
import { contract, type ExamPaper, type QuestionType } from '@/contract'
import type { Db } from '../../db/client'
import { examAttempts, examQuestions, exams } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { fetchPage, pageArgs, pageResult, pageShape } from '../../data/paging'
import { iso } from '../../data/resource'
import { id } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { examInfos, examOrder, findExam, resultOf, trainingResource, type ExamRow } from './scope'

export const EXAM_CLOSED = '考试已截止'
export const EXAM_SUBMITTED = '您已提交过该考试'
const MINUTE = 60_000
/** A submission is still taken this long after endsAt (the network, a slow phone). */
export const GRACE_MS = 60_000

/** The attempt's time is up (its grace included). */
export const timeIsUp = (endsAt: Date | null, now: Date): boolean => endsAt !== null && now.getTime() > endsAt.getTime() + GRACE_MS

export const questionsOf = (db: Db, examId: string) =>
  db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.sort), asc(examQuestions.id))

/** The caller's attempt: created on the first call, the same one afterwards. */
async function startAttempt(db: Db, user: AuthUser, exam: ExamRow, now: Date) {
  const limit = exam.durationMinutes > 0 ? now.getTime() + exam.durationMinutes * MINUTE : null
  const cap = exam.deadline ? exam.deadline.getTime() : null
  const endsAt = limit === null ? null : new Date(cap === null ? limit : Math.min(limit, cap))
  await db.insert(examAttempts).values({ examId: exam.id, userId: user.id, startedAt: now, endsAt }).onConflictDoNothing()
  const [attempt] = await db.select().from(examAttempts).where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, user.id)))
  return attempt!
}

export const examHandlers = [
  handler({
    endpoint: contract.train.exam.queryPage,
    access: 'user',
    input: { ...pageShape, trainId: id() },
    async handle({ db, user }, input) {
      await trainingResource.find(db, user, input.trainId)
      const args = pageArgs(input)
      const where = eq(exams.trainId, input.trainId)
      const page = await fetchPage(
        args,
        examOrder,
        (q) => db.select({ ...getTableColumns(exams), ...q.keys }).from(exams).where(and(where, q.after)).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
        async () => (await db.select({ n: count() }).from(exams).where(where))[0]?.n ?? 0,
      )
      return pageResult(await examInfos(db, user, page.rows), page, args)
    },
  }),
  handler({
    endpoint: contract.train.exam.checkExamValidOrNot,
    access: 'user',
    input: { examId: id() },
    async handle({ db, user }, input): Promise<ExamPaper> {
      const exam = await findExam(db, user, input.examId)
      if (await resultOf(db, user, exam.id)) throw new BizError(EXAM_SUBMITTED)
      const now = new Date()
      if (exam.deadline && exam.deadline <= now) throw new BizError(EXAM_CLOSED)
      const attempt = await startAttempt(db, user, exam, now)
      if (timeIsUp(attempt.endsAt, now)) throw new BizError(EXAM_CLOSED)
      const questions = await questionsOf(db, exam.id)
      return {
        examId: exam.id,
        title: exam.title,
        durationMinutes: exam.durationMinutes,
        startedAt: attempt.startedAt.toISOString(),
        endsAt: iso(attempt.endsAt),
        totalScore: questions.reduce((sum, q) => sum + q.score, 0),
        passScore: exam.passScore,
        // Never the right answers: only what the examinee needs to answer.
        questions: questions.map((q) => ({ id: q.id, type: q.type as QuestionType, stem: q.stem, options: q.options, score: q.score })),
      }
    },
  }),
]
