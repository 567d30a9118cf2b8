/**
 * A season of trade between the demo shops (绿源果蔬商行, 鲜丰水产批发部) and the demo buyer
 * (城南生鲜采购中心) over the last three months (docs/trade.md, "Seed"). Everything goes through
 * the service functions the handlers use, in time order, so orders, payments, the balance and
 * credit ledgers, credit periods, stock rows, refunds and rating counters agree with each other:
 *
 * - the buyer's balance: two counter top-ups, then every balance payment, repayment and refund;
 * - credit with both shops: a period repaid in full, an overdue one (绿源, about 50 days ago), and
 *   open ones this month;
 * - orders in every state: unpaid, paid (balance and the simulator), owed, repaid, completed
 *   (most rated, one anonymously, some waiting for a rating), closed by either side;
 * - refunds in every state: pending, approved (a return waiting for the goods), rejected,
 *   refunded, cancelled;
 * - the buyer's bound electronic scale (and one unbound earlier).
 *
 * Past orders get a delivery of exactly what they sold on their day (a batch sold out to zero),
 * so the current stock of shop.ts is what is left to sell; recent orders sell from it when it was
 * stocked by their day, else from a delivery of that day (stockForSale): every trace code points
 * to a batch stocked on or before the sale.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { OrderStatus, RefundKind, RefundReason, EvaluationTag, Stars } from '@/contract'
import { addDays, chinaDay } from '../lib/dates'
import { movePredeposit } from '../data/ledger'
import { fromNumeric } from '../lib/money'
import { rateOrders } from '../modules/member/evaluate'
import { closeOrder, confirmOrder, createOrder, payOrder, repayOrder, type Actor } from '../modules/settle/orderWorkflow'
import { auditRefund, receiveRefund, requestRefund, cancelRefund } from '../modules/settle/refund'
import type { Db } from '../db/client'
import { creditAccounts, electronicScales, orders, shopSkus, stockBatches } from '../db/schema'
import type { FeatureSeed } from './context'
import { chinaAt, deliverBatch, LVYUAN_SKUS, XIANFENG_SKUS } from './shop'
import { simulatedPayment } from './simulatedPay'

type Shop = 'lvyuan' | 'xianfeng'
type Flow = 'unpaid' | 'balance' | 'simulator' | 'credit'
type Line = [sku: string, quantity: number, priceFen?: number]

interface SeedOrder {
  shop: Shop
  daysAgo: number
  hour: number
  lines: Line[]
  /** How it is paid (at creation + 40 minutes); 'unpaid' leaves it. */
  pay: Flow
  /** Preselected method of an unpaid order. */
  method?: 'wechat' | 'balance' | 'credit'
  /** An owed order repaid this many days later (by balance, or the simulator). */
  repay?: { after: number; by: 'balance' | 'simulator' }
  /** Confirmed this many days after paying (or repaying). */
  confirm?: number
  close?: { by: 'supplier' | 'purchaser'; reason?: string }
  rate?: { stars: Stars; tags?: EvaluationTag[]; content?: string; anonymous?: boolean }
  refund?: { kind: RefundKind; amountFen: number; reason: RefundReason; description?: string; outcome: 'pending' | 'approved' | 'rejected' | 'refunded' | 'cancelled'; rejectReason?: string }
  remark?: string
}

const o = (shop: Shop, daysAgo: number, hour: number, lines: Line[], pay: Flow, more: Partial<SeedOrder> = {}): SeedOrder => ({ shop, daysAgo, hour, lines, pay, ...more })

export const SEED_ORDERS: SeedOrder[] = [
  // Three months ago: the credit period repaid in full.
  o('lvyuan', 88, 7, [['土豆', 50], ['大白菜', 80]], 'balance', { confirm: 1, rate: { stars: 5, tags: ['货品新鲜', '分量足'], content: '土豆个头匀称，白菜很新鲜，下次还来。' } }),
  o('lvyuan', 85, 6, [['西红柿', 30], ['黄瓜', 25], ['青椒', 20]], 'credit', { repay: { after: 10, by: 'balance' }, confirm: 1, rate: { stars: 5, tags: ['价格公道'], content: '赊账方便，老板实在。', anonymous: true } }),
  o('xianfeng', 82, 5, [['草鱼', 30], ['基围虾', 8]], 'balance', { confirm: 1, rate: { stars: 4, tags: ['货品新鲜', '出货快'] } }),
  o('lvyuan', 78, 7, [['红富士苹果', 5], ['香蕉', 40]], 'simulator', { confirm: 2, rate: { stars: 4, tags: ['包装好'], content: '苹果包装完好，香蕉稍微有点青。' } }),
  o('lvyuan', 72, 8, [['砂糖橘', 60], ['雪梨', 30]], 'balance', { confirm: 1, refund: { kind: 'refundOnly', amountFen: 4500, reason: '缺斤少两', description: '砂糖橘少了约6斤，已和老板沟通。', outcome: 'refunded' } }),
  o('xianfeng', 68, 5, [['冻猪肉', 4], ['冻鸡翅', 3]], 'balance', { confirm: 2, rate: { stars: 5, tags: ['服务热情', '出货快'] } }),
  o('xianfeng', 65, 6, [['带鱼', 20], ['大黄鱼', 10]], 'credit', { repay: { after: 5, by: 'simulator' } }),
  o('lvyuan', 62, 7, [['土豆', 100], ['胡萝卜', 40], ['白萝卜', 40]], 'balance', { confirm: 1, rate: { stars: 3, tags: ['品质一般'], content: '胡萝卜有几根开裂了。' } }),
  o('lvyuan', 58, 6, [['巨峰葡萄', 25], ['台农芒果', 20]], 'simulator', { confirm: 1 }),
  o('xianfeng', 55, 5, [['黑木耳', 10], ['红枣', 20], ['枸杞', 5]], 'balance', { confirm: 3, rate: { stars: 5, tags: ['价格公道', '包装好'] } }),
  // About fifty days ago: owed and never repaid (the overdue credit period).
  o('lvyuan', 50, 7, [['麒麟西瓜', 200], ['哈密瓜', 10]], 'credit', { remark: '月底统一结账' }),
  o('lvyuan', 46, 6, [['莲藕', 20], ['铁棍山药', 15]], 'balance', { confirm: 1, refund: { kind: 'returnRefund', amountFen: 6000, reason: '商品质量问题', description: '山药有部分发霉。', outcome: 'rejected', rejectReason: '已核实为运输途中受潮，非出货质量问题，已线下补货' } }),
  o('xianfeng', 42, 5, [['小龙虾', 30], ['扇贝', 10]], 'simulator', { confirm: 1, rate: { stars: 2, tags: ['分量不足'], content: '小龙虾死了不少。' } }),
  o('lvyuan', 38, 7, [['脐橙', 6], ['黄柠檬', 10]], 'balance', { confirm: 1, refund: { kind: 'refundOnly', amountFen: 2000, reason: '其他', description: '多付了运费，申请退回。', outcome: 'cancelled' } }),
  o('lvyuan', 33, 8, [['长茄子', 30], ['西红柿', 40], ['黄瓜', 30]], 'balance', { confirm: 1, rate: { stars: 4, tags: ['货品新鲜'] } }),
  o('xianfeng', 30, 5, [['冻牛肉', 2], ['冻虾仁', 2]], 'balance', { confirm: 2 }),
  o('lvyuan', 26, 7, [['香蕉', 60], ['菠萝', 20], ['红心火龙果', 15]], 'simulator', { confirm: 1, rate: { stars: 5, tags: ['货品新鲜', '服务热情'], content: '水果都很新鲜，送货及时。' } }),
  o('lvyuan', 21, 6, [['大白菜', 150], ['土豆', 80]], 'balance', { confirm: 1 }),
  o('xianfeng', 18, 5, [['鲈鱼', 10], ['带鱼', 15]], 'balance', { confirm: 1, rate: { stars: 4, tags: ['出货快'] } }),
  o('lvyuan', 14, 7, [['红富士苹果', 4], ['库尔勒香梨', 30]], 'balance', { confirm: 1 }),
  o('lvyuan', 10, 6, [['青椒', 25], ['贝贝南瓜', 20]], 'balance', { confirm: 1 }),
  o('xianfeng', 8, 5, [['速冻水饺', 5], ['冻鱿鱼', 2]], 'balance', { confirm: 1 }),
  // The last days: recent orders sell from the current stock.
  o('lvyuan', 5, 7, [['西红柿', 20], ['黄瓜', 20]], 'balance', { confirm: 1, refund: { kind: 'returnRefund', amountFen: 3000, reason: '商品变质', description: '一箱西红柿压坏了，已拍照，货物退回。', outcome: 'approved' } }),
  o('lvyuan', 4, 8, [['巨峰葡萄', 15], ['香蕉', 30]], 'simulator'),
  o('lvyuan', 3, 7, [['土豆', 60], ['大白菜', 50]], 'credit', { remark: '下周一起结' }),
  o('lvyuan', 3, 9, [['草莓', 2]], 'unpaid', { method: 'wechat', close: { by: 'purchaser', reason: '不需要了' } }),
  o('xianfeng', 2, 5, [['基围虾', 5], ['花蛤', 10]], 'credit'),
  o('xianfeng', 2, 6, [['大闸蟹', 20]], 'unpaid', { method: 'balance', close: { by: 'supplier', reason: '买家未到店提货' } }),
  o('lvyuan', 2, 7, [['砂糖橘', 40], ['红富士苹果', 2]], 'balance', { refund: { kind: 'refundOnly', amountFen: 3000, reason: '商品质量问题', description: '砂糖橘有一部分坏果。', outcome: 'pending' } }),
  o('xianfeng', 1, 5, [['草鱼', 20], ['鲫鱼', 15]], 'simulator'),
  o('lvyuan', 1, 8, [['香菇', 5], ['杏鲍菇', 8], ['西芹', 10]], 'unpaid', { method: 'balance' }),
  o('xianfeng', 0, 5, [['带鱼', 10], ['冻鸡翅', 1]], 'unpaid', { method: 'wechat' }),
  o('lvyuan', 0, 7, [['香蕉', 25], ['西红柿', 15], ['土豆', 30]], 'unpaid', { method: 'wechat', remark: '中午前来取' }),
]

const HOUR = 3600 * 1000

interface Event {
  at: Date
  seq: number
  run: () => Promise<void>
}

/** A succeeded simulator payment of an order or its owed amount. */
async function payBySimulator(tx: Db, subject: 'order' | 'orderRepay', orderId: string, buyer: Actor, at: Date): Promise<void> {
  const [ord] = await tx.select().from(orders).where(eq(orders.id, orderId))
  const amountFen = subject === 'order' ? ord!.payableFen : ord!.owedFen
  await simulatedPayment(tx, { subject, subjectId: orderId, customerId: buyer.customerId, userId: buyer.userId, amountFen, description: `${ord!.supplierName}-订单${ord!.orderNo}`, at })
}

/**
 * Stock for a line on its sale day: the SKU's batches stocked by then and not expired hold
 * `hundredths`, or a delivery that day brings what is missing (sold out by the order), so no order
 * line sells from a batch stocked after the sale (a trace code never points to the future).
 */
async function stockForSale(tx: Db, line: { shopId: string; skuId: string; hundredths: number; day: string; shelfLifeDays: number; userId: string | null }): Promise<void> {
  const [have] = await tx
    .select({ q: sql<string>`coalesce(sum(${stockBatches.quantity}), 0)::text` })
    .from(stockBatches)
    .where(and(eq(stockBatches.skuId, line.skuId), lte(stockBatches.entryDate, line.day), gte(stockBatches.expiryDate, line.day)))
  const short = line.hundredths - fromNumeric(have?.q ?? '0')
  if (short > 0) await deliverBatch(tx, { shopId: line.shopId, skuId: line.skuId, hundredths: short, entryDate: line.day, shelfLifeDays: line.shelfLifeDays, userId: line.userId })
}

export const seedTrade: FeatureSeed = async (tx, ctx) => {
  const buyerId = ctx.customerId.chengnan!
  const buyer: Actor = { customerId: buyerId, userId: ctx.userId.purchaser01! }
  const shops: Record<Shop, Actor> = {
    lvyuan: { customerId: ctx.customerId.lvyuan!, userId: ctx.userId.supplier01! },
    xianfeng: { customerId: ctx.customerId.xianfeng!, userId: ctx.userId.supplier02! },
  }
  const skuRows = await tx.select().from(shopSkus)
  const skuOf = (shop: Shop, name: string) => {
    const s = skuRows.find((r) => r.shopId === shops[shop].customerId && r.name === name)
    if (!s) throw new Error(`seed: ${shop} has no SKU ${name}`)
    return s
  }
  const shelfLife = (shop: Shop, skuName: string, productName: string) =>
    ((shop === 'lvyuan' ? LVYUAN_SKUS : XIANFENG_SKUS).find((s) => (s.name ?? s.product) === skuName) ?? { shelfLifeDays: 7, product: productName }).shelfLifeDays

  const today = chinaDay()
  const nowMs = Date.now()
  // A time of a past day; nothing later than half an hour ago (today's early hours may not have come yet).
  const at = (daysAgo: number, hour: number): Date => new Date(Math.min(chinaAt(addDays(today, -daysAgo), hour).getTime(), nowMs - 30 * 60 * 1000))

  // The market's side: counter top-ups, credit accounts, the buyer's scales.
  await tx.insert(creditAccounts).values([
    { supplierId: shops.lvyuan.customerId, purchaserId: buyerId, limitFen: 500_000, dueDay: 10, createdAt: at(95, 10), updatedAt: at(95, 10) },
    { supplierId: shops.xianfeng.customerId, purchaserId: buyerId, limitFen: 300_000, dueDay: 15, createdAt: at(95, 10), updatedAt: at(95, 10) },
  ])
  await tx.insert(electronicScales).values([
    { serialNo: 'ES-CN-20250001', name: '收货台秤', model: '凯丰 ACS-150', ownerType: 'buyer', customerId: buyerId, state: 'bound', boundAt: at(90, 10) },
    { serialNo: 'ES-CN-20240007', name: '旧电子秤', model: '凯丰 ACS-30', ownerType: 'buyer', customerId: buyerId, state: 'unbound', boundAt: at(200, 10), unboundAt: at(91, 10) },
  ])

  const events: Event[] = []
  let seq = 0
  const push = (t: Date, run: () => Promise<void>) => events.push({ at: t, seq: seq++, run })

  // Counter top-ups (events too: the balance ledger must chain in time order).
  for (const [n, daysAgo, amountFen] of [[1, 95, 2_000_000], [2, 30, 500_000]] as const) {
    const t = at(daysAgo, 9)
    push(t, async () => void (await movePredeposit(tx, { customerId: buyerId, direction: 'in', bizType: 'topup', amountFen, bizId: `seed-topup-${n}`, remark: '市场服务中心柜台充值', at: t })))
  }

  for (const spec of SEED_ORDERS) {
    const shop = shops[spec.shop]
    const created = at(spec.daysAgo, spec.hour)
    // The season's messages would have been read long ago: the seed sends none.
    const notify = false
    const st = { id: '', status: 'unpaid' as OrderStatus, settledAt: created }
    push(created, async () => {
      const lines = spec.lines.map(([name, quantity, priceFen]) => ({ sku: skuOf(spec.shop, name), quantity, priceFen }))
      const day = addDays(today, -spec.daysAgo)
      for (const l of lines) {
        const delivery = { shopId: shop.customerId, skuId: l.sku.id, hundredths: Math.round(l.quantity * 100), entryDate: day, shelfLifeDays: shelfLife(spec.shop, l.sku.name, l.sku.name), userId: shop.userId }
        if (spec.daysAgo > 5) await deliverBatch(tx, delivery)
        else await stockForSale(tx, { ...delivery, day })
      }
      const method = spec.pay === 'unpaid' ? (spec.method ?? 'wechat') : spec.pay === 'simulator' ? 'wechat' : spec.pay
      const made = await createOrder(tx, shop, { purchaserId: buyerId, lines: lines.map((l) => ({ skuId: l.sku.id, quantity: l.quantity, priceFen: l.priceFen })), payMethod: method, remark: spec.remark }, { now: created, notify })
      st.id = made.id
    })
    const paidAt = new Date(created.getTime() + 40 * 60 * 1000)
    if (spec.pay === 'balance' || spec.pay === 'credit') push(paidAt, async () => void (await payOrder(tx, buyer, { id: st.id, payMethod: spec.pay as 'balance' | 'credit' }, { now: paidAt, notify })))
    if (spec.pay === 'simulator') push(paidAt, () => payBySimulator(tx, 'order', st.id, buyer, paidAt))
    if (spec.close) {
      const closedAt = new Date(created.getTime() + 3 * HOUR)
      push(closedAt, async () => void (await closeOrder(tx, spec.close!.by, spec.close!.by === 'supplier' ? shop : buyer, st.id, spec.close!.reason, { now: closedAt })))
    }
    let settled = paidAt
    if (spec.repay) {
      const repaidAt = at(spec.daysAgo - spec.repay.after, 10)
      settled = repaidAt
      if (spec.repay.by === 'balance') push(repaidAt, async () => void (await repayOrder(tx, buyer, { id: st.id, payMethod: 'balance' }, { now: repaidAt, notify: false })))
      else push(repaidAt, () => payBySimulator(tx, 'orderRepay', st.id, buyer, repaidAt))
    }
    let confirmedAt = settled
    if (spec.confirm !== undefined) {
      confirmedAt = new Date(Math.min(settled.getTime() + spec.confirm * 24 * HOUR, nowMs - 5 * 60 * 1000))
      const t = confirmedAt
      push(t, async () => void (await confirmOrder(tx, buyer, st.id, { now: t })))
    }
    if (spec.rate) {
      const t = new Date(Math.min(confirmedAt.getTime() + 2 * HOUR, nowMs - 4 * 60 * 1000))
      const r = spec.rate
      push(t, async () => void (await rateOrders(tx, buyer, [{ orderId: st.id, stars: r.stars, tags: r.tags, content: r.content, anonymous: r.anonymous }], { now: t })))
    }
    if (spec.refund) {
      const rf = spec.refund
      const asked = new Date(Math.min(paidAt.getTime() + 20 * HOUR, nowMs - 3 * 60 * 1000))
      const decided = new Date(Math.min(asked.getTime() + 3 * HOUR, nowMs - 2 * 60 * 1000))
      const ref = { id: '' }
      push(asked, async () => {
        ref.id = (await requestRefund(tx, buyer, { orderId: st.id, kind: rf.kind, amountFen: rf.amountFen, reason: rf.reason, description: rf.description }, { now: asked })).id
      })
      if (rf.outcome === 'cancelled') push(decided, async () => void (await cancelRefund(tx, buyer, ref.id, { now: decided })))
      if (rf.outcome === 'rejected') push(decided, async () => void (await auditRefund(tx, shop, { id: ref.id, approved: false, reason: rf.rejectReason }, { now: decided })))
      if (rf.outcome === 'approved' || rf.outcome === 'refunded') push(decided, async () => void (await auditRefund(tx, shop, { id: ref.id, approved: true }, { now: decided })))
      if (rf.outcome === 'refunded' && rf.kind === 'returnRefund') {
        const got = new Date(decided.getTime() + 24 * HOUR)
        push(got, async () => void (await receiveRefund(tx, shop, ref.id, { now: got })))
      }
    }
  }
  // In time order, so the balance and credit ledgers chain the way they happened.
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq)
  for (const e of events) await e.run()
}
