import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'
import { users } from './users'

/** A training course, for some audiences (user types; empty means everyone). */
export const trainings = pgTable(
  'trainings',
  {
    id: idColumn(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    /** HTML (the client sanitises it). */
    content: text('content').notNull().default(''),
    audience: text('audience').array().notNull().default([]),
    deadline: at('deadline'),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('trainings_list_idx').on(t.sort, t.id).where(sql`${t.published}`)],
)

export const trainLessons = pgTable(
  'train_lessons',
  {
    id: idColumn(),
    trainId: text('train_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    minutes: integer('minutes').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('train_lessons_train_idx').on(t.trainId, t.sort)],
)

/** A lesson a user completed (trainResults/create). */
export const trainLessonResults = pgTable(
  'train_lesson_results',
  {
    id: idColumn(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    trainId: text('train_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull().references(() => trainLessons.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [unique('train_lesson_results_pair').on(t.userId, t.lessonId), index('train_lesson_results_train_idx').on(t.userId, t.trainId)],
)

export const exams = pgTable(
  'exams',
  {
    id: idColumn(),
    trainId: text('train_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 0: no time limit. */
    durationMinutes: integer('duration_minutes').notNull().default(0),
    passScore: integer('pass_score').notNull(),
    deadline: at('deadline'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exams_train_list_idx').on(t.trainId, t.sort, t.id)],
)

export interface QuestionOptionRow {
  key: string
  text: string
}

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: idColumn(),
    examId: text('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    /** single | multiple | judge */
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<QuestionOptionRow[]>().notNull(),
    /** The right option keys (never sent before a submission). */
    answer: text('answer').array().notNull(),
    score: integer('score').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId, t.sort)],
)

/** A user's start of an exam (checkExamValidOrNot): one per user and exam. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: idColumn(),
    examId: text('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    /** null: no time limit. */
    endsAt: at('ends_at'),
  },
  (t) => [unique('exam_attempts_pair').on(t.examId, t.userId)],
)

export interface ExamAnswerRow {
  questionId: string
  answer: string[]
}

/** A graded submission: one per user and exam (the unique pair refuses a second one). */
export const examResults = pgTable(
  'exam_results',
  {
    id: idColumn(),
    examId: text('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<ExamAnswerRow[]>().notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    passScore: integer('pass_score').notNull(),
    passed: boolean('passed').notNull(),
    correctCount: integer('correct_count').notNull(),
    questionCount: integer('question_count').notNull(),
    submittedAt: createdAt(),
  },
  (t) => [unique('exam_results_pair').on(t.examId, t.userId)],
)
