/** Price arithmetic in cents, so sums and averages never drift; results in yuan with 2 decimals. */
const cents = (yuan: number): number => Math.round(yuan * 100)
export const round2 = (n: number): number => Math.round(n * 100) / 100

/** Change against the previous price: 0 / 0 when there is none. */
export function changeOf(price: number, prev: number | null): { change: number; changeRate: number } {
  if (prev === null || prev === 0) return { change: 0, changeRate: 0 }
  const diff = cents(price) - cents(prev)
  return { change: diff / 100, changeRate: round2((diff / cents(prev)) * 100) }
}

export function stats(prices: number[]): { min: number; max: number; avg: number } {
  if (!prices.length) return { min: 0, max: 0, avg: 0 }
  const c = prices.map(cents)
  return { min: Math.min(...c) / 100, max: Math.max(...c) / 100, avg: round2(c.reduce((a, b) => a + b, 0) / c.length / 100) }
}
