/**
 * After-sales (docs/trade.md, "Refunds"): settle/orderRefund/*. A buyer asks for money back on a
 * paid order; the shop approves or rejects; a return waits for the shop to confirm the goods came
 * back; then the money returns the way it came (balance at once in the approving transaction,
 * WeChat Pay / the simulator through the provider after commit, confirmed by its answer or its
 * REFUND.SUCCESS notification). Every step is one guarded UPDATE.
 */
import { and, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm'
import { contract, FORM_MESSAGES, TEXT_LIMITS, OPEN_REFUND_STATES, REFUND_KINDS, REFUND_REASONS, REFUND_STATES, REFUNDABLE_ORDER_STATES, type PayProvider, type RefundDetail, type RefundEvent, type RefundItem, type RefundKind, type RefundReason, type RefundStatus, type StatusResult } from '@/contract'
import type { Db } from '../../db/client'
import { customers, orders, payments, refunds } from '../../db/schema'
import { inList } from '../../db/schema/columns'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { movePredeposit, pgErrorCode } from '../../data/ledger'
import { fenField } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { bool, id, oneOf, opt } from '../../lib/validate'
import { imageList } from '../member/complaint'
import { buyerOf, type Actor } from './orderWorkflow'
import type { ProviderNotice } from './payment/provider'
import { payLog, paymentRuntime } from './payment/runtime'
import { providerError } from './payment/wechatpay'

export type RefundRow = typeof refunds.$inferSelect

export const REFUND_MSG = {
  overRefundable: FORM_MESSAGES.refundOverRefundable,
  openExists: '该订单已有处理中的售后申请',
  notRefundable: '该订单当前状态不能申请售后',
  owedFirst: '赊账订单还款后才能申请退款',
  cashAtStall: '现金订单请到摊位办理现金退款',
  onlyPendingCancel: '仅待审核的售后申请可以撤销',
  onlyPendingAudit: '仅待审核的售后申请可以审核',
  rejectReason: FORM_MESSAGES.rejectReasonMissing,
  onlyReceipt: '仅待收货的退货申请可以确认收货',
} as const

/** Refunds the caller may see: its shop's (supplier) or its own (purchaser). */
function scopeOf(u: AuthUser | null): SQL {
  if (!u?.customerId) return sql`false`
  if (u.userType === 'supplier') return eq(refunds.supplierId, u.customerId)
  if (u.userType === 'purchaser') return eq(refunds.purchaserId, u.customerId)
  return sql`false`
}

async function presentItems(db: Db, rows: RefundRow[]): Promise<Array<RefundItem & { row: RefundRow; order: typeof orders.$inferSelect }>> {
  if (!rows.length) return []
  const os = await db.select().from(orders).where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]))
  const byId = new Map(os.map((o) => [o.id, o]))
  return rows.map((r) => {
    const o = byId.get(r.orderId)!
    return {
      id: r.id,
      refundNo: r.refundNo,
      orderId: r.orderId,
      orderNo: o.orderNo,
      kind: r.kind as RefundKind,
      status: r.status as RefundStatus,
      amountFen: r.amountFen,
      reason: r.reason as RefundReason,
      supplierId: r.supplierId,
      supplierName: o.supplierName,
      purchaserId: r.purchaserId,
      purchaserName: o.purchaserName,
      firstProductName: o.firstProductName,
      lineCount: o.lineCount,
      createTime: r.createdAt.toISOString(),
      row: r,
      order: o,
    }
  })
}

export const refundResource = resource({
  table: refunds,
  id: refunds.id,
  scope: scopeOf,
  order: [by.desc(refunds.createdAt), by.desc(refunds.id)],
  present: async (db, rows): Promise<RefundItem[]> => (await presentItems(db, rows)).map(({ row: _r, order: _o, ...item }) => item),
})

/** An order's refunds, newest first (order detail). */
export async function refundsOfOrder(db: Db, orderId: string): Promise<RefundItem[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt), desc(refunds.id))
  return refundResource.def.present(db, rows, null)
}

function timeline(r: RefundRow): RefundEvent[] {
  const events: RefundEvent[] = [{ step: 'requested', time: r.createdAt.toISOString(), remark: r.description }]
  if (r.auditedAt) events.push(r.status === 'rejected' ? { step: 'rejected', time: r.auditedAt.toISOString(), remark: r.rejectReason } : { step: 'approved', time: r.auditedAt.toISOString(), remark: null })
  if (r.receivedAt) events.push({ step: 'received', time: r.receivedAt.toISOString(), remark: null })
  if (r.refundedAt) events.push({ step: 'refunded', time: r.refundedAt.toISOString(), remark: null })
  if (r.cancelledAt) events.push({ step: 'cancelled', time: r.cancelledAt.toISOString(), remark: null })
  return events
}

export async function refundDetail(db: Db, r: RefundRow): Promise<RefundDetail> {
  const [p] = await presentItems(db, [r])
  const { row: _r, order, ...item } = p!
  return {
    ...item,
    description: r.description,
    images: r.images,
    rejectReason: r.rejectReason,
    orderPaidFen: order.paidFen,
    orderRefundedFen: order.refundedFen,
    refundProvider: (r.refundProvider as PayProvider | null) ?? null,
    timeline: timeline(r),
  }
}

// ---- The state machine ----------------------------------------------------------------------------

export interface RefundInput {
  orderId: string
  kind: RefundKind
  amountFen: number
  reason: RefundReason
  description?: string
  images?: string[]
}

/** The payment the money returns through: the repayment of a repaid order, else the order's payment. */
async function settlingPayment(db: Db, o: typeof orders.$inferSelect) {
  const subject = o.repaidAt ? 'orderRepay' : 'order'
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subjectType, subject), eq(payments.subjectId, o.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.paidAt))
    .limit(1)
  return p ?? null
}

/** orderRefund/refundRequest: the order's buyer, on money actually paid and not refunded yet. */
export async function requestRefund(db: Db, buyer: Actor, input: RefundInput, opts: { now?: Date } = {}): Promise<{ id: string; refundNo: string; status: RefundStatus }> {
  const now = opts.now ?? new Date()
  const [o] = await db.select().from(orders).where(and(eq(orders.id, input.orderId), eq(orders.purchaserId, buyer.customerId)))
  if (!o) throw notFound()
  if (o.status === 'owed') throw new BizError(REFUND_MSG.owedFirst)
  // Cash went into the shop's drawer: the shop hands it back (cashRefund.ts), never the balance.
  if (o.payMethod === 'cash') throw new BizError(REFUND_MSG.cashAtStall)
  if (!(REFUNDABLE_ORDER_STATES as readonly string[]).includes(o.status)) throw new BizError(REFUND_MSG.notRefundable)
  const payment = await settlingPayment(db, o)
  const refundNo = await nextDocNo(db, 'refund', now)
  try {
    return await db.transaction(async (tx) => {
      // The amount still refundable, read in the transaction that inserts (one open refund per order: the unique index).
      const [fresh] = await tx.select({ paidFen: orders.paidFen, refundedFen: orders.refundedFen, status: orders.status }).from(orders).where(eq(orders.id, o.id))
      if (!fresh || !(REFUNDABLE_ORDER_STATES as readonly string[]).includes(fresh.status)) throw new BizError(REFUND_MSG.notRefundable)
      if (input.amountFen > fresh.paidFen - fresh.refundedFen) throw new BizError(REFUND_MSG.overRefundable)
      const [r] = await tx
        .insert(refunds)
        .values({
          refundNo,
          orderId: o.id,
          supplierId: o.supplierId,
          purchaserId: o.purchaserId,
          userId: buyer.userId,
          kind: input.kind,
          status: 'pending',
          amountFen: input.amountFen,
          reason: input.reason,
          description: input.description ?? null,
          images: input.images ?? [],
          paymentId: payment?.id ?? null,
          refundProvider: payment?.provider ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return { id: r!.id, refundNo, status: 'pending' as const }
    })
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new BizError(REFUND_MSG.openExists)
    throw err
  }
}

async function refundOf(db: Db, side: 'supplier' | 'purchaser', customerId: string, id: string): Promise<RefundRow> {
  const [r] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(side === 'supplier' ? refunds.supplierId : refunds.purchaserId, customerId)))
  if (!r) throw notFound()
  return r
}

/** orderRefund/cancelRequest: the buyer withdraws a pending request. */
export async function cancelRefund(db: Db, buyer: Actor, id: string, opts: { now?: Date } = {}): Promise<StatusResult<RefundStatus>> {
  const now = opts.now ?? new Date()
  await refundOf(db, 'purchaser', buyer.customerId, id)
  const [r] = await db
    .update(refunds)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.purchaserId, buyer.customerId), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id })
  if (!r) throw new BizError(REFUND_MSG.onlyPendingCancel)
  return { id, status: 'cancelled' }
}

/**
 * Money back by the balance, inside the caller's transaction: the refund approved -> refunded,
 * the order's refunded amount (never past what was paid), the balance refund row.
 */
async function refundToBalance(tx: Db, r: RefundRow, now: Date): Promise<void> {
  const [done] = await tx
    .update(refunds)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(refunds.id, r.id), eq(refunds.status, 'approved')))
    .returning()
  if (!done) return
  await addRefunded(tx, r)
  await movePredeposit(tx, { customerId: buyerOf(r), direction: 'refund', bizType: 'orderRefund', amountFen: r.amountFen, bizId: r.id, bizNo: r.refundNo, remark: null, at: now })
}

async function addRefunded(tx: Db, r: Pick<RefundRow, 'orderId' | 'amountFen'>): Promise<void> {
  const [o] = await tx
    .update(orders)
    .set({ refundedFen: sql`${orders.refundedFen} + ${r.amountFen}`, updatedAt: new Date() })
    .where(and(eq(orders.id, r.orderId), sql`${orders.refundedFen} + ${r.amountFen} <= ${orders.paidFen}`))
    .returning({ id: orders.id })
  if (!o) throw new BizError(REFUND_MSG.overRefundable)
}

const isOnline = (r: RefundRow) => r.refundProvider === 'wechat' || r.refundProvider === 'simulator'
/** The money of this refund is due now (approved refund-only, or a return received). */
const moneyDue = (r: RefundRow) => r.status === 'approved' && (r.kind === 'refundOnly' || r.receivedAt !== null)

/** After the approving transaction: ask the provider to send the money back; its SUCCESS settles the refund. Never throws. */
export async function sendOnlineRefund(db: Db, r: RefundRow): Promise<void> {
  if (!isOnline(r) || !moneyDue(r) || !r.paymentId) return
  try {
    const [p] = await db.select().from(payments).where(eq(payments.id, r.paymentId))
    if (!p) throw new Error('refund without its payment')
    const rt = paymentRuntime()
    const provider = await rt.provider(db)
    const answer = await provider.refund({ payNo: p.payNo, refundNo: r.refundNo, amountFen: r.amountFen, totalFen: p.amountFen, reason: r.reason, notifyUrl: `${rt.notifyUrl}/${rt.name}` })
    if (answer.status === 'SUCCESS') await settleRefundMoney(db, r.refundNo, answer.providerRefundId)
    else await db.update(refunds).set({ providerRefundId: answer.providerRefundId, updatedAt: new Date() }).where(and(eq(refunds.id, r.id), sql`${refunds.providerRefundId} is null`))
  } catch (err) {
    // Stays approved: the next read of the refund asks again (same out_refund_no, so never twice).
    payLog.error({ refundNo: r.refundNo, err: providerError(err) }, 'refund not sent to the provider')
  }
}

/** The provider returned the money: approved -> refunded and the order's refunded amount, once. */
export async function settleRefundMoney(db: Db, refundNo: string, providerRefundId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(refunds)
      .set({ status: 'refunded', refundedAt: new Date(), providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${providerRefundId})`, updatedAt: new Date() })
      .where(and(eq(refunds.refundNo, refundNo), eq(refunds.status, 'approved')))
      .returning()
    if (!r) return false
    await addRefunded(tx, r)
    return true
  })
}

/** A refund notification (REFUND.SUCCESS / CLOSED / ABNORMAL) from the notify route. */
export async function settleProviderRefund(db: Db, notice: Extract<ProviderNotice, { kind: 'refund' }>): Promise<void> {
  if (notice.status === 'SUCCESS') {
    await settleRefundMoney(db, notice.refundNo, notice.providerRefundId)
    return
  }
  payLog.error({ refundNo: notice.refundNo, status: notice.status }, 'the provider did not complete a refund')
}

/** Lets a due online refund that the provider has not confirmed be asked again (at most every 5 s). */
export async function retryDueRefund(db: Db, r: RefundRow): Promise<void> {
  if (!isOnline(r) || !moneyDue(r)) return
  const [due] = await db
    .update(refunds)
    .set({ updatedAt: new Date() })
    .where(and(eq(refunds.id, r.id), eq(refunds.status, 'approved'), lt(refunds.updatedAt, new Date(Date.now() - 5000))))
    .returning()
  if (due) await sendOnlineRefund(db, due)
}

/** orderRefund/supplierRefundAudit: the shop approves (refund-only: money back now) or rejects (with a reason). */
export async function auditRefund(db: Db, shop: Actor, input: { id: string; approved: boolean; reason?: string }, opts: { now?: Date } = {}): Promise<StatusResult<RefundStatus>> {
  const now = opts.now ?? new Date()
  if (!input.approved && !input.reason?.trim()) throw new BizError(REFUND_MSG.rejectReason)
  await refundOf(db, 'supplier', shop.customerId, input.id)
  const guard = and(eq(refunds.id, input.id), eq(refunds.supplierId, shop.customerId), eq(refunds.status, 'pending'))
  if (!input.approved) {
    const [r] = await db
      .update(refunds)
      .set({ status: 'rejected', rejectReason: input.reason!.trim(), auditedBy: shop.userId, auditedAt: now, updatedAt: now })
      .where(guard)
      .returning({ id: refunds.id })
    if (!r) throw new BizError(REFUND_MSG.onlyPendingAudit)
    return { id: input.id, status: 'rejected' }
  }
  const approved = await db.transaction(async (tx) => {
    const [r] = await tx.update(refunds).set({ status: 'approved', auditedBy: shop.userId, auditedAt: now, updatedAt: now }).where(guard).returning()
    if (!r) throw new BizError(REFUND_MSG.onlyPendingAudit)
    if (r.kind === 'refundOnly' && !isOnline(r)) await refundToBalance(tx, r, now)
    return r
  })
  await sendOnlineRefund(db, approved)
  const [after] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, input.id))
  return { id: input.id, status: after!.status as RefundStatus }
}

/** orderRefund/receipt: the shop confirms the returned goods arrived; the money goes back now. */
export async function receiveRefund(db: Db, shop: Actor, id: string, opts: { now?: Date } = {}): Promise<StatusResult<RefundStatus>> {
  const now = opts.now ?? new Date()
  await refundOf(db, 'supplier', shop.customerId, id)
  const received = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(refunds)
      .set({ receivedAt: now, updatedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.supplierId, shop.customerId), eq(refunds.status, 'approved'), eq(refunds.kind, 'returnRefund'), sql`${refunds.receivedAt} is null`))
      .returning()
    if (!r) throw new BizError(REFUND_MSG.onlyReceipt)
    if (!isOnline(r)) await refundToBalance(tx, r, now)
    return r
  })
  await sendOnlineRefund(db, received)
  const [after] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id))
  return { id, status: after!.status as RefundStatus }
}

// ---- Handlers ---------------------------------------------------------------------------------------

const MODULES = { supplier: 'refund', purchaser: 'afterSale' } as const
const actor = (u: AuthUser): Actor => {
  if (!u.customerId) throw new BizError('当前账号未关联商户')
  return { customerId: u.customerId, userId: u.id }
}

export const refundHandlers = [
  handler({
    endpoint: contract.settle.orderRefund.refundRequest,
    access: ['purchaser'],
    module: { purchaser: 'afterSale' },
    input: {
      orderId: id(),
      kind: oneOf(REFUND_KINDS, '售后类型不正确'),
      amountFen: fenField({ min: 1, msg: FORM_MESSAGES.refundAboveZero }),
      reason: oneOf(REFUND_REASONS, FORM_MESSAGES.chooseRefundReason),
      description: opt(textField(TEXT_LIMITS.refundDescription)),
      images: imageList(),
    },
    handle: ({ db, user }, input) => requestRefund(db, actor(user), input),
  }),
  handler({
    endpoint: contract.settle.orderRefund.page,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: { ...pageShape, status: opt(oneOf(REFUND_STATES, '售后状态不正确')), orderId: opt(id()), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword
      const byKeyword = kw
        ? or(
            like(refunds.refundNo, prefixPattern(kw)),
            sql`${refunds.orderId} in (select ${orders.id} from ${orders} where ${like(orders.orderNo, prefixPattern(kw))} and ${scopeOrders(user)})`,
            user.userType === 'supplier' ? sql`exists (select 1 from ${customers} where ${customers.id} = ${refunds.purchaserId} and ${customers.name} ilike ${containsPattern(kw)})` : undefined,
          )
        : undefined
      return refundResource.page(db, user, pageArgs(input), [input.status ? eq(refunds.status, input.status) : undefined, input.orderId ? eq(refunds.orderId, input.orderId) : undefined, byKeyword])
    },
  }),
  handler({
    endpoint: contract.settle.orderRefund.cancelRequest,
    access: ['purchaser'],
    module: { purchaser: 'afterSale' },
    input: { id: id() },
    handle: ({ db, user }, input) => cancelRefund(db, actor(user), input.id),
  }),
  handler({
    endpoint: contract.settle.orderRefund.queryById,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: { id: id() },
    // Reading asks the payment provider again about a due online refund.
    idempotency: 'own',
    async handle({ db, user }, input) {
      const r = await refundResource.find(db, user, input.id)
      await retryDueRefund(db, r)
      return refundDetail(db, await refundResource.find(db, user, input.id))
    },
  }),
  handler({
    endpoint: contract.settle.orderRefund.supplierRefundAudit,
    access: ['supplier'],
    module: { supplier: 'refund' },
    input: { id: id(), approved: bool(), reason: opt(textField(TEXT_LIMITS.rejectReason)) },
    // An online refund asks the provider after the approving commit; approving twice is refused.
    idempotency: 'own',
    handle: ({ db, user }, input) => auditRefund(db, actor(user), input),
  }),
  handler({
    endpoint: contract.settle.orderRefund.receipt,
    access: ['supplier'],
    module: { supplier: 'refund' },
    input: { id: id() },
    // An online refund asks the provider after the approving commit; approving twice is refused.
    idempotency: 'own',
    handle: ({ db, user }, input) => receiveRefund(db, actor(user), input.id),
  }),
]

/** The caller's side of orders (for the order-number keyword of the refund list). */
function scopeOrders(u: AuthUser): SQL {
  if (!u.customerId) return sql`false`
  return u.userType === 'supplier' ? eq(orders.supplierId, u.customerId) : eq(orders.purchaserId, u.customerId)
}

/**
 * The status of an order's open (pending or approved) refund, or null: a field the order lists
 * read in their page's statement (ResourceDef.extras), answered by the one-open-refund index.
 */
export const openRefundStatus = sql<RefundStatus | null>`(select ${refunds.status} from ${refunds} where ${refunds.orderId} = ${orders.id} and ${inList(refunds.status, OPEN_REFUND_STATES)})`
