/**
 * The loss report form (/supplier/inventory/breakage): a reason, 1-TRADE_LIMITS.lossLines lines of
 * the shop's batches (no batch twice), each quantity above 0 and at most the batch's stock
 * ('报损数量不能超过库存', the server's word), a remark and photos. Quantities stay text while typed.
 */
import { FORM_MESSAGES, TEXT_LIMITS } from '@/contract/limits'
import { quantityToHundredths } from '@/contract/money'
import { TRADE_LIMITS, type LossReason, type LossReportItem, type LossReportPayload, type StockBatch, type StockItem } from '@/contract/types'
import { textRule, type FormRule } from '@/core/validate'

export interface LossLineDraft {
  batchId: string
  quantity: string
}

export interface LossFormValues {
  reasonType: LossReason | ''
  remark: string
  images: string[]
  lines: LossLineDraft[]
}

/** A batch the form can name: with its SKU's name and unit. */
export interface BatchChoice {
  batch: StockBatch
  skuName: string
  unit: string
}

/** The batches with stock, by id (from the stock list). */
export function batchChoices(stock: readonly StockItem[]): Map<string, BatchChoice> {
  const out = new Map<string, BatchChoice>()
  for (const s of stock) for (const b of s.batches) if (b.quantity > 0) out.set(b.id, { batch: b, skuName: s.skuName, unit: s.unit })
  return out
}

export const newLoss = (batchId?: string): LossFormValues => ({ reasonType: '', remark: '', images: [], lines: batchId ? [{ batchId, quantity: '' }] : [] })

export const fromReport = (r: LossReportItem): LossFormValues => ({
  reasonType: r.reasonType,
  remark: r.remark ?? '',
  images: [...r.images],
  lines: r.lines.map((l) => ({ batchId: l.batchId, quantity: String(l.quantity) })),
})

/**
 * What a line says when its batch cannot be chosen: the shop's batch emptied since ('该批次已无库存'),
 * or no batch of the shop's at all (a stale or mistyped ?batchId=).
 */
export const unavailableBatchText = (batchId: string, stock: readonly StockItem[]): string =>
  stock.some((s) => s.batches.some((b) => b.id === batchId)) ? '该批次已无库存' : '批次不存在'

/** The first line whose quantity is refused (each above 0 and at most its batch's stock), or null. */
function lineProblem(lines: readonly LossLineDraft[], batches: ReadonlyMap<string, BatchChoice>): string | null {
  for (const line of lines) {
    const choice = batches.get(line.batchId)
    const name = choice ? `「${choice.skuName} ${choice.batch.batchNo}」` : ''
    const qty = line.quantity.trim()
    if (!qty) return name ? `请输入${name}的报损数量` : '请输入报损数量'
    const h = quantityToHundredths(qty)
    if (h === null) return '报损数量格式不正确，最多2位小数'
    if (h <= 0) return '报损数量需大于0'
    const stock = choice ? quantityToHundredths(choice.batch.quantity) ?? 0 : 0
    if (h > stock) return FORM_MESSAGES.lossOverStock
  }
  return null
}

/** The checks of the form (its remark trimmed), in the order a person reads it. */
export const lossRules = (batches: ReadonlyMap<string, BatchChoice>): readonly FormRule<LossFormValues>[] => [
  (v) => (v.reasonType ? null : '请选择报损原因'),
  (v) => (v.lines.length ? null : '请添加报损批次'),
  (v) => (v.lines.length > TRADE_LIMITS.lossLines ? `报损批次不能超过${TRADE_LIMITS.lossLines}个` : null),
  (v) => (new Set(v.lines.map((l) => l.batchId)).size !== v.lines.length ? '同一批次不能重复添加' : null),
  (v) => lineProblem(v.lines, batches),
  textRule('remark', TEXT_LIMITS.remark),
]

/** The create/update payload of a form `lossRules` accepted. */
export function toLossPayload(v: LossFormValues): LossReportPayload {
  const remark = v.remark.trim()
  return {
    reasonType: v.reasonType as LossReason,
    lines: v.lines.map((l) => ({ batchId: l.batchId, quantity: Number(l.quantity.trim()) })),
    ...(remark ? { remark } : {}),
    ...(v.images.length ? { images: [...v.images] } : {}),
  }
}
