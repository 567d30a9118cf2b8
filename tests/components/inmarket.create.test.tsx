import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import dayjs from 'dayjs'
import { REFRESH_EVENT } from '@/core/refresh'
import { useInmarketDraft } from '@/domain/prefill/draft'
import InmarketCreate from '@/pages/inmarket/create'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, fieldValue, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { prefillDetail, VEHICLE_TYPES } from './inmarketFixtures'

const PLATE_CHECK = '/api/gate/inmarketPrefillMain/checkPlateNumber'
const CREATE = '/api/gate/inmarketPrefillMain/createPreFill'
const RESUBMIT = '/api/gate/inmarketPrefillMain/resubmitInmarketPrefill'

const GOODS = [
  { productId: 'g1', productName: '红富士苹果', categoryName: '水果', unit: '箱', quantity: '', weight: '' },
  { productId: 'g2', productName: '脐橙', categoryName: '水果', unit: '箱', quantity: '', weight: '' },
]

const routes = (extra: Record<string, ReturnType<typeof ok>> = {}) =>
  answer({
    '/api/gate/vehicleType/page': ok(VEHICLE_TYPES),
    [PLATE_CHECK]: ok({ valid: true }),
    [CREATE]: ok({ id: 'new1', orderNo: 'BB202601010009' }),
    '/api/gate/inmarketPrefillMain/getRandomPlateNumber': ok({ plateNumber: '临AB12CD' }),
    ...extra,
  })

beforeEach(() => {
  onPage('/pages/inmarket/create', {}, ['supplier/index', 'pages/inmarket/index'])
  useInmarketDraft.getState().clear()
})

async function tap(el: Element) {
  await act(async () => {
    fireEvent.click(el)
  })
  await settle()
}

/** Opens the expected-time picker and confirms its first allowed time (now). */
async function pickTime() {
  await tap(screen.getByTestId('date-time-value'))
  const confirm = document.querySelector('.nut-picker-confirm-btn') ?? [...document.querySelectorAll('.nut-picker *')].find((e) => e.textContent === '确定' && e.children.length === 0)
  if (!confirm) throw new Error('no picker confirm')
  await tap(confirm)
}

async function pickVehicleType() {
  await tap(screen.getByTestId('picker-value'))
  const confirm = document.querySelector('.nut-picker-confirm-btn')!
  await tap(confirm)
}

/** The chooser handed these goods back. */
async function chooseGoods(goods = GOODS) {
  await act(async () => {
    useInmarketDraft.getState().choose(goods)
  })
}

async function fillValid(container: HTMLElement, amounts: Array<[string, string]> = [['120', '1200'], ['80.5', '800.25']]) {
  typeInto(container, 'plateNumber', '浙a12345')
  await pickVehicleType()
  typeInto(container, 'driverName', '张师傅')
  typeInto(container, 'driverPhone', '13700000001')
  await pickTime()
  await chooseGoods()
  GOODS.forEach((g, i) => {
    typeInto(container, `quantity-${g.productId}`, amounts[i][0])
    typeInto(container, `weight-${g.productId}`, amounts[i][1])
  })
}

test('not logged in: the login prompt and no request', async () => {
  render(<InmarketCreate />)
  await settle()
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('a valid report: plate check, then one createPreFill with the JSON body, the reports refreshed, then the success page (redirect)', async () => {
  loginAs('supplier')
  routes()
  const events: unknown[] = []
  Taro.eventCenter.on(REFRESH_EVENT, (m: unknown) => events.push(m))
  const { container } = render(<InmarketCreate />)
  await settle()
  await fillValid(container)
  fireEvent.change(container.querySelector('[data-field="remark"] textarea')!, { target: { value: '凌晨到货' } })
  expect(fieldValue(container, 'plateNumber')).toBe('浙A12345')
  await clickButton(container, '提交报备')
  expect(taroMock.modals).toHaveLength(0)
  expect(requestsTo(PLATE_CHECK)).toHaveLength(1)
  const sent = requestsTo(CREATE)
  expect(sent).toHaveLength(1)
  const body = sent[0].data as Record<string, unknown>
  expect(body).toEqual({
    plateNumber: '浙A12345',
    vehicleTypeId: 'vt1',
    driverName: '张师傅',
    driverPhone: '13700000001',
    expectedTime: expect.any(String),
    items: [
      { productId: 'g1', quantity: 120, weight: 1200 },
      { productId: 'g2', quantity: 80.5, weight: 800.25 },
    ],
    remark: '凌晨到货',
  })
  expect(Math.abs(dayjs(String(body.expectedTime)).diff(dayjs(), 'minute'))).toBeLessThanOrEqual(1)
  expect(sent[0].header?.['Content-Type'] ?? sent[0].header?.['content-type']).toMatch(/json/)
  expect(taroMock.navigations).toEqual([{ kind: 'redirectTo', url: '/pages/inmarket/success?id=new1' }])
  expect(taroMock.toasts).toHaveLength(0)
  expect(events).toEqual([{ resources: ['/api/gate/inmarketPrefillMain'] }])
})

test('the submit button is disabled while the request runs: a second tap sends nothing', async () => {
  loginAs('supplier')
  routes()
  const { container } = render(<InmarketCreate />)
  await settle()
  await fillValid(container)
  const release = holdRequests()
  await clickButton(container, '提交报备')
  expect(buttonDisabled(container, '提交报备')).toBe(true)
  await clickButton(container, '提交报备')
  expect(requestsTo(PLATE_CHECK)).toHaveLength(1)
  release(ok({ valid: true }))
  await settle()
  release(ok({ id: 'new1', orderNo: 'BB1' }))
  await settle()
  expect(requestsTo(CREATE)).toHaveLength(1)
})

describe('each check shows its message in 提示, sends nothing and keeps what was typed', () => {
  test.each([
    ['plate empty', { plateNumber: '' }, '请输入车牌号'],
    ['plate pattern', { plateNumber: '浙A123' }, '车牌号格式不正确'],
    ['driver name', { driverName: '' }, '请输入司机姓名'],
    ['driver phone empty', { driverPhone: '' }, '请输入司机电话'],
    ['driver phone pattern', { driverPhone: '1370000000' }, '手机号格式不正确'],
  ])('%s', async (_name, override: Record<string, string>, message) => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    await fillValid(container)
    for (const [k, v] of Object.entries(override)) typeInto(container, k, v)
    await clickButton(container, '提交报备')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: message }))
    expect(requestsTo(CREATE)).toHaveLength(0)
    expect(fieldValue(container, 'driverName')).toBe(override.driverName ?? '张师傅')
    expect(fieldValue(container, 'quantity-g2')).toBe('80.5')
  })

  test('no vehicle type, no time', async () => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    typeInto(container, 'plateNumber', '浙A12345')
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('请选择车辆类型')
    await pickVehicleType()
    typeInto(container, 'driverName', '张师傅')
    typeInto(container, 'driverPhone', '13700000001')
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('请选择预计进场时间')
    await pickTime()
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('请添加货品')
    expect(taroMock.requests.filter((r) => !r.url.includes('vehicleType'))).toHaveLength(0)
  })

  test.each([
    [[['', '1200'], ['80', '800']], '请输入红富士苹果的数量'],
    [[['0', '1200'], ['80', '800']], '红富士苹果的数量需为大于0的数字，最多2位小数'],
    [[['12.345', '1200'], ['80', '800']], '红富士苹果的数量需为大于0的数字，最多2位小数'],
    [[['120', '1200'], ['80', '']], '请输入脐橙的重量'],
    [[['120', '1200'], ['80', '-5']], '脐橙的重量需为大于0的数字，最多2位小数'],
    [[['120', '1200'], ['80', '0.00']], '脐橙的重量需为大于0的数字，最多2位小数'],
  ] as Array<[Array<[string, string]>, string]>)('goods amounts %j: %s', async (amounts, message) => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    await fillValid(container, amounts)
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe(message)
    expect(requestsTo(CREATE)).toHaveLength(0)
    expect(fieldValue(container, 'weight-g2')).toBe(amounts[1][1])
  })
})

describe('expected time window', () => {
  const NOW = new Date('2026-03-10T08:00:30+08:00')
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime', 'requestIdleCallback', 'cancelIdleCallback'] })
    jest.setSystemTime(NOW)
  })
  afterEach(() => jest.useRealTimers())

  test('a time that has passed while the form was open', async () => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    await fillValid(container)
    jest.setSystemTime(new Date(NOW.getTime() + 6 * 60_000))
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('预计进场时间不能早于当前时间，请重新选择！')
    expect(requestsTo(CREATE)).toHaveLength(0)
  })

  test('a resubmitted report whose time is beyond 7 days (the date check message)', async () => {
    loginAs('supplier')
    onPage('/pages/inmarket/create', { id: 'p1' }, ['pages/inmarket/recordDetail'])
    routes({ '/api/gate/inmarketPrefillMain/queryById': ok(prefillDetail('rejected', { expectedTime: '2026-03-20T08:00:00+08:00' })) })
    const { container } = render(<InmarketCreate />)
    await settle()
    await clickButton(container, '重新提交')
    expect(lastModal().content).toBe(`预计进场时间不能大于${dayjs(NOW).add(7, 'day').format('YYYY-MM-DD HH:mm')}，请重新选择！`)
    expect(requestsTo(RESUBMIT)).toHaveLength(0)
  })
})

describe('the plate', () => {
  test('checked on blur: the pattern first, then the server, whose message is shown', async () => {
    loginAs('supplier')
    routes({ [PLATE_CHECK]: ok({ valid: false, message: '该车辆已有待入场的报备' }) })
    const { container } = render(<InmarketCreate />)
    await settle()
    const input = container.querySelector('[data-field="plateNumber"] input')!
    typeInto(container, 'plateNumber', '浙A123')
    await act(async () => {
      fireEvent.blur(input)
    })
    await settle()
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '车牌号格式不正确' }))
    expect(requestsTo(PLATE_CHECK)).toHaveLength(0)

    typeInto(container, 'plateNumber', '浙A12345')
    await act(async () => {
      fireEvent.blur(input)
    })
    await settle()
    expect(requestsTo(PLATE_CHECK)).toHaveLength(1)
    expect(lastModal().content).toBe('该车辆已有待入场的报备')
    expect(fieldValue(container, 'plateNumber')).toBe('浙A12345')
  })

  test('on submit the server refusal stops the report and keeps the form', async () => {
    loginAs('supplier')
    routes({ [PLATE_CHECK]: ok({ valid: false, message: '该车辆已有待入场的报备' }) })
    const { container } = render(<InmarketCreate />)
    await settle()
    await fillValid(container)
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('该车辆已有待入场的报备')
    expect(requestsTo(CREATE)).toHaveLength(0)
    expect(fieldValue(container, 'plateNumber')).toBe('浙A12345')
    expect(fieldValue(container, 'quantity-g1')).toBe('120')
  })

  test('a server failure on create shows its message and keeps the form', async () => {
    loginAs('supplier')
    routes({ [CREATE]: fail('车辆类型不存在') })
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<InmarketCreate />)
    await settle()
    await fillValid(container)
    await clickButton(container, '提交报备')
    expect(lastModal().content).toBe('车辆类型不存在')
    expect(taroMock.navigations).toHaveLength(0)
    expect(fieldValue(container, 'driverName')).toBe('张师傅')
    expect(log).toHaveBeenCalledWith('[mutate] inmarketPrefillMain.createPreFill failed', expect.anything())
    log.mockRestore()
  })

  test('无牌车 fills a temporary number that passes the pattern check', async () => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    await tap(screen.getByTestId('no-plate'))
    expect(fieldValue(container, 'plateNumber')).toBe('临AB12CD')
    await pickVehicleType()
    typeInto(container, 'driverName', '张师傅')
    typeInto(container, 'driverPhone', '13700000001')
    await pickTime()
    await chooseGoods(GOODS.slice(0, 1))
    typeInto(container, 'quantity-g1', '1')
    typeInto(container, 'weight-g1', '2')
    await clickButton(container, '提交报备')
    expect((requestsTo(CREATE)[0].data as { plateNumber: string }).plateNumber).toBe('临AB12CD')
  })
})

describe('goods', () => {
  test('添加货品 opens the chooser; 删除 removes a line', async () => {
    loginAs('supplier')
    routes()
    const { container } = render(<InmarketCreate />)
    await settle()
    await clickButton(container, '添加货品')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/inmarket/product' }])
    await chooseGoods()
    expect(screen.getAllByTestId('goods-line')).toHaveLength(2)
    await tap(screen.getAllByTestId('goods-remove')[0])
    expect(screen.getAllByTestId('goods-line')).toHaveLength(1)
    expect(screen.getByText('脐橙')).toBeTruthy()
    expect(useInmarketDraft.getState().goods.map((g) => g.productId)).toEqual(['g2'])
  })
})

describe('resubmit (?id= of a rejected report)', () => {
  test('prefilled with the reject reason; sends resubmitInmarketPrefill with the id', async () => {
    loginAs('supplier')
    onPage('/pages/inmarket/create', { id: 'p1' }, ['pages/inmarket/recordDetail'])
    const future = dayjs().add(1, 'day').second(0).millisecond(0)
    routes({
      '/api/gate/inmarketPrefillMain/queryById': ok(prefillDetail('rejected', { expectedTime: future.toISOString() })),
      [RESUBMIT]: ok({ id: 'p1', orderNo: 'BB202601010001' }),
    })
    const { container } = render(<InmarketCreate />)
    await settle()
    expect(screen.getByTestId('reject-reason').textContent).toContain('货物重量与车辆核载不符')
    expect(fieldValue(container, 'plateNumber')).toBe('浙A12341')
    expect(fieldValue(container, 'driverName')).toBe('张师傅')
    expect(screen.getByTestId('picker-value').textContent).toBe('中型货车')
    expect(fieldValue(container, 'weight-g2')).toBe('800.5')
    typeInto(container, 'weight-g2', '700')
    await clickButton(container, '重新提交')
    const sent = requestsTo(RESUBMIT)
    expect(sent).toHaveLength(1)
    expect(sent[0].data).toEqual(
      expect.objectContaining({ id: 'p1', plateNumber: '浙A12341', vehicleTypeId: 'vt1', expectedTime: future.toISOString(), remark: '凌晨到货', items: [{ productId: 'g1', quantity: 120, weight: 1200 }, { productId: 'g2', quantity: 80, weight: 700 }] }),
    )
    expect(requestsTo(CREATE)).toHaveLength(0)
    expect(taroMock.navigations).toEqual([{ kind: 'redirectTo', url: '/pages/inmarket/success?id=p1' }])
  })

  test('a report that is not rejected cannot be resubmitted', async () => {
    loginAs('supplier')
    onPage('/pages/inmarket/create', { id: 'p1' })
    routes({ '/api/gate/inmarketPrefillMain/queryById': ok(prefillDetail('approved')) })
    render(<InmarketCreate />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('仅被驳回的报备可以重新提交')
    expect(document.querySelector('[data-field="plateNumber"]')).toBeNull()
  })
})
