/**
 * Money and quantity inputs on the server (docs/trade.md, "Money"). The arithmetic is the
 * contract's (src/contract/money.ts: yuanToFen, lineAmountFen, ...), shared with the app; this
 * adds the field parsers handlers use and the conversions to and from the database's numeric
 * quantity columns.
 */
import { fenToYuan, isFen, PATTERN_MESSAGES, quantityToHundredths, yuanToFen } from '@/contract'
import { BizError } from './envelope'
import type { Field } from './validate'

export { fenToYuan, isFen, lineAmountFen, MAX_FEN, quantityToHundredths, sumFen, yuanToFen } from '@/contract'

function required<T>(parse: (value: unknown, key: string) => T): Field<T, false> {
  return {
    optional: false,
    parse(value, key) {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new BizError(`缺少参数：${key}`)
      return parse(value, key)
    },
  }
}

/** A plain non-negative integer as text: digits only, no sign, no spaces, no leading zero ('0', '1250'). */
const PLAIN_FEN = /^(?:0|[1-9]\d*)$/

/**
 * An amount in whole fen (payloads carry fen: '1250' or 1250), from `min` (default 0) to MAX_FEN.
 * Only a plain non-negative integer is one: a fraction, a sign (even '-0'), spaces (' 12 '),
 * leading zeros or a non-number answer `msg`.
 */
export function fenField(o: { min?: number; msg?: string } = {}): Field<number> {
  const min = o.min ?? 0
  return required((value, key) => {
    const n = typeof value === 'number' ? (Object.is(value, -0) ? NaN : value) : typeof value === 'string' && PLAIN_FEN.test(value) ? Number(value) : NaN
    if (!isFen(n) || n < min) throw new BizError(o.msg ?? `金额格式不正确：${key}`)
    return n
  })
}

/** A price typed as yuan text ('12.5') to fen, refused with the price pattern's message. */
export function yuanField(): Field<number> {
  return required((value) => {
    const fen = typeof value === 'string' || typeof value === 'number' ? yuanToFen(value) : null
    if (fen === null) throw new BizError(PATTERN_MESSAGES.price)
    return fen
  })
}

/**
 * A quantity (weight or count) with up to 2 decimals, > 0 unless `allowZero`; answered as the
 * number (2.5). Use `toNumeric` for the database and `quantityToHundredths` for arithmetic.
 */
export function quantityField(o: { allowZero?: boolean; msg?: string } = {}): Field<number> {
  return required((value) => {
    const h = typeof value === 'string' || typeof value === 'number' ? quantityToHundredths(value) : null
    if (h === null || (!o.allowZero && h === 0)) throw new BizError(o.msg ?? '数量需为大于0的数，最多2位小数')
    return h / 100
  })
}

/** Hundredths as the numeric text a quantity column takes (250 -> '2.50', -250 -> '-2.50'). */
export function toNumeric(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`not whole hundredths: ${hundredths}`)
  return fenToYuan(hundredths)
}

/** A quantity column's value ('2.50', a numeric string) in hundredths (250). */
export function fromNumeric(value: string | number | null): number {
  if (value === null) return 0
  const s = String(value).trim()
  const m = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(s)
  if (!m) throw new RangeError(`not a 2-decimal numeric: ${s}`)
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -n : n
}

/** A quantity column's value as a number for the wire (2.5). */
export const numericToNumber = (value: string | number | null): number => fromNumeric(value) / 100

/** Guards a fen total computed in code before it reaches the database. */
export function assertFen(n: number, what = '金额'): number {
  if (!isFen(n)) throw new BizError(`${what}超出范围`)
  return n
}
