/**
 * The gate screens (issue 20): the merchants' vehicles in and out (the supplier's and the
 * purchaser's route sets share domain/inout), the public parking payment, and the market office's
 * exit decision. States (not logged in, no permission, loaded, refused), what each action sends.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import PurchaserInout from '@/purchaser/inout/index'
import SupplierApplyOut from '@/supplier/inout/applyOut'
import SupplierStay from '@/supplier/inout/details'
import SupplierExit from '@/supplier/inout/outDetails'
import OfficeExit from '@/staff/office/outmarketDetail'
import ScanPay from '@/suyuan/scanpay/index'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { exitDetail, fee, page, stayDetail, stayItem } from './gateFixtures'

const STAYS = '/api/gate/inmarketMain/page'
const STAY = '/api/gate/inmarketMain/queryById'
const EXIT = '/api/gate/outmarketMain/queryById'
const FEE = '/api/gate/outmarketMain/getCurrentParkingFee'
const APPLY = '/api/gate/outmarketMain/outmarketApplication'
const PAY = '/api/gate/outmarketMain/payImmediately'
const tags = () => screen.getAllByTestId('status-tag').map((t) => t.textContent)
const jsonBody = (path: string) => requestsTo(path)[0]!.data as Record<string, unknown>

describe.each([
  ['the purchaser\'s list', PurchaserInout, '/purchaser/inout/index', {}],
  ['an entry', SupplierStay, '/supplier/inout/details', { id: 's2' }],
  ['an exit', SupplierExit, '/supplier/inout/outDetails', { id: 'x1' }],
  ['the exit form', SupplierApplyOut, '/supplier/inout/applyOut', {}],
  ['the office\'s exit', OfficeExit, '/staff/office/outmarketDetail', { id: 'x1' }],
] as const)('%s, not logged in', (_name, Screen, path, params) => {
  test('the login prompt and no request', async () => {
    onPage(path, params)
    render(<Screen />)
    await settle()
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('the merchants\' vehicles', () => {
  test('the purchaser sees its vehicles inside first; a row opens its own route set', async () => {
    loginAs('purchaser')
    onPage('/purchaser/inout/index', {}, ['purchaser/index'])
    answer({ [STAYS]: ok(page([stayItem(1), stayItem(2)])) })
    render(<PurchaserInout />)
    await settle()
    expect(formBody(requestsTo(STAYS)[0]!)).toMatchObject({ inside: 'true' })
    expect(tags()).toEqual(['在场', '在场'])
    fireEvent.click(screen.getAllByTestId('list-card')[1]!)
    await settle()
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/purchaser/inout/details?id=s2'])
  })

  test('an entry: goods with their origin, weights, parking due; no driver phone says 未查询到司机电话; 申请出场 names the entry', async () => {
    loginAs('supplier')
    onPage('/supplier/inout/details', { id: 's2' }, ['supplier/index'])
    answer({ [STAY]: ok(stayDetail()) })
    const { container } = render(<SupplierStay />)
    await settle()
    expect(screen.getByText('根茎类 · 内蒙古乌兰察布')).toBeTruthy()
    expect(screen.getByText('800kg')).toBeTruthy()
    expect(screen.getAllByText('¥65.00').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByTestId('detail-phone'))
    await settle()
    expect(taroMock.toasts.map((t) => t.title)).toContain('未查询到司机电话')
    await clickButton(container, '申请出场')
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/supplier/inout/applyOut?recordId=s2'])
  })

  test('a refused exit: the reason, 重新提交 opens the form with it; 立即支付 pays what is due by plate', async () => {
    loginAs('supplier')
    onPage('/supplier/inout/outDetails', { id: 'x1' }, ['supplier/index'])
    answer({ [EXIT]: ok(exitDetail('rejected')) })
    const refused = render(<SupplierExit />)
    await settle()
    expect(screen.getByTestId('reject-reason').textContent).toContain('请补充出场货品的重量')
    expect(screen.queryByText(/立即支付 ¥/)).toBeNull()
    await clickButton(refused.container, '重新提交')
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/supplier/inout/applyOut?id=x1'])
    refused.unmount()

    answer({ [EXIT]: ok(exitDetail('submitted')), [PAY]: fail('停车费已变化，请确认后重新支付') })
    const open = render(<SupplierExit />)
    await settle()
    await clickButton(open.container, '立即支付 ¥65.00')
    await settle()
    expect(jsonBody(PAY)).toMatchObject({ plateNumber: '浙A7L902', amountFen: 6500 })
    expect(taroMock.modals.map((m) => m.content)).toContain('停车费已变化，请确认后重新支付')
  })

  test('the exit form: the fee so far, the goods taken out (over the entry refused), then the application and its screen', async () => {
    loginAs('supplier')
    onPage('/supplier/inout/applyOut', { recordId: 's2' }, ['supplier/index'])
    answer({ [STAYS]: ok(page([stayItem(2)])), [STAY]: ok(stayDetail()), [FEE]: ok(fee()), [APPLY]: ok({ id: 'x9', applyNo: 'CC1', dueFen: 6500 }) })
    const { container } = render(<SupplierApplyOut />)
    await settle()
    expect(screen.getByText('当前停车费')).toBeTruthy()
    expect(requestsTo(FEE)[0]!.url).toContain(encodeURIComponent('浙A7L902'))
    typeInto(container, 'q:g1', '900')
    await clickButton(container, '提交申请')
    expect(taroMock.modals.map((m) => m.content)).toContain('「土豆」出场数量不能超过进场数量800斤')
    expect(requestsTo(APPLY)).toHaveLength(0)
    typeInto(container, 'q:g1', '100')
    typeInto(container, 'w:g1', '100')
    await clickButton(container, '提交申请')
    await settle()
    expect(jsonBody(APPLY)).toEqual({ recordId: 's2', items: [{ goodsId: 'g1', quantity: 100, weight: 100 }], payMode: 'online' })
    expect(taroMock.navigations.map((n) => n.url)).toContain('/supplier/inout/outDetails?id=x9')
  })
})

describe('the market office', () => {
  test('without 进出场管理: 当前账号没有该功能的权限 and nothing requested', async () => {
    loginAs('staff', {}, [{ id: '1', caption: '设置' }])
    onPage('/staff/office/outmarketDetail', { id: 'x1' }, ['staff/index'])
    render(<OfficeExit />)
    await settle()
    expect(screen.getByTestId('state-no-permission').textContent).toContain('当前账号没有该功能的权限')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('refusing an exit needs a reason, then sends it', async () => {
    loginAs('staff', {}, [{ id: '1', caption: '进出场管理' }])
    onPage('/staff/office/outmarketDetail', { id: 'x1' }, ['staff/index'])
    answer({ '/api/market/outmarket/queryById': ok({ ...exitDetail('submitted'), customerId: 'c1', customerName: '绿源果蔬商行' }), '/api/market/outmarket/reject': ok({ id: 'x1', status: 'rejected' }) })
    const { container } = render(<OfficeExit />)
    await settle()
    expect(screen.getByText('绿源果蔬商行')).toBeTruthy()
    await clickButton(container, '驳回')
    await clickButton(container, '确认驳回')
    expect(taroMock.modals.map((m) => m.content)).toContain('请填写驳回原因')
    fireEvent.input(container.querySelector('textarea')!, { target: { value: '请补充出场货品的重量' } })
    await clickButton(container, '确认驳回')
    await settle()
    expect(formBody(requestsTo('/api/market/outmarket/reject')[0]!)).toEqual({ id: 'x1', reason: '请补充出场货品的重量' })
  })
})

describe('parking paid by plate, no login', () => {
  test('a typed plate shows its fee; nothing due says so; a bad plate is refused without a request', async () => {
    onPage('/suyuan/scanpay/index')
    answer({ [FEE]: ok(fee({ dueFen: 0, paidFen: 6500, leaveBy: '2026-11-26T10:15:00+08:00' })) })
    const { container } = render(<ScanPay />)
    await settle()
    expect(screen.queryByText('您还未登录')).toBeNull()
    typeInto(container, 'plateNumber', 'abc')
    await clickButton(container, '查询停车费')
    expect(taroMock.modals.map((m) => m.content)).toContain('请输入正确的车牌号')
    expect(requestsTo(FEE)).toHaveLength(0)
    typeInto(container, 'plateNumber', '浙a7l902')
    await clickButton(container, '查询停车费')
    await settle()
    expect(requestsTo(FEE)[0]!.url).toContain(encodeURIComponent('浙A7L902'))
    expect(screen.getByTestId('nothing-due').textContent).toContain('当前无需缴纳停车费')
    expect(screen.queryByText(/立即支付/)).toBeNull()
  })
})
