/** Reordering the shelf: pure moves over the list of SKUs (the sort screen's up / down / drag). */

/** `items` with the one at `from` moved to `to` (both clamped to the list); the same array when nothing moves. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1
  const a = Math.min(Math.max(from, 0), last)
  const b = Math.min(Math.max(to, 0), last)
  if (a === b || last < 1) return items as T[]
  const out = [...items]
  const [item] = out.splice(a, 1)
  out.splice(b, 0, item)
  return out
}

/** True when the two lists hold the same ids in the same order. */
export const sameOrder = (a: readonly { id: string }[], b: readonly { id: string }[]): boolean => a.length === b.length && a.every((x, i) => x.id === b[i].id)
