/** The shop's electronic scale screens (issue 25 point 5): the list, registering one, the tickets, confirming a ticket. */
import { render, screen } from '@testing-library/react'
import type { ScaleItem, TicketInfo } from '@/contract/types'
import SupplierScaleList from '@/stall/scale/index'
import SupplierScaleRegister from '@/stall/scale/register'
import SupplierScaleTickets from '@/stall/scale/tickets'
import SupplierScaleTicketConfirm from '@/stall/scale/confirm'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { API, pageOf, tap } from './tradeFixtures'

const SCALE_API = {
  register: '/api/member/electronicScaleManage/register',
  reissue: '/api/member/electronicScaleManage/reissueKey',
  tickets: '/api/settle/scanOrder/page',
  ticket: '/api/settle/scanOrder/queryById',
  confirm: '/api/settle/scanOrder/confirm',
}
const SECRET = `sk_${'Ab3_'.repeat(10)}xyz`

beforeEach(() => loginAs('supplier', { realName: '李绿源', customerId: 'sup1' }))

const cards = () => screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')
const scale = (id: string, extra: Partial<ScaleItem> = {}): ScaleItem => ({
  id,
  serialNo: `ES-${id}`,
  name: `${id}号电子秤`,
  model: 'ACS-30',
  ownerType: 'shop',
  state: 'bound',
  boundTime: '2026-12-01T00:00:00Z',
  unboundTime: null,
  keyIssuedTime: '2026-12-01T00:00:00Z',
  lastSync: { version: 3, status: 'sent', createTime: '2026-12-07T01:00:00Z' },
  ...extra,
})
const ticket = (extra: Partial<TicketInfo> = {}): TicketInfo => ({
  id: 't1',
  code: 'SOABCDEFGHJKMNPQ',
  status: 'open',
  supplierId: 'sup1',
  supplierName: '绿源果蔬商行',
  boothCodes: ['A-01'],
  purchaserName: null,
  scaleName: '1号电子秤',
  scaleTicketNo: 'ES-1-000017',
  weighedAt: '2026-12-07T01:30:00Z',
  lines: [{ skuId: 's3', productName: '土豆', skuName: '土豆', unit: 'kg', quantity: 2.35, priceFen: 320, amountFen: 752 }],
  goodsFen: 752,
  remark: null,
  expiresAt: '2026-12-07T03:30:00Z',
  createTime: '2026-12-07T01:30:01Z',
  orderId: null,
  orderNo: null,
  orderStatus: null,
  ...extra,
})

describe('电子秤', () => {
  beforeEach(() => onPage('/stall/scale/index', {}, ['supplier/index']))

  test('lists the scales with their PLU delivery (已同步 / 待同步) and key; re-issuing shows the new key once', async () => {
    answer({
      [API.scales]: pageOf([scale('1'), scale('2', { lastSync: { version: 5, status: 'pending', createTime: '2026-12-07T02:00:00Z' }, keyIssuedTime: null }), scale('3', { state: 'unbound', unboundTime: '2026-12-05T00:00:00Z' })]),
      [SCALE_API.reissue]: ok({ scale: scale('1'), secret: SECRET }),
    })
    const { container } = render(<SupplierScaleList />)
    await settle()
    expect(cards()[0]).toContain('已同步')
    expect(cards()[0]).toContain('第3版')
    expect(cards()[1]).toContain('待同步')
    expect(cards()[1]).toContain('未设置密钥')
    expect(cards()[2]).toContain('已解绑')
    expect(cards()[2]).not.toContain('重置密钥')
    await clickButton(container, '重置密钥')
    expect(lastModal().content).toContain('旧密钥将立即失效')
    expect(formBody(requestsTo(SCALE_API.reissue)[0])).toEqual({ id: '1' })
    await settle()
    expect(document.body.textContent).toContain(SECRET)
    await clickButton(document.body, '我已保存')
    expect(document.body.textContent).not.toContain(SECRET)
  })

  test('not logged in: the login state, no request', async () => {
    useSession.setState({ user: null })
    render(<SupplierScaleList />)
    await settle()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('登记电子秤', () => {
  beforeEach(() => onPage('/stall/scale/register', {}, ['supplier/index', 'stall/scale/index']))

  test('a bad serial number is refused with nothing sent; a refusal keeps the form; then the key is shown once and 我已保存 goes back', async () => {
    let refuse = true
    answer({ [SCALE_API.register]: () => (refuse ? fail('该电子秤已被登记') : ok({ scale: scale('9', { serialNo: 'ES-LY-0009', name: '9号秤' }), secret: SECRET })) })
    const { container } = render(<SupplierScaleRegister />)
    await settle()
    typeInto(container, 'serialNo', 'x')
    typeInto(container, 'name', '9号秤')
    await clickButton(container, '登记')
    expect(lastModal().content).toBe('设备编号需为4-32位字母、数字、-或_')
    expect(requestsTo(SCALE_API.register)).toHaveLength(0)
    typeInto(container, 'serialNo', 'ES-LY-0009')
    await clickButton(container, '登记')
    expect(formBody(requestsTo(SCALE_API.register)[0])).toEqual({ serialNo: 'ES-LY-0009', name: '9号秤' })
    expect(fieldValue(container, 'serialNo')).toBe('ES-LY-0009')
    refuse = false
    await clickButton(container, '登记')
    expect(container.textContent).toContain(SECRET)
    expect(container.textContent).toContain('密钥仅显示这一次')
    await clickButton(container, '我已保存')
    expect(taroMock.navigations.at(-1)).toEqual(expect.objectContaining({ kind: 'navigateBack' }))
  })
})

describe('秤票', () => {
  test('the open weighing tickets by default; an open one opens its confirm', async () => {
    onPage('/stall/scale/tickets', {}, ['supplier/index'])
    answer({ [SCALE_API.tickets]: pageOf([ticket()]) })
    render(<SupplierScaleTickets />)
    await settle()
    expect(formBody(requestsTo(SCALE_API.tickets)[0])).toEqual(expect.objectContaining({ status: 'open', fromScale: 'true' }))
    expect(cards()[0]).toContain('土豆 2.35kg')
    expect(cards()[0]).toContain('ES-1-000017')
    expect(cards()[0]).toContain('¥7.52')
    await tap(screen.getByTestId('list-card'))
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/stall/scale/confirm?id=t1' })
  })
})

describe('确认秤票', () => {
  beforeEach(() => onPage('/stall/scale/confirm', { id: 't1' }, ['supplier/index', 'stall/scale/tickets']))

  test('no buyer: refused, nothing sent; a buyer found by phone: confirmed as an order, which opens', async () => {
    answer({
      [SCALE_API.ticket]: ok(ticket()),
      [API.buyers]: pageOf([{ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '王采购', mobile: '139****0003' }]),
      [SCALE_API.confirm]: ok({ id: 'o9', orderNo: 'DD20261207000009', status: 'unpaid', payableFen: 752 }),
    })
    const { container } = render(<SupplierScaleTicketConfirm />)
    await settle()
    expect(container.textContent).toContain('ES-1-000017')
    expect(container.textContent).toContain('SOABCDEFGHJKMNPQ')
    await clickButton(container, '确认开单')
    expect(lastModal().content).toBe('请选择买家')
    expect(requestsTo(SCALE_API.confirm)).toHaveLength(0)
    typeInto(container, 'buyerKeyword', '13900000003')
    await clickButton(container, '查找')
    await tap(screen.getByTestId('buyer-option'))
    await clickButton(container, '确认开单')
    expect(requestsTo(SCALE_API.confirm)[0].data).toEqual({ id: 't1', purchaserId: 'pur1', payMethod: 'wechat' })
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/supplier/order/detail?id=o9' })
  })

  test('a claimed ticket offers its order instead of the form', async () => {
    answer({ [SCALE_API.ticket]: ok(ticket({ status: 'claimed', orderId: 'o5', orderNo: 'DD5' })) })
    const { container } = render(<SupplierScaleTicketConfirm />)
    await settle()
    expect(container.textContent).toContain('已下单')
    expect(container.textContent).not.toContain('确认开单')
    await clickButton(container, '查看订单')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/order/detail?id=o5' })
  })
})
