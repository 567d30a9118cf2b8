/** Estate and staff screens (issue 21): their states, refusals before any call, and what they send. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { readingTooLow, type MeterLastReading, type RepairDetail, type RepairItem } from '@/contract/types'
import MaintainerMeterCreate from '@/maintainer/meter/create'
import MaintainerReceiptCode from '@/maintainer/receiptCode'
import MaintainerRepairList from '@/maintainer/repairs/index'
import StaffHealthCheckAdd from '@/staff/fy/healthCheckAdd'
import SupplierRepairDetail from '@/supplier/repairs/detail'
import SupplierRepairList from '@/supplier/repairs/index'
import { taroMock } from '../mocks/taro'
import { fakeCanvas } from './tradeFixtures'
import { answer, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 220, height: 220, pixelRatio: 2 })) }))

const E = '/api/estate'
const item = (id: string, extra: Partial<RepairItem> = {}): RepairItem => ({
  id,
  repairNo: `BX20261126000${id.slice(-1)}`,
  origin: 'report',
  repairType: 'water',
  status: 'submitted',
  assetId: 'a1',
  assetCode: 'DP-A-01',
  assetName: '冻品区DP-A-01',
  zoneName: '冻品区',
  customerId: 'c1',
  customerName: '绿源果蔬商行',
  description: '水龙头漏水',
  preferredTime: null,
  assigneeId: null,
  assigneeName: null,
  amountFen: 0,
  billId: null,
  stars: null,
  mine: false,
  createTime: '2026-11-26T02:00:00.000Z',
  completeTime: null,
  ...extra,
})
const pageOf = <T,>(records: T[], cursor: string | null = null) => ok({ records, current: 1, size: 20, hasMore: cursor !== null, cursor })
const texts = () => screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')

const completed = (): RepairDetail => ({
  ...item('r1', { status: 'completed', assigneeName: '孙师傅', amountFen: 8125, billId: 'b1' }),
  images: [],
  contactName: '李绿源',
  contactPhone: '13900000001',
  reporterName: '李绿源',
  assigneeMobile: '13900000012',
  beforeImages: [],
  afterImages: [],
  workRemark: null,
  materialsFen: 3125,
  servicesFen: 5000,
  materials: [{ materialId: 'm1', name: '水龙头', spec: null, unit: '个', quantity: 1, unitPriceFen: 3125, amountFen: 3125 }],
  services: [{ serviceId: 's1', name: '上门检修', unit: '次', quantity: 1, unitPriceFen: 5000, amountFen: 5000 }],
  bill: {
    id: 'b1',
    billNo: 'ZD20261126000001',
    title: '维修费（BX202611260001）',
    billType: 'repair',
    periodStart: '2026-11-26',
    periodEnd: '2026-11-26',
    dueDate: '2026-12-03',
    amountFen: 8125,
    discountFen: 0,
    paidFen: 0,
    outstandingFen: 8125,
    payStatus: 'unpaid',
    overdue: false,
    createTime: '2026-11-26T03:00:00.000Z',
    lines: [],
  },
  rating: null,
  events: [
    { kind: 'submit', actorName: '李绿源', note: null, time: '2026-11-26T02:00:00.000Z' },
    { kind: 'complete', actorName: '孙师傅', note: null, time: '2026-11-26T03:00:00.000Z' },
  ],
})

describe('the merchant', () => {
  beforeEach(() => loginAs('supplier', { realName: '李绿源', mobile: '13900000001' }))

  test('repairs: loading, the cards with their state, a tap opens the detail', async () => {
    onPage('/supplier/repairs/index', {}, ['supplier/index'])
    const release = holdRequests()
    render(<SupplierRepairList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([item('r1'), item('r2', { status: 'completed', amountFen: 8125 })])))
    await settle()
    expect(texts()[0]).toContain('待派单')
    expect(texts()[1]).toContain('已完工')
    expect(texts()[1]).toContain('维修费用：¥81.25')
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[1])
    })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/repairs/detail?id=r2' }])
  })

  test('repairs: none yet', async () => {
    onPage('/supplier/repairs/index', {}, ['supplier/index'])
    answer({ [`${E}/recordsManage/page`]: pageOf([]) })
    render(<SupplierRepairList />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无报修')
  })

  test('a completed repair: the work to the fen, its unpaid bill, 去缴费 opens the bill, 评价 the rating', async () => {
    onPage('/supplier/repairs/detail', { id: 'r1' }, ['supplier/repairs/index'])
    answer({ [`${E}/recordsManage/queryById`]: ok(completed()) })
    const { container } = render(<SupplierRepairDetail />)
    await settle()
    expect(screen.getAllByTestId('repair-line').map((l) => l.textContent)).toEqual(['耗材：水龙头1个 × ¥31.25¥31.25', '服务：上门检修1次 × ¥50.00¥50.00'])
    expect(screen.getByText('维修账单')).toBeTruthy()
    expect(screen.getAllByTestId('repair-event')).toHaveLength(2)
    await clickButton(container, '去缴费')
    await clickButton(container, '评价')
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/supplier/bill/details?id=b1', '/supplier/repairs/evaluate?id=r1'])
  })

  test('a refused detail shows the error state', async () => {
    onPage('/supplier/repairs/detail', { id: 'rx' }, ['supplier/repairs/index'])
    answer({ [`${E}/recordsManage/queryById`]: fail('记录不存在') })
    render(<SupplierRepairDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})

describe('the maintainer', () => {
  beforeEach(() => loginAs('maintainer', { realName: '孙师傅' }))

  test("worksheets: mine first, then its zones' pool in the same page once mine end", async () => {
    onPage('/maintainer/repairs/index', {}, ['maintainer/index'])
    taroMock.requestHandler = (o) => {
      const scope = formBody(o).scope
      return Promise.resolve(scope === 'mine' ? pageOf([item('r1', { status: 'inProgress', mine: true })]) : pageOf([item('r2')]))
    }
    render(<MaintainerRepairList />)
    await settle(10)
    const calls = requestsTo(`${E}/worksheetManage/page`).map((r) => formBody(r).scope)
    expect(calls.slice(0, 2)).toEqual(['mine', 'pool'])
    expect(texts()[0]).toContain('我的工单')
    expect(texts()[1]).toContain('待接单')
  })

  const meter: MeterLastReading = {
    meterId: 'm1',
    meterNo: 'WSC-A-01',
    meterType: 'water',
    assetId: 'a1',
    assetName: '蔬菜区SC-A-01',
    customerName: '绿源果蔬商行',
    unit: '吨',
    unitPriceFen: 410,
    lastReading: 120.5,
    lastReadingTime: '2026-10-25T02:00:00.000Z',
    period: '2026-11',
    current: null,
  }

  test('a reading: below the last refused before any call; the amount calculated by the server; no photo, no save', async () => {
    onPage('/maintainer/meter/create', { meterId: 'm1' }, ['maintainer/meter/index'])
    answer({
      [`${E}/hydropowerReading/getMerchantHydropowerReadingLastNumber`]: ok(meter),
      [`${E}/hydropowerReading/calculationWaterElectricityConsumption`]: ok({ meterId: 'm1', lastReading: 120.5, reading: 132.85, consumption: 12.35, unit: '吨', unitPriceFen: 410, amountFen: 5064, replaced: false }),
    })
    const { container } = render(<MaintainerMeterCreate />)
    await settle()
    typeInto(container, 'reading', '100')
    await clickButton(container, '计算费用')
    expect(lastModal()?.content).toBe(readingTooLow(120.5))
    expect(requestsTo(`${E}/hydropowerReading/calculationWaterElectricityConsumption`)).toHaveLength(0)
    typeInto(container, 'reading', '132.85')
    await clickButton(container, '计算费用')
    expect(formBody(requestsTo(`${E}/hydropowerReading/calculationWaterElectricityConsumption`)[0]!)).toMatchObject({ meterId: 'm1', reading: '132.85' })
    expect(screen.getByTestId('reading-amount').textContent).toBe('¥50.64')
    await clickButton(container, '保存读数')
    expect(lastModal()?.content).toBe('请拍摄表盘照片')
    expect(requestsTo(`${E}/hydropowerReading/createReading`)).toHaveLength(0)
  })

  test('the receipt code: made on opening, 待支付, then 已支付 when the poll sees the bill paid', async () => {
    onPage('/maintainer/receiptCode', { billId: 'b1' }, ['maintainer/repairs/details'])
    const state = {
      id: 'q1',
      status: 'waiting',
      billId: 'b1',
      billNo: 'ZD20261126000001',
      title: '维修费（BX202611260001）',
      customerName: '绿源果蔬商行',
      amountFen: 8125,
      outstandingFen: 8125,
      payStatus: 'unpaid',
      paidTime: null,
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      latestPayment: null,
    }
    answer({
      [`${E}/receiptCode/create`]: ok({ ...state, code: 'RC1.token' }),
      [`${E}/receiptCode/query`]: ok({ ...state, status: 'paid', outstandingFen: 0, payStatus: 'paid', paidTime: new Date().toISOString() }),
    })
    render(<MaintainerReceiptCode />)
    await settle()
    expect(formBody(requestsTo(`${E}/receiptCode/create`)[0]!)).toEqual({ billId: 'b1' })
    await settle(10)
    expect(screen.getByTestId('receipt-code-status').textContent).toBe('已支付')
  })
})

test('a check-in: a required question left unanswered is refused in the server\'s words, before any save', async () => {
  loginAs('staff', { realName: '吴员工' })
  onPage('/staff/fy/healthCheckAdd', {}, ['staff/fy/healthCheck'])
  answer({
    '/api/custome/report/getCurrentLatestHealthClocking': ok({ day: '2026-11-26', today: null, latest: null }),
    '/api/custome/riskAreaSituationKey/page': ok({ records: [{ id: 'q1', title: '今日健康码颜色', kind: 'choice', options: ['绿码', '黄码'], required: true }], current: 1, size: 100, hasMore: false, cursor: null }),
  })
  const { container } = render(<StaffHealthCheckAdd />)
  await settle()
  for (const [name, value] of [['temperature', '36.5'], ['province', '浙江省'], ['city', '杭州市'], ['district', '余杭区']] as const) typeInto(container, name, value)
  await clickButton(container, '提交打卡')
  expect(lastModal()?.content).toBe('请回答：今日健康码颜色')
  expect(requestsTo('/api/custome/riskAreaSituationVal/saveClockRecord')).toHaveLength(0)
})
