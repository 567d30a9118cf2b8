/**
 * /api/member/collectPrice/*: the public price board. Public: they answer without a token (and
 * with one). The warning threshold is the dictionary entry priceWarning/percent, read per request.
 */
import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, max } from 'drizzle-orm'
import { contract, type PriceAnalysis, type PriceBoard, type PriceRow } from '@/contract'
import type { Db } from '../../db/client'
import { priceBigCates, priceDaily, priceProducts } from '../../db/schema'
import { addDays, isDay } from '../../lib/dates'
import { dictionary } from '../../data/dictionary'
import { fields } from '../../lib/fields'
import { BizError, notFound } from '../../lib/envelope'
import { containsPattern } from '../../data/query'
import { id, intOneOf, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { changeOf, stats } from './priceMath'

export const DEFAULT_WARN_PERCENT = 10
const NO_DATA = '暂无价格数据'

/** priceWarning/percent from the dictionary; the default when absent or not a positive number. */
export async function warnPercent(db: Db): Promise<number> {
  const n = Number((await dictionary(db, 'priceWarning')).get('percent'))
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_WARN_PERCENT
}

async function latestDay(db: Db): Promise<string> {
  const [row] = await db.select({ day: max(priceDaily.day) }).from(priceDaily)
  if (!row?.day) throw new BizError(NO_DATA)
  return row.day
}

const day = () => str({ check: isDay, msg: '日期格式应为YYYY-MM-DD' })

export const priceHandlers = [
  handler({
    endpoint: contract.member.collectPrice.queryLatestDate,
    access: 'public',
    input: {},
    handle: async ({ db }) => ({ date: await latestDay(db) }),
  }),
  handler({
    endpoint: contract.member.collectPrice.queryBigCate,
    access: 'public',
    input: {},
    handle: ({ db }) => db.select({ id: priceBigCates.id, name: priceBigCates.name }).from(priceBigCates).orderBy(asc(priceBigCates.sort), asc(priceBigCates.id)),
  }),
  handler({
    endpoint: contract.member.collectPrice.collectDisplayAll,
    access: 'public',
    input: { date: opt(day()), bigCateId: opt(id()), keyword: fields.keyword() },
    async handle({ db }, input): Promise<PriceBoard> {
      const date = input.date ?? (await latestDay(db))
      const percent = await warnPercent(db)
      const rows = await db
        .select({ p: priceProducts, cate: priceBigCates.name, d: priceDaily })
        .from(priceDaily)
        .innerJoin(priceProducts, eq(priceProducts.id, priceDaily.productId))
        .innerJoin(priceBigCates, eq(priceBigCates.id, priceProducts.bigCateId))
        .where(
          and(
            eq(priceDaily.day, date),
            input.bigCateId ? eq(priceProducts.bigCateId, input.bigCateId) : undefined,
            input.keyword ? ilike(priceProducts.name, containsPattern(input.keyword)) : undefined,
          ),
        )
        .orderBy(asc(priceBigCates.sort), asc(priceProducts.sort), asc(priceProducts.id))
      const ids = rows.map((r) => r.p.id)
      // Each product's latest price before the day (normally the day before).
      const prevRows = ids.length
        ? await db
            .selectDistinctOn([priceDaily.productId], { productId: priceDaily.productId, price: priceDaily.price })
            .from(priceDaily)
            .where(and(inArray(priceDaily.productId, ids), lt(priceDaily.day, date)))
            .orderBy(priceDaily.productId, desc(priceDaily.day))
        : []
      const prevOf = new Map(prevRows.map((r) => [r.productId, Number(r.price)]))
      const items: PriceRow[] = rows.map(({ p, cate, d }) => {
        const price = Number(d.price)
        const prevPrice = prevOf.get(p.id) ?? null
        const { change, changeRate } = changeOf(price, prevPrice)
        return {
          productId: p.id,
          productName: p.name,
          bigCateId: p.bigCateId,
          bigCateName: cate,
          unit: p.unit,
          price,
          minPrice: Number(d.minPrice),
          maxPrice: Number(d.maxPrice),
          prevPrice,
          change,
          changeRate,
          warning: Math.abs(changeRate) > percent,
        }
      })
      return { date, warnPercent: percent, items }
    },
  }),
  handler({
    endpoint: contract.member.collectPrice.collectAnalyseOne,
    access: 'public',
    input: { productId: id(), days: intOneOf([7, 30, 90], '统计天数需为7、30或90') },
    async handle({ db }, input): Promise<PriceAnalysis> {
      const { days } = input
      const [product] = await db
        .select({ p: priceProducts, cate: priceBigCates.name })
        .from(priceProducts)
        .innerJoin(priceBigCates, eq(priceBigCates.id, priceProducts.bigCateId))
        .where(eq(priceProducts.id, input.productId))
      if (!product) throw notFound()
      const latest = await latestDay(db)
      const rows = await db
        .select()
        .from(priceDaily)
        .where(and(eq(priceDaily.productId, product.p.id), gt(priceDaily.day, addDays(latest, -days)), lte(priceDaily.day, latest)))
        .orderBy(asc(priceDaily.day))
      const points = rows.map((r) => ({ date: r.day, price: Number(r.price), minPrice: Number(r.minPrice), maxPrice: Number(r.maxPrice) }))
      const last = points.at(-1)?.price ?? 0
      const [prevRow] = await db
        .select({ price: priceDaily.price })
        .from(priceDaily)
        .where(and(eq(priceDaily.productId, product.p.id), lt(priceDaily.day, points.at(-1)?.date ?? latest)))
        .orderBy(desc(priceDaily.day))
        .limit(1)
      const prev = prevRow ? Number(prevRow.price) : null
      return {
        productId: product.p.id,
        productName: product.p.name,
        unit: product.p.unit,
        bigCateName: product.cate,
        days,
        points,
        ...stats(points.map((p) => p.price)),
        latest: last,
        prev,
        ...changeOf(last, prev),
      }
    },
  }),
]
