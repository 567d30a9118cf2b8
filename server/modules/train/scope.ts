/**
 * What the train handlers share: the trainings and exams the caller may see (published, for its
 * user type), its lesson progress and its exam submissions.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { ExamInfo, TrainItem, TrainStatus } from '@/contract'
import type { Db } from '../../db/client'
import { examQuestions, examResults, exams, trainings, trainLessonResults, trainLessons } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { audienceScope } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { by, keyset } from '../../data/paging'
import type { AuthUser } from '../../auth/user'

export const EXAM_NOT_FOUND = '考试不存在'

export const statusOf = (done: number, total: number): TrainStatus => (done === 0 ? 'notStarted' : done >= total ? 'completed' : 'inProgress')

/** Per id: how many rows each group has. */
async function countBy(rows: PromiseLike<Array<{ key: string; n: number }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.key, r.n]))
}

/** The caller's completed lessons and the lesson count of each training. */
export async function lessonProgress(db: Db, user: AuthUser, trainIds: string[]): Promise<Map<string, { done: number; total: number }>> {
  if (!trainIds.length) return new Map()
  const [totals, done] = await Promise.all([
    countBy(db.select({ key: trainLessons.trainId, n: count() }).from(trainLessons).where(inArray(trainLessons.trainId, trainIds)).groupBy(trainLessons.trainId)),
    countBy(
      db
        .select({ key: trainLessonResults.trainId, n: count() })
        .from(trainLessonResults)
        .where(and(eq(trainLessonResults.userId, user.id), inArray(trainLessonResults.trainId, trainIds)))
        .groupBy(trainLessonResults.trainId),
    ),
  ])
  return new Map(trainIds.map((id) => [id, { done: done.get(id) ?? 0, total: totals.get(id) ?? 0 }]))
}

export const trainingResource = resource({
  table: trainings,
  id: trainings.id,
  scope: (u) => and(eq(trainings.published, true), audienceScope(trainings.audience, u)),
  order: [by.asc(trainings.sort), by.asc(trainings.id)],
  async present(db, rows, user): Promise<TrainItem[]> {
    const ids = rows.map((r) => r.id)
    const [progress, examCounts] = await Promise.all([
      lessonProgress(db, user!, ids),
      ids.length ? countBy(db.select({ key: exams.trainId, n: count() }).from(exams).where(inArray(exams.trainId, ids)).groupBy(exams.trainId)) : new Map<string, number>(),
    ])
    return rows.map((r) => {
      const p = progress.get(r.id) ?? { done: 0, total: 0 }
      return {
        id: r.id,
        title: r.title,
        summary: r.summary,
        cover: r.cover,
        lessonCount: p.total,
        completedLessons: p.done,
        examCount: examCounts.get(r.id) ?? 0,
        deadline: iso(r.deadline),
        status: statusOf(p.done, p.total),
      }
    })
  },
})

export type ExamRow = typeof exams.$inferSelect

/** An exam of a training the caller may see, or '考试不存在'. */
export async function findExam(db: Db, user: AuthUser, examId: string): Promise<ExamRow> {
  const [row] = await db
    .select({ exam: exams })
    .from(exams)
    .innerJoin(trainings, eq(trainings.id, exams.trainId))
    .where(and(eq(exams.id, examId), eq(trainings.published, true), audienceScope(trainings.audience, user)))
    .limit(1)
  if (!row) throw new BizError(EXAM_NOT_FOUND)
  return row.exam
}

/** The caller's result of an exam, if it submitted one. */
export async function resultOf(db: Db, user: AuthUser, examId: string) {
  const [r] = await db.select().from(examResults).where(and(eq(examResults.examId, examId), eq(examResults.userId, user.id))).limit(1)
  return r
}

/** Exams as the caller sees them in a list: question count, total score, its submission. */
export async function examInfos(db: Db, user: AuthUser, rows: ExamRow[]): Promise<ExamInfo[]> {
  const ids = rows.map((r) => r.id)
  if (!ids.length) return []
  const [stats, submitted] = await Promise.all([
    db
      .select({ examId: examQuestions.examId, n: count(), total: sql<number>`coalesce(sum(${examQuestions.score}), 0)::int` })
      .from(examQuestions)
      .where(inArray(examQuestions.examId, ids))
      .groupBy(examQuestions.examId),
    db.select({ examId: examResults.examId, id: examResults.id }).from(examResults).where(and(eq(examResults.userId, user.id), inArray(examResults.examId, ids))),
  ])
  const stat = new Map(stats.map((s) => [s.examId, s]))
  const result = new Map(submitted.map((s) => [s.examId, s.id]))
  return rows.map((e) => ({
    id: e.id,
    trainId: e.trainId,
    title: e.title,
    questionCount: stat.get(e.id)?.n ?? 0,
    totalScore: Number(stat.get(e.id)?.total ?? 0),
    passScore: e.passScore,
    durationMinutes: e.durationMinutes,
    deadline: iso(e.deadline),
    submitted: result.has(e.id),
    resultId: result.get(e.id) ?? null,
  }))
}

/** A training's exams in order (keyset paging of exam/queryPage). */
export const examOrder = keyset('exams', [by.asc(exams.sort), by.asc(exams.id)])
