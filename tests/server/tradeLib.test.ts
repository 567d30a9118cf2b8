/** Pure trade primitives: money (contract + server parsers) and identity codes. */
import { fenToYuan, lineAmountFen, quantityToHundredths, sumFen, yuanToFen } from '@/contract'
import { ID_CODE_EXPIRED, ID_CODE_INVALID, signIdCode, verifyIdCode } from '../../server/auth/idCode'
import { fenField, fromNumeric, numericToNumber, quantityField, toNumeric, yuanField } from '../../server/lib/money'
import { BizError } from '../../server/lib/envelope'

describe('money', () => {
  test.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['0.29', 29],
    ['0.99', 99],
    ['1.01', 101],
    [' 3.10 ', 310],
    [19.9, 1990],
    ['100000000', 10_000_000_000],
  ])('yuanToFen(%p) = %p', (text, fen) => expect(yuanToFen(text)).toBe(fen))

  test.each(['', '-1', '1.234', '01', '1e3', '.5', '1.', 'abc', '100000000.01', NaN])('yuanToFen(%p) is null', (text) => expect(yuanToFen(text as string)).toBeNull())

  test('fenToYuan', () => {
    expect([0, 5, 1250, 123456, -5].map(fenToYuan)).toEqual(['0.00', '0.05', '12.50', '1234.56', '-0.05'])
  })

  test('line amounts round half up to the fen, exactly', () => {
    expect(lineAmountFen('2.5', 399)).toBe(998) // 997.5
    expect(lineAmountFen(3, 350)).toBe(1050)
    expect(lineAmountFen('0.01', 49)).toBe(0) // 0.49
    expect(lineAmountFen('0.01', 50)).toBe(1) // 0.5
    expect(lineAmountFen('1.15', 100)).toBe(115) // 1.15 * 100 is 114.99999 in floating point
    expect(lineAmountFen('1000000', 10_000)).toBe(10_000_000_000)
    expect(() => lineAmountFen('999999.99', 10_000_000_000)).toThrow('above MAX_FEN')
    expect(() => lineAmountFen('1.234', 100)).toThrow(RangeError)
    expect(() => lineAmountFen('1', 1.5)).toThrow(RangeError)
  })

  test('quantities in hundredths', () => {
    expect(['2.5', '0', 3, '0.01', '1000000'].map((q) => quantityToHundredths(q))).toEqual([250, 0, 300, 1, 100_000_000])
    expect(['-1', '1.001', '1000000.01', 'x', ''].map((q) => quantityToHundredths(q))).toEqual([null, null, null, null, null])
    expect(toNumeric(250)).toBe('2.50')
    expect(toNumeric(-75)).toBe('-0.75')
    expect(fromNumeric('2.50')).toBe(250)
    expect(fromNumeric('-0.75')).toBe(-75)
    expect(fromNumeric('10')).toBe(1000)
    expect(numericToNumber('12.30')).toBe(12.3)
  })

  test('sumFen refuses fractions', () => {
    expect(sumFen([1, 2, 3])).toBe(6)
    expect(() => sumFen([1, 0.5])).toThrow(RangeError)
  })

  test('field parsers answer clear Chinese messages', () => {
    expect(fenField().parse('1250', 'priceFen')).toBe(1250)
    expect(fenField({ min: 1 }).parse(1, 'amountFen')).toBe(1)
    for (const bad of ['12.5', '-1', 'x', 1e20]) expect(() => fenField().parse(bad, 'priceFen')).toThrow('金额格式不正确：priceFen')
    // Issue 17, item 11: only a plain non-negative integer is an amount.
    for (const bad of ['-0', -0, ' 12 ', '12 ', '+12', '012', '1e3', '0x10', '１２']) expect(() => fenField().parse(bad, 'priceFen')).toThrow('金额格式不正确：priceFen')
    expect(fenField().parse('0', 'priceFen')).toBe(0)
    expect(fenField().parse(0, 'priceFen')).toBe(0)
    expect(() => fenField({ min: 1, msg: '退款金额需大于0' }).parse('0', 'amountFen')).toThrow('退款金额需大于0')
    expect(() => fenField().parse('', 'priceFen')).toThrow('缺少参数：priceFen')
    expect(yuanField().parse('12.5', 'price')).toBe(1250)
    expect(() => yuanField().parse('12.555', 'price')).toThrow('价格格式不正确，最多2位小数')
    expect(quantityField().parse('2.5', 'quantity')).toBe(2.5)
    expect(() => quantityField().parse('0', 'quantity')).toThrow('数量需为大于0的数，最多2位小数')
    expect(quantityField({ allowZero: true }).parse('0', 'quantity')).toBe(0)
  })
})

describe('identity codes', () => {
  const secret = 'test-secret-test-secret-test-secret-0123'
  const claims = { kind: 'buyer' as const, customerId: 'c1', userId: 'u1' }
  const now = new Date('2026-03-14T02:00:00Z')

  test('a signed code verifies until it expires, with its kind', () => {
    const code = signIdCode(claims, { secret, now })
    expect(code).toMatchObject({ kind: 'buyer', expiresAt: '2026-03-14T02:05:00.000Z', refreshAfterSeconds: 60 })
    expect(code.token).toMatch(/^MC1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(verifyIdCode(code.token, { secret, now: new Date(now.getTime() + 299_000), expect: 'buyer' })).toEqual({ ...claims, expiresAt: Date.parse(code.expiresAt) / 1000, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), limitFen: 0 })
    // The limit a buyer sets travels signed in the code (issue 17, item 2).
    const limited = signIdCode({ ...claims, limitFen: 50_000 }, { secret, now })
    expect(limited.limitFen).toBe(50_000)
    expect(verifyIdCode(limited.token, { secret, now }).limitFen).toBe(50_000)
    expect(() => verifyIdCode(code.token, { secret, now: new Date(now.getTime() + 300_000) })).toThrow(ID_CODE_EXPIRED)
    expect(() => verifyIdCode(code.token, { secret, now, expect: 'shop' })).toThrow('请扫描商户的身份码')
  })

  test('two codes of the same customer differ (nonce)', () => {
    expect(signIdCode(claims, { secret, now }).token).not.toBe(signIdCode(claims, { secret, now }).token)
  })

  test('forged, altered, truncated or foreign codes are refused as invalid', () => {
    const { token } = signIdCode(claims, { secret, now })
    const [v, payload, sig] = token.split('.') as [string, string, string]
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), c: 'c2' })).toString('base64url')
    const cases = [
      `${v}.${altered}.${sig}`,
      `${v}.${payload}.${sig.slice(0, -2)}`,
      `${v}.${payload}`,
      `MC0.${payload}.${sig}`,
      signIdCode(claims, { secret: 'another-secret-another-secret-another', now }).token,
      '',
      'x'.repeat(600),
    ]
    for (const t of cases) {
      expect(() => verifyIdCode(t, { secret, now })).toThrow(BizError)
      expect(() => verifyIdCode(t, { secret, now })).toThrow(ID_CODE_INVALID)
    }
  })

  test('without an installed secret nothing is signed or verified (there is no default in the code)', () => {
    expect(() => signIdCode(claims, { now })).toThrow('secret idCode is not installed')
    expect(() => verifyIdCode(signIdCode(claims, { secret, now }).token, { now })).toThrow('secret idCode is not installed')
  })
})
