import { date, dateTime, fenOfYuan, fileSize, maskPhone, MAX_DATE_TEXT_LENGTH, money, parseDate, relativeTime, round } from '@/core/format'

// dayjs, counted: every call of dayjs() and dayjs.utc() (the module is otherwise the real one).
jest.mock('dayjs', () => {
  const actual = jest.requireActual('dayjs')
  const mockCalls = { count: 0 }
  const counted = <F extends (...args: never[]) => unknown>(fn: F) =>
    new Proxy(fn, {
      apply(target, self, args) {
        mockCalls.count++
        return Reflect.apply(target, self, args)
      },
    })
  return new Proxy(counted(actual), {
    get(target, prop, receiver) {
      if (prop === 'mockCalls') return mockCalls
      const value = Reflect.get(target, prop, receiver)
      return prop === 'utc' && typeof value === 'function' ? counted(value) : value
    },
  })
})
const dayjsCalls = (jest.requireMock('dayjs') as { mockCalls: { count: number } }).mockCalls

describe('money: integer fen on screen', () => {
  test.each<[Parameters<typeof money>[0], string]>([
    [123450, '¥1,234.50'],
    [0, '¥0.00'],
    [-0, '¥0.00'],
    [1, '¥0.01'],
    [50, '¥0.50'],
    [100, '¥1.00'],
    [99999, '¥999.99'],
    [100000, '¥1,000.00'],
    [123456789, '¥1,234,567.89'],
    [-123450, '-¥1,234.50'],
    [-5, '-¥0.05'],
    [10_000_000_000, '¥100,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91'],
    [12.5, '¥0.13'],
    [-12.5, '-¥0.13'],
    [0.4, '¥0.00'],
    [null, '¥0.00'],
    [undefined, '¥0.00'],
    [NaN, '¥0.00'],
    [Infinity, '¥0.00'],
  ])('money(%p) = %p', (value, expected) => {
    expect(money(value)).toBe(expected)
  })

  test('a yuan number the contract carries (price board) in whole fen', () => {
    expect([3.2, 0.07, 1.005, 1234.5, 0, -1.005].map(fenOfYuan)).toEqual([320, 7, 101, 123450, 0, -101])
    expect(money(fenOfYuan(3.2))).toBe('¥3.20')
    expect(fenOfYuan(NaN)).toBeNaN()
  })

  test('formats without Intl (WeChat\'s Android engine has none)', () => {
    const g = globalThis as { Intl?: unknown }
    const saved = g.Intl
    delete g.Intl
    try {
      expect([123456789, -1, 0].map(money)).toEqual(['¥1,234,567.89', '-¥0.01', '¥0.00'])
    } finally {
      g.Intl = saved
    }
  })
})

describe('maskPhone', () => {
  test.each<[Parameters<typeof maskPhone>[0], string]>([
    ['13812345678', '138****5678'],
    [13812345678, '138****5678'],
    ['1381234567', '1381234567'],
    ['138123456789', '138123456789'],
    ['0571-88886666', '0571-88886666'],
    ['1381234567a', '1381234567a'],
    ['', ''],
    [undefined, ''],
  ])('maskPhone(%p) = %p', (value, expected) => {
    expect(maskPhone(value)).toBe(expected)
  })
})

describe('round', () => {
  test.each<[Parameters<typeof round>[0], number | undefined, number]>([
    [1.005, undefined, 1.01],
    [1.004, undefined, 1],
    [1.255, 2, 1.26],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [2.5, 0, 3],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [-0.001, 2, 0],
    ['3.14159', 3, 3.142],
    [123.456, -1, 123],
    [123.456, 1.9, 123.5],
    [1e-7, 6, 0],
    [5e-7, 6, 0.000001],
    [1e21, 2, 1e21],
    [0.1 + 0.2, 2, 0.3],
    [1.005, 292, 1.005],
    [1.005, 1000, 1.005],
    [5e-293, 292, 1e-292],
    [5e-293, 1000, 1e-292],
    [1e20, 292, 1e20],
    [Number.MAX_VALUE, 2, Number.MAX_VALUE],
    [0.1234567890123456, 20, 0.1234567890123456],
  ])('round(%p, %p) = %p', (value, digits, expected) => {
    expect(round(value, digits)).toBe(expected)
  })

  test('never returns negative zero', () => {
    expect(Object.is(round(-0.001), 0)).toBe(true)
  })

  test.each([[null], [undefined], [''], ['abc'], [NaN], [Infinity]])('round(%p) is NaN', (value) => {
    expect(round(value)).toBeNaN()
  })
})

describe('date and dateTime', () => {
  const local = new Date(2024, 4, 1, 9, 5, 7)

  test.each<[Parameters<typeof date>[0], string | undefined, string]>([
    ['2024-05-01 09:05:07', undefined, '2024-05-01'],
    [local, undefined, '2024-05-01'],
    [local.getTime(), undefined, '2024-05-01'],
    ['2024-05-01', 'YYYY年MM月DD日', '2024年05月01日'],
    [local, 'HH:mm:ss', '09:05:07'],
    ['', undefined, ''],
    ['   ', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['not a date', undefined, ''],
  ])('date(%p, %p) = %p', (value, fmt, expected) => {
    expect(date(value, fmt)).toBe(expected)
  })

  test.each<[Parameters<typeof dateTime>[0], string]>([
    ['2024-05-01 09:05:07', '2024-05-01 09:05'],
    [local, '2024-05-01 09:05'],
    ['2024-05-01', '2024-05-01 00:00'],
    ['', ''],
    [undefined, ''],
    ['garbage', ''],
  ])('dateTime(%p) = %p', (value, expected) => {
    expect(dateTime(value)).toBe(expected)
  })

  test.each([
    ['2024-13-45'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-00-10'],
    ['2024-05-00'],
    ['2024-05-01 24:00'],
    ['2024-05-01 12:60'],
    ['2024-05-01 12:00:60'],
    ['2024-5-1'],
    ['2024-05-01 9:05'],
    ['2024-05-01T09:05:07+15:00'],
    ['2024-05-01T09:05:07+08:60'],
    ['2024-13-45T00:00:00.000Z'],
    ['2024-02-30T10:00:00Z'],
    ['2024-05-01 09:05 tomorrow'],
    ['1714525507000'],
    ['May 1, 2024'],
  ])('invalid date text %p is refused, not rolled over', (value) => {
    expect(parseDate(value)).toBeNull()
    expect(date(value)).toBe('')
    expect(dateTime(value)).toBe('')
  })

  test('2024-13-45 no longer becomes 2025-02-14', () => {
    expect(date('2024-13-45')).not.toBe('2025-02-14')
    expect(date('2024-13-45')).toBe('')
  })

  test.each<[string, string]>([
    ['2024-02-29', '2024-02-29 00:00:00.000'],
    ['2024/05/01', '2024-05-01 00:00:00.000'],
    ['2024/05/01 09:05', '2024-05-01 09:05:00.000'],
    ['2024-05-01 09:05', '2024-05-01 09:05:00.000'],
    ['2024-05-01 09:05:07', '2024-05-01 09:05:07.000'],
    ['2024-05-01 09:05:07.5', '2024-05-01 09:05:07.500'],
    ['2024-05-01T09:05:07', '2024-05-01 09:05:07.000'],
    ['  2024-05-01 09:05  ', '2024-05-01 09:05:00.000'],
  ])('local date text %p is read strictly as %p', (value, expected) => {
    expect(parseDate(value)?.format('YYYY-MM-DD HH:mm:ss.SSS')).toBe(expected)
  })

  test.each<[string, number]>([
    ['2024-05-01T01:05:07.000Z', Date.UTC(2024, 4, 1, 1, 5, 7)],
    ['2024-05-01T01:05:07Z', Date.UTC(2024, 4, 1, 1, 5, 7)],
    ['2024-05-01T09:05:07.123+08:00', Date.UTC(2024, 4, 1, 1, 5, 7, 123)],
    ['2024-05-01T09:05:07.123456+0800', Date.UTC(2024, 4, 1, 1, 5, 7, 123)],
    ['2024-05-01 09:05:07+08', Date.UTC(2024, 4, 1, 1, 5, 7)],
    ['2024-04-30T20:35:07-05:30', Date.UTC(2024, 4, 1, 2, 5, 7)],
    ['2024-02-29T23:59:59.999Z', Date.UTC(2024, 1, 29, 23, 59, 59, 999)],
  ])('ISO text from the server %p names its instant', (value, epoch) => {
    expect(parseDate(value)?.valueOf()).toBe(epoch)
    expect(dateTime(value)).toBe(dateTime(new Date(epoch)))
  })

  test('an invalid Date or a non-finite number is invalid', () => {
    expect(parseDate(new Date('nope'))).toBeNull()
    expect(parseDate(NaN)).toBeNull()
    expect(parseDate(Infinity)).toBeNull()
    expect(date(new Date(''))).toBe('')
  })

  test('a 50,000-character string is invalid without being parsed by dayjs', () => {
    const long = '2024'.repeat(12_500)
    expect(long).toHaveLength(50_000)
    const before = dayjsCalls.count
    expect(parseDate(long)).toBeNull()
    expect(date(long)).toBe('')
    expect(dateTime(`${long}-05-01`)).toBe('')
    expect(dayjsCalls.count).toBe(before)
    expect(relativeTime(long, Date.now())).toBe('')
  })

  test(`text longer than ${MAX_DATE_TEXT_LENGTH} characters is invalid even around a valid date`, () => {
    const padded = `${' '.repeat(MAX_DATE_TEXT_LENGTH)}2024-05-01`
    const before = dayjsCalls.count
    expect(parseDate(padded)).toBeNull()
    expect(dayjsCalls.count).toBe(before)
    // The spy does count real parses.
    expect(parseDate('2024-05-01')).not.toBeNull()
    expect(dayjsCalls.count).toBeGreaterThan(before)
  })

  test('parseDate returns null for empty or invalid input and a dayjs otherwise', () => {
    expect(parseDate(undefined)).toBeNull()
    expect(parseDate('')).toBeNull()
    expect(parseDate('nope')).toBeNull()
    expect(parseDate('2024-05-01')?.date()).toBe(1)
  })
})

describe('relativeTime', () => {
  const now = new Date(2024, 4, 1, 12, 0, 0).getTime()
  const SECOND = 1000
  const MINUTE = 60 * SECOND
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR

  test.each<[number, string]>([
    [0, '刚刚'],
    [999, '刚刚'],
    [-999, '刚刚'],
    [SECOND, '1秒前'],
    [59 * SECOND, '59秒前'],
    [MINUTE, '1分钟前'],
    [59 * MINUTE + 59 * SECOND, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR, '23小时前'],
    [DAY, '1天前'],
    [29 * DAY, '29天前'],
    [30 * DAY, '1个月前'],
    [364 * DAY, '12个月前'],
    [365 * DAY, '1年前'],
    [3 * 365 * DAY, '3年前'],
    [-SECOND, '1秒后'],
    [-5 * MINUTE, '5分钟后'],
    [-2 * HOUR, '2小时后'],
    [-3 * DAY, '3天后'],
    [-60 * DAY, '2个月后'],
    [-730 * DAY, '2年后'],
  ])('%p ms ago reads %p', (ago, expected) => {
    expect(relativeTime(now - ago, now)).toBe(expected)
  })

  test('accepts date strings and Date objects', () => {
    expect(relativeTime('2024-05-01 11:00:00', new Date(now))).toBe('1小时前')
  })

  test('defaults to the current time', () => {
    expect(relativeTime(Date.now() - 5 * MINUTE)).toBe('5分钟前')
  })

  test.each([[''], [undefined], [null], ['invalid']])('relativeTime(%p) is empty', (value) => {
    expect(relativeTime(value, now)).toBe('')
  })

  test('an invalid reference time gives an empty string', () => {
    expect(relativeTime(now, 'invalid')).toBe('')
  })
})

describe('fileSize', () => {
  test.each<[number | null | undefined, string]>([
    [0, '0 B'],
    [980, '980 B'],
    [1536, '1.5 KB'],
    [12.5 * 1024, '12.5 KB'],
    [3.2 * 1024 * 1024, '3.2 MB'],
    [-1, ''],
    [NaN, ''],
    [undefined, ''],
  ])('fileSize(%p) is %p', (bytes, expected) => {
    expect(fileSize(bytes)).toBe(expected)
  })
})
