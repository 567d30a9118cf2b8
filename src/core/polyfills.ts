/**
 * The built-ins newer than the app's declared targets (Chrome 64, iOS 12: `browserslist` in
 * package.json) that the app's code calls, defined where the engine lacks them. Imported first by
 * app.tsx, before the route table (which calls Object.fromEntries and flatMap as it loads).
 * Lint refuses the other post-2018 built-ins in src/ (eslint.config.mjs): avoid those instead.
 *
 * - Object.fromEntries: Chrome 73, iOS 12.1
 * - Array.prototype.flatMap: Chrome 69
 * - Promise.allSettled: Chrome 76, iOS 13
 */

/**
 * Defines `name` on `target` as the built-in would be: writable, configurable, not enumerable.
 * Also for code that loads a library needing more (H5's PDF viewer: components/PdfView/globalThis.ts).
 */
export function define(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false })
}

define(Object, 'fromEntries', function fromEntries(entries: Iterable<readonly [PropertyKey, unknown]>) {
  const out: Record<PropertyKey, unknown> = {}
  for (const [key, value] of entries) out[key] = value
  return out
})

define(Array.prototype, 'flatMap', function flatMap<T, U>(this: T[], fn: (value: T, index: number, array: T[]) => U | readonly U[], thisArg?: unknown) {
  const out: U[] = []
  for (let i = 0; i < this.length; i++) {
    if (!(i in this)) continue
    const mapped = fn.call(thisArg, this[i], i, this)
    if (Array.isArray(mapped)) for (const item of mapped) out.push(item)
    else out.push(mapped as U)
  }
  return out
})

define(Promise, 'allSettled', function allSettled(promises: Iterable<unknown>) {
  return Promise.all(
    Array.from(promises, (p) =>
      Promise.resolve(p).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      ),
    ),
  )
})
