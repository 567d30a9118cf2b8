/**
 * /api/custome/leaseManagement/*: a shop's leases (module 租赁管理; docs/lease.md, "Who may call
 * what"). Every call acts on the caller's shop (a sub-account's is its admin's); another shop's
 * lease answers '记录不存在'.
 */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { contract, LEASE_LIMITS, LEASE_STATES, OPEN_LEASE_STATES, type LeaseMerchantData, type LeaseState } from '@/contract'
import type { Db } from '../../db/client'
import { assets, customers, leaseRecords, leaseRegistrations, leases, shopProfiles } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, keyset, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { bool, id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { refreshPendingPayments } from '../settle/payment/settle'
import { boothLeases, inZoneSql, leasableSql, presentBooths } from './booths'
import { adjustLease, renewLease } from './changes'
import { actorOf, BOOTH_ORDER, LEASE_MODULE, tablePage, type LeaseRow } from './common'
import { leaseFields } from './fields'
import { freeForTerm } from './holds'
import { presentLeaseDetail, presentLeases } from './present'
import { previewQuit, quitLease } from './quit'
import { presentRecords } from './records'
import { findRelease, ownRegistration, presentRegistrations } from './releases'
import { termEnd } from './terms'
import { applyForLease, applyForTakeOver, applyFromRegistration, editApplication, grabBooth, ownLease, withdrawLease } from './workflow'

const M = contract.custome.leaseManagement

/** A shop's leases, ending soonest first (index leases_customer[_state]_list_idx). */
const BY_END = keyset('leasesByEnd', [by.asc(leases.endDate), by.asc(leases.id)])

/** Lease number prefix, or a booth code containing the text. */
export const leaseKeyword = (keyword: string | undefined): SQL | undefined =>
  keyword ? or(ilike(leases.leaseNo, prefixPattern(keyword)), sql`${leases.assetId} in (select id from ${assets} where ${ilike(assets.code, containsPattern(keyword))})`) : undefined

export const leasePage = (db: Db, where: Array<SQL | undefined>, input: Parameters<typeof pageArgs>[0], order = BY_END) =>
  tablePage(db, leases, order, and(...where), input, (rows) => presentLeases(db, rows))

/** The detail, asking the provider about an online payment of the first bill left pending (a lost callback). */
export async function leaseDetail(db: Db, lease: LeaseRow, viewer: string | null) {
  if (lease.state === 'approved' && lease.firstBillId) {
    await refreshPendingPayments(db, 'bill', lease.firstBillId)
    const [again] = await db.select().from(leases).where(eq(leases.id, lease.id))
    return presentLeaseDetail(db, again!, viewer)
  }
  return presentLeaseDetail(db, lease, viewer)
}

const termInput = { areaId: opt(id()), startDate: leaseFields.day(), months: leaseFields.months() }
const contactInput = {
  payCycleMonths: leaseFields.payCycle(),
  contactName: leaseFields.contactName(),
  contactPhone: leaseFields.contactPhone(),
  businessScope: leaseFields.businessScope(),
  remark: leaseFields.remark(),
}

/** The shop's contact for forms: its profile's, else the customer's. */
async function shopContact(db: Db, shopId: string): Promise<{ name: string; contactName: string; contactPhone: string }> {
  const [c] = await db
    .select({ name: customers.name, contactName: sql<string>`coalesce(${shopProfiles.contactName}, ${customers.contactName}, '')`, contactPhone: sql<string>`coalesce(${shopProfiles.contactPhone}, ${customers.mobile}, '')` })
    .from(customers)
    .leftJoin(shopProfiles, eq(shopProfiles.customerId, customers.id))
    .where(eq(customers.id, shopId))
  return c ?? { name: '', contactName: '', contactPhone: '' }
}

export const leaseHandlers = [
  handler({
    endpoint: M.page,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape, state: opt(oneOf(LEASE_STATES, '租赁状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => leasePage(db, [eq(leases.customerId, ownShopId(user)), input.state ? eq(leases.state, input.state) : undefined, leaseKeyword(input.keyword)], input),
  }),
  handler({
    endpoint: M.create,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...termInput, assetId: opt(id()), ...contactInput },
    async handle({ db, user }, input) {
      ownShopId(user)
      return presentLeaseDetail(db, await applyForLease(db, user, input), user.customerId)
    },
  }),
  handler({
    endpoint: M.queryById,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    handle: async ({ db, user }, input) => leaseDetail(db, await ownLease(db, ownShopId(user), input.id), user.customerId),
  }),
  handler({
    endpoint: M.update,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {
      id: id(),
      areaId: opt(id()),
      assetId: opt(id()),
      startDate: opt(leaseFields.day()),
      months: opt(leaseFields.months()),
      payCycleMonths: opt(leaseFields.payCycle()),
      contactName: opt(leaseFields.contactName()),
      contactPhone: opt(leaseFields.contactPhone()),
      businessScope: leaseFields.businessScope(),
      remark: leaseFields.remark(),
    },
    async handle({ db, user }, { id: leaseId, ...change }) {
      const lease = await ownLease(db, ownShopId(user), leaseId)
      return presentLeaseDetail(db, await editApplication(db, user, lease, change), user.customerId)
    },
  }),
  handler({
    endpoint: M.cancel,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const lease = await ownLease(db, ownShopId(user), input.id)
      return presentLeaseDetail(db, await withdrawLease(db, lease, actorOf(user), 'cancel'), user.customerId)
    },
  }),
  handler({
    endpoint: M.getMerchantData,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {},
    async handle({ db, user }): Promise<LeaseMerchantData> {
      const shopId = ownShopId(user)
      const today = chinaDay()
      const [contact, byState, [soon]] = await Promise.all([
        shopContact(db, shopId),
        db.select({ state: leases.state, n: count() }).from(leases).where(eq(leases.customerId, shopId)).groupBy(leases.state),
        db
          .select({ n: count() })
          .from(leases)
          .where(and(eq(leases.customerId, shopId), eq(leases.state, 'active'), sql`${leases.endDate} between ${today} and ${addDays(today, LEASE_LIMITS.expiringDays)}`)),
      ])
      const counts = Object.fromEntries(LEASE_STATES.map((s) => [s, 0])) as Record<LeaseState, number>
      for (const r of byState) counts[r.state as LeaseState] = Number(r.n)
      return { customerId: shopId, ...contact, counts, expiringCount: Number(soon?.n ?? 0) }
    },
  }),
  handler({
    endpoint: M.checkCreateOrderNumber,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {},
    async handle({ db, user }) {
      const [open] = await db
        .select({ n: count() })
        .from(leases)
        .where(and(eq(leases.customerId, ownShopId(user)), inArray(leases.state, [...OPEN_LEASE_STATES])))
      const n = Number(open?.n ?? 0)
      return { open: n, max: LEASE_LIMITS.openApplications, canCreate: n < LEASE_LIMITS.openApplications }
    },
  }),
  handler({
    endpoint: M.getDistributableAssets,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape, ...termInput, keyword: fields.keyword() },
    async handle({ db, user }, input) {
      ownShopId(user)
      const end = termEnd(input.startDate, input.months)
      const where = and(leasableSql(), freeForTerm(assets.id, input.startDate, end), input.areaId ? inZoneSql(assets.areaId, input.areaId) : undefined, input.keyword ? ilike(assets.code, containsPattern(input.keyword)) : undefined)
      return tablePage(db, assets, BOOTH_ORDER, where, input, (rows) => presentBooths(db, rows))
    },
  }),
  handler({
    endpoint: M.autoDistributionAssets,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: termInput,
    async handle({ db, user }, input) {
      ownShopId(user)
      const end = termEnd(input.startDate, input.months)
      const [first] = await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(leasableSql(), freeForTerm(assets.id, input.startDate, end), input.areaId ? inZoneSql(assets.areaId, input.areaId) : undefined))
        .orderBy(assets.code)
        .limit(1)
      return first ? ((await presentBooths(db, [first]))[0] ?? null) : null
    },
  }),
  handler({
    endpoint: M.getMerchantBingdRealese,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape },
    handle: ({ db, user }, input) =>
      tablePage(db, leaseRegistrations, keyset('registrationsByTime', [by.desc(leaseRegistrations.createdAt), by.desc(leaseRegistrations.id)]), eq(leaseRegistrations.customerId, ownShopId(user)), input, (rows) =>
        presentRegistrations(db, rows),
      ),
  }),
  handler({
    endpoint: M.createLeaseManage,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {
      registrationId: opt(id()),
      transferId: opt(id()),
      assetId: opt(id()),
      payCycleMonths: leaseFields.payCycle(),
      contactName: opt(leaseFields.contactName()),
      contactPhone: opt(leaseFields.contactPhone()),
      businessScope: leaseFields.businessScope(),
      remark: leaseFields.remark(),
    },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      if (Boolean(input.registrationId) === Boolean(input.transferId)) throw new BizError('请选择报名记录或转让信息其中一项')
      let row: LeaseRow
      if (input.registrationId) {
        const reg = await ownRegistration(db, shopId, input.registrationId)
        const release = await findRelease(db, reg.releaseId)
        const f = { ...input, contactName: input.contactName ?? reg.contactName, contactPhone: input.contactPhone ?? reg.contactPhone, businessScope: input.businessScope ?? reg.businessScope }
        row = await applyFromRegistration(db, user, release, reg.id, input.assetId ?? reg.assetIds[0]!, f)
      } else {
        const contact = await shopContact(db, shopId)
        row = await applyForTakeOver(db, user, input.transferId!, { ...input, contactName: input.contactName ?? contact.contactName, contactPhone: input.contactPhone ?? contact.contactPhone })
      }
      return presentLeaseDetail(db, row, shopId)
    },
  }),
  handler({
    endpoint: M.grabOrders,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { releaseId: id(), assetId: id(), payCycleMonths: leaseFields.payCycle() },
    async handle({ db, user }, input) {
      ownShopId(user)
      const release = await findRelease(db, input.releaseId)
      return presentLeaseDetail(db, await grabBooth(db, user, release, input.assetId, input.payCycleMonths), user.customerId)
    },
  }),
  handler({
    endpoint: M.leaseRenewal,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id(), months: leaseFields.months() },
    async handle({ db, user }, input) {
      const lease = await ownLease(db, ownShopId(user), input.id)
      return presentLeaseDetail(db, await renewLease(db, lease, input.months, actorOf(user)), user.customerId)
    },
  }),
  handler({
    endpoint: M.leaseAdjustment,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id(), assetId: opt(id()), months: opt(leaseFields.months()), reason: leaseFields.reason() },
    async handle({ db, user }, { id: leaseId, ...change }) {
      const lease = await ownLease(db, ownShopId(user), leaseId)
      return presentLeaseDetail(db, await adjustLease(db, lease, change, actorOf(user)), user.customerId)
    },
  }),
  handler({
    endpoint: M.leaseRentWithdrawal,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id(), quitDate: leaseFields.day(), reason: opt(leaseFields.reason()), confirm: opt(bool()) },
    async handle({ db, user }, input) {
      const lease = await ownLease(db, ownShopId(user), input.id)
      return input.confirm ? quitLease(db, lease, input.quitDate, actorOf(user), input.reason ?? '') : previewQuit(db, lease, input.quitDate)
    },
  }),
  handler({
    endpoint: M.getLeaseMerchant,
    access: ['supplier', 'proprietor', 'staff'],
    input: { assetId: id() },
    async handle({ db }, input) {
      const [a] = await db.select({ id: assets.id, code: assets.code }).from(assets).where(and(eq(assets.id, input.assetId), leasableSql()))
      if (!a) throw new BizError('摊位不存在')
      const info = (await boothLeases(db, [a.id], chinaDay())).get(a.id)!
      const shown = info.state === 'let' || info.state === 'reserved'
      return { assetId: a.id, code: a.code, state: info.state, tenantName: shown ? info.tenantName : null, startDate: shown ? info.startDate : null, endDate: shown ? info.endDate : null, releaseId: info.releaseId }
    },
  }),
  handler({
    endpoint: M.records,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape, leaseId: opt(id()) },
    async handle({ db, user }, input) {
      const present = async (rows: Array<typeof leaseRecords.$inferSelect>) => {
        const ids = [...new Set(rows.map((r) => r.leaseId))]
        const info = ids.length ? await db.select({ id: leases.id, leaseNo: leases.leaseNo, code: assets.code }).from(leases).leftJoin(assets, eq(assets.id, leases.assetId)).where(inArray(leases.id, ids)) : []
        return presentRecords(rows, new Map(info.map((l) => [l.id, { leaseNo: l.leaseNo, boothCode: l.code }])))
      }
      const where = and(eq(leaseRecords.customerId, ownShopId(user)), input.leaseId ? eq(leaseRecords.leaseId, input.leaseId) : undefined)
      return tablePage(db, leaseRecords, keyset('leaseRecords', [by.desc(leaseRecords.createdAt), by.desc(leaseRecords.id)]), where, input, present)
    },
  }),
]
