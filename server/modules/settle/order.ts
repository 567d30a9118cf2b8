/**
 * settle/orderInfo/*: a shop's sales and a buyer's purchases (docs/trade.md, "Orders"). The state
 * changes are the service functions of orderWorkflow.ts; this file parses input, enforces the
 * side and presents rows.
 */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm'
import { contract, BUYER_PAY_METHODS, TEXT_LIMITS, ORDER_STATES, PAY_CHANNELS, PAY_METHODS, REPAY_METHODS, TRADE_LIMITS, type OrderDetail, type OrderItem, type OrderLine, type OrderLineInput, type OrderStatus, type PaymentRecord, type PaymentStatus, type PayMethod, type PayProvider } from '@/contract'
import type { Db } from '../../db/client'
import { creditBillPeriods, creditRecords, evaluations, orderLines, orders, payments } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { BizError } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { fenField, fromNumeric, quantityField } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { bool, id, oneOf, opt, str, type Field } from '../../lib/validate'
import { ratingSummaries } from '../member/evaluate'
import { closeOrder, confirmOrder, createOrder, payOrder, repayOrder, type Actor, type OrderRow, type Side } from './orderWorkflow'
import { payActionIdempotency } from './payment/service'
import { refreshPendingPayments } from './payment/settle'
import { openRefundStatus, refundsOfOrder } from './refund'

const SIDES = ['supplier', 'purchaser'] as const
const ORDER_MODULES = { supplier: 'order', purchaser: 'buyerOrder' } as const

function sideOf(u: AuthUser): { side: Side; actor: Actor } {
  if (!u.customerId || (u.userType !== 'supplier' && u.userType !== 'purchaser')) throw new BizError('当前账号未关联商户')
  return { side: u.userType, actor: { customerId: u.customerId, userId: u.id } }
}

function scopeOf(u: AuthUser | null) {
  if (!u?.customerId) return sql`false`
  if (u.userType === 'supplier') return eq(orders.supplierId, u.customerId)
  if (u.userType === 'purchaser') return eq(orders.purchaserId, u.customerId)
  return sql`false`
}

/** An order as the lists read it: the row and its open refund's status (orderResource's extras). */
type ListedOrder = OrderRow & { openRefundStatus: OrderItem['openRefundStatus'] }

function toItem(o: ListedOrder): OrderItem {
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status as OrderStatus,
    payMethod: o.payMethod as PayMethod,
    supplierId: o.supplierId,
    supplierName: o.supplierName,
    purchaserId: o.purchaserId,
    purchaserName: o.purchaserName,
    walkIn: o.walkIn,
    purchaserMobile: o.purchaserMobile,
    goodsFen: o.goodsFen,
    discountFen: o.discountFen,
    payableFen: o.payableFen,
    paidFen: o.paidFen,
    refundedFen: o.refundedFen,
    owedFen: o.owedFen,
    lineCount: o.lineCount,
    firstProductName: o.firstProductName,
    evaluated: o.evaluatedAt !== null,
    openRefundStatus: o.openRefundStatus,
    createTime: o.createdAt.toISOString(),
  }
}

export const orderResource = resource({
  table: orders,
  id: orders.id,
  scope: scopeOf,
  order: [by.desc(orders.createdAt), by.desc(orders.id)],
  extras: { openRefundStatus },
  present: (_db, rows): OrderItem[] => rows.map(toItem),
})

const toPaymentRecord = (p: typeof payments.$inferSelect): PaymentRecord => ({
  paymentId: p.id,
  payNo: p.payNo,
  provider: p.provider as PayProvider,
  amountFen: p.amountFen,
  status: p.status as PaymentStatus,
  createTime: p.createdAt.toISOString(),
  paidTime: iso(p.paidAt),
})

/**
 * The detail as `viewer` sees it: the shop never gets the id of a rating its buyer gave
 * anonymously (it would tie the anonymous rating in its list to this order and so to the buyer).
 */
export async function orderDetail(db: Db, o: ListedOrder, viewer: Side): Promise<OrderDetail> {
  const [lines, refunds, ratings, pays, evaluation, due] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.sort),
    refundsOfOrder(db, o.id),
    ratingSummaries(db, [o.supplierId]),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.subjectType, ['order', 'orderRepay']), eq(payments.subjectId, o.id)))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    db.select({ id: evaluations.id, anonymous: evaluations.anonymous }).from(evaluations).where(eq(evaluations.orderId, o.id)),
    o.status === 'owed'
      ? db
          .select({ dueDate: creditBillPeriods.dueDate })
          .from(creditRecords)
          .innerJoin(creditBillPeriods, eq(creditBillPeriods.id, creditRecords.periodId))
          .where(and(eq(creditRecords.orderId, o.id), eq(creditRecords.kind, 'use')))
      : Promise.resolve([] as Array<{ dueDate: string }>),
  ])
  // The payment that settled it (its repayment for a repaid one), else the latest attempt.
  const settledBy = pays.find((p) => p.status === 'succeeded' && p.subjectType === (o.repaidAt ? 'orderRepay' : 'order')) ?? pays.find((p) => p.status === 'succeeded') ?? pays[0] ?? null
  return {
    ...toItem(o),
    lines: lines.map(
      (l): OrderLine => ({
        id: l.id,
        skuId: l.skuId,
        productId: l.productId,
        productName: l.productName,
        skuName: l.skuName,
        categoryName: l.categoryName,
        unit: l.unit,
        quantity: fromNumeric(l.quantity) / 100,
        priceFen: l.priceFen,
        amountFen: l.amountFen,
        traceCode: l.traceCode,
      }),
    ),
    remark: o.remark,
    closeReason: o.closeReason,
    couponId: o.couponId,
    paidTime: iso(o.paidAt),
    owedTime: iso(o.owedAt),
    repaidTime: iso(o.repaidAt),
    completeTime: iso(o.completedAt),
    closeTime: iso(o.closedAt),
    creditDueDate: due[0]?.dueDate ?? null,
    payment: settledBy ? toPaymentRecord(settledBy) : null,
    refunds,
    supplierRating: ratings.get(o.supplierId)!,
    evaluationId: evaluation[0] && !(evaluation[0].anonymous && viewer === 'supplier') ? evaluation[0].id : null,
  }
}

/** `lines`: 1-50 {skuId, quantity (> 0, 2 decimals), priceFen? (whole fen)}, no SKU twice. */
function lineInput(): Field<OrderLineInput[]> {
  const quantity = quantityField()
  const price = fenField({ msg: '单价格式不正确' })
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少添加一种商品')
      if (value.length > TRADE_LIMITS.orderLines) throw new BizError(`商品最多${TRADE_LIMITS.orderLines}种`)
      const lines = value.map((raw): OrderLineInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const skuId = typeof o.skuId === 'string' || typeof o.skuId === 'number' ? String(o.skuId) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(skuId)) throw new BizError('商品不存在')
        const line: OrderLineInput = { skuId, quantity: quantity.parse(o.quantity, 'quantity') }
        if (o.priceFen !== undefined && o.priceFen !== null && o.priceFen !== '') line.priceFen = price.parse(o.priceFen, 'priceFen')
        return line
      })
      if (new Set(lines.map((l) => l.skuId)).size !== lines.length) throw new BizError('商品不能重复添加')
      return lines
    },
  }
}

export const orderHandlers = [
  handler({
    endpoint: contract.settle.orderInfo.page,
    access: SIDES,
    module: ORDER_MODULES,
    input: { ...pageShape, status: opt(oneOf(ORDER_STATES, '订单状态不正确')), keyword: fields.keyword(), evaluated: opt(bool()) },
    handle: ({ db, user }, input) => {
      const kw = input.keyword
      const byKeyword = kw
        ? user.userType === 'supplier'
          ? or(like(orders.orderNo, prefixPattern(kw)), ilike(orders.purchaserName, containsPattern(kw)), eq(orders.purchaserMobile, kw))
          : or(like(orders.orderNo, prefixPattern(kw)), ilike(orders.supplierName, containsPattern(kw)))
        : undefined
      const byRating =
        input.evaluated === undefined ? undefined : input.evaluated ? and(eq(orders.status, 'completed'), isNotNull(orders.evaluatedAt)) : and(eq(orders.status, 'completed'), isNull(orders.evaluatedAt))
      return orderResource.page(db, user, pageArgs(input), [input.status ? eq(orders.status, input.status) : undefined, byKeyword, byRating])
    },
  }),
  handler({
    endpoint: contract.settle.orderInfo.queryById,
    access: SIDES,
    module: ORDER_MODULES,
    input: { id: id() },
    // Reading asks the payment provider about a pending attempt (a lost callback).
    idempotency: 'own',
    async handle({ db, user }, input) {
      const o = await orderResource.find(db, user, input.id)
      // Lost callbacks: an online attempt left pending is checked with the provider.
      if (o.status === 'unpaid') await refreshPendingPayments(db, 'order', o.id)
      if (o.status === 'owed') await refreshPendingPayments(db, 'orderRepay', o.id)
      return orderDetail(db, await orderResource.find(db, user, input.id), sideOf(user).side)
    },
  }),
  handler({
    endpoint: contract.settle.orderInfo.create,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: {
      purchaserId: opt(str({ pattern: /^[0-9A-Za-z_-]{1,64}$/, msg: '买家不存在' })),
      walkIn: opt(bool()),
      walkInName: opt(textField(TEXT_LIMITS.walkInName)),
      idCode: opt(str({ max: 512, msg: '身份码无效' })),
      lines: lineInput(),
      payMethod: oneOf(PAY_METHODS, '支付方式不正确'),
      owePassword: opt(str({ max: 20, msg: '赊账密码错误' })),
      remark: opt(textField(TEXT_LIMITS.remark)),
    },
    handle: ({ db, user, ip }, input) => createOrder(db, sideOf(user).actor, input, { ip }),
  }),
  handler({
    endpoint: contract.settle.orderInfo.pay,
    access: ['purchaser'],
    module: { purchaser: 'buyerOrder' },
    input: { id: id(), payMethod: oneOf(BUYER_PAY_METHODS, '支付方式不正确'), payChannel: opt(oneOf(PAY_CHANNELS, '支付渠道不正确')), couponId: opt(id()) },
    idempotency: payActionIdempotency,
    handle: ({ db, user }, input) => payOrder(db, sideOf(user).actor, input),
  }),
  handler({
    endpoint: contract.settle.orderInfo.oweRepay,
    access: ['purchaser'],
    module: { purchaser: 'buyerOrder' },
    input: { id: id(), payMethod: oneOf(REPAY_METHODS, '还款方式不正确'), payChannel: opt(oneOf(PAY_CHANNELS, '支付渠道不正确')) },
    idempotency: payActionIdempotency,
    handle: ({ db, user }, input) => repayOrder(db, sideOf(user).actor, input),
  }),
  handler({
    endpoint: contract.settle.orderInfo.closeOrder,
    access: SIDES,
    module: ORDER_MODULES,
    input: { id: id(), reason: opt(str({ max: TRADE_LIMITS.remark, msg: `关闭原因不能超过${TRADE_LIMITS.remark}个字符` })) },
    handle: ({ db, user }, input) => {
      const { side, actor } = sideOf(user)
      return closeOrder(db, side, actor, input.id, input.reason)
    },
  }),
  handler({
    endpoint: contract.settle.orderInfo.confirmOrder,
    access: ['purchaser'],
    module: { purchaser: 'buyerOrder' },
    input: { id: id() },
    handle: ({ db, user }, input) => confirmOrder(db, sideOf(user).actor, input.id),
  }),
]
