/**
 * member/customer/*: the other side of a trade (docs/trade.md, "Who may call what"). A shop looks
 * up buyers (by phone, or by a scanned identity code) and registers new ones at the stall; a
 * buyer looks up shops. Mobiles of the other side are masked; a customer outside what the caller
 * may see is '记录不存在'.
 */
import { and, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm'
import { contract, type CustomerBrief, type IdCodeOwner, type Role } from '@/contract'
import type { Db } from '../../db/client'
import { customers, purchaserProfiles, users } from '../../db/schema'
import { handler, type AuthUser } from '../../http/handler'
import { BizError, MSG, notFound, WithMsg } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { verifyIdCode } from '../../lib/idCode'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../lib/paging'
import { containsPattern } from '../../lib/query'
import { id, opt, str } from '../../lib/validate'
import { createAccount, RESET_PASSWORD } from '../user/accounts'

export const MOBILE_TAKEN = '该手机号已注册，请直接查找'

/** 13812345678 -> 138****5678. */
export function maskMobile(m: string | null): string | null {
  if (!m) return m
  return m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : '****'
}

type CustomerRow = typeof customers.$inferSelect

export function brief(c: CustomerRow, viewer: Pick<AuthUser, 'customerId'> | null): CustomerBrief {
  return {
    id: c.id,
    name: c.name,
    customerType: c.customerType as Role,
    contactName: c.contactName,
    mobile: viewer?.customerId === c.id ? c.mobile : maskMobile(c.mobile),
  }
}

/** The customer type a caller looks up: a shop looks up buyers, a buyer shops. */
const otherSide = (u: AuthUser): Role => (u.userType === 'supplier' ? 'purchaser' : 'supplier')

/** Buyers by name (pageListAll). */
const BUYER_ORDER = keyset('customers', [by.asc(customers.name), by.asc(customers.id)])

const nameField = () => str({ min: 2, max: 50, msg: '名称需为2-50个字符' })

/**
 * A buyer by phone: its own mobile or the mobile of one of its accounts (the phones registration
 * counts as taken, so a buyer it refuses as '该手机号已注册，请直接查找' is found here).
 */
const byMobile = (mobile: string) =>
  or(eq(customers.mobile, mobile), sql`${customers.id} in (select ${users.customerId} from ${users} where ${users.mobile} = ${mobile} and ${users.userType} = 'purchaser')`)

export const customerHandlers = [
  handler({
    endpoint: contract.member.customer.queryById,
    access: ['supplier', 'purchaser'],
    input: { id: id() },
    async handle({ db, user }, input) {
      const [c] = await db.select().from(customers).where(eq(customers.id, input.id))
      if (!c || (c.id !== user.customerId && c.customerType !== otherSide(user))) throw notFound()
      return brief(c, user)
    },
  }),
  handler({
    endpoint: contract.member.customer.queryDetail,
    access: ['supplier', 'purchaser'],
    input: { code: str({ max: 512, msg: '身份码无效' }) },
    async handle({ db, user }, input): Promise<IdCodeOwner> {
      const claims = verifyIdCode(input.code, { expect: user.userType === 'supplier' ? 'buyer' : 'shop' })
      const [c] = await db.select().from(customers).where(eq(customers.id, claims.customerId))
      if (!c || c.customerType !== otherSide(user)) throw new BizError('身份码无效')
      return { ...brief(c, user), kind: claims.kind, expiresAt: new Date(claims.expiresAt * 1000).toISOString() }
    },
  }),
  handler({
    endpoint: contract.member.customer.update,
    access: ['supplier', 'purchaser'],
    input: { name: opt(nameField()), contactName: opt(fields.realName()), mobile: opt(fields.mobile()) },
    async handle({ db, user }, input) {
      if (!user.customerId) throw notFound()
      if (user.userType === 'supplier' && !user.isAdmin) throw new BizError(MSG.ADMIN_ONLY)
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
      const [c] = Object.keys(changes).length
        ? await db.update(customers).set(changes).where(eq(customers.id, user.customerId)).returning()
        : await db.select().from(customers).where(eq(customers.id, user.customerId))
      if (!c) throw notFound()
      return brief(c, user)
    },
  }),
  handler({
    endpoint: contract.member.customer.registered,
    access: ['supplier'],
    module: { supplier: 'createOrder' },
    input: { name: nameField(), mobile: fields.mobile(), contactName: opt(fields.realName()) },
    async handle({ db, user }, input) {
      const created = await registerBuyer(db, input)
      return new WithMsg(brief(created, user), `买家已注册，登录账号为手机号，初始密码为${RESET_PASSWORD}`)
    },
  }),
  handler({
    endpoint: contract.member.customer.pageListAll,
    access: ['supplier'],
    input: { ...pageShape, keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const args = pageArgs(input)
      const kw = input.keyword
      const mobile = kw && /^\d{11}$/.test(kw) ? kw : null
      const where = and(
        eq(customers.customerType, 'purchaser'),
        mobile ? byMobile(mobile) : kw ? or(ilike(customers.name, containsPattern(kw)), ilike(customers.contactName, containsPattern(kw))) : undefined,
      )
      const page = await fetchPage(
        args,
        BUYER_ORDER,
        (q) => db.select({ ...getTableColumns(customers), ...q.keys }).from(customers).where(and(where, q.after)).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
        async () => (await db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where))[0]?.n ?? 0,
      )
      // Found by a typed mobile: the buyer shows with that mobile (masked), its own or one of its
      // accounts', so the shop sees the match is the number it typed.
      return pageResult(page.rows.map((c) => ({ ...brief(c, user), ...(mobile ? { mobile: maskMobile(mobile) } : {}) })), page, args)
    },
  }),
]

/** A buyer registered at a stall: its customer, profile and purchaser account (user name = mobile). */
export async function registerBuyer(db: Db, input: { name: string; mobile: string; contactName?: string }): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    // One registration per mobile at a time (two stalls registering the same buyer at once).
    await tx.execute(sql`select pg_advisory_xact_lock(482301811, hashtext(${input.mobile}))`)
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, input.mobile), and(eq(users.mobile, input.mobile), eq(users.userType, 'purchaser'))))
      .limit(1)
    const [known] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.mobile, input.mobile), eq(customers.customerType, 'purchaser'))).limit(1)
    if (taken || known) throw new BizError(MOBILE_TAKEN)
    const contactName = input.contactName ?? input.name
    const [c] = await tx.insert(customers).values({ name: input.name, customerType: 'purchaser', contactName, mobile: input.mobile }).returning()
    await tx.insert(purchaserProfiles).values({ customerId: c!.id, contactName, contactPhone: input.mobile })
    await createAccount(tx, { username: input.mobile, password: RESET_PASSWORD, realName: contactName, mobile: input.mobile, userType: 'purchaser', customerId: c!.id, isAdmin: false })
    return c!
  })
}
