/**
 * Cash refunds (issue 25, docs/trade.md "Cash and walk-in sales"): settle/orderRefund/cashRefund.
 * The shop hands cash back at the stall for one of its paid cash sales (a walk-in's too), whole or
 * in part: at once, one transaction, a refund row already refunded with provider cash. The
 * order's refunded amount moves in the statement that checks it (this shop's paid cash order, never
 * past what was paid), so concurrent refunds of one order queue on its row and each re-checks.
 * Stock is not returned, as for every refund.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { contract, FORM_MESSAGES, REFUND_REASONS, REFUNDABLE_ORDER_STATES, type CashRefundPayload, type RefundCreated } from '@/contract'
import type { Db } from '../../db/client'
import { orders, payments, refunds } from '../../db/schema'
import { handler } from '../../http/handler'
import { ownCustomerId } from '../../auth/user'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fenField } from '../../lib/money'
import { id, oneOf } from '../../lib/validate'
import type { Actor } from './orderWorkflow'
import { REFUND_MSG } from './refund'

export const CASH_REFUND_MSG = {
  notCash: '仅现金收款的订单可以现金退款',
  notRefundable: REFUND_MSG.notRefundable,
  overRefundable: REFUND_MSG.overRefundable,
} as const

const refundable = [...REFUNDABLE_ORDER_STATES]

export async function cashRefund(db: Db, shop: Actor, input: CashRefundPayload, opts: { now?: Date } = {}): Promise<RefundCreated> {
  const now = opts.now ?? new Date()
  const [o] = await db.select().from(orders).where(and(eq(orders.id, input.orderId), eq(orders.supplierId, shop.customerId)))
  if (!o) throw notFound()
  if (o.payMethod !== 'cash') throw new BizError(CASH_REFUND_MSG.notCash)
  const refundNo = await nextDocNo(db, 'refund', now)
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(orders)
      .set({ refundedFen: sql`${orders.refundedFen} + ${input.amountFen}`, updatedAt: now })
      .where(
        and(
          eq(orders.id, o.id),
          eq(orders.supplierId, shop.customerId),
          eq(orders.payMethod, 'cash'),
          inArray(orders.status, refundable),
          sql`${orders.refundedFen} + ${input.amountFen} <= ${orders.paidFen}`,
        ),
      )
      .returning({ id: orders.id })
    if (!taken) {
      const [fresh] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id))
      throw new BizError(fresh && (refundable as string[]).includes(fresh.status) ? CASH_REFUND_MSG.overRefundable : CASH_REFUND_MSG.notRefundable)
    }
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.subjectType, 'order'), eq(payments.subjectId, o.id), eq(payments.provider, 'cash'), eq(payments.status, 'succeeded')))
      .limit(1)
    const [r] = await tx
      .insert(refunds)
      .values({
        refundNo,
        orderId: o.id,
        supplierId: o.supplierId,
        purchaserId: o.purchaserId,
        userId: shop.userId,
        kind: 'refundOnly',
        status: 'refunded',
        amountFen: input.amountFen,
        reason: input.reason,
        paymentId: paid?.id ?? null,
        refundProvider: 'cash',
        auditedBy: shop.userId,
        auditedAt: now,
        refundedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: refunds.id })
    return { id: r!.id, refundNo, status: 'refunded' as const }
  })
}

export const cashRefundHandlers = [
  handler({
    endpoint: contract.settle.orderRefund.cashRefund,
    access: ['supplier'],
    module: { supplier: 'refund' },
    input: {
      orderId: id(),
      amountFen: fenField({ min: 1, msg: FORM_MESSAGES.refundAboveZero }),
      reason: oneOf(REFUND_REASONS, FORM_MESSAGES.chooseRefundReason),
    },
    handle: ({ db, user }, input) => cashRefund(db, { customerId: ownCustomerId(user), userId: user.id }, input),
  }),
]
