/**
 * /api/member/couponBatch/page, couponUseRecord/page, couponInfo/* (docs/trade.md, "Coupons"): the
 * caller's customer's coupons (a shop's or a buyer's), their batches and records, what they take
 * off an amount, and a shop's one-time gift of a coupon to a buyer. Another customer's coupon is
 * '记录不存在'. State changes are the guarded helpers of server/data/coupons.ts.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { COUPON_RECORD_KINDS, COUPON_STATES, contract, type CouponAmount, type CouponItem, type CouponRecordItem, type CouponRecordKind } from '@/contract'
import type { Db } from '../../db/client'
import { couponBatches, couponRecords, coupons, customers, messages, users } from '../../db/schema'
import { COUPON_NOT_GIFTABLE, couponState, couponStateFilter, giftCoupon } from '../../data/coupons'
import { chinaDay } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { verifyIdCode } from '../../auth/idCode'
import { bindIdCode } from '../../auth/idCodeUse'
import { fenField } from '../../lib/money'
import { by, fetchPage, fetchTablePage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { containsPattern, rowsOf } from '../../data/query'
import { iso } from '../../data/resource'
import { id, idList, oneOf, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'

type CouponRow = typeof coupons.$inferSelect

const BATCH_ORDER = keyset('couponBatches', [by.desc(couponBatches.createdAt), by.desc(couponBatches.id)])
const COUPON_ORDER = keyset('coupons', [by.asc(coupons.validTo), by.asc(coupons.id)])
const RECORD_ORDER = keyset('couponRecords', [by.desc(couponRecords.createdAt), by.desc(couponRecords.id)])

const COUPON_USERS = ['supplier', 'purchaser'] as const
const COUPON_MODULE = { supplier: 'coupon' } as const

/** The caller's customer (a shop or a buyer). */
function memberOf(user: AuthUser): string {
  if (!user.customerId) throw notFound()
  return user.customerId
}

async function namesOf(db: Db, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))]
  if (!wanted.length) return new Map()
  const rows = await db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}

async function presentCoupons(db: Db, rows: CouponRow[], today: string): Promise<CouponItem[]> {
  if (!rows.length) return []
  const [batches, names] = await Promise.all([
    db.select({ id: couponBatches.id, name: couponBatches.name }).from(couponBatches).where(inArray(couponBatches.id, [...new Set(rows.map((r) => r.batchId))])),
    namesOf(db, rows.map((r) => r.giftedFrom)),
  ])
  const batchName = new Map(batches.map((b) => [b.id, b.name]))
  return rows.map((c) => {
    const state = couponState(c, today)
    return {
      id: c.id,
      couponNo: c.couponNo,
      batchId: c.batchId,
      name: batchName.get(c.batchId) ?? '',
      amountFen: c.amountFen,
      thresholdFen: c.thresholdFen,
      validFrom: c.validFrom,
      validTo: c.validTo,
      state,
      giftable: state === 'unused' && c.giftedFrom === null,
      giftedFromName: c.giftedFrom ? (names.get(c.giftedFrom) ?? null) : null,
      usedTime: iso(c.usedAt),
    }
  })
}

/** What a coupon held by the caller takes off `payableFen` today (nothing changes). */
function evaluate(c: CouponRow | undefined, holderId: string, payableFen: number, today: string): Omit<CouponAmount, 'couponId'> {
  const no = (reason: string) => ({ usable: false, discountFen: 0, reason })
  if (!c || c.holderId !== holderId) return no('优惠券不存在')
  if (c.state === 'used') return no('优惠券已使用')
  if (c.validTo < today) return no('优惠券已过期')
  if (c.validFrom > today) return no('优惠券尚未生效')
  if (c.thresholdFen > payableFen) return no('未达到使用门槛')
  return { usable: true, discountFen: Math.min(c.amountFen, payableFen), reason: null }
}

/**
 * The recipient of a gift: a buyer, by id or by a scanned identity code (exactly one of them; a
 * code is bound to the giving shop on its first use, auth/idCodeUse.ts).
 */
async function recipientOf(db: Db, input: { toCustomerId?: string; idCode?: string }, giverId: string): Promise<{ id: string; name: string }> {
  if (!input.toCustomerId === !input.idCode) throw new BizError(input.idCode ? '请只选择一种赠送对象' : '请选择赠送对象')
  let targetId = input.toCustomerId!
  if (input.idCode) {
    const code = verifyIdCode(input.idCode, { expect: 'buyer' })
    await bindIdCode(db, code, giverId)
    targetId = code.customerId
  }
  const [c] = await db.select({ id: customers.id, name: customers.name, type: customers.customerType }).from(customers).where(eq(customers.id, targetId))
  if (!c) throw new BizError('采购商不存在')
  if (c.type !== 'purchaser') throw new BizError('只能赠送给采购商')
  return { id: c.id, name: c.name }
}

export const couponHandlers = [
  handler({
    endpoint: contract.member.couponBatch.page,
    access: COUPON_USERS,
    module: COUPON_MODULE,
    input: { ...pageShape, keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const me = memberOf(user)
      const args = pageArgs(input)
      const today = chinaDay()
      const touched = sql`exists (select 1 from ${coupons} c where c.batch_id = ${couponBatches.id} and (c.issued_to = ${me} or c.holder_id = ${me} or c.gifted_from = ${me}))`
      const where = and(touched, input.keyword ? ilike(couponBatches.name, containsPattern(input.keyword)) : undefined)
      const page = await fetchTablePage(db, couponBatches, BATCH_ORDER, where, args)
      const batches = page.rows
      const counts = batches.length
        ? await rowsOf<{ batch_id: string; received: number; unused: number; used: number; expired: number; gifted: number }>(
            db,
            sql`
              select batch_id,
                (count(*) filter (where issued_to = ${me} or holder_id = ${me}))::int as received,
                (count(*) filter (where holder_id = ${me} and state = 'unused' and valid_to >= ${today}))::int as unused,
                (count(*) filter (where holder_id = ${me} and state = 'used'))::int as used,
                (count(*) filter (where holder_id = ${me} and state = 'unused' and valid_to < ${today}))::int as expired,
                (count(*) filter (where gifted_from = ${me}))::int as gifted
              from ${coupons}
              where batch_id in (${sql.join(batches.map((b) => sql`${b.id}`), sql`, `)})
                and (issued_to = ${me} or holder_id = ${me} or gifted_from = ${me})
              group by batch_id`,
          )
        : []
      const byBatch = new Map(counts.map((c) => [c.batch_id, c]))
      return pageResult(
        batches.map((b) => {
          const c = byBatch.get(b.id)
          return {
            id: b.id,
            name: b.name,
            amountFen: b.amountFen,
            thresholdFen: b.thresholdFen,
            validFrom: b.validFrom,
            validTo: b.validTo,
            received: c?.received ?? 0,
            unused: c?.unused ?? 0,
            used: c?.used ?? 0,
            expired: c?.expired ?? 0,
            gifted: c?.gifted ?? 0,
          }
        }),
        page,
        args,
      )
    },
  }),
  handler({
    endpoint: contract.member.couponInfo.queryByMemberId,
    access: COUPON_USERS,
    module: COUPON_MODULE,
    input: { ...pageShape, memberId: opt(id()), state: opt(oneOf(COUPON_STATES, '优惠券状态不正确')) },
    async handle({ db, user }, input) {
      const me = memberOf(user)
      if (input.memberId && input.memberId !== me) throw notFound()
      const args = pageArgs(input)
      const today = chinaDay()
      const where = and(eq(coupons.holderId, me), input.state ? couponStateFilter(input.state, today) : undefined)
      // Soonest to expire first (the holder + state + valid_to index).
      const page = await fetchTablePage(db, coupons, COUPON_ORDER, where, args)
      return pageResult(await presentCoupons(db, page.rows, today), page, args)
    },
  }),
  handler({
    endpoint: contract.member.couponInfo.donateCoupon,
    access: ['supplier'],
    module: COUPON_MODULE,
    input: { couponId: id(), toCustomerId: opt(id()), idCode: opt(str({ max: 512, msg: '身份码无效' })) },
    async handle({ db, user }, input) {
      const me = memberOf(user)
      const to = await recipientOf(db, input, me)
      try {
        await db.transaction(async (tx) => {
          await giftCoupon(tx, { couponId: input.couponId, fromId: me, toId: to.id })
          // The recipient's users find it in their message centre as well as in their coupon list.
          const recipients = await tx.select({ id: users.id }).from(users).where(and(eq(users.customerId, to.id), eq(users.enabled, true)))
          const [shop] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, me))
          if (recipients.length) {
            await tx.insert(messages).values(recipients.map((r) => ({ userId: r.id, msgType: 'coupon', title: '收到优惠券', content: `${shop?.name ?? '商户'}赠送了一张优惠券给您，请在优惠券中查看。` })))
          }
        })
      } catch (err) {
        // A coupon the caller never held is someone else's: not found, not "already gifted".
        if (err instanceof BizError && err.message === COUPON_NOT_GIFTABLE) {
          const [c] = await db.select({ holderId: coupons.holderId, giftedFrom: coupons.giftedFrom }).from(coupons).where(eq(coupons.id, input.couponId))
          if (!c || (c.holderId !== me && c.giftedFrom !== me)) throw notFound()
        }
        throw err
      }
      return { couponId: input.couponId, toCustomerId: to.id, toName: to.name }
    },
  }),
  handler({
    endpoint: contract.member.couponInfo.queryCouponAmountByList,
    access: COUPON_USERS,
    module: COUPON_MODULE,
    input: { couponIds: idList({ allowEmpty: true, max: 100 }), payableFen: fenField({ msg: '应付金额格式不正确' }) },
    async handle({ db, user }, input) {
      const me = memberOf(user)
      const today = chinaDay()
      const rows = input.couponIds.length
        ? await db.select().from(coupons).where(inArray(coupons.id, input.couponIds))
        : await db.select().from(coupons).where(and(eq(coupons.holderId, me), couponStateFilter('unused', today))).orderBy(asc(coupons.validTo), asc(coupons.id))
      const byId = new Map(rows.map((c) => [c.id, c]))
      const ids = input.couponIds.length ? input.couponIds : rows.map((c) => c.id)
      const items: CouponAmount[] = ids.map((couponId) => ({ couponId, ...evaluate(byId.get(couponId), me, input.payableFen, today) }))
      // The best: the largest discount, then the earliest expiry.
      const best = items
        .filter((i) => i.usable)
        .sort((a, b) => b.discountFen - a.discountFen || byId.get(a.couponId)!.validTo.localeCompare(byId.get(b.couponId)!.validTo))[0]
      return { items, bestCouponId: best?.couponId ?? null }
    },
  }),
  handler({
    endpoint: contract.member.couponUseRecord.page,
    access: COUPON_USERS,
    module: COUPON_MODULE,
    input: { ...pageShape, kind: opt(oneOf(COUPON_RECORD_KINDS, '记录类型不正确')), couponId: opt(id()) },
    async handle({ db, user }, input) {
      const me = memberOf(user)
      const args = pageArgs(input)
      const where: SQL | undefined = and(
        or(eq(couponRecords.fromCustomerId, me), eq(couponRecords.toCustomerId, me)),
        input.kind ? eq(couponRecords.kind, input.kind) : undefined,
        input.couponId ? eq(couponRecords.couponId, input.couponId) : undefined,
      )
      const page = await fetchPage(
        args,
        RECORD_ORDER,
        (q) =>
          db
            .select({ r: couponRecords, couponNo: coupons.couponNo, couponName: couponBatches.name, ...q.keys })
            .from(couponRecords)
            .innerJoin(coupons, eq(coupons.id, couponRecords.couponId))
            .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
            .where(and(where, q.after))
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        async () => (await db.select({ n: count() }).from(couponRecords).where(where))[0]?.n ?? 0,
      )
      const rows = page.rows
      const names = await namesOf(db, rows.flatMap(({ r }) => [r.fromCustomerId, r.toCustomerId]))
      const records: CouponRecordItem[] = rows.map(({ r, couponNo, couponName }) => ({
        id: r.id,
        couponId: r.couponId,
        couponNo,
        couponName,
        kind: r.kind as CouponRecordKind,
        amountFen: r.amountFen,
        fromName: names.get(r.fromCustomerId) ?? '',
        toName: r.toCustomerId ? (names.get(r.toCustomerId) ?? null) : null,
        bizNo: r.bizNo,
        createTime: iso(r.createdAt)!,
      }))
      return pageResult(records, page, args)
    },
  }),
]
