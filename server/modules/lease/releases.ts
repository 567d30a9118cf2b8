/**
 * Releases of booths and sign-ups (docs/lease.md, "Releases"): the office opens a release of booths
 * for a term with a sign-up window, and closes it; merchants sign up naming the booths they want
 * (editable while the window is open), then apply for one (review) or grab one (grab).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  LEASE_LIMITS,
  LEASE_MESSAGES,
  type ReleaseBooth,
  type ReleaseCreatePayload,
  type ReleaseMode,
  type ReleaseNoticeDetail,
  type ReleaseNoticeItem,
  type ReleaseRegistration,
  type ReleaseState,
} from '@/contract'
import type { Db } from '../../db/client'
import { customers, leaseRegistrations, leaseReleaseBooths, leaseReleases, leases } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { rowsOf } from '../../data/query'
import { iso } from '../../data/resource'
import type { AuthUser } from '../../auth/user'
import { leaseBooths } from './booths'
import type { ReleaseRow } from './common'
import { freeForTerm } from './holds'
import { termEnd } from './terms'
import { assertReleaseOpen, leasableBooth } from './workflow'

type RegistrationRow = typeof leaseRegistrations.$inferSelect

export async function findRelease(db: Db, id: string): Promise<ReleaseRow> {
  const [r] = await db.select().from(leaseReleases).where(eq(leaseReleases.id, id))
  if (!r) throw notFound()
  return r
}

/** Open and inside its window today (the SQL of getCanSignUpNotice and the counts). */
export const signUpOpenSql = (today: string) => sql`${leaseReleases.state} = 'open' and ${leaseReleases.signUpStart} <= ${today} and ${leaseReleases.signUpEnd} >= ${today}`

export async function presentReleases(db: Db, rows: ReleaseRow[], viewerCustomerId: string | null): Promise<ReleaseNoticeItem[]> {
  if (!rows.length) return []
  const counts = await rowsOf<{ id: string; booths: number; available: number; registrations: number; registered: boolean }>(
    db,
    sql`select r.id,
          (select count(*) from lease_release_booths b where b.release_id = r.id)::int as booths,
          (select count(*) from lease_release_booths b where b.release_id = r.id and ${freeForTerm(sql`b.asset_id`, sql`r.lease_start`, sql`r.lease_end`)})::int as available,
          (select count(*) from lease_registrations g where g.release_id = r.id)::int as registrations,
          exists (select 1 from lease_registrations g where g.release_id = r.id and g.customer_id = ${viewerCustomerId ?? ''}) as registered
        from lease_releases r where r.id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`,
  )
  const byId = new Map(counts.map((c) => [c.id, c]))
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    mode: r.mode as ReleaseMode,
    state: r.state as ReleaseState,
    signUpStart: r.signUpStart,
    signUpEnd: r.signUpEnd,
    leaseStart: r.leaseStart,
    leaseEnd: r.leaseEnd,
    months: r.months,
    boothCount: byId.get(r.id)?.booths ?? 0,
    availableCount: byId.get(r.id)?.available ?? 0,
    registrationCount: byId.get(r.id)?.registrations ?? 0,
    registered: byId.get(r.id)?.registered ?? false,
    createTime: iso(r.createdAt)!,
  }))
}

export async function presentRegistrations(db: Db, rows: RegistrationRow[], today: string = chinaDay()): Promise<ReleaseRegistration[]> {
  if (!rows.length) return []
  const [releases, names, booths, applied] = await Promise.all([
    db.select().from(leaseReleases).where(inArray(leaseReleases.id, [...new Set(rows.map((r) => r.releaseId))])),
    db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))])),
    leaseBooths(db, rows.flatMap((r) => r.assetIds)),
    db
      .select({ registrationId: leases.registrationId, releaseId: leases.releaseId, customerId: leases.customerId, id: leases.id })
      .from(leases)
      .where(and(inArray(leases.releaseId, [...new Set(rows.map((r) => r.releaseId))]), sql`${leases.state} not in ('rejected', 'cancelled')`)),
  ])
  const release = new Map(releases.map((r) => [r.id, r]))
  const name = new Map(names.map((n) => [n.id, n.name]))
  return rows.map((r) => {
    const rel = release.get(r.releaseId)!
    return {
      id: r.id,
      releaseId: r.releaseId,
      releaseTitle: rel.title,
      customerId: r.customerId,
      customerName: name.get(r.customerId) ?? '',
      booths: r.assetIds.map((assetId) => ({ assetId, code: booths.get(assetId)?.code ?? '' })),
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      businessScope: r.businessScope,
      remark: r.remark,
      leaseId: applied.find((l) => l.releaseId === r.releaseId && l.customerId === r.customerId)?.id ?? null,
      editable: rel.state === 'open' && rel.signUpStart <= today && rel.signUpEnd >= today,
      createTime: iso(r.createdAt)!,
      updateTime: iso(r.updatedAt)!,
    }
  })
}

export async function presentReleaseDetail(db: Db, r: ReleaseRow, viewerCustomerId: string | null, today: string = chinaDay()): Promise<ReleaseNoticeDetail> {
  const [[item], offers, mine] = await Promise.all([
    presentReleases(db, [r], viewerCustomerId),
    rowsOf<{ asset_id: string; rent: string; deposit: string; available: boolean; sign_ups: number }>(
      db,
      sql`select b.asset_id, b.monthly_rent_fen::text as rent, b.deposit_fen::text as deposit,
            ${freeForTerm(sql`b.asset_id`, r.leaseStart, r.leaseEnd)} as available,
            (select count(*) from lease_registrations g where g.release_id = b.release_id and b.asset_id = any(g.asset_ids))::int as sign_ups
          from lease_release_booths b where b.release_id = ${r.id} order by b.sort, b.id`,
    ),
    viewerCustomerId ? db.select().from(leaseRegistrations).where(and(eq(leaseRegistrations.releaseId, r.id), eq(leaseRegistrations.customerId, viewerCustomerId))) : Promise.resolve([]),
  ])
  const booths = await leaseBooths(db, offers.map((o) => o.asset_id))
  const list: ReleaseBooth[] = offers.map((o) => ({ ...booths.get(o.asset_id)!, monthlyRentFen: Number(o.rent), depositFen: Number(o.deposit), available: o.available, signUps: o.sign_ups }))
  return {
    ...item!,
    content: r.content,
    booths: list,
    myRegistration: mine[0] ? ((await presentRegistrations(db, mine, today))[0] ?? null) : null,
    signUpOpen: r.state === 'open' && r.signUpStart <= today && r.signUpEnd >= today,
  }
}

/** The office opens a release: booths that can be let, free for its term, in no other open release. */
export async function createRelease(db: Db, office: AuthUser, p: ReleaseCreatePayload, today: string = chinaDay()): Promise<ReleaseRow> {
  if (p.signUpStart < today) throw new BizError('报名开始日期不能早于今天')
  if (p.signUpEnd < p.signUpStart) throw new BizError('报名截止日期不能早于开始日期')
  if (p.leaseStart <= p.signUpEnd) throw new BizError('起租日期需晚于报名截止日期')
  const ids = p.booths.map((b) => b.assetId)
  if (new Set(ids).size !== ids.length) throw new BizError('摊位不能重复')
  const leaseEnd = termEnd(p.leaseStart, p.months)
  const booths = new Map<string, Awaited<ReturnType<typeof leasableBooth>>>()
  for (const id of ids) booths.set(id, await leasableBooth(db, id))
  const busy = await rowsOf<{ asset_id: string; reason: string }>(
    db,
    sql`select a.id as asset_id, case when not ${freeForTerm(sql`a.id`, p.leaseStart, leaseEnd)} then 'held' else 'released' end as reason
        from assets a where a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          and (not ${freeForTerm(sql`a.id`, p.leaseStart, leaseEnd)}
            or exists (select 1 from lease_release_booths b join lease_releases r on r.id = b.release_id where b.asset_id = a.id and r.state = 'open'))`,
  )
  if (busy[0]) throw new BizError(`摊位${booths.get(busy[0].asset_id)?.code}${busy[0].reason === 'held' ? '在招租租期内已出租' : '已在其他招租中'}`)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaseReleases)
      .values({ title: p.title, content: p.content ?? '', mode: p.mode, signUpStart: p.signUpStart, signUpEnd: p.signUpEnd, leaseStart: p.leaseStart, leaseEnd, months: p.months, createdBy: office.id })
      .returning()
    await tx.insert(leaseReleaseBooths).values(
      p.booths.map((b, sort) => {
        const booth = booths.get(b.assetId)!
        const monthlyRentFen = b.monthlyRentFen ?? booth.monthlyRentFen
        return { releaseId: row!.id, assetId: b.assetId, monthlyRentFen, depositFen: b.depositFen ?? monthlyRentFen * LEASE_LIMITS.depositMonths, sort }
      }),
    )
    return row!
  })
}

/** The office closes a release: no more sign-ups or grabs; applications from it stay for review. */
export async function closeRelease(db: Db, id: string): Promise<ReleaseRow> {
  const [row] = await db.update(leaseReleases).set({ state: 'closed', closedAt: new Date(), updatedAt: new Date() }).where(and(eq(leaseReleases.id, id), eq(leaseReleases.state, 'open'))).returning()
  if (row) return row
  await findRelease(db, id)
  throw new BizError('该招租已结束')
}

/** The booths a sign-up names: 1-3 of the release's. */
async function wantedBooths(db: Db, releaseId: string, assetIds: string[]): Promise<string[]> {
  if (assetIds.length < 1 || assetIds.length > LEASE_LIMITS.wantedBooths) throw new BizError(LEASE_MESSAGES.wantedBooths)
  const found = await db.select({ assetId: leaseReleaseBooths.assetId }).from(leaseReleaseBooths).where(and(eq(leaseReleaseBooths.releaseId, releaseId), inArray(leaseReleaseBooths.assetId, assetIds)))
  if (found.length !== new Set(assetIds).size) throw new BizError('意向摊位不在本次招租范围内')
  return [...new Set(assetIds)]
}

export interface SignUpFields {
  assetIds: string[]
  contactName: string
  contactPhone: string
  businessScope?: string
  remark?: string
}

/** leaseReleaseRegister/create: one sign-up per shop and release ('您已报名该招租，可修改报名信息'). */
export async function signUp(db: Db, user: AuthUser, release: ReleaseRow, f: SignUpFields, today: string = chinaDay()): Promise<RegistrationRow> {
  assertReleaseOpen(release, today)
  const assetIds = await wantedBooths(db, release.id, f.assetIds)
  const [row] = await db
    .insert(leaseRegistrations)
    .values({ releaseId: release.id, customerId: user.customerId!, userId: user.id, assetIds, contactName: f.contactName, contactPhone: f.contactPhone, businessScope: f.businessScope ?? '', remark: f.remark ?? '' })
    .returning()
  return row!
}

/** leaseReleaseRegister/update: the shop's own sign-up, while its release is open and inside the window (checked in the UPDATE). */
export async function editSignUp(db: Db, user: AuthUser, id: string, f: Partial<SignUpFields>, today: string = chinaDay()): Promise<RegistrationRow> {
  const [reg] = await db.select().from(leaseRegistrations).where(and(eq(leaseRegistrations.id, id), eq(leaseRegistrations.customerId, user.customerId!)))
  if (!reg) throw notFound()
  const assetIds = f.assetIds ? await wantedBooths(db, reg.releaseId, f.assetIds) : undefined
  const [row] = await db
    .update(leaseRegistrations)
    .set({
      ...(assetIds ? { assetIds } : {}),
      ...(f.contactName ? { contactName: f.contactName } : {}),
      ...(f.contactPhone ? { contactPhone: f.contactPhone } : {}),
      ...(f.businessScope !== undefined ? { businessScope: f.businessScope } : {}),
      ...(f.remark !== undefined ? { remark: f.remark } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(leaseRegistrations.id, id), eq(leaseRegistrations.customerId, user.customerId!), sql`exists (select 1 from ${leaseReleases} where ${leaseReleases.id} = ${reg.releaseId} and ${signUpOpenSql(today)})`))
    .returning()
  if (!row) throw new BizError('报名已截止，不能修改')
  return row
}

/** The shop's sign-up for a release, or '请先报名该招租'. */
export async function ownRegistration(db: Db, customerId: string, id: string): Promise<RegistrationRow> {
  const [reg] = await db.select().from(leaseRegistrations).where(and(eq(leaseRegistrations.id, id), eq(leaseRegistrations.customerId, customerId))).orderBy(asc(leaseRegistrations.createdAt))
  if (!reg) throw new BizError('请先报名该招租')
  return reg
}
