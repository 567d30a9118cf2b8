/**
 * Meters and their bills (docs/estate.md, "Meters", "Meter bills"): the meter list with this
 * period's state and arrears, the last reading, the calculation before saving, a reading (a lower
 * one refused, one per meter and period), a meter replacement, the booth period billed once
 * whoever runs the job and however often, arrears on the asset, roles and bad input.
 */
import { and, eq } from 'drizzle-orm'
import { contract, METER_LIMITS, readingTooLow, type AssetHydropower, type BillDetail, type BillItem, type MeasureMethod, type MeterArrears, type MeterLastReading, type MeterReading, type PageResult, type ReadingCalculation } from '@/contract'
import { assetsHydropower, bills, messages, meterBills, meterReadings } from '../../server/db/schema'
import { chinaMonth } from '../../server/lib/dates'
import { billDueMeterPeriods, billMeterPeriod } from '../../server/modules/estate/meterWorkflow'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { ACCOUNTS, boothIn, customerId, E, meterOf, PHOTO, type Account } from './estateHelpers'

let env: TestEnv
let tk: Record<Account, string>
let lvyuan = ''
let xianfeng = ''
const H = E.hydropowerReading
const period = chinaMonth()
const nextMonthStart = (): Date => {
  const [y, m] = period.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 1, 2))
}

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ACCOUNTS)
  lvyuan = await customerId(env.db, '绿源果蔬商行')
  xianfeng = await customerId(env.db, '鲜丰水产批发部')
}, 600_000)
afterAll(() => env?.close())

const msgOf = (r: { msg: string }) => r.msg
const meters = async (data: Record<string, unknown>, token = tk.maintainer01) => expectOk(await call<PageResult<AssetHydropower>>(env.app, contract.basic.assetsHydropower.page, { size: 100, ...data }, { token })).records
const read = (meterId: string, reading: number | string, token = tk.maintainer01) => call<MeterReading>(env.app, H.createReading, { meterId, reading, photo: PHOTO }, { token })
const myBills = async (token = tk.supplier01) => expectOk(await call<PageResult<BillItem>>(env.app, contract.settle.billInfo.page, { size: 100, billType: 'utility' }, { token })).records

describe('the meter list', () => {
  test('a merchant\'s own meters, every meter for the maintainer, with this period\'s state, the price and the arrears', async () => {
    const all = await meters({ withTotal: true })
    expect(all).toHaveLength(20)
    const mine = await meters({}, tk.supplier01)
    expect(mine.length).toBe(8)
    expect(mine.every((m) => m.customerId === lvyuan && m.customerName === '绿源果蔬商行')).toBe(true)
    const veg = await boothIn(env.db, lvyuan, '蔬菜区')
    const vegMeters = mine.filter((m) => m.assetId === veg)
    expect(vegMeters.map((m) => [m.meterType, m.unit, m.unitPriceFen, m.readThisPeriod, m.period])).toEqual([
      ['electric', '度', 85, true, period],
      ['water', '吨', 410, false, period],
    ])
    // Three months back and the last two: owed.
    expect(vegMeters[0]!.arrearsFen).toBeGreaterThan(0)
    expect(vegMeters[0]!.arrearsFen).toBe(vegMeters[1]!.arrearsFen)
    const todo = await meters({ read: false })
    expect(todo.map((m) => `${m.assetCode}/${m.meterType}`).sort()).toEqual(['GT-B-01/electric', 'GT-B-01/water', 'SC-A-01/water', 'SS-A-01/electric', 'SS-A-01/water'])
    expect((await meters({ read: true })).length).toBe(15)
    expect((await meters({ keyword: 'SC-A' })).map((m) => m.meterNo).sort()).toEqual(['ESC-A-01', 'WSC-A-01'])
    expect((await meters({ meterType: 'water', assetId: veg })).map((m) => m.meterNo)).toEqual(['WSC-A-01'])
    expect(await meters({ assetId: veg }, tk.supplier02)).toEqual([])
    // 冻品区's electricity is charged at the cold-store price.
    expect(all.filter((m) => m.assetCode.startsWith('DP') && m.meterType === 'electric').every((m) => m.measureMethodName === '冷库用电' && m.unitPriceFen === 78)).toBe(true)
    expect(msgOf(await call(env.app, contract.basic.assetsHydropower.page, { meterType: 'gas' }, { token: tk.maintainer01 }))).toBe('表计类型不正确')
    expect(msgOf(await call(env.app, contract.basic.assetsHydropower.page, {}, { token: tk.staff01 }))).toBe('无权访问该功能')
  })

  test('measure methods: a meter type and a price per unit in fen', async () => {
    const all = expectOk(await call<PageResult<MeasureMethod>>(env.app, contract.basic.measureMethod.page, { withTotal: true }, { token: tk.maintainer01 }))
    expect(all.records.map((m) => [m.name, m.meterType, m.unit, m.priceFen])).toEqual([
      ['商户用水', 'water', '吨', 410],
      ['商户用电', 'electric', '度', 85],
      ['冷库用电', 'electric', '度', 78],
    ])
    const water = expectOk(await call<PageResult<MeasureMethod>>(env.app, contract.basic.measureMethod.page, { meterType: 'water' }, { token: tk.maintainer01 })).records
    expect(water.map((m) => m.name)).toEqual(['商户用水'])
  })
})

describe('reading a meter', () => {
  test('the last reading; the calculation before saving; a lower reading refused; then saved once; the booth complete, its bill appears', async () => {
    const veg = await boothIn(env.db, lvyuan, '蔬菜区')
    const water = await meterOf(env.db, veg, 'water')
    const last = expectOk(await call<MeterLastReading>(env.app, H.getMerchantHydropowerReadingLastNumber, { meterId: water.id }, { token: tk.maintainer01 }))
    expect(last).toMatchObject({ meterId: water.id, meterNo: 'WSC-A-01', meterType: 'water', assetId: veg, customerName: '绿源果蔬商行', unit: '吨', unitPriceFen: 410, period, current: null })
    const lastValue = last.lastReading
    expect(msgOf(await call(env.app, H.calculationWaterElectricityConsumption, { meterId: water.id, reading: lastValue - 0.01 }, { token: tk.maintainer01 }))).toBe(readingTooLow(lastValue))
    // 12.35 t at 4.10: 50.635 -> 50.64 (half up).
    const calc = expectOk(await call<ReadingCalculation>(env.app, H.calculationWaterElectricityConsumption, { meterId: water.id, reading: (lastValue * 100 + 1235) / 100 }, { token: tk.maintainer01 }))
    expect(calc).toMatchObject({ lastReading: lastValue, consumption: 12.35, unitPriceFen: 410, amountFen: 5_064, replaced: false })
    // Nothing was saved by the calculation.
    expect(expectOk(await call<MeterLastReading>(env.app, H.getMerchantHydropowerReadingLastNumber, { meterId: water.id }, { token: tk.maintainer01 })).current).toBeNull()
    expect(msgOf(await read(water.id, lastValue - 1))).toBe(readingTooLow(lastValue))
    const billsBefore = (await myBills()).length
    const saved = expectOk(await read(water.id, calc.reading))
    expect(saved).toMatchObject({ period, lastReading: lastValue, reading: calc.reading, consumption: 12.35, amountFen: 5_064, photo: PHOTO, readerName: '钱维修', replaced: false, billPayStatus: 'unpaid' })
    expect(msgOf(await read(water.id, calc.reading + 1))).toBe('该表本期已抄表')
    const [m] = await env.db.select().from(assetsHydropower).where(eq(assetsHydropower.id, water.id))
    expect(Number(m!.lastReading)).toBe(calc.reading)
    // Both meters of the booth read: the period's utility bill, a line per meter, the sum of both.
    const electric = (await env.db.select().from(meterReadings).where(and(eq(meterReadings.assetId, veg), eq(meterReadings.period, period), eq(meterReadings.meterType, 'electric'))))[0]!
    const after = await myBills()
    expect(after.length).toBe(billsBefore + 1)
    const bill = expectOk(await call<BillDetail>(env.app, contract.settle.billInfo.queryById, { id: saved.billId }, { token: tk.supplier01 }))
    expect(bill).toMatchObject({ billType: 'utility', title: `水电费（SC-A-01 ${period.slice(0, 4)}年${Number(period.slice(5))}月）`, amountFen: 5_064 + electric.amountFen, payStatus: 'unpaid' })
    expect(bill.lines.map((l) => [l.name, l.quantity, l.unit, l.unitPriceFen])).toEqual([
      ['用电（电表 ESC-A-01）', Number(electric.consumption), '度', 85],
      ['用水（水表 WSC-A-01）', 12.35, '吨', 410],
    ])
    const told = await env.db.select().from(messages).where(and(eq(messages.title, '水电费账单'), eq(messages.msgType, 'bill')))
    expect(told.some((x) => x.content.includes('SC-A-01') && x.content.includes(`¥${((5_064 + electric.amountFen) / 100).toFixed(2)}`))).toBe(true)
    // The job and the call again change nothing: the period is billed once.
    expect(await billDueMeterPeriods(env.db)).toBe(0)
    expect(await billMeterPeriod(env.db, veg, period)).toBe('nothing')
    expect((await env.db.select().from(meterBills).where(and(eq(meterBills.assetId, veg), eq(meterBills.period, period))))).toHaveLength(1)
  })

  test('a booth half read waits; once the period is over the job bills what was read, once, and a late reading is refused', async () => {
    const dry = await boothIn(env.db, lvyuan, '干调区')
    const water = await meterOf(env.db, dry, 'water')
    const electric = await meterOf(env.db, dry, 'electric')
    const before = (await myBills()).length
    const saved = expectOk(await read(water.id, Number(water.lastReading) + 20))
    expect(saved.billId).toBeNull()
    expect(await billDueMeterPeriods(env.db)).toBe(0)
    expect((await myBills()).length).toBe(before)
    // The hourly job after the month ended: the booth's period is billed with the water reading alone.
    const later = nextMonthStart()
    expect(await billDueMeterPeriods(env.db, later)).toBeGreaterThanOrEqual(1)
    expect(await billDueMeterPeriods(env.db, later)).toBe(0)
    const now = await myBills()
    expect(now.length).toBe(before + 1)
    const [row] = await env.db.select().from(meterBills).where(and(eq(meterBills.assetId, dry), eq(meterBills.period, period)))
    const [bill] = await env.db.select().from(bills).where(eq(bills.id, row!.billId!))
    expect(bill!.amountFen).toBe(20 * 410)
    expect(msgOf(await read(electric.id, Number(electric.lastReading) + 100))).toBe('该摊位本期水电费已出账，不能再抄表')
  })

  test('a meter replacement: the old meter\'s part plus the new meter\'s part; the meter takes its new number', async () => {
    const fish = await boothIn(env.db, xianfeng, '水产区')
    const meter = await meterOf(env.db, fish, 'electric')
    const last = Number(meter.lastReading)
    const body = (more: Record<string, unknown>) => ({ meterId: meter.id, reading: 150, photo: PHOTO, oldFinalReading: last + 300, newMeterNo: 'ESS-A-01N', newStartReading: 0, ...more })
    const replace = (more: Record<string, unknown> = {}) => call<MeterReading>(env.app, H.createRadingRcord, body(more), { token: tk.maintainer02 })
    expect(msgOf(await replace({ oldFinalReading: last - 1 }))).toBe(`旧表止码不能小于上次读数（上次读数：${last}）`)
    expect(msgOf(await replace({ newStartReading: 200 }))).toBe('本次读数不能小于新表起码')
    expect(msgOf(await replace({ newMeterNo: 'ESS-A-01' }))).toBe('新表号不能与原表号相同')
    expect(msgOf(await replace({ newMeterNo: 'WSC-A-01' }))).toBe('表号已存在')
    expect(msgOf(await replace({ newMeterNo: '新表' }))).toBe(METER_LIMITS.meterNo.msg)
    expect(msgOf(await call(env.app, H.calculationWaterElectricityConsumption, { meterId: meter.id, reading: 150, oldFinalReading: last + 300 }, { token: tk.maintainer02 }))).toBe('更换表计需同时填写旧表止码和新表起码')
    const calc = expectOk(await call<ReadingCalculation>(env.app, H.calculationWaterElectricityConsumption, { meterId: meter.id, reading: 150, oldFinalReading: last + 300, newStartReading: 0 }, { token: tk.maintainer02 }))
    expect(calc).toMatchObject({ consumption: 450, amountFen: 450 * 85, replaced: true })
    const saved = expectOk(await replace())
    expect(saved).toMatchObject({ replaced: true, oldMeterNo: 'ESS-A-01', meterNo: 'ESS-A-01N', oldFinalReading: last + 300, newStartReading: 0, reading: 150, consumption: 450, amountFen: 38_250 })
    const [m] = await env.db.select().from(assetsHydropower).where(eq(assetsHydropower.id, meter.id))
    expect([m!.meterNo, Number(m!.lastReading)]).toEqual(['ESS-A-01N', 150])
  })

  test('bad input, roles, a dishonest shop', async () => {
    const veg = await boothIn(env.db, lvyuan, '蔬菜区')
    const water = await meterOf(env.db, veg, 'electric')
    expect(msgOf(await read(water.id, 'abc'))).toBe(METER_LIMITS.readingMsg)
    expect(msgOf(await read(water.id, '1.234'))).toBe(METER_LIMITS.readingMsg)
    expect(msgOf(await read(water.id, -5))).toBe(METER_LIMITS.readingMsg)
    expect(msgOf(await read(water.id, '100000000'))).toBe(METER_LIMITS.readingMsg)
    expect(msgOf(await call(env.app, H.createReading, { meterId: water.id, reading: 1 }, { token: tk.maintainer01 }))).toBe('缺少参数：photo')
    expect(msgOf(await call(env.app, H.createReading, { meterId: water.id, reading: 1, photo: 'http://x/y.png' }, { token: tk.maintainer01 }))).toBe('图片地址不正确')
    expect(msgOf(await read('nope', 1))).toBe('记录不存在')
    expect(msgOf(await read(water.id, 1, tk.supplier01))).toBe('无权访问该功能')
    expect(msgOf(await call(env.app, H.calculationWaterElectricityConsumption, { meterId: water.id, reading: 1 }, { token: tk.supplier01 }))).toBe('无权访问该功能')
    expect(msgOf(await call(env.app, H.page, { period: '2026-13' }, { token: tk.maintainer01 }))).toBe('账期格式不正确')
    expect(msgOf(await call(env.app, H.getWaterAandElectricityMeterArrears, { assetId: veg }, { token: tk.supplier02 }))).toBe('记录不存在')
    expect(msgOf(await call(env.app, H.getWaterAandElectricityMeterArrears, { assetId: veg }, { token: tk.supplier01a }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, H.page, {}, { token: tk.supplier01a }))).toBe('当前账号没有该功能的权限')
    expect(expectOk(await call<PageResult<MeterReading>>(env.app, H.page, {}, { token: tk.proprietor01 })).records.every((r) => r.customerName === '陈建国（业主）')).toBe(true)
    expect((await call(env.app, H.page, {})).state).toBe(97)
  })
})

describe('readings and arrears', () => {
  test('the readings list: newest period first, by cursor; a merchant its own', async () => {
    const first = expectOk(await call<PageResult<MeterReading>>(env.app, H.page, { size: 30 }, { token: tk.maintainer01 }))
    expect(first.hasMore).toBe(true)
    const next = expectOk(await call<PageResult<MeterReading>>(env.app, H.page, { size: 30, cursor: first.cursor }, { token: tk.maintainer01 }))
    const periods = [...first.records, ...next.records].map((r) => r.period)
    expect(periods).toEqual([...periods].sort().reverse())
    expect(new Set([...first.records, ...next.records].map((r) => r.id)).size).toBe(60)
    const mine = expectOk(await call<PageResult<MeterReading>>(env.app, H.page, { size: 100, period: first.records.at(-1)!.period }, { token: tk.supplier01 })).records
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => r.customerName === '绿源果蔬商行')).toBe(true)
    const water = expectOk(await call<PageResult<MeterReading>>(env.app, H.page, { meterType: 'water', size: 100 }, { token: tk.supplier02 })).records
    expect(water.every((r) => r.meterType === 'water' && r.customerName === '鲜丰水产批发部')).toBe(true)
  })

  test('an asset\'s arrears: its unpaid utility bills; paying one takes it off', async () => {
    const veg = await boothIn(env.db, lvyuan, '蔬菜区')
    const owed = expectOk(await call<MeterArrears>(env.app, H.getWaterAandElectricityMeterArrears, { assetId: veg }, { token: tk.maintainer01 }))
    expect(owed).toMatchObject({ assetId: veg, assetCode: 'SC-A-01', customerName: '绿源果蔬商行' })
    expect(owed.bills.length).toBeGreaterThanOrEqual(3)
    expect(owed.bills.every((b) => b.billType === 'utility' && b.outstandingFen > 0)).toBe(true)
    expect(owed.bills[0]!.overdue).toBe(true)
    expect(owed.arrearsFen).toBe(owed.bills.reduce((s, b) => s + b.outstandingFen, 0))
    expect((await meters({ assetId: veg }))[0]!.arrearsFen).toBe(owed.arrearsFen)
    expect(expectOk(await call<MeterArrears>(env.app, H.getWaterAandElectricityMeterArrears, { assetId: veg }, { token: tk.supplier01 })).arrearsFen).toBe(owed.arrearsFen)
    expectOk(await call(env.app, contract.settle.billInfo.payBill, { id: owed.bills[0]!.id, payMethod: 'balance' }, { token: tk.supplier01 }))
    const after = expectOk(await call<MeterArrears>(env.app, H.getWaterAandElectricityMeterArrears, { assetId: veg }, { token: tk.maintainer01 }))
    expect(after.arrearsFen).toBe(owed.arrearsFen - owed.bills[0]!.outstandingFen)
  })

  test('the seed: six months of readings per meter, billed per booth and period', async () => {
    const rows = await env.db.select().from(meterReadings)
    const byMeter = new Map<string, Set<string>>()
    for (const r of rows) byMeter.set(r.meterId, (byMeter.get(r.meterId) ?? new Set()).add(r.period))
    expect([...byMeter.values()].every((p) => p.size >= 6)).toBe(true)
    const billed = await env.db.select().from(meterBills)
    expect(billed.length).toBeGreaterThanOrEqual(60)
  })
})
