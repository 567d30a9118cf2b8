/**
 * The quick order a shop makes at the stall (supplierOrderCreate): its draft lines as typed
 * (quantity and unit price are text until sent), the live amounts, the checks before sending and
 * the create payload. Money is fen; prices are typed in yuan (the spec's price pattern).
 */
import { FORM_MESSAGES, TEXT_LIMITS } from '@/contract/limits'
import { lineAmountFen, MAX_FEN, quantityToHundredths, sumFen, yuanToFen, fenToYuan } from '@/contract/money'
import { PATTERN_MESSAGES } from '@/contract/patterns'
import { OWE_PASSWORD_MESSAGE, OWE_PASSWORD_PATTERN, TRADE_LIMITS, type OrderCreatePayload, type PayMethod, type SkuItem } from '@/contract/types'
import { textRule, type FormRule } from '@/core/validate'
import { idCodeExpired, type PickedBuyer } from '@/domain/buyer/pick'

export interface DraftLine {
  skuId: string
  /** Product and SKU as the shop calls them. */
  name: string
  unit: string
  /** As typed: kg or a count, up to 2 decimals. */
  quantity: string
  /** As typed, in yuan; starts as the SKU's price. */
  price: string
  stockQty: number
}


export const lineFromSku = (sku: SkuItem): DraftLine => ({
  skuId: sku.id,
  name: sku.name && sku.name !== sku.productName ? `${sku.productName} · ${sku.name}` : sku.productName,
  unit: sku.unit,
  quantity: '',
  // Two decimals always: a prefilled 4.00 beside 7.20, not 4 beside 7.20.
  price: fenToYuan(sku.priceFen),
  stockQty: sku.stockQty,
})

/** A line's amount in fen, or null while its quantity or price is not a valid number yet. */
export function lineAmount(l: Pick<DraftLine, 'quantity' | 'price'>): number | null {
  const h = quantityToHundredths(l.quantity)
  const fen = yuanToFen(l.price)
  if (h === null || h === 0 || fen === null) return null
  try {
    return lineAmountFen(l.quantity.trim(), fen)
  } catch {
    return null
  }
}

/** The order's total so far (lines not complete yet count as 0); null past the largest amount. */
export function draftTotal(lines: readonly DraftLine[]): number | null {
  const total = sumFen(lines.map((l) => lineAmount(l) ?? 0))
  return total > MAX_FEN ? null : total
}

export interface OrderDraft {
  /** Found by phone, or by a scanned identity code (kept to send). */
  buyer: PickedBuyer | null
  /** A walk-in buyer with no account (散客): no buyer, cash only, a name if given. */
  walkIn: boolean
  walkInName: string
  lines: readonly DraftLine[]
  payMethod: PayMethod
  /** The shop has a credit-sale password: a credit order needs it. */
  needsOwePassword: boolean
  owePassword: string
  remark: string
}

/** The first line whose quantity, price or amount is refused, as the 提示 says it; null when every line is fine. */
function lineProblem(lines: readonly DraftLine[]): string | null {
  for (const l of lines) {
    const h = quantityToHundredths(l.quantity)
    if (h === null || h === 0) return `「${l.name}」的数量需大于0，最多2位小数`
    if (yuanToFen(l.price) === null) return `「${l.name}」的单价${PATTERN_MESSAGES.price.replace(/^价格/, '')}`
    if (lineAmount(l) === null) return '金额超出范围'
  }
  return null
}

const credit = (d: OrderDraft) => d.payMethod === 'credit' && d.needsOwePassword

/** The checks of a draft before it is sent, in the order a person reads the form. */
export const ORDER_RULES: readonly FormRule<OrderDraft>[] = [
  (d) => (d.buyer || d.walkIn ? null : '请选择买家'),
  (d) => (d.walkIn && d.payMethod !== 'cash' ? '散客仅支持现金收款' : null),
  textRule('walkInName', TEXT_LIMITS.walkInName),
  (d) => (idCodeExpired(d.buyer) ? '身份码已过期，请让对方刷新后重新扫描' : null),
  (d) => (d.lines.length ? null : '请添加商品'),
  (d) => (d.lines.length > TRADE_LIMITS.orderLines ? `一个订单最多${TRADE_LIMITS.orderLines}种商品` : null),
  (d) => lineProblem(d.lines),
  (d) => (draftTotal(d.lines) === null ? '金额超出范围' : null),
  (d) => (credit(d) && !d.owePassword ? FORM_MESSAGES.owePasswordMissing : null),
  (d) => (credit(d) && !OWE_PASSWORD_PATTERN.test(d.owePassword) ? OWE_PASSWORD_MESSAGE : null),
  textRule('remark', TEXT_LIMITS.remark),
]

/** The buyer part of the payload: a walk-in (name if given), or the picked buyer (and its scanned code). */
function buyerPayload(d: OrderDraft): Pick<OrderCreatePayload, 'purchaserId' | 'idCode' | 'walkIn' | 'walkInName'> {
  if (d.walkIn) return { walkIn: true, ...(d.walkInName.trim() ? { walkInName: d.walkInName.trim() } : {}) }
  return { purchaserId: d.buyer?.id, ...(d.buyer?.idCode ? { idCode: d.buyer.idCode } : {}) }
}

/** The create payload of a draft that passed `ORDER_RULES`. */
export function toCreatePayload(d: OrderDraft): OrderCreatePayload {
  return {
    ...buyerPayload(d),
    lines: d.lines.map((l) => ({ skuId: l.skuId, quantity: Number(l.quantity.trim()), priceFen: yuanToFen(l.price) as number })),
    payMethod: d.payMethod,
    ...(d.payMethod === 'credit' && d.needsOwePassword ? { owePassword: d.owePassword } : {}),
    ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
  }
}

