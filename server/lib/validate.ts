/**
 * A small typed validator: a shape maps each input field to a parser that either returns the
 * typed value or throws a BizError whose message names the field in Chinese-facing terms.
 * Values arrive as strings (form, query) or JSON values; both are accepted.
 */
import { BizError, notFound } from './envelope'

/** Parses one input field; `optional` is true (as a type, too) only for the fields `opt()` makes. */
export interface Field<T, O extends boolean = boolean> {
  readonly optional: O
  parse(value: unknown, key: string): T
}
export type Shape = Record<string, Field<unknown>>
export type Infer<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never }

/**
 * Characters no form value may hold, checked in every input value before any field parses it:
 * - C0 controls other than tab, line feed and carriage return (NUL cannot be stored in a
 *   PostgreSQL text value at all: it used to reach SQL and answer HTTP 500);
 * - DEL and the C1 controls (U+007F-U+009F: U+0085 next line, U+009B CSI);
 * - invisible format characters that make one name look like another or reorder what is shown:
 *   zero-width space / joiners and direction marks (U+200B-U+200F), the line and paragraph
 *   separators (U+2028, U+2029), the bidirectional embeddings and overrides (U+202A-U+202E,
 *   U+2066-U+2069: U+202E is right-to-left override), the invisible operators (U+2060-U+2064),
 *   the byte order mark (U+FEFF) and the interlinear annotation marks (U+FFF9-U+FFFB).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/
/** Line breaks and tabs: allowed only in multi-line text (`str({ multiline: true })`). */
const LINE_BREAK = /[\t\n\r]/
export const illegalChars = (key: string): BizError => new BizError(`参数包含非法字符：${key}`)

/** Whether a raw input value (a string, or any string inside an array or object) holds a control character. */
export function hasControlChars(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value)
  if (depth > 8 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((v) => hasControlChars(v, depth + 1))
  return Object.entries(value).some(([k, v]) => CONTROL.test(k) || hasControlChars(v, depth + 1))
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const invalid = (key: string, msg?: string): BizError => new BizError(msg ?? `参数格式不正确：${key}`)

function field<T>(parse: (value: unknown, key: string) => T): Field<T, false> {
  return {
    optional: false,
    parse(value, key) {
      if (isEmpty(value)) throw new BizError(`缺少参数：${key}`)
      return parse(value, key)
    },
  }
}

/** Makes a field optional: empty values become `undefined`. */
export function opt<T>(f: Field<T>): Field<T | undefined, true> {
  return { optional: true, parse: (value, key) => (isEmpty(value) ? undefined : f.parse(value, key)) }
}

interface StrOpts {
  min?: number
  max?: number
  pattern?: RegExp
  /** Extra predicate on the (trimmed) value. */
  check?: (s: string) => boolean
  msg?: string
  /** Trim surrounding spaces first (default true; passwords keep theirs and fail the pattern). */
  trim?: boolean
  /** Multi-line text (a textarea): tabs and line breaks allowed inside; refused elsewhere. */
  multiline?: boolean
}
export function str(o: StrOpts = {}): Field<string> {
  return field((value, key) => {
    if (typeof value !== 'string' && typeof value !== 'number') throw invalid(key, o.msg)
    const s = o.trim === false ? String(value) : String(value).trim()
    if (!o.multiline && LINE_BREAK.test(s)) throw illegalChars(key)
    const len = [...s].length
    if ((o.min !== undefined && len < o.min) || len > (o.max ?? 2000)) throw invalid(key, o.msg)
    if (o.pattern && !o.pattern.test(s)) throw invalid(key, o.msg)
    if (o.check && !o.check(s)) throw invalid(key, o.msg)
    return s
  })
}

export function int(o: { min?: number; max?: number; msg?: string } = {}): Field<number> {
  return field((value, key) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN
    if (!Number.isSafeInteger(n) || (o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) throw invalid(key, o.msg)
    return n
  })
}

/** An integer that is one of `values` (7, 30 or 90 days, ...). */
export function intOneOf<const V extends number>(values: readonly V[], msg?: string): Field<V> {
  const whole = int({ msg })
  return field((value, key) => {
    const n = whole.parse(value, key)
    if (!(values as readonly number[]).includes(n)) throw invalid(key, msg)
    return n as V
  })
}

export function bool(): Field<boolean> {
  return field((value, key) => {
    if (value === true || value === 'true' || value === '1' || value === 1) return true
    if (value === false || value === 'false' || value === '0' || value === 0) return false
    throw invalid(key)
  })
}

export function oneOf<const V extends string>(values: readonly V[], msg?: string): Field<V> {
  return field((value, key) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw invalid(key, msg)
    return value as V
  })
}

const ID = /^[0-9A-Za-z_-]{1,64}$/
/** A record id. One that cannot be an id names no record: '记录不存在' (notFound), not a parameter's raw name. */
export const id = (): Field<string> =>
  field((value) => {
    const s = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
    if (!ID.test(s)) throw notFound()
    return s
  })

/** A list of ids: a JSON array or a comma-separated string. `allowEmpty` accepts [] / ''. */
export function idList(o: { allowEmpty?: boolean; max?: number } = {}): Field<string[]> {
  const parse = (value: unknown, key: string): string[] => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null
    if (!parts) throw invalid(key)
    const ids = parts.map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p).trim() : '')).filter((p) => p !== '')
    if (ids.some((p) => !ID.test(p)) || ids.length > (o.max ?? 500)) throw invalid(key)
    if (!o.allowEmpty && ids.length === 0) throw new BizError(`缺少参数：${key}`)
    return [...new Set(ids)]
  }
  return {
    optional: false,
    parse(value, key) {
      if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) {
        if (o.allowEmpty) return []
        throw new BizError(`缺少参数：${key}`)
      }
      return parse(value, key)
    },
  }
}

/**
 * Parses raw input against a shape; unknown fields are ignored (they never reach a handler). A
 * control character in any declared field is refused first, whatever the field's type.
 */
export function parseInput<S extends Shape>(shape: S, raw: unknown): Infer<S> {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  for (const key of Object.keys(shape)) if (hasControlChars(src[key])) throw illegalChars(key)
  const out: Record<string, unknown> = {}
  for (const [key, f] of Object.entries(shape)) out[key] = f.parse(src[key], key)
  return out as Infer<S>
}

/**
 * An optional id list that tells "absent" from "empty": a missing key is `undefined` (leave as is),
 * a key sent empty ('' in a form body, [] in JSON) is `[]` (clear), anything else as idList.
 */
export function optIdList(o: { max?: number } = {}): Field<string[] | undefined, true> {
  const list = idList({ ...o, allowEmpty: true })
  return { optional: true, parse: (value, key) => (value === undefined || value === null ? undefined : list.parse(value, key)) }
}
