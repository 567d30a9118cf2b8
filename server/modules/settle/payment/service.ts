/**
 * The payment layer's service functions (docs/trade.md, "Payments"): start an online attempt,
 * settle it when the provider says it succeeded (callback or query), close attempts, return
 * money that arrived for a subject that could no longer take it. Subjects (orders, owed amounts,
 * bills) plug in with `registerPaymentSubject`.
 *
 * Rules: every state change is one guarded UPDATE; no network call runs inside a transaction;
 * a repeated notification changes nothing.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { PayChannel, PaymentSubject } from '@/contract'
import type { Db } from '../../../db/client'
import { payments, users } from '../../../db/schema'
import { BizError } from '../../../lib/envelope'
import { pgErrorCode } from '../../../lib/ledger'
import { newPayNo } from './payNo'
import type { PaymentProvider, PaymentRow, PaymentSubjectHandler, ProviderNotice, ProviderName } from './provider'
import { ONLINE_PAY_OFF, payLog, paymentRuntime } from './runtime'
import { providerError } from './wechatpay'

/** An online attempt stays open this long (time_expire at the provider). */
export const PAYMENT_TTL_MS = 15 * 60 * 1000
/** A pending attempt is reused only when it has at least this long left. */
const REUSE_MARGIN_MS = 60 * 1000
/** Lost callbacks: ask the provider about an attempt this old at the earliest, and at most this often. */
export const QUERY_AFTER_MS = 10 * 1000
export const QUERY_EVERY_MS = 5 * 1000

export const PREPARE_FAILED = '支付下单失败，请稍后再试'
export const PAYMENT_CLOSED = '该支付已关闭，请刷新后重试'
export const NEED_WECHAT_BINDING = '请先绑定微信'
export const OPEN_IN_WECHAT = '请在微信中打开以完成支付'
/** Set on a succeeded payment whose subject could not take it, until its money went back. */
export const AUTO_REFUND_DUE = '支付到达时已不可支付，原路退回'

const subjects = new Map<PaymentSubject, PaymentSubjectHandler>()

/** Plugs a payable subject into the layer (orders and owed amounts here; bills in settle/bill.ts). */
export function registerPaymentSubject(subject: PaymentSubject, handler: PaymentSubjectHandler): void {
  subjects.set(subject, handler)
}

function subjectHandler(subject: string): PaymentSubjectHandler {
  const h = subjects.get(subject as PaymentSubject)
  if (!h) throw new Error(`no payment subject handler for ${subject}`)
  return h
}

export interface StartPayment {
  subject: PaymentSubject
  subjectId: string
  /** The paying customer and user. */
  customerId: string
  userId: string | null
  amountFen: number
  /** What the payer sees at the provider (<= 127 characters). */
  description: string
  channel: PayChannel
}

export interface OnlineStart {
  settled: false
  paymentId: string
  payNo: string
  provider: ProviderName
  request: ReturnType<PaymentProvider['clientRequest']>
  expiresAt: string
}

/** The app id and openid of the channel ('请先绑定微信' / '请在微信中打开以完成支付' when the provider cannot serve it). */
async function payerOf(db: Db, name: ProviderName, channel: PayChannel, userId: string | null): Promise<{ appId: string; openId: string | null }> {
  const { appIds } = paymentRuntime()
  if (channel === 'web') {
    if (name !== 'simulator') throw new BizError(OPEN_IN_WECHAT)
    return { appId: appIds.mini, openId: null }
  }
  const [u] = userId ? await db.select({ mp: users.mpOpenId, wx: users.wxOpenId }).from(users).where(eq(users.id, userId)) : []
  const openId = (channel === 'mini' ? u?.mp : u?.wx) ?? null
  if (!openId && name === 'wechat') throw new BizError(NEED_WECHAT_BINDING)
  return { appId: appIds[channel], openId }
}

/** Closes the subject's pending attempts (in the caller's transaction); their pay numbers, to close at the provider after commit. */
export async function closePendingPayments(tx: Db, subject: PaymentSubject, subjectId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await tx
    .update(payments)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(payments.subjectType, subject), eq(payments.subjectId, subjectId), eq(payments.status, 'pending')))
    .returning({ payNo: payments.payNo, provider: payments.provider })
  return rows.filter((r) => r.provider === 'wechat' || r.provider === 'simulator').map((r) => r.payNo)
}

/** Tells the provider about attempts closed here (after commit; failures are logged, the callback path copes with a late success). */
export async function closeAtProvider(db: Db, payNos: string[]): Promise<void> {
  if (!payNos.length) return
  try {
    const provider = await paymentRuntime().provider(db)
    for (const payNo of payNos) {
      await provider.close(payNo).catch((err) => payLog.warn({ payNo, err: providerError(err) }, 'payment not closed at the provider'))
    }
  } catch (err) {
    payLog.warn({ payNos, err }, 'payment provider unavailable for close')
  }
}

/**
 * Starts (or resumes) the online payment of a subject: reuses its pending attempt when the amount
 * matches and it has time left, else closes that one and inserts a new pending row (a concurrent
 * tap that made one first wins: its row is reused). Then, outside any transaction, asks the
 * provider for the prepay id and answers the signed client parameters.
 */
export async function startPayment(db: Db, p: StartPayment): Promise<OnlineStart> {
  if (!Number.isSafeInteger(p.amountFen) || p.amountFen <= 0) throw new BizError('支付金额不正确')
  const rt = paymentRuntime()
  if (rt.name === 'off') throw new BizError(ONLINE_PAY_OFF)
  const payer = await payerOf(db, rt.name, p.channel, p.userId)
  const handler = subjectHandler(p.subject)
  const payNo = newPayNo()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + PAYMENT_TTL_MS)

  const { row, toClose } = await db.transaction(async (tx) => {
    await handler.assertPayable?.(tx, p.subjectId, p.amountFen)
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.subjectType, p.subject), eq(payments.subjectId, p.subjectId), eq(payments.status, 'pending')))
    if (pending && pending.amountFen === p.amountFen && pending.provider === rt.name && pending.customerId === p.customerId && (pending.expiresAt?.getTime() ?? 0) > now.getTime() + REUSE_MARGIN_MS) {
      return { row: pending, toClose: [] as string[] }
    }
    const closed = pending ? await closePendingPayments(tx, p.subject, p.subjectId, now) : []
    const [created] = await tx
      .insert(payments)
      .values({ payNo, subjectType: p.subject, subjectId: p.subjectId, customerId: p.customerId, userId: p.userId, provider: rt.name, amountFen: p.amountFen, status: 'pending', expiresAt, createdAt: now, updatedAt: now })
      .returning()
    return { row: created!, toClose: closed }
  }).catch(async (err) => {
    // payments_one_pending: a concurrent tap inserted the attempt first; use that one.
    if (pgErrorCode(err) !== '23505') throw err
    const [other] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.subjectType, p.subject), eq(payments.subjectId, p.subjectId), eq(payments.status, 'pending')))
    if (!other || other.amountFen !== p.amountFen) throw new BizError('支付处理中，请稍后再试')
    return { row: other, toClose: [] as string[] }
  })
  await closeAtProvider(db, toClose)

  const provider = await rt.provider(db)
  let prepayId = row.prepayId
  if (!prepayId) {
    try {
      ;({ prepayId } = await provider.prepare({ payNo: row.payNo, amountFen: row.amountFen, description: p.description, openId: payer.openId, appId: payer.appId, expiresAt: row.expiresAt ?? expiresAt, notifyUrl: `${rt.notifyUrl}/${rt.name}` }))
    } catch (err) {
      payLog.error({ payNo: row.payNo, err: providerError(err) }, 'prepay failed')
      await db
        .update(payments)
        .set({ status: 'failed', failReason: `prepay: ${providerError(err).message}`.slice(0, 200), updatedAt: new Date() })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
      throw new BizError(PREPARE_FAILED)
    }
    const [kept] = await db
      .update(payments)
      .set({ prepayId, updatedAt: new Date() })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id })
    if (!kept) {
      // Closed while the provider was asked (the subject was paid another way, e.g. from the
      // balance, whose close may have reached the provider before this attempt did): close it
      // there too, so the payer is never handed an attempt that could take the money again.
      await closeAtProvider(db, [row.payNo])
      throw new BizError(PAYMENT_CLOSED)
    }
  }
  return {
    settled: false,
    paymentId: row.id,
    payNo: row.payNo,
    provider: rt.name,
    request: provider.clientRequest({ appId: payer.appId, prepayId: prepayId!, payNo: row.payNo }),
    expiresAt: (row.expiresAt ?? expiresAt).toISOString(),
  }
}

export type SettleOutcome = 'settled' | 'repeat' | 'refund' | 'mismatch' | 'unknown' | 'ignored'

/**
 * A provider said an attempt succeeded (notification or query). One transaction: the guarded
 * UPDATE of the payment (a repeat finds it succeeded and changes nothing but the notify count),
 * then the subject's settle. When the subject could no longer take the money, the payment is
 * refunded in full through the provider after commit. `afterSettle: false` skips the subject's
 * after-commit step (the seed's past payments send no messages).
 */
export async function settlePayment(db: Db, notice: Extract<ProviderNotice, { kind: 'transaction' }>, opts: { afterSettle?: boolean } = {}): Promise<SettleOutcome> {
  if (notice.tradeState !== 'SUCCESS') return settleUnpaid(db, notice)
  const now = new Date()
  const result = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', providerTxnId: notice.providerTxnId, paidAt: notice.paidAt ?? now, notifyCount: sql`${payments.notifyCount} + 1`, failReason: null, updatedAt: now })
      .where(and(eq(payments.payNo, notice.payNo), sql`${payments.status} <> 'succeeded'`, eq(payments.amountFen, notice.amountFen), sql`${payments.provider} in ('wechat', 'simulator')`))
      .returning()
    if (!paid) {
      const [seen] = await tx
        .update(payments)
        .set({ notifyCount: sql`${payments.notifyCount} + 1` })
        .where(eq(payments.payNo, notice.payNo))
        .returning()
      if (!seen) return { outcome: 'unknown' as const, payment: null }
      if (seen.status === 'succeeded') return { outcome: seen.failReason === AUTO_REFUND_DUE && !seen.autoRefundedAt ? ('refund' as const) : ('repeat' as const), payment: seen }
      await tx
        .update(payments)
        .set({ status: 'failed', failReason: `金额不符：通知${notice.amountFen}分，应付${seen.amountFen}分`, updatedAt: now })
        .where(and(eq(payments.id, seen.id), sql`${payments.status} <> 'succeeded'`))
      return { outcome: 'mismatch' as const, payment: seen }
    }
    const taken = await subjectHandler(paid.subjectType).settle(tx, paid)
    if (!taken) {
      await tx.update(payments).set({ failReason: AUTO_REFUND_DUE }).where(eq(payments.id, paid.id))
      return { outcome: 'refund' as const, payment: paid }
    }
    return { outcome: 'settled' as const, payment: paid }
  })
  if (result.outcome === 'unknown') payLog.warn({ payNo: notice.payNo }, 'notification for an unknown payment')
  if (result.outcome === 'mismatch') payLog.error({ payNo: notice.payNo, amountFen: notice.amountFen }, 'notification amount differs from the payment')
  if (result.outcome === 'refund' && result.payment) await autoRefund(db, result.payment)
  if (result.outcome === 'settled' && result.payment && opts.afterSettle !== false) {
    const after = subjectHandler(result.payment.subjectType).afterSettle
    if (after) await after(db, result.payment).catch((err) => payLog.error({ err }, 'after-settle step failed'))
  }
  return result.outcome
}

/** The provider says an attempt is closed or failed: mirror it (a pending one only). */
async function settleUnpaid(db: Db, notice: Extract<ProviderNotice, { kind: 'transaction' }>): Promise<SettleOutcome> {
  const status = notice.tradeState === 'CLOSED' || notice.tradeState === 'REVOKED' ? 'closed' : notice.tradeState === 'PAYERROR' ? 'failed' : null
  if (!status) return 'ignored'
  const now = new Date()
  await db
    .update(payments)
    .set(status === 'closed' ? { status, closedAt: now, updatedAt: now } : { status, failReason: '支付失败', updatedAt: now })
    .where(and(eq(payments.payNo, notice.payNo), eq(payments.status, 'pending')))
  return 'ignored'
}

/** Sends a whole payment back (its subject could not take it); marks it once done. */
async function autoRefund(db: Db, payment: PaymentRow): Promise<void> {
  try {
    const rt = paymentRuntime()
    const provider = await rt.provider(db)
    await provider.refund({ payNo: payment.payNo, refundNo: `R${payment.payNo}`, amountFen: payment.amountFen, totalFen: payment.amountFen, reason: AUTO_REFUND_DUE, notifyUrl: `${rt.notifyUrl}/${rt.name}` })
    await db.update(payments).set({ autoRefundedAt: new Date(), updatedAt: new Date() }).where(and(eq(payments.id, payment.id), sql`${payments.autoRefundedAt} is null`))
  } catch (err) {
    // Left due: the provider's next notification (or query) of this payment tries again.
    payLog.error({ payNo: payment.payNo, err: providerError(err) }, 'automatic refund failed')
  }
}

/**
 * Lost callbacks: when a pending attempt of the subject is older than QUERY_AFTER_MS, ask the
 * provider (at most once per QUERY_EVERY_MS per attempt, across processes: the guarded touch of
 * updated_at decides who asks) and settle or close it as the provider says. Never throws.
 */
export async function refreshPendingPayments(db: Db, subject: PaymentSubject, subjectId: string): Promise<void> {
  const now = Date.now()
  const due = await db
    .update(payments)
    .set({ updatedAt: new Date(now) })
    .where(
      and(
        eq(payments.subjectType, subject),
        eq(payments.subjectId, subjectId),
        eq(payments.status, 'pending'),
        lt(payments.createdAt, new Date(now - QUERY_AFTER_MS)),
        lt(payments.updatedAt, new Date(now - QUERY_EVERY_MS)),
      ),
    )
    .returning()
  for (const p of due) {
    if (p.provider !== 'wechat' && p.provider !== 'simulator') continue
    try {
      const provider = await paymentRuntime().provider(db)
      if (provider.name !== p.provider) continue
      const found = await provider.query(p.payNo)
      if (found) await settlePayment(db, found)
      else if ((p.expiresAt?.getTime() ?? 0) < now) {
        // Never reached the provider and expired: nothing will ever pay it.
        await db.update(payments).set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() }).where(and(eq(payments.id, p.id), eq(payments.status, 'pending')))
      }
    } catch (err) {
      payLog.warn({ payNo: p.payNo, err: providerError(err) }, 'payment query failed')
    }
  }
}
