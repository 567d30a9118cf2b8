/**
 * The parking fee of a stay, to the fen: one pure function of the entry time, the time asked about
 * and the rules (docs/gate.md, "Parking"; unit tests at the edges in tests/unit/parkingFee.test.ts).
 *
 * - A stay of at most `freeMinutes` (to the millisecond) is free.
 * - Beyond it, every started hour from the entry costs `hourPriceFen`: exactly 60 minutes is one
 *   hour, 60 minutes and a second are two.
 * - Each hour counts on the China-time calendar day in which it starts; the hours of one day cost
 *   at most `dailyCapFen` (0: no cap). So a stay from 23:30 to 00:20 is one hour (of the first
 *   day), and a stay of three days pays at most three caps (four when it touches four days).
 */
import type { ParkingRules } from '@/contract'
import { chinaDay } from '../../lib/dates'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Whole minutes from entry to `at` (0 before the entry). */
export const parkedMinutes = (entry: Date, at: Date): number => Math.max(0, Math.floor((at.getTime() - entry.getTime()) / MINUTE))

/** The whole stay's fee from `entry` to `at`, in fen. */
export function parkingFeeFen(entry: Date, at: Date, rules: ParkingRules): number {
  const ms = at.getTime() - entry.getTime()
  if (ms <= rules.freeMinutes * MINUTE) return 0
  const hours = Math.ceil(ms / HOUR)
  const perDay = new Map<string, number>()
  for (let k = 0; k < hours; k++) {
    const day = chinaDay(new Date(entry.getTime() + k * HOUR))
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  let fee = 0
  for (const n of perDay.values()) fee += rules.dailyCapFen > 0 ? Math.min(n * rules.hourPriceFen, rules.dailyCapFen) : n * rules.hourPriceFen
  return fee
}

/**
 * What is due at `at` for a stay that has paid `paidFen`, the last payment computed up to
 * `paidUntil`: nothing within `leaveMinutes` after that, else the fee so far less what was paid.
 */
export function parkingDueFen(entry: Date, at: Date, paid: { paidFen: number; paidUntil: Date | null }, rules: ParkingRules): number {
  if (paid.paidUntil && at.getTime() <= paid.paidUntil.getTime() + rules.leaveMinutes * MINUTE) return 0
  return Math.max(0, parkingFeeFen(entry, at, rules) - paid.paidFen)
}

/** The first time after `t` at which the fee may step up: the end of the free period, then each hour from the entry. */
function nextStep(entryMs: number, t: number, rules: ParkingRules): number {
  const freeEnd = entryMs + rules.freeMinutes * MINUTE
  if (t < freeEnd) return freeEnd
  return entryMs + (Math.floor((t - entryMs) / HOUR) + 1) * HOUR
}

/** Look this many steps (hours) ahead for the time the paid amount stops covering the fee. */
const LOOKAHEAD_STEPS = 72

/**
 * Until when the vehicle may leave without paying more, or null while something is due: the later
 * of the leave window after the last payment and the last moment the fee stays within what was
 * paid (the end of the free period, or of the hour already paid for).
 */
export function parkingLeaveBy(entry: Date, at: Date, paid: { paidFen: number; paidUntil: Date | null }, rules: ParkingRules): Date | null {
  if (parkingDueFen(entry, at, paid, rules) > 0) return null
  const windowEnd = paid.paidUntil ? paid.paidUntil.getTime() + rules.leaveMinutes * MINUTE : Number.NEGATIVE_INFINITY
  let covered = Number.NEGATIVE_INFINITY
  if (parkingFeeFen(entry, at, rules) <= paid.paidFen) {
    // The fee is constant up to the next step: walk the steps while the fee stays covered.
    covered = at.getTime()
    for (let i = 0; i < LOOKAHEAD_STEPS; i++) {
      const step = nextStep(entry.getTime(), covered, rules)
      covered = step
      if (parkingFeeFen(entry, new Date(step + 1), rules) > paid.paidFen) break
    }
  }
  return new Date(Math.max(windowEnd, covered))
}
