/** Grading: single = the exact key, multiple = the exact set (no partial credit), judge = 'T' / 'F'. */
import type { AnswerComparison, QuestionType } from '@/contract'
import type { ExamAnswerRow, examQuestions } from '../../db/schema'

type Question = typeof examQuestions.$inferSelect

const sameSet = (a: string[], b: string[]): boolean => {
  const x = new Set(a)
  return x.size === new Set(b).size && b.every((k) => x.has(k))
}

/** Every question with the caller's answer (unanswered: []), right or wrong, and its points. */
export function grade(questions: Question[], answers: ExamAnswerRow[]): AnswerComparison[] {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]))
  return questions.map((q) => {
    const yourAnswer = [...(given.get(q.id) ?? [])].sort()
    const rightAnswer = [...q.answer].sort()
    const correct = yourAnswer.length > 0 && sameSet(yourAnswer, rightAnswer)
    return {
      questionId: q.id,
      type: q.type as QuestionType,
      stem: q.stem,
      options: q.options,
      yourAnswer,
      rightAnswer,
      correct,
      score: q.score,
      gained: correct ? q.score : 0,
    }
  })
}

/**
 * Whether the answers fit the paper: known questions, each at most once, keys among the
 * question's options, a single key for single choice and true/false.
 */
export function answersFit(questions: Question[], answers: ExamAnswerRow[]): boolean {
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<string>()
  return answers.every((a) => {
    const q = byId.get(a.questionId)
    if (!q || seen.has(a.questionId)) return false
    seen.add(a.questionId)
    const keys = new Set(q.options.map((o) => o.key))
    if (new Set(a.answer).size !== a.answer.length || !a.answer.every((k) => keys.has(k))) return false
    return q.type === 'multiple' || a.answer.length <= 1
  })
}
