/**
 * The office's 财务对账 (/staff/office/finance/index) and 支付对账 (/staff/office/finance/reconcile),
 * module 财务对账: no permission and not logged in ask nothing; 导出 asks for a one-time link and
 * hands it to openExport (weapp: downloaded with the user's token, opened as XLSX); a refusal
 * downloads nothing; the period rules in the server's words; the reconciliation's four groups,
 * its mismatches listed, an empty day, an error with 重新加载.
 */
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ExportLink, Reconciliation } from '@/contract/types'
import { periodError } from '@/domain/finance/period'
import OfficeFinance from '@/staff/office/finance'
import OfficeReconcile from '@/staff/office/finance/reconcile'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const LINK = '/api/market/financeExport/link'
const RECONCILE = '/api/market/financeExport/reconcile'
const OFFICE = [{ id: '1', caption: '财务对账' }]

const downloads: Array<{ url: string; header?: Record<string, string> }> = []
const opened: Array<{ filePath: string; fileType?: string }> = []
beforeEach(() => {
  downloads.length = 0
  opened.length = 0
  Object.assign(Taro, {
    downloadFile: (o: { url: string; header?: Record<string, string> }) => (downloads.push(o), Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://tmp/export.xlsx' })),
    openDocument: (o: { filePath: string; fileType?: string }) => (opened.push(o), Promise.resolve()),
  })
})

const link: ExportLink = { url: '/api/export/file/abc', fileName: '账单_2026-11-01_2026-11-26.xlsx', format: 'xlsx', expiresAt: '2026-11-26T10:05:00.000Z' }

describe('财务对账: exports', () => {
  beforeEach(() => onPage('/staff/office/finance/index', {}, ['staff/index']))

  test('without 财务对账: no permission, nothing requested; logged out: the login state', async () => {
    loginAs('staff', {}, [{ id: '1', caption: '设置' }])
    const first = render(<OfficeFinance />)
    await settle()
    expect(screen.getByTestId('state-no-permission')).toBeTruthy()
    first.unmount()
    loginAs('staff', {}, OFFICE)
    const { useSession } = await import('@/stores/session')
    useSession.setState({ user: null })
    render(<OfficeFinance />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('导出 asks for a link of the chosen period and opens the downloaded XLSX with the user\'s token', async () => {
    const user = loginAs('staff', {}, OFFICE)
    answer({ [LINK]: () => ok(link) })
    const { container } = render(<OfficeFinance />)
    await settle()
    expect(screen.getByText('支付对账')).toBeTruthy()
    await clickButton(container, '导出')
    await settle()
    const body = formBody(requestsTo(LINK)[0]!)
    expect(body).toMatchObject({ kind: 'bills', format: 'xlsx' })
    expect(body.from <= body.to).toBe(true)
    expect(downloads).toEqual([expect.objectContaining({ url: expect.stringMatching(/\/api\/export\/file\/abc$/), header: { Authorization: user.token } })])
    expect(opened).toEqual([expect.objectContaining({ filePath: 'wxfile://tmp/export.xlsx', fileType: 'xlsx' })])
  })

  test('a refused export downloads nothing (the server\'s words are shown)', async () => {
    loginAs('staff', {}, OFFICE)
    answer({ [LINK]: () => fail('导出区间不能超过92天') })
    const { container } = render(<OfficeFinance />)
    await settle()
    await clickButton(container, '导出')
    await settle()
    expect(taroMock.modals.map((m) => m.content)).toContain('导出区间不能超过92天')
    expect(downloads).toHaveLength(0)
  })

  test('the period rules are the server\'s', () => {
    expect(periodError('2026-11-02', '2026-11-01', '2026-11-26')).toBe('开始日期不能晚于结束日期')
    expect(periodError('2026-08-01', '2026-11-01', '2026-11-26')).toBe('导出区间不能超过92天')
    expect(periodError('2026-08-02', '2026-11-01', '2026-11-26')).toBeNull()
    expect(periodError('2026-11-01', '2026-11-27', '2026-11-26')).toBe('结束日期不能大于当前时间，请重新选择！')
  })
})

const group = (count: number, amountFen: number, items: Reconciliation['groups']['matched']['items'] = []) => ({ count, amountFen, items })
const recon = (over: Partial<Reconciliation['groups']> = {}): Reconciliation => ({
  day: '2026-11-25',
  statement: { count: 3, paidFen: 128_700, refundedFen: 0 },
  groups: { matched: group(2, 120_050), missingLocal: group(0, 0), missingProvider: group(0, 0), amountDiffers: group(0, 0), ...over },
})

describe('支付对账', () => {
  beforeEach(() => onPage('/staff/office/finance/reconcile', {}, ['staff/index', 'staff/office/finance/index']))

  test('yesterday by default: four groups with counts and amounts; a mismatch is listed with both sides', async () => {
    loginAs('staff', {}, OFFICE)
    answer({ [RECONCILE]: () => ok(recon({ missingLocal: group(1, 8_650, [{ kind: 'payment', no: 'PY20261125LOST', providerId: '4200x', providerFen: 8_650, localFen: null, time: '2026-11-25 10:15:00' }]) })) })
    render(<OfficeReconcile />)
    await settle()
    expect(formBody(requestsTo(RECONCILE)[0]!).day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByTestId('recon-matched').textContent).toContain('2笔')
    expect(screen.getByTestId('recon-matched').textContent).toContain('¥1,200.50')
    expect(screen.getByTestId('recon-missingLocal').textContent).toContain('1笔')
    expect(screen.getByText('本地缺失（1笔）')).toBeTruthy()
    expect(screen.getByTestId('recon-item').textContent).toContain('PY20261125LOST')
    expect(screen.getByTestId('recon-item').textContent).toContain('平台 ¥86.50 · 本地 无')
  })

  test('a day without online payments is the empty state; an error offers 重新加载', async () => {
    loginAs('staff', {}, OFFICE)
    let calls = 0
    answer({ [RECONCILE]: () => (++calls === 1 ? fail('暂时无法获取支付平台对账单，请稍后重试') : ok(recon({ matched: group(0, 0) }))) })
    const { container } = render(<OfficeReconcile />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('暂时无法获取支付平台对账单')
    await clickButton(container, '重新加载')
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('当日没有在线支付或退款')
  })

  test('without 财务对账: no permission and nothing requested', async () => {
    loginAs('staff', {}, [{ id: '1', caption: '设置' }])
    render(<OfficeReconcile />)
    await settle()
    expect(screen.getByTestId('state-no-permission')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})
