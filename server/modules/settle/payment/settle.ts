/**
 * Settling the payment layer's attempts (docs/trade.md, "Payments"): a provider said an attempt
 * succeeded, closed or failed (callback or query), money that arrived for a subject that could no
 * longer take it goes back, and lost callbacks are asked for. Each subject's handler comes from
 * the typed table of payment/subjects.ts.
 *
 * Rules: every state change is one guarded UPDATE; no network call runs inside a transaction;
 * a repeated notification changes nothing.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { PaymentSubject } from '@/contract'
import type { Db } from '../../../db/client'
import { payments } from '../../../db/schema'
import type { PaymentRow, ProviderNotice } from './provider'
import { payLog, paymentRuntime } from './runtime'
import { AUTO_REFUND_DUE, QUERY_AFTER_MS, QUERY_EVERY_MS } from './service'
import { subjectHandler } from './subjects'
import { providerError } from './wechatpay'

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
