/**
 * A line's amount (quantity x unit price, half up to the fen) in plain numbers: the app's declared
 * targets (Chrome 64, iOS 12) have no BigInt, so the contract must not need it.
 */
import { lineAmountFen, MAX_FEN, MAX_QUANTITY } from '@/contract'

/** The exact answer, computed with BigInt (the test's engine has it). */
function reference(hundredths: number, priceFen: number): number | 'too large' {
  const fen = (BigInt(hundredths) * BigInt(priceFen) + BigInt(50)) / BigInt(100)
  return fen > BigInt(MAX_FEN) ? 'too large' : Number(fen)
}

const g = globalThis as { BigInt?: unknown }

/** Runs `fn` with BigInt removed from the global scope. */
function withoutBigInt<T>(fn: () => T): T {
  const saved = g.BigInt
  delete g.BigInt
  try {
    return fn()
  } finally {
    g.BigInt = saved
  }
}

const ours = (hundredths: number, priceFen: number): number | 'too large' => {
  try {
    return withoutBigInt(() => lineAmountFen((hundredths / 100).toFixed(2), priceFen))
  } catch (e) {
    if (e instanceof RangeError && /above MAX_FEN/.test(e.message)) return 'too large'
    throw e
  }
}

test('matches exact arithmetic at the edges: half a fen, MAX_FEN, beyond 2^53', () => {
  const cases: Array<[number, number]> = [
    [1, 49],
    [1, 50],
    [250, 399],
    [115, 100],
    [MAX_QUANTITY * 100, 10_000], // exactly MAX_FEN
    [MAX_QUANTITY * 100, 10_001], // just above
    [99_999_999, 10_000_000_000], // 9.99e17 hundredths of a fen: beyond 2^53
    [1, MAX_FEN],
    [100, MAX_FEN],
    [101, MAX_FEN],
    [0, MAX_FEN],
  ]
  for (const [h, p] of cases) expect([h, p, ours(h, p)]).toEqual([h, p, reference(h, p)])
})

test('matches exact arithmetic on 5,000 random lines', () => {
  let seed = 42
  const next = (max: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return Math.floor((seed / 2147483648) * max)
  }
  for (let i = 0; i < 5000; i++) {
    const h = next(10) < 3 ? next(MAX_QUANTITY * 100 + 1) : next(100_000)
    const p = next(10) < 3 ? next(MAX_FEN + 1) : next(1_000_000)
    expect([h, p, ours(h, p)]).toEqual([h, p, reference(h, p)])
  }
})
