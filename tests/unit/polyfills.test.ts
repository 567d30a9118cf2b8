/**
 * core/polyfills: on an engine without Object.fromEntries, Array.prototype.flatMap and
 * Promise.allSettled (Chrome 64, iOS 12), they behave as the built-ins do; where the engine has
 * them, the built-ins stay.
 */
type Owner = Record<string, unknown>
const TARGETS: Array<[owner: Owner, name: string]> = [
  [Object as unknown as Owner, 'fromEntries'],
  [Array.prototype as unknown as Owner, 'flatMap'],
  [Promise as unknown as Owner, 'allSettled'],
]
const natives = TARGETS.map(([owner, name]) => owner[name])

/** Loads core/polyfills afresh with the built-ins removed; restores them after `check`. */
async function withPolyfills(check: () => Promise<void> | void): Promise<void> {
  for (const [owner, name] of TARGETS) delete owner[name]
  try {
    jest.isolateModules(() => require('@/core/polyfills'))
    for (const [owner, name] of TARGETS) {
      expect(typeof owner[name]).toBe('function')
      expect(Object.getOwnPropertyDescriptor(owner, name)?.enumerable).toBe(false)
    }
    await check()
  } finally {
    TARGETS.forEach(([owner, name], i) => Object.defineProperty(owner, name, { value: natives[i], writable: true, configurable: true, enumerable: false }))
  }
}

test('Object.fromEntries', () =>
  withPolyfills(() => {
    expect(Object.fromEntries([['a', 1], ['b', 2]])).toEqual({ a: 1, b: 2 })
    expect(Object.fromEntries(new Map([['x', 'y']]))).toEqual({ x: 'y' })
    expect(Object.fromEntries([])).toEqual({})
  }))

test('Array.prototype.flatMap flattens one level and skips holes', () =>
  withPolyfills(() => {
    expect([1, 2, 3].flatMap((n) => [n, n * 10])).toEqual([1, 10, 2, 20, 3, 30])
    expect([1, 2].flatMap((n) => n + 1)).toEqual([2, 3])
    expect([[1], 2].flatMap((n) => [n])).toEqual([[1], 2])
    expect([1, , 3].flatMap((n) => [n])).toEqual([1, 3])
    // Not enumerable: `for...in` over an array does not see it.
    const keys: string[] = []
    for (const k in [7]) keys.push(k)
    expect(keys).toEqual(['0'])
  }))

test('Promise.allSettled waits for all and reports each outcome', () =>
  withPolyfills(async () => {
    const boom = new Error('boom')
    await expect(Promise.allSettled([Promise.resolve(1), Promise.reject(boom), 3])).resolves.toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: boom },
      { status: 'fulfilled', value: 3 },
    ])
  }))

test('where the engine has them, the built-ins stay', () => {
  jest.isolateModules(() => require('@/core/polyfills'))
  TARGETS.forEach(([owner, name], i) => expect(owner[name]).toBe(natives[i]))
})
