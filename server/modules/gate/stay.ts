/**
 * A vehicle's stay in the market (inmarket_records, docs/gate.md): how its parking reads now, the
 * gate letting a vehicle in without an entry report (a registered or a social vehicle), weighing
 * it, and letting it out. An approved entry report's vehicle enters through prefillWorkflow.ts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Entered, ParkingFee, ParkingRules, StayKind, Weighed } from '@/contract'
import type { Db } from '../../db/client'
import { customers, inmarketRecords, outmarketApplications, parkingCharges, payments, vehicles, vehicleTypes } from '../../db/schema'
import { dictionary } from '../../data/dictionary'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fenToYuan, toNumeric } from '../../lib/money'
import { closeAtProvider, closePendingPayments } from '../settle/payment/service'
import { parkedMinutes, parkingDueFen, parkingFeeFen, parkingLeaveBy } from './parkingFee'

/** The gate a vehicle passes when the caller names none. */
export const DEFAULT_GATE = '1号门（东门）'

export type StayRow = typeof inmarketRecords.$inferSelect

export const STAY_MSG = {
  notInside: '未查询到该车辆的在场记录',
  left: '车辆已出场',
  exitNotApproved: '出场申请尚未审核通过，不能放行',
  vehicleType: '车辆类型不存在',
} as const

/** The dictionary type of the fee rules, and the values used when a key is missing or not a whole number. */
export const PARKING_RULES_TYPE = 'parkingFee'
export const DEFAULT_PARKING_RULES: ParkingRules = { freeMinutes: 30, hourPriceFen: 500, dailyCapFen: 3000, leaveMinutes: 15 }

/** The fee rules as the dictionary says now (the back office may change them at any moment). */
export async function parkingRules(db: Db): Promise<ParkingRules> {
  const d = await dictionary(db, PARKING_RULES_TYPE)
  const read = (key: keyof ParkingRules): number => {
    const v = d.get(key)?.trim() ?? ''
    return /^\d{1,9}$/.test(v) ? Number(v) : DEFAULT_PARKING_RULES[key]
  }
  return { freeMinutes: read('freeMinutes'), hourPriceFen: read('hourPriceFen'), dailyCapFen: read('dailyCapFen'), leaveMinutes: read('leaveMinutes') }
}

const paidOf = (r: StayRow) => ({ paidFen: r.parkingPaidFen, paidUntil: r.parkingPaidUntil })

/** What is due for the stay at `now` (0 once it left). */
export const stayDueFen = (r: StayRow, rules: ParkingRules, now: Date = new Date()): number => (r.exitTime ? 0 : parkingDueFen(r.entryTime, now, paidOf(r), rules))

/** The stay's parking as the screens show it: now while inside; once it left, what it paid. */
export function parkingView(r: StayRow, rules: ParkingRules, now: Date = new Date(), paying = false): ParkingFee {
  const at = r.exitTime ?? now
  const inside = !r.exitTime
  const leaveBy = inside ? parkingLeaveBy(r.entryTime, at, paidOf(r), rules) : null
  return {
    plateNumber: r.plateNumber,
    entryTime: r.entryTime.toISOString(),
    at: at.toISOString(),
    parkedMinutes: parkedMinutes(r.entryTime, at),
    feeFen: inside ? parkingFeeFen(r.entryTime, at, rules) : r.parkingPaidFen,
    paidFen: r.parkingPaidFen,
    dueFen: stayDueFen(r, rules, at),
    leaveBy: leaveBy ? leaveBy.toISOString() : null,
    paying: inside && paying,
    rules,
  }
}

/** The vehicle with this plate inside the market now, or null. */
export async function openStay(db: Db, plateNumber: string): Promise<StayRow | null> {
  const [r] = await db
    .select()
    .from(inmarketRecords)
    .where(and(eq(inmarketRecords.plateNumber, plateNumber), isNull(inmarketRecords.exitTime)))
  return r ?? null
}

/** A stay by id, or '记录不存在'. */
export async function stayById(db: Db, id: string): Promise<StayRow> {
  const [r] = await db.select().from(inmarketRecords).where(eq(inmarketRecords.id, id))
  if (!r) throw notFound()
  return r
}

/**
 * A vehicle without an entry report passes the gate: a registered vehicle (vehicles, active) is
 * recorded under its customer with its driver; any other is a social vehicle (nobody's). A plate
 * already inside is refused by the unique index ('该车辆已在场内，请先办理出场').
 */
export async function enterVehicle(db: Db, v: { plateNumber: string; vehicleTypeId: string; driverName?: string; gateName?: string; entryTime?: Date }): Promise<Entered> {
  const [type] = await db.select({ name: vehicleTypes.name }).from(vehicleTypes).where(eq(vehicleTypes.id, v.vehicleTypeId))
  if (!type) throw new BizError(STAY_MSG.vehicleType)
  const [reg] = await db
    .select({ vehicle: vehicles, customerName: customers.name })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(eq(vehicles.plateNumber, v.plateNumber), eq(vehicles.status, 'active')))
  const kind: StayKind = reg ? 'registered' : 'visitor'
  const entryTime = v.entryTime ?? new Date()
  const [r] = await db
    .insert(inmarketRecords)
    .values({
      customerId: reg?.vehicle.customerId ?? null,
      kind,
      vehicleId: reg?.vehicle.id ?? null,
      plateNumber: v.plateNumber,
      vehicleTypeName: type.name,
      driverName: v.driverName ?? reg?.vehicle.driverName ?? null,
      driverPhone: reg?.vehicle.driverPhone ?? null,
      gateName: v.gateName ?? DEFAULT_GATE,
      entryTime,
      createdAt: entryTime,
    })
    .returning({ id: inmarketRecords.id })
  return { recordId: r!.id, kind, customerName: reg?.customerName ?? null }
}

/** The vehicle on the gate's scale (while inside): gross with the goods, tare empty. */
export async function weighStay(db: Db, id: string, grossWeight: number, tareWeight: number, now: Date = new Date()): Promise<Weighed> {
  if (tareWeight > grossWeight) throw new BizError('皮重不能大于毛重')
  const [r] = await db
    .update(inmarketRecords)
    .set({ grossWeight: toNumeric(Math.round(grossWeight * 100)), tareWeight: toNumeric(Math.round(tareWeight * 100)), weighedAt: now })
    .where(and(eq(inmarketRecords.id, id), isNull(inmarketRecords.exitTime)))
    .returning({ id: inmarketRecords.id })
  if (!r) {
    await stayById(db, id)
    throw new BizError(STAY_MSG.left)
  }
  return { id, grossWeight, tareWeight, netWeight: Math.round((grossWeight - tareWeight) * 100) / 100, weighedAt: now.toISOString() }
}

/**
 * The vehicle leaves now (the office at the gate). One transaction, locking the pending online
 * payments of the stay's pending charges, then those charges, then the stay: the order a payment's
 * settle step locks them in (payments/settle.ts), so a payment arriving at the same moment waits
 * instead of deadlocking (PostgreSQL would abort one side, and a notification refused that way
 * leaves the money with the provider until it notifies again):
 * a merchant's vehicle (it came with an entry report) needs its exit application approved (it
 * becomes exited); `collectedFen` must be exactly what is due now, written as a gate charge; an
 * online payment still pending is closed (if its money arrives later, the payment layer sends it
 * back); the stay gets its exit time and what was paid.
 */
export async function exitStay(db: Db, id: string, collectedFen: number, by: { userId: string | null; gateName?: string }, now: Date = new Date()) {
  const rules = await parkingRules(db)
  const chargeNo = await nextDocNo(db, 'parking', now)
  const out = await db.transaction(async (tx) => {
    await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(parkingCharges, eq(parkingCharges.id, payments.subjectId))
      .where(and(eq(payments.subjectType, 'parking'), eq(payments.status, 'pending'), eq(parkingCharges.recordId, id), eq(parkingCharges.status, 'pending')))
      .for('update', { of: payments })
    const pending = await tx
      .update(parkingCharges)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(parkingCharges.recordId, id), eq(parkingCharges.status, 'pending')))
      .returning({ id: parkingCharges.id })
    const [r] = await tx.select().from(inmarketRecords).where(eq(inmarketRecords.id, id)).for('update')
    if (!r) throw notFound()
    if (r.exitTime) throw new BizError(STAY_MSG.left)
    if (r.prefillId) {
      const [app] = await tx
        .update(outmarketApplications)
        .set({ status: 'exited', exitedAt: now, updatedAt: now })
        .where(and(eq(outmarketApplications.recordId, id), eq(outmarketApplications.status, 'approved')))
        .returning({ id: outmarketApplications.id })
      if (!app) throw new BizError(STAY_MSG.exitNotApproved)
    }
    const due = stayDueFen(r, rules, now)
    if (collectedFen !== due) throw new BizError(due > 0 ? `应收停车费${fenToYuan(due)}元，请按应收金额收取` : '停车费已结清，无需收费')
    if (due > 0) {
      await tx.insert(parkingCharges).values({ chargeNo, recordId: id, plateNumber: r.plateNumber, channel: 'gate', status: 'paid', amountFen: due, basePaidFen: r.parkingPaidFen, coversUntil: now, collectedBy: by.userId, paidAt: now, createdAt: now, updatedAt: now })
    }
    await tx
      .update(inmarketRecords)
      .set({ exitTime: now, exitGateName: by.gateName ?? r.gateName, parkingPaidFen: sql`${inmarketRecords.parkingPaidFen} + ${due}`, parkingPaidUntil: due > 0 ? now : r.parkingPaidUntil })
      .where(eq(inmarketRecords.id, id))
    const toClose: string[] = []
    for (const c of pending) toClose.push(...(await closePendingPayments(tx, 'parking', c.id, now)))
    return { feeFen: r.parkingPaidFen + due, toClose }
  })
  await closeAtProvider(db, out.toClose)
  return { recordId: id, exitTime: now.toISOString(), feeFen: out.feeFen, collectedFen }
}
