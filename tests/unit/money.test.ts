/**
 * The one money formatter (integer fen -> '¥1,234.50', spec section 9) and the one parser (a typed
 * price -> fen), both plain string arithmetic: they must work where WeChat's engines lack Intl and
 * BigInt, so the tests run with both removed from the global scope.
 */
import { fenToPriceText, formatFen, MAX_FEN, yuanToFen } from '@/contract/money'

const saved = { Intl: globalThis.Intl, BigInt: globalThis.BigInt }
beforeAll(() => {
  delete (globalThis as { Intl?: unknown }).Intl
  delete (globalThis as { BigInt?: unknown }).BigInt
})
afterAll(() => Object.assign(globalThis, saved))

describe('formatFen', () => {
  test.each<[number, string]>([
    [0, '¥0.00'],
    [-0, '¥0.00'],
    [1, '¥0.01'],
    [-1, '-¥0.01'],
    [10, '¥0.10'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [123456, '¥1,234.56'],
    [100000000, '¥1,000,000.00'],
    [99999999, '¥999,999.99'],
    [-100000000, '-¥1,000,000.00'],
    [MAX_FEN, '¥100,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91'],
  ])('%p fen is %p', (fen, text) => expect(formatFen(fen)).toBe(text))

  test('a fractional fen rounds half away from zero; what is not a finite number shows ¥0.00', () => {
    expect([0.5, 1.49, -0.5, 0.4999].map(formatFen)).toEqual(['¥0.01', '¥0.01', '-¥0.01', '¥0.00'])
    expect([NaN, Infinity, -Infinity, '12' as unknown as number].map(formatFen)).toEqual(['¥0.00', '¥0.00', '¥0.00', '¥0.00'])
  })
})

describe('yuanToFen: a typed price', () => {
  test.each<[string | number, number]>([
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['12', 1200],
    [' 12 ', 1200],
    ['12.5', 1250],
    ['0.29', 29],
    ['1.10', 110],
    ['100000000', MAX_FEN],
    [3.2, 320],
    [0, 0],
  ])('%p is %p fen', (text, fen) => expect(yuanToFen(text)).toBe(fen))

  test.each<string | number>(['', ' ', '-0', '-1', '+1', '1.234', '01', '00', '1e3', '.5', '1.', '1,000', '１２', 'abc', '12元', '100000000.01', '9999999999999', NaN, Infinity, -5])(
    '%p is refused',
    (text) => expect(yuanToFen(text)).toBeNull(),
  )
})

test('fenToPriceText is the shortest text the parser reads back', () => {
  expect([0, 1, 10, 320, 350, 1200, 123456, MAX_FEN].map(fenToPriceText)).toEqual(['0', '0.01', '0.1', '3.2', '3.5', '12', '1234.56', '100000000'])
  for (const fen of [0, 1, 9, 10, 99, 100, 101, 110, 999999, MAX_FEN]) expect(yuanToFen(fenToPriceText(fen))).toBe(fen)
})
