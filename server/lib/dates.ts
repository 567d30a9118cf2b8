/** Calendar days as 'YYYY-MM-DD' strings (the server's local calendar). */
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
