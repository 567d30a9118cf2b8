/** Lease arithmetic (server/modules/lease/terms.ts): month ends, rent periods, what a quit returns, and the contract template. */
import { addMonths, daysIn, monthsAndDays, periodRentFen, rentPeriods, startedMonths, termEnd, unusedRent } from '../../server/modules/lease/terms'
import { fillTemplate } from '../../server/modules/lease/contracts'

test('a month runs to the day before the same day next month, clamped at a month end', () => {
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
  expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
  expect(addMonths('2026-03-01', -13)).toBe('2025-02-01')
  expect(termEnd('2026-03-01', 12)).toBe('2027-02-28')
  expect(termEnd('2026-01-31', 1)).toBe('2026-02-27')
  expect(daysIn('2026-02-01', '2026-02-28')).toBe(28)
})

test('whole months and the days after them; the months a term touches', () => {
  expect(monthsAndDays('2026-03-01', '2027-02-28')).toEqual({ months: 12, days: 0 })
  expect(monthsAndDays('2026-03-10', '2026-05-19')).toEqual({ months: 2, days: 10 })
  expect(monthsAndDays('2026-03-10', '2026-03-12')).toEqual({ months: 0, days: 3 })
  expect(startedMonths('2026-03-10', '2026-05-19')).toBe(3)
  expect(startedMonths('2026-03-01', '2026-05-31')).toBe(3)
})

test('rent: the monthly rent per whole month, 1/30 of it per other day, rounded down to the fen', () => {
  expect(periodRentFen(180_000, '2026-03-01', '2026-05-31')).toBe(540_000)
  expect(periodRentFen(180_000, '2026-03-10', '2026-05-19')).toBe(360_000 + 60_000)
  expect(periodRentFen(100_001, '2026-03-01', '2026-03-01')).toBe(3_333)
})

test('rent periods of a term: one per cycle, the last one shorter, each due on its first day', () => {
  const periods = rentPeriods('2026-12-01', termEnd('2026-12-01', 7), 3, 200_000)
  expect(periods).toEqual([
    { periodStart: '2026-12-01', periodEnd: '2027-02-28', amountFen: 600_000, dueDate: '2026-12-01' },
    { periodStart: '2027-03-01', periodEnd: '2027-05-31', amountFen: 600_000, dueDate: '2027-03-01' },
    { periodStart: '2027-06-01', periodEnd: '2027-06-30', amountFen: 200_000, dueDate: '2027-06-01' },
  ])
  expect(periods.reduce((s, p) => s + p.amountFen, 0)).toBe(7 * 200_000)
  expect(rentPeriods('2026-12-01', '2026-11-30', 1, 1)).toEqual([])
})

test('a quit returns the paid rent of the unused days of each period, pro rata, rounded down', () => {
  const period = { installmentId: 'i', periodStart: '2026-03-01', periodEnd: '2026-05-30', paidFen: 540_000 }
  // 91 days; quit on 03-31: 60 days unused.
  expect(unusedRent(period, '2026-03-31')).toEqual({ ...period, periodDays: 91, unusedDays: 60, refundFen: Math.floor((540_000 * 60) / 91) })
  expect(unusedRent(period, '2026-05-30').refundFen).toBe(0)
  expect(unusedRent(period, '2026-02-27')).toMatchObject({ unusedDays: 91, refundFen: 540_000 })
})

test('the contract template is filled with every field it names', () => {
  const fields = [
    '合同编号',
    '出租方（甲方）',
    '承租方（乙方）',
    '乙方联系人',
    '租赁摊位',
    '租赁期限',
    '月租金',
    '押金',
    '付款方式',
    '租赁编号',
    '变更说明',
    '签订日期',
  ].map((label) => ({ label, value: `<${label}>` }))
  for (const kind of ['lease', 'renewal', 'adjustment'] as const) {
    const text = fillTemplate(kind, fields).join('\n')
    expect(text).not.toMatch(/\{\{/)
    expect(text).toContain('<合同编号>')
  }
})
