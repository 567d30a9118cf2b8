/**
 * A receipt laid out for 58 mm paper: 32 columns of the printer's 12x24 font, where a Chinese
 * (GBK double-byte) character takes two and a double-size line half as many. Both the printer's
 * bytes (escpos.ts) and the on-screen preview / H5 printable page are drawn from these blocks.
 */
import type { Receipt } from './receipt'

export const PAPER_COLUMNS = 32

export type ReceiptBlock =
  | { kind: 'text'; text: string; center?: boolean; bold?: boolean; large?: boolean }
  | { kind: 'qr'; data: string; label: string }

/** Columns a text takes: ASCII one each, everything else (GBK's double-byte characters) two. */
export function columnsOf(text: string): number {
  let n = 0
  for (const ch of text) n += ch.charCodeAt(0) < 0x80 ? 1 : 2
  return n
}

/** The text cut into lines of at most `width` columns (a character is never split). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of text) {
    if (columnsOf(line + ch) > width) {
      lines.push(line)
      line = ch
    } else line += ch
  }
  return [...lines, line]
}

/** `left` and `right` on one line, `right` flush right; a long `left` wraps above it. */
export function twoColumns(left: string, right: string, width: number = PAPER_COLUMNS): string[] {
  const lines = wrap(left, width)
  const last = lines[lines.length - 1]
  const gap = width - columnsOf(last) - columnsOf(right)
  if (gap >= 1) return [...lines.slice(0, -1), last + ' '.repeat(gap) + right]
  return [...lines, ' '.repeat(Math.max(0, width - columnsOf(right))) + right]
}

const RULE = '-'.repeat(PAPER_COLUMNS)
const text = (t: string, style: Omit<Extract<ReceiptBlock, { kind: 'text' }>, 'kind' | 'text'> = {}): ReceiptBlock => ({ kind: 'text', text: t, ...style })
const texts = (lines: string[]): ReceiptBlock[] => lines.map((l) => text(l))

export function layoutReceipt(r: Receipt): ReceiptBlock[] {
  return [
    ...wrap(r.shop, PAPER_COLUMNS / 2).map((l) => text(l, { center: true, bold: true, large: true })),
    text('销售小票', { center: true }),
    text(RULE),
    ...texts(wrap(`订单号：${r.orderNo}`, PAPER_COLUMNS)),
    ...texts(wrap(`时间：${r.time}`, PAPER_COLUMNS)),
    ...texts(wrap(`买家：${r.buyer}`, PAPER_COLUMNS)),
    text(RULE),
    ...r.lines.flatMap((l) => [...texts(wrap(l.name, PAPER_COLUMNS)), ...texts(twoColumns(`  ${l.detail}`, l.amount))]),
    text(RULE),
    ...texts(twoColumns('商品金额', r.goods)),
    ...(r.discount ? texts(twoColumns('优惠', r.discount)) : []),
    ...twoColumns('实付金额', r.total).map((l) => text(l, { bold: true })),
    ...texts(twoColumns('支付方式', r.payMethod)),
    text(RULE),
    ...r.traces.flatMap((t): ReceiptBlock[] => [{ kind: 'qr', data: t.link, label: t.label }, ...wrap(t.label, PAPER_COLUMNS).map((l) => text(l, { center: true }))]),
    text('扫码查看商品溯源信息', { center: true }),
    text('谢谢惠顾', { center: true }),
  ]
}
