/** The shop's ratings received and its sales statistics. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { StatPeriod, SupplierSales } from '@/contract/types'
import SupplierStatistics from '@/supplier/statistics/index'
import SupplierEvaluation from '@/supplier/user/evaluation'
import { taroMock } from '../mocks/taro'
import { answer, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'
import { API, evaluation, rating, tap, tapTab, expectEmptyAndError } from './tradeFixtures'


beforeEach(() => loginAs('supplier', { customerId: 'sup1' }))


describe('ratings received', () => {
  beforeEach(() => onPage('/supplier/user/evaluation', {}, ['supplier/index']))

  test('the summary, then the ratings: buyer (anonymous ones as 匿名买家), stars, tags, text; filter by stars; the order opens', async () => {
    answer({
      [API.evaluations]: (r) =>
        ok({
          ...(formBody(r).stars === '1'
            ? { records: [], current: 1, size: 20, hasMore: false, cursor: null }
            : { records: [evaluation('1'), evaluation('2', { purchaserName: '匿名买家', stars: 3, tags: ['品质一般'], content: null })], current: 1, size: 20, hasMore: false, cursor: null }),
          summary: rating(),
        }),
    })
    render(<SupplierEvaluation />)
    await settle()
    expect(screen.getByTestId('rating-summary').textContent).toContain('4.6')
    expect(screen.getByTestId('rating-summary').textContent).toContain('共25条评价')
    const cards = screen.getAllByTestId('evaluation-card')
    expect(cards[0].textContent).toContain('城南生鲜采购中心')
    expect(cards[0].textContent).toContain('菜很新鲜')
    expect(cards[0].textContent).toContain('货品新鲜')
    expect(cards[1].textContent).toContain('匿名买家')
    expect(screen.getAllByTestId('stars').map((s) => s.getAttribute('data-value'))).toEqual(['4.6', '5', '3'])
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '5星', '4星', '3星', '2星', '1星'])
    await tapTab('1星')
    expect(formBody(requestsTo(API.evaluations)[1])).toEqual({ current: '1', size: '20', stars: '1' })
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无1星评价')
    expect(screen.getByTestId('rating-summary').textContent).toContain('共25条评价')
    await tapTab('全部')
    await act(async () => {
      fireEvent.click(screen.getAllByText(/订单号：/)[0])
    })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/order/detail?id=o-1' }])
  })

  test('empty and error', () =>
    expectEmptyAndError(SupplierEvaluation, API.evaluations, '暂无评价', ok({ records: [], current: 1, size: 20, hasMore: false, cursor: null, summary: rating({ avgStars: 0, count: 0, starCounts: [0, 0, 0, 0, 0] }) })))
})

function sales(period: StatPeriod, extra: Partial<SupplierSales> = {}): SupplierSales {
  const n = period === 'day' ? 30 : 12
  return {
    period,
    from: '2026-10-24',
    to: '2026-11-22',
    totals: { orderCount: 48, salesFen: 1234500, refundFen: 5000, buyerCount: 7, avgOrderFen: 25719 },
    series: Array.from({ length: n }, (_, i) => ({ label: `11-${String(i + 1).padStart(2, '0')}`, start: '2026-11-01', orderCount: i % 3, amountFen: (i % 3) * 10000 })),
    topProducts: [
      { productId: 'p1', productName: '大白菜', unit: 'kg', quantity: 320.5, amountFen: 63800 },
      { productId: 'p2', productName: '土豆', unit: 'kg', quantity: 200, amountFen: 70000 },
    ],
    ...extra,
  }
}

describe('sales statistics', () => {
  beforeEach(() => onPage('/supplier/statistics/index', {}, ['supplier/index']))

  test('totals, the columns of the series in yuan, the top products; each period asks again', async () => {
    answer({ [API.supplierSales]: (r) => ok(sales(formBody(r).period as StatPeriod)) })
    render(<SupplierStatistics />)
    await settle()
    expect(formBody(requestsTo(API.supplierSales)[0])).toEqual({ period: 'day' })
    const totals = screen.getByTestId('stats-totals').textContent
    expect(totals).toContain('¥12,345.00')
    expect(totals).toContain('48')
    expect(totals).toContain('¥257.19')
    expect(screen.getAllByTestId('top-product').map((p) => p.textContent)).toEqual([expect.stringContaining('大白菜'), expect.stringContaining('土豆')])
    expect(screen.getAllByTestId('top-product')[0].textContent).toContain('销量 320.5kg')
    // The same column strip as the buyer's statistics: one column per day, a tap tells its amount.
    expect(screen.getAllByTestId('bar')).toHaveLength(30)
    expect(screen.getByTestId('bars-picked').textContent).toContain('销售额')
    await tap(screen.getAllByTestId('bar')[1])
    expect(screen.getByTestId('bars-picked').textContent).toContain('销售额 ¥100.00')
    await tapTab('按月')
    expect(formBody(requestsTo(API.supplierSales)[1])).toEqual({ period: 'month' })
    expect(screen.getAllByTestId('bar')).toHaveLength(12)
  })

  test('nothing sold: empty chart and list instead; error with retry', async () => {
    answer({ [API.supplierSales]: ok(sales('day', { series: [{ label: '11-22', start: '2026-11-22', orderCount: 0, amountFen: 0 }], topProducts: [] })) })
    const { unmount } = render(<SupplierStatistics />)
    await settle()
    expect(screen.getAllByTestId('state-empty').map((e) => e.textContent)).toEqual([expect.stringContaining('该时段暂无销售'), expect.stringContaining('暂无商品销售')])
    expect(screen.queryByTestId('bar')).toBeNull()
    unmount()
    answer({ [API.supplierSales]: fail('服务器繁忙，请稍后再试') })
    render(<SupplierStatistics />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
    expect(screen.getAllByTestId('filter-tab')).toHaveLength(3)
  })
})
