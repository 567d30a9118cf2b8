/**
 * A past online payment as the simulator's callback would have left it, for the seeds: the pending
 * attempt, the simulator's own transaction record, and the same settle step the notify route runs
 * (no message afterwards: the season's messages would have been read long ago).
 */
import { randomBytes } from 'node:crypto'
import type { PaymentSubject } from '@/contract'
import { newPayNo } from '../modules/settle/payment/payNo'
import { settlePayment } from '../modules/settle/payment/settle'
import { NOTIFY_PATH } from '../modules/settle/payment/runtime'
import { SIMULATOR_ORIGIN } from '../modules/settle/payment/simulator'
import type { Db } from '../db/client'
import { payments, paySimulatorTransactions } from '../db/schema'

export interface SimulatedPayment {
  subject: PaymentSubject
  subjectId: string
  customerId: string
  userId: string | null
  amountFen: number
  description: string
  at: Date
}

export async function simulatedPayment(tx: Db, p: SimulatedPayment): Promise<void> {
  const payNo = newPayNo(p.at)
  const txnId = `4200${p.at.getTime()}${randomBytes(4).toString('hex')}`
  const expiresAt = new Date(p.at.getTime() + 15 * 60 * 1000)
  const paidAt = new Date(p.at.getTime() + 60 * 1000)
  await tx.insert(payments).values({ payNo, subjectType: p.subject, subjectId: p.subjectId, customerId: p.customerId, userId: p.userId, provider: 'simulator', amountFen: p.amountFen, status: 'pending', expiresAt, createdAt: p.at, updatedAt: p.at })
  await tx.insert(paySimulatorTransactions).values({
    prepayId: `wx${p.at.getTime()}${randomBytes(8).toString('hex')}`,
    payNo,
    appId: 'wx-simulator-mini',
    description: p.description,
    amountFen: p.amountFen,
    notifyUrl: `${SIMULATOR_ORIGIN}${NOTIFY_PATH}/simulator`,
    tradeState: 'SUCCESS',
    transactionId: txnId,
    expiresAt,
    paidAt,
    createdAt: p.at,
  })
  const outcome = await settlePayment(tx, { kind: 'transaction', payNo, providerTxnId: txnId, tradeState: 'SUCCESS', amountFen: p.amountFen, paidAt }, { afterSettle: false })
  if (outcome !== 'settled') throw new Error(`seed: simulated payment ${payNo} ${outcome}`)
}
