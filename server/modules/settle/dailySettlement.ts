/**
 * A shop's daily settlement (日结对账, issue 24 part 3, docs/trade.md "Daily settlement"):
 * the figures of settle/supplierData/dailySettlement {day} (handlers in dailySettlementHandlers.ts)
 * and of its export (dailySettlementExport.ts). Three set-based reads over one China-time day
 * [market midnight, next market midnight), each a range on a partial index led by the shop:
 *
 * - sales: the orders that settled that day (`settled_at`, orders_supplier_settled_idx) by the
 *   method they settled with (balance, WeChat, credit), their goods amount and coupon discounts;
 * - repayments: the owed orders repaid that day (`repaid_at`, orders_supplier_repaid_idx) by the
 *   method of the repayment that settled them (the succeeded orderRepay payment that was not sent
 *   back as arriving too late);
 * - refunds: the refunds whose money went back that day (`refunded_at`,
 *   refunds_supplier_refunded_idx) by the provider they returned through.
 *
 * Net takings: the day's sales settled in money (balance + WeChat + cash) + owed amounts repaid - refunds.
 * Cash (issue 25: quick order's cash and walk-in sales, the shop's cash refunds) is also its own
 * section, the cash drawer: cash taken minus cash handed back.
 */
import { eq, sql } from 'drizzle-orm'
import type { DailySettlement, SettlementRow, SettlementRowKey, SettlementSection } from '@/contract'
import type { Db } from '../../db/client'
import { customers, orders, payments, refunds } from '../../db/schema'
import { addDays, marketDayStart } from '../../lib/dates'
import { rowsOf } from '../../data/query'
import { AUTO_REFUND_DUE } from './payment/service'

interface Sum {
  n: number
  fen: number
}
const ZERO: Sum = { n: 0, fen: 0 }
type SumRow = { k: string; n: string; fen: string }
const sumsOf = (rows: SumRow[]): Map<string, Sum> => new Map(rows.map((r) => [r.k, { n: Number(r.n), fen: Number(r.fen) }]))
const add = (...s: Sum[]): Sum => s.reduce((a, b) => ({ n: a.n + b.n, fen: a.fen + b.fen }), ZERO)
/** WeChat Pay and its local stand-in are one method to the shop. */
const online = (k: string) => (k === 'simulator' ? 'wechat' : k)

async function daySums(db: Db, shopId: string, day: string) {
  const from = marketDayStart(day)
  const to = marketDayStart(addDays(day, 1))
  const [sales, coupons, repaid, refunded] = await Promise.all([
    rowsOf<SumRow & { goods: string }>(
      db,
      sql`select ${orders.payMethod} as k, count(*)::text as n, sum(${orders.payableFen})::text as fen, sum(${orders.goodsFen})::text as goods
          from ${orders}
          where ${orders.supplierId} = ${shopId} and ${orders.settledAt} is not null and ${orders.settledAt} >= ${from} and ${orders.settledAt} < ${to}
          group by ${orders.payMethod}`,
    ),
    rowsOf<SumRow>(
      db,
      sql`select 'coupon' as k, count(${orders.couponId})::text as n, coalesce(sum(${orders.discountFen}), 0)::text as fen
          from ${orders}
          where ${orders.supplierId} = ${shopId} and ${orders.settledAt} is not null and ${orders.settledAt} >= ${from} and ${orders.settledAt} < ${to}
            and ${orders.couponId} is not null`,
    ),
    rowsOf<SumRow>(
      db,
      sql`select p.provider as k, count(*)::text as n, sum(${orders.payableFen})::text as fen
          from ${orders}
          join lateral (
            select ${payments.provider} as provider from ${payments}
            where ${payments.subjectType} = 'orderRepay' and ${payments.subjectId} = ${orders.id} and ${payments.status} = 'succeeded'
              and ${payments.failReason} is distinct from ${AUTO_REFUND_DUE}
            order by ${payments.paidAt} limit 1
          ) p on true
          where ${orders.supplierId} = ${shopId} and ${orders.repaidAt} is not null and ${orders.repaidAt} >= ${from} and ${orders.repaidAt} < ${to}
          group by p.provider`,
    ),
    rowsOf<SumRow>(
      db,
      sql`select ${refunds.refundProvider} as k, count(*)::text as n, sum(${refunds.amountFen})::text as fen
          from ${refunds}
          where ${refunds.supplierId} = ${shopId} and ${refunds.refundedAt} is not null and ${refunds.refundedAt} >= ${from} and ${refunds.refundedAt} < ${to}
            and ${refunds.status} = 'refunded'
          group by ${refunds.refundProvider}`,
    ),
  ])
  const merged = (rows: SumRow[]) => {
    const m = new Map<string, Sum>()
    for (const [k, s] of sumsOf(rows)) m.set(online(k), add(m.get(online(k)) ?? ZERO, s))
    return (k: string) => m.get(k) ?? ZERO
  }
  return {
    sale: merged(sales),
    goods: add(...sales.map((r) => ({ n: Number(r.n), fen: Number(r.goods) }))),
    coupon: sumsOf(coupons).get('coupon') ?? ZERO,
    repay: merged(repaid),
    refund: merged(refunded),
  }
}

const row = (key: SettlementRowKey, label: string, s: Sum, sign = 1): SettlementRow => ({ key, label, count: s.n, amountFen: sign * s.fen || 0 })

/** The day's figures of one shop, as the screen, the shared image and an export read them. */
export async function dailySettlement(db: Db, shopId: string, day: string): Promise<DailySettlement> {
  const [{ sale, goods, coupon, repay, refund }, [shop]] = await Promise.all([daySums(db, shopId, day), db.select({ name: customers.name }).from(customers).where(eq(customers.id, shopId))])
  const salesTotal = add(sale('balance'), sale('wechat'), sale('cash'), sale('credit'))
  const cash = add(sale('balance'), sale('wechat'), sale('cash'))
  const repaid = add(repay('balance'), repay('wechat'))
  const refunded = add(refund('balance'), refund('wechat'), refund('cash'))
  const drawer = add(sale('cash'), refund('cash'))
  const netFen = cash.fen + repaid.fen - refunded.fen
  const sections: SettlementSection[] = [
    {
      key: 'sales',
      title: '销售',
      rows: [
        row('goods', '商品金额', goods),
        row('balance', '预存款支付', sale('balance')),
        row('wechat', '微信支付', sale('wechat')),
        row('cash', '现金', sale('cash')),
        row('credit', '赊账', sale('credit')),
        row('salesTotal', '销售合计', salesTotal),
      ],
    },
    {
      key: 'credit',
      title: '赊账与还款',
      rows: [row('owed', '新增赊账', sale('credit')), row('repaid', '收回欠款', repaid), row('repaidBalance', '其中预存款还款', repay('balance')), row('repaidWechat', '其中微信还款', repay('wechat'))],
    },
    {
      key: 'refunds',
      title: '退款',
      rows: [row('refundBalance', '退回预存款', refund('balance')), row('refundWechat', '原路退回微信', refund('wechat')), row('refundCash', '现金退款', refund('cash')), row('refundTotal', '退款合计', refunded)],
    },
    {
      key: 'cash',
      title: '现金',
      rows: [row('cashIn', '现金收款', sale('cash')), row('cashOut', '现金退款', refund('cash'), -1), { key: 'cashNet', label: '现金净额', count: drawer.n, amountFen: sale('cash').fen - refund('cash').fen }],
    },
    { key: 'coupons', title: '优惠券', rows: [row('couponUsed', '优惠券抵扣', coupon)] },
    {
      key: 'net',
      title: '实收',
      rows: [row('cashSales', '当日现结', cash), row('repayIn', '收回欠款', repaid), row('refundOut', '退款', refunded, -1), { key: 'net', label: '实收合计', count: cash.n + repaid.n + refunded.n, amountFen: netFen }],
    },
  ]
  return { day, shopName: shop?.name ?? '', orderCount: salesTotal.n, netFen, hasActivity: salesTotal.n + repaid.n + refunded.n > 0, sections }
}
