/**
 * Trade statistics (docs/trade.md, "Statistics"): settle/supplierData/querySupplierDataParam (a
 * shop's sales) and settle/purchaserSummary/getPurchaserSummary (a buyer's purchases). Settled
 * orders (paid or owed, and later states) bucketed by the China-time day they settled: the last
 * 30 days, the last 12 weeks (Monday first) or the last 12 months; empty buckets are zeros.
 */
import { and, countDistinct, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm'
import { contract, STAT_PERIODS, type StatPeriod, type StatPoint } from '@/contract'
import type { Db } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import { handler } from '../../http/handler'
import { ownCustomerId } from '../../auth/user'
import { addDays, chinaDay, marketDayStart } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fromNumeric } from '../../lib/money'
import { id, oneOf, opt } from '../../lib/validate'
import { rowsOf } from '../../data/query'

/** Monday-based weekday of a day (0 = Monday). */
const weekday = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

export interface StatRange {
  from: string
  to: string
  /** Each bucket's first day, oldest first, with its label. */
  buckets: Array<{ start: string; label: string }>
  /** The bucket (its first day) a day falls in. */
  bucketOf(day: string): string
}

export function statRange(period: StatPeriod, today: string = chinaDay()): StatRange {
  if (period === 'day') {
    const buckets = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)).map((start) => ({ start, label: start.slice(5) }))
    return { from: buckets[0]!.start, to: today, buckets, bucketOf: (d) => d }
  }
  if (period === 'week') {
    const monday = addDays(today, -weekday(today))
    const buckets = Array.from({ length: 12 }, (_, i) => addDays(monday, (i - 11) * 7)).map((start) => ({ start, label: start.slice(5) }))
    return { from: buckets[0]!.start, to: today, buckets, bucketOf: (d) => addDays(d, -weekday(d)) }
  }
  const months: string[] = [today.slice(0, 7)]
  while (months.length < 12) {
    const [y, m] = months[0]!.split('-').map(Number) as [number, number]
    months.unshift(m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`)
  }
  return { from: `${months[0]}-01`, to: today, buckets: months.map((m) => ({ start: `${m}-01`, label: m })), bucketOf: (d) => `${d.slice(0, 7)}-01` }
}

/** The China-time day an order settled on. */
const settledDay = sql<string>`to_char((${orders.settledAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

async function series(db: Db, where: SQL, range: StatRange): Promise<StatPoint[]> {
  const rows = await db
    .select({ day: settledDay, n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${orders.payableFen}), 0)::text` })
    .from(orders)
    .where(where)
    .groupBy(settledDay)
  const sums = new Map(range.buckets.map((b) => [b.start, { orderCount: 0, amountFen: 0 }]))
  for (const r of rows) {
    const s = sums.get(range.bucketOf(r.day))
    if (!s) continue
    s.orderCount += Number(r.n)
    s.amountFen += Number(r.amount)
  }
  return range.buckets.map((b) => ({ label: b.label, start: b.start, ...sums.get(b.start)! }))
}

async function totals(db: Db, where: SQL, other: typeof orders.purchaserId | typeof orders.supplierId) {
  const [t] = await db
    .select({ n: sql<number>`count(*)::int`, sales: sql<string>`coalesce(sum(${orders.payableFen}), 0)::text`, refunds: sql<string>`coalesce(sum(${orders.refundedFen}), 0)::text`, parties: countDistinct(other) })
    .from(orders)
    .where(where)
  return { orderCount: Number(t?.n ?? 0), salesFen: Number(t?.sales ?? 0), refundFen: Number(t?.refunds ?? 0), parties: Number(t?.parties ?? 0) }
}

function settledIn(side: SQL, range: StatRange): SQL {
  return and(side, isNotNull(orders.settledAt), gte(orders.settledAt, marketDayStart(range.from)))!
}

const periodField = () => oneOf(STAT_PERIODS, '统计周期不正确')

export const statsHandlers = [
  handler({
    endpoint: contract.settle.supplierData.querySupplierDataParam,
    access: ['supplier'],
    module: { supplier: 'statistics' },
    input: { period: periodField() },
    async handle({ db, user }, input) {
      const range = statRange(input.period)
      const where = settledIn(eq(orders.supplierId, ownCustomerId(user)), range)
      const [points, t, top] = await Promise.all([
        series(db, where, range),
        totals(db, where, orders.purchaserId),
        rowsOf<{ product_id: string; product_name: string; unit: string; quantity: string; amount: string }>(
          db,
          sql`select ${orderLines.productId} as product_id, max(${orderLines.productName}) as product_name, ${orderLines.unit} as unit,
                sum(${orderLines.quantity})::text as quantity, sum(${orderLines.amountFen})::text as amount
              from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
              where ${where}
              group by ${orderLines.productId}, ${orderLines.unit}
              order by sum(${orderLines.amountFen}) desc, ${orderLines.productId}
              limit 10`,
        ),
      ])
      return {
        period: input.period,
        from: range.from,
        to: range.to,
        totals: { orderCount: t.orderCount, salesFen: t.salesFen, refundFen: t.refundFen, buyerCount: t.parties, avgOrderFen: t.orderCount ? Math.round(t.salesFen / t.orderCount) : 0 },
        series: points,
        topProducts: top.map((r) => ({ productId: r.product_id, productName: r.product_name, unit: r.unit, quantity: fromNumeric(r.quantity) / 100, amountFen: Number(r.amount) })),
      }
    },
  }),
  handler({
    endpoint: contract.settle.purchaserSummary.getPurchaserSummary,
    access: ['purchaser'],
    module: { purchaser: 'buyerStatistics' },
    input: { period: periodField(), supplierId: opt(id()) },
    async handle({ db, user }, input) {
      if (!user.customerId) throw new BizError('当前账号未关联采购商')
      const range = statRange(input.period)
      const where = settledIn(and(eq(orders.purchaserId, user.customerId), input.supplierId ? eq(orders.supplierId, input.supplierId) : undefined)!, range)
      const [points, t, shops] = await Promise.all([
        series(db, where, range),
        totals(db, where, orders.supplierId),
        db
          .select({ supplierId: orders.supplierId, supplierName: sql<string>`max(${orders.supplierName})`, n: sql<number>`count(*)::int`, amount: sql<string>`sum(${orders.payableFen})::text` })
          .from(orders)
          .where(where)
          .groupBy(orders.supplierId)
          .orderBy(desc(sql`sum(${orders.payableFen})`), orders.supplierId)
          .limit(10),
      ])
      return {
        period: input.period,
        from: range.from,
        to: range.to,
        totals: { orderCount: t.orderCount, amountFen: t.salesFen, refundFen: t.refundFen, supplierCount: t.parties },
        series: points,
        bySupplier: shops.map((s) => ({ supplierId: s.supplierId, supplierName: s.supplierName, orderCount: Number(s.n), amountFen: Number(s.amount) })),
      }
    },
  }),
]
