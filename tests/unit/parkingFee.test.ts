/**
 * The parking fee function (server/modules/gate/parkingFee.ts) at its edges: the free period,
 * exact hours, midnight (China time), the daily cap and a stay of three days, plus what is due
 * after a payment and until when the vehicle may leave.
 */
import type { ParkingRules } from '@/contract'
import { parkedMinutes, parkingDueFen, parkingFeeFen, parkingLeaveBy } from '../../server/modules/gate/parkingFee'

const rules: ParkingRules = { freeMinutes: 30, hourPriceFen: 500, dailyCapFen: 3000, leaveMinutes: 15 }
const MIN = 60_000
const HOUR = 60 * MIN
/** A China-time instant. */
const cn = (s: string) => new Date(`${s}+08:00`)
const after = (d: Date, ms: number) => new Date(d.getTime() + ms)
const entry = cn('2026-03-10T08:00:00')
const fee = (ms: number, r: ParkingRules = rules) => parkingFeeFen(entry, after(entry, ms), r)

describe('parkingFeeFen', () => {
  test('free period: up to and including freeMinutes costs nothing; a millisecond more costs the first hour', () => {
    expect(fee(0)).toBe(0)
    expect(fee(-5 * MIN)).toBe(0)
    expect(fee(29 * MIN + 59_999)).toBe(0)
    expect(fee(30 * MIN)).toBe(0)
    expect(fee(30 * MIN + 1)).toBe(500)
    expect(fee(31 * MIN)).toBe(500)
  })

  test('exact hours: 60 minutes is one hour, 60 minutes and a second two; charged from the entry, not after the free period', () => {
    expect(fee(HOUR)).toBe(500)
    expect(fee(HOUR + 1000)).toBe(1000)
    expect(fee(2 * HOUR)).toBe(1000)
    expect(fee(2 * HOUR + 1)).toBe(1500)
    expect(fee(5 * HOUR)).toBe(2500)
  })

  test('the daily cap: 6 hours reach 30.00, the rest of the day costs nothing more', () => {
    expect(fee(6 * HOUR)).toBe(3000)
    expect(fee(6 * HOUR + 1)).toBe(3000)
    expect(fee(15 * HOUR + 59 * MIN)).toBe(3000) // 08:00 -> 23:59, one day
    expect(fee(7 * HOUR, { ...rules, dailyCapFen: 0 })).toBe(3500) // no cap
  })

  test('midnight: an hour counts on the day it starts; the next day starts its own cap', () => {
    const late = cn('2026-03-10T23:30:00')
    expect(parkingFeeFen(late, cn('2026-03-11T00:20:00'), rules)).toBe(500) // one hour, started on the 10th
    expect(parkingFeeFen(late, cn('2026-03-11T00:30:00'), rules)).toBe(500) // exactly 60 minutes
    expect(parkingFeeFen(late, cn('2026-03-11T00:31:00'), rules)).toBe(1000) // second hour starts 00:30 on the 11th
    // 20:00 -> 04:00: four hours on the 10th (20:00-24:00) and four on the 11th, each day under its cap.
    expect(parkingFeeFen(cn('2026-03-10T20:00:00'), cn('2026-03-11T04:00:00'), rules)).toBe(4000)
    // 12:00 -> 12:00 next day: 12 hours on each day, each capped.
    expect(parkingFeeFen(cn('2026-03-10T12:00:00'), cn('2026-03-11T12:00:00'), rules)).toBe(6000)
  })

  test('three days: at most one cap per calendar day touched', () => {
    // 08:00 on the 10th to 08:00 on the 13th: the 10th, 11th and 12th capped, and 8 hours on the 13th? No: the stay ends at 08:00 on the 13th, its last hour starts 07:00.
    expect(fee(72 * HOUR)).toBe(3000 * 3 + 3000) // the 13th's hours 00:00-08:00 (8 hours) hit the cap too
    expect(parkingFeeFen(cn('2026-03-10T00:00:00'), cn('2026-03-13T00:00:00'), rules)).toBe(9000) // exactly three days
    expect(parkingFeeFen(cn('2026-03-10T00:00:00'), cn('2026-03-13T00:00:01'), rules)).toBe(9500) // a started hour on the 13th
    expect(parkingFeeFen(cn('2026-03-10T22:00:00'), cn('2026-03-13T01:00:00'), { ...rules, dailyCapFen: 0 })).toBe(51 * 500)
  })

  test('whole minutes parked', () => {
    expect(parkedMinutes(entry, after(entry, 90 * MIN + 59_000))).toBe(90)
    expect(parkedMinutes(entry, after(entry, -MIN))).toBe(0)
  })
})

describe('parkingDueFen and parkingLeaveBy', () => {
  const none = { paidFen: 0, paidUntil: null }

  test('nothing paid: due is the fee; within the free period the vehicle may leave until its end', () => {
    expect(parkingDueFen(entry, after(entry, 10 * MIN), none, rules)).toBe(0)
    expect(parkingLeaveBy(entry, after(entry, 10 * MIN), none, rules)).toEqual(after(entry, 30 * MIN))
    expect(parkingDueFen(entry, after(entry, 2 * HOUR + MIN), none, rules)).toBe(1500)
    expect(parkingLeaveBy(entry, after(entry, 2 * HOUR + MIN), none, rules)).toBeNull()
  })

  test('after paying: nothing due within the leave window or while the paid hour lasts; then the difference', () => {
    const paidAt = after(entry, 2 * HOUR + 10 * MIN) // 3 hours' fee: 15.00, covers up to 11:00
    const paid = { paidFen: 1500, paidUntil: paidAt }
    expect(parkingDueFen(entry, after(paidAt, 14 * MIN), paid, rules)).toBe(0)
    // The paid hour (10:00-11:00) lasts longer than the 15-minute window: free to leave until 11:00.
    expect(parkingLeaveBy(entry, after(paidAt, 5 * MIN), paid, rules)).toEqual(after(entry, 3 * HOUR))
    expect(parkingDueFen(entry, after(entry, 3 * HOUR + 1), paid, rules)).toBe(500)
    // Paid just before an hour ends: the 15 minutes after paying are the longer.
    const lateAt = after(entry, 2 * HOUR + 55 * MIN)
    expect(parkingLeaveBy(entry, lateAt, { paidFen: 1500, paidUntil: lateAt }, rules)).toEqual(after(lateAt, 15 * MIN))
    expect(parkingDueFen(entry, after(lateAt, 15 * MIN + 1), { paidFen: 1500, paidUntil: lateAt }, rules)).toBe(500)
  })

  test('the daily cap reached and paid: free to leave until midnight, when the next day starts', () => {
    const paidAt = after(entry, 7 * HOUR) // 15:00, 30.00 paid
    const paid = { paidFen: 3000, paidUntil: paidAt }
    expect(parkingDueFen(entry, cn('2026-03-10T23:59:00'), paid, rules)).toBe(0)
    expect(parkingLeaveBy(entry, after(paidAt, MIN), paid, rules)).toEqual(cn('2026-03-11T00:00:00'))
    expect(parkingDueFen(entry, cn('2026-03-11T00:00:01'), paid, rules)).toBe(500)
  })
})
