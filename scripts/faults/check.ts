/**
 * What the database holds after a stream (scripts/faults/stream.ts): every acknowledged write is
 * there, none was made twice, the stock and the balance equal their ledgers.
 */
import type { Pool } from 'pg'
import type { StreamContext, Tally } from './stream'

export interface StreamCheck {
  /** Acknowledged writes (orders created, payments made or started). */
  acknowledged: number
  /** Of those, found in the database as answered. */
  present: number
  /** Acknowledged keys whose write is missing or differs from the answer. */
  missing: string[]
  /** Keys whose write exists more than once (an order created twice, two payments of one order). */
  writtenTwice: string[]
  /** The SKUs' stock taken equals 0.01 per order of the stream, and their ledger rows say the same. */
  stockMatches: boolean
  /** The buyer's balance equals the sum of its ledger, and the latest row applied carries it. */
  balanceMatches: boolean
}

const rows = async <T>(pool: Pool, text: string, values: unknown[] = []): Promise<T[]> => (await pool.query(text, values)).rows as T[]

/** The SKUs' stock in hundredths (their batches' sum), before the stream: compare after. */
export async function stockHundredths(pool: Pool, skuIds: string[]): Promise<number> {
  const [r] = await rows<{ q: string }>(pool, 'select coalesce(sum(quantity), 0) * 100 as q from stock_batches where sku_id = any($1)', [skuIds])
  return Number(r!.q)
}

export async function checkStream(pool: Pool, ctx: StreamContext, tally: Tally, stockBefore: number): Promise<StreamCheck> {
  const orders = await rows<{ id: string; remark: string; status: string }>(pool, "select id, remark, status from orders where remark like $1 || '-%'", [ctx.run])
  const byKey = new Map<string, Array<{ id: string; status: string }>>()
  for (const o of orders) byKey.set(o.remark, [...(byKey.get(o.remark) ?? []), o])
  const ids = orders.map((o) => o.id)
  const pays = await rows<{ subject_id: string; provider: string; status: string }>(pool, "select subject_id, provider, status from payments where subject_type = 'order' and subject_id = any($1)", [ids])
  const paysOf = (id: string) => pays.filter((p) => p.subject_id === id)

  const writtenTwice = [...byKey].filter(([, list]) => list.length > 1).map(([k]) => k)
  for (const id of ids) if (paysOf(id).filter((p) => p.status === 'succeeded').length > 1 || paysOf(id).filter((p) => p.provider === 'simulator').length > 1) writtenTwice.push(`payment of ${id}`)

  const missing: string[] = []
  for (const [key, result] of tally.acknowledged) {
    if (key.endsWith('-close')) {
      if (byKey.get(key.slice(0, -'-close'.length))?.[0]?.status !== 'closed') missing.push(key)
    } else if (key.endsWith('-pay')) {
      const order = byKey.get(key.slice(0, -'-pay'.length))?.[0]
      const online = (result as { settled?: boolean }).settled === false
      const ok = order && (online ? paysOf(order.id).some((p) => p.provider === 'simulator') : order.status === 'paid' && paysOf(order.id).some((p) => p.provider === 'balance' && p.status === 'succeeded'))
      if (!ok) missing.push(key)
    } else if (byKey.get(key)?.[0]?.id !== (result as { id: string }).id) missing.push(key)
  }

  const [sales] = await rows<{ n: string; total: string }>(
    pool,
    "select count(*) as n, coalesce(sum(r.delta), 0) * 100 as total from stock_records r join order_lines l on l.id = r.biz_id where r.kind = 'sale' and l.order_id = any($1)",
    [ids],
  )
  // A closed order's stock came back once (a 'release' record per line).
  const closed = orders.filter((o) => o.status === 'closed').map((o) => o.id)
  const [releases] = await rows<{ total: string }>(
    pool,
    "select coalesce(sum(r.delta), 0) * 100 as total from stock_records r join order_lines l on l.id = r.biz_id where r.kind = 'release' and l.order_id = any($1)",
    [ids],
  )
  const stockAfter = await stockHundredths(pool, ctx.skuIds)
  const stockMatches =
    Number(sales!.n) === ids.length && Number(sales!.total) === -ids.length && Number(releases!.total) === closed.length && stockBefore - stockAfter === ids.length - closed.length

  const [balance] = await rows<{ balance: string; ledger: string; latest: string }>(
    pool,
    `select a.balance_fen as balance,
       (select sum(case when direction = 'out' then -amount_fen else amount_fen end) from predeposit_records where customer_id = a.customer_id) as ledger,
       (select balance_after_fen from predeposit_records where customer_id = a.customer_id order by seq desc limit 1) as latest
     from predeposit_accounts a where a.customer_id = $1`,
    [ctx.buyerId],
  )
  const balanceMatches = balance!.balance === balance!.ledger && balance!.balance === balance!.latest

  return { acknowledged: tally.acknowledged.size, present: tally.acknowledged.size - missing.length, missing, writtenTwice, stockMatches, balanceMatches }
}
