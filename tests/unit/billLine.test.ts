/** A bill line's calculation reads as a quantity: a month is 1个月, not 1月 (January). */
import { billLineCalc } from '@/domain/bill/lines'

test.each([
  [{ quantity: 1, unit: '月', unitPriceFen: 180_000 }, '1个月 × ¥1,800.00/月'],
  [{ quantity: 3, unit: '月', unitPriceFen: null }, '3个月'],
  [{ quantity: 21, unit: '吨', unitPriceFen: 410 }, '21吨 × ¥4.10/吨'],
  [{ quantity: 300, unit: '度', unitPriceFen: 85 }, '300度 × ¥0.85/度'],
  [{ quantity: 2, unit: null, unitPriceFen: 500 }, '2 × ¥5.00'],
  [{ quantity: null, unit: null, unitPriceFen: null }, ''],
])('%p: %s', (line, text) => {
  expect(billLineCalc(line)).toBe(text)
})
