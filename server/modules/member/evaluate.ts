/**
 * Ratings (docs/trade.md, "Ratings"): member/memberEvaluate/bachCreate and page. One rating per
 * completed order by its buyer; the shop's star counters change in the same transaction, and
 * every rating summary (order detail, shop pages, traceability) is read from them.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { contract, EVALUATION_TAGS, lengthMessage, STARS, TEXT_LIMITS, TRADE_LIMITS, type EvaluationInput, type EvaluationItem, type EvaluationTag, type RatingSummary, type Stars } from '@/contract'
import type { Db } from '../../db/client'
import { customers, evaluations, orders, shopProfiles } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { BizError, notFound } from '../../lib/envelope'
import { pgErrorCode } from '../../data/ledger'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { id, intOneOf, opt, type Field } from '../../lib/validate'
import { imageList } from './complaint'

export const ANONYMOUS_BUYER = '匿名买家'
export const RATE_ONLY_COMPLETED = '仅已完成且未评价的订单可以评价'
export const ALREADY_RATED = '该订单已评价'

/** A summary from counts of 1..5 stars. */
export function summaryOf(counts: readonly number[]): RatingSummary {
  const c = [0, 1, 2, 3, 4].map((i) => Number(counts[i] ?? 0)) as RatingSummary['starCounts']
  const n = c.reduce((a, b) => a + b, 0)
  const total = c.reduce((a, b, i) => a + b * (i + 1), 0)
  return { avgStars: n ? Math.round((total / n) * 10) / 10 : 0, count: n, starCounts: c }
}

/** The shops' rating summaries from their counters (a shop without a profile has none). */
export async function ratingSummaries(db: Db, shopIds: string[]): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(shopIds)]
  const rows = ids.length ? await db.select().from(shopProfiles).where(inArray(shopProfiles.customerId, ids)) : []
  const byId = new Map(rows.map((r) => [r.customerId, summaryOf([r.stars1, r.stars2, r.stars3, r.stars4, r.stars5])]))
  return new Map(ids.map((id) => [id, byId.get(id) ?? summaryOf([])]))
}

/** Creates the shop's profile from its customer row when it has none yet (profiles are made lazily). */
export async function ensureShopProfile(db: Db, shopId: string): Promise<void> {
  await db.execute(sql`
    insert into ${shopProfiles} (customer_id, contact_name, contact_phone)
    select ${customers.id}, coalesce(${customers.contactName}, ${customers.name}), coalesce(${customers.mobile}, '')
    from ${customers} where ${customers.id} = ${shopId}
    on conflict do nothing`)
}

const STAR_COLUMNS = { 1: shopProfiles.stars1, 2: shopProfiles.stars2, 3: shopProfiles.stars3, 4: shopProfiles.stars4, 5: shopProfiles.stars5 } as const
const STAR_KEYS = { 1: 'stars1', 2: 'stars2', 3: 'stars3', 4: 'stars4', 5: 'stars5' } as const

/** memberEvaluate/bachCreate: 1-20 ratings of the buyer's completed, unrated orders, all or none. */
export async function rateOrders(db: Db, buyer: { customerId: string; userId: string | null }, items: EvaluationInput[], opts: { now?: Date } = {}): Promise<{ ids: string[] }> {
  const now = opts.now ?? new Date()
  if (new Set(items.map((i) => i.orderId)).size !== items.length) throw new BizError('订单不能重复评价')
  try {
    return await db.transaction(async (tx) => {
      const ids: string[] = []
      for (const it of items) {
        const [mine] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, it.orderId), eq(orders.purchaserId, buyer.customerId)))
        if (!mine) throw notFound()
        const [o] = await tx
          .update(orders)
          .set({ evaluatedAt: now })
          .where(and(eq(orders.id, it.orderId), eq(orders.purchaserId, buyer.customerId), eq(orders.status, 'completed'), sql`${orders.evaluatedAt} is null`))
          .returning({ supplierId: orders.supplierId })
        if (!o) throw new BizError(RATE_ONLY_COMPLETED)
        const [e] = await tx
          .insert(evaluations)
          .values({ orderId: it.orderId, supplierId: o.supplierId, purchaserId: buyer.customerId, userId: buyer.userId, stars: it.stars, tags: it.tags ?? [], content: it.content ?? null, images: it.images ?? [], anonymous: it.anonymous ?? false, createdAt: now })
          .returning({ id: evaluations.id })
        await ensureShopProfile(tx, o.supplierId)
        await tx
          .update(shopProfiles)
          .set({ [STAR_KEYS[it.stars]]: sql`${STAR_COLUMNS[it.stars]} + 1`, updatedAt: now })
          .where(eq(shopProfiles.customerId, o.supplierId))
        ids.push(e!.id)
      }
      return { ids }
    })
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new BizError(ALREADY_RATED)
    throw err
  }
}

/** `items`: 1-20 ratings {orderId, stars 1-5, tags (of EVALUATION_TAGS), content <= 500, images <= 6, anonymous}. */
function ratingItems(): Field<EvaluationInput[]> {
  const starField = intOneOf(STARS, '请选择1-5星评分')
  const images = imageList()
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少评价一个订单')
      if (value.length > TRADE_LIMITS.evaluations) throw new BizError(`一次最多评价${TRADE_LIMITS.evaluations}个订单`)
      return value.map((raw): EvaluationInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const orderId = id().parse(o.orderId, 'orderId')
        const stars = starField.parse(o.stars, 'stars') as Stars
        const tags = o.tags === undefined || o.tags === null ? [] : o.tags
        if (!Array.isArray(tags) || tags.some((t) => !(EVALUATION_TAGS as readonly unknown[]).includes(t)) || new Set(tags).size !== tags.length) throw new BizError('评价标签不正确')
        const content = o.content === undefined || o.content === null ? undefined : String(o.content).trim()
        if (content !== undefined && [...content].length > TEXT_LIMITS.evaluationContent.max) throw new BizError(lengthMessage(TEXT_LIMITS.evaluationContent))
        const anonymous = o.anonymous === true || o.anonymous === 'true'
        return { orderId, stars, tags: tags as EvaluationTag[], content: content || undefined, images: images.parse(o.images, 'images'), anonymous }
      })
    },
  }
}

/** Ratings the caller may list: received (a shop), given (a buyer), or a shop's (`supplierId`, anyone logged in of the two). */
const evaluationResource = resource({
  table: evaluations,
  id: evaluations.id,
  order: [by.desc(evaluations.createdAt), by.desc(evaluations.id)],
  async present(db, rows, viewer): Promise<EvaluationItem[]> {
    if (!rows.length) return []
    const os = await db.select({ id: orders.id, orderNo: orders.orderNo, supplierName: orders.supplierName, purchaserName: orders.purchaserName }).from(orders).where(inArray(orders.id, rows.map((r) => r.orderId)))
    const byId = new Map(os.map((o) => [o.id, o]))
    return rows.map((e) => {
      const o = byId.get(e.orderId)!
      const author = viewer?.userType === 'purchaser' && viewer.customerId === e.purchaserId
      // Anonymous to everyone but its author: neither the name nor the order (which names the buyer).
      const hidden = e.anonymous && !author
      return {
        id: e.id,
        orderId: hidden ? null : e.orderId,
        orderNo: hidden ? null : o.orderNo,
        supplierId: e.supplierId,
        supplierName: o.supplierName,
        purchaserName: hidden ? ANONYMOUS_BUYER : o.purchaserName,
        stars: e.stars as Stars,
        tags: e.tags as EvaluationTag[],
        content: e.content,
        images: e.images,
        createTime: e.createdAt.toISOString(),
      }
    })
  },
})

/** The filter and the summary's source for a page request. */
function listScope(user: AuthUser, supplierId: string | undefined): { where: ReturnType<typeof eq>; shop: string | null } {
  if (!user.customerId) throw new BizError('当前账号未关联商户')
  if (user.userType === 'supplier') return { where: eq(evaluations.supplierId, user.customerId), shop: user.customerId }
  if (supplierId) return { where: eq(evaluations.supplierId, supplierId), shop: supplierId }
  return { where: eq(evaluations.purchaserId, user.customerId), shop: null }
}

export const evaluateHandlers = [
  handler({
    endpoint: contract.member.memberEvaluate.bachCreate,
    access: ['purchaser'],
    module: { purchaser: 'appraise' },
    input: { items: ratingItems() },
    async handle({ db, user }, input) {
      if (!user.customerId) throw new BizError('当前账号未关联采购商')
      return rateOrders(db, { customerId: user.customerId, userId: user.id }, input.items)
    },
  }),
  handler({
    endpoint: contract.member.memberEvaluate.page,
    access: ['supplier', 'purchaser'],
    module: { supplier: 'evaluation', purchaser: 'appraise' },
    input: { ...pageShape, supplierId: opt(id()), stars: opt(intOneOf(STARS, '评分需为1-5星')) },
    async handle({ db, user }, input) {
      const { where, shop } = listScope(user, input.supplierId)
      if (input.supplierId && user.userType === 'purchaser') {
        const [c] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, input.supplierId), eq(customers.customerType, 'supplier')))
        if (!c) throw notFound()
      }
      const page = await evaluationResource.page(db, user, pageArgs(input), [where, input.stars ? eq(evaluations.stars, input.stars) : undefined])
      let summary: RatingSummary
      if (shop) summary = (await ratingSummaries(db, [shop])).get(shop)!
      else {
        const rows = await db.select({ stars: evaluations.stars, n: count() }).from(evaluations).where(where).groupBy(evaluations.stars)
        summary = summaryOf([1, 2, 3, 4, 5].map((s) => rows.find((r) => r.stars === s)?.n ?? 0))
      }
      return { ...page, summary }
    },
  }),
]
