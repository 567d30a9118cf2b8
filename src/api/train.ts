/** Typed reads of the train service: trainings, exams and their results (writes go through api/mutate). */
import { request } from '@/core/request'
import { train } from '@/contract/train'
import type { ExamPagePayload, TrainPagePayload } from '@/contract/types'

export const trainApi = {
  page: (q: TrainPagePayload) => request(train.train.queryPage, q),
  detail: (id: string) => request(train.train.findById, { id }),
  /** The caller's submitted results of a training's exams. */
  examScores: (trainId: string) => request(train.train.getExamScores, { trainId }),
  exams: (q: ExamPagePayload) => request(train.exam.queryPage, q),
  /** Starts (or resumes) an exam: the paper without its answers, or the reason it cannot be taken. */
  startExam: (examId: string) => request(train.exam.checkExamValidOrNot, { examId }, { loading: true }),
  comparison: (resultId: string) => request(train.examResults.getComparisonOfAnswers, { resultId }),
}
