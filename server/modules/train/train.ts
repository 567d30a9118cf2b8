/** /api/train/train/* and trainResults/create: trainings, their lessons and the caller's progress. */
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm'
import { contract, type ExamScore, type TrainDetail, type TrainProgress } from '@/contract'
import { exams, examResults, trainings, trainLessonResults, trainLessons } from '../../db/schema'
import { notFound } from '../../lib/envelope'
import { orderSql, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { fields } from '../../lib/fields'
import { id } from '../../lib/validate'
import { handler } from '../../http/handler'
import { examInfos, examOrder, lessonProgress, statusOf, trainingResource } from './scope'

export const trainHandlers = [
  handler({
    endpoint: contract.train.train.queryPage,
    access: 'user',
    input: { ...pageShape, keyword: fields.keyword() },
    handle({ db, user }, input) {
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      return trainingResource.page(db, user, pageArgs(input), [like ? or(ilike(trainings.title, like), ilike(trainings.summary, like)) : undefined])
    },
  }),
  handler({
    endpoint: contract.train.train.findById,
    access: 'user',
    input: { id: id() },
    async handle({ db, user }, input): Promise<TrainDetail> {
      const row = await trainingResource.find(db, user, input.id)
      const [[base], lessons, done, examRows] = await Promise.all([
        trainingResource.def.present(db, [row], user),
        db.select().from(trainLessons).where(eq(trainLessons.trainId, row.id)).orderBy(asc(trainLessons.sort), asc(trainLessons.id)),
        db.select({ lessonId: trainLessonResults.lessonId }).from(trainLessonResults).where(and(eq(trainLessonResults.userId, user.id), eq(trainLessonResults.trainId, row.id))),
        db.select().from(exams).where(eq(exams.trainId, row.id)).orderBy(...orderSql(examOrder)),
      ])
      const completed = new Set(done.map((d) => d.lessonId))
      return {
        ...base!,
        content: row.content,
        lessons: lessons.map((l) => ({ id: l.id, title: l.title, content: l.content, minutes: l.minutes, completed: completed.has(l.id) })),
        exams: await examInfos(db, user, examRows),
      }
    },
  }),
  handler({
    endpoint: contract.train.train.getExamScores,
    access: 'user',
    input: { trainId: id() },
    async handle({ db, user }, input): Promise<ExamScore[]> {
      await trainingResource.find(db, user, input.trainId)
      const rows = await db
        .select({ result: examResults, title: exams.title })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .where(and(eq(examResults.userId, user.id), eq(exams.trainId, input.trainId)))
        .orderBy(desc(examResults.submittedAt), desc(examResults.id))
      return rows.map(({ result: r, title }) => ({
        examId: r.examId,
        examTitle: title,
        resultId: r.id,
        score: r.score,
        totalScore: r.totalScore,
        passed: r.passed,
        submitTime: r.submittedAt.toISOString(),
      }))
    },
  }),
  handler({
    endpoint: contract.train.trainResults.create,
    access: 'user',
    input: { trainId: id(), lessonId: id() },
    async handle({ db, user }, input): Promise<TrainProgress> {
      await trainingResource.find(db, user, input.trainId)
      const [lesson] = await db
        .select({ id: trainLessons.id })
        .from(trainLessons)
        .where(and(eq(trainLessons.id, input.lessonId), eq(trainLessons.trainId, input.trainId)))
      if (!lesson) throw notFound()
      await db.insert(trainLessonResults).values({ userId: user.id, trainId: input.trainId, lessonId: lesson.id }).onConflictDoNothing()
      const p = (await lessonProgress(db, user, [input.trainId])).get(input.trainId)!
      return { completedLessons: p.done, lessonCount: p.total, status: statusOf(p.done, p.total) }
    },
  }),
]
