/**
 * /api/settle/billInfo/* and billStatistics/* (docs/trade.md, "Bills"): the market's bills to the
 * caller's shop, and paying one. Bills are created by the market (the seed; lease installments,
 * repairs and meter periods through settle/billIssue.ts).
 *
 * Paying (payBill) takes a coupon first, then either the prepaid balance (settled at once, in one
 * transaction with the bill's state change and the balance ledger row) or an online payment
 * through the payment layer (docs/trade.md, "Payments"), which settles the bill with `billSubject`
 * when the provider's callback arrives. The screen polls queryBillPayStatus meanwhile.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  BILL_PAY_STATUS,
  BILL_TYPES,
  PAYABLE_BILL_STATUS,
  REPAY_METHODS,
  PAY_CHANNELS,
  contract,
  type BillCounts,
  type BillDetail,
  type BillItem,
  type BillLine,
  type BillPayState,
  type BillPayStatus,
  type BillType,
  type ClientPayRequest,
  type PayChannel,
  type PayStart,
  type PaymentRecord,
  type PaymentStatus,
  type PayProvider,
  type RepayMethod,
} from '@/contract'
import type { Db } from '../../db/client'
import { billLines, bills, payments } from '../../db/schema'
import { takeCoupon } from '../../data/coupons'
import { chinaDay } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { movePredeposit } from '../../data/ledger'
import { numericToNumber } from '../../lib/money'
import { by, fetchTablePage, keyset, pageArgs, pageResult, pageShape, type Keyset, type PageArgs } from '../../data/paging'
import { containsPattern, prefixPattern, rowsOf } from '../../data/query'
import { iso } from '../../data/resource'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { ownShopId } from '../member/shop'
import { newPayNo } from './payment/payNo'
import { confirmByFirstBill } from '../lease/workflow'
import type { PaymentSubjectHandler } from './payment/provider'
import { closeAtProvider, closePendingPayments, payActionIdempotency, startPayment } from './payment/service'

type BillRow = typeof bills.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

const BILL_MODULE = { supplier: 'bill' } as const
export const BILL_PAID = '账单已支付'

const outstandingOf = (b: Pick<BillRow, 'amountFen' | 'discountFen' | 'paidFen'>): number => b.amountFen - b.discountFen - b.paidFen

/**
 * What else changes when a bill becomes paid, in the transaction that pays it (balance, a coupon
 * covering it, or the online payment's callback): a lease's first bill confirms the lease
 * (server/modules/lease/workflow.ts). `userId`: who paid, when known. A called function, not a
 * hook registered at module load: what runs does not depend on which modules were imported.
 */
async function billPaid(tx: Db, bill: { id: string; customerId: string }, userId: string | null): Promise<void> {
  await confirmByFirstBill(tx, bill, userId)
}
const isPayable = (status: string): boolean => (PAYABLE_BILL_STATUS as readonly string[]).includes(status)

export function presentBill(b: BillRow, today: string = chinaDay()): BillItem {
  return {
    id: b.id,
    billNo: b.billNo,
    title: b.title,
    billType: b.billType as BillType,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    dueDate: b.dueDate,
    amountFen: b.amountFen,
    discountFen: b.discountFen,
    paidFen: b.paidFen,
    outstandingFen: isPayable(b.payStatus) ? outstandingOf(b) : 0,
    payStatus: b.payStatus as BillPayStatus,
    overdue: isPayable(b.payStatus) && b.dueDate < today,
    createTime: iso(b.createdAt)!,
  }
}

export const presentBillLine = (l: typeof billLines.$inferSelect): BillLine => ({
  id: l.id,
  name: l.name,
  quantity: l.quantity === null ? null : numericToNumber(l.quantity),
  unit: l.unit,
  unitPriceFen: l.unitPriceFen,
  amountFen: l.amountFen,
  remark: l.remark,
})

const presentPayment = (p: PaymentRow): PaymentRecord => ({
  paymentId: p.id,
  payNo: p.payNo,
  provider: p.provider as PayProvider,
  amountFen: p.amountFen,
  status: p.status as PaymentStatus,
  createTime: iso(p.createdAt)!,
  paidTime: iso(p.paidAt),
})

/** The caller's shop's bill, or '记录不存在'. */
async function findBill(db: Db, shopId: string, billId: string): Promise<BillRow> {
  const [b] = await db.select().from(bills).where(and(eq(bills.id, billId), eq(bills.customerId, shopId)))
  if (!b) throw notFound()
  return b
}

/** Why a bill cannot be paid now. */
const unpayable = (b: Pick<BillRow, 'payStatus'>): BizError => new BizError(b.payStatus === 'refunded' ? '账单已退款' : BILL_PAID)

/** Outstanding bills, earliest due first (pageMyBill); all bills, newest period first (page). */
const DUE_ORDER = keyset('billsDue', [by.asc(bills.dueDate), by.asc(bills.id)])
const PERIOD_ORDER = keyset('billsPeriod', [by.desc(bills.periodStart), by.desc(bills.createdAt), by.desc(bills.id)])

async function billPage(db: Db, shopId: string, args: PageArgs, filters: Array<SQL | undefined>, order: Keyset) {
  const page = await fetchTablePage(db, bills, order, and(eq(bills.customerId, shopId), ...filters), args)
  const today = chinaDay()
  return pageResult(page.rows.map((b) => presentBill(b, today)), page, args)
}

async function paymentsOf(db: Db, billId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.subjectType, 'bill'), eq(payments.subjectId, billId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
}

// ---- Paying -------------------------------------------------------------------------------------

/**
 * Takes the coupon off what is left of the bill, in one transaction with the bill's discount (a
 * bill takes one coupon). When the coupon covers all of it, the bill is paid.
 */
export async function applyBillCoupon(db: Db, bill: BillRow, couponId: string): Promise<BillRow> {
  if (bill.couponId) throw new BizError('该账单已使用优惠券')
  const due = outstandingOf(bill)
  const { after, closed } = await db.transaction(async (tx) => {
    const discount = await takeCoupon(tx, { couponId, holderId: bill.customerId, subject: 'bill', subjectId: bill.id, bizNo: bill.billNo, payableFen: due })
    const covers = sql`${bills.paidFen} + ${discount} = ${bills.amountFen}`
    const [after] = await tx
      .update(bills)
      .set({
        discountFen: discount,
        couponId,
        payStatus: sql`case when ${covers} then 'paid' else ${bills.payStatus} end`,
        paidAt: sql`case when ${covers} then now() else ${bills.paidAt} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bills.id, bill.id),
          eq(bills.customerId, bill.customerId),
          sql`${bills.couponId} is null`,
          inArray(bills.payStatus, [...PAYABLE_BILL_STATUS]),
          sql`${bills.amountFen} - ${bills.discountFen} - ${bills.paidFen} = ${due}`,
        ),
      )
      .returning()
    if (after) {
      if (after.payStatus === 'paid') await billPaid(tx, after, null)
      return { after, closed: after.payStatus === 'paid' ? await closePendingPayments(tx, 'bill', bill.id) : [] }
    }
    const now = await findBill(tx, bill.customerId, bill.id)
    if (!isPayable(now.payStatus)) throw unpayable(now)
    throw new BizError(now.couponId ? '该账单已使用优惠券' : '账单金额已变化，请刷新后重试')
  })
  // A coupon that paid the bill: an online attempt left open must not take money too.
  await closeAtProvider(db, closed)
  return after
}

/**
 * Pays what is left of the bill from the shop's prepaid balance: the bill's state change, the
 * payment (balance, succeeded) and the balance ledger row in one transaction. A second submit
 * waits for the first's row lock, then finds the bill paid ('账单已支付'); a short balance
 * ('预存款余额不足') rolls everything back.
 */
export async function payBillByBalance(db: Db, bill: BillRow, userId: string | null) {
  const payNo = newPayNo()
  const { answer, closed } = await db.transaction(async (tx) => {
    const [row] = await rowsOf<{ due: string }>(
      tx,
      sql`
        with cur as (
          select id, amount_fen - discount_fen - paid_fen as due from ${bills}
          where id = ${bill.id} and customer_id = ${bill.customerId} and pay_status in ('unpaid', 'partial')
          for update)
        update ${bills} b set paid_fen = b.amount_fen - b.discount_fen, pay_status = 'paid', paid_at = now(), updated_at = now()
        from cur where b.id = cur.id
        returning cur.due::text as due`,
    )
    if (!row) throw unpayable(await findBill(tx, bill.customerId, bill.id))
    const due = Number(row.due)
    // An online attempt left open is no longer needed: closed here and, after commit, at the
    // provider, so it cannot take the money a second time (a success that still slips through is
    // sent back: billSubject answers false).
    const closed = await closePendingPayments(tx, 'bill', bill.id)
    const [p] = await tx
      .insert(payments)
      .values({ payNo, subjectType: 'bill', subjectId: bill.id, customerId: bill.customerId, userId, provider: 'balance', amountFen: due, status: 'succeeded', paidAt: new Date() })
      .returning({ id: payments.id })
    await movePredeposit(tx, { customerId: bill.customerId, direction: 'out', bizType: 'billPay', amountFen: due, bizId: p!.id, bizNo: bill.billNo, userId })
    await billPaid(tx, bill, userId)
    return { answer: { settled: true as const, paymentId: p!.id, provider: 'balance' as const, status: 'paid' as const }, closed }
  })
  await closeAtProvider(db, closed)
  return answer
}

/**
 * The bill payment subject (docs/trade.md, "Payments": PaymentSubjectHandler): when an online
 * payment's money arrives, the bill is paid if it still owes exactly that amount; false otherwise
 * (paid meanwhile, or a coupon changed what it owes), and the payment layer sends the money back.
 */
export const billSubject: PaymentSubjectHandler<'bill'> = {
  subject: 'bill',
  /**
   * In the transaction that starts (or reuses) an online attempt: the bill, locked, still owes
   * exactly `amountFen`. A bill paid meanwhile ('账单已支付') or whose amount changed gets no new
   * attempt; a balance payment waiting on the same row lock sees the attempt and closes it.
   */
  async assertPayable(tx: Db, billId: string, amountFen: number): Promise<void> {
    const [b] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update')
    if (!b) throw notFound()
    if (!isPayable(b.payStatus)) throw unpayable(b)
    if (outstandingOf(b) !== amountFen) throw new BizError('账单金额已变化，请刷新后重试')
  },
  async settle(tx: Db, payment: PaymentRow): Promise<boolean> {
    if (!payment.customerId) return false
    const rows = await tx
      .update(bills)
      .set({ paidFen: sql`${bills.amountFen} - ${bills.discountFen}`, payStatus: 'paid', paidAt: payment.paidAt ?? new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(bills.id, payment.subjectId),
          eq(bills.customerId, payment.customerId),
          inArray(bills.payStatus, [...PAYABLE_BILL_STATUS]),
          sql`${bills.amountFen} - ${bills.discountFen} - ${bills.paidFen} = ${payment.amountFen}`,
        ),
      )
      .returning({ id: bills.id, customerId: bills.customerId })
    if (rows[0]) await billPaid(tx, rows[0], payment.userId)
    return rows.length > 0
  },
}

/**
 * What bills need of the payment layer (docs/trade.md, "Payments", `startPayment`): an online
 * attempt for the bill's outstanding amount. Issue 11's payment service provides it.
 */
export interface OnlinePayments {
  startPayment(
    db: Db,
    p: { subject: typeof billSubject; subjectId: string; customerId: string; userId: string; amountFen: number; description: string; channel: PayChannel },
  ): Promise<{ paymentId: string; payNo: string; provider: 'wechat' | 'simulator'; request: ClientPayRequest; expiresAt: string }>
}

/** The payment layer's own startPayment; tests may put a recording stand-in in its place. */
let online: OnlinePayments = { startPayment }
/** Replaces the payment service (tests). */
export const useOnlinePayments = (impl: OnlinePayments): void => {
  online = impl
}

async function startOnlineBillPayment(db: Db, user: AuthUser, bill: BillRow, channel: PayChannel) {
  const started = await online.startPayment(db, {
    subject: billSubject,
    subjectId: bill.id,
    customerId: bill.customerId,
    userId: user.id,
    amountFen: outstandingOf(bill),
    description: `${bill.title} ${bill.billNo}`,
    channel,
  })
  return { settled: false as const, ...started, status: bill.payStatus as BillPayStatus }
}

export interface BillPayChoice {
  payMethod: RepayMethod
  payChannel?: PayChannel
  couponId?: string
}

/**
 * Pays what is left of one of the caller's bills (payBill; a lease's first bill through
 * createBillAndPay): a coupon first, then the balance at once or an online attempt.
 */
export async function payOpenBill(db: Db, user: AuthUser, found: BillRow, choice: BillPayChoice): Promise<PayStart<BillPayStatus>> {
  if (choice.payMethod === 'wechat' && !choice.payChannel) throw new BizError('缺少参数：payChannel')
  let bill = found
  if (!isPayable(bill.payStatus)) throw unpayable(bill)
  if (choice.couponId) bill = await applyBillCoupon(db, bill, choice.couponId)
  if (bill.payStatus === 'paid') return { settled: true, paymentId: null, provider: 'balance', status: 'paid' }
  if (choice.payMethod === 'balance') return payBillByBalance(db, bill, user.id)
  return startOnlineBillPayment(db, user, bill, choice.payChannel!)
}

// ---- Handlers -----------------------------------------------------------------------------------

const B = contract.settle.billInfo

export const billHandlers = [
  handler({
    endpoint: B.pageMyBill,
    access: ['supplier'],
    module: BILL_MODULE,
    input: { ...pageShape },
    handle: ({ db, user }, input) =>
      billPage(db, ownShopId(user), pageArgs(input), [inArray(bills.payStatus, [...PAYABLE_BILL_STATUS])], DUE_ORDER),
  }),
  handler({
    endpoint: B.page,
    access: ['supplier'],
    module: BILL_MODULE,
    input: {
      ...pageShape,
      payStatus: opt(oneOf(BILL_PAY_STATUS, '支付状态不正确')),
      billType: opt(oneOf(BILL_TYPES, '账单类型不正确')),
      keyword: fields.keyword(),
    },
    handle: ({ db, user }, input) =>
      billPage(
        db,
        ownShopId(user),
        pageArgs(input),
        [
          input.payStatus ? eq(bills.payStatus, input.payStatus) : undefined,
          input.billType ? eq(bills.billType, input.billType) : undefined,
          input.keyword ? or(ilike(bills.billNo, prefixPattern(input.keyword)), ilike(bills.title, containsPattern(input.keyword))) : undefined,
        ],
        PERIOD_ORDER,
      ),
  }),
  handler({
    endpoint: B.queryById,
    access: ['supplier'],
    module: BILL_MODULE,
    input: { id: id() },
    async handle({ db, user }, input): Promise<BillDetail> {
      const b = await findBill(db, ownShopId(user), input.id)
      const [lines, pays] = await Promise.all([db.select().from(billLines).where(eq(billLines.billId, b.id)).orderBy(asc(billLines.sort), asc(billLines.id)), paymentsOf(db, b.id)])
      return {
        ...presentBill(b),
        remark: b.remark,
        lines: lines.map(presentBillLine),
        payments: pays.map(presentPayment),
      }
    },
  }),
  handler({
    endpoint: B.payBill,
    access: ['supplier'],
    module: BILL_MODULE,
    input: { id: id(), payMethod: oneOf(REPAY_METHODS, '请选择支付方式'), payChannel: opt(oneOf(PAY_CHANNELS, '支付渠道不正确')), couponId: opt(id()) },
    idempotency: payActionIdempotency,
    handle: async ({ db, user }, input) => payOpenBill(db, user, await findBill(db, ownShopId(user), input.id), input),
  }),
  handler({
    endpoint: B.queryBillPayStatus,
    access: ['supplier'],
    module: BILL_MODULE,
    input: { id: id() },
    async handle({ db, user }, input): Promise<BillPayState> {
      const b = await findBill(db, ownShopId(user), input.id)
      const [latest] = await paymentsOf(db, b.id)
      return { id: b.id, payStatus: b.payStatus as BillPayStatus, amountFen: b.amountFen, paidFen: b.paidFen, latestPayment: latest ? { paymentId: latest.id, status: latest.status as PaymentStatus } : null }
    },
  }),
  handler({
    endpoint: contract.settle.billStatistics.myQuantityByPayStatus,
    access: ['supplier'],
    module: BILL_MODULE,
    input: {},
    async handle({ db, user }): Promise<BillCounts> {
      const [r] = await rowsOf<{ unpaid: number; partial: number; paid: number; refunded: number; total: number; overdue: number; outstanding: string }>(
        db,
        sql`
          select (count(*) filter (where pay_status = 'unpaid'))::int as unpaid,
            (count(*) filter (where pay_status = 'partial'))::int as partial,
            (count(*) filter (where pay_status = 'paid'))::int as paid,
            (count(*) filter (where pay_status = 'refunded'))::int as refunded,
            count(*)::int as total,
            (count(*) filter (where pay_status in ('unpaid', 'partial') and due_date < ${chinaDay()}))::int as overdue,
            coalesce(sum(amount_fen - discount_fen - paid_fen) filter (where pay_status in ('unpaid', 'partial')), 0)::text as outstanding
          from ${bills} where customer_id = ${ownShopId(user)}`,
      )
      return { unpaid: r!.unpaid, partial: r!.partial, paid: r!.paid, refunded: r!.refunded, total: r!.total, overdue: r!.overdue, outstandingFen: Number(r!.outstanding) }
    },
  }),
]
