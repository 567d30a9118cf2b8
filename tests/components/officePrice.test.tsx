/**
 * 价格发布 (/staff/office/price/index and /day, module 价格发布): no permission; the days with their
 * state; a day's draft: a row from trade corrected through the form (bad prices refused before
 * anything is sent), a file import whose bad rows are listed with their numbers, publish; a
 * published day offers nothing to change; error with 重新加载.
 */
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { PriceDayItem, PriceDraft } from '@/contract/types'
import OfficePriceDays from '@/staff/office/price/index'
import OfficePriceDay from '@/staff/office/price/day'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const DAYS = '/api/market/pricePublish/days'
const OPEN = '/api/market/pricePublish/open'
const SAVE = '/api/market/pricePublish/saveRow'
const IMPORT = '/api/market/pricePublish/importFile'
const PUBLISH = '/api/market/pricePublish/publish'
const OFFICE = [{ id: '1', caption: '价格发布' }]
const taro = Taro as unknown as Record<string, unknown>

const draft = (extra: Partial<PriceDraft> = {}): PriceDraft => ({
  day: '2026-11-26',
  status: 'draft',
  publishedAt: null,
  products: [
    { id: 'p1', name: '大白菜', unit: '公斤', bigCateName: '蔬菜' },
    { id: 'p2', name: '猪肉', unit: '公斤', bigCateName: '肉禽' },
  ],
  rows: [{ productId: 'p1', productName: '大白菜', bigCateName: '蔬菜', unit: '公斤', minFen: 230, avgFen: 245, maxFen: 260, volume: 56.75, sales: 4, source: 'trade', corrected: false }],
  ...extra,
})

afterEach(() => {
  delete taro.chooseMessageFile
})

test('without 价格发布: 当前账号没有该功能的权限 and nothing requested', async () => {
  onPage('/staff/office/price/index', {}, ['staff/index'])
  loginAs('staff', {}, [{ id: '1', caption: '设置' }])
  render(<OfficePriceDays />)
  await settle()
  expect(screen.getByTestId('state-no-permission')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('the days with their state; an error offers 重新加载', async () => {
  onPage('/staff/office/price/index', {}, ['staff/index'])
  loginAs('staff', {}, OFFICE)
  const days: PriceDayItem[] = [
    { day: '2026-11-26', status: 'none', rowCount: 0 },
    { day: '2026-11-25', status: 'draft', rowCount: 3 },
    { day: '2026-11-24', status: 'published', rowCount: 36 },
  ]
  answer({ [DAYS]: ok(days) })
  const list = render(<OfficePriceDays />)
  await settle()
  expect(['未起草', '草稿', '已发布', '点击由当日交易生成草稿', '3个品种', '36个品种'].map((t) => screen.getAllByText(t).length)).toEqual([1, 1, 1, 1, 1, 1])
  list.unmount()
  answer({ [DAYS]: fail('服务繁忙') })
  render(<OfficePriceDays />)
  await settle()
  expect(screen.getByText('重新加载')).toBeTruthy()
})

describe('a day', () => {
  beforeEach(() => {
    onPage('/staff/office/price/day', { day: '2026-11-26' }, ['staff/index', 'staff/office/price/index'])
    loginAs('staff', {}, OFFICE)
  })

  test('a row from trade corrected: bad prices refused before anything is sent, then saved once', async () => {
    let saved = false
    answer({
      [OPEN]: () => ok(saved ? draft({ rows: [{ ...draft().rows[0]!, avgFen: 250, corrected: true }] }) : draft()),
      [SAVE]: () => ((saved = true), ok(draft())),
    })
    const { container } = render(<OfficePriceDay />)
    await settle()
    expect(formBody(requestsTo(OPEN)[0]!)).toEqual({ day: '2026-11-26' })
    expect(screen.getByText('大白菜（元/公斤）')).toBeTruthy()
    expect(screen.getByText('交易 · 4笔 · 56.75公斤')).toBeTruthy()
    await clickButton(container, '修改')
    expect([fieldValue(container, 'price-min'), fieldValue(container, 'price-avg'), fieldValue(container, 'price-max')]).toEqual(['2.3', '2.45', '2.6'])
    typeInto(container, 'price-avg', '2.7')
    await clickButton(container, '保存')
    typeInto(container, 'price-avg', '2.456')
    await clickButton(container, '保存')
    expect(taroMock.modals.map((m) => m.content)).toEqual(['价格需满足：最低价 ≤ 平均价 ≤ 最高价', '价格需为大于0的数，最多2位小数'])
    expect(requestsTo(SAVE)).toHaveLength(0)
    typeInto(container, 'price-avg', '2.5')
    await clickButton(container, '保存')
    await settle()
    expect(requestsTo(SAVE).map((r) => formBody(r))).toEqual([{ day: '2026-11-26', productId: 'p1', minFen: '230', avgFen: '250', maxFen: '260' }])
    expect(screen.getByText('交易（已修正） · 4笔 · 56.75公斤')).toBeTruthy()
  })

  test('an import with bad rows lists them with their numbers; publish', async () => {
    taro.chooseMessageFile = jest.fn(() => Promise.resolve({ tempFiles: [{ path: 'wxfile://tmp/p.csv', name: '价格.csv', size: 300 }] }))
    taroMock.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: { url: '/uploads/aa.csv' } }) })
    answer({
      [OPEN]: ok(draft()),
      [IMPORT]: ok({ saved: 0, errors: [{ row: 3, message: '「牛肉」的单位应为公斤' }] }),
      [PUBLISH]: ok(draft({ status: 'published', publishedAt: '2026-11-26T10:00:00.000Z' })),
    })
    const { container } = render(<OfficePriceDay />)
    await settle()
    await clickButton(container, '导入CSV/XLSX')
    await settle()
    expect(taro.chooseMessageFile).toHaveBeenCalledWith(expect.objectContaining({ extension: ['csv', 'xlsx'] }))
    expect(taroMock.uploads.map((u) => u.url)).toEqual([expect.stringContaining('/api/market/pricePublish/upload')])
    expect(requestsTo(IMPORT).map((r) => formBody(r))).toEqual([{ day: '2026-11-26', fileUrl: '/uploads/aa.csv' }])
    expect(screen.getByText('第3行：「牛肉」的单位应为公斤')).toBeTruthy()
    expect(taroMock.modals.at(-1)?.content).toBe('文件有1行错误，未导入任何价格，请修改后重新导入')
    await clickButton(container, '发布')
    await settle()
    expect(requestsTo(PUBLISH).map((r) => formBody(r))).toEqual([{ day: '2026-11-26' }])
    expect(taroMock.toasts.map((t) => t.title)).toContain('已发布')
  })

  test('a published day: nothing to change', async () => {
    answer({ [OPEN]: ok(draft({ status: 'published', publishedAt: '2026-11-26T10:00:00.000Z' })) })
    render(<OfficePriceDay />)
    await settle()
    expect(screen.getByText('已发布')).toBeTruthy()
    expect(screen.queryByText('修改')).toBeNull()
    expect(screen.queryByText('发布')).toBeNull()
    expect(screen.queryByText('导入CSV/XLSX')).toBeNull()
  })
})
