/**
 * Expiry and low-stock alerts (docs/trade.md, "Expiry and low-stock alerts"; issue 12, beyond the
 * spec). The lists mark batches and SKUs as they are read; this sends the shop one message per
 * alert into its message centre: a batch near expiry, a batch expired (each once per batch) and a
 * SKU under its threshold (once per SKU and delivery: keyed by its newest batch).
 *
 * Raised when the inventory or product list is read, by the seed, and by `raiseStockAlerts(db)`
 * over every shop (for a periodic job). The unique (kind, alert_key) of stock_alerts makes it once:
 * two concurrent reads both try the insert, the second finds the first's row and sends nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages, stockAlerts, users, type StockAlertKind } from '../../db/schema'
import { NEAR_EXPIRY_DAYS } from '@/contract'
import { addDays, chinaDay } from '../../lib/dates'
import { numericToNumber } from '../../lib/money'
import { rowsOf } from '../../data/query'

interface Candidate {
  shop_id: string
  sku_id: string
  batch_id: string | null
  kind: StockAlertKind
  alert_key: string
  sku_name: string
  unit: string
  batch_no: string | null
  expiry_date: string | null
  qty: string
  low: string | null
}

/** A batch with stock expiring on or before this day is near expiry (expired ones included). */
export const nearExpiryLimit = (today = chinaDay()): string => addDays(today, NEAR_EXPIRY_DAYS)

/** The message centre's type for these messages. */
export const STOCK_MSG_TYPE = 'stock'

function messageOf(c: Candidate): { title: string; content: string } {
  const qty = `${numericToNumber(c.qty)}${c.unit}`
  if (c.kind === 'expired') return { title: '过期提醒', content: `「${c.sku_name}」批次${c.batch_no}已于${c.expiry_date}过期，剩余${qty}，请及时报损处理。` }
  if (c.kind === 'nearExpiry') return { title: '临期提醒', content: `「${c.sku_name}」批次${c.batch_no}将于${c.expiry_date}到期，剩余${qty}，请尽快销售或处理。` }
  return { title: '库存不足提醒', content: `「${c.sku_name}」当前库存${qty}，低于预警值${numericToNumber(c.low)}${c.unit}，请及时补货。` }
}

/**
 * Raises alerts as a list is read: a failure is logged and never fails the read (the next read
 * raises what this one could not).
 */
export async function raiseStockAlertsOnRead(db: Db, shopId: string, log: { warn(obj: unknown, msg: string): void }): Promise<void> {
  try {
    // Its own savepoint inside a request's transaction: a failure here leaves that transaction usable.
    await db.transaction((tx) => raiseStockAlerts(tx, shopId))
  } catch (err) {
    log.warn({ err }, 'stock alerts not raised')
  }
}

/** Raises the alerts due for one shop (or every shop); answers how many new ones were sent. */
export async function raiseStockAlerts(db: Db, shopId?: string): Promise<number> {
  const today = chinaDay()
  const inShop = (col: string) => (shopId ? sql`and ${sql.identifier(col)}.shop_id = ${shopId}` : sql``)
  const due = await rowsOf<Candidate>(
    db,
    sql`
      select * from (
        select b.shop_id, b.sku_id, b.id as batch_id,
          case when b.expiry_date < ${today} then 'expired' else 'nearExpiry' end as kind,
          b.id as alert_key, s.name as sku_name, s.unit, b.batch_no, b.expiry_date::text as expiry_date,
          b.quantity::text as qty, null::text as low
        from stock_batches b join shop_skus s on s.id = b.sku_id and s.deleted_at is null
        where b.quantity > 0 and b.expiry_date <= ${nearExpiryLimit(today)} ${inShop('b')}
        union all
        select s.shop_id, s.id, null, 'lowStock',
          s.id || ':' || coalesce((select id from stock_batches nb where nb.sku_id = s.id order by nb.created_at desc, nb.id desc limit 1), '-'),
          s.name, s.unit, null, null, coalesce(q.qty, 0)::text, s.low_stock_qty::text
        from shop_skus s left join lateral (select sum(quantity) as qty from stock_batches qb where qb.sku_id = s.id) q on true
        where s.deleted_at is null and s.low_stock_qty is not null and coalesce(q.qty, 0) < s.low_stock_qty ${inShop('s')}
      ) c
      where not exists (select 1 from stock_alerts a where a.kind = c.kind and a.alert_key = c.alert_key)`,
  )
  if (!due.length) return 0
  // One order for every reader: two concurrent inserts then wait on the same first key instead of deadlocking.
  due.sort((a, b) => a.kind.localeCompare(b.kind) || a.alert_key.localeCompare(b.alert_key))
  return db.transaction(async (tx) => {
    const won = await tx
      .insert(stockAlerts)
      .values(due.map((c) => ({ shopId: c.shop_id, skuId: c.sku_id, batchId: c.batch_id, kind: c.kind, alertKey: c.alert_key })))
      .onConflictDoNothing({ target: [stockAlerts.kind, stockAlerts.alertKey] })
      .returning({ kind: stockAlerts.kind, alertKey: stockAlerts.alertKey })
    if (!won.length) return 0
    const sent = due.filter((c) => won.some((w) => w.kind === c.kind && w.alertKey === c.alert_key))
    const admins = await tx
      .select({ id: users.id, customerId: users.customerId })
      .from(users)
      .where(and(inArray(users.customerId, [...new Set(sent.map((c) => c.shop_id))]), eq(users.isAdmin, true)))
    const rows = sent.flatMap((c) => admins.filter((a) => a.customerId === c.shop_id).map((a) => ({ userId: a.id, msgType: STOCK_MSG_TYPE, ...messageOf(c) })))
    if (rows.length) await tx.insert(messages).values(rows)
    return sent.length
  })
}
