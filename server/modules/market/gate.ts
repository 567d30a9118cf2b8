/**
 * The market office at the gate (market.prefill, market.inmarket, market.outmarket; module
 * 进出场管理, staff whose role grants it): decides entry reports, lets vehicles in, weighs them,
 * sees who is inside, decides exit applications and lets vehicles out collecting what is due.
 * The state changes are the gate's service functions (prefillWorkflow, stay, outmarket), so the
 * seed and these calls go through the same guarded statements. docs/gate.md, "The market office".
 */
import { eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { contract, GATE_LIMITS, GATE_MESSAGES, OUTMARKET_STATES, PREFILL_STATE_LABELS, PREFILL_STATES, STAY_KINDS, type InsideVehicle, type OutmarketStatus, type OutPayMode, type StayKind } from '@/contract'
import type { Db } from '../../db/client'
import { customers, inmarketRecords, outmarketApplications, prefillOrders } from '../../db/schema'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { fenField } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { amount } from '../gate/goods'
import { inmarketDetail } from '../gate/inmarket'
import { notifyCustomer } from '../gate/notify'
import { decideExit } from '../gate/outmarket'
import { applicationDetail, applicationFilters, customerNames, latestApplications, ofCustomer, presentApplications } from '../gate/outmarketRead'
import { normalizePlate, plateField } from '../gate/plate'
import { prefillDetail, prefillExtras, presentPrefill } from '../gate/prefill'
import { approvePrefill, enterPrefill, rejectPrefill } from '../gate/prefillWorkflow'
import { enterVehicle, exitStay, parkingRules, stayById, stayDueFen, weighStay } from '../gate/stay'
import { parkedMinutes } from '../gate/parkingFee'

const OFFICE = ['staff'] as const
const GATE = { staff: 'gateOffice' } as const

export const reasonField = () => str({ max: GATE_LIMITS.remark, multiline: true, msg: GATE_MESSAGES.reasonTooLong })
const gateName = () => opt(str({ max: 30, msg: '门岗名称不能超过30个字符' }))

/** A weight at the gate: kg, 0-100,000, 2 decimals. */
function weightField(): Field<number> {
  return {
    optional: false,
    parse(value, key) {
      if (value === undefined || value === null || value === '') throw new BizError(`缺少参数：${key}`)
      const n = amount(value)
      if (!(n >= 0 && n <= GATE_LIMITS.maxWeightKg)) throw new BizError(GATE_MESSAGES.weight)
      return n
    },
  }
}

// ---- Entry reports ----------------------------------------------------------------------------------

const officePrefills = resource({
  table: prefillOrders,
  id: prefillOrders.id,
  order: [by.desc(prefillOrders.createdAt), by.desc(prefillOrders.id)],
  extras: prefillExtras,
  async present(db, rows) {
    const names = await customerNames(db, rows.map((r) => r.customerId))
    return rows.map((r) => ({ ...presentPrefill(r), ...ofCustomer(names, r.customerId) }))
  },
})

async function decidePrefill(db: Db, id: string, approve: boolean, reason?: string) {
  const row = approve ? await approvePrefill(db, id) : await rejectPrefill(db, id, reason ?? '')
  const label = PREFILL_STATE_LABELS[row.status as 'approved' | 'rejected']
  await notifyCustomer(db, row.customerId, `进场报备${label}`, approve ? `进场报备${row.orderNo}（${row.plateNumber}）已审核通过，请按预计时间到达市场。` : `进场报备${row.orderNo}（${row.plateNumber}）已被驳回：${reason}。请修改后重新提交。`)
  return { id: row.id, status: row.status as 'approved' | 'rejected' }
}

// ---- Vehicles inside ----------------------------------------------------------------------------------

const inside = resource({
  table: inmarketRecords,
  id: inmarketRecords.id,
  scope: () => isNull(inmarketRecords.exitTime),
  order: [by.asc(inmarketRecords.entryTime), by.asc(inmarketRecords.id)],
  async present(db, rows): Promise<InsideVehicle[]> {
    const [names, apps, rules] = await Promise.all([customerNames(db, rows.map((r) => r.customerId)), latestApplications(db, rows.map((r) => r.id)), parkingRules(db)])
    const now = new Date()
    return rows.map((r) => {
      const app = apps.get(r.id)
      const open = app && (app.status === 'submitted' || app.status === 'approved') ? app : null
      return {
        recordId: r.id,
        plateNumber: r.plateNumber,
        kind: r.kind as StayKind,
        vehicleTypeName: r.vehicleTypeName,
        gateName: r.gateName,
        entryTime: r.entryTime.toISOString(),
        parkedMinutes: parkedMinutes(r.entryTime, now),
        dueFen: stayDueFen(r, rules, now),
        weighed: r.weighedAt !== null,
        exitApplication: open ? { id: open.id, status: open.status as OutmarketStatus, payMode: open.payMode as OutPayMode } : null,
        ...ofCustomer(names, r.customerId),
      }
    })
  },
})

const officeApplications = resource({
  table: outmarketApplications,
  id: outmarketApplications.id,
  order: [by.desc(outmarketApplications.createdAt), by.desc(outmarketApplications.id)],
  present: (db, rows) => presentApplications(db, rows),
})

const customerNameLike = (column: typeof prefillOrders.customerId | typeof inmarketRecords.customerId, kw: string) =>
  sql`exists (select 1 from ${customers} where ${customers.id} = ${column} and ${customers.name} ilike ${containsPattern(kw)})`

export const marketGateHandlers = [
  handler({
    endpoint: contract.market.prefill.page,
    access: OFFICE,
    module: GATE,
    input: { ...pageShape, status: opt(oneOf(PREFILL_STATES, '报备状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword?.trim()
      return officePrefills.page(db, user, pageArgs(input), [
        input.status ? eq(prefillOrders.status, input.status) : undefined,
        kw ? or(ilike(prefillOrders.plateNumber, containsPattern(normalizePlate(kw))), ilike(prefillOrders.orderNo, prefixPattern(kw.toUpperCase())), customerNameLike(prefillOrders.customerId, kw)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.market.prefill.queryById,
    access: OFFICE,
    module: GATE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const row = await officePrefills.find(db, user, input.id)
      return { ...(await prefillDetail(db, row)), ...ofCustomer(await customerNames(db, [row.customerId]), row.customerId) }
    },
  }),
  handler({
    endpoint: contract.market.prefill.approve,
    access: OFFICE,
    module: GATE,
    input: { id: id() },
    handle: ({ db }, input) => decidePrefill(db, input.id, true),
  }),
  handler({
    endpoint: contract.market.prefill.reject,
    access: OFFICE,
    module: GATE,
    input: { id: id(), reason: reasonField() },
    handle: ({ db }, input) => decidePrefill(db, input.id, false, input.reason),
  }),
  handler({
    endpoint: contract.market.inmarket.enterPrefill,
    access: OFFICE,
    module: GATE,
    input: { id: id(), gateName: gateName() },
    async handle({ db }, input) {
      const r = await enterPrefill(db, input.id, { gateName: input.gateName })
      return { recordId: r.id, kind: 'merchant' as const, customerName: (await customerNames(db, [r.customerId])).get(r.customerId ?? '') ?? null }
    },
  }),
  handler({
    endpoint: contract.market.inmarket.enterVehicle,
    access: OFFICE,
    module: GATE,
    input: { plateNumber: plateField(), vehicleTypeId: id(), driverName: opt(str({ max: 20, msg: '司机姓名不能超过20个字符' })), gateName: gateName() },
    handle: ({ db }, input) => enterVehicle(db, input),
  }),
  handler({
    endpoint: contract.market.inmarket.weigh,
    access: OFFICE,
    module: GATE,
    input: { id: id(), grossWeight: weightField(), tareWeight: weightField() },
    handle: ({ db }, input) => weighStay(db, input.id, input.grossWeight, input.tareWeight),
  }),
  handler({
    endpoint: contract.market.inmarket.inside,
    access: OFFICE,
    module: GATE,
    input: { ...pageShape, kind: opt(oneOf(STAY_KINDS, '车辆类别不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword?.trim()
      return inside.page(db, user, pageArgs(input), [
        input.kind ? eq(inmarketRecords.kind, input.kind) : undefined,
        kw ? or(ilike(inmarketRecords.plateNumber, containsPattern(normalizePlate(kw))), customerNameLike(inmarketRecords.customerId, kw)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.market.inmarket.queryById,
    access: OFFICE,
    module: GATE,
    input: { id: id() },
    async handle({ db }, input) {
      const r = await stayById(db, input.id)
      return { ...(await inmarketDetail(db, r)), ...ofCustomer(await customerNames(db, [r.customerId]), r.customerId), kind: r.kind as StayKind }
    },
  }),
  handler({
    endpoint: contract.market.inmarket.exit,
    access: OFFICE,
    module: GATE,
    input: { id: id(), collectedFen: fenField({ min: 0, msg: GATE_MESSAGES.amount }) },
    handle: ({ db, user }, input) => exitStay(db, input.id, input.collectedFen, { userId: user.id }),
  }),
  handler({
    endpoint: contract.market.outmarket.page,
    access: OFFICE,
    module: GATE,
    input: { ...pageShape, status: opt(oneOf(OUTMARKET_STATES, '出场申请状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => officeApplications.page(db, user, pageArgs(input), applicationFilters(input, true)),
  }),
  handler({
    endpoint: contract.market.outmarket.queryById,
    access: OFFICE,
    module: GATE,
    input: { id: id() },
    handle: async ({ db, user }, input) => applicationDetail(db, await officeApplications.find(db, user, input.id)),
  }),
  handler({
    endpoint: contract.market.outmarket.approve,
    access: OFFICE,
    module: GATE,
    input: { id: id() },
    handle: ({ db, user }, input) => decideExit(db, input.id, { approve: true }, { userId: user.id }),
  }),
  handler({
    endpoint: contract.market.outmarket.reject,
    access: OFFICE,
    module: GATE,
    input: { id: id(), reason: reasonField() },
    handle: ({ db, user }, input) => decideExit(db, input.id, { approve: false, reason: input.reason }, { userId: user.id }),
  }),
]
