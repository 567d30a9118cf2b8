/** Rating an order (purchaserOrderAppraise): the values, the checks and the bachCreate item. */
import { TRADE_LIMITS, type EvaluationInput, type EvaluationTag, type Stars } from '@/contract/types'

export interface EvaluationDraft {
  /** 0 until chosen. */
  stars: number
  tags: EvaluationTag[]
  content: string
  images: string[]
  anonymous: boolean
}

export const newEvaluation = (): EvaluationDraft => ({ stars: 0, tags: [], content: '', images: [], anonymous: false })

export function evaluationProblem(d: EvaluationDraft): string | null {
  if (!d.stars) return '请选择评分'
  if (d.content.trim().length > TRADE_LIMITS.text) return `评价内容不能超过${TRADE_LIMITS.text}个字符`
  if (d.images.length > TRADE_LIMITS.images) return `最多上传${TRADE_LIMITS.images}张图片`
  return null
}

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
