/**
 * Payload and result types of the train service: trainings and exams. Exams are graded on the
 * server; the paper never carries the right answers.
 */
import type { PageQuery } from './common'
import type { Labels } from './trade'

/** A training's lesson progress: not started, learning, done. */
export const TRAIN_STATES = ['notStarted', 'inProgress', 'completed'] as const
export type TrainStatus = (typeof TRAIN_STATES)[number]
export const TRAIN_STATE_LABELS: Labels<TrainStatus> = { notStarted: '未开始', inProgress: '学习中', completed: '已完成' }

/** train/queryPage (json). */
export interface TrainPagePayload extends PageQuery {
  keyword?: string
}

export interface TrainItem {
  id: string
  title: string
  summary: string
  cover?: string | null
  lessonCount: number
  /** The caller's completed lessons (trainResults/create). */
  completedLessons: number
  examCount: number
  deadline?: string | null
  /** The caller's progress: none, some or all lessons completed. */
  status: TrainStatus
}

export interface TrainLesson {
  id: string
  title: string
  /** HTML: sanitise before rendering. */
  content: string
  minutes: number
  /** The caller completed it. */
  completed: boolean
}

/** train/findById {id}. */
export interface TrainDetail extends TrainItem {
  /** HTML: sanitise before rendering. */
  content: string
  lessons: TrainLesson[]
  exams: ExamInfo[]
}

export interface TrainIdPayload {
  trainId: string
}

/** train/getExamScores {trainId}: the caller's submitted results of the training's exams. */
export interface ExamScore {
  examId: string
  examTitle: string
  resultId: string
  score: number
  totalScore: number
  passed: boolean
  submitTime: string
}

/** exam/queryPage (json). */
export interface ExamPagePayload extends PageQuery {
  trainId: string
}

export interface ExamInfo {
  id: string
  trainId: string
  title: string
  questionCount: number
  totalScore: number
  passScore: number
  /** 0: no time limit. */
  durationMinutes: number
  deadline?: string | null
  /** The caller already submitted (one submission per user and exam). */
  submitted: boolean
  /** The caller's result when submitted (examResults/getComparisonOfAnswers). */
  resultId?: string | null
}

export interface ExamIdPayload {
  examId: string
}

export type QuestionType = 'single' | 'multiple' | 'judge'

/** Option keys: 'A', 'B', …; judge questions have the options 'T' (正确) and 'F' (错误). */
export interface QuestionOption {
  key: string
  text: string
}

/** A question as the examinee sees it: never with its right answer. */
export interface ExamQuestion {
  id: string
  type: QuestionType
  stem: string
  options: QuestionOption[]
  score: number
}

/**
 * exam/checkExamValidOrNot {examId}: starts the exam for the caller (first call records startedAt;
 * later calls answer the same startedAt/endsAt). Refused with state 1 and '考试已截止',
 * '您已提交过该考试' or '考试不存在'.
 */
export interface ExamPaper {
  examId: string
  title: string
  durationMinutes: number
  startedAt: string
  /** startedAt + duration, capped by the exam's deadline; absent/null: no time limit. */
  endsAt?: string | null
  totalScore: number
  passScore: number
  questions: ExamQuestion[]
}

/** trainResults/create {trainId, lessonId}: marks a lesson completed (idempotent). */
export interface LessonDonePayload {
  trainId: string
  lessonId: string
}

export interface TrainProgress {
  completedLessons: number
  lessonCount: number
  status: TrainStatus
}

export interface ExamAnswer {
  questionId: string
  /** Chosen option keys: one for single and judge ('T'/'F'), any for multiple; [] unanswered. */
  answer: string[]
}

/**
 * examResults/save (json): once per user and exam, after checkExamValidOrNot ('请先开始考试'),
 * before the deadline and endsAt + 60 s ('考试已截止'); a second one answers '您已提交过该考试';
 * a questionId outside the paper answers '答案与试卷不符'. Unanswered questions score 0.
 */
export interface ExamSubmitPayload {
  examId: string
  answers: ExamAnswer[]
}

export interface ExamResult {
  resultId: string
  examId: string
  score: number
  totalScore: number
  passScore: number
  passed: boolean
  correctCount: number
  questionCount: number
  submitTime: string
}

export interface ResultIdPayload {
  resultId: string
}

/** examResults/getComparisonOfAnswers {resultId}: only the caller's own result. */
export interface AnswerComparison {
  questionId: string
  type: QuestionType
  stem: string
  options: QuestionOption[]
  yourAnswer: string[]
  rightAnswer: string[]
  correct: boolean
  score: number
  /** Points gained: score when correct, else 0 (no partial credit). */
  gained: number
}
