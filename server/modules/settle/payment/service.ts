/**
 * The payment layer's attempts (docs/trade.md, "Payments"): start an online attempt for a subject
 * (its handler is handed in: orders and owed amounts, bills) and close attempts. Settling them
 * when the provider answers is payment/settle.ts, which finds each subject's handler in the typed
 * table of payment/subjects.ts.
 *
 * Rules: every state change is one guarded UPDATE; no network call runs inside a transaction.
 */
import { and, eq } from 'drizzle-orm'
import type { PayChannel, PaymentSubject } from '@/contract'
import type { Db } from '../../../db/client'
import { payments, users } from '../../../db/schema'
import type { IdempotencyMode } from '../../../http/idempotency'
import { afterCommit } from '../../../data/afterCommit'
import { BizError } from '../../../lib/envelope'
import { pgErrorCode } from '../../../data/ledger'
import { newPayNo } from './payNo'
import type { PaymentProvider, PaymentSubjectHandler, ProviderName } from './provider'
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

export interface StartPayment {
  /** The subject's handler (its `subject` names the payments' subject type). */
  subject: PaymentSubjectHandler
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

/**
 * Tells the provider about attempts closed here, after commit (an idempotent request's: data/afterCommit.ts);
 * failures are logged, the callback path copes with a late success.
 */
export async function closeAtProvider(db: Db, payNos: string[]): Promise<void> {
  if (!payNos.length) return
  await afterCommit(db, async (committed) => {
    try {
      const provider = await paymentRuntime().provider(committed)
      for (const payNo of payNos) {
        await provider.close(payNo).catch((err) => payLog.warn({ payNo, err: providerError(err) }, 'payment not closed at the provider'))
      }
    } catch (err) {
      payLog.warn({ payNos, err }, 'payment provider unavailable for close')
    }
  })
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
  const handler = p.subject
  const subject = handler.subject
  const payNo = newPayNo()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + PAYMENT_TTL_MS)

  const { row, toClose } = await db.transaction(async (tx) => {
    await handler.assertPayable?.(tx, p.subjectId, p.amountFen)
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.subjectType, subject), eq(payments.subjectId, p.subjectId), eq(payments.status, 'pending')))
    if (pending && pending.amountFen === p.amountFen && pending.provider === rt.name && pending.customerId === p.customerId && (pending.expiresAt?.getTime() ?? 0) > now.getTime() + REUSE_MARGIN_MS) {
      return { row: pending, toClose: [] as string[] }
    }
    const closed = pending ? await closePendingPayments(tx, subject, p.subjectId, now) : []
    const [created] = await tx
      .insert(payments)
      .values({ payNo, subjectType: subject, subjectId: p.subjectId, customerId: p.customerId, userId: p.userId, provider: rt.name, amountFen: p.amountFen, status: 'pending', expiresAt, createdAt: now, updatedAt: now })
      .returning()
    return { row: created!, toClose: closed }
  }).catch(async (err) => {
    // payments_one_pending: a concurrent tap inserted the attempt first; use that one.
    if (pgErrorCode(err) !== '23505') throw err
    const [other] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.subjectType, subject), eq(payments.subjectId, p.subjectId), eq(payments.status, 'pending')))
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

/**
 * How a pay action sent with an Idempotency-Key runs (http/idempotency.ts): balance and credit in
 * one transaction with the stored answer; an online payment asks the provider between commits of
 * its own (startPayment reuses the pending attempt when it runs again).
 */
export const payActionIdempotency = (input: { payMethod: string }): IdempotencyMode => (input.payMethod === 'wechat' ? 'own' : 'atomic')
