/**
 * Staff feedback to the market (docs/estate.md section 8): its status tags and tabs, the form's
 * rules in the contract's words (FEEDBACK_LIMITS) and the create payload.
 */
import { FEEDBACK_LIMITS, FEEDBACK_STATE_LABELS, type FeedbackCategory, type FeedbackPayload } from '@/contract/types'
import type { Rule } from '@/core/validate'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const FEEDBACK_STATUS = statusMap(FEEDBACK_STATE_LABELS, { pending: 'warning', replied: 'success' })
export const FEEDBACK_TABS = tabsOf(FEEDBACK_STATE_LABELS)

export type FeedbackFormValues = { category: string; content: string }

const { content } = FEEDBACK_LIMITS

export const FEEDBACK_RULES: readonly Rule[] = [
  { name: 'category', checkType: 'notnull', errorMsg: '请选择反馈类型' },
  { name: 'content', checkType: 'string', checkRule: `${content.min},${content.max}`, emptyMsg: '请输入反馈内容', errorMsg: content.msg },
]

export const toFeedbackPayload = (v: FeedbackFormValues, images: readonly string[]): FeedbackPayload => ({
  category: v.category as FeedbackCategory,
  content: v.content.trim(),
  ...(images.length ? { images: [...images] } : {}),
})
