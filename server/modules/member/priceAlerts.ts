/**
 * Price alerts (issue 24 part 2; server/README.md, "Price alerts"): after a day's prices are
 * published, each follower of a product whose published price moved more than the follow's
 * threshold gets one message in the message centre (msg_type 'price'), and one subscribe message
 * of the order template when they accepted one on weapp (`price_follows.subscribed`).
 *
 * The move is measured against the product's previous published price (the latest day before with
 * a price for it: the board's 较前日), and is an alert when |price - prev| / prev > threshold,
 * exactly (no rounding). A product without an earlier price, or whose earlier price is 0, alerts
 * nobody. The threshold is the follow's own, else the dictionary's 异动 threshold (`warnPercent`).
 *
 * Set-based: one query finds every alert due for the day, whatever the number of followers; one
 * insert per 1,000 alerts records them, and one per 1,000 writes their messages. Once: the primary
 * key (user, product, day) of `price_alerts` keeps the first insert, a repeat or a concurrent call
 * inserts nothing and sends nothing (rows are inserted in one order, so two callers never deadlock).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages, priceAlerts, priceFollows } from '../../db/schema'
import { chinaMinute } from '../../lib/dates'
import { rowsOf } from '../../data/query'
import { sendQuietly, type SubscribeMessage } from '../message/sender'
import { warnPercent } from './price'
import { changeOf } from './priceMath'

/** The message centre's type for these messages. */
export const PRICE_MSG_TYPE = 'price'
/** The page a price alert's subscribe message opens. */
export const PRICE_ALERT_PAGE = 'public-price/follows'
const CHUNK = 1000

interface Due {
  follow_id: string
  user_id: string
  product_id: string
  name: string
  unit: string
  price: string
  prev_price: string
  own_percent: number | null
  threshold: string
  subscribed: boolean
}

const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK))

function messageOf(a: Due, day: string): { title: string; content: string } {
  const { changeRate } = changeOf(Number(a.price), Number(a.prev_price))
  const moved = changeRate > 0 ? `上涨${changeRate}%` : `下跌${-changeRate}%`
  const limit = a.own_percent === null ? `异动幅度${Number(a.threshold)}%` : `您设置的提醒幅度${a.own_percent}%`
  return {
    title: '价格提醒',
    content: `您关注的「${a.name}」${day}均价${a.price}元/${a.unit}，较前次${a.prev_price}元${moved}，超过${limit}。`,
  }
}

function subscribeOf(a: Due, day: string, at: Date): SubscribeMessage {
  return {
    userId: a.user_id,
    templateKey: 'order',
    page: PRICE_ALERT_PAGE,
    // The order template's keys (docs/trade.md, "Messages"): the day, the product, its price, up or down, when.
    data: {
      character_string1: { value: day },
      thing2: { value: a.name.slice(0, 20) },
      amount3: { value: `${a.price}元` },
      phrase4: { value: Number(a.price) > Number(a.prev_price) ? '价格上涨' : '价格下跌' },
      time5: { value: chinaMinute(at) },
    },
  }
}

/**
 * Sends the alerts due for `day` (a day just published, 'YYYY-MM-DD'); answers how many new ones.
 * Call it inside the publishing transaction: the alerts commit with the prices, and the WeChat
 * messages go after the request's commit (sendQuietly).
 */
export async function sendPriceAlerts(tx: Db, day: string): Promise<number> {
  const defaultPercent = await warnPercent(tx)
  const due = await rowsOf<Due>(
    tx,
    sql`
      with moved as (
        select cur.product_id, cur.price, prev.price as prev_price
        from price_daily cur
        cross join lateral (
          select d.price from price_daily d where d.product_id = cur.product_id and d.day < cur.day order by d.day desc limit 1
        ) prev
        where cur.day = ${day} and prev.price > 0 and exists (select 1 from price_follows f where f.product_id = cur.product_id)
      )
      select f.id as follow_id, f.user_id, m.product_id, p.name, p.unit, m.price::text as price, m.prev_price::text as prev_price,
        f.threshold_percent as own_percent, coalesce(f.threshold_percent, ${defaultPercent}::numeric)::text as threshold, f.subscribed
      from moved m
      join price_follows f on f.product_id = m.product_id
      join users u on u.id = f.user_id and u.enabled
      join price_products p on p.id = m.product_id
      where abs(m.price - m.prev_price) * 100 > coalesce(f.threshold_percent, ${defaultPercent}::numeric) * m.prev_price
        and not exists (select 1 from price_alerts a where a.user_id = f.user_id and a.product_id = f.product_id and a.day = ${day})
      order by f.user_id, m.product_id`,
  )
  const sent: Due[] = []
  for (const part of chunks(due)) {
    const won = await tx
      .insert(priceAlerts)
      .values(part.map((a) => ({ userId: a.user_id, productId: a.product_id, day, price: a.price, prevPrice: a.prev_price, thresholdPercent: a.threshold })))
      .onConflictDoNothing()
      .returning({ userId: priceAlerts.userId, productId: priceAlerts.productId })
    const key = new Set(won.map((w) => `${w.userId}:${w.productId}`))
    sent.push(...part.filter((a) => key.has(`${a.user_id}:${a.product_id}`)))
  }
  for (const part of chunks(sent)) await tx.insert(messages).values(part.map((a) => ({ userId: a.user_id, msgType: PRICE_MSG_TYPE, ...messageOf(a, day) })))
  await sendOwedSubscribes(tx, day, sent.filter((a) => a.subscribed))
  return sent.length
}

/** The WeChat messages owed (accepted once, not yet sent): each flag is taken by one statement, so one send per acceptance. */
async function sendOwedSubscribes(tx: Db, day: string, owed: Due[]): Promise<void> {
  const at = new Date()
  const sends: SubscribeMessage[] = []
  for (const part of chunks(owed)) {
    const taken = await tx
      .update(priceFollows)
      .set({ subscribed: false })
      .where(and(inArray(priceFollows.id, part.map((a) => a.follow_id)), eq(priceFollows.subscribed, true)))
      .returning({ id: priceFollows.id })
    const ids = new Set(taken.map((t) => t.id))
    sends.push(...part.filter((a) => ids.has(a.follow_id)).map((a) => subscribeOf(a, day, at)))
  }
  await sendQuietly(tx, sends)
}
