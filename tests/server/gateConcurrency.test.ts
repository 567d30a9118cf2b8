/**
 * Gate and quality under concurrency (run on PostgreSQL: scripts/with-postgres.sh; on PGlite they
 * prove the sequential behaviour): twenty requests at once never make two open stays of a plate,
 * two open exit applications of a stay, two decisions of one application, two pending parking
 * charges, a stay's fee counted twice when the gate and an online payment race, two orders from
 * one ticket, or two result recordings of one inspection.
 */
import { eq, inArray } from 'drizzle-orm'
import { contract, type DetectionCreated, type DetectionDetail, type DetectProductItems, type Entered, type InmarketDetail, type OrderCreated, type ParkingPayStart, type TicketCreated } from '@/contract'
import { inmarketRecords, orders, outmarketApplications, parkingCharges, payments, saleTickets } from '../../server/db/schema'
import { AUTO_REFUND_DUE } from '../../server/modules/settle/payment/service'
import { call, expectOk, type CallResult } from './helpers'
import { backdate, bringIn, G, gateEnv, M, newPlate, OUT, type GateEnv } from './gateHelpers'
import { confirmSimulator, parties, skuId, stockOf } from './tradeHelpers'

const N = 20
let g: GateEnv
beforeAll(async () => {
  g = await gateEnv({ poolSize: N + 6 })
}, 600_000)
afterAll(() => g?.env.close())

const app = () => g.env.app
const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const oks = (rs: Array<CallResult<unknown>>) => rs.filter((r) => r.state === 0)
const msgs = (rs: Array<CallResult<unknown>>) => [...new Set(rs.filter((r) => r.state !== 0).map((r) => r.msg))]

test('twenty entries of one plate at once: one stay', async () => {
  const plate = newPlate()
  const rs = await times(N, () => call<Entered>(app(), M.inmarket.enterVehicle, { plateNumber: plate, vehicleTypeId: g.vehicleType['小型货车'] }, { token: g.tk.office01 }))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(['该车辆已在场内，请先办理出场'])
  expect(await g.env.db.select().from(inmarketRecords).where(eq(inmarketRecords.plateNumber, plate))).toHaveLength(1)
})

test('twenty exit applications of one stay at once: one; twenty decisions of it at once: one', async () => {
  const { recordId } = await bringIn(g, g.tk.supplier01)
  const rs = await times(N, () => call(app(), OUT.outmarketApplication, { recordId, items: [], payMode: 'gate' }, { token: g.tk.supplier01 }))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(['该车辆已有待处理的出场申请'])
  const id = (oks(rs)[0]!.result as { id: string }).id
  const decisions = await times(N, (i) => (i % 2 ? call(app(), M.outmarket.approve, { id }, { token: g.tk.office01 }) : call(app(), M.outmarket.reject, { id, reason: '重复' }, { token: g.tk.office01 })))
  expect(oks(decisions)).toHaveLength(1)
  expect(msgs(decisions)).toEqual(['仅待审核的出场申请可以审核'])
  expect(await g.env.db.select().from(outmarketApplications).where(eq(outmarketApplications.recordId, recordId))).toHaveLength(1)
})

test('twenty taps on pay at once: one pending charge and one payment attempt, paid once', async () => {
  const plate = newPlate()
  const e = expectOk(await call<Entered>(app(), M.inmarket.enterVehicle, { plateNumber: plate, vehicleTypeId: g.vehicleType['小型货车'] }, { token: g.tk.office01 }))
  await backdate(g.env.db, e.recordId, 150)
  const rs = await times(N, () => call<ParkingPayStart>(app(), OUT.payImmediately, { plateNumber: plate, amountFen: 1500, payChannel: 'web' }))
  const started = oks(rs).map((r) => r.result as ParkingPayStart)
  expect(started.length).toBeGreaterThan(0)
  expect(new Set(started.map((s) => s.payNo)).size).toBe(1)
  for (const m of msgs(rs)) expect(['停车费支付处理中，请稍后再试', '支付处理中，请稍后再试']).toContain(m)
  const charges = await g.env.db.select().from(parkingCharges).where(eq(parkingCharges.recordId, e.recordId))
  expect(charges.filter((c) => c.status === 'pending')).toHaveLength(1)
  const confirms = await times(5, () => confirmSimulator(g.env, started[0]!.payNo))
  expect(confirms.every((c) => c.paid)).toBe(true)
  const [stay] = await g.env.db.select().from(inmarketRecords).where(eq(inmarketRecords.id, e.recordId))
  expect(stay!.parkingPaidFen).toBe(1500)
})

test('the gate collecting and an online payment racing for one stay: the fee is counted once, a late payment goes back', async () => {
  for (let round = 0; round < 40; round++) {
    const plate = newPlate()
    const e = expectOk(await call<Entered>(app(), M.inmarket.enterVehicle, { plateNumber: plate, vehicleTypeId: g.vehicleType['小型货车'] }, { token: g.tk.office01 }))
    await backdate(g.env.db, e.recordId, 100)
    const start = expectOk(await call<ParkingPayStart>(app(), OUT.payImmediately, { plateNumber: plate, amountFen: 1000, payChannel: 'web' }))
    const [gate, online] = await Promise.all([call(app(), M.inmarket.exit, { id: e.recordId, collectedFen: 1000 }, { token: g.tk.office01 }), confirmSimulator(g.env, start.payNo)])
    const [stay] = await g.env.db.select().from(inmarketRecords).where(eq(inmarketRecords.id, e.recordId))
    const paid = (await g.env.db.select().from(parkingCharges).where(eq(parkingCharges.recordId, e.recordId))).filter((c) => c.status === 'paid')
    // Exactly one payment counts, and the stay shows exactly the fee.
    expect(paid).toHaveLength(1)
    expect(stay!.parkingPaidFen).toBe(1000)
    const [pay] = await g.env.db.select().from(payments).where(eq(payments.payNo, start.payNo))
    if (gate.state === 0 && online.paid) {
      // Both went through: the online money arrived for a closed charge and was sent back.
      expect(pay).toMatchObject({ status: 'succeeded', failReason: AUTO_REFUND_DUE })
    }
    if (gate.state !== 0) {
      // The online payment came first: the gate then finds nothing due (or the vehicle still inside).
      expect(online.paid).toBe(true)
      expect(gate.msg).toBe('停车费已结清，无需收费')
    }
  }
})

test('twenty claims of one ticket at once: one order, the stock taken once', async () => {
  const p = await parties(g.env.db)
  const potato = await skuId(g.env.db, p.lvyuan, '土豆')
  const before = await stockOf(g.env.db, potato)
  const t = expectOk(await call<TicketCreated>(app(), contract.settle.scanOrder.createTicket, { lines: [{ skuId: potato, quantity: 1 }] }, { token: g.tk.supplier01 }))
  const rs = await times(N, () => call<OrderCreated>(app(), contract.settle.scanOrder.claim, { code: t.code }, { token: g.tk.purchaser01 }))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(['该订单码已被使用'])
  const [ticket] = await g.env.db.select().from(saleTickets).where(eq(saleTickets.id, t.id))
  expect(await g.env.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, [ticket!.orderId!]))).toHaveLength(1)
  expect(await stockOf(g.env.db, potato)).toBe(before - 100)
})

test('twenty result recordings of one inspection at once: one', async () => {
  const { recordId } = await bringIn(g, g.tk.supplier01, [['香蕉', 10, 10]])
  const [banana] = expectOk(await call<DetectProductItems[]>(app(), G.detectionMain.getDetectProAndItemByProIds, { productIds: [g.product['香蕉']] }, { token: g.tk.supplier01 }))
  const d = expectOk(await call<DetectionCreated>(app(), G.detectionMain.createDetection, { recordId, products: [{ productId: g.product['香蕉'], itemIds: banana!.items.map((i) => i.id) }] }, { token: g.tk.supplier01 }))
  const lines = expectOk(await call<DetectionDetail>(app(), G.detectionMain.detail, { id: d.id }, { token: g.tk.supplier01 })).products[0]!.items
  const rs = await times(N, (i) => call(app(), M.detection.recordResult, { id: d.id, results: lines.map((l) => ({ id: l.id, result: i % 2 ? 'pass' : 'fail' })) }, { token: g.tk.office01 }))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(['仅待检测的检测单可以录入结果'])
  const after = expectOk(await call<InmarketDetail>(app(), G.inmarketMain.queryById, { id: recordId }, { token: g.tk.supplier01 }))
  expect(after.detections).toEqual([expect.objectContaining({ status: 'tested' })])
})
