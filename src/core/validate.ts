/**
 * The generic form checker (spec section 5), the one way a screen checks what was typed: field
 * rules (a field, a check type, its messages) and whole-draft checks (lines, amounts, one field
 * against another) in one list, in the order a person reads the form. `check` is pure; `validate`
 * also shows the first failure in a modal titled 提示 without a cancel button. The date checks are
 * in core/dateChecks (they need dayjs, which a form without dates, such as the login page, should
 * not load).
 *
 * Values are checked as given (`String(value)`, no trimming), so a value with surrounding spaces
 * fails a format check instead of passing it and reaching the server untrimmed: check
 * `trimValues(values)`.
 */
import { alertModal } from './dialog'
import { lengthMessage, type TextLimit } from '@/contract/limits'
import { PATTERNS } from '@/contract/patterns'

/**
 * Check types:
 * - `string`: fixed length (`checkRule` `'6'` or `6`) or length range (`'2,20'`), in characters.
 * - `int`: an integer (optional minus, no leading zeros); with `checkRule`, its digit count
 *   (sign excluded) is exact (`'3'`) or in a range (`'1,4'`). Value ranges are `between`'s job.
 * - `between`: a number (integer or decimal) within `checkRule` `'min,max'` inclusive.
 * - `betweenD`: an integer of at most two digits within `'min,max'`.
 * - `betweenF`: a decimal, written with a fractional part (`5.0`, not `5`), within `'min,max'`.
 * - `same` / `notsame`: equal / not equal to `checkRule`, compared as strings.
 * - `email`, `phoneno` (mainland mobile, the spec's stricter form), `zipcode` (6 digits): the
 *   contract's named patterns (src/contract/patterns.ts).
 * - `reg`: matches `checkRule`, a RegExp or a pattern source string.
 * - `in`: one of `checkRule`, an array or a comma-separated string, compared as strings.
 * - `notnull`: not empty.
 */
export type CheckType =
  | 'string'
  | 'int'
  | 'between'
  | 'betweenD'
  | 'betweenF'
  | 'same'
  | 'notsame'
  | 'email'
  | 'phoneno'
  | 'zipcode'
  | 'reg'
  | 'in'
  | 'notnull'

/** One rule of the form checker. */
export interface Rule {
  /** The field of the checked data. */
  name: string
  checkType: CheckType
  /** The check's parameter; see {@link CheckType}. */
  checkRule?: string | number | RegExp | readonly unknown[]
  /** Shown when the value is present but fails the check (and when empty without `emptyMsg`). */
  errorMsg: string
  /** Shown when the value is empty: undefined, null, blank string or empty array. */
  emptyMsg?: string
  /** An optional field: an empty value passes (only what was typed is checked). */
  optional?: boolean
}

/** A check of the whole draft: the message of its failure, or null when it passes. */
export type DraftCheck<T> = (draft: T) => string | null

/** One entry of a form's rule list: a field rule, or a check of the whole draft. */
export type FormRule<T = Record<string, unknown>> = Rule | DraftCheck<T>

/** The outcome of {@link check}: the first failing rule's message and field ('' for a whole-draft check). */
export type CheckResult = { ok: true } | { ok: false; message: string; field: string }

/**
 * The rule of a typed text field from the contract's TEXT_LIMITS (the server parses it with the
 * same entry, so both refuse in the same words): its length, and with `emptyMsg` required,
 * otherwise optional.
 */
export function textRule(name: string, limit: TextLimit, emptyMsg?: string): Rule {
  const length = { name, checkType: 'string' as const, checkRule: `${limit.min ?? 1},${limit.max}`, errorMsg: lengthMessage(limit) }
  return emptyMsg === undefined ? { ...length, optional: true } : { ...length, emptyMsg }
}

/** Every value with its surrounding spaces dropped, as a form's values are checked and sent. */
export function trimValues<T extends Record<string, string>>(values: T): T {
  const out: Record<string, string> = {}
  for (const key of Object.keys(values)) out[key] = values[key].trim()
  return out as T
}

/** Integer, optional minus, no leading zeros. */
const INTEGER = /^-?(?:0|[1-9]\d*)$/
/** Integer or decimal, optional minus, no leading zeros. */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/
/** Integer of at most two digits. */
const TWO_DIGIT_INTEGER = /^-?(?:0|[1-9]\d?)$/
/** Number written with a fractional part. */
const FRACTION = /^-?(?:0|[1-9]\d*)\.\d+$/

/** True for undefined, null, a blank string or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** Parses `'min,max'` (or a single bound `'n'` / `n`, meaning min = max = n) into numbers. */
function parseRange(rule: Rule): [number, number] {
  const parts = typeof rule.checkRule === 'number' || typeof rule.checkRule === 'string' ? String(rule.checkRule).split(',') : []
  const bounds = parts.map((part) => (part.trim() === '' ? NaN : Number(part)))
  if ((bounds.length !== 1 && bounds.length !== 2) || bounds.some((n) => !Number.isFinite(n))) {
    throw new Error(`Rule "${rule.name}" (${rule.checkType}) needs checkRule 'min,max' or 'n', got ${String(rule.checkRule)}`)
  }
  return [bounds[0], bounds[bounds.length - 1]]
}

/** True when `n` lies within the rule's inclusive range. */
function inRange(n: number, rule: Rule): boolean {
  const [min, max] = parseRange(rule)
  return n >= min && n <= max
}

/**
 * True when `text` matches `shape` and its numeric value lies within the rule's range. The range
 * is checked first so that a malformed rule throws whatever the value.
 */
function numberInRange(text: string, shape: RegExp, rule: Rule): boolean {
  return inRange(Number(text), rule) && shape.test(text)
}

/** The value `same`/`notsame` compare with: `checkRule` as a string, '' when absent. */
function expectedText(rule: Rule): string {
  return String(rule.checkRule ?? '')
}

/** The rule's custom pattern, copied without `g`/`y` so `test` does not depend on `lastIndex`. */
function customPattern(rule: Rule): RegExp {
  const { checkRule } = rule
  if (checkRule instanceof RegExp) return new RegExp(checkRule.source, checkRule.flags.replace(/[gy]/g, ''))
  if (typeof checkRule === 'string') return new RegExp(checkRule)
  throw new Error(`Rule "${rule.name}" (reg) needs a RegExp or pattern string as checkRule`)
}

/** The rule's list of allowed values, as strings. */
function allowedValues(rule: Rule): string[] {
  const { checkRule } = rule
  if (Array.isArray(checkRule)) return checkRule.map(String)
  if (typeof checkRule === 'string') return checkRule.split(',').map((item) => item.trim())
  throw new Error(`Rule "${rule.name}" (in) needs an array or comma-separated string as checkRule`)
}

/** True when the (non-empty) value passes the rule's check type. */
function passes(value: unknown, rule: Rule): boolean {
  const text = String(value)
  switch (rule.checkType) {
    case 'string':
      return rule.checkRule === undefined || inRange([...text].length, rule)
    case 'int': // digit count checked first, so a malformed rule throws whatever the value
      return (rule.checkRule === undefined || inRange(text.replace('-', '').length, rule)) && INTEGER.test(text)
    case 'between':
      return numberInRange(text, NUMBER, rule)
    case 'betweenD':
      return numberInRange(text, TWO_DIGIT_INTEGER, rule)
    case 'betweenF':
      return numberInRange(text, FRACTION, rule)
    case 'same':
      return text === expectedText(rule)
    case 'notsame':
      return text !== expectedText(rule)
    case 'email':
      return PATTERNS.email.test(text)
    case 'phoneno':
      return PATTERNS.mobile.test(text)
    case 'zipcode':
      return PATTERNS.postalCode.test(text)
    case 'reg':
      return customPattern(rule).test(text)
    case 'in':
      return allowedValues(rule).includes(text)
    case 'notnull':
      return true
  }
}

/**
 * Checks `data` against `rules` in order; the first failure wins. A whole-draft check fails with
 * the message it returns. An empty value fails every check type with the rule's `emptyMsg`, or
 * its `errorMsg` when there is none, unless the rule is `optional`.
 * Throws when a rule's `checkRule` is missing or malformed for its check type (a programming error).
 */
export function check<T extends object>(data: T, rules: readonly FormRule<T>[]): CheckResult {
  for (const rule of rules) {
    if (typeof rule === 'function') {
      const message = rule(data)
      if (message) return { ok: false, message, field: '' }
      continue
    }
    const value = (data as Record<string, unknown>)[rule.name]
    if (isEmpty(value)) {
      if (rule.optional) continue
      return { ok: false, message: rule.emptyMsg ?? rule.errorMsg, field: rule.name }
    }
    if (!passes(value, rule)) return { ok: false, message: rule.errorMsg, field: rule.name }
  }
  return { ok: true }
}

/** Like {@link check}, but shows the failure message in the 提示 modal; true when every rule passes. */
export function validate<T extends object>(data: T, rules: readonly FormRule<T>[]): boolean {
  const result = check(data, rules)
  if (!result.ok) void alertModal(result.message)
  return result.ok
}
