/**
 * The payment subject 'parking' (payment/subjects.ts): a pending parking charge of a stay, paid
 * online by plate (gate/parking.ts starts it). Apart from the parking handlers, so the payment
 * layer's table imports it without importing the handlers that read the payment layer.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { inmarketRecords, parkingCharges } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import type { PaymentRow, PaymentSubjectHandler } from '../settle/payment/provider'

export const PARKING_MSG = {
  nothingDue: '当前无需缴纳停车费',
  changed: '停车费已变化，请确认后重新支付',
} as const

export const parkingSubject: PaymentSubjectHandler<'parking'> = {
  subject: 'parking',
  /** Locks the charge: still pending, for this amount, its vehicle still inside. */
  async assertPayable(tx, chargeId, amountFen) {
    const [c] = await tx.select().from(parkingCharges).where(eq(parkingCharges.id, chargeId)).for('update')
    if (!c) throw notFound()
    if (c.status !== 'pending' || c.amountFen !== amountFen) throw new BizError(PARKING_MSG.changed)
  },
  /**
   * Money arrived: the charge becomes paid and the stay counts it, only while the stay still shows
   * the paid amount the charge was computed on and is inside (else false: the money goes back).
   */
  async settle(tx, p: PaymentRow) {
    const now = p.paidAt ?? new Date()
    const [c] = await tx
      .update(parkingCharges)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(parkingCharges.id, p.subjectId), eq(parkingCharges.status, 'pending'), eq(parkingCharges.amountFen, p.amountFen)))
      .returning()
    if (!c) return false
    const [r] = await tx
      .update(inmarketRecords)
      .set({ parkingPaidFen: sql`${inmarketRecords.parkingPaidFen} + ${c.amountFen}`, parkingPaidUntil: sql`greatest(coalesce(${inmarketRecords.parkingPaidUntil}, ${c.coversUntil}), ${c.coversUntil})` })
      .where(and(eq(inmarketRecords.id, c.recordId), eq(inmarketRecords.parkingPaidFen, c.basePaidFen), isNull(inmarketRecords.exitTime)))
      .returning({ id: inmarketRecords.id })
    if (r) return true
    await tx.update(parkingCharges).set({ status: 'closed', paidAt: null, updatedAt: now }).where(eq(parkingCharges.id, c.id))
    return false
  },
}
