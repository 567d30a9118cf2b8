/**
 * Parking at the market (gate/outmarketMain/getCurrentParkingFee and payImmediately, both public):
 * a vehicle pays for its stay by plate, from its gate entry to now, under the rules of the data
 * dictionary (type 'parkingFee'). docs/gate.md, "Parking".
 */
import type { PayStart } from './settle'
import type { Labels, PayChannel } from './trade'

/**
 * The fee rules, read from the data dictionary at each request (type 'parkingFee', keys as here,
 * whole numbers; money in fen):
 * - a stay of at most `freeMinutes` is free; beyond it every started hour from the entry costs
 *   `hourPriceFen`;
 * - each hour counts on the China-time day it starts, and a day's hours cost at most `dailyCapFen`
 *   (0: no cap);
 * - after paying, the vehicle has `leaveMinutes` to leave before more is due.
 */
export interface ParkingRules {
  freeMinutes: number
  hourPriceFen: number
  dailyCapFen: number
  leaveMinutes: number
}

/** getCurrentParkingFee (GET, public): the plate of a vehicle inside the market. */
export interface ParkingFeePayload {
  plateNumber: string
}

export interface ParkingFee {
  plateNumber: string
  entryTime: string
  /** The time the fee is computed for (now). */
  at: string
  parkedMinutes: number
  /** The whole stay's fee up to `at`. */
  feeFen: number
  /** Paid so far (online and at the gate). */
  paidFen: number
  /** What is due now: 0 within the free period or within the leave window after a payment. */
  dueFen: number
  /** Until when the vehicle may leave without paying more (null while something is due). */
  leaveBy: string | null
  /** An online payment of this stay is in progress (the screen polls until it settles). */
  paying: boolean
  rules: ParkingRules
}

/**
 * payImmediately (json, public): pays `amountFen`, the due amount the payer saw and confirms, for
 * the vehicle with this plate. It never names an order, a bill or a customer: the server finds the
 * stay by the plate and refuses an amount that is no longer what is due ('停车费已变化，请确认后重新支付').
 */
export interface ParkingPayPayload {
  plateNumber: string
  amountFen: number
  payChannel: PayChannel
}

/** A parking payment: always online (a payment attempt of subject 'parking'). */
export type ParkingPayStart = Extract<PayStart<ParkingChargeStatus>, { settled: false }> & { chargeId: string; chargeNo: string }

/** How a parking charge was paid: online by the payment layer, or at the gate (cash or the gate's terminal). */
export const PARKING_CHANNELS = ['online', 'gate'] as const
export type ParkingChannel = (typeof PARKING_CHANNELS)[number]
export const PARKING_CHANNEL_LABELS: Labels<ParkingChannel> = { online: '在线支付', gate: '出口缴费' }

/** pending (an online attempt in progress) -> paid | closed (superseded, or the vehicle left first). */
export const PARKING_CHARGE_STATES = ['pending', 'paid', 'closed'] as const
export type ParkingChargeStatus = (typeof PARKING_CHARGE_STATES)[number]
export const PARKING_CHARGE_LABELS: Labels<ParkingChargeStatus> = { pending: '支付中', paid: '已支付', closed: '已关闭' }

/** One payment of a stay's parking fee. */
export interface ParkingCharge {
  id: string
  /** 'TC' + yyyymmdd + 6 digits. */
  chargeNo: string
  channel: ParkingChannel
  status: ParkingChargeStatus
  amountFen: number
  /** The fee was computed up to this time. */
  coversUntil: string
  paidAt: string | null
  createTime: string
}
