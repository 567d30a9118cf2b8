/**
 * member/customer/*: the other side of a trade (docs/trade.md, "Who may call what"). A shop finds
 * any buyer only by the exact mobile (rate-limited) or a scanned identity code, and lists and
 * reads only the buyers it has traded with; it registers new buyers at the stall. A buyer looks up
 * shops. Mobiles of the other side are masked; a customer outside what the caller may see is
 * '记录不存在'.
 */
import { and, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm'
import { contract, TEXT_LIMITS, type CustomerBrief, type IdCodeOwner, type Role } from '@/contract'
import type { Db } from '../../db/client'
import { take } from '../../auth/rateLimit'
import { newTempPassword, TEMP_PASSWORD_TTL_MS } from '../../auth/tempPassword'
import { customers, orders, purchaserProfiles, users } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { chinaDay } from '../../lib/dates'
import { BizError, MSG, notFound, WithMsg } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { verifyIdCode } from '../../auth/idCode'
import { bindIdCode } from '../../auth/idCodeUse'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { id, opt, str } from '../../lib/validate'
import { createAccount } from '../user/accounts'
import { messageSender } from '../message/sender'

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

const nameField = () => textField(TEXT_LIMITS.customerName)

/**
 * The buyers a shop sees in lists and by id: those it has an order with (docs/trade.md, "Who may
 * call what"). Any other buyer it finds only by the exact mobile or a scanned identity code.
 */
const tradedWith = (shopId: string) => sql`exists (select 1 from ${orders} where ${orders.supplierId} = ${shopId} and ${orders.purchaserId} = ${customers.id})`

/** Exact-mobile lookups a shop may make in an hour (each says whether a number is a buyer's). */
export const BUYER_LOOKUP_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 }
export const BUYER_LOOKUP_LOCKED = '按手机号查找过于频繁，请1小时后再试'

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
      // A shop reads only buyers it has traded with (shops are public to buyers).
      if (c.id !== user.customerId && user.userType === 'supplier') {
        const [known] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, c.id), tradedWith(user.customerId!)))
        if (!known) throw notFound()
      }
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
      // A buyer's code belongs to the first shop that scans it.
      if (claims.kind === 'buyer') await bindIdCode(db, claims, user.customerId!)
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
      const shopId = user.customerId
      if (!shopId) throw notFound()
      // Each shop registers a bounded number of buyers a day, whichever of its accounts does it.
      if (!(await take(db, `buyerRegister:shop:${shopId}:${chinaDay()}`, BUYER_REGISTER_LIMIT))) throw new BizError(BUYER_REGISTER_LOCKED)
      const { customer, password } = await registerBuyer(db, input)
      const [shop] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, shopId))
      const text = `【农产品交易中心】${shop?.name ?? '商户'}为您登记了采购商账号：登录账号为本手机号，临时密码${password}，7天内有效，仅可登录一次，登录后请立即修改密码。如非本人所需，可在登录页「认领手机号」重设密码。`
      try {
        await messageSender(db).sendText({ mobile: input.mobile, purpose: 'credential', text })
      } catch (err) {
        console.error('credential text not sent', input.mobile.slice(0, 3), err)
        return new WithMsg(brief(customer, user), '买家已注册，但短信发送失败：请买家在登录页通过「认领手机号」设置密码')
      }
      return new WithMsg(brief(customer, user), '买家已注册，登录账号为手机号，临时密码已通过短信发送给买家')
    },
  }),
  handler({
    endpoint: contract.member.customer.pageListAll,
    access: ['supplier'],
    input: { ...pageShape, keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const args = pageArgs(input)
      const kw = input.keyword
      const shopId = user.customerId
      if (!shopId) throw notFound()
      const exactMobile = kw !== undefined && /^\d{11}$/.test(kw)
      // Any buyer by the exact mobile (a bounded number of times); otherwise only buyers it traded with.
      if (exactMobile && !(await take(db, `buyerLookup:shop:${shopId}`, BUYER_LOOKUP_LIMIT))) throw new BizError(BUYER_LOOKUP_LOCKED)
      const where = and(
        eq(customers.customerType, 'purchaser'),
        exactMobile ? byMobile(kw) : tradedWith(shopId),
        kw && !exactMobile ? or(ilike(customers.name, containsPattern(kw)), ilike(customers.contactName, containsPattern(kw))) : undefined,
      )
      const page = await fetchPage(
        args,
        BUYER_ORDER,
        (q) => db.select({ ...getTableColumns(customers), ...q.keys }).from(customers).where(and(where, q.after)).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
        async () => (await db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where))[0]?.n ?? 0,
      )
      // Found by a typed mobile: the buyer shows with that mobile (masked), its own or one of its
      // accounts', so the shop sees the match is the number it typed.
      return pageResult(page.rows.map((c) => ({ ...brief(c, user), ...(exactMobile ? { mobile: maskMobile(kw) } : {}) })), page, args)
    },
  }),
]

/** Buyers one shop may register in a China-time day (each account a text to a mobile). */
export const BUYER_REGISTER_LIMIT = { max: 10, windowMs: 24 * 3600 * 1000 }
export const BUYER_REGISTER_LOCKED = `今日登记买家已达${BUYER_REGISTER_LIMIT.max}个，请明天再试`

/**
 * A buyer registered at a stall: its customer, profile and purchaser account (user name = mobile)
 * with a one-time credential (auth/tempPassword.ts), answered for the caller to text to the buyer.
 */
export async function registerBuyer(db: Db, input: { name: string; mobile: string; contactName?: string }): Promise<{ customer: CustomerRow; password: string }> {
  const password = newTempPassword()
  const customer = await db.transaction(async (tx) => {
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
    await createAccount(tx, { username: input.mobile, password, temporaryUntil: new Date(Date.now() + TEMP_PASSWORD_TTL_MS), realName: contactName, mobile: input.mobile, userType: 'purchaser', customerId: c!.id, isAdmin: false })
    return c!
  })
  return { customer, password }
}
