/**
 * The market office's gate and audits (docs/gate.md, "The market office"): entry reports approved
 * or rejected only through market.prefill (office01 with 进出场管理; plain staff and merchants
 * refused), vehicles let in (an approved report, a registered vehicle, a social vehicle), weighed,
 * the list of who is inside; loss reports approved or rejected (module 报损审核); the distribution
 * centre's vehicles and profile.
 */
import { eq } from 'drizzle-orm'
import { contract, type DeliveryDetail, type Entered, type InsideVehicle, type LossReportCreated, type OfficeInmarketDetail, type OfficeLossItem, type OfficePrefillDetail, type OfficePrefillItem, type PageResult, type StockItem, type VehicleDetail, type VehicleItem, type Weighed } from '@/contract'
import { messages, stockBatches, users } from '../../server/db/schema'
import { call, expectOk } from './helpers'
import { bringIn, G, gateEnv, insideStay, M, newPlate, type GateEnv } from './gateHelpers'

let g: GateEnv
beforeAll(async () => {
  g = await gateEnv()
}, 600_000)
afterAll(() => g?.env.close())

const app = () => g.env.app
const office = (ep: Parameters<typeof call>[1], data: Record<string, unknown> = {}) => call(app(), ep, data, { token: g.tk.office01 })

async function report(token: string, plate = newPlate()) {
  return expectOk(
    await call<{ id: string; orderNo: string }>(
      app(),
      G.inmarketPrefillMain.createPreFill,
      { plateNumber: plate, vehicleTypeId: g.vehicleType['冷链车'], driverName: '刘师傅', driverPhone: '13700000002', expectedTime: new Date(Date.now() + 3600_000).toISOString(), items: [{ productId: g.product['菠菜'], quantity: 50, weight: 50, origin: '山东寿光' }] },
      { token },
    ),
  )
}

describe('entry reports', () => {
  test('the office sees every customer\'s reports; approves, rejects with a reason; the merchant is told; states are checked', async () => {
    const a = await report(g.tk.supplier01)
    const b = await report(g.tk.purchaser01)
    const list = expectOk(await call<PageResult<OfficePrefillItem>>(app(), M.prefill.page, { status: 'submitted', size: 50 }, { token: g.tk.office01 }))
    expect(list.records.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(new Set(list.records.map((r) => r.customerName))).toEqual(new Set(['绿源果蔬商行', '城南生鲜采购中心', '鲜丰水产批发部']))
    expect(expectOk(await call<PageResult<OfficePrefillItem>>(app(), M.prefill.page, { keyword: '城南' }, { token: g.tk.office01 })).records.every((r) => r.customerName === '城南生鲜采购中心')).toBe(true)
    const detail = expectOk(await call<OfficePrefillDetail>(app(), M.prefill.queryById, { id: a.id }, { token: g.tk.office01 }))
    expect(detail).toMatchObject({ customerName: '绿源果蔬商行', items: [{ productName: '菠菜', origin: '山东寿光' }] })

    expect(expectOk(await office(M.prefill.approve, { id: a.id }))).toEqual({ id: a.id, status: 'approved' })
    expect((await office(M.prefill.approve, { id: a.id })).msg).toBe('仅待审核的报备可以审核')
    expect((await office(M.prefill.reject, { id: b.id, reason: ' ' })).msg).toBe('缺少参数：reason')
    expect((await office(M.prefill.reject, { id: b.id, reason: 'x'.repeat(201) })).msg).toBe('原因不能超过200个字符')
    expect(expectOk(await office(M.prefill.reject, { id: b.id, reason: '冷链车需提前一天报备' }))).toEqual({ id: b.id, status: 'rejected' })
    expect((await office(M.prefill.approve, { id: '999' })).msg).toBe('记录不存在')
    const [buyer] = await g.env.db.select({ id: users.id }).from(users).where(eq(users.username, 'purchaser01'))
    const told = await g.env.db.select().from(messages).where(eq(messages.userId, buyer!.id))
    expect(told.some((m) => m.msgType === 'gate' && m.content.includes('冷链车需提前一天报备'))).toBe(true)
    // The merchant reads the decision on its own report.
    expect(expectOk(await call(app(), G.inmarketPrefillMain.queryById, { id: b.id }, { token: g.tk.purchaser01 }))).toMatchObject({ status: 'rejected', rejectReason: '冷链车需提前一天报备' })
  })

  test('nobody else reaches the approval over HTTP: plain staff, merchants, other roles, no token', async () => {
    const a = await report(g.tk.supplier01)
    for (const who of ['staff01', 'supplier01', 'purchaser01', 'dc01', 'maintainer01'] as const) {
      const r = await call(app(), M.prefill.approve, { id: a.id }, { token: g.tk[who] })
      expect(r.msg).toBe(who === 'staff01' ? '当前账号没有该功能的权限' : '无权访问该功能')
    }
    expect((await call(app(), M.prefill.approve, { id: a.id })).state).toBe(97)
    expect(expectOk(await call(app(), G.inmarketPrefillMain.queryById, { id: a.id }, { token: g.tk.supplier01 }))).toMatchObject({ status: 'submitted' })
  })
})

describe('at the gate', () => {
  test('an approved report enters once; a plate inside cannot enter twice; weighing; the entry shows weights', async () => {
    const plate = newPlate()
    const a = await report(g.tk.supplier01, plate)
    expect((await office(M.inmarket.enterPrefill, { id: a.id })).msg).toBe('仅审核通过的报备可以入场')
    expectOk(await office(M.prefill.approve, { id: a.id }))
    const e = expectOk(await call<Entered>(app(), M.inmarket.enterPrefill, { id: a.id, gateName: '2号门（北门）' }, { token: g.tk.office01 }))
    expect(e).toEqual({ recordId: expect.any(String), kind: 'merchant', customerName: '绿源果蔬商行' })
    expect((await office(M.inmarket.enterPrefill, { id: a.id })).msg).toBe('仅审核通过的报备可以入场')
    expect((await office(M.inmarket.enterVehicle, { plateNumber: plate, vehicleTypeId: g.vehicleType['冷链车'] })).msg).toBe('该车辆已在场内，请先办理出场')

    expect((await office(M.inmarket.weigh, { id: e.recordId, grossWeight: 1000, tareWeight: 1200 })).msg).toBe('皮重不能大于毛重')
    expect((await office(M.inmarket.weigh, { id: e.recordId, grossWeight: 'abc', tareWeight: 1 })).msg).toBe('重量需为0-100000之间的数，最多2位小数')
    expect((await office(M.inmarket.weigh, { id: e.recordId, grossWeight: 100001, tareWeight: 1 })).msg).toBe('重量需为0-100000之间的数，最多2位小数')
    const w = expectOk(await call<Weighed>(app(), M.inmarket.weigh, { id: e.recordId, grossWeight: '3250.5', tareWeight: 2800 }, { token: g.tk.office01 }))
    expect(w).toMatchObject({ grossWeight: 3250.5, tareWeight: 2800, netWeight: 450.5 })
    const mine = expectOk(await call<OfficeInmarketDetail>(app(), G.inmarketMain.queryById, { id: e.recordId }, { token: g.tk.supplier01 }))
    expect(mine).toMatchObject({ grossWeight: 3250.5, tareWeight: 2800, netWeight: 450.5, gateName: '2号门（北门）', weighedAt: w.weighedAt })
    const theirs = expectOk(await call<OfficeInmarketDetail>(app(), M.inmarket.queryById, { id: e.recordId }, { token: g.tk.office01 }))
    expect(theirs).toMatchObject({ kind: 'merchant', customerName: '绿源果蔬商行' })
    expect((await call(app(), G.inmarketMain.queryById, { id: e.recordId }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')
  })

  test('a registered vehicle enters under its customer with its driver; a social vehicle under nobody; who is inside, longest first', async () => {
    // 浙A0C003 is the distribution centre's (seeded, never inside).
    const reg = expectOk(await call<Entered>(app(), M.inmarket.enterVehicle, { plateNumber: '浙a0c003', vehicleTypeId: g.vehicleType['中型货车'] }, { token: g.tk.office01 }))
    expect(reg).toMatchObject({ kind: 'registered', customerName: '城北冷链配送中心' })
    const stay = await insideStay(g.env.db, '浙A0C003')
    expect(stay).toMatchObject({ driverName: '卫师傅', driverPhone: null, kind: 'registered' })
    expect((await office(M.inmarket.enterVehicle, { plateNumber: '京A', vehicleTypeId: g.vehicleType['中型货车'] })).msg).toBe('车牌号格式不正确')
    expect((await office(M.inmarket.enterVehicle, { plateNumber: newPlate(), vehicleTypeId: '123' })).msg).toBe('车辆类型不存在')

    const inside = expectOk(await call<PageResult<InsideVehicle>>(app(), M.inmarket.inside, { size: 100 }, { token: g.tk.office01 })).records
    const times = inside.map((v) => Date.parse(v.entryTime))
    expect(times).toEqual([...times].sort((x, y) => x - y))
    expect(inside.map((v) => v.plateNumber)).toEqual(expect.arrayContaining(['浙A5K321', '浙A7L902', '浙A6H318', '浙D88990', '浙A0C001', '浙A0C003', '浙A9P2K7', '浙B7M615']))
    expect(inside.map((v) => v.plateNumber)).not.toContain('浙A12345')
    const k = inside.find((v) => v.plateNumber === '浙A5K321')!
    expect(k).toMatchObject({ kind: 'merchant', customerName: '绿源果蔬商行', weighed: true, exitApplication: { status: 'submitted', payMode: 'online' } })
    expect(inside.find((v) => v.plateNumber === '浙B7M615')).toMatchObject({ kind: 'visitor', customerName: null, weighed: false, exitApplication: null })
    const visitors = expectOk(await call<PageResult<InsideVehicle>>(app(), M.inmarket.inside, { kind: 'visitor' }, { token: g.tk.office01 })).records
    expect(visitors.every((v) => v.kind === 'visitor')).toBe(true)
    expect(expectOk(await call<PageResult<InsideVehicle>>(app(), M.inmarket.inside, { keyword: '城北' }, { token: g.tk.office01 })).records.map((v) => v.plateNumber).sort()).toEqual(['浙A0C001', '浙A0C003'])
    // Paging by cursor walks the whole list once.
    const first = expectOk(await call<PageResult<InsideVehicle>>(app(), M.inmarket.inside, { size: 3 }, { token: g.tk.office01 }))
    const second = expectOk(await call<PageResult<InsideVehicle>>(app(), M.inmarket.inside, { size: 3, cursor: first.cursor }, { token: g.tk.office01 }))
    expect([...first.records, ...second.records].map((v) => v.recordId)).toEqual(inside.slice(0, 6).map((v) => v.recordId))
    expect((await office(M.inmarket.inside, { kind: 'bus' })).msg).toBe('车辆类别不正确')
  })
})

describe('loss report audits', () => {
  test('approve takes the stock out through the ledger; reject needs a reason; the office sees every shop; states checked; module required', async () => {
    const stock = expectOk(await call<PageResult<StockItem>>(app(), contract.warehouse.supStockMain.page, { keyword: '菠菜' }, { token: g.tk.supplier01 })).records[0]!
    const expired = stock.batches.find((b) => b.expired)!
    const filed = expectOk(await call<LossReportCreated>(app(), contract.warehouse.supLossReportApplyMain.createLossReportOrder, { reasonType: 'expired', lines: [{ batchId: expired.id, quantity: expired.quantity }] }, { token: g.tk.supplier01 }))
    const pending = expectOk(await call<PageResult<OfficeLossItem>>(app(), M.lossReport.page, { status: 'pending', size: 50 }, { token: g.tk.office01 })).records
    expect(pending.find((r) => r.id === filed.id)).toMatchObject({ shopName: '绿源果蔬商行', reportNo: filed.reportNo })
    expect(new Set(pending.map((r) => r.shopName))).toEqual(new Set(['绿源果蔬商行', '鲜丰水产批发部']))
    expect((await call(app(), M.lossReport.approve, { id: filed.id }, { token: g.tk.staff01 })).msg).toBe('当前账号没有该功能的权限')
    expect((await call(app(), M.lossReport.approve, { id: filed.id }, { token: g.tk.supplier01 })).msg).toBe('无权访问该功能')
    expect(expectOk(await office(M.lossReport.approve, { id: filed.id }))).toEqual({ id: filed.id, status: 'approved' })
    expect((await office(M.lossReport.approve, { id: filed.id })).msg).toBe('仅待审核的报损单可以审核')
    const [b] = await g.env.db.select().from(stockBatches).where(eq(stockBatches.id, expired.id))
    expect(Number(b!.quantity)).toBe(0)
    const [admin] = await g.env.db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier01'))
    expect((await g.env.db.select().from(messages).where(eq(messages.userId, admin!.id))).some((m) => m.content === `报损单${filed.reportNo}已审核通过，库存已扣减。`)).toBe(true)
    const other = pending.find((r) => r.shopName === '鲜丰水产批发部')!
    expect((await office(M.lossReport.reject, { id: other.id, reason: '' })).msg).toBe('缺少参数：reason')
    expect(expectOk(await office(M.lossReport.reject, { id: other.id, reason: '照片不清晰' }))).toEqual({ id: other.id, status: 'rejected' })
    expect(expectOk(await call(app(), contract.warehouse.supLossReportApplyMain.page, { status: 'rejected' }, { token: g.tk.supplier02 })).records.some((r: { id: string; rejectReason: string }) => r.id === other.id && r.rejectReason === '照片不清晰')).toBe(true)
  })
})

describe('the distribution centre', () => {
  test('its registered vehicles with type, driver, state and whether inside; its profile; only its own', async () => {
    const list = expectOk(await call<PageResult<VehicleItem>>(app(), G.vehicle.page, { withTotal: true }, { token: g.tk.dc01 }))
    expect(list.total).toBe(4)
    const byPlate = Object.fromEntries(list.records.map((v) => [v.plateNumber, v]))
    expect(byPlate['浙A0C001']).toMatchObject({ vehicleTypeName: '冷链车', driverName: '冯师傅', driverPhone: '13700000021', status: 'active', inside: true })
    expect(byPlate['浙A0C002']).toMatchObject({ inside: false, lastEntryTime: expect.any(String) })
    expect(byPlate['浙A0C004']).toMatchObject({ status: 'disabled', inside: false, lastEntryTime: null })
    expect(expectOk(await call<PageResult<VehicleItem>>(app(), G.vehicle.page, { status: 'disabled' }, { token: g.tk.dc01 })).records.map((v) => v.plateNumber)).toEqual(['浙A0C004'])
    expect(expectOk(await call<PageResult<VehicleItem>>(app(), G.vehicle.page, { keyword: '褚' }, { token: g.tk.dc01 })).records.map((v) => v.plateNumber)).toEqual(['浙A0C002'])
    const d = expectOk(await call<VehicleDetail>(app(), G.vehicle.queryById, { id: byPlate['浙A0C002']!.id }, { token: g.tk.dc01 }))
    expect(d.stays).toEqual([expect.objectContaining({ exitTime: expect.any(String), gateName: '2号门（北门）' })])
    const profile = expectOk(await call<DeliveryDetail>(app(), contract.member.delivery.queryDetail, {}, { token: g.tk.dc01 }))
    expect(profile).toMatchObject({ name: '城北冷链配送中心', vehicleCount: 4, activeVehicleCount: 3 })
    expect(profile.insideCount).toBeGreaterThanOrEqual(1)
    expect(expectOk(await call<DeliveryDetail>(app(), contract.member.delivery.queryDetail, { customerId: profile.customerId }, { token: g.tk.dc01 })).name).toBe('城北冷链配送中心')
    expect((await call(app(), contract.member.delivery.queryDetail, { customerId: '1' }, { token: g.tk.dc01 })).msg).toBe('记录不存在')
    for (const who of ['supplier01', 'purchaser01', 'staff01'] as const) {
      expect((await call(app(), G.vehicle.page, {}, { token: g.tk[who] })).msg).toBe('无权访问该功能')
      expect((await call(app(), contract.member.delivery.queryDetail, {}, { token: g.tk[who] })).msg).toBe('无权访问该功能')
    }
    expect((await call(app(), G.vehicle.page, { status: 'gone' }, { token: g.tk.dc01 })).msg).toBe('车辆状态不正确')
  })

  test('a merchant vehicle brought in shows in its shop\'s entries', async () => {
    const { recordId } = await bringIn(g, g.tk.supplier02, [['草鱼', 10, 10, '湖北荆州']])
    expect(expectOk(await call(app(), G.inmarketMain.queryById, { id: recordId }, { token: g.tk.supplier02 }))).toMatchObject({ items: [{ productName: '草鱼', origin: '湖北荆州' }], exitTime: null })
  })
})
