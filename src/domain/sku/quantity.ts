/** Quantities in a unit, for people: 12.5公斤, 3箱 (up to 2 decimals, no trailing zeros). */
export function qtyText(qty: number | string | null | undefined, unitLabel: string): string {
  const n = Number(qty)
  if (!Number.isFinite(n)) return `0${unitLabel}`
  return `${Math.round(n * 100) / 100}${unitLabel}`
}
