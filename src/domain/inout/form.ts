/**
 * The exit application form: per goods line of the entry the quantity and weight taken out (an
 * empty quantity leaves the line out; no line at all is an empty vehicle), how the parking is paid
 * and a remark. Values are strings (useForm); `toItems` turns them into the payload's lines.
 */
import { OUT_PAY_MODE_LABELS, type InmarketGoods, type OutGoods, type OutGoodsInput, type OutPayMode } from '@/contract/types'
import { check, type Rule } from '@/core/validate'

export type ApplyOutValues = Record<string, string> & { payMode: OutPayMode; remark: string }

export const PAY_MODE_OPTIONS = (Object.keys(OUT_PAY_MODE_LABELS) as OutPayMode[]).map((value) => ({ value, label: OUT_PAY_MODE_LABELS[value] }))

const qtyKey = (goodsId: string) => `q:${goodsId}`
const weightKey = (goodsId: string) => `w:${goodsId}`
export const fieldKeys = { qty: qtyKey, weight: weightKey }

/** A new form, or a refused application's values to correct. */
export function applyOutValues(previous?: { payMode: OutPayMode; remark: string | null; goods: readonly OutGoods[] }): ApplyOutValues {
  const values: ApplyOutValues = { payMode: previous?.payMode ?? 'online', remark: previous?.remark ?? '' }
  for (const g of previous?.goods ?? []) {
    values[qtyKey(g.goodsId)] = String(g.quantity)
    values[weightKey(g.goodsId)] = String(g.weight)
  }
  return values
}

const AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/

/** The first refusal of the lines' numbers (the server's words), or null. */
export function checkItems(values: ApplyOutValues, goods: readonly InmarketGoods[]): string | null {
  for (const g of goods) {
    const q = values[qtyKey(g.id)]?.trim()
    if (!q) continue
    const rules: Rule[] = [
      { name: 'q', checkType: 'reg', checkRule: AMOUNT, errorMsg: '出场数量需大于0，最多2位小数' },
      { name: 'w', checkType: 'reg', checkRule: AMOUNT, errorMsg: '出场重量需不小于0，最多2位小数' },
    ]
    const r = check({ q, w: values[weightKey(g.id)]?.trim() || '0' }, rules)
    if (!r.ok) return `「${g.productName}」${r.message}`
    if (Number(q) <= 0) return `「${g.productName}」出场数量需大于0，最多2位小数`
    if (Number(q) > g.quantity) return `「${g.productName}」出场数量不能超过进场数量${g.quantity}${g.unit}`
  }
  return null
}

export function toItems(values: ApplyOutValues, goods: readonly InmarketGoods[]): OutGoodsInput[] {
  return goods
    .filter((g) => values[qtyKey(g.id)]?.trim())
    .map((g) => ({ goodsId: g.id, quantity: Number(values[qtyKey(g.id)]), weight: Number(values[weightKey(g.id)]?.trim() || 0) }))
}
