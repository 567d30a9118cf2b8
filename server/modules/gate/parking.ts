/**
 * Parking by plate (gate/outmarketMain/getCurrentParkingFee and payImmediately, both public),
 * paid through the payment subject 'parking' (parkingSubject.ts; docs/gate.md, "Parking").
 *
 * A public payment carries only the plate and the amount it confirms: the server finds the
 * vehicle inside by its plate, refuses an amount that is no longer what is due, and pays a parking
 * charge of that stay, never an order or a bill (the charge is the payment's subject). The payer
 * has no account: the payment is booked to the stay's customer when the vehicle belongs to one,
 * else to the market's public payer (PUBLIC_PAYER_ID, a customer row of type 'visitor').
 */
import { and, eq } from 'drizzle-orm'
import { contract, PAY_CHANNELS, type ParkingPayStart } from '@/contract'
import type { Db } from '../../db/client'
import { customers, inmarketRecords, parkingCharges } from '../../db/schema'
import { handler } from '../../http/handler'
import { nextDocNo } from '../../data/docNo'
import { BizError } from '../../lib/envelope'
import { fenField } from '../../lib/money'
import { oneOf, str } from '../../lib/validate'
import { closeAtProvider, closePendingPayments, startPayment } from '../settle/payment/service'
import { refreshPendingPayments } from '../settle/payment/settle'
import { PARKING_MSG, parkingSubject } from './parkingSubject'
import { isPlate, normalizePlate, PLATE_MSG, plateField } from './plate'
import { openStay, parkingRules, parkingView, STAY_MSG, stayDueFen, type StayRow } from './stay'

/** The payer of public parking payments (no account): one customer row, made on first use. */
export const PUBLIC_PAYER_ID = 'public-payer'

async function publicPayer(db: Db): Promise<string> {
  await db.insert(customers).values({ id: PUBLIC_PAYER_ID, name: '社会车辆（扫码缴费）', customerType: 'visitor' }).onConflictDoNothing()
  return PUBLIC_PAYER_ID
}

/** The stay inside with this plate, or '未查询到该车辆的在场记录'. */
async function insideByPlate(db: Db, plateNumber: string): Promise<StayRow> {
  const r = await openStay(db, plateNumber)
  if (!r) throw new BizError(STAY_MSG.notInside)
  return r
}

async function pendingCharge(db: Db, recordId: string) {
  const [c] = await db
    .select()
    .from(parkingCharges)
    .where(and(eq(parkingCharges.recordId, recordId), eq(parkingCharges.status, 'pending')))
  return c ?? null
}

/** A reused attempt must still have this long to run (the payment layer reuses its payment likewise). */
const REUSE_WITHIN_MS = 10 * 60 * 1000

/**
 * The charge to pay `amountFen` for the stay now: the pending one when it is for the same amount
 * on the same paid base and recent (a double tap), else a new one, the older closed (with its
 * payment). Locks pending charges first, then the stay: the order of the settle step.
 */
export async function chargeFor(db: Db, plateNumber: string, amountFen: number, now: Date) {
  const rules = await parkingRules(db)
  const chargeNo = await nextDocNo(db, 'parking', now)
  return db.transaction(async (tx) => {
    const stay = await insideByPlate(tx, plateNumber)
    const [pending] = await tx
      .select()
      .from(parkingCharges)
      .where(and(eq(parkingCharges.recordId, stay.id), eq(parkingCharges.status, 'pending')))
      .for('update')
    const [r] = await tx.select().from(inmarketRecords).where(eq(inmarketRecords.id, stay.id)).for('update')
    if (!r || r.exitTime) throw new BizError(STAY_MSG.notInside)
    const due = stayDueFen(r, rules, now)
    if (due === 0) throw new BizError(PARKING_MSG.nothingDue)
    if (due !== amountFen) throw new BizError(PARKING_MSG.changed)
    if (pending && pending.amountFen === due && pending.basePaidFen === r.parkingPaidFen && now.getTime() - pending.createdAt.getTime() < REUSE_WITHIN_MS) {
      return { charge: pending, stay: r, toClose: [] as string[] }
    }
    const toClose: string[] = []
    if (pending) {
      await tx.update(parkingCharges).set({ status: 'closed', updatedAt: now }).where(and(eq(parkingCharges.id, pending.id), eq(parkingCharges.status, 'pending')))
      toClose.push(...(await closePendingPayments(tx, 'parking', pending.id, now)))
    }
    const [charge] = await tx
      .insert(parkingCharges)
      .values({ chargeNo, recordId: r.id, plateNumber: r.plateNumber, channel: 'online', status: 'pending', amountFen: due, basePaidFen: r.parkingPaidFen, coversUntil: now, createdAt: now, updatedAt: now })
      .returning()
    return { charge: charge!, stay: r, toClose }
  })
}

/** payImmediately: starts (or resumes) the online payment of the stay's due fee. */
export async function payParking(db: Db, input: { plateNumber: string; amountFen: number; payChannel: (typeof PAY_CHANNELS)[number] }, now: Date = new Date()): Promise<ParkingPayStart> {
  const { charge, stay, toClose } = await chargeFor(db, input.plateNumber, input.amountFen, now)
  await closeAtProvider(db, toClose)
  const start = await startPayment(db, {
    subject: parkingSubject,
    subjectId: charge.id,
    customerId: stay.customerId ?? (await publicPayer(db)),
    userId: null,
    amountFen: charge.amountFen,
    description: `停车费-${stay.plateNumber}`,
    channel: input.payChannel,
  })
  return { ...start, status: 'pending', chargeId: charge.id, chargeNo: charge.chargeNo }
}

/** A plate as typed or scanned (letters upper-cased), refused with the plate pattern's message. */
const plateQuery = () => str({ max: 20, msg: PLATE_MSG, check: (s) => isPlate(normalizePlate(s)) })

export const parkingHandlers = [
  handler({
    endpoint: contract.gate.outmarketMain.getCurrentParkingFee,
    access: 'public',
    input: { plateNumber: plateQuery() },
    async handle({ db }, input) {
      const plateNumber = normalizePlate(input.plateNumber)
      let stay = await insideByPlate(db, plateNumber)
      const pending = await pendingCharge(db, stay.id)
      if (pending) {
        // A callback may have been lost: ask the provider, then read the stay again.
        await refreshPendingPayments(db, 'parking', pending.id)
        stay = (await openStay(db, plateNumber)) ?? stay
      }
      return parkingView(stay, await parkingRules(db), new Date(), Boolean(await pendingCharge(db, stay.id)))
    },
  }),
  handler({
    endpoint: contract.gate.outmarketMain.payImmediately,
    access: 'public',
    // Calls the payment provider between commits of its own: the charge is reused by a retry.
    idempotency: 'own',
    input: { plateNumber: plateField(), amountFen: fenField({ min: 1, msg: '缴费金额不正确' }), payChannel: oneOf(PAY_CHANNELS, '支付渠道不正确') },
    handle: ({ db }, input) => payParking(db, input),
  }),
]
