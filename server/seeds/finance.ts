/**
 * The finance office's demo (docs/trade.md, "Finance exports and reconciliation"): one deliberate
 * mismatch for 财务对账 to show. Yesterday at 10:15 the simulator (the provider's side) took a
 * payment whose success notification never reached us: no payment of ours has its pay number, so
 * reconciling yesterday lists it under 本地缺失 (¥86.50) beside yesterday's matched payments.
 */
import { randomBytes } from 'node:crypto'
import { newPayNo } from '../modules/settle/payment/payNo'
import { NOTIFY_PATH } from '../modules/settle/payment/runtime'
import { SIMULATOR_ORIGIN } from '../modules/settle/payment/simulator'
import { paySimulatorTransactions } from '../db/schema'
import { addDays, chinaDay } from '../lib/dates'
import type { FeatureSeed } from './context'

/** The lost payment's amount and description (tests/e2e/finance.test.ts looks for them). */
export const LOST_PAYMENT = { amountFen: 8_650, description: '鲜丰水产-订单（回调未送达）' } as const

export const seedFinance: FeatureSeed = async (tx) => {
  const at = new Date(`${addDays(chinaDay(), -1)}T10:00:00+08:00`)
  const paidAt = new Date(at.getTime() + 15 * 60 * 1000)
  await tx.insert(paySimulatorTransactions).values({
    prepayId: `wx${at.getTime()}${randomBytes(8).toString('hex')}`,
    payNo: newPayNo(at),
    appId: 'wx-simulator-mini',
    description: LOST_PAYMENT.description,
    amountFen: LOST_PAYMENT.amountFen,
    notifyUrl: `${SIMULATOR_ORIGIN}${NOTIFY_PATH}/simulator`,
    tradeState: 'SUCCESS',
    transactionId: `4200${at.getTime()}${randomBytes(4).toString('hex')}`,
    expiresAt: new Date(at.getTime() + 30 * 60 * 1000),
    paidAt,
    createdAt: at,
  })
}
