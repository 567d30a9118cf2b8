/**
 * What a printed receipt says about an order (issue 25): the shop, order number, time, buyer,
 * lines, amounts, pay method and a trace QR code per trace code. layout.ts lays it out at 58 mm.
 */
import { PAY_METHOD_LABELS, type OrderDetail } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { traceLink } from '@/domain/order/trace'

export interface ReceiptLine {
  name: string
  /** '10斤 × ￥2.50' */
  detail: string
  amount: string
}

export interface Receipt {
  shop: string
  orderNo: string
  time: string
  buyer: string
  lines: ReceiptLine[]
  goods: string
  /** Null without a coupon. */
  discount: string | null
  total: string
  payMethod: string
  traces: Array<{ label: string; link: string }>
}

/**
 * Money as printed: the full-width ￥ (U+FFE5), which GBK has; the ¥ of `money()` (U+00A5) has
 * no GBK code and would print as '?'.
 */
export const receiptMoney = (fen: number): string => money(fen).replace('¥', '￥')

export function receiptOf(o: OrderDetail): Receipt {
  const codes = new Set<string>()
  const traces: Receipt['traces'] = []
  for (const l of o.lines) {
    if (codes.has(l.traceCode)) continue
    codes.add(l.traceCode)
    traces.push({ label: `${l.productName} 溯源码 ${l.traceCode}`, link: traceLink(l.traceCode) })
  }
  return {
    shop: o.supplierName,
    orderNo: o.orderNo,
    time: dateTime(o.createTime),
    buyer: o.purchaserName,
    lines: o.lines.map((l) => ({
      name: l.skuName && l.skuName !== l.productName ? `${l.productName} · ${l.skuName}` : l.productName,
      detail: `${l.quantity}${l.unit} × ${receiptMoney(l.priceFen)}`,
      amount: receiptMoney(l.amountFen),
    })),
    goods: receiptMoney(o.goodsFen),
    discount: o.discountFen > 0 ? `-${receiptMoney(o.discountFen)}` : null,
    total: receiptMoney(o.payableFen),
    payMethod: PAY_METHOD_LABELS[o.payMethod],
    traces,
  }
}
