/**
 * Display formatters (spec section 9): money, masked mobile numbers, rounding, dates,
 * Chinese relative time and file sizes.
 */
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import utc from 'dayjs/plugin/utc'
import { LIMITS } from '@/config'
import { formatFen } from '@/contract/money'

dayjs.extend(customParseFormat)
dayjs.extend(utc)

/**
 * What the date formatters accept: a Date, a dayjs, epoch milliseconds, or text in one of the
 * shapes of {@link parseDate} (anything else is invalid).
 */
export type DateInput = dayjs.ConfigType

/**
 * The longest date text parsed: every accepted shape is at most 35 characters. Longer text is
 * invalid without parsing (dayjs' own parsing of long garbage is quadratic).
 */
export const MAX_DATE_TEXT_LENGTH = 64

/** A numeric input: a number, a numeric string, or nothing. */
export type NumericInput = number | string | null | undefined

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

/** Thousands separators in a run of digits ('1234567' → '1,234,567'). */

/**
 * Money on screen, from the integer fen the contract carries (spec section 9: yen sign, thousands
 * separators, two decimals): money(123450) is '¥1,234.50', money(-5) '-¥0.05'. Nothing (null,
 * undefined) or a value that is not a finite number shows '¥0.00'. See `formatFen`
 * (src/contract/money.ts): no Intl, which WeChat's Android engine lacks.
 */
export function money(fen: number | null | undefined): string {
  return formatFen(fen ?? 0)
}

/**
 * Whole fen of a yuan amount the contract carries as a number (the public price board, asset
 * prices), rounded half away from zero at the fen: money(fenOfYuan(3.2)) is '¥3.20'.
 */
export function fenOfYuan(yuan: number): number {
  const r = round(yuan, 2)
  return Number.isNaN(r) ? NaN : Math.round(r * 100)
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

/**
 * The accepted date text: `YYYY-MM-DD` or `YYYY/MM/DD`, optionally followed by a space or `T` and
 * `HH:mm`, `HH:mm:ss` or `HH:mm:ss.fff` (1-6 fraction digits), optionally followed by an offset
 * (`Z`, `+08:00`, `+0800`, `+08`) as in the server's ISO strings. One anchored pattern without
 * nested repetition: linear on any input.
 */
const DATE_TEXT =
  /^(\d{4})([-/])(\d{2})\2(\d{2})(?:([ T])(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/** Minutes east of UTC of an ISO offset (`Z`, `+08:00`, `-0530`, `+08`), or null when out of range. */
function offsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0
  const digits = offset.slice(1).replace(':', '') // 'HH' or 'HHmm'
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2) || '0')
  if (hours > 14 || minutes > 59) return null
  return (offset[0] === '-' ? -1 : 1) * (hours * 60 + minutes)
}

/**
 * Strict parsing of date text (see {@link DATE_TEXT}): every field must exist on the calendar
 * (`2024-13-45` and `2023-02-29` are invalid, never rolled over into another date). Text without
 * an offset is local time; with one, it names that instant.
 */
function parseDateText(text: string): dayjs.Dayjs | null {
  if (text.length > MAX_DATE_TEXT_LENGTH) return null
  const value = text.trim()
  const m = DATE_TEXT.exec(value)
  if (!m) return null
  const [, , sep, , , timeSep, , , seconds, fraction, offset] = m
  // The text without fraction and offset, and the dayjs format that must print it back exactly.
  let format = `YYYY${sep}MM${sep}DD`
  if (timeSep) format += `${timeSep === 'T' ? '[T]' : ' '}HH:mm${seconds === undefined ? '' : ':ss'}`
  const end = value.length - (offset?.length ?? 0) - (fraction === undefined ? 0 : fraction.length + 1)
  const local = value.slice(0, end)
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000)
  if (offset === undefined) {
    const parsed = dayjs(local, format, true)
    return parsed.isValid() ? parsed.add(ms, 'millisecond') : null
  }
  const shift = offsetMinutes(offset)
  // Read as UTC, so the device's own zone (a daylight-saving gap) cannot refuse a valid instant.
  const asUtc = dayjs.utc(local, format, true)
  if (shift === null || !asUtc.isValid()) return null
  return dayjs(asUtc.valueOf() + ms - shift * 60 * 1000)
}

/**
 * The parsed date, or null when the input is empty (undefined, null, blank) or invalid: text not
 * in an accepted shape or naming a day that does not exist, text longer than
 * {@link MAX_DATE_TEXT_LENGTH} (not parsed at all), an invalid Date, a non-finite number.
 */
export function parseDate(v: DateInput): dayjs.Dayjs | null {
  if (v === undefined || v === null) return null
  if (typeof v === 'string') return parseDateText(v)
  if (typeof v === 'number' && !Number.isFinite(v)) return null
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
