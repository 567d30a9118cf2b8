/**
 * Leaving the market (docs/gate.md, "Exit" and "Parking"): the public parking fee and payment by
 * plate (payment subject 'parking', paid through the simulator's callback), exit applications of
 * a merchant (apply, refused, sent again, approved, let out collecting what is due), ownership
 * (a dishonest shop), the office's module, and bad input.
 */
import { eq } from 'drizzle-orm'
import { type Entered, type Exited, type OutmarketCreated, type OutmarketDetail, type OutmarketItem, type PageResult, type ParkingFee, type ParkingPayStart, type InmarketDetail } from '@/contract'
import { bills, messages, orders, parkingCharges, payments, users } from '../../server/db/schema'
import { PUBLIC_PAYER_ID } from '../../server/modules/gate/parking'
import { parkingFeeFen } from '../../server/modules/gate/parkingFee'
import { DEFAULT_PARKING_RULES } from '../../server/modules/gate/stay'
import { call, expectOk } from './helpers'
import { backdate, bringIn, G, gateEnv, insideStay, M, newPlate, OUT, type GateEnv } from './gateHelpers'
import { confirmSimulator } from './tradeHelpers'

let g: GateEnv
beforeAll(async () => {
  g = await gateEnv()
}, 600_000)
afterAll(() => g?.env.close())

const app = () => g.env.app
const fee = (plateNumber: string) => call<ParkingFee>(app(), OUT.getCurrentParkingFee, { plateNumber })
const payNow = (data: Record<string, unknown>) => call<ParkingPayStart>(app(), OUT.payImmediately, { payChannel: 'web', ...data })

/** A social vehicle let in by the office, its entry moved `minutes` back. */
async function visitor(minutes: number): Promise<{ plate: string; recordId: string; entry: Date }> {
  const plate = newPlate()
  const e = expectOk(await call<Entered>(app(), M.inmarket.enterVehicle, { plateNumber: plate, vehicleTypeId: g.vehicleType['小型货车'] }, { token: g.tk.office01 }))
  expect(e).toEqual({ recordId: expect.any(String), kind: 'visitor', customerName: null })
  return { plate, recordId: e.recordId, entry: await backdate(g.env.db, e.recordId, minutes) }
}

describe('parking by plate (public)', () => {
  test('the fee so far, without a token; free period; an unknown or malformed plate', async () => {
    const v = await visitor(95)
    const r = await fee(v.plate.toLowerCase())
    expect(r.state).toBe(0)
    expect(r.result).toMatchObject({ plateNumber: v.plate, feeFen: 1000, paidFen: 0, dueFen: 1000, leaveBy: null, paying: false, rules: DEFAULT_PARKING_RULES })
    expect(r.result.parkedMinutes).toBeGreaterThanOrEqual(95)
    const free = await visitor(10)
    expect(expectOk(await fee(free.plate))).toMatchObject({ feeFen: 0, dueFen: 0, leaveBy: new Date(free.entry.getTime() + 30 * 60_000).toISOString() })
    expect((await fee('浙Z99999')).msg).toBe('未查询到该车辆的在场记录')
    expect((await fee('ABC')).msg).toBe('车牌号格式不正确')
    expect((await fee('')).msg).toBe('缺少参数：plateNumber')
  })

  test('pay now: the confirmed amount must be what is due; a second tap resumes the same attempt; the callback settles it; then nothing is due', async () => {
    const v = await visitor(95)
    expect((await payNow({ plateNumber: v.plate, amountFen: 900 })).msg).toBe('停车费已变化，请确认后重新支付')
    expect((await payNow({ plateNumber: v.plate, amountFen: 0 })).msg).toBe('缴费金额不正确')
    expect((await payNow({ plateNumber: v.plate, amountFen: 1000, payChannel: 'card' })).msg).toBe('支付渠道不正确')
    const first = expectOk(await payNow({ plateNumber: v.plate, amountFen: 1000 }))
    expect(first).toMatchObject({ settled: false, provider: 'simulator', status: 'pending', chargeNo: expect.stringMatching(/^TC\d{14}$/) })
    const again = expectOk(await payNow({ plateNumber: v.plate, amountFen: 1000 }))
    expect(again.payNo).toBe(first.payNo)
    expect(expectOk(await fee(v.plate)).paying).toBe(true)
    expect((await confirmSimulator(g.env, first.payNo)).paid).toBe(true)
    const after = expectOk(await fee(v.plate))
    expect(after).toMatchObject({ paidFen: 1000, dueFen: 0, paying: false })
    // Paid for two started hours: free to leave until the second hour ends (25 minutes), longer than the 15-minute window.
    expect(after.leaveBy).toBe(new Date(v.entry.getTime() + 2 * 3600_000).toISOString())
    expect((await payNow({ plateNumber: v.plate, amountFen: 1000 })).msg).toBe('当前无需缴纳停车费')
    // Booked to the public payer: no account, and the payment pays the charge only.
    const [p] = await g.env.db.select().from(payments).where(eq(payments.payNo, first.payNo))
    expect(p).toMatchObject({ subjectType: 'parking', subjectId: first.chargeId, customerId: PUBLIC_PAYER_ID, userId: null, status: 'succeeded', amountFen: 1000 })
    const [c] = await g.env.db.select().from(parkingCharges).where(eq(parkingCharges.id, first.chargeId))
    expect(c).toMatchObject({ status: 'paid', channel: 'online', amountFen: 1000, basePaidFen: 0 })
    // The office lets it out collecting nothing more.
    expect((await call(app(), M.inmarket.exit, { id: v.recordId, collectedFen: 500 }, { token: g.tk.office01 })).msg).toBe('停车费已结清，无需收费')
    expect(expectOk(await call<Exited>(app(), M.inmarket.exit, { id: v.recordId, collectedFen: 0 }, { token: g.tk.office01 }))).toMatchObject({ recordId: v.recordId, feeFen: 1000, collectedFen: 0 })
    expect((await fee(v.plate)).msg).toBe('未查询到该车辆的在场记录')
    expect((await call(app(), M.inmarket.exit, { id: v.recordId, collectedFen: 0 }, { token: g.tk.office01 })).msg).toBe('车辆已出场')
  })

  test('a public payment carries only the plate and the amount: ids of an order or a bill sent with it are ignored, and nothing else is paid', async () => {
    const v = await visitor(61)
    const [order] = await g.env.db.select().from(orders).where(eq(orders.status, 'unpaid')).limit(1)
    const [bill] = await g.env.db.select().from(bills).where(eq(bills.payStatus, 'unpaid')).limit(1)
    const start = expectOk(await payNow({ plateNumber: v.plate, amountFen: 1000, id: order!.id, subjectId: bill!.id, subject: 'bill', customerId: order!.purchaserId }))
    expect((await confirmSimulator(g.env, start.payNo)).paid).toBe(true)
    const [p] = await g.env.db.select().from(payments).where(eq(payments.payNo, start.payNo))
    expect(p).toMatchObject({ subjectType: 'parking', subjectId: start.chargeId, customerId: PUBLIC_PAYER_ID })
    expect((await g.env.db.select({ s: orders.status }).from(orders).where(eq(orders.id, order!.id)))[0]!.s).toBe('unpaid')
    expect((await g.env.db.select({ s: bills.payStatus }).from(bills).where(eq(bills.id, bill!.id)))[0]!.s).toBe('unpaid')
  })

  test('a payment that arrives after the vehicle left at the gate is not counted: the charge closes and the money goes back', async () => {
    const v = await visitor(95)
    const start = expectOk(await payNow({ plateNumber: v.plate, amountFen: 1000 }))
    // The gate collects first.
    expectOk(await call(app(), M.inmarket.exit, { id: v.recordId, collectedFen: 1000 }, { token: g.tk.office01 }))
    const [closed] = await g.env.db.select().from(parkingCharges).where(eq(parkingCharges.id, start.chargeId))
    expect(closed!.status).toBe('closed')
    // The attempt was closed with it: the simulator refuses to pay it.
    expect((await confirmSimulator(g.env, start.payNo)).paid).toBe(false)
    const [rec] = await g.env.db.select().from(payments).where(eq(payments.payNo, start.payNo))
    expect(rec!.status).toBe('closed')
  })
})

describe('exit applications', () => {
  test('apply, refused, sent again, approved, let out paying at the gate; states checked in each step', async () => {
    const { recordId, plate } = await bringIn(g, g.tk.supplier01, [['红富士苹果', 10, 100, '山东烟台'], ['香蕉', 20, 200]])
    await backdate(g.env.db, recordId, 200)
    const entry = expectOk(await call<InmarketDetail>(app(), G.inmarketMain.queryById, { id: recordId }, { token: g.tk.supplier01 }))
    expect(entry).toMatchObject({ plateNumber: plate, exitTime: null, driverPhone: '13700000001', parking: { dueFen: 2000 }, exitApplication: null, detections: [] })
    expect(entry.items.map((i) => [i.productName, i.origin])).toEqual([['红富士苹果', '山东烟台'], ['香蕉', null]])
    const apple = entry.items[0]!.id
    const applyData = { recordId, items: [{ goodsId: apple, quantity: 4, weight: 40 }], payMode: 'online', remark: '剩余退回' }
    // Refusals before anything is written.
    expect((await call(app(), OUT.outmarketApplication, { ...applyData, items: [{ goodsId: apple, quantity: 11, weight: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('「红富士苹果」出场数量不能超过进场数量')
    expect((await call(app(), OUT.outmarketApplication, { ...applyData, items: [{ goodsId: apple, quantity: 1, weight: 1 }, { goodsId: apple, quantity: 1, weight: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('同一货物不能重复添加')
    expect((await call(app(), OUT.outmarketApplication, { ...applyData, items: [{ goodsId: '123', quantity: 1, weight: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('出场货物不在该进场记录中')
    expect((await call(app(), OUT.outmarketApplication, { ...applyData, payMode: 'cash' }, { token: g.tk.supplier01 })).msg).toBe('缴费方式不正确')
    expect((await call(app(), OUT.outmarketApplication, { ...applyData, items: [{ goodsId: apple, quantity: -1, weight: 1 }] }, { token: g.tk.supplier01 })).msg).toBe('出场数量需大于0，最多2位小数')
    // A dishonest shop names another shop's entry.
    expect((await call(app(), OUT.outmarketApplication, applyData, { token: g.tk.supplier02 })).msg).toBe('记录不存在')

    const made = expectOk(await call<OutmarketCreated>(app(), OUT.outmarketApplication, applyData, { token: g.tk.supplier01 }))
    expect(made).toEqual({ id: expect.any(String), applyNo: expect.stringMatching(/^CC\d{14}$/), dueFen: 2000 })
    expect((await call(app(), OUT.outmarketApplication, applyData, { token: g.tk.supplier01 })).msg).toBe('该车辆已有待处理的出场申请')
    // Seen by its shop, nobody else; a sub-account whose role lacks 车辆进出 is refused.
    const list = expectOk(await call<PageResult<OutmarketItem>>(app(), OUT.page, { keyword: plate.slice(2), status: 'submitted' }, { token: g.tk.supplier01 }))
    expect(list.records.map((r) => r.id)).toEqual([made.id])
    expect((await call(app(), OUT.page, {}, { token: g.tk.supplier01a })).msg).toBe('当前账号没有该功能的权限')
    expect((await call(app(), OUT.queryById, { id: made.id }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')
    expect((await call(app(), OUT.queryById, { id: made.id }, { token: g.tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(app(), OUT.page, {}, { token: g.tk.dc01 })).msg).toBe('无权访问该功能')
    expect((await call(app(), OUT.outmarketApplicationAgain, { id: made.id, items: [], payMode: 'gate' }, { token: g.tk.supplier01 })).msg).toBe('仅被驳回的出场申请可以重新提交')

    // The office refuses it, with a reason; the shop is told.
    expect((await call(app(), M.outmarket.reject, { id: made.id, reason: '' }, { token: g.tk.office01 })).msg).toBe('缺少参数：reason')
    expectOk(await call(app(), M.outmarket.reject, { id: made.id, reason: '苹果出场数量与销售不符' }, { token: g.tk.office01 }))
    expect((await call(app(), M.outmarket.approve, { id: made.id }, { token: g.tk.office01 })).msg).toBe('仅待审核的出场申请可以审核')
    const [shopAdmin] = await g.env.db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier01'))
    const told = await g.env.db.select().from(messages).where(eq(messages.userId, shopAdmin!.id))
    expect(told.some((m) => m.msgType === 'gate' && m.content.includes('苹果出场数量与销售不符'))).toBe(true)
    const refused = expectOk(await call<OutmarketDetail>(app(), OUT.queryById, { id: made.id }, { token: g.tk.supplier01 }))
    expect(refused).toMatchObject({ status: 'rejected', rejectReason: '苹果出场数量与销售不符', goods: [{ goodsId: apple, quantity: 4, weight: 40, entryQuantity: 10 }] })

    // Sent again, corrected: submitted, the reason cleared; then approved.
    const again = expectOk(await call<OutmarketCreated>(app(), OUT.outmarketApplicationAgain, { id: made.id, items: [], payMode: 'gate' }, { token: g.tk.supplier01 }))
    expect(again).toMatchObject({ id: made.id, applyNo: made.applyNo })
    expect(expectOk(await call<OutmarketDetail>(app(), OUT.queryById, { id: made.id }, { token: g.tk.supplier01 }))).toMatchObject({ status: 'submitted', rejectReason: null, goods: [], payMode: 'gate' })
    // Not approved yet: the gate does not let it out.
    expect((await call(app(), M.inmarket.exit, { id: recordId, collectedFen: 2000 }, { token: g.tk.office01 })).msg).toBe('出场申请尚未审核通过，不能放行')
    expect(expectOk(await call(app(), M.outmarket.approve, { id: made.id }, { token: g.tk.office01 }))).toEqual({ id: made.id, status: 'approved' })
    expect(expectOk(await call(app(), OUT.update, { id: made.id, remark: '下午出场' }, { token: g.tk.supplier01 }))).toEqual({ id: made.id, status: 'approved' })

    // Let out: exactly what is due is collected at the gate.
    const due = parkingFeeFen((await insideStay(g.env.db, plate))!.entryTime, new Date(), DEFAULT_PARKING_RULES)
    expect((await call(app(), M.inmarket.exit, { id: recordId, collectedFen: due - 1 }, { token: g.tk.office01 })).msg).toBe(`应收停车费${(due / 100).toFixed(2)}元，请按应收金额收取`)
    expect((await call(app(), M.inmarket.exit, { id: recordId, collectedFen: -5 }, { token: g.tk.office01 })).msg).toBe('金额需为不小于0的整数（分）')
    expect(expectOk(await call<Exited>(app(), M.inmarket.exit, { id: recordId, collectedFen: due }, { token: g.tk.office01 }))).toMatchObject({ feeFen: due, collectedFen: due })
    const gone = expectOk(await call<OutmarketDetail>(app(), OUT.queryById, { id: made.id }, { token: g.tk.supplier01 }))
    expect(gone).toMatchObject({ status: 'exited', exitTime: expect.any(String), parking: { feeFen: due, paidFen: due, dueFen: 0 } })
    expect(gone.charges).toEqual([expect.objectContaining({ channel: 'gate', status: 'paid', amountFen: due })])
    expect((await call(app(), OUT.update, { id: made.id, payMode: 'online' }, { token: g.tk.supplier01 })).msg).toBe('仅待审核或已通过的出场申请可以修改')
    // A vehicle that left cannot apply again.
    expect((await call(app(), OUT.outmarketApplication, { recordId, items: [], payMode: 'gate' }, { token: g.tk.supplier01 })).msg).toBe('车辆已出场')
  })

  test('the seeded exits of 绿源 in every state, and the entries still inside to choose from', async () => {
    const all = expectOk(await call<PageResult<OutmarketItem>>(app(), OUT.page, { size: 50 }, { token: g.tk.supplier01 })).records
    const seeded = all.filter((a) => ['浙A12345', '浙A88K66', '浙A5K321', '浙A7L902'].includes(a.plateNumber))
    expect(new Set(seeded.map((a) => a.status))).toEqual(new Set(['exited', 'submitted', 'rejected']))
    const inside = expectOk(await call<PageResult<{ plateNumber: string }>>(app(), G.inmarketMain.page, { inside: true, size: 50 }, { token: g.tk.supplier01 })).records.map((r) => r.plateNumber)
    expect(inside).toEqual(expect.arrayContaining(['浙A5K321', '浙A7L902']))
    expect(inside).not.toContain('浙A12345')
    const online = all.find((a) => a.plateNumber === '浙A12345')!
    const detail = expectOk(await call<OutmarketDetail>(app(), OUT.queryById, { id: online.id }, { token: g.tk.supplier01 }))
    expect(detail.charges).toEqual([expect.objectContaining({ channel: 'online', status: 'paid' })])
    expect(detail.parking.dueFen).toBe(0)
  })

  test('the office side needs its module: plain staff and merchants are refused', async () => {
    for (const ep of [M.outmarket.page, M.inmarket.inside, M.prefill.page]) {
      expect((await call(app(), ep, {}, { token: g.tk.staff01 })).msg).toBe('当前账号没有该功能的权限')
      expect((await call(app(), ep, {}, { token: g.tk.supplier01 })).msg).toBe('无权访问该功能')
      expect((await call(app(), ep, {})).state).toBe(97)
    }
  })
})
