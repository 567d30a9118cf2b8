/**
 * The date checks of spec section 5: a time not later than now or than another time, with the
 * spec's messages. The plain variants are pure; `validateNotAfter*` also show the failure in the
 * 提示 modal, like core/validate's `validate`.
 */
import type { Dayjs } from 'dayjs'
import { alertModal } from './dialog'
import { parseDate, type DateInput } from './format'
import { marketNow } from './marketTime'

/** 'X不是有效的时间，请重新选择！': a date check met text that names no real time (2024-13-45). */
export const invalidTimeMessage = (label: string): string => `${label}不是有效的时间，请重新选择！`

/** The checked time, or an error message when it is given but invalid; null when empty. */
function timeOf(value: DateInput, label: string): Dayjs | string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null
  return parseDate(value) ?? invalidTimeMessage(label)
}

/** The reference time of a check: a programming error when it is not a valid time. */
function referenceOf(value: DateInput, what: string): Dayjs {
  const time = parseDate(value)
  if (!time) throw new Error(`${what} is not a valid time: ${String(value)}`)
  return time
}

/**
 * 'X不能大于当前时间，请重新选择！' (X = `label`) when `value` is later than `now`;
 * 'X不是有效的时间，请重新选择！' when `value` is not a valid time (parsed strictly: 2024-13-45
 * is refused, never rolled over); null when it passes or is empty (the form checker's concern).
 * `value` is a wall time as the user picked it, the market's; `now` by default the market's wall
 * clock (core/marketTime), whatever zone the phone is set to.
 */
export function notAfterNow(value: DateInput, label: string, now: DateInput = marketNow().valueOf()): string | null {
  const time = timeOf(value, label)
  if (time === null || typeof time === 'string') return time
  return time.isAfter(referenceOf(now, 'now')) ? `${label}不能大于当前时间，请重新选择！` : null
}

/**
 * 'X不能大于Y，请重新选择！' (X = `label`, Y = `otherLabel`) when `value` is later than `other`;
 * 'X不是有效的时间，请重新选择！' (or Y's) when either is given but not a valid time; null when it
 * passes or either is empty.
 */
export function notAfter(value: DateInput, other: DateInput, label: string, otherLabel: string): string | null {
  const time = timeOf(value, label)
  if (typeof time === 'string') return time
  const limit = timeOf(other, otherLabel)
  if (typeof limit === 'string') return limit
  return time && limit && time.isAfter(limit) ? `${label}不能大于${otherLabel}，请重新选择！` : null
}

/** {@link notAfterNow} showing its message in the 提示 modal; true when the check passes. */
export function validateNotAfterNow(value: DateInput, label: string, now: DateInput = marketNow().valueOf()): boolean {
  const message = notAfterNow(value, label, now)
  if (message) void alertModal(message)
  return message === null
}

/** {@link notAfter} showing its message in the 提示 modal; true when the check passes. */
export function validateNotAfter(value: DateInput, other: DateInput, label: string, otherLabel: string): boolean {
  const message = notAfter(value, other, label, otherLabel)
  if (message) void alertModal(message)
  return message === null
}
