import { date, dateTime, fileSize, maskPhone, money, parseDate, relativeTime, round } from '@/core/format'

describe('money', () => {
  test.each<[Parameters<typeof money>[0], string]>([
    [1234.5, '¥1,234.50'],
    ['1234.5', '¥1,234.50'],
    [0, '¥0.00'],
    [0.5, '¥0.50'],
    [999.999, '¥1,000.00'],
    [1.005, '¥1.01'],
    [1234567.891, '¥1,234,567.89'],
    [-1234.5, '-¥1,234.50'],
    [-0.001, '¥0.00'],
    [-0.005, '-¥0.01'],
    [null, '¥0.00'],
    [undefined, '¥0.00'],
    ['', '¥0.00'],
    ['  ', '¥0.00'],
    [NaN, '¥0.00'],
    ['abc', '¥0.00'],
    [Infinity, '¥0.00'],
  ])('money(%p) = %p', (value, expected) => {
    expect(money(value)).toBe(expected)
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
