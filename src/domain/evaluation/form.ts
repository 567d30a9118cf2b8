/** Rating an order (purchaserOrderAppraise): the values, the rules and the bachCreate item. */
import { TEXT_LIMITS } from '@/contract/limits'
import { TRADE_LIMITS, type EvaluationInput, type EvaluationTag, type Stars } from '@/contract/types'
import { textRule, type FormRule } from '@/core/validate'

export interface EvaluationDraft {
  /** 0 until chosen. */
  stars: number
  tags: EvaluationTag[]
  content: string
  images: string[]
  anonymous: boolean
}

export const newEvaluation = (): EvaluationDraft => ({ stars: 0, tags: [], content: '', images: [], anonymous: false })

/** The rules of a draft (its content trimmed). */
export const EVALUATION_RULES: readonly FormRule<EvaluationDraft>[] = [
  (d) => (d.stars ? null : '请选择评分'),
  textRule('content', TEXT_LIMITS.evaluationContent),
  (d) => (d.images.length > TRADE_LIMITS.images ? `最多上传${TRADE_LIMITS.images}张图片` : null),
]

export function toEvaluationInput(orderId: string, d: EvaluationDraft): EvaluationInput {
  return {
    orderId,
    stars: d.stars as Stars,
    ...(d.tags.length ? { tags: [...d.tags] } : {}),
    ...(d.content.trim() ? { content: d.content.trim() } : {}),
    ...(d.images.length ? { images: [...d.images] } : {}),
    anonymous: d.anonymous,
  }
}
