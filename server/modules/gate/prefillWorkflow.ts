/**
 * The gate's side of a prefill order: the market office approves or rejects a submitted order, and
 * records the vehicle's entry, which writes the entry record (inmarket_records) with a copy of the
 * goods. Reached over HTTP only through the office's calls (market/gate.ts: market.prefill and
 * market.inmarket, staff holding 进出场管理); the seed drives the same functions.
 *
 *   submitted -> approved | rejected | revoked (by the merchant)
 *   rejected  -> submitted (resubmitted by the merchant)
 *   approved  -> entered
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inmarketGoods, inmarketRecords, prefillGoods, prefillOrders, vehicleTypes } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { DEFAULT_GATE } from './stay'

async function transition(db: Db, id: string, from: string, values: Partial<typeof prefillOrders.$inferInsert>, msg: string) {
  const [row] = await db
    .update(prefillOrders)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(and(eq(prefillOrders.id, id), eq(prefillOrders.status, from)))
    .returning()
  if (row) return row
  const [exists] = await db.select({ id: prefillOrders.id }).from(prefillOrders).where(eq(prefillOrders.id, id)).limit(1)
  throw exists ? new BizError(msg) : notFound()
}

/** The gate accepts a submitted order: the vehicle is expected. */
export const approvePrefill = (db: Db, id: string) => transition(db, id, 'submitted', { status: 'approved' }, '仅待审核的报备可以审核')

/** The gate refuses a submitted order, saying why; the merchant may correct and resubmit it. */
export async function rejectPrefill(db: Db, id: string, reason: string) {
  if (!reason.trim()) throw new BizError('请填写驳回原因')
  return transition(db, id, 'submitted', { status: 'rejected', rejectReason: reason.trim() }, '仅待审核的报备可以审核')
}

/** The approved vehicle passes the gate: the order becomes 'entered' and an entry record is written. */
export async function enterPrefill(db: Db, id: string, opts: { gateName?: string; entryTime?: Date } = {}) {
  const entryTime = opts.entryTime ?? new Date()
  return db.transaction(async (tx) => {
    const order = await transition(tx, id, 'approved', { status: 'entered', entryTime, updatedAt: entryTime }, '仅审核通过的报备可以入场')
    const [type] = await tx.select({ name: vehicleTypes.name }).from(vehicleTypes).where(eq(vehicleTypes.id, order.vehicleTypeId))
    const [record] = await tx
      .insert(inmarketRecords)
      .values({
        customerId: order.customerId,
        prefillId: order.id,
        prefillOrderNo: order.orderNo,
        plateNumber: order.plateNumber,
        vehicleTypeName: type?.name ?? '',
        driverName: order.driverName,
        driverPhone: order.driverPhone,
        gateName: opts.gateName ?? DEFAULT_GATE,
        entryTime,
        createdAt: entryTime,
      })
      .returning()
    const goods = await tx.select().from(prefillGoods).where(eq(prefillGoods.orderId, order.id))
    if (goods.length) await tx.insert(inmarketGoods).values(goods.map(({ id: _id, orderId: _orderId, ...g }) => ({ ...g, recordId: record!.id })))
    return record!
  })
}
