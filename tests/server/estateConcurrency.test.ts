/**
 * Estate and staff health under concurrency (run on PostgreSQL: scripts/with-postgres.sh; PGlite
 * runs one query at a time, so there these only prove the sequential behaviour): twenty requests
 * at once never take a consumable below zero, take one worksheet twice, read one meter twice in a
 * period, bill a booth's period twice or miss a reading racing its billing, rate twice, check in
 * twice a day, record a dose twice or answer feedback twice.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { contract, type CheckInPayload, type RepairItem } from '@/contract'
import { estateMaterials, estateStockRecords, healthCheckins, messages, meterBills, meterReadings, repairs, staffFeedback, vaccinations } from '../../server/db/schema'
import { chinaMonth } from '../../server/lib/dates'
import { fromNumeric } from '../../server/lib/money'
import { newId } from '../../server/lib/ids'
import { billMeterPeriod } from '../../server/modules/estate/meterWorkflow'
import { moveEstateStock } from '../../server/modules/estate/stock'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { boothIn, complete, customerId, E, inProgress, meterOf, PHOTO, report, userId } from './estateHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'maintainer01' | 'staff01' | 'staff04' | 'office01', string>
let veg = ''
const period = chinaMonth()

beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'maintainer01', 'staff01', 'staff04', 'office01'] as const)
  veg = await boothIn(env.db, await customerId(env.db, '绿源果蔬商行'), '蔬菜区')
}, 600_000)
afterAll(() => env?.close())

const oks = <T extends { state: number }>(rs: T[]) => rs.filter((r) => r.state === 0)
const msgs = (rs: Array<{ state: number; msg: string }>) => rs.filter((r) => r.state !== 0).map((r) => r.msg)

test('20 completions at once, each using one of 5 in stock: 5 go through, 15 are refused and left untouched; the ledger chains to zero', async () => {
  const [material] = await env.db.insert(estateMaterials).values({ code: 'TST001', name: '测试阀门', category: '水路', unit: '个', priceFen: 1_000 }).returning()
  await moveEstateStock(env.db, { materialId: material!.id, kind: 'in', deltaHundredths: 500, bizId: newId(), refusal: '入库失败' })
  const sheets: RepairItem[] = []
  for (let i = 0; i < N; i++) sheets.push(await inProgress(env, tk.supplier01, tk.maintainer01, veg))
  const rs = await Promise.all(sheets.map((s) => complete(env, tk.maintainer01, s.id, { materials: [{ id: material!.id, quantity: 1 }] })))
  expect(oks(rs)).toHaveLength(5)
  expect(msgs(rs)).toEqual(Array(N - 5).fill('「测试阀门」库存不足'))
  const [after] = await env.db.select().from(estateMaterials).where(eq(estateMaterials.id, material!.id))
  expect(after!.quantity).toBe('0.00')
  const uses = await env.db.select().from(estateStockRecords).where(and(eq(estateStockRecords.materialId, material!.id), eq(estateStockRecords.kind, 'use')))
  expect(uses.map((u) => fromNumeric(u.quantityAfter)).sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400])
  const states = await env.db.select({ status: repairs.status, billId: repairs.billId }).from(repairs).where(eq(repairs.customerId, sheets[0]!.customerId))
  const done = states.filter((s) => s.status === 'completed' && s.billId)
  expect(done.length).toBeGreaterThanOrEqual(5)
  const refused = rs.map((r, i) => (r.state === 0 ? null : sheets[i]!.id)).filter((x): x is string => x !== null)
  const left = await Promise.all(refused.map(async (id) => (await env.db.select().from(repairs).where(eq(repairs.id, id)))[0]!))
  expect(left.every((r) => r.status === 'inProgress' && r.billId === null && r.amountFen === 0)).toBe(true)
}, 600_000)

test('20 maintainers\' taps on one worksheet: one takes it, 19 are told 该工单已被派单; 20 ratings make one', async () => {
  const r = await report(env, tk.supplier01, veg)
  const takes = await Promise.all(Array.from({ length: N }, () => call(env.app, E.worksheetManage.update, { id: r.id, action: 'take' }, { token: tk.maintainer01 })))
  expect(oks(takes)).toHaveLength(1)
  expect(msgs(takes)).toEqual(Array(N - 1).fill('该工单已被派单'))
  expectOk(await call(env.app, E.worksheetManage.update, { id: r.id, action: 'start' }, { token: tk.maintainer01 }))
  expectOk(await complete(env, tk.maintainer01, r.id))
  const rates = await Promise.all(Array.from({ length: N }, (_, i) => call(env.app, E.recordsManage.evaluate, { id: r.id, stars: (i % 5) + 1 }, { token: tk.supplier01 })))
  expect(oks(rates)).toHaveLength(1)
  expect(msgs(rates)).toEqual(Array(N - 1).fill('该报修已评价'))
}, 600_000)

test('20 readings of one meter at once: one is saved', async () => {
  const dry = await boothIn(env.db, await customerId(env.db, '绿源果蔬商行'), '干调区')
  const meter = await meterOf(env.db, dry, 'electric')
  const rs = await Promise.all(Array.from({ length: N }, (_, i) => call(env.app, E.hydropowerReading.createReading, { meterId: meter.id, reading: Number(meter.lastReading) + 10 + i, photo: PHOTO }, { token: tk.maintainer01 })))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(Array(N - 1).fill('该表本期已抄表'))
  expect(await env.db.select().from(meterReadings).where(and(eq(meterReadings.meterId, meter.id), eq(meterReadings.period, period)))).toHaveLength(1)
}, 600_000)

test('the last reading of a booth racing 19 billing runs: the period is billed once and the reading is in it, or refused', async () => {
  const meter = await meterOf(env.db, veg, 'water')
  const [y, m] = period.split('-').map(Number) as [number, number]
  const later = new Date(Date.UTC(y, m, 1, 2))
  const reading = call(env.app, E.hydropowerReading.createReading, { meterId: meter.id, reading: Number(meter.lastReading) + 5, photo: PHOTO }, { token: tk.maintainer01 })
  const runs = Array.from({ length: N - 1 }, (_, i) => billMeterPeriod(env.db, veg, period, { now: i % 2 ? later : new Date() }))
  const [read, ...outcomes] = await Promise.all([reading, ...runs])
  const billed = await env.db.select().from(meterBills).where(and(eq(meterBills.assetId, veg), eq(meterBills.period, period)))
  expect(billed).toHaveLength(1)
  expect(outcomes.filter((o) => o === 'billed').length).toBeLessThanOrEqual(1)
  expect(await env.db.select().from(meterReadings).where(and(eq(meterReadings.assetId, veg), eq(meterReadings.period, period), isNull(meterReadings.billedAt)))).toEqual([])
  if (read.state === 0) expect((await env.db.select().from(meterReadings).where(eq(meterReadings.meterId, meter.id))).some((r) => r.period === period && r.billId === billed[0]!.billId)).toBe(true)
  else expect(read.msg).toBe('该摊位本期水电费已出账，不能再抄表')
}, 600_000)

test('20 check-ins of one staff member at once: one record of the day; 20 first doses: one; 20 replies to one feedback: one message', async () => {
  const check: CheckInPayload = { temperature: 36.4, location: { province: '浙江省', city: '杭州市', district: '余杭区' }, visitedRiskArea: false, answers: [] }
  const questions = expectOk(await call<{ records: Array<{ id: string; kind: string; required: boolean }> }>(env.app, contract.custome.riskAreaSituationKey.page, {}, { token: tk.staff01 })).records
  check.answers = questions.filter((q) => q.required).map((q) => ({ questionId: q.id, value: q.kind === 'choice' ? '绿码' : '否' }))
  const saves = await Promise.all(Array.from({ length: N }, () => call(env.app, contract.custome.riskAreaSituationVal.saveClockRecord, check as unknown as Record<string, unknown>, { token: tk.staff01 })))
  expect(oks(saves)).toHaveLength(N)
  const staff01 = await userId(env.db, 'staff01')
  expect(await env.db.select().from(healthCheckins).where(eq(healthCheckins.userId, staff01))).toHaveLength(13)
  const doses = await Promise.all(
    Array.from({ length: N }, () => call(env.app, contract.custome.vaccinationRecord.create, { dose: 1, vaccineName: '新冠病毒灭活疫苗', vaccinatedOn: '2021-05-01', site: '社区卫生服务中心', proofImage: PHOTO }, { token: tk.staff04 })),
  )
  expect(oks(doses)).toHaveLength(1)
  expect(new Set(msgs(doses)).size).toBeLessThanOrEqual(2)
  expect(msgs(doses).every((m) => m === '第1剂已登记' || m === '该剂次已登记')).toBe(true)
  expect(await env.db.select().from(vaccinations).where(eq(vaccinations.userId, await userId(env.db, 'staff04')))).toHaveLength(1)
  const [pending] = await env.db.select().from(staffFeedback).where(eq(staffFeedback.status, 'pending'))
  const replies = await Promise.all(Array.from({ length: N }, (_, i) => call(env.app, contract.market.staffFeedback.reply, { id: pending!.id, reply: `回复${i}` }, { token: tk.office01 })))
  expect(oks(replies)).toHaveLength(1)
  expect(msgs(replies)).toEqual(Array(N - 1).fill('该反馈已回复'))
  expect((await env.db.select().from(messages).where(and(eq(messages.userId, pending!.userId), eq(messages.msgType, 'feedback')))).filter((m) => m.content.startsWith('您的反馈已收到回复：回复'))).toHaveLength(1)
}, 600_000)
