import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import UCharts from '@qiun/ucharts'
import type { PriceAnalysis, PriceRow } from '@/contract/types'
import { lazyModule, loadedModule, type LazyModule } from '@/core/lazy'
import PublicPrice from '@/public-price'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

jest.mock('@qiun/ucharts', () => ({ __esModule: true, default: jest.fn() }))
// The canvas node of a laid-out 2d canvas: 300 × 220 CSS pixels on a 2× screen.
const mockContext = { fake: '2d' }
const mockCanvas = { width: 0, height: 0, getContext: jest.fn(() => mockContext) }
jest.mock('@/core/wechat/canvasNode', () => ({
  canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas, width: 300, height: 220, pixelRatio: 2 })),
}))
const chart = UCharts as unknown as jest.Mock
// The chart's and the popup's modules as the page sees them (TrendChart/lazy, AnalysisPanel/lazy):
// ready at once (weapp, lazy.ts) unless a test swaps in an H5-like on-demand load (lazy.h5.ts).
type Holder = { current: LazyModule<unknown> | null }
const mockChartModule: Holder = { current: null }
const mockPanelModule: Holder = { current: null }
/** Read on use: the mocked modules are made (at import) before these holders are. */
function mockSwappable(holder: () => Holder): LazyModule<unknown> {
  return {
    get loaded() {
      return holder().current!.loaded
    },
    load: () => holder().current!.load(),
  }
}
jest.mock('@/public-price/components/TrendChart/lazy', () => ({ trendChartModule: mockSwappable(() => mockChartModule) }))
jest.mock('@/public-price/components/AnalysisPanel/lazy', () => ({ analysisPanelModule: mockSwappable(() => mockPanelModule) }))

const API = '/api/member/collectPrice/'
const row = (productId: string, productName: string, bigCateId: string, price: number, change: number, changeRate: number, warning = false): PriceRow => ({
  productId,
  productName,
  bigCateId,
  bigCateName: bigCateId === '1' ? '蔬菜' : '水果',
  unit: '斤',
  price,
  minPrice: price - 0.2,
  maxPrice: price + 0.3,
  prevPrice: price - change,
  change,
  changeRate,
  warning,
})
const ROWS = [
  row('11', '大白菜', '1', 1.5, 0.3, 25, true),
  row('12', '土豆', '1', 2.2, -0.1, -4.35),
  row('21', '红富士苹果', '2', 6.8, 0, 0),
]

function analysis(days: 7 | 30 | 90): PriceAnalysis {
  const points = Array.from({ length: days }, (_, i) => ({
    date: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    price: 1 + i / 100,
    minPrice: 0.8 + i / 100,
    maxPrice: 1.3 + i / 100,
  }))
  return { productId: '11', productName: '大白菜', unit: '斤', bigCateName: '蔬菜', days, points, min: days === 90 ? 0.5 : 1, max: days === 90 ? 2.9 : 1.06, avg: 1.03, latest: 1.5, prev: 1.2, change: 0.3, changeRate: 25 }
}

function standardAnswers(extra: Parameters<typeof answer>[0] = {}) {
  answer({
    [`${API}queryLatestDate`]: ok({ date: '2026-11-20' }),
    [`${API}queryBigCate`]: ok([{ id: '1', name: '蔬菜' }, { id: '2', name: '水果' }]),
    [`${API}collectDisplayAll`]: (r) => {
      const { bigCateId } = formBody(r)
      return ok({ date: '2026-11-20', warnPercent: 12, items: ROWS.filter((x) => !bigCateId || x.bigCateId === bigCateId) })
    },
    [`${API}collectAnalyseOne`]: (r) => ok(analysis(Number(formBody(r).days) as 7 | 30 | 90)),
    ...extra,
  })
}

const rowNames = () => screen.queryAllByTestId('price-row').map((r) => r.querySelector('.price-table__product')?.textContent)
const rowOf = (name: string) => screen.getAllByTestId('price-row').find((r) => r.textContent?.includes(name))!

async function renderPage() {
  const view = render(<PublicPrice />)
  await settle()
  return view
}

/** An on-demand import the test finishes: `finish(true)` loads `module`, `finish(false)` fails like a dropped chunk. */
function controlledImport(module: () => unknown) {
  let finish: (ok: boolean) => void = () => undefined
  const importer = jest.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        finish = (ok) => (ok ? resolve(module()) : reject(Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' })))
      }),
  )
  return { importer, finish: async (ok: boolean) => act(async () => finish(ok)) }
}

beforeEach(() => {
  mockChartModule.current = loadedModule(jest.requireActual('@/public-price/components/TrendChart'))
  mockPanelModule.current = loadedModule(jest.requireActual('@/public-price/components/AnalysisPanel'))
  onPage('/public-price/index')
  chart.mockClear()
  mockCanvas.getContext.mockClear()
})

test('a visitor sees the latest date, the categories and every product, with no token sent', async () => {
  standardAnswers()
  expect(useSession.getState().user).toBeNull()
  await renderPage()
  expect(screen.getByTestId('price-date').textContent).toContain('2026年11月20日')
  expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '蔬菜', '水果'])
  expect(rowNames()).toEqual(['大白菜', '土豆', '红富士苹果'])
  expect(within(rowOf('土豆')).getByTestId('price-value').textContent).toBe('¥2.20')
  expect(rowOf('土豆').textContent).toContain('斤 · 2.00–2.50')
  expect(screen.getByTestId('price-legend').textContent).toContain('12%')
  expect(screen.queryByTestId('state-login')).toBeNull()
  // The shell: the route's title, no login needed.
  expect(document.querySelector('.app-navbar__title')?.textContent).toBe('价格公示')
  for (const ep of ['queryLatestDate', 'queryBigCate', 'collectDisplayAll']) {
    expect(requestsTo(API + ep)).toHaveLength(1)
    expect(requestsTo(API + ep)[0].header?.Authorization).toBeUndefined()
  }
  expect(formBody(requestsTo(`${API}collectDisplayAll`)[0]).bigCateId).toBeUndefined()
})

test('a logged-in user also sends no token to the public calls', async () => {
  standardAnswers()
  loginAs('purchaser')
  await renderPage()
  expect(rowNames()).toHaveLength(3)
  expect(requestsTo(`${API}collectDisplayAll`)[0].header?.Authorization).toBeUndefined()
})

test('rise red, fall green, flat grey, with signed change and percentage', async () => {
  standardAnswers()
  await renderPage()
  const change = (name: string) => within(rowOf(name)).getByTestId('price-change')
  expect(rowOf('大白菜').dataset.trend).toBe('up')
  expect(change('大白菜').style.color).toBe('rgb(194, 58, 58)')
  expect(change('大白菜').textContent).toBe('+0.30+25.00%')
  expect(rowOf('土豆').dataset.trend).toBe('down')
  expect(change('土豆').style.color).toBe('rgb(27, 126, 44)')
  expect(change('土豆').textContent).toBe('-0.10-4.35%')
  expect(rowOf('红富士苹果').dataset.trend).toBe('flat')
  expect(change('红富士苹果').style.color).toBe('rgb(100, 106, 115)')
  expect(change('红富士苹果').textContent).toBe('0.000.00%')
})

test('the 异动 mark only on rows with the warning flag', async () => {
  standardAnswers()
  await renderPage()
  expect(within(rowOf('大白菜')).queryByText('异动')).not.toBeNull()
  expect(within(rowOf('土豆')).queryByText('异动')).toBeNull()
  expect(within(rowOf('红富士苹果')).queryByText('异动')).toBeNull()
})

test('switching category refetches with its id and shows its rows', async () => {
  standardAnswers()
  await renderPage()
  fireEvent.click(screen.getAllByTestId('filter-tab')[2])
  await settle()
  const board = requestsTo(`${API}collectDisplayAll`)
  expect(board).toHaveLength(2)
  expect(formBody(board[1]).bigCateId).toBe('2')
  expect(rowNames()).toEqual(['红富士苹果'])
  fireEvent.click(screen.getAllByTestId('filter-tab')[0])
  await settle()
  expect(formBody(requestsTo(`${API}collectDisplayAll`)[2]).bigCateId).toBeUndefined()
  expect(rowNames()).toHaveLength(3)
})

test('the search filters the rows by product name', async () => {
  jest.useFakeTimers()
  try {
    standardAnswers()
    render(<PublicPrice />)
    await act(async () => void (await jest.runOnlyPendingTimersAsync()))
    await act(async () => void (await jest.runOnlyPendingTimersAsync()))
    const input = screen.getByTestId('search-bar').querySelector('input')!
    act(() => void fireEvent.change(input, { target: { value: '苹果' } }))
    act(() => void jest.advanceTimersByTime(300))
    expect(rowNames()).toEqual(['红富士苹果'])
    act(() => void fireEvent.change(input, { target: { value: '西瓜' } }))
    act(() => void jest.advanceTimersByTime(300))
    expect(rowNames()).toEqual([])
    expect(screen.getByTestId('state-empty').textContent).toContain('没有找到相关商品')
  } finally {
    jest.useRealTimers()
  }
})

test('a product opens its analysis: 7 days first, then 30 and 90, each drawn', async () => {
  standardAnswers()
  await renderPage()
  fireEvent.click(rowOf('大白菜'))
  await settle()
  const panel = screen.getByTestId('price-analysis')
  expect(screen.getByText('大白菜 价格走势')).toBeTruthy()
  const calls = () => requestsTo(`${API}collectAnalyseOne`).map(formBody)
  expect(calls()).toEqual([{ productId: '11', days: '7' }])
  expect(requestsTo(`${API}collectAnalyseOne`)[0].header?.Authorization).toBeUndefined()
  expect(within(panel).getByTestId('stat-最低价').textContent).toContain('¥1.00')
  expect(within(panel).getByTestId('stat-最高价').textContent).toContain('¥1.06')
  expect(within(panel).getByTestId('stat-平均价').textContent).toContain('¥1.03')
  const change = within(panel).getByTestId('stat-较前日')
  expect(change.dataset.trend).toBe('up')
  expect(change.textContent).toContain('+0.30 +25.00%')
  expect((change.querySelector('.price-analysis__stat-value') as HTMLElement).style.color).toBe('rgb(194, 58, 58)')

  // The chart: the canvas sized for the pixel ratio, its 2d context, the three series.
  expect(chart).toHaveBeenCalledTimes(1)
  const opts = chart.mock.calls[0][0]
  expect(mockCanvas).toMatchObject({ width: 600, height: 440 })
  expect(opts).toMatchObject({ type: 'line', context: mockContext, width: 600, height: 440, pixelRatio: 2, canvas2d: true })
  const a7 = analysis(7)
  expect(opts.categories).toEqual(a7.points.map((p) => p.date.slice(5)))
  expect(opts.series.map((s: { name: string }) => s.name)).toEqual(['均价', '最高价', '最低价'])
  expect(opts.series[0].data).toEqual(a7.points.map((p) => p.price))
  expect(opts.series[1].data).toEqual(a7.points.map((p) => p.maxPrice))
  expect(opts.series[2].data).toEqual(a7.points.map((p) => p.minPrice))

  fireEvent.click(within(panel).getByText('近30天'))
  await settle()
  expect(calls()[1]).toEqual({ productId: '11', days: '30' })
  expect(chart.mock.calls.at(-1)[0].categories).toHaveLength(30)

  fireEvent.click(within(panel).getByText('近90天'))
  await settle()
  expect(calls()[2]).toEqual({ productId: '11', days: '90' })
  const last = chart.mock.calls.at(-1)[0]
  expect(last.series[0].data).toEqual(analysis(90).points.map((p) => p.price))
  expect(within(screen.getByTestId('price-analysis')).getByTestId('stat-最高价').textContent).toContain('¥2.90')
})

test('an analysis that fails shows its error and retries', async () => {
  let failing = true
  standardAnswers({ [`${API}collectAnalyseOne`]: (r) => (failing ? fail('记录不存在') : ok(analysis(Number(formBody(r).days) as 7))) })
  await renderPage()
  fireEvent.click(rowOf('土豆'))
  await settle()
  const panel = screen.getByTestId('price-analysis')
  expect(within(panel).getByTestId('state-error').textContent).toContain('记录不存在')
  expect(chart).not.toHaveBeenCalled()
  failing = false
  await clickButton(panel, '重新加载')
  expect(requestsTo(`${API}collectAnalyseOne`)).toHaveLength(2)
  expect(chart).toHaveBeenCalledTimes(1)
})

test('H5: the chart code loads only when the popup opens, with a loading state; a failed load retries', async () => {
  standardAnswers()
  const { importer, finish } = controlledImport(() => jest.requireActual('@/public-price/components/TrendChart'))
  mockChartModule.current = lazyModule(importer)
  await renderPage()
  // The board is drawn without the chart's code.
  expect(rowNames()).toHaveLength(3)
  expect(importer).not.toHaveBeenCalled()

  fireEvent.click(rowOf('大白菜'))
  await settle()
  // Fetched once, on opening, beside the analysis; the stats show, the chart's place is loading.
  expect(importer).toHaveBeenCalledTimes(1)
  const panel = screen.getByTestId('price-analysis')
  expect(within(panel).getByTestId('stat-最低价').textContent).toContain('¥1.00')
  expect(within(within(panel).getByTestId('trend-chart-pending')).getByTestId('state-loading')).toBeTruthy()
  expect(chart).not.toHaveBeenCalled()

  // The network drops: a Chinese message and 重新加载, which fetches the code again.
  await finish(false)
  await settle()
  expect(within(panel).getByTestId('trend-chart-pending').textContent).toContain('走势图加载失败，请检查网络后重试')
  expect(within(panel).queryByText(/chunk/i)).toBeNull()
  await clickButton(panel, '重新加载')
  expect(importer).toHaveBeenCalledTimes(2)
  await finish(true)
  await settle()
  expect(within(panel).queryByTestId('trend-chart-pending')).toBeNull()
  expect(within(panel).getByTestId('trend-chart')).toBeTruthy()
  expect(chart).toHaveBeenCalledTimes(1)
  // The analysis was asked for once: retrying the chart does not reload the data.
  expect(requestsTo(`${API}collectAnalyseOne`)).toHaveLength(1)

  // Loaded once for good: another product draws at once.
  fireEvent.click(document.querySelector('.nut-popup-title-right')!)
  await settle()
  fireEvent.click(rowOf('土豆'))
  // The popup opens through NutUI's transition timers: wait for the chart, not for a fixed time.
  await waitFor(() => expect(chart).toHaveBeenCalledTimes(2))
  expect(importer).toHaveBeenCalledTimes(2)
  expect(screen.queryByTestId('trend-chart-pending')).toBeNull()
})

test('H5: the popup code loads on the first pick, with the loading toast, beside the chart code; a failed load says so and the next tap retries', async () => {
  standardAnswers()
  const panel = controlledImport(() => jest.requireActual('@/public-price/components/AnalysisPanel'))
  const chartCode = controlledImport(() => jest.requireActual('@/public-price/components/TrendChart'))
  mockPanelModule.current = lazyModule(panel.importer)
  mockChartModule.current = lazyModule(chartCode.importer)
  await renderPage()
  expect(rowNames()).toHaveLength(3)
  expect(panel.importer).not.toHaveBeenCalled()
  expect(chartCode.importer).not.toHaveBeenCalled()

  fireEvent.click(rowOf('大白菜'))
  await settle()
  expect(panel.importer).toHaveBeenCalledTimes(1)
  expect(chartCode.importer).toHaveBeenCalledTimes(1)
  expect(taroMock.loadings.at(-1)).toBe('加载中...')
  expect(taroMock.loadingVisible).toBe(true)
  expect(screen.queryByTestId('price-analysis')).toBeNull()

  // The network drops: the toast goes, a message says why, the pick is dropped.
  await panel.finish(false)
  await settle()
  expect(taroMock.loadingVisible).toBe(false)
  expect(taroMock.toasts.at(-1)?.title).toBe('加载失败，请检查网络后重试')
  expect(screen.queryByTestId('price-analysis')).toBeNull()
  expect(requestsTo(`${API}collectAnalyseOne`)).toHaveLength(0)

  // The next tap fetches the code again; it opens with the analysis and, once its code is in, the chart.
  fireEvent.click(rowOf('土豆'))
  await settle()
  expect(panel.importer).toHaveBeenCalledTimes(2)
  await panel.finish(true)
  await settle()
  expect(taroMock.loadingVisible).toBe(false)
  expect(screen.getByText('土豆 价格走势')).toBeTruthy()
  expect(within(screen.getByTestId('price-analysis')).getByTestId('trend-chart-pending')).toBeTruthy()
  await chartCode.finish(true)
  await settle()
  expect(within(screen.getByTestId('price-analysis')).getByTestId('trend-chart')).toBeTruthy()
  expect(chartCode.importer).toHaveBeenCalledTimes(1)
})

test('a category without prices shows the empty state, the tabs stay', async () => {
  standardAnswers({ [`${API}collectDisplayAll`]: (r) => ok({ date: '2026-11-20', warnPercent: 10, items: formBody(r).bigCateId ? [] : ROWS }) })
  await renderPage()
  fireEvent.click(screen.getAllByTestId('filter-tab')[1])
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('该分类暂无价格')
  expect(screen.getAllByTestId('filter-tab')).toHaveLength(3)
})

test('a failed board shows the error and 重新加载 loads it again', async () => {
  let failing = true
  standardAnswers({ [`${API}collectDisplayAll`]: () => (failing ? { statusCode: 500, data: '' } : ok({ date: '2026-11-20', warnPercent: 10, items: ROWS })) })
  const { container } = await renderPage()
  expect(screen.getByTestId('state-error')).toBeTruthy()
  failing = false
  await clickButton(container, '重新加载')
  expect(rowNames()).toHaveLength(3)
})

test('without any price data the page shows the error with a retry', async () => {
  standardAnswers({ [`${API}queryLatestDate`]: fail('暂无价格数据') })
  await renderPage()
  expect(screen.getByTestId('state-error').textContent).toContain('暂无价格数据')
  expect(screen.queryByTestId('price-table')).toBeNull()
})
