/**
 * Orders (docs/trade.md, "Orders"): the service functions behind orderInfo/create, pay, oweRepay,
 * closeOrder and confirmOrder, also used by the seed. Every transition is one UPDATE that checks
 * the state and the caller's side; money and stock move in the same transaction through the
 * ledger helpers; provider calls and messages happen after commit.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { FORM_MESSAGES, ORDER_STATE_LABELS, PAY_METHOD_LABELS, walkInBuyerName, SETTLED_ORDER_STATES, TRADE_LIMITS, type BuyerPayMethod, type OrderCreated, type OrderCreatePayload, type OrderStatus, type PayChannel, type PayMethod, type PayStart, type RepayMethod, type StatusResult } from '@/contract'
import { beginCheck, OWE_LOCKED_MSG, owePasswordKey } from '../../auth/loginLimit'
import { verifyPassword } from '../../auth/password'
import type { Db } from '../../db/client'
import { creditAccounts, creditRecords, customers, messages, orderLines, orders, payments, productCategories, products, shopProfiles, shopSkus, stockBatches, stockRecords, users } from '../../db/schema'
import { afterCommit } from '../../data/afterCommit'
import { takeCoupon, releaseCoupon } from '../../data/coupons'
import { chinaMinute } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { hasLink } from '../../lib/links'
import { verifyIdCode, type IdCodeClaims } from '../../auth/idCode'
import { spendIdCode } from '../../auth/idCodeUse'
import { newId } from '../../lib/ids'
import { moveCredit, movePredeposit, moveStock, pgErrorCode } from '../../data/ledger'
import { chinaDay } from '../../lib/dates'
import { assertFen, fenToYuan, fromNumeric, lineAmountFen, quantityToHundredths, sumFen } from '../../lib/money'
import { sendQuietly, type SubscribeMessage } from '../message/sender'
import { newPayNo } from './payment/payNo'
import type { PaymentRow, PaymentSubjectHandler } from './payment/provider'
import { closeAtProvider, closePendingPayments, startPayment } from './payment/service'

export type Side = 'supplier' | 'purchaser'
export type OrderRow = typeof orders.$inferSelect

/** Who acts: a customer (shop or buyer) and the user doing it. */
export interface Actor {
  customerId: string
  userId: string | null
}

export interface When {
  /** The time of the action (the seed writes a past season); default now. */
  now?: Date
  /** Send the buyer the order message (default true). */
  notify?: boolean
}

export const ORDER_MSG = {
  paid: '订单已支付',
  owedPay: '订单已赊账，请在订单详情中还款',
  closed: '订单已关闭',
  closeOnlyUnpaid: '仅待支付的订单可以关闭',
  notPaid: '订单未支付',
  repayFirst: '请先还清欠款再确认收货',
  completed: '订单已确认收货',
  noRepay: '该订单无需还款',
  couponUsed: '订单已使用优惠券',
  buyerMissing: '买家不存在',
  codeMismatch: '身份码与买家不符',
  owePassword: '赊账密码错误',
  owePasswordMissing: FORM_MESSAGES.owePasswordMissing,
  noCredit: '未开通赊账',
  skuMissing: '商品不存在',
  amountOutOfRange: '金额超出范围',
  amountChanged: '订单金额已变化，请刷新后重试',
  lineTooSmall: '金额不足0.01元，请调整数量或单价',
  remarkLink: '备注不能包含网址或链接',
  creditNotAllowed: '该订单未经商户同意赊账，请选择其他支付方式',
  zeroAmount: '订单金额需大于0元',
  walkInCashOnly: '散客仅支持现金收款',
  walkInNoAccount: '散客开单不能指定买家账号',
} as const

/** The buyer of an order that has one: a walk-in sale (cash, paid at the stall) never reaches a buyer's path. */
export function buyerOf(o: Pick<OrderRow, 'purchaserId'>): string {
  if (!o.purchaserId) throw new BizError(ORDER_MSG.buyerMissing)
  return o.purchaserId
}

const sideColumn = (side: Side) => (side === 'supplier' ? orders.supplierId : orders.purchaserId)

/** The order inside the caller's side, or '记录不存在'. */
export async function ownOrder(db: Db, side: Side, customerId: string, id: string): Promise<OrderRow> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(sideColumn(side), customerId)))
  if (!o) throw notFound()
  return o
}

type Action = 'pay' | 'close' | 'confirm' | 'repay'

/** Why a guarded transition found no row: the order's state now, in the words for the action. */
async function refusal(db: Db, id: string, action: Action): Promise<BizError> {
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
  if (!o) return notFound()
  const s = o.status as OrderStatus
  if (action === 'repay') return new BizError(ORDER_MSG.noRepay)
  if (s === 'closed') return new BizError(ORDER_MSG.closed)
  if (action === 'close') return new BizError(ORDER_MSG.closeOnlyUnpaid)
  if (action === 'pay') return new BizError(s === 'owed' ? ORDER_MSG.owedPay : ORDER_MSG.paid)
  if (s === 'unpaid') return new BizError(ORDER_MSG.notPaid)
  if (s === 'owed') return new BizError(ORDER_MSG.repayFirst)
  return new BizError(ORDER_MSG.completed)
}

// ---- Messages -------------------------------------------------------------------------------------

type OrderEvent = 'created' | 'toConfirm' | 'paid' | 'owed' | 'repaid'

function messageText(o: OrderRow, event: OrderEvent): string {
  const amount = `¥${fenToYuan(o.payableFen)}`
  if (event === 'toConfirm') return `${o.supplierName}扫您的身份码开具了订单${o.orderNo}，需从${PAY_METHOD_LABELS[o.payMethod as PayMethod]}扣款${amount}，请在「我的身份码」或订单详情中确认。`
  if (event === 'created') return `${o.supplierName}为您开具了订单${o.orderNo}，金额${amount}${o.status === 'unpaid' ? '，请及时支付' : `，${ORDER_STATE_LABELS[o.status as OrderStatus]}`}。`
  if (event === 'paid') return `订单${o.orderNo}已支付${amount}（${PAY_METHOD_LABELS[o.payMethod as PayMethod]}）。`
  if (event === 'owed') return `订单${o.orderNo}已赊账${amount}，请按期还款。`
  return `订单${o.orderNo}已还款${amount}。`
}

/**
 * The order message to the buyer's users (docs/trade.md, "Messages"): a message-centre row and a
 * subscribe message through the sender. After commit (an idempotent request's: data/afterCommit.ts,
 * so the buyer's unread count is not locked until the request commits); a failure is logged,
 * never thrown.
 */
export async function notifyOrder(db: Db, orderId: string, event: OrderEvent): Promise<void> {
  await afterCommit(db, (committed) => sendOrderMessage(committed, orderId, event))
}

async function sendOrderMessage(db: Db, orderId: string, event: OrderEvent): Promise<void> {
  try {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId))
    if (!o) return
    if (!o.purchaserId) return
    const buyers = await db.select({ id: users.id }).from(users).where(and(eq(users.customerId, o.purchaserId), eq(users.enabled, true)))
    if (!buyers.length) return
    const content = messageText(o, event)
    await db.insert(messages).values(buyers.map((u) => ({ userId: u.id, title: '订单通知', content, msgType: 'order' })))
    const data = {
      character_string1: { value: o.orderNo },
      thing2: { value: o.supplierName.slice(0, 20) },
      amount3: { value: `${fenToYuan(o.payableFen)}元` },
      phrase4: { value: ORDER_STATE_LABELS[o.status as OrderStatus] },
      time5: { value: chinaMinute(o.updatedAt) },
    }
    const sends: SubscribeMessage[] = buyers.map((u) => ({ userId: u.id, templateKey: 'order', page: `purchaser/orderDetail?id=${o.id}`, data }))
    await sendQuietly(db, sends)
  } catch (err) {
    console.error('order message not sent', orderId, err)
  }
}

// ---- Create ----------------------------------------------------------------------------------------

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
/** 'T' + 15 random upper-case base32 characters. */
export const newTraceCode = (): string => `T${[...randomBytes(15)].map((b) => BASE32[b & 31]).join('')}`

/** Why a line could not be filled: expired stock is never sold (a loss report takes it out). */
export const stockShort = (name: string, expiredLeft: boolean): string => (expiredLeft ? `「${name}」可售库存不足：过期批次不能销售，请报损处理` : `「${name}」库存不足`)

/**
 * Takes a line's quantity from the SKU's batches stocked by the sale's day and not past their
 * expiry date then (China time), earliest expiry first; the first batch taken.
 */
async function takeStock(tx: Db, m: { shopId: string; skuId: string; lineId: string; hundredths: number; name: string; userId: string | null; at: Date }): Promise<string> {
  const batches = await tx
    .select({ id: stockBatches.id, quantity: stockBatches.quantity })
    .from(stockBatches)
    .where(and(eq(stockBatches.skuId, m.skuId), gt(stockBatches.quantity, '0'), gte(stockBatches.expiryDate, chinaDay(m.at)), lte(stockBatches.entryDate, chinaDay(m.at))))
    .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
    .for('update')
  let remaining = m.hundredths
  let first: string | null = null
  for (const b of batches) {
    if (remaining === 0) break
    const take = Math.min(remaining, fromNumeric(b.quantity))
    if (take <= 0) continue
    await moveStock(tx, { batchId: b.id, shopId: m.shopId, skuId: m.skuId, kind: 'sale', deltaHundredths: -take, bizId: m.lineId, userId: m.userId, at: m.at })
    first ??= b.id
    remaining -= take
  }
  if (remaining > 0 || !first) {
    const [expired] = await tx
      .select({ id: stockBatches.id })
      .from(stockBatches)
      .where(and(eq(stockBatches.skuId, m.skuId), gt(stockBatches.quantity, '0'), lt(stockBatches.expiryDate, chinaDay(m.at))))
      .limit(1)
    throw new BizError(stockShort(m.name, Boolean(expired)))
  }
  return first
}

/** Puts back what an order's lines took (the order closed unpaid). */
async function releaseStock(tx: Db, orderId: string, userId: string | null, at: Date): Promise<void> {
  const sold = await tx
    .select({ batchId: stockRecords.batchId, shopId: stockRecords.shopId, skuId: stockRecords.skuId, delta: stockRecords.delta, bizId: stockRecords.bizId })
    .from(stockRecords)
    .innerJoin(orderLines, eq(orderLines.id, stockRecords.bizId))
    .where(and(eq(orderLines.orderId, orderId), eq(stockRecords.kind, 'sale')))
    .orderBy(asc(stockRecords.batchId))
  for (const r of sold) {
    await moveStock(tx, { batchId: r.batchId, shopId: r.shopId, skuId: r.skuId, kind: 'release', deltaHundredths: -fromNumeric(r.delta), bizId: r.bizId, userId, at })
  }
}

/** Credit account of the pair, or '未开通赊账'. */
async function creditAccountOf(db: Db, supplierId: string, purchaserId: string): Promise<string> {
  const [a] = await db
    .select({ id: creditAccounts.id, enabled: creditAccounts.enabled })
    .from(creditAccounts)
    .where(and(eq(creditAccounts.supplierId, supplierId), eq(creditAccounts.purchaserId, purchaserId)))
  if (!a || !a.enabled) throw new BizError(ORDER_MSG.noCredit)
  return a.id
}

interface Settled {
  order: OrderRow
  paymentId: string
  /** Pending online attempts closed by this settlement: close them at the provider after commit. */
  closed: string[]
}

/**
 * Pays an unpaid order at once with the balance (-> paid) or on credit (-> owed), inside the
 * caller's transaction: the guarded UPDATE, a succeeded payment row, the ledger move (its biz id
 * is the payment id). A payable of 0 (a coupon covered it) is paid without a payment.
 */
async function settleOrderNow(tx: Db, orderId: string, payer: Actor & { customerId: string }, method: Extract<PayMethod, 'balance' | 'credit'>, payNo: string, now: Date): Promise<Settled> {
  const [current] = await tx.select({ payableFen: orders.payableFen }).from(orders).where(eq(orders.id, orderId)).for('update')
  const free = current?.payableFen === 0
  const [o] = await tx
    .update(orders)
    .set(
      method === 'balance' || free
        ? { status: 'paid', payMethod: method, paidFen: sql`${orders.payableFen}`, paidAt: now, settledAt: now, updatedAt: now }
        : { status: 'owed', payMethod: method, owedFen: sql`${orders.payableFen}`, owedAt: now, settledAt: now, updatedAt: now },
    )
    .where(and(eq(orders.id, orderId), eq(orders.purchaserId, payer.customerId), eq(orders.status, 'unpaid')))
    .returning()
  if (!o) throw await refusal(tx, orderId, 'pay')
  const closed = await closePendingPayments(tx, 'order', orderId, now)
  if (o.payableFen === 0) return { order: o, paymentId: '', closed }
  const buyer = buyerOf(o)
  const [p] = await tx
    .insert(payments)
    .values({ payNo, subjectType: 'order', subjectId: o.id, customerId: buyer, userId: payer.userId, provider: method, amountFen: o.payableFen, status: 'succeeded', paidAt: now, createdAt: now, updatedAt: now })
    .returning({ id: payments.id })
  if (method === 'balance') {
    await movePredeposit(tx, { customerId: buyer, direction: 'out', bizType: 'orderPay', amountFen: o.payableFen, bizId: p!.id, bizNo: o.orderNo, userId: payer.userId, at: now })
  } else {
    const accountId = await creditAccountOf(tx, o.supplierId, buyer)
    await moveCredit(tx, { accountId, kind: 'use', amountFen: o.payableFen, orderId: o.id, userId: payer.userId, at: now })
  }
  return { order: o, paymentId: p!.id, closed }
}

/** The shop's credit-sale password hash, or null when it has none (credit then needs no password). */
async function owePasswordOf(db: Db, shopId: string): Promise<string | null> {
  const [profile] = await db.select({ hash: shopProfiles.owePasswordHash }).from(shopProfiles).where(eq(shopProfiles.customerId, shopId))
  return profile?.hash ?? null
}

/**
 * Checks the shop's credit-sale password. Each check takes its place in the lock-out windows first
 * (5 wrong per shop, and the address's login window, per 15 minutes: auth/loginLimit.ts), so
 * neither one code's lifetime nor many parallel requests allow guessing the 6 digits.
 */
async function checkOwePassword(db: Db, shopId: string, given: string | undefined, ip = 'internal'): Promise<void> {
  const hash = await owePasswordOf(db, shopId)
  if (!hash) return
  if (!given) throw new BizError(ORDER_MSG.owePasswordMissing)
  const attempt = await beginCheck(db, owePasswordKey(shopId), ip, OWE_LOCKED_MSG)
  if (!(await verifyPassword(given, hash))) throw new BizError(ORDER_MSG.owePassword)
  await attempt.succeeded()
}

/** The lines' SKUs with their catalogue names: the shop's live ones ('商品不存在'), on shelf ('「X」已下架'). */
async function orderSkus(tx: Db, shopId: string, skuIds: string[]) {
  const rows = await tx
    .select({ sku: shopSkus, productName: products.name, categoryName: productCategories.name })
    .from(shopSkus)
    .innerJoin(products, eq(products.id, shopSkus.productId))
    .innerJoin(productCategories, eq(productCategories.id, shopSkus.categoryId))
    .where(and(inArray(shopSkus.id, skuIds), eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
  const byId = new Map(rows.map((r) => [r.sku.id, r]))
  return skuIds.map((id) => {
    const r = byId.get(id)
    if (!r) throw new BizError(ORDER_MSG.skuMissing)
    if (!r.sku.onShelf) throw new BizError(`「${r.sku.name}」已下架`)
    return r
  })
}

/**
 * Without the buyer's identity code a shop has a bounded number of open unpaid orders for one
 * buyer: few for a buyer it never settled an order with (a stranger), so orders nobody expected
 * cost it its stock and stop. For a stranger the count is exact: taken under a lock on the pair in
 * the order's transaction, so concurrent creates cannot overshoot. A buyer it has settled with
 * stays one (settled orders stay settled), and its far larger cap is counted without the lock, so
 * a busy stall's concurrent sales to a regular never queue on it (they may pass the cap by the
 * creates in flight).
 */
async function checkOpenUnpaid(tx: Db, shopId: string, buyerId: string): Promise<void> {
  const pair = and(eq(orders.supplierId, shopId), eq(orders.purchaserId, buyerId))
  const [regular] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(pair, inArray(orders.status, [...SETTLED_ORDER_STATES])))
    .limit(1)
  if (!regular) await tx.execute(sql`select pg_advisory_xact_lock(482301812, hashtext(${`${shopId}:${buyerId}`}))`)
  const [r] = await tx.select({ open: sql<number>`count(*)::int` }).from(orders).where(and(pair, eq(orders.status, 'unpaid')))
  const limit = regular ? TRADE_LIMITS.openUnpaidRegular : TRADE_LIMITS.openUnpaidStranger
  if ((r?.open ?? 0) >= limit) throw new BizError(`该买家待支付的订单已有${limit}笔，请等买家处理后再开单，或扫买家身份码开单`)
}

/** The buyer's identity code, verified, naming this buyer ('身份码与买家不符'). */
function buyerCode(token: string, buyerId: string): IdCodeClaims {
  const code = verifyIdCode(token, { expect: 'buyer' })
  if (code.customerId !== buyerId) throw new BizError(ORDER_MSG.codeMismatch)
  return code
}

/** What a balance or credit charge with a code does: at once within the buyer's limit, else it waits for the buyer. */
const isCodeCharge = (method: PayMethod): method is 'balance' | 'credit' => method === 'balance' || method === 'credit'

interface SaleBuyer {
  /** Null for a walk-in buyer. */
  id: string | null
  name: string
  mobile: string
}

/** Who buys: a buyer account, or a walk-in with no account (散客, cash only; the name optional). */
async function saleBuyer(db: Db, input: OrderCreatePayload): Promise<SaleBuyer> {
  if (input.walkIn) {
    if (input.payMethod !== 'cash') throw new BizError(ORDER_MSG.walkInCashOnly)
    if (input.purchaserId || input.idCode) throw new BizError(ORDER_MSG.walkInNoAccount)
    return { id: null, name: walkInBuyerName(input.walkInName?.trim()), mobile: '' }
  }
  if (!input.purchaserId) throw new BizError(ORDER_MSG.buyerMissing)
  const [b] = await db.select().from(customers).where(and(eq(customers.id, input.purchaserId), eq(customers.customerType, 'purchaser')))
  if (!b) throw new BizError(ORDER_MSG.buyerMissing)
  return { id: b.id, name: b.name, mobile: b.mobile ?? '' }
}

/**
 * A cash sale, inside the creating transaction: the money was taken at the stall, so the order is
 * paid at once (guarded: this shop's unpaid cash order) with a succeeded cash payment row, its
 * payer the buyer (none for a walk-in); no balance or credit moves.
 */
async function settleCash(tx: Db, orderId: string, shop: Actor, payNo: string, now: Date): Promise<void> {
  const [o] = await tx
    .update(orders)
    .set({ status: 'paid', paidFen: sql`${orders.payableFen}`, paidAt: now, settledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, shop.customerId), eq(orders.payMethod, 'cash'), eq(orders.status, 'unpaid')))
    .returning()
  if (!o) throw await refusal(tx, orderId, 'pay')
  await tx.insert(payments).values({ payNo, subjectType: 'order', subjectId: o.id, customerId: o.purchaserId, userId: shop.userId, provider: 'cash', amountFen: o.payableFen, status: 'succeeded', paidAt: now, createdAt: now, updatedAt: now })
}

export interface CreateOpts extends When {
  /** The client's address: wrong credit-sale passwords count in its login window too. */
  ip?: string
}

/**
 * orderInfo/create: a shop sells to a buyer. Validates (credit needs the shop's credit-sale
 * password, with the login lock-out), takes the number, then one transaction: the order and its
 * lines, the stock taken, and with the buyer's identity code its one use (auth/idCodeUse.ts) and,
 * for balance or credit within the limit the buyer set on the code, the payment (a refusal there
 * rolls the whole order back). Above the limit the order waits unpaid for the buyer to confirm.
 */
export async function createOrder(db: Db, shop: Actor, input: OrderCreatePayload, opts: CreateOpts = {}): Promise<OrderCreated> {
  const now = opts.now ?? new Date()
  const lines = input.lines
  if (!lines.length || lines.length > TRADE_LIMITS.orderLines) throw new BizError(`商品需为1-${TRADE_LIMITS.orderLines}种`)
  if (new Set(lines.map((l) => l.skuId)).size !== lines.length) throw new BizError('商品不能重复添加')
  if (input.remark && hasLink(input.remark)) throw new BizError(ORDER_MSG.remarkLink)
  const buyer = await saleBuyer(db, input)
  const code = input.idCode && buyer.id ? buyerCode(input.idCode, buyer.id) : null
  // Every path into credit passes the shop's credit-sale password (when it has one).
  if (input.payMethod === 'credit') await checkOwePassword(db, shop.customerId, input.owePassword, opts.ip)
  const [seller] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, shop.customerId))
  if (!seller) throw notFound()
  const orderNo = await nextDocNo(db, 'order', now)

  const done = await db.transaction(async (tx) => {
    // A cash sale is paid as it is made: it never waits unpaid.
    if (!code && buyer.id && input.payMethod !== 'cash') await checkOpenUnpaid(tx, shop.customerId, buyer.id)
    const skus = await orderSkus(tx, shop.customerId, lines.map((l) => l.skuId))
    const priced = lines.map((l, i) => {
      const s = skus[i]!
      const priceFen = l.priceFen ?? s.sku.priceFen
      let amountFen: number
      try {
        amountFen = lineAmountFen(l.quantity, priceFen)
      } catch {
        throw new BizError(ORDER_MSG.amountOutOfRange)
      }
      const hundredths = quantityToHundredths(l.quantity)
      if (!hundredths) throw new BizError('数量需为大于0的数，最多2位小数')
      // A priced line that rounds to 0 fen (0.01 x 0.49 yuan) is a typing slip, never a sale.
      if (priceFen > 0 && amountFen === 0) throw new BizError(`「${s.sku.name}」${ORDER_MSG.lineTooSmall}`)
      return { id: newId(), s, quantity: l.quantity, hundredths, priceFen, amountFen, sort: i }
    })
    let goodsFen: number
    try {
      goodsFen = assertFen(sumFen(priced.map((p) => p.amountFen)), '金额')
    } catch {
      throw new BizError(ORDER_MSG.amountOutOfRange)
    }
    if (goodsFen === 0) throw new BizError(ORDER_MSG.zeroAmount)
    const orderId = newId()
    await tx.insert(orders).values({
      id: orderId,
      orderNo,
      supplierId: shop.customerId,
      purchaserId: buyer.id,
      walkIn: buyer.id === null,
      createdBy: shop.userId,
      supplierName: seller.name,
      purchaserName: buyer.name,
      purchaserMobile: buyer.mobile,
      status: 'unpaid',
      payMethod: input.payMethod,
      creditAllowed: input.payMethod === 'credit',
      goodsFen,
      payableFen: goodsFen,
      lineCount: priced.length,
      firstProductName: priced[0]!.s.sku.name,
      remark: input.remark ?? null,
      createdAt: now,
      updatedAt: now,
    })
    // Stock in SKU order, so two orders of the same SKUs lock their batches in the same order.
    const firstBatch = new Map<string, string>()
    for (const p of [...priced].sort((a, b) => a.s.sku.id.localeCompare(b.s.sku.id))) {
      firstBatch.set(p.id, await takeStock(tx, { shopId: shop.customerId, skuId: p.s.sku.id, lineId: p.id, hundredths: p.hundredths, name: p.s.sku.name, userId: shop.userId, at: now }))
    }
    const lineRows = () =>
      priced.map((p) => ({
        id: p.id,
        orderId,
        skuId: p.s.sku.id,
        productId: p.s.sku.productId,
        productName: p.s.productName,
        skuName: p.s.sku.name,
        categoryName: p.s.categoryName,
        unit: p.s.sku.unit,
        quantity: (p.hundredths / 100).toFixed(2),
        priceFen: p.priceFen,
        amountFen: p.amountFen,
        traceCode: newTraceCode(),
        batchId: firstBatch.get(p.id) ?? null,
        sort: p.sort,
      }))
    // A trace code collision is astronomically rare: retry the lines once with new codes.
    await tx.transaction((sp) => sp.insert(orderLines).values(lineRows())).catch(async (err) => {
      if (pgErrorCode(err) !== '23505') throw err
      await tx.insert(orderLines).values(lineRows())
    })
    // The code authorises this one sale, at this shop only.
    if (code) await spendIdCode(tx, code, shop.customerId, orderId)
    if (input.payMethod === 'cash') {
      await settleCash(tx, orderId, shop, newPayNo(now), now)
      return { id: orderId, status: 'paid' as OrderStatus, awaitingBuyer: false }
    }
    if (!code || !isCodeCharge(input.payMethod)) return { id: orderId, status: 'unpaid' as OrderStatus, awaitingBuyer: false }
    // Above what the buyer let the code take at once: the buyer confirms the charge in the app.
    if (goodsFen > code.limitFen) return { id: orderId, status: 'unpaid' as OrderStatus, awaitingBuyer: true }
    const payer: Actor = { customerId: code.customerId, userId: code.userId }
    const settled = await settleOrderNow(tx, orderId, payer, input.payMethod, newPayNo(now), now)
    return { id: orderId, status: settled.order.status as OrderStatus, awaitingBuyer: false }
  })
  if (opts.notify !== false) await notifyOrder(db, done.id, done.awaitingBuyer ? 'toConfirm' : 'created')
  const [o] = await db.select({ payableFen: orders.payableFen }).from(orders).where(eq(orders.id, done.id))
  return { id: done.id, orderNo, status: done.status, payableFen: o!.payableFen, ...(done.awaitingBuyer ? { awaitingBuyer: true } : {}) }
}

// ---- Pay, repay, close, confirm -------------------------------------------------------------------

/** Applies one of the buyer's coupons to an unpaid order (own transaction): the discount stays with the order. */
async function applyCoupon(db: Db, order: OrderRow, couponId: string, now: Date): Promise<OrderRow> {
  if (order.couponId === couponId) return order
  if (order.couponId) throw new BizError(ORDER_MSG.couponUsed)
  return db.transaction(async (tx) => {
    const discountFen = await takeCoupon(tx, { couponId, holderId: buyerOf(order), subject: 'order', subjectId: order.id, bizNo: order.orderNo, payableFen: order.goodsFen, now })
    const [o] = await tx
      .update(orders)
      .set({ couponId, discountFen, payableFen: sql`${orders.goodsFen} - ${discountFen}`, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid'), isNull(orders.couponId)))
      .returning()
    if (!o) {
      const [again] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
      throw again?.status === 'unpaid' ? new BizError(ORDER_MSG.couponUsed) : await refusal(tx, order.id, 'pay')
    }
    return o
  })
}

const description = (o: Pick<OrderRow, 'supplierName' | 'orderNo'>, what: string) => `${o.supplierName}-${what}${o.orderNo}`

export interface PayInput {
  id: string
  payMethod: BuyerPayMethod
  payChannel?: PayChannel
  couponId?: string
}

/** orderInfo/pay by the order's buyer. Balance and credit settle at once; WeChat starts an attempt. */
export async function payOrder(db: Db, buyer: Actor, input: PayInput, opts: When = {}): Promise<PayStart<OrderStatus>> {
  const now = opts.now ?? new Date()
  let order = await ownOrder(db, 'purchaser', buyer.customerId, input.id)
  if (order.status !== 'unpaid') throw await refusal(db, order.id, 'pay')
  if (input.couponId) order = await applyCoupon(db, order, input.couponId, now)
  if (input.payMethod === 'wechat' && order.payableFen > 0) {
    if (!input.payChannel) throw new BizError('缺少参数：payChannel')
    await db.update(orders).set({ payMethod: 'wechat', updatedAt: now }).where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid')))
    const start = await startPayment(db, { subject: orderPaySubject, subjectId: order.id, customerId: buyer.customerId, userId: buyer.userId, amountFen: order.payableFen, description: description(order, '订单'), channel: input.payChannel })
    return { ...start, status: 'unpaid' }
  }
  const method = input.payMethod === 'credit' ? 'credit' : 'balance'
  // Credit is the shop's to give: with a credit-sale password, only on an order it put on credit itself.
  if (method === 'credit' && !order.creditAllowed && (await owePasswordOf(db, order.supplierId))) throw new BizError(ORDER_MSG.creditNotAllowed)
  const payNo = newPayNo(now)
  const settled = await db.transaction((tx) => settleOrderNow(tx, order.id, buyer, method, payNo, now))
  await closeAtProvider(db, settled.closed)
  if (opts.notify !== false) await notifyOrder(db, order.id, settled.order.status === 'owed' ? 'owed' : 'paid')
  return { settled: true, paymentId: settled.paymentId, provider: method, status: settled.order.status as OrderStatus }
}

/** The credit account and amount of an owed order's use (its repayment goes back to the same account). */
async function creditUseOf(db: Db, orderId: string): Promise<{ accountId: string }> {
  const [use] = await db
    .select({ accountId: creditRecords.accountId })
    .from(creditRecords)
    .where(and(eq(creditRecords.orderId, orderId), eq(creditRecords.kind, 'use')))
  if (!use) throw new BizError('该订单没有赊账记录')
  return use
}

/** Owed -> repaid inside the caller's transaction (balance now, or the online payment's settle step). */
async function markRepaid(tx: Db, orderId: string, amountFen: number, purchaserId: string, now: Date): Promise<OrderRow | null> {
  const [o] = await tx
    .update(orders)
    .set({ status: 'repaid', paidFen: sql`${orders.payableFen}`, owedFen: 0, repaidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.purchaserId, purchaserId), eq(orders.status, 'owed'), eq(orders.owedFen, amountFen)))
    .returning()
  return o ?? null
}

export interface RepayInput {
  id: string
  payMethod: RepayMethod
  payChannel?: PayChannel
}

/** orderInfo/oweRepay: the whole owed amount, by balance (at once) or WeChat (when the callback arrives). */
export async function repayOrder(db: Db, buyer: Actor, input: RepayInput, opts: When = {}): Promise<PayStart<OrderStatus>> {
  const now = opts.now ?? new Date()
  const order = await ownOrder(db, 'purchaser', buyer.customerId, input.id)
  if (order.status !== 'owed' || order.owedFen <= 0) throw new BizError(ORDER_MSG.noRepay)
  if (input.payMethod === 'wechat') {
    if (!input.payChannel) throw new BizError('缺少参数：payChannel')
    const start = await startPayment(db, { subject: orderRepaySubject, subjectId: order.id, customerId: buyer.customerId, userId: buyer.userId, amountFen: order.owedFen, description: description(order, '赊账还款'), channel: input.payChannel })
    return { ...start, status: 'owed' }
  }
  const { accountId } = await creditUseOf(db, order.id)
  const payNo = newPayNo(now)
  const out = await db.transaction(async (tx) => {
    const o = await markRepaid(tx, order.id, order.owedFen, buyer.customerId, now)
    if (!o) throw await refusal(tx, order.id, 'repay')
    const closed = await closePendingPayments(tx, 'orderRepay', o.id, now)
    const [p] = await tx
      .insert(payments)
      .values({ payNo, subjectType: 'orderRepay', subjectId: o.id, customerId: buyer.customerId, userId: buyer.userId, provider: 'balance', amountFen: order.owedFen, status: 'succeeded', paidAt: now, createdAt: now, updatedAt: now })
      .returning({ id: payments.id })
    await movePredeposit(tx, { customerId: buyer.customerId, direction: 'out', bizType: 'orderRepay', amountFen: order.owedFen, bizId: p!.id, bizNo: o.orderNo, userId: buyer.userId, at: now })
    await moveCredit(tx, { accountId, kind: 'repay', amountFen: order.owedFen, orderId: o.id, userId: buyer.userId, at: now })
    return { paymentId: p!.id, closed }
  })
  await closeAtProvider(db, out.closed)
  if (opts.notify !== false) await notifyOrder(db, order.id, 'repaid')
  return { settled: true, paymentId: out.paymentId, provider: 'balance', status: 'repaid' }
}

/** orderInfo/closeOrder: either side, unpaid only; stock goes back, a coupon is released, open attempts close. */
export async function closeOrder(db: Db, side: Side, actor: Actor, id: string, reason: string | undefined, opts: When = {}): Promise<StatusResult<OrderStatus>> {
  const now = opts.now ?? new Date()
  const closed = await db.transaction(async (tx) => {
    const [o] = await tx
      .update(orders)
      .set({ status: 'closed', closeReason: reason ?? (side === 'supplier' ? '商户关闭' : '买家取消'), closedBy: actor.userId, closedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(sideColumn(side), actor.customerId), eq(orders.status, 'unpaid')))
      .returning()
    if (!o) {
      const [mine] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), eq(sideColumn(side), actor.customerId)))
      throw mine ? await refusal(tx, id, 'close') : notFound()
    }
    await releaseStock(tx, o.id, actor.userId, now)
    if (o.couponId) await releaseCoupon(tx, { couponId: o.couponId, subject: 'order', subjectId: o.id, bizNo: o.orderNo })
    return closePendingPayments(tx, 'order', o.id, now)
  })
  await closeAtProvider(db, closed)
  return { id, status: 'closed' }
}

/** orderInfo/confirmOrder: the buyer confirms a paid or repaid order. */
export async function confirmOrder(db: Db, buyer: Actor, id: string, opts: When = {}): Promise<StatusResult<OrderStatus>> {
  const now = opts.now ?? new Date()
  await ownOrder(db, 'purchaser', buyer.customerId, id)
  const [o] = await db
    .update(orders)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.purchaserId, buyer.customerId), inArray(orders.status, ['paid', 'repaid'])))
    .returning({ id: orders.id })
  if (!o) throw await refusal(db, id, 'confirm')
  return { id, status: 'completed' }
}

// ---- Online payment subjects ----------------------------------------------------------------------

/** Locks the order and checks it can take `amountFen` in `status` (while an online attempt is being started). */
async function lockPayable(tx: Db, id: string, status: 'unpaid' | 'owed', amountFen: number): Promise<void> {
  const [o] = await tx.select({ status: orders.status, payableFen: orders.payableFen, owedFen: orders.owedFen }).from(orders).where(eq(orders.id, id)).for('update')
  if (!o) throw notFound()
  if (o.status !== status) throw await refusal(tx, id, status === 'owed' ? 'repay' : 'pay')
  if ((status === 'owed' ? o.owedFen : o.payableFen) !== amountFen) throw new BizError(ORDER_MSG.amountChanged)
}

/** The order's payment subject (payment/subjects.ts): the callback pays the order. */
export const orderPaySubject: PaymentSubjectHandler<'order'> = {
  subject: 'order',
  assertPayable: (tx, id, amountFen) => lockPayable(tx, id, 'unpaid', amountFen),
  async settle(tx, p: PaymentRow) {
    if (!p.customerId) return false
    const now = p.paidAt ?? new Date()
    const [o] = await tx
      .update(orders)
      .set({ status: 'paid', payMethod: 'wechat', paidFen: sql`${orders.payableFen}`, paidAt: now, settledAt: now, updatedAt: now })
      .where(and(eq(orders.id, p.subjectId), eq(orders.purchaserId, p.customerId), eq(orders.status, 'unpaid'), eq(orders.payableFen, p.amountFen)))
      .returning({ id: orders.id })
    return !!o
  },
  afterSettle: (db, p) => notifyOrder(db, p.subjectId, 'paid'),
}

/** The owed amount's payment subject (payment/subjects.ts): the callback repays the credit. */
export const orderRepaySubject: PaymentSubjectHandler<'orderRepay'> = {
  subject: 'orderRepay',
  assertPayable: (tx, id, amountFen) => lockPayable(tx, id, 'owed', amountFen),
  async settle(tx, p: PaymentRow) {
    if (!p.customerId) return false
    const now = p.paidAt ?? new Date()
    const o = await markRepaid(tx, p.subjectId, p.amountFen, p.customerId, now)
    if (!o) return false
    const { accountId } = await creditUseOf(tx, o.id)
    await moveCredit(tx, { accountId, kind: 'repay', amountFen: p.amountFen, orderId: o.id, userId: p.userId, at: now })
    return true
  },
  afterSettle: (db, p) => notifyOrder(db, p.subjectId, 'repaid'),
}
