/**
 * /api/market/*: the market office's side of leases (docs/lease.md, "The market office"), for staff
 * whose role grants the module: 租赁审批 (review, approve with a booth, reject with a reason),
 * 招租发布 (open a release of booths for sign-up, close it, see the sign-ups), 摊位租赁 (every
 * booth's lease state today). Plain staff accounts are refused.
 */
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { BOOTH_LEASE_STATES, contract, LEASE_LIMITS, LEASE_STATES, RELEASE_MODES, RELEASE_STATES, type BoothLeaseRow, type ReleaseCreatePayload } from '@/contract'
import { assets, customers, leaseRegistrations, leaseReleases, leases } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { fenField } from '../../lib/money'
import { by, keyset, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { boothLeases, boothStateSql, inZoneSql, leasableSql, presentBooths } from './booths'
import { BOOTH_MODULE, BOOTH_ORDER, RELEASE_MODULE, REVIEW_MODULE, tablePage } from './common'
import { leaseFields } from './fields'
import { leaseDetail, leaseKeyword, leasePage } from './leaseHandlers'
import { closeRelease, createRelease, findRelease, presentRegistrations, presentReleaseDetail, presentReleases } from './releases'
import { RELEASE_ORDER } from './releaseHandlers'
import { anyLease, approveLease, rejectLease } from './workflow'

const A = contract.market.leaseApplication
const N = contract.market.leaseReleaseNotice

/** Applications oldest first: the review queue (index leases_state_list_idx / leases_created_list_idx). */
const QUEUE = keyset('leasesQueue', [by.asc(leases.createdAt), by.asc(leases.id)])

/** `booths` of a new release (json): 1-50 {assetId, monthlyRentFen?, depositFen?}. */
function releaseBooths(): Field<ReleaseCreatePayload['booths']> {
  const rent = fenField({ min: 1, msg: '月租金格式不正确' })
  const deposit = fenField({ msg: '押金格式不正确' })
  const assetId = id()
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请选择招租摊位')
      if (value.length > LEASE_LIMITS.releaseBooths) throw new BizError(`招租摊位最多${LEASE_LIMITS.releaseBooths}个`)
      return value.map((raw) => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const has = (k: string) => o[k] !== undefined && o[k] !== null && o[k] !== ''
        return {
          assetId: assetId.parse(o.assetId, 'assetId'),
          ...(has('monthlyRentFen') ? { monthlyRentFen: rent.parse(o.monthlyRentFen, 'monthlyRentFen') } : {}),
          ...(has('depositFen') ? { depositFen: deposit.parse(o.depositFen, 'depositFen') } : {}),
        }
      })
    },
  }
}

export const officeHandlers = [
  handler({
    endpoint: A.page,
    access: ['staff'],
    module: REVIEW_MODULE,
    input: { ...pageShape, state: opt(oneOf(LEASE_STATES, '租赁状态不正确')), keyword: fields.keyword() },
    handle: ({ db }, input) =>
      leasePage(
        db,
        [
          input.state ? eq(leases.state, input.state) : undefined,
          input.keyword ? or(leaseKeyword(input.keyword), sql`${leases.customerId} in (select id from ${customers} where ${ilike(customers.name, containsPattern(input.keyword))})`) : undefined,
        ],
        pageArgs(input),
        QUEUE,
      ),
  }),
  handler({
    endpoint: A.queryById,
    access: ['staff'],
    module: REVIEW_MODULE,
    input: { id: id() },
    handle: async ({ db }, input) => leaseDetail(db, await anyLease(db, input.id), null),
  }),
  handler({
    endpoint: A.approve,
    access: ['staff'],
    module: REVIEW_MODULE,
    input: { id: id(), assetId: opt(id()), monthlyRentFen: opt(fenField({ min: 1, msg: '月租金格式不正确' })), depositFen: opt(fenField({ msg: '押金格式不正确' })) },
    handle: async ({ db, user }, input) => leaseDetail(db, await approveLease(db, user, input), null),
  }),
  handler({
    endpoint: A.reject,
    access: ['staff'],
    module: REVIEW_MODULE,
    input: { id: id(), reason: leaseFields.reason() },
    handle: async ({ db, user }, input) => leaseDetail(db, await rejectLease(db, user, input.id, input.reason), null),
  }),
  handler({
    endpoint: N.page,
    access: ['staff'],
    module: RELEASE_MODULE,
    input: { ...pageShape, state: opt(oneOf(RELEASE_STATES, '招租状态不正确')) },
    handle: ({ db }, input) => tablePage(db, leaseReleases, RELEASE_ORDER, input.state ? eq(leaseReleases.state, input.state) : undefined, input, (rows) => presentReleases(db, rows, null)),
  }),
  handler({
    endpoint: N.queryById,
    access: ['staff'],
    module: RELEASE_MODULE,
    input: { id: id() },
    handle: async ({ db }, input) => presentReleaseDetail(db, await findRelease(db, input.id), null),
  }),
  handler({
    endpoint: N.create,
    access: ['staff'],
    module: RELEASE_MODULE,
    input: {
      title: str({ min: 1, max: LEASE_LIMITS.releaseTitle, msg: `标题需为1-${LEASE_LIMITS.releaseTitle}个字符` }),
      content: opt(str({ max: LEASE_LIMITS.releaseContent, multiline: true, msg: `说明不能超过${LEASE_LIMITS.releaseContent}个字符` })),
      mode: oneOf(RELEASE_MODES, '请选择招租方式'),
      signUpStart: leaseFields.day(),
      signUpEnd: leaseFields.day(),
      leaseStart: leaseFields.day(),
      months: leaseFields.months(),
      booths: releaseBooths(),
    },
    handle: async ({ db, user }, input) => presentReleaseDetail(db, await createRelease(db, user, input), null),
  }),
  handler({
    endpoint: N.close,
    access: ['staff'],
    module: RELEASE_MODULE,
    input: { id: id() },
    handle: async ({ db }, input) => presentReleaseDetail(db, await closeRelease(db, input.id), null),
  }),
  handler({
    endpoint: N.registrations,
    access: ['staff'],
    module: RELEASE_MODULE,
    input: { ...pageShape, releaseId: id() },
    async handle({ db }, input) {
      await findRelease(db, input.releaseId)
      const order = keyset('releaseRegistrations', [by.asc(leaseRegistrations.createdAt), by.asc(leaseRegistrations.id)])
      return tablePage(db, leaseRegistrations, order, eq(leaseRegistrations.releaseId, input.releaseId), input, (rows) => presentRegistrations(db, rows))
    },
  }),
  handler({
    endpoint: contract.market.boothLease.page,
    access: ['staff'],
    module: BOOTH_MODULE,
    input: { ...pageShape, areaId: opt(id()), state: opt(oneOf(BOOTH_LEASE_STATES, '摊位状态不正确')), keyword: fields.keyword() },
    async handle({ db }, input) {
      const today = chinaDay()
      const present = async (rows: Array<{ id: string }>): Promise<BoothLeaseRow[]> => {
        const [booths, info] = await Promise.all([presentBooths(db, rows), boothLeases(db, rows.map((r) => r.id), today)])
        return booths.map((b) => {
          const i = info.get(b.assetId)!
          return { ...b, state: i.state, ownerName: i.ownerName, leaseId: i.leaseId, leaseNo: i.leaseNo, tenantName: i.tenantName, startDate: i.startDate, endDate: i.endDate, releaseId: i.releaseId }
        })
      }
      const where = and(
        leasableSql(),
        input.areaId ? inZoneSql(assets.areaId, input.areaId) : undefined,
        input.state ? sql`${boothStateSql(assets.id, today)} = ${input.state}` : undefined,
        input.keyword ? ilike(assets.code, containsPattern(input.keyword)) : undefined,
      )
      return tablePage(db, assets, BOOTH_ORDER, where, input, present)
    },
  }),
]
