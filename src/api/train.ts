/** Typed calls of the train service: trainings, lessons, exams and their results. */
import { request } from '@/core/request'
import { train } from '@/contract/train'
import type { ExamAnswer, ExamPagePayload, TrainPagePayload } from '@/contract/types'

export const trainApi = {
  page: (q: TrainPagePayload) => request(train.train.queryPage, q),
  detail: (id: string) => request(train.train.findById, { id }),
  /** The caller's submitted results of a training's exams. */
  examScores: (trainId: string) => request(train.train.getExamScores, { trainId }),
  exams: (q: ExamPagePayload) => request(train.exam.queryPage, q),
  /** Starts (or resumes) an exam: the paper without its answers, or the reason it cannot be taken. */
  startExam: (examId: string) => request(train.exam.checkExamValidOrNot, { examId }, { loading: true }),
  /** Marks a lesson completed; answers the training's new progress. */
  completeLesson: (trainId: string, lessonId: string) => request(train.trainResults.create, { trainId, lessonId }, { loading: true }),
  submitExam: (examId: string, answers: ExamAnswer[]) => request(train.examResults.save, { examId, answers }, { loading: '交卷中...' }),
  comparison: (resultId: string) => request(train.examResults.getComparisonOfAnswers, { resultId }),
}
