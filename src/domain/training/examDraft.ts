/**
 * The answers of an exam being taken, kept in the cache on every change (keyed by exam and user) so
 * they survive the app being backgrounded, killed or reloaded; removed once the exam is submitted.
 */
import { getCache, removeCache, setCache } from '@/core/cache'

export interface ExamDraft {
  answers: Record<string, string[]>
  /** The question on screen. */
  index: number
}

/** A week: longer than any exam, short enough not to linger. */
const DRAFT_SECONDS = 7 * 24 * 3600

export const draftKey = (examId: string, userId: string): string => `_examDraft:${examId}:${userId}`

export function loadDraft(examId: string, userId: string): ExamDraft {
  const d = getCache<ExamDraft>(draftKey(examId, userId))
  return { answers: d?.answers && typeof d.answers === 'object' ? d.answers : {}, index: Number(d?.index) || 0 }
}

export const saveDraft = (examId: string, userId: string, draft: ExamDraft): void => setCache(draftKey(examId, userId), draft, DRAFT_SECONDS)
export const clearDraft = (examId: string, userId: string): void => removeCache(draftKey(examId, userId))
