/**
 * /api/member/supplier/{queryDetail, update, page, updateOwePassword}: a shop's profile (docs/trade.md,
 * "Parties"). The shop is a `customers` row (customer_type 'supplier'); `shop_profiles` holds what
 * trade adds to it and is created on first use. Another shop answers its public view only.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { contract, OWE_PASSWORD_MESSAGE, OWE_PASSWORD_PATTERN, TEXT_LIMITS, type BoothRef, type RatingSummary, type SupplierCard, type SupplierDetail } from '@/contract'
import { beginAttempt } from '../../auth/loginLimit'
import { hashPassword, verifyPassword } from '../../auth/password'
import type { Db } from '../../db/client'
import { assets, customers, shopProfiles, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { signIdCode } from '../../auth/idCode'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { bool, id, opt, str } from '../../lib/validate'
import { checkModule } from '../../http/grants'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { UPLOAD_PATH } from './complaint'

type ProfileRow = typeof shopProfiles.$inferSelect

/** Shops by name (supplier/page). */
const SHOP_ORDER = keyset('shops', [by.asc(customers.name), by.asc(customers.id)])

/** The caller's shop (a supplier user's customer), or '记录不存在'. */
export function ownShopId(user: AuthUser): string {
  if (user.userType !== 'supplier' || !user.customerId) throw notFound()
  return user.customerId
}

/** Creates the shop's profile row from its customer row when it has none yet (no-op otherwise). */
export async function ensureShopProfile(db: Db, shopId: string): Promise<void> {
  await db.execute(sql`
    insert into ${shopProfiles} (customer_id, contact_name, contact_phone)
    select c.id, coalesce(c.contact_name, c.name), coalesce(c.mobile, '')
    from ${customers} c where c.id = ${shopId} and c.customer_type = 'supplier'
    on conflict (customer_id) do nothing`)
}

/** The rating summary kept on the profile's star counters (docs/trade.md, "Ratings"). */
export function ratingSummary(p: Pick<ProfileRow, 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5'> | null | undefined): RatingSummary {
  const starCounts: RatingSummary['starCounts'] = p ? [p.stars1, p.stars2, p.stars3, p.stars4, p.stars5] : [0, 0, 0, 0, 0]
  const count = starCounts.reduce((a, b) => a + b, 0)
  const weighted = starCounts.reduce((a, n, i) => a + n * (i + 1), 0)
  return { avgStars: count ? Math.round((weighted / count) * 10) / 10 : 0, count, starCounts }
}

/** Every booth (asset) each shop holds, by code. */
async function boothsOf(db: Db, shopIds: string[]): Promise<Map<string, BoothRef[]>> {
  const out = new Map<string, BoothRef[]>(shopIds.map((s) => [s, []]))
  if (!shopIds.length) return out
  const rows = await db
    .select({ customerId: assets.customerId, assetId: assets.id, code: assets.code, name: assets.name })
    .from(assets)
    .where(inArray(assets.customerId, shopIds))
    .orderBy(asc(assets.code))
  for (const r of rows) out.get(r.customerId!)?.push({ assetId: r.assetId, code: r.code, name: r.name })
  return out
}

/** A shop's detail; `own` adds the owe-password flag and, asked for, a fresh identity code. */
async function shopDetail(db: Db, shopId: string, viewer: { own: false } | { own: true; user: AuthUser; withIdCode: boolean }): Promise<SupplierDetail> {
  const read = () =>
    db
      .select({ c: customers, p: shopProfiles })
      .from(customers)
      .leftJoin(shopProfiles, eq(shopProfiles.customerId, customers.id))
      .where(and(eq(customers.id, shopId), eq(customers.customerType, 'supplier')))
  let [row] = await read()
  if (!row) throw notFound()
  if (!row.p) {
    await ensureShopProfile(db, shopId)
    ;[row] = await read()
  }
  const p = row!.p!
  const booths = (await boothsOf(db, [shopId])).get(shopId) ?? []
  const detail: SupplierDetail = {
    id: shopId,
    shopName: row!.c.name,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    // The chosen main booth while the shop still holds it, else its first booth.
    booth: booths.find((b) => b.assetId === p.boothAssetId) ?? booths[0] ?? null,
    booths,
    licenseImage: p.licenseImage,
    intro: p.intro,
    address: p.address,
    rating: ratingSummary(p),
    own: viewer.own,
  }
  if (!viewer.own) return detail
  detail.hasOwePassword = p.owePasswordHash !== null
  if (viewer.withIdCode) detail.idCode = signIdCode({ kind: 'shop', customerId: shopId, userId: viewer.user.id })
  return detail
}

/** One of our own upload paths (a photo). */
export const uploadPath = () => str({ pattern: UPLOAD_PATH, msg: '图片地址不正确' })

export const shopHandlers = [
  handler({
    endpoint: contract.member.supplier.queryDetail,
    access: 'user',
    input: { id: opt(id()), withIdCode: opt(bool()) },
    async handle({ db, user }, input) {
      const own = user.userType === 'supplier' && !!user.customerId && (!input.id || input.id === user.customerId)
      if (!own) {
        if (!input.id) throw notFound()
        return shopDetail(db, input.id, { own: false })
      }
      // The identity code is the 店铺身份码 module's; the profile itself is every shop user's.
      if (input.withIdCode) await checkModule(db, { supplier: 'shopIdCode' }, user)
      return shopDetail(db, ownShopId(user), { own: true, user, withIdCode: input.withIdCode === true })
    },
  }),
  handler({
    endpoint: contract.member.supplier.update,
    access: ['supplier'],
    module: { supplier: 'shopInfo' },
    input: {
      shopName: opt(textField(TEXT_LIMITS.shopName)),
      contactName: opt(textField(TEXT_LIMITS.contactName)),
      contactPhone: opt(fields.contactPhone()),
      boothAssetId: opt(str({ pattern: /^[0-9A-Za-z_-]{1,64}$/, msg: '摊位不存在' })),
      licenseImage: opt(uploadPath()),
      intro: opt(textField(TEXT_LIMITS.shopIntro)),
      address: opt(textField(TEXT_LIMITS.shopAddress)),
    },
    async handle({ db, user }, { shopName, ...profile }) {
      const shopId = ownShopId(user)
      if (profile.boothAssetId) {
        const [booth] = await db.select({ id: assets.id }).from(assets).where(and(eq(assets.id, profile.boothAssetId), eq(assets.customerId, shopId)))
        if (!booth) throw new BizError('摊位不存在')
      }
      await ensureShopProfile(db, shopId)
      const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined))
      await db.transaction(async (tx) => {
        if (shopName) await tx.update(customers).set({ name: shopName }).where(eq(customers.id, shopId))
        if (Object.keys(changes).length) await tx.update(shopProfiles).set({ ...changes, updatedAt: new Date() }).where(eq(shopProfiles.customerId, shopId))
      })
      return shopDetail(db, shopId, { own: true, user, withIdCode: false })
    },
  }),
  handler({
    endpoint: contract.member.supplier.page,
    access: 'user',
    input: { ...pageShape, keyword: fields.keyword() },
    async handle({ db }, input) {
      const args = pageArgs(input)
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      const where: SQL | undefined = and(
        eq(customers.customerType, 'supplier'),
        like ? or(ilike(customers.name, like), sql`exists (select 1 from ${assets} where ${assets.customerId} = ${customers.id} and ${assets.code} ilike ${like})`) : undefined,
      )
      const page = await fetchPage(
        args,
        SHOP_ORDER,
        (q) =>
          db
            .select({ c: customers, p: shopProfiles, ...q.keys })
            .from(customers)
            .leftJoin(shopProfiles, eq(shopProfiles.customerId, customers.id))
            .where(and(where, q.after))
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        async () => (await db.select({ n: count() }).from(customers).where(where))[0]?.n ?? 0,
      )
      const booths = await boothsOf(db, page.rows.map((r) => r.c.id))
      const records: SupplierCard[] = page.rows.map(({ c, p }) => ({
        id: c.id,
        shopName: c.name,
        boothCodes: (booths.get(c.id) ?? []).map((b) => b.code),
        contactPhone: p?.contactPhone || c.mobile || '',
        rating: ratingSummary(p),
      }))
      return pageResult(records, page, args)
    },
  }),
  handler({
    endpoint: contract.member.supplier.updateOwePassword,
    access: 'supplierAdmin',
    input: {
      loginPassword: str({ trim: false, max: 64, msg: '登录密码错误' }),
      owePassword: str({ pattern: OWE_PASSWORD_PATTERN, msg: OWE_PASSWORD_MESSAGE }),
    },
    async handle({ db, user, ip }, input) {
      const shopId = ownShopId(user)
      // The login password confirms the change: each check takes a place in the login limits, so a
      // token alone cannot be used to guess the password.
      const attempt = await beginAttempt(db, user.username, ip)
      const [me] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id))
      if (!me || !(await verifyPassword(input.loginPassword, me.hash))) throw new BizError('登录密码错误')
      await attempt.succeeded()
      await ensureShopProfile(db, shopId)
      await db.update(shopProfiles).set({ owePasswordHash: await hashPassword(input.owePassword), updatedAt: new Date() }).where(eq(shopProfiles.customerId, shopId))
      return null
    },
  }),
]
