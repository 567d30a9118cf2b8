/** Calendar days as 'YYYY-MM-DD' strings (the server's local calendar). */
import { MARKET_UTC_OFFSET_MINUTES } from '@/contract'

const DAY_MS = 86_400_000
export const YMD = /^\d{4}-\d{2}-\d{2}$/

/** Today (or the given time) in the server's local calendar. */
export function localDay(d: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/** The day `n` days after `ymd` (n may be negative). */
export function addDays(ymd: string, n: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10)
}

/** A real calendar day in YYYY-MM-DD form. */
export const isDay = (s: string): boolean => YMD.test(s) && addDays(s, 0) === s

const CHINA_OFFSET_MS = MARKET_UTC_OFFSET_MINUTES * 60_000

/** The calendar day of `d` in China time (UTC+8, no daylight saving): trade days, numbers and periods. */
export const chinaDay = (d: Date = new Date()): string => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)

/** 'YYYY-MM-DD HH:mm' of `d` in China time (message texts). */
export const chinaMinute = (d: Date): string => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

/** 'YYYY-MM' of `d` in China time. */
export const chinaMonth = (d: Date = new Date()): string => chinaDay(d).slice(0, 7)

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const start = `${month}-01`
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
  return { start, end }
}

/** The 'YYYY-MM' month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** The instant a market day begins (its midnight in the market's time zone). */
export const marketDayStart = (ymd: string): Date => new Date(Date.parse(`${ymd}T00:00:00Z`) - CHINA_OFFSET_MS)
