/**
 * Lease arithmetic on calendar days ('YYYY-MM-DD') and integer fen, with no database: a term's
 * last day, its rent periods and their amounts, and the rent a quit returns. Pure functions, so
 * the quote, the approval, a renewal and a quit all compute alike (tests/unit/leaseTerms.test.ts).
 *
 * A month runs from a day to the day before the same day of the next month (Jan 31 + 1 month is
 * Feb 28/29: the day is clamped to the month's end). Rent is the monthly rent per whole month; days
 * past the whole months (a take-over from the middle of a period) cost 1/30 of it each.
 */
import { addDays } from '../../lib/dates'

const DAY_MS = 86_400_000
const utc = (ymd: string): number => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d)
}

/** Days from `a` to `b` (negative when b is earlier). */
export const dayDiff = (a: string, b: string): number => Math.round((utc(b) - utc(a)) / DAY_MS)

/** Days from `a` to `b`, both counted. */
export const daysIn = (a: string, b: string): number => dayDiff(a, b) + 1

/** The same day `n` months later, clamped to the month's last day. */
export function addMonths(ymd: string, n: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  const monthIndex = y * 12 + (m - 1) + n
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex % 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10)
}

/** The last day of a term of `months` months starting on `start`. */
export const termEnd = (start: string, months: number): string => addDays(addMonths(start, months), -1)

/** Whole months from `start` that end on or before `end`, and the days left after them. */
export function monthsAndDays(start: string, end: string): { months: number; days: number } {
  let months = 0
  while (termEnd(start, months + 1) <= end) months++
  const rest = addMonths(start, months)
  return { months, days: rest <= end ? daysIn(rest, end) : 0 }
}

/** Months a term touches (whole months, a part of one counting as one): the lease's `months`. */
export function startedMonths(start: string, end: string): number {
  const { months, days } = monthsAndDays(start, end)
  return months + (days > 0 ? 1 : 0)
}

/** The rent of the days from `start` to `end`: whole months at the monthly rent, other days at 1/30 of it (rounded down to the fen). */
export function periodRentFen(monthlyRentFen: number, start: string, end: string): number {
  const { months, days } = monthsAndDays(start, end)
  return monthlyRentFen * months + Math.floor((monthlyRentFen * days) / 30)
}

export interface RentPeriod {
  periodStart: string
  periodEnd: string
  amountFen: number
  /** Pay by the period's first day. */
  dueDate: string
}

/** The rent periods from `start` to `end`, `cycle` months each (the last one may be shorter). */
export function rentPeriods(start: string, end: string, cycle: number, monthlyRentFen: number): RentPeriod[] {
  const out: RentPeriod[] = []
  for (let s = start; s <= end; ) {
    const e = termEnd(s, cycle) < end ? termEnd(s, cycle) : end
    out.push({ periodStart: s, periodEnd: e, amountFen: periodRentFen(monthlyRentFen, s, e), dueDate: s })
    s = addDays(e, 1)
  }
  return out
}

/** A paid rent period and what a quit on `quitDate` (the last day of use) returns of it. */
export interface PaidPeriod {
  installmentId: string
  periodStart: string
  periodEnd: string
  paidFen: number
}

export function unusedRent(p: PaidPeriod, quitDate: string) {
  const periodDays = daysIn(p.periodStart, p.periodEnd)
  const unusedDays = p.periodEnd <= quitDate ? 0 : p.periodStart > quitDate ? periodDays : dayDiff(quitDate, p.periodEnd)
  return { ...p, periodDays, unusedDays, refundFen: Math.floor((p.paidFen * unusedDays) / periodDays) }
}
