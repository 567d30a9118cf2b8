/**
 * @jest-environment jsdom
 */
/**
 * A trade subpackage page of the PRODUCTION weapp build in miniprogram-simulate: the public trace
 * query (/suyuan/index) opened from a trace QR code's link reads the code from its query, calls
 * the public traceSource endpoint without a token and draws the answer; a typed code is looked up
 * from the 查询 button. See harness.ts.
 */
import { bootApp, mountPage, waitFor, weappDir, type Booted } from './harness'

jest.setTimeout(90_000)

let app: Booted
beforeAll(() => {
  app = bootApp(weappDir())
})

type Req = { url: string; header?: Record<string, string>; success?: (r: unknown) => void; complete?: (r: unknown) => void }

const TRACE = {
  traceCode: 'T7QK2M4ZP3X6N5RA',
  productName: '大白菜',
  skuName: '精品大白菜',
  categoryName: '叶菜类',
  origin: '山东寿光',
  saleDate: '2026-11-22',
  marketName: '江南农产品批发交易中心',
  supplier: { id: 's1', name: '绿源果蔬商行', boothCodes: ['A-01'], rating: { avgStars: 4.6, count: 25, starCounts: [0, 1, 1, 6, 17] } },
  batch: { batchNo: 'PC20261120000001', entryDate: '2026-11-20', shelfLifeDays: 5, expiryDate: '2026-11-25' },
  entry: null,
  inspection: null,
}

test('suyuan/index: the trace code of the link is looked up publicly and shown; a typed one too', async () => {
  app.wx.request.mockImplementation((o: Req) => {
    const found = /id=T7QK2M4ZP3X6N5RA/.test(o.url)
    const data = found ? { state: 0, msg: '', result: TRACE } : { state: 1, msg: '溯源码不存在', result: null }
    setTimeout(() => {
      o.success?.({ errMsg: 'request:ok', statusCode: 200, data, header: {} })
      o.complete?.({})
    }, 0)
    return { abort: jest.fn(), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }
  })
  const page = mountPage('suyuan/index', { code: 'T7QK2M4ZP3X6N5RA' })
  try {
    await page.waitForText('绿源果蔬商行')
    await page.waitForText('PC20261120000001')
    // (The app start's own call, the centre's name, may come first.)
    const req = (app.wx.request.mock.calls as [Req][]).map(([r]) => r).find((r) => r.url.includes('/traceSource/'))!
    expect(req.url).toMatch(/\/api\/settle\/traceSource\/queryById\?id=T7QK2M4ZP3X6N5RA$/)
    expect(req.header?.Authorization).toBeUndefined()
    // A typed code that is not one: the 提示 says so, nothing is asked.
    app.wx.request.mockClear()
    await page.input('hello', 0)
    await page.tap('查询', 'wx-button *')
    await waitFor(() => app.wx.showModal.mock.calls.some(([o]) => (o as { content?: string }).content === '溯源码格式不正确，请核对后重试'), 'the format 提示')
    expect(app.wx.request).not.toHaveBeenCalled()
  } finally {
    page.unmount()
  }
})
