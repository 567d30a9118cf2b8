/** A parked time for people: 2小时5分钟, 45分钟, 0分钟. */
export function parkedTime(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes))
  const h = Math.floor(m / 60)
  if (!h) return `${m}分钟`
  return m % 60 ? `${h}小时${m % 60}分钟` : `${h}小时`
}
