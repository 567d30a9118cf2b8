/** The market's clock (core/marketTime.ts) reads China's wall time whatever the device's zone. */
import { marketNow, marketToday } from '@/core/marketTime'
import { chinaDay } from '../../server/lib/dates'

const at = (iso: string) => Date.parse(iso)

test.each([
  ['a UTC afternoon is the market\'s next morning', '2026-11-26T17:00:00Z', '2026-11-27 01:00'],
  ['just before the market\'s midnight', '2026-11-26T15:59:00Z', '2026-11-26 23:59'],
  ['the market\'s midnight', '2026-11-26T16:00:00Z', '2026-11-27 00:00'],
  ['across a year', '2026-12-31T16:30:00Z', '2027-01-01 00:30'],
])('%s', (_, iso, wall) => {
  expect(marketNow(at(iso)).format('YYYY-MM-DD HH:mm')).toBe(wall)
  expect(marketToday(at(iso))).toBe(wall.slice(0, 10))
  expect(marketToday(at(iso))).toBe(chinaDay(new Date(at(iso))))
})

test.each([['UTC'], ['America/New_York'], ['Asia/Tokyo'], ['Asia/Shanghai'], ['Pacific/Auckland']])('a device set to %s reads the market\'s wall clock', (zone) => {
  const before = process.env.TZ
  process.env.TZ = zone
  try {
    expect(marketNow(at('2026-11-26T17:00:00Z')).format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 01:00')
    expect(marketNow(at('2026-07-01T03:15:00Z')).format('YYYY-MM-DD HH:mm')).toBe('2026-07-01 11:15')
  } finally {
    process.env.TZ = before
  }
})
