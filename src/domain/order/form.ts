/**
 * The quick order a shop makes at the stall (supplierOrderCreate): its draft lines as typed
 * (quantity and unit price are text until sent), the live amounts, the checks before sending and
 * the create payload. Money is fen; prices are typed in yuan (the spec's price pattern).
 */
import { lineAmountFen, MAX_FEN, quantityToHundredths, sumFen, yuanToFen, fenToYuan } from '@/contract/money'
import { PATTERN_MESSAGES } from '@/contract/patterns'
import { OWE_PASSWORD_MESSAGE, OWE_PASSWORD_PATTERN, TRADE_LIMITS, type OrderCreatePayload, type PayMethod, type SkuItem } from '@/contract/types'

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

/** The buyer the order is for: found by phone, or by a scanned identity code (kept to send). */
export interface DraftBuyer {
  id: string
  name: string
  mobile: string | null
  idCode?: string
  /** When the scanned code stops being accepted. */
  idCodeExpiresAt?: string
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

export interface DraftCheck {
  buyer: DraftBuyer | null
  lines: readonly DraftLine[]
  payMethod: PayMethod
  /** The shop has a credit-sale password: a credit order needs it. */
  needsOwePassword: boolean
  owePassword: string
  remark: string
}

/** The first problem with the draft, as the 提示 says it; null when it can be sent. */
export function draftProblem(d: DraftCheck): string | null {
  if (!d.buyer) return '请选择买家'
  if (!d.lines.length) return '请添加商品'
  if (d.lines.length > TRADE_LIMITS.orderLines) return `一个订单最多${TRADE_LIMITS.orderLines}种商品`
  for (const l of d.lines) {
    const h = quantityToHundredths(l.quantity)
    if (h === null || h === 0) return `「${l.name}」的数量需大于0，最多2位小数`
    if (yuanToFen(l.price) === null) return `「${l.name}」的单价${PATTERN_MESSAGES.price.replace(/^价格/, '')}`
    if (lineAmount(l) === null) return '金额超出范围'
  }
  if (draftTotal(d.lines) === null) return '金额超出范围'
  if (d.payMethod === 'credit' && d.needsOwePassword) {
    if (!d.owePassword) return '请输入赊账密码'
    if (!OWE_PASSWORD_PATTERN.test(d.owePassword)) return OWE_PASSWORD_MESSAGE
  }
  if (d.remark.length > TRADE_LIMITS.remark) return `备注不能超过${TRADE_LIMITS.remark}个字符`
  return null
}

/** The create payload of a draft that passed `draftProblem`. */
export function toCreatePayload(d: DraftCheck & { buyer: DraftBuyer }): OrderCreatePayload {
  return {
    purchaserId: d.buyer.id,
    ...(d.buyer.idCode ? { idCode: d.buyer.idCode } : {}),
    lines: d.lines.map((l) => ({ skuId: l.skuId, quantity: Number(l.quantity.trim()), priceFen: yuanToFen(l.price) as number })),
    payMethod: d.payMethod,
    ...(d.payMethod === 'credit' && d.needsOwePassword ? { owePassword: d.owePassword } : {}),
    ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
  }
}

