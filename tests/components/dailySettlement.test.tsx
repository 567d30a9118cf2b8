/** The shop's daily settlement screen (/supplier/statistics/daily): figures, day choice, share, every state. */
import { render, screen } from '@testing-library/react'
import type { DailySettlement } from '@/contract/types'
import SupplierDailySettlement from '@/supplier/statistics/daily'
import { marketToday } from '@/core/marketTime'
import { shareDay } from './dailySettlementFixtures'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const API = '/api/settle/supplierData/dailySettlement'

const painted: string[] = []
const shared: Array<{ fileName: string }> = []
jest.mock('@/core/wechat/canvasNode', () => ({
  canvasNode: async () => {
    const ctx = { fillStyle: '', font: '', textAlign: '', textBaseline: '', scale: () => undefined, fillRect: () => undefined, fillText: (text: string) => void painted.push(text) }
    return { canvas: { width: 0, height: 0, getContext: () => ctx }, width: 375, height: 600, pixelRatio: 2 }
  },
}))
jest.mock('@/core/wechat/shareImage', () => ({
  shareCanvasImage: async (_canvas: unknown, fileName: string) => {
    shared.push({ fileName })
    return true
  },
}))

const exported: unknown[] = []
jest.mock('@/core/wechat/exportFile', () => ({ openExport: async (link: unknown) => (exported.push(link), true) }))

const rows = () => [...document.querySelectorAll('[data-testid="settlement-row"]')].map((r) => [r.getAttribute('data-key'), r.textContent])

beforeEach(() => {
  painted.length = 0
  shared.length = 0
  exported.length = 0
  loginAs('supplier', { customerId: 'sup1' })
  onPage('/supplier/statistics/daily', {}, ['supplier/index'])
})

test("today's figures: the totals, each section's rows with count and amount", async () => {
  answer({ [API]: ok(shareDay(marketToday())) })
  render(<SupplierDailySettlement />)
  await settle()
  expect(formBody(requestsTo(API)[0]!)).toEqual({ day: marketToday() })
  const totals = screen.getByTestId('stats-totals').textContent
  expect(totals).toContain('¥1,230.00实收合计')
  expect(totals).toContain('5订单数')
  expect(totals).toContain('¥1,500.00销售合计')
  expect(rows()).toEqual([
    ['goods', '商品金额5笔¥1,503.00'],
    ['balance', '预存款支付2笔¥800.00'],
    ['wechat', '微信支付2笔¥500.00'],
    ['credit', '赊账1笔¥200.00'],
    ['salesTotal', '销售合计5笔¥1,500.00'],
    ['owed', '新增赊账1笔¥200.00'],
    ['repaid', '收回欠款1笔¥100.00'],
    ['repaidBalance', '其中预存款还款1笔¥100.00'],
    ['repaidWechat', '其中微信还款0笔¥0.00'],
    ['refundBalance', '退回预存款1笔¥170.00'],
    ['refundWechat', '原路退回微信0笔¥0.00'],
    ['refundTotal', '退款合计1笔¥170.00'],
    ['couponUsed', '优惠券抵扣1张¥3.00'],
    ['cashSales', '当日现结4笔¥1,300.00'],
    ['repayIn', '收回欠款1笔¥100.00'],
    ['refundOut', '退款1笔-¥170.00'],
    ['net', '实收合计6笔¥1,230.00'],
  ])
  expect([...document.querySelectorAll('.app-detail-section__title')].map((t) => t.textContent)).toEqual(['销售', '赊账与还款', '退款', '优惠券', '实收'])
})

test('前一天 reads the day before; 后一天 is disabled on today, never a future day', async () => {
  answer({ [API]: (r) => ok(shareDay(formBody(r).day!)) })
  const { container } = render(<SupplierDailySettlement />)
  await settle()
  expect(buttonDisabled(container, '后一天')).toBe(true)
  await clickButton(container, '前一天')
  await settle()
  const yesterday = formBody(requestsTo(API)[1]!).day!
  expect(yesterday < marketToday()).toBe(true)
  expect(screen.getByTestId('date-time-value').textContent).toBe(yesterday)
  expect(buttonDisabled(container, '后一天')).toBe(false)
  await clickButton(container, '后一天')
  await settle()
  expect(formBody(requestsTo(API)[2]!).day).toBe(marketToday())
})

test('分享日结图片 draws the same figures and shares the picture named by the day', async () => {
  answer({ [API]: ok(shareDay('2026-11-20')) })
  const { container } = render(<SupplierDailySettlement />)
  await settle()
  await clickButton(container, '分享日结图片')
  await settle()
  expect(shared).toEqual([{ fileName: '日结对账-2026-11-20.png' }])
  expect(painted[0]).toBe('绿源果蔬商行 日结对账')
  expect(painted).toEqual(expect.arrayContaining(['实收 ¥1,230.00', '预存款支付', '2笔', '¥800.00', '退款', '-¥170.00', '优惠券抵扣', '1张']))
})

test('导出日结 asks for the day as XLSX and hands the one-time link to openExport', async () => {
  const link = { url: '/api/export/file/abc', fileName: '日结对账-2026-11-20.xlsx', format: 'xlsx' as const, expiresAt: '2026-11-26T10:05:00.000Z' }
  answer({ [API]: ok(shareDay('2026-11-20')), [`${API}Export`]: ok(link) })
  const { container } = render(<SupplierDailySettlement />)
  await settle()
  await clickButton(container, '导出日结')
  await settle()
  expect(formBody(requestsTo(`${API}Export`)[0]!)).toEqual({ day: '2026-11-20', format: 'xlsx' })
  expect(exported).toEqual([link])
})

test('a day with nothing moved: 当日暂无交易, no share; an error offers 重新加载', async () => {
  const quiet: DailySettlement = { ...shareDay(marketToday()), orderCount: 0, netFen: 0, hasActivity: false }
  answer({ [API]: ok(quiet) })
  const { unmount } = render(<SupplierDailySettlement />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('当日暂无交易')
  expect(screen.queryByText('分享日结图片')).toBeNull()
  expect(screen.getByText('对账日期')).toBeTruthy()
  unmount()
  answer({ [API]: fail('服务器繁忙，请稍后再试') })
  render(<SupplierDailySettlement />)
  await settle()
  expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
  answer({ [API]: ok(shareDay(marketToday())) })
  await clickButton(document.body, '重新加载')
  await settle()
  expect(screen.getAllByTestId('settlement-row')).toHaveLength(17)
})

test('a sub-account without 日结对账: 暂无权限 and no request; logged out: the login state and no request', async () => {
  loginAs('supplier', { customerId: 'sup1', isAdmin: false }, [{ id: '1', caption: '经营统计' }])
  const { unmount } = render(<SupplierDailySettlement />)
  await settle()
  expect(document.body.textContent).toContain('暂无权限')
  expect(taroMock.requests).toHaveLength(0)
  unmount()
  const { useSession } = await import('@/stores/session')
  useSession.setState({ user: null })
  render(<SupplierDailySettlement />)
  await settle()
  expect(screen.getByTestId('state-login')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})
