/**
 * 摊位水电表 (/maintainer/meter/assetsHydropowerList, docs/estate.md): a booth's arrears with its
 * unpaid utility bills, its meters and its readings; reached from the meter reading's 摊位水电表.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AssetHydropower, BillItem, MeterLastReading, MeterReading } from '@/contract/types'
import MaintainerAssetMeters from '@/maintainer/meter/assetsHydropowerList'
import MaintainerMeterCreate from '@/maintainer/meter/create'
import { taroMock } from '../mocks/taro'
import { answer, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const H = '/api/estate/hydropowerReading'
const METERS = '/api/basic/assetsHydropower/page'
const pageOf = <T,>(records: T[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })

const meter: AssetHydropower = {
  id: 'm1',
  assetId: 'a1',
  assetCode: 'SC-A-01',
  assetName: '蔬菜区SC-A-01',
  customerId: 'c1',
  customerName: '绿源果蔬商行',
  meterType: 'water',
  meterNo: 'WSC-A-01',
  measureMethodId: 'mm1',
  measureMethodName: '商户用水',
  unit: '吨',
  unitPriceFen: 410,
  lastReading: 120.5,
  lastReadingTime: '2026-10-25T02:00:00.000Z',
  period: '2026-11',
  readThisPeriod: false,
  arrearsFen: 10128,
}
const bill: BillItem = {
  id: 'b1',
  billNo: 'ZD20261101000001',
  title: '水电费（SC-A-01 2026年10月）',
  billType: 'utility',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  dueDate: '2026-11-16',
  amountFen: 10128,
  discountFen: 0,
  paidFen: 0,
  outstandingFen: 10128,
  payStatus: 'unpaid',
  overdue: true,
  createTime: '2026-11-01T00:00:00.000Z',
}
const reading: MeterReading = {
  id: 'rd1',
  meterId: 'm1',
  meterNo: 'WSC-A-01',
  meterType: 'water',
  assetId: 'a1',
  assetCode: 'SC-A-01',
  assetName: '蔬菜区SC-A-01',
  customerName: '绿源果蔬商行',
  period: '2026-10',
  lastReading: 108.15,
  reading: 120.5,
  consumption: 12.35,
  unit: '吨',
  unitPriceFen: 410,
  amountFen: 5064,
  replaced: false,
  oldMeterNo: null,
  oldFinalReading: null,
  newStartReading: null,
  photo: null,
  remark: null,
  readerName: '钱维修',
  readTime: '2026-10-25T02:00:00.000Z',
  billId: 'b1',
  billPayStatus: 'unpaid',
}
const arrears = (bills: BillItem[]) => ok({ assetId: 'a1', assetCode: 'SC-A-01', assetName: '蔬菜区SC-A-01', customerName: '绿源果蔬商行', arrearsFen: bills.reduce((s, b) => s + b.outstandingFen, 0), bills })

beforeEach(() => {
  loginAs('maintainer', { realName: '钱维修' })
  onPage('/maintainer/meter/assetsHydropowerList', { assetId: 'a1' }, ['maintainer/meter/create'])
})

test('loading, then the arrears, the bills, the meters and the readings of the booth; taps open the receipt code and the reading', async () => {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  answer({ [`${H}/getWaterAandElectricityMeterArrears`]: () => held.then(() => arrears([bill])), [METERS]: pageOf([meter]), [`${H}/page`]: pageOf([reading]) })
  render(<MaintainerAssetMeters />)
  await settle()
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  await act(async () => release())
  await settle(10)
  expect(formBody(requestsTo(`${H}/getWaterAandElectricityMeterArrears`)[0]!)).toEqual({ assetId: 'a1' })
  expect(formBody(requestsTo(METERS)[0]!)).toMatchObject({ assetId: 'a1' })
  expect(formBody(requestsTo(`${H}/page`)[0]!)).toMatchObject({ assetId: 'a1' })
  expect(screen.getByTestId('asset-arrears').textContent).toBe('¥101.28')
  const cards = screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')
  expect(cards).toHaveLength(3)
  expect(cards[0]).toContain('水电费（SC-A-01 2026年10月）')
  expect(cards[0]).toContain('已逾期')
  expect(cards[1]).toContain('WSC-A-01')
  expect(cards[1]).toContain('上次读数：120.5吨')
  expect(cards[2]).toContain('读数：108.15 → 120.5吨')
  expect(cards[2]).toContain('用量：12.35吨 · 金额：¥50.64')
  for (const i of [0, 1])
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[i]!)
    })
  expect(taroMock.navigations.map((n) => n.url)).toEqual(['/maintainer/receiptCode?billId=b1', '/maintainer/meter/create?meterId=m1'])
})

test('nothing owed, no reading yet: each part says so', async () => {
  answer({ [`${H}/getWaterAandElectricityMeterArrears`]: arrears([]), [METERS]: pageOf([meter]), [`${H}/page`]: pageOf([]) })
  render(<MaintainerAssetMeters />)
  await settle(10)
  expect(screen.getByTestId('asset-arrears').textContent).toBe('¥0.00')
  expect(screen.getByText('暂无欠费')).toBeTruthy()
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无抄表记录')
})

test("a booth outside the maintainer's reach: the error state in the server's words", async () => {
  answer({ [`${H}/getWaterAandElectricityMeterArrears`]: fail('记录不存在'), [METERS]: pageOf([]), [`${H}/page`]: pageOf([]) })
  render(<MaintainerAssetMeters />)
  await settle(10)
  expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
})

test("the meter reading's 摊位水电表 opens the booth's meters", async () => {
  onPage('/maintainer/meter/create', { meterId: 'm1' }, ['maintainer/meter/index'])
  const last: MeterLastReading = { meterId: 'm1', meterNo: 'WSC-A-01', meterType: 'water', assetId: 'a1', assetName: '蔬菜区SC-A-01', customerName: '绿源果蔬商行', unit: '吨', unitPriceFen: 410, lastReading: 120.5, lastReadingTime: null, period: '2026-11', current: null }
  answer({ [`${H}/getMerchantHydropowerReadingLastNumber`]: ok(last) })
  render(<MaintainerMeterCreate />)
  await settle()
  await act(async () => {
    fireEvent.click(screen.getByText('摊位水电表'))
  })
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/maintainer/meter/assetsHydropowerList?assetId=a1' }])
})
