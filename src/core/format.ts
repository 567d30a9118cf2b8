/**
 * Display formatters (spec section 9): money, masked mobile numbers, rounding, dates,
 * Chinese relative time and file sizes.
 */
import dayjs from 'dayjs'
import { LIMITS } from '@/config'

/** What the date formatters accept: anything dayjs parses. */
export type DateInput = dayjs.ConfigType

/** A numeric input: a number, a numeric string, or nothing. */
export type NumericInput = number | string | null | undefined

const MONEY_FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Relative-time units, largest first (a month is 30 days, a year 365 days). */
const UNITS: ReadonlyArray<readonly [ms: number, name: string]> = [
  [365 * DAY, '年'],
  [30 * DAY, '个月'],
  [DAY, '天'],
  [HOUR, '小时'],
  [MINUTE, '分钟'],
  [SECOND, '秒'],
]

/** The input as a finite number, or null (null, undefined, blank, non-numeric, ±Infinity). */
function toFinite(v: NumericInput): number | null {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/** `n` multiplied by 10^`exp`, computed on its decimal text so no binary error creeps in. */
function shift(n: number, exp: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e')
  return Number(`${mantissa}e${Number(exponent) + exp}`)
}

/**
 * Rounds half away from zero to `digits` decimals (1.005 → 1.01, -1.005 → -1.01). `digits` is
 * truncated to an integer and clamped to 0..LIMITS.roundingMax (292). Empty or non-numeric input
 * gives NaN.
 */
export function round(v: NumericInput, digits = 2): number {
  const n = toFinite(v)
  if (n === null) return NaN
  const d = Math.min(Math.max(Math.trunc(digits) || 0, 0), LIMITS.roundingMax)
  const scaled = shift(Math.abs(n), d)
  // Beyond 2^53 every double is an integer: nothing to round at this precision.
  if (!(scaled < Number.MAX_SAFE_INTEGER)) return n
  const rounded = Math.sign(n) * shift(Math.round(scaled), -d)
  return rounded === 0 ? 0 : rounded
}

/**
 * Currency: yen sign, thousands separators, two decimals (1234.5 → '¥1,234.50',
 * -1234.5 → '-¥1,234.50'). Empty or non-numeric input → '¥0.00'.
 */
export function money(v: NumericInput): string {
  const n = round(v, 2)
  if (Number.isNaN(n)) return '¥0.00'
  return `${n < 0 ? '-' : ''}¥${MONEY_FORMAT.format(Math.abs(n))}`
}

/**
 * Masks an 11-digit mobile number as first 3 digits, ****, last 4 ('138****5678'). Anything else
 * is returned unchanged as a string; null or undefined gives ''.
 */
export function maskPhone(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return ''
  const text = String(v)
  return /^\d{11}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : text
}

/** A file size for people: 980 B, 12.5 KB, 3.2 MB; '' for an unknown or negative size. */
export function fileSize(bytes: number | null | undefined): string {
  const n = Number(bytes)
  if (!Number.isFinite(n) || n < 0) return ''
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

/** The parsed date, or null when the input is empty (undefined, null, blank) or unparsable. */
export function parseDate(v: DateInput): dayjs.Dayjs | null {
  if (v === undefined || (typeof v === 'string' && v.trim() === '')) return null
  const parsed = dayjs(v)
  return parsed.isValid() ? parsed : null
}

/** Formats a date with a dayjs format (default 'YYYY-MM-DD'); empty or invalid input gives ''. */
export function date(v: DateInput, fmt = 'YYYY-MM-DD'): string {
  return parseDate(v)?.format(fmt) ?? ''
}

/** Formats a date as 'YYYY-MM-DD HH:mm'; empty or invalid input gives ''. */
export function dateTime(v: DateInput): string {
  return date(v, 'YYYY-MM-DD HH:mm')
}

/**
 * Chinese relative time of `v` seen from `now`: '刚刚' within a second, otherwise the largest
 * whole unit, 'N秒前' / 'N分钟前' / 'N小时前' / 'N天前' / 'N个月前' / 'N年前' for the past and
 * 'N…后' for the future. Empty or invalid input gives ''.
 */
export function relativeTime(v: DateInput, now: DateInput = Date.now()): string {
  const time = parseDate(v)
  const reference = parseDate(now)
  if (!time || !reference) return ''
  const diff = reference.valueOf() - time.valueOf()
  const distance = Math.abs(diff)
  const unit = UNITS.find(([ms]) => distance >= ms)
  if (!unit) return '刚刚'
  const [ms, name] = unit
  return `${Math.floor(distance / ms)}${name}${diff > 0 ? '前' : '后'}`
}
