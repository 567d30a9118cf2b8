/**
 * /api/member/priceFollow/*: a buyer's or merchant's own follows of the price board's products
 * (issue 24 part 2; the alerts themselves: priceAlerts.ts). Each user sees and changes only their
 * own follows; one follow per user and product (a unique key: saving again changes it).
 */
import { and, eq, sql } from 'drizzle-orm'
import { contract, PRICE_FOLLOW_PERCENT, PRICE_FOLLOW_PERCENT_MESSAGE, type PriceFollowItem } from '@/contract'
import type { Db } from '../../db/client'
import { priceFollows, priceProducts } from '../../db/schema'
import { rowsOf } from '../../data/query'
import { BizError } from '../../lib/envelope'
import { bool, id, int, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { warnPercent } from './price'
import { changeOf } from './priceMath'

const FOLLOWERS = ['supplier', 'purchaser'] as const
const MODULE = { supplier: 'publicPrice', purchaser: 'publicPrice' } as const

interface FollowRow {
  product_id: string
  name: string
  unit: string
  cate: string
  threshold_percent: number | null
  subscribed: boolean
  day: string | null
  price: string | null
  prev_price: string | null
}

/** The user's follows (or one of them) in the board's order, each with its product's latest published price and the one before. */
async function follows(db: Db, userId: string, productId?: string): Promise<PriceFollowItem[]> {
  const rows = await rowsOf<FollowRow>(
    db,
    sql`
      select f.product_id, p.name, p.unit, c.name as cate, f.threshold_percent, f.subscribed,
        last.day::text as day, last.price::text as price, prev.price::text as prev_price
      from price_follows f
      join price_products p on p.id = f.product_id
      join price_big_cates c on c.id = p.big_cate_id
      left join lateral (select d.day, d.price from price_daily d where d.product_id = f.product_id order by d.day desc limit 1) last on true
      left join lateral (select d.price from price_daily d where d.product_id = f.product_id and d.day < last.day order by d.day desc limit 1) prev on true
      where f.user_id = ${userId} ${productId ? sql`and f.product_id = ${productId}` : sql``}
      order by c.sort, c.id, p.sort, p.id`,
  )
  return rows.map((r) => {
    const price = r.price === null ? null : Number(r.price)
    return {
      productId: r.product_id,
      productName: r.name,
      unit: r.unit,
      bigCateName: r.cate,
      thresholdPercent: r.threshold_percent,
      price,
      date: r.day,
      changeRate: price === null ? 0 : changeOf(price, r.prev_price === null ? null : Number(r.prev_price)).changeRate,
      subscribed: r.subscribed,
    }
  })
}

export const priceFollowHandlers = [
  handler({
    endpoint: contract.member.priceFollow.list,
    access: FOLLOWERS,
    module: MODULE,
    input: {},
    handle: async ({ db, user }) => ({ warnPercent: await warnPercent(db), items: await follows(db, user.id) }),
  }),
  handler({
    endpoint: contract.member.priceFollow.save,
    access: FOLLOWERS,
    module: MODULE,
    input: {
      productId: id(),
      thresholdPercent: opt(int({ min: PRICE_FOLLOW_PERCENT.min, max: PRICE_FOLLOW_PERCENT.max, msg: PRICE_FOLLOW_PERCENT_MESSAGE })),
      subscribed: opt(bool()),
    },
    async handle({ db, user }, input) {
      const [product] = await db.select({ id: priceProducts.id }).from(priceProducts).where(eq(priceProducts.id, input.productId))
      if (!product) throw new BizError('商品不存在')
      const row = { userId: user.id, productId: product.id, thresholdPercent: input.thresholdPercent ?? null, subscribed: input.subscribed ?? false }
      await db
        .insert(priceFollows)
        .values(row)
        .onConflictDoUpdate({
          target: [priceFollows.userId, priceFollows.productId],
          // A WeChat message still owed stays owed when the threshold changes without a new acceptance.
          set: { thresholdPercent: row.thresholdPercent, subscribed: sql`${priceFollows.subscribed} or excluded.subscribed` },
        })
      const [item] = await follows(db, user.id, product.id)
      return item!
    },
  }),
  handler({
    endpoint: contract.member.priceFollow.remove,
    access: FOLLOWERS,
    module: MODULE,
    input: { productId: id() },
    async handle({ db, user }, input) {
      const gone = await db
        .delete(priceFollows)
        .where(and(eq(priceFollows.userId, user.id), eq(priceFollows.productId, input.productId)))
        .returning({ id: priceFollows.id })
      return { removed: gone.length > 0 }
    },
  }),
]
