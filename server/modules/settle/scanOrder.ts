/**
 * Scan-to-order (settle/scanOrder/*, beyond the spec; docs/gate.md, "Scan-to-order"). A shop (or
 * its scale, through the same function) issues a ticket: lines of its on-shelf SKUs with a code
 * ('SO' + 14 base32 characters, 70 random bits) shown as a QR code or printed. A buyer scans or
 * types the code, reads the lines and claims the ticket: in one transaction the ticket row is
 * locked, checked (open, not expired, meant for this buyer or for anyone) and turned into an
 * ordinary order of the shop to that buyer (createOrder: stock taken, expired batches refused),
 * then marked claimed with a guarded UPDATE. The buyer pays it like any order (orderInfo/pay, the
 * order payment subject). A code is single use: the second claim finds it claimed. The shop may
 * instead confirm its open ticket (a scale's weighing ticket) as an order to a buyer it names,
 * paid as quick order's (confirm): both go through consumeTicket.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { contract, GATE_LIMITS, PAY_METHODS, TICKET_CODE_PATTERN, TICKET_STATES, TICKET_TTL_MINUTES, type OrderCreated, type OrderCreatePayload, type OrderStatus, type TicketConfirmPayload, type TicketInfo, type TicketLineInput, type TicketStatus, type TicketView } from '@/contract'
import type { Db } from '../../db/client'
import { assets, customers, electronicScales, orders, products, saleTicketLines, saleTickets, shopSkus } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { BizError, notFound } from '../../lib/envelope'
import { assertFen, lineAmountFen, quantityField, quantityToHundredths, sumFen, toNumeric, fenField, numericToNumber } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { bool, id, oneOf, opt, parseInput, str, type Field } from '../../lib/validate'
import { sellableStockOf } from '../member/skuRead'
import { createOrder, notifyOrder, stockShort, type Actor } from './orderWorkflow'

export const TICKET_MSG = {
  invalid: '订单码无效',
  notYours: '该订单码仅限指定买家使用',
  claimed: '该订单码已被使用',
  cancelled: '该订单码已作废',
  expired: '该订单码已过期，请让商户重新开单',
  cancelOnlyOpen: '仅待下单的订单码可以作废',
  buyerMissing: '买家不存在',
  scaleMissing: '电子秤不存在',
} as const

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const newTicketCode = (): string => `SO${[...randomBytes(14)].map((b) => BASE32[b & 31]).join('')}`

/** The code in what was scanned or typed: a bare code, or a link carrying `code=`; spaces and dashes ignored. */
export function ticketCodeOf(text: string): string | null {
  const fromLink = /[?&]code=([^&#]+)/.exec(text)?.[1]
  const code = decodeURIComponent(fromLink ?? text).replace(/[\s-]/g, '').toUpperCase()
  return TICKET_CODE_PATTERN.test(code) ? code : null
}

const lineShape = { skuId: id(), quantity: quantityField(), priceFen: opt(fenField({ min: 0, msg: '价格需为不小于0的整数（分）' })) }

/** `lines`: 1-50 {skuId, quantity, priceFen?}, no SKU twice. */
function ticketLines(): Field<TicketLineInput[]> {
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少添加一种商品')
      if (value.length > GATE_LIMITS.ticketLines) throw new BizError(`商品最多${GATE_LIMITS.ticketLines}种`)
      const lines = value.map((raw) => parseInput(lineShape, raw))
      if (new Set(lines.map((l) => l.skuId)).size !== lines.length) throw new BizError('商品不能重复添加')
      return lines
    },
  }
}

interface TicketInput {
  lines: TicketLineInput[]
  purchaserId?: string
  scaleId?: string
  remark?: string
  /** A scale's weighing ticket (server/modules/device/scale.ts): its number and time. */
  scaleTicketNo?: string
  weighedAt?: Date
}

/**
 * A shop issues a ticket (the scale's device API calls this too, with its scale and ticket
 * number). `checkStock: false` skips the soft stock check: a scale's ticket records goods already
 * weighed and printed; the claim or confirm takes the stock for real.
 */
export async function createTicket(db: Db, shop: Actor, input: TicketInput, now: Date = new Date(), checkStock = true) {
  if (input.purchaserId) {
    const [b] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, input.purchaserId), eq(customers.customerType, 'purchaser')))
    if (!b) throw new BizError(TICKET_MSG.buyerMissing)
  }
  if (input.scaleId) {
    const [s] = await db
      .select({ id: electronicScales.id })
      .from(electronicScales)
      .where(and(eq(electronicScales.id, input.scaleId), eq(electronicScales.customerId, shop.customerId), eq(electronicScales.ownerType, 'shop'), eq(electronicScales.state, 'bound')))
    if (!s) throw new BizError(TICKET_MSG.scaleMissing)
  }
  const skus = await db
    .select({ sku: shopSkus, productName: products.name })
    .from(shopSkus)
    .innerJoin(products, eq(products.id, shopSkus.productId))
    .where(and(inArray(shopSkus.id, input.lines.map((l) => l.skuId)), eq(shopSkus.shopId, shop.customerId), isNull(shopSkus.deletedAt)))
  const byId = new Map(skus.map((s) => [s.sku.id, s]))
  const sellable = await sellableStockOf(db, skus.map((s) => s.sku.id), now)
  const lines = input.lines.map((l, sort) => {
    const s = byId.get(l.skuId)
    if (!s) throw new BizError('商品不存在')
    if (!s.sku.onShelf) throw new BizError(`「${s.sku.name}」已下架`)
    const hundredths = quantityToHundredths(l.quantity)!
    // A soft check: the claim takes the stock for real (and refuses expired batches).
    const stock = sellable.get(s.sku.id) ?? { sellable: 0, expired: 0 }
    if (checkStock && hundredths > stock.sellable) throw new BizError(stockShort(s.sku.name, stock.expired > 0))
    const priceFen = l.priceFen ?? s.sku.priceFen
    let amountFen: number
    try {
      amountFen = lineAmountFen(l.quantity, priceFen)
    } catch {
      throw new BizError('金额超出范围')
    }
    return { skuId: s.sku.id, productName: s.productName, skuName: s.sku.name, unit: s.sku.unit, quantity: toNumeric(hundredths), priceFen, amountFen, sort }
  })
  const goodsFen = assertFen(sumFen(lines.map((l) => l.amountFen)), '金额')
  if (goodsFen <= 0) throw new BizError('订单金额需大于0')
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MINUTES * 60_000)
  const code = newTicketCode()
  return db.transaction(async (tx) => {
    const [t] = await tx
      .insert(saleTickets)
      .values({
        code,
        shopId: shop.customerId,
        createdBy: shop.userId,
        purchaserId: input.purchaserId ?? null,
        scaleId: input.scaleId ?? null,
        scaleTicketNo: input.scaleTicketNo ?? null,
        weighedAt: input.weighedAt ?? null,
        goodsFen,
        remark: input.remark ?? null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: saleTickets.id })
    await tx.insert(saleTicketLines).values(lines.map((l) => ({ ...l, ticketId: t!.id })))
    return { id: t!.id, code, goodsFen, expiresAt: expiresAt.toISOString() }
  })
}

type TicketRow = typeof saleTickets.$inferSelect

const viewOf = (t: TicketRow, now: Date): TicketView => (t.status === 'open' && t.expiresAt <= now ? 'expired' : (t.status as TicketStatus))

/** Tickets as the shop (`asShop`: with codes and the buyer's name) or a buyer sees them. */
async function presentTickets(db: Db, rows: TicketRow[], asShop: boolean): Promise<TicketInfo[]> {
  if (!rows.length) return []
  const now = new Date()
  const shopIds = [...new Set(rows.map((r) => r.shopId))]
  const scaleIds = rows.flatMap((r) => (r.scaleId ? [r.scaleId] : []))
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []))
  const [lines, names, booths, scales, orderRows] = await Promise.all([
    db.select().from(saleTicketLines).where(inArray(saleTicketLines.ticketId, rows.map((r) => r.id))).orderBy(asc(saleTicketLines.sort)),
    db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, [...shopIds, ...rows.flatMap((r) => (r.purchaserId ? [r.purchaserId] : []))])),
    db.select({ customerId: assets.customerId, code: assets.code }).from(assets).where(inArray(assets.customerId, shopIds)).orderBy(asc(assets.code)),
    scaleIds.length ? db.select({ id: electronicScales.id, name: electronicScales.name }).from(electronicScales).where(inArray(electronicScales.id, scaleIds)) : [],
    orderIds.length ? db.select({ id: orders.id, orderNo: orders.orderNo, status: orders.status }).from(orders).where(inArray(orders.id, orderIds)) : [],
  ])
  const name = new Map(names.map((n) => [n.id, n.name]))
  const scaleName = new Map(scales.map((s) => [s.id, s.name]))
  const orderOf = new Map(orderRows.map((o) => [o.id, o]))
  return rows.map((t) => {
    const o = t.orderId ? orderOf.get(t.orderId) : undefined
    return {
      id: t.id,
      code: asShop ? t.code : null,
      status: viewOf(t, now),
      supplierId: t.shopId,
      supplierName: name.get(t.shopId) ?? '',
      boothCodes: booths.filter((b) => b.customerId === t.shopId).map((b) => b.code),
      purchaserName: asShop && t.purchaserId ? (name.get(t.purchaserId) ?? null) : null,
      scaleName: t.scaleId ? (scaleName.get(t.scaleId) ?? null) : null,
      scaleTicketNo: t.scaleTicketNo,
      weighedAt: t.weighedAt?.toISOString() ?? null,
      lines: lines
        .filter((l) => l.ticketId === t.id)
        .map((l) => ({ skuId: l.skuId, productName: l.productName, skuName: l.skuName, unit: l.unit, quantity: numericToNumber(l.quantity), priceFen: l.priceFen, amountFen: l.amountFen })),
      goodsFen: t.goodsFen,
      remark: t.remark,
      expiresAt: t.expiresAt.toISOString(),
      createTime: t.createdAt.toISOString(),
      orderId: o?.id ?? null,
      orderNo: o?.orderNo ?? null,
      orderStatus: (o?.status as OrderStatus | undefined) ?? null,
    }
  })
}

/** The ticket a buyer may read: '订单码无效' for an unknown code, '该订单码仅限指定买家使用' for another buyer's. */
async function ticketForBuyer(db: Db, buyerId: string, text: string, lock = false): Promise<TicketRow> {
  const code = ticketCodeOf(text)
  if (!code) throw new BizError(TICKET_MSG.invalid)
  const q = db.select().from(saleTickets).where(eq(saleTickets.code, code))
  const [t] = lock ? await q.for('update') : await q
  if (!t) throw new BizError(TICKET_MSG.invalid)
  if (t.purchaserId && t.purchaserId !== buyerId) throw new BizError(TICKET_MSG.notYours)
  // Once claimed, only the buyer who claimed it may read it again.
  if (t.buyerId && t.buyerId !== buyerId) throw new BizError(TICKET_MSG.claimed)
  return t
}

/** How the order a ticket becomes is paid: a buyer's claim pays in the app; the shop's confirm as quick order. */
type ConsumePay = Pick<OrderCreatePayload, 'payMethod' | 'idCode' | 'owePassword'>

/**
 * The one way a ticket becomes an order (a buyer's claim, the shop's confirm): inside the caller's
 * transaction holding the ticket's row lock, checks it open and unexpired, makes the shop's order
 * to `buyerId` through createOrder (stock taken from the batches, each line's trace code issued),
 * then marks the ticket claimed with a guarded UPDATE (open, unexpired): a ticket is one order.
 */
async function consumeTicket(tx: Db, t: TicketRow, buyerId: string, byUserId: string | null, pay: ConsumePay, now: Date, ip?: string): Promise<OrderCreated> {
  if (t.status === 'claimed') throw new BizError(TICKET_MSG.claimed)
  if (t.status === 'cancelled') throw new BizError(TICKET_MSG.cancelled)
  if (t.expiresAt <= now) throw new BizError(TICKET_MSG.expired)
  const lines = await tx.select().from(saleTicketLines).where(eq(saleTicketLines.ticketId, t.id)).orderBy(asc(saleTicketLines.sort))
  const order = await createOrder(
    tx,
    { customerId: t.shopId, userId: t.createdBy },
    { purchaserId: buyerId, lines: lines.map((l) => ({ skuId: l.skuId, quantity: numericToNumber(l.quantity), priceFen: l.priceFen })), remark: t.remark ?? undefined, ...pay },
    { now, notify: false, ip },
  )
  const [done] = await tx
    .update(saleTickets)
    .set({ status: 'claimed', orderId: order.id, buyerId, claimedBy: byUserId, claimedAt: now, updatedAt: now })
    .where(and(eq(saleTickets.id, t.id), eq(saleTickets.status, 'open'), gt(saleTickets.expiresAt, now)))
    .returning({ id: saleTickets.id })
  if (!done) throw new BizError(TICKET_MSG.claimed)
  return order
}

/** A buyer claims a ticket: the order is made and the ticket marked claimed, in one transaction. */
export async function claimTicket(db: Db, buyer: Actor, text: string, now: Date = new Date()): Promise<OrderCreated> {
  const made = await db.transaction(async (tx) => consumeTicket(tx, await ticketForBuyer(tx, buyer.customerId, text, true), buyer.customerId, buyer.userId, { payMethod: 'wechat' }, now))
  await notifyOrder(db, made.id, 'created')
  return made
}

/** The shop confirms its open ticket as an order to the buyer it names (with their identity code, paid as quick order's). */
export async function confirmTicket(db: Db, shop: Actor, input: TicketConfirmPayload, ip?: string, now: Date = new Date()): Promise<OrderCreated> {
  const made = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(saleTickets).where(and(eq(saleTickets.id, input.id), eq(saleTickets.shopId, shop.customerId))).for('update')
    if (!t) throw notFound()
    if (t.purchaserId && t.purchaserId !== input.purchaserId) throw new BizError(TICKET_MSG.notYours)
    return consumeTicket(tx, t, input.purchaserId, shop.userId, { payMethod: input.payMethod, idCode: input.idCode, owePassword: input.owePassword }, now, ip)
  })
  await notifyOrder(db, made.id, 'created')
  return made
}

const shopOf = (u: AuthUser): Actor => {
  if (!u.customerId) throw notFound()
  return { customerId: u.customerId, userId: u.id }
}

const ticketScope = (u: AuthUser | null) =>
  !u?.customerId ? sql`false` : u.userType === 'supplier' ? eq(saleTickets.shopId, u.customerId) : u.userType === 'purchaser' ? eq(saleTickets.buyerId, u.customerId) : sql`false`

const ticketResource = resource({
  table: saleTickets,
  id: saleTickets.id,
  scope: ticketScope,
  order: [by.desc(saleTickets.createdAt), by.desc(saleTickets.id)],
  present: (db, rows, user) => presentTickets(db, rows, user?.userType === 'supplier'),
})

const codeField = () => str({ max: 300, msg: TICKET_MSG.invalid })

export const scanOrderHandlers = [
  handler({
    endpoint: contract.settle.scanOrder.createTicket,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: { lines: ticketLines(), purchaserId: opt(id()), scaleId: opt(id()), remark: opt(str({ max: GATE_LIMITS.remark, multiline: true, msg: `备注不能超过${GATE_LIMITS.remark}个字符` })) },
    handle: ({ db, user }, input) => createTicket(db, shopOf(user), input),
  }),
  handler({
    endpoint: contract.settle.scanOrder.cancelTicket,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const t = await ticketResource.find(db, user, input.id)
      const [done] = await db
        .update(saleTickets)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(saleTickets.id, t.id), eq(saleTickets.status, 'open')))
        .returning({ id: saleTickets.id })
      if (!done) throw new BizError(TICKET_MSG.cancelOnlyOpen)
      return { id: t.id, status: 'cancelled' as const }
    },
  }),
  handler({
    endpoint: contract.settle.scanOrder.page,
    access: ['supplier', 'purchaser'],
    module: { supplier: 'createOrder', purchaser: 'buyerOrder' },
    input: { ...pageShape, status: opt(oneOf(TICKET_STATES, '订单码状态不正确')), fromScale: opt(bool()) },
    handle: ({ db, user }, input) =>
      ticketResource.page(db, user, pageArgs(input), [input.status ? eq(saleTickets.status, input.status) : undefined, input.fromScale ? isNotNull(saleTickets.scaleTicketNo) : undefined]),
  }),
  handler({
    endpoint: contract.settle.scanOrder.read,
    access: ['purchaser'],
    module: { purchaser: 'buyerOrder' },
    input: { code: codeField() },
    async handle({ db, user }, input) {
      if (!user.customerId) throw notFound()
      const [info] = await presentTickets(db, [await ticketForBuyer(db, user.customerId, input.code)], false)
      return info!
    },
  }),
  handler({
    endpoint: contract.settle.scanOrder.claim,
    access: ['purchaser'],
    module: { purchaser: 'buyerOrder' },
    input: { code: codeField() },
    handle: ({ db, user }, input) => claimTicket(db, shopOf(user), input.code),
  }),
  handler({
    endpoint: contract.settle.scanOrder.queryById,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: { id: id() },
    handle: ({ db, user }, input) => ticketResource.get(db, user, input.id),
  }),
  handler({
    endpoint: contract.settle.scanOrder.confirm,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: {
      id: id(),
      purchaserId: str({ pattern: /^[0-9A-Za-z_-]{1,64}$/, msg: TICKET_MSG.buyerMissing }),
      idCode: opt(str({ max: 512, msg: '身份码无效' })),
      payMethod: oneOf(PAY_METHODS, '支付方式不正确'),
      owePassword: opt(str({ max: 20, msg: '赊账密码错误' })),
    },
    handle: ({ db, user, ip }, input) => confirmTicket(db, shopOf(user), input, ip),
  }),
]
