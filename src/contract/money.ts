/**
 * Money and quantities as integers, for the app and the server alike (docs/trade.md, "Money").
 *
 * Money travels and is stored as integer fen (1 yuan = 100 fen), never as a floating-point yuan.
 * Quantities (weight or count) have at most 2 decimals and are computed in hundredths. A line's
 * amount is quantity x unit price, rounded half up to the fen: integer arithmetic on plain numbers,
 * exact below 2^53 (no BigInt: its literals are a SyntaxError on the app's declared targets).
 */
import { price as PRICE_PATTERN } from './patterns'

/** The largest amount any single payload may carry: 100,000,000 yuan in fen (fits easily in 2^53). */
export const MAX_FEN = 10_000_000_000
/** The largest quantity of one order line or stock movement (weight in kg or a count). */
export const MAX_QUANTITY = 1_000_000

/** True for a whole, non-negative number of fen no larger than MAX_FEN. */
export function isFen(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= MAX_FEN
}

/**
 * Parses a price as typed (the spec's price pattern: up to 2 decimals, no leading zeros, e.g.
 * '0', '12', '12.5', '0.99') to fen. Returns null for anything else (including '', '-1', '1.234',
 * '01', '1e3') and for amounts above MAX_FEN. Pure string arithmetic: '0.29' is 29, not 28.
 */
export function yuanToFen(text: string | number): number | null {
  const s = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text.trim()
  if (!PRICE_PATTERN.test(s)) return null
  const [whole = '0', frac = ''] = s.split('.')
  if (whole.length > 12) return null
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return fen <= MAX_FEN ? fen : null
}

/** Fen as a plain yuan string with 2 decimals ('1234.50', '-0.05'): for server texts (messages, the checkout page), not for display (`formatFen`). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Fen as the shortest price text the price pattern accepts ('3.2', '12', '0.05'): what a price or
 * amount input starts with, and a coupon's threshold in a sentence ('满100元可用').
 * `yuanToFen(fenToPriceText(f)) === f` for every fen amount.
 */
export function fenToPriceText(fen: number): string {
  const text = fenToYuan(fen)
  if (text.endsWith('.00')) return text.slice(0, -3)
  return text.endsWith('0') ? text.slice(0, -1) : text
}

/** '1234567' as '1,234,567'. */
function groupThousands(digits: string): string {
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '')
  return out
}

/**
 * Money for display (spec section 9): integer fen with the yen sign, thousands separators and two
 * decimals: 123450 -> '¥1,234.50', -5 -> '-¥0.05', 0 (and -0) -> '¥0.00'. A fractional fen is
 * rounded half away from zero; a value that is not a finite number shows '¥0.00'. Plain string
 * arithmetic on whole fen (no Intl, no BigInt: WeChat's engines may lack both), exact up to 2^53.
 */
export function formatFen(fen: number): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '¥0.00'
  const whole = Math.round(Math.abs(fen))
  if (whole === 0) return '¥0.00'
  const digits = whole.toFixed(0).padStart(3, '0')
  const yuan = groupThousands(digits.slice(0, -2))
  return `${fen < 0 ? '-' : ''}¥${yuan}.${digits.slice(-2)}`
}

/** Quantity pattern: a positive or zero number with up to 2 decimals. */
const QUANTITY = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/

/**
 * A quantity (kg or count, up to 2 decimals) in hundredths: '2.5' -> 250, 3 -> 300. Null for a
 * malformed, negative or too large value. Numbers are read through their shortest decimal form.
 */
export function quantityToHundredths(q: string | number): number | null {
  const s = typeof q === 'number' ? (Number.isFinite(q) ? String(q) : '') : q.trim()
  if (!QUANTITY.test(s)) return null
  const [whole = '0', frac = ''] = s.split('.')
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return n <= MAX_QUANTITY * 100 ? n : null
}

/** Hundredths back to a number with up to 2 decimals (250 -> 2.5). */
export const hundredthsToQuantity = (h: number): number => Math.round(h) / 100

/**
 * A line's amount: quantity x unit price in fen, rounded half up to the fen. `quantity` is a
 * number or text with up to 2 decimals. Throws a RangeError on anything else and when the amount
 * passes MAX_FEN: validate first (the server answers '金额超出范围').
 */
export function lineAmountFen(quantity: string | number, unitPriceFen: number): number {
  const h = quantityToHundredths(quantity)
  if (h === null) throw new RangeError(`bad quantity: ${quantity}`)
  if (!isFen(unitPriceFen)) throw new RangeError(`bad price: ${unitPriceFen}`)
  // Hundredths of a fen. Exact while a safe integer; beyond that it is far above MAX_FEN anyway.
  const cents = h * unitPriceFen
  if (!Number.isSafeInteger(cents) || cents >= MAX_FEN * 100 + 50) throw new RangeError(`amount above MAX_FEN: ${quantity} x ${unitPriceFen}`)
  const halfUp = cents + 50
  return (halfUp - (halfUp % 100)) / 100
}

/** Sum of fen amounts; throws if any is not a whole number (a float slipped in). */
export function sumFen(amounts: readonly number[]): number {
  let total = 0
  for (const a of amounts) {
    if (!Number.isSafeInteger(a)) throw new RangeError(`not whole fen: ${a}`)
    total += a
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('fen sum overflow')
  return total
}
