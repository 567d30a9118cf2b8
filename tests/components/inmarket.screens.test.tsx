import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { gate } from '@/contract/gate'
import { member } from '@/contract/member'
import { announceChange } from '@/core/refresh'
import InmarketIndex from '@/pages/inmarket/index'
import InmarketRecord from '@/pages/inmarket/record'
import InmarketRecordDetail from '@/pages/inmarket/recordDetail'
import InmarketSuccess from '@/pages/inmarket/success'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'
import { page, prefillDetail, prefillItem } from './inmarketFixtures'

const PAGE = '/api/gate/inmarketPrefillMain/page'
const DETAIL = '/api/gate/inmarketPrefillMain/queryById'
const REVOKE = '/api/gate/inmarketPrefillMain/revokePrefillOrder'

const buttons = (container: HTMLElement) => [...container.querySelectorAll('.nut-button')].map((b) => b.textContent)

// The create and product screens have their own files (same check there).
describe.each([
  ['index', InmarketIndex, '/pages/inmarket/index', {}],
  ['success', InmarketSuccess, '/pages/inmarket/success', { id: 'p1' }],
  ['record list', InmarketRecord, '/pages/inmarket/record', {}],
  ['record detail', InmarketRecordDetail, '/pages/inmarket/recordDetail', { id: 'p1' }],
] as const)('%s, not logged in', (_name, Screen, path, params) => {
  test('the login prompt and no request', async () => {
    onPage(path, params)
    render(<Screen />)
    await settle()
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('index', () => {
  beforeEach(() => onPage('/pages/inmarket/index', {}, ['supplier/index']))

  test('the latest reports with their state, the total, 我要报备 and 全部记录', async () => {
    loginAs('supplier')
    answer({ [PAGE]: ok(page([prefillItem(1, 'submitted'), prefillItem(2, 'rejected')], 12)) })
    const { container } = render(<InmarketIndex />)
    await settle()
    expect(formBody(requestsTo(PAGE)[0])).toEqual({ current: '1', size: '5', withTotal: 'true' })
    expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['待审核', '已驳回'])
    expect(screen.getByText('浙A12341')).toBeTruthy()
    expect(screen.getByTestId('all-records').textContent).toBe('全部记录（12）')
    await clickButton(container, '我要报备')
    fireEvent.click(screen.getByTestId('all-records'))
    await settle()
    fireEvent.click(screen.getAllByTestId('list-card')[1])
    await settle()
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/pages/inmarket/create', '/pages/inmarket/record', '/pages/inmarket/recordDetail?id=p2'])
  })

  test('a write to the entry reports reloads the latest; another resource\'s write does not', async () => {
    loginAs('supplier')
    answer({ [PAGE]: ok(page([prefillItem(1)])) })
    render(<InmarketIndex />)
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(1)
    await act(async () => announceChange([member.complaintComplaint]))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(1)
    answer({ [PAGE]: ok(page([prefillItem(2, 'revoked'), prefillItem(1)], 2)) })
    await act(async () => announceChange([gate.inmarketPrefillMain.revokePrefillOrder]))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(2)
    expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['已撤销', '待审核'])
  })

  test('no reports yet: the empty line; a failed load: the error state', async () => {
    loginAs('supplier')
    answer({ [PAGE]: ok(page([])) })
    const { unmount } = render(<InmarketIndex />)
    await settle()
    expect(screen.getByText('暂无报备记录')).toBeTruthy()
    unmount()
    answer({ [PAGE]: fail('服务器繁忙') })
    render(<InmarketIndex />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})

describe('success', () => {
  beforeEach(() => onPage('/pages/inmarket/success', { id: 'p1' }, ['supplier/index', 'pages/inmarket/index']))

  test('order number, plate, expected time; 查看报备 and 返回首页', async () => {
    loginAs('supplier')
    answer({ [DETAIL]: ok(prefillDetail('submitted')) })
    const { container } = render(<InmarketSuccess />)
    await settle()
    expect(formBody(requestsTo(DETAIL)[0])).toEqual({ id: 'p1' })
    const text = container.textContent ?? ''
    expect(text).toContain('报备已提交')
    expect(text).toContain('BB202601010001')
    expect(text).toContain('浙A12341')
    expect(text).toMatch(/预计进场2026-01-02 \d\d:30/)
    await clickButton(container, '查看报备')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/pages/inmarket/recordDetail?id=p1' })
    await clickButton(container, '返回首页')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'reLaunch', url: '/supplier/index' })
  })

  test('a failed load: the error state', async () => {
    loginAs('purchaser')
    answer({ [DETAIL]: fail('记录不存在') })
    render(<InmarketSuccess />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})

describe('record list', () => {
  beforeEach(() => onPage('/pages/inmarket/record', {}, ['pages/inmarket/index']))

  test('state tabs filter the list; pull-to-refresh reloads page 1 and stops the spinner', async () => {
    loginAs('supplier')
    answer({
      [PAGE]: (opts) => {
        const q = formBody(opts)
        return ok(q.status === 'rejected' ? page([prefillItem(3, 'rejected')]) : page([prefillItem(1), prefillItem(2, 'approved')]))
      },
    })
    render(<InmarketRecord />)
    await settle()
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '待审核', '已通过', '已驳回', '已入场', '已撤销'])
    expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['待审核', '已通过'])
    expect(formBody(requestsTo(PAGE)[0])).toEqual({ current: '1', size: '20' })

    fireEvent.click(screen.getByText('已驳回', { selector: '[data-testid="filter-tab"] span' }))
    await settle()
    expect(formBody(requestsTo(PAGE).at(-1)!)).toEqual({ current: '1', size: '20', status: 'rejected' })
    expect(screen.getAllByTestId('status-tag').map((t) => t.textContent)).toEqual(['已驳回'])

    const before = requestsTo(PAGE).length
    await act(async () => taroMock.fire('pullDownRefresh'))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(before + 1)
    expect(formBody(requestsTo(PAGE).at(-1)!)).toEqual({ current: '1', size: '20', status: 'rejected' })
    expect(taroMock.navigations).toEqual([])
  })

  test('empty: 暂无报备记录', async () => {
    loginAs('supplier')
    answer({ [PAGE]: ok(page([])) })
    render(<InmarketRecord />)
    await settle()
    expect(screen.getByText('暂无报备记录')).toBeTruthy()
  })
})

describe('record detail', () => {
  beforeEach(() => onPage('/pages/inmarket/recordDetail', { id: 'p1' }, ['pages/inmarket/record']))

  test('no id: the missing-parameter state and no request', async () => {
    loginAs('supplier')
    onPage('/pages/inmarket/recordDetail', {})
    render(<InmarketRecordDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少报备单编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('every field and the goods; a submitted report can be revoked after confirming, then shows 已撤销', async () => {
    loginAs('supplier')
    let status = 'submitted'
    answer({
      [DETAIL]: () => ok(prefillDetail(status as 'submitted')),
      [REVOKE]: () => {
        status = 'revoked'
        return ok({ id: 'p1' })
      },
    })
    const { container } = render(<InmarketRecordDetail />)
    await settle()
    const text = container.textContent ?? ''
    for (const t of ['BB202601010001', '浙A12341', '中型货车', '张师傅', '137****0001', '凌晨到货', '红富士苹果', '120箱', '800.5', '共2种，总重2000.5kg']) expect(text).toContain(t)
    // The driver's mobile is masked (spec section 9); a tap calls the full number.
    expect(text).not.toContain('13700000001')
    expect(screen.getByTestId('status-tag').textContent).toBe('待审核')
    expect(buttons(container)).toEqual(['撤销报备'])

    taroMock.modalAnswer = false
    await clickButton(container, '撤销报备')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '确定要撤销该报备吗？' }))
    expect(requestsTo(REVOKE)).toHaveLength(0)

    taroMock.modalAnswer = true
    await clickButton(container, '撤销报备')
    expect(formBody(requestsTo(REVOKE)[0])).toEqual({ id: 'p1' })
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '已撤销' }))
    expect(screen.getByTestId('status-tag').textContent).toBe('已撤销')
    expect(buttons(container)).toEqual([])
  })

  test('the driver phone calls the driver; without one, tapping it says 未查询到司机电话', async () => {
    loginAs('supplier')
    const call = jest.spyOn(Taro, 'makePhoneCall')
    let phone = '13700000001'
    answer({ [DETAIL]: () => ok(prefillDetail('submitted', { driverPhone: phone })) })
    const first = render(<InmarketRecordDetail />)
    await settle()
    fireEvent.click(screen.getByTestId('detail-phone'))
    await settle()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13700000001' })
    first.unmount()

    call.mockClear()
    phone = ''
    render(<InmarketRecordDetail />)
    await settle()
    const row = screen.getByTestId('detail-phone')
    expect(row.textContent).toBe('—')
    fireEvent.click(row)
    await settle()
    expect(call).not.toHaveBeenCalled()
    expect(taroMock.toasts.map((t) => t.title)).toContain('未查询到司机电话')
  })

  test('rejected: the reason and 重新提交 (create?id=), no revoke', async () => {
    loginAs('supplier')
    answer({ [DETAIL]: ok(prefillDetail('rejected')) })
    const { container } = render(<InmarketRecordDetail />)
    await settle()
    expect(screen.getByTestId('reject-reason').textContent).toContain('货物重量与车辆核载不符')
    expect(buttons(container)).toEqual(['重新提交'])
    await clickButton(container, '重新提交')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/inmarket/create?id=p1' }])
  })

  test.each(['approved', 'revoked'] as const)('%s: no actions', async (status) => {
    loginAs('supplier')
    answer({ [DETAIL]: ok(prefillDetail(status)) })
    const { container } = render(<InmarketRecordDetail />)
    await settle()
    expect(buttons(container)).toEqual([])
    expect(screen.queryByTestId('reject-reason')).toBeNull()
    expect(container.textContent).not.toContain('入场记录')
  })

  test('entered: the entry time and the gate entry record', async () => {
    loginAs('supplier')
    answer({
      [DETAIL]: ok(prefillDetail('entered')),
      '/api/gate/inmarketMain/page': ok(page([{ id: 'e9', plateNumber: '浙A12341', entryTime: '2026-01-02T03:00:00.000Z', gateName: '1号门', prefillOrderNo: 'BB202601010001', itemCount: 1 }])),
      '/api/gate/inmarketMain/queryById': ok({
        id: 'e9',
        plateNumber: '浙A12341',
        entryTime: '2026-01-02T03:00:00.000Z',
        gateName: '1号门',
        prefillOrderNo: 'BB202601010001',
        itemCount: 1,
        vehicleTypeName: '中型货车',
        driverName: '张师傅',
        items: [{ productId: 'g1', productName: '红富士苹果', categoryName: '水果', quantity: 118, unit: '箱', weight: 1180 }],
      }),
    })
    const { container } = render(<InmarketRecordDetail />)
    await settle()
    expect(formBody(requestsTo('/api/gate/inmarketMain/page')[0])).toEqual(expect.objectContaining({ keyword: '浙A12341' }))
    expect(formBody(requestsTo('/api/gate/inmarketMain/queryById')[0])).toEqual({ id: 'e9' })
    const text = container.textContent ?? ''
    expect(text).toContain('进场时间')
    expect(text).toContain('入场记录')
    expect(text).toContain('1号门')
    expect(text).toContain('118箱')
    expect(buttons(container)).toEqual([])
  })

  test('another merchant\'s report: the error state with the server message', async () => {
    loginAs('supplier')
    answer({ [DETAIL]: fail('记录不存在') })
    render(<InmarketRecordDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})
