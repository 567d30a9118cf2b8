/**
 * What the app knows of each payable subject, one descriptor per contract `PaymentSubject` (the
 * server's table is server/modules/settle/payment/subjects.ts): which screen value it pays, its
 * pay call, how its progress is read after the pay sheet, the resources it changes and its words.
 * A subject the contract adds without a descriptor here fails `npm run typecheck`. Adding a payable
 * thing (a lease, a meter reading, parking, scan-to-order) is: its name in the contract, its
 * server handler, and a descriptor here; its screen then shows `<PayPanel subject="lease" target={...} />`.
 */
import { gate } from '@/contract/gate'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { REPAY_METHODS, type BillDetail, type OrderItem, type ParkingFee, type PayChannel, type PaymentSubject, type PayMethod, type PayStart, type RepayMethod } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { mutate, type MutateOptions, type MutationResult } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import type { ResourceRef } from '@/core/refresh'
import { payChannel } from '@/core/wechat/pay'
import type { SubscribeKey } from '@/core/wechat/subscribe'
import type { PayProgress } from './poll'

/** What the payer chose: the method, a coupon, and for WeChat Pay the channel it runs in. */
export interface PayChoice {
  method: PayMethod
  couponId?: string
  payChannel?: PayChannel
}

export interface PaySubject<T> {
  /** The pay button's verb ('支付 ¥123.45') and the section's title. */
  verb: string
  sectionTitle: string
  /** The toast once the payment settled. */
  successText: string
  /** The subscribe message asked for from the tap (WeChat accepts it only there); none for a payer without an account. */
  subscribe?: SubscribeKey
  /** The methods offered, in order; the first choosable one is the default. */
  methods: readonly PayMethod[]
  /** What is due before a coupon. */
  amountFen(t: T): number
  /** The amount a coupon is measured against; null: no coupon can be used on it now. */
  couponBaseFen(t: T): number | null
  /** The shop whose credit pays (credit among the methods). */
  creditWith?(t: T): string
  /** Named on the simulator's pay sheet. */
  title(t: T): string
  /** The pay call, through the mutation helper with the options given (the action's key included). */
  start(t: T, choice: PayChoice, options: MutateOptions): Promise<MutationResult<PayStart<string>>>
  /** One read (no loading text, no modal) of where the payment stands after the pay sheet. */
  progress(t: T): Promise<PayProgress>
  /** An online attempt is still open (the screen came back from a checkout page): confirm it when shown. */
  pending?(t: T): boolean
  /** The resources a payment changes: announced once it settled or ended, so the screens showing them reload. */
  refresh: readonly ResourceRef[]
}

/** The screen value each subject pays: an order as listed or read in full, a bill, a vehicle's parking fee. */
export interface PayTargets {
  order: OrderItem
  orderRepay: OrderItem
  bill: BillDetail
  parking: ParkingFee
}

const QUIET = { silent: true, loading: false } as const

/** The order as read again: moved on from where it was paid (closed meanwhile: not paid). */
async function orderProgress(o: OrderItem): Promise<PayProgress> {
  const now = await settleApi.orderDetail(o.id, QUIET)
  if (now.status === o.status) return 'open'
  return now.status === 'closed' ? 'closed' : 'paid'
}

const ORDER_REFRESH = [settle.orderInfo, settle.predepositAccount, settle.predepositRecord, member.couponInfo, member.creditDetail]

const coupon = (c: PayChoice) => (c.couponId ? { couponId: c.couponId } : {})
const channel = (c: PayChoice) => (c.payChannel ? { payChannel: c.payChannel } : {})

export const PAY_SUBJECTS: { readonly [S in PaymentSubject]: PaySubject<PayTargets[S]> } = {
  order: {
    verb: '支付',
    sectionTitle: '支付方式',
    successText: '支付成功',
    subscribe: 'order',
    methods: ['wechat', 'balance', 'credit'],
    amountFen: (o) => o.payableFen,
    // One coupon per order: none once one took something off.
    couponBaseFen: (o) => (o.discountFen > 0 ? null : o.goodsFen),
    creditWith: (o) => o.supplierId,
    title: (o) => o.supplierName,
    start: (o, c, options) => mutate(settle.orderInfo.pay, { id: o.id, payMethod: c.method, ...channel(c), ...coupon(c) }, options),
    progress: orderProgress,
    refresh: ORDER_REFRESH,
  },
  orderRepay: {
    verb: '还款',
    sectionTitle: '还款方式',
    successText: '还款成功',
    subscribe: 'order',
    methods: REPAY_METHODS,
    amountFen: (o) => o.owedFen,
    couponBaseFen: () => null,
    title: (o) => o.supplierName,
    start: (o, c, options) => mutate(settle.orderInfo.oweRepay, { id: o.id, payMethod: c.method as RepayMethod, ...channel(c) }, options),
    progress: orderProgress,
    refresh: ORDER_REFRESH,
  },
  bill: {
    verb: '确认支付',
    sectionTitle: '支付方式',
    successText: '支付成功',
    subscribe: 'bill',
    methods: ['balance', 'wechat'],
    amountFen: (b) => b.outstandingFen,
    // One coupon per bill: none once one took something off.
    couponBaseFen: (b) => (b.discountFen > 0 ? null : b.outstandingFen),
    title: (b) => b.title,
    start: (b, c, options) => mutate(settle.billInfo.payBill, { id: b.id, payMethod: c.method as RepayMethod, ...channel(c), ...coupon(c) }, options),
    async progress(b) {
      const s = await settleApi.billPayStatus(b.id)
      if (s.payStatus === 'paid') return 'paid'
      return s.latestPayment?.status === 'closed' || s.latestPayment?.status === 'failed' ? s.latestPayment.status : 'open'
    },
    pending: (b) => b.payments[0]?.status === 'pending',
    refresh: [settle.billInfo, settle.billStatistics, settle.predepositAccount, settle.predepositRecord, member.couponInfo, member.couponUseRecord],
  },
  parking: {
    verb: '支付',
    sectionTitle: '支付方式',
    successText: '缴费成功',
    // Public: the payer has no account, so no subscribe message and only WeChat Pay.
    methods: ['wechat'],
    amountFen: (f) => f.dueFen,
    couponBaseFen: () => null,
    title: (f) => `停车费-${f.plateNumber}`,
    // The amount the payer saw and confirms: the server refuses it once what is due changed.
    start: (f, c, options) => mutate(gate.outmarketMain.payImmediately, { plateNumber: f.plateNumber, amountFen: f.dueFen, payChannel: c.payChannel ?? payChannel() }, options),
    async progress(f) {
      const now = await gateApi.parkingFee(f.plateNumber, QUIET)
      if (now.paying) return 'open'
      return now.dueFen === 0 ? 'paid' : 'closed'
    },
    pending: (f) => f.paying,
    refresh: [gate.outmarketMain],
  },
}
