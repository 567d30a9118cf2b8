/** Stock and loss reports, and the bills list (issue 12): /supplier/inventory/index, breakage, /supplier/bill/index. */
import { fireEvent, render, screen, within } from '@testing-library/react'
import SupplierBillList from '@/supplier/bill/index'
import SupplierBreakage from '@/supplier/inventory/breakage'
import SupplierInventory from '@/supplier/inventory/index'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { BACKOFFICE_DICT, batch, bill, billCounts, confirmPicker, lossReport, pageOf, stockItem, tap } from './backofficeFixtures'
import { answer, buttonDisabled, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const STOCK = '/api/warehouse/supStockMain/page'
const REPORTS = '/api/warehouse/supLossReportApplyMain/page'
const CREATE = '/api/warehouse/supLossReportApplyMain/createLossReportOrder'
const UPDATE = '/api/warehouse/supLossReportApplyMain/updateLossReportOrder'
const DELETE = '/api/warehouse/supLossReportApplyMain/deleteLossReportOrder'
const BILLS = '/api/settle/billInfo/page'
const COUNTS = '/api/settle/billStatistics/myQuantityByPayStatus'

beforeEach(() => {
  loginAs('supplier', { isAdmin: true })
  useDictionary.setState({ entries: BACKOFFICE_DICT })
})

const lineInput = (i: number) => screen.getAllByTestId('loss-line')[i].querySelector('input')!
const typeLine = (i: number, value: string) => fireEvent.change(lineInput(i), { target: { value } })

describe('stock', () => {
  beforeEach(() => onPage('/supplier/inventory/index', {}, ['supplier/index']))

  test('loading, then each SKU with its total and batches: entry date, shelf life, expiry marks', async () => {
    holdRequests()
    const { unmount } = render(<SupplierInventory />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    unmount()
    answer({
      [STOCK]: pageOf([
        stockItem('s1', [batch('b1', { nearExpiry: true, daysLeft: 2 }), batch('b2', { expired: true, daysLeft: -1 }), batch('b3')], { lowStock: true, lowStockQty: 100 }),
      ]),
    })
    render(<SupplierInventory />)
    await settle()
    expect(screen.getByTestId('stock-total').textContent).toBe('库存不足 60公斤')
    const batches = screen.getAllByTestId('stock-batch').map((b) => b.textContent)
    expect(batches[0]).toContain('PC202603010b1')
    expect(batches[0]).toContain('20公斤 / 入库 50公斤')
    expect(batches[0]).toContain('入库 2026-03-01 · 保质期 10天 · 到期 2026-03-11')
    expect(screen.getAllByTestId('batch-mark').map((m) => m.textContent)).toEqual(['临期 · 剩2天', '已过期'])
    await tap(screen.getAllByTestId('batch-loss')[1])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/inventory/breakage?batchId=b2' })
  })

  test('临期 and 含零库存 filter through the request; search; empty and error states', async () => {
    answer({ [STOCK]: (r) => (formBody(r).nearExpiry ? pageOf([]) : pageOf([stockItem('s1', [batch('b1')])])) })
    render(<SupplierInventory />)
    await settle()
    await tap(screen.getByText('临期'))
    expect(formBody(requestsTo(STOCK).at(-1)!)).toMatchObject({ nearExpiry: 'true' })
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无临期批次')
    await tap(screen.getByText('含零库存'))
    expect(formBody(requestsTo(STOCK).at(-1)!)).toMatchObject({ includeEmpty: 'true' })
    answer({ [STOCK]: fail('当前账号没有该功能的权限') })
    await tap(screen.getByText('有库存'))
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })
})

describe('loss reports', () => {
  const stock = () => pageOf([stockItem('s1', [batch('b1', { quantity: 20 }), batch('b2', { quantity: 3.5 })]), stockItem('s2', [batch('b3', { quantity: 8 })])])

  test('the list by state, with lines, reject reason and actions by state', async () => {
    onPage('/supplier/inventory/breakage', {}, ['supplier/index', 'supplier/inventory/index'])
    answer({
      [REPORTS]: (r) =>
        formBody(r).status === 'rejected'
          ? pageOf([lossReport('3', { status: 'rejected', rejectReason: '照片不清晰' })])
          : pageOf([lossReport('1'), lossReport('2', { status: 'approved', auditTime: '2026-03-03T08:00:00.000Z' })]),
    })
    render(<SupplierBreakage />)
    await settle()
    const cards = screen.getAllByTestId('list-card')
    expect(cards[0].textContent).toContain('BS202603010001')
    expect(cards[0].textContent).toContain('待审核')
    expect(cards[0].textContent).toContain('报损原因：破损')
    expect(cards[0].textContent).toContain('商品s1（PC2026030101）报损 2公斤')
    expect(within(cards[0]).getByText('修改')).toBeTruthy()
    expect(within(cards[0]).getByText('删除')).toBeTruthy()
    expect(within(cards[1]).queryByText('删除')).toBeNull()
    expect(cards[1].textContent).toContain('审核时间：2026-03-03')
    await tap(screen.getByText('已驳回'))
    expect(formBody(requestsTo(REPORTS).at(-1)!)).toMatchObject({ status: 'rejected' })
    const rejected = screen.getAllByTestId('list-card')[0]
    expect(rejected.textContent).toContain('驳回原因：照片不清晰')
    expect(within(rejected).getByText('删除')).toBeTruthy()
    expect(within(rejected).queryByText('修改')).toBeNull()
  })

  test('from a batch: the form starts with it; quantities above the stock are refused; the report is filed and the list shows', async () => {
    onPage('/supplier/inventory/breakage', { batchId: 'b2' }, ['supplier/index', 'supplier/inventory/index'])
    answer({ [STOCK]: stock(), [REPORTS]: pageOf([lossReport('9')]), [CREATE]: ok({ id: '9', reportNo: 'BS202603010009' }) })
    const { container } = render(<SupplierBreakage />)
    await settle()
    expect(screen.getAllByTestId('loss-line')[0].textContent).toContain('商品s1 PC202603010b2')
    expect(screen.getAllByTestId('loss-line')[0].textContent).toContain('库存 3.5公斤')
    await clickButton(container, '提交报损')
    expect(lastModal().content).toBe('请选择报损原因')
    await tap(screen.getAllByTestId('picker-value')[0])
    await confirmPicker()
    await clickButton(container, '提交报损')
    expect(lastModal().content).toBe('请输入「商品s1 PC202603010b2」的报损数量')
    typeLine(0, '3.6')
    await clickButton(container, '提交报损')
    expect(lastModal().content).toBe('报损数量不能超过库存')
    typeLine(0, '1.234')
    await clickButton(container, '提交报损')
    expect(lastModal().content).toBe('报损数量格式不正确，最多2位小数')
    typeLine(0, '3.5')
    // A second batch through 添加批次 (the first not yet on the form).
    await tap(screen.getAllByTestId('picker-value')[1])
    await confirmPicker()
    expect(screen.getAllByTestId('loss-line')).toHaveLength(2)
    typeLine(1, '5')
    expect(requestsTo(CREATE)).toHaveLength(0)
    await clickButton(container, '提交报损')
    expect(requestsTo(CREATE)[0].data).toEqual({ reasonType: 'damaged', lines: [{ batchId: 'b2', quantity: 3.5 }, { batchId: 'b1', quantity: 5 }] })
    expect(taroMock.toasts.at(-1)?.title).toBe('提交成功')
    expect(taroMock.navigations).toHaveLength(0)
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('BS202603010009')
  })

  test('a pending report is edited (lines replaced) and a report deleted after the question', async () => {
    onPage('/supplier/inventory/breakage', {}, ['supplier/index', 'supplier/inventory/index'])
    answer({ [STOCK]: stock(), [REPORTS]: pageOf([lossReport('1')]), [UPDATE]: ok({ id: '1', reportNo: 'BS202603010001' }), [DELETE]: ok(null) })
    const { container } = render(<SupplierBreakage />)
    await settle()
    await clickButton(container, '修改')
    expect(document.body.textContent).toContain('修改报损单')
    expect((lineInput(0) as HTMLInputElement).value).toBe('2')
    await tap(screen.getByText('移除'))
    await clickButton(container, '保存修改')
    expect(lastModal().content).toBe('请添加报损批次')
    await tap(screen.getAllByTestId('picker-value')[1])
    await confirmPicker()
    typeLine(0, '4')
    await clickButton(container, '保存修改')
    expect(requestsTo(UPDATE)[0].data).toEqual({ id: '1', reasonType: 'damaged', lines: [{ batchId: 'b1', quantity: 4 }] })
    expect(taroMock.toasts.at(-1)?.title).toBe('修改成功')
    taroMock.modalAnswer = true
    await clickButton(container, '删除')
    expect(lastModal().content).toBe('确定删除报损单BS202603010001吗？')
    expect(formBody(requestsTo(DELETE)[0])).toEqual({ id: '1' })
  })

  test('a report that got no answer is sent again as the same action (same idempotency key); an answer starts a new one', async () => {
    onPage('/supplier/inventory/breakage', { batchId: 'b1' }, ['supplier/index', 'supplier/inventory/index'])
    let round = 0
    answer({ [STOCK]: stock(), [REPORTS]: pageOf([]), [CREATE]: () => (round++ === 0 ? { fail: 'request:fail net::ERR_CONNECTION_RESET' } : fail('报损数量不能超过库存')) })
    const { container } = render(<SupplierBreakage />)
    await settle()
    await tap(screen.getAllByTestId('picker-value')[0])
    await confirmPicker()
    typeLine(0, '2')
    await clickButton(container, '提交报损')
    await clickButton(container, '提交报损')
    await clickButton(container, '提交报损')
    const keys = requestsTo(CREATE).map((r) => r.header?.['Idempotency-Key'])
    expect(keys).toHaveLength(3)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  test('a link to a batch that is not the shop\'s says 批次不存在; one emptied since says 该批次已无库存', async () => {
    for (const [batchId, text] of [
      ['zzz', '批次不存在'],
      ['b0', '该批次已无库存'],
    ]) {
      onPage('/supplier/inventory/breakage', { batchId }, ['supplier/index', 'supplier/inventory/index'])
      answer({ [STOCK]: pageOf([stockItem('s1', [batch('b1'), batch('b0', { quantity: 0 })])]), [REPORTS]: pageOf([]) })
      const { unmount } = render(<SupplierBreakage />)
      await settle()
      expect(screen.getAllByTestId('loss-line')[0].textContent).toContain(text)
      unmount()
    }
  })

  test('a refused report keeps the form; 取消 goes back to the list; empty list', async () => {
    onPage('/supplier/inventory/breakage', { batchId: 'b1' }, ['supplier/index', 'supplier/inventory/index'])
    answer({ [STOCK]: stock(), [REPORTS]: pageOf([]), [CREATE]: fail('报损数量不能超过库存') })
    const { container } = render(<SupplierBreakage />)
    await settle()
    await tap(screen.getAllByTestId('picker-value')[0])
    await confirmPicker()
    typeLine(0, '2')
    await clickButton(container, '提交报损')
    expect(lastModal().content).toBe('报损数量不能超过库存')
    expect((lineInput(0) as HTMLInputElement).value).toBe('2')
    expect(buttonDisabled(container, '提交报损')).toBe(false)
    await clickButton(container, '取消')
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无报损单')
  })
})

describe('bills', () => {
  beforeEach(() => onPage('/supplier/bill/index', {}, ['supplier/index']))

  test('the outstanding sum and counts; tabs with counts filter by pay status; a bill opens its detail', async () => {
    answer({
      [COUNTS]: ok(billCounts()),
      [BILLS]: (r) =>
        formBody(r).payStatus === 'partial'
          ? pageOf([bill('b3', { payStatus: 'partial', paidFen: 20000, outstandingFen: 100000 })])
          : pageOf([bill('b1', { overdue: true }), bill('b2', { payStatus: 'paid', paidFen: 120000, outstandingFen: 0 })]),
    })
    render(<SupplierBillList />)
    await settle()
    expect(screen.getByTestId('bill-summary').textContent).toBe('¥2,500.00待缴金额3待缴账单1已逾期')
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部(8)', '未支付(2)', '部分支付(1)', '已支付(5)', '已退款(0)'])
    const cards = screen.getAllByTestId('list-card')
    expect(cards[0].textContent).toContain('2026年3月租金b1')
    expect(within(cards[0]).getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['已逾期', '未支付'])
    expect(cards[0].textContent).toContain('租金 · 2026-03-01 至 2026-03-31')
    expect(cards[0].textContent).toContain('账单金额 ¥1,200.00')
    expect(cards[0].textContent).toContain('到期日：2026-03-15')
    await tap(screen.getByText('部分支付(1)'))
    expect(formBody(requestsTo(BILLS).at(-1)!)).toMatchObject({ payStatus: 'partial' })
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('待缴 ¥1,000.00')
    await tap(screen.getAllByTestId('list-card')[0])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/bill/details?id=b3' })
  })

  test('empty and error states', async () => {
    answer({ [COUNTS]: ok(billCounts({ total: 0 })), [BILLS]: pageOf([]) })
    const { unmount } = render(<SupplierBillList />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无账单')
    unmount()
    answer({ [COUNTS]: fail('x'), [BILLS]: fail('服务器繁忙') })
    render(<SupplierBillList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
    expect(screen.getByTestId('bill-summary').textContent).toContain('—')
  })
})
