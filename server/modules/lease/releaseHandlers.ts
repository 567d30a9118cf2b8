/**
 * /api/custome/releaseNotice/* and leaseReleaseRegister/*: releases open for sign-up, their
 * booths, and a shop's sign-up (module 租赁管理; docs/lease.md, "Releases").
 */
import { count, sql } from 'drizzle-orm'
import { contract, type ReleaseNoticeCount } from '@/contract'
import { leaseReleases } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { by, keyset, pageShape } from '../../data/paging'
import { rowsOf } from '../../data/query'
import { id, idList, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { LEASE_MODULE, tablePage } from './common'
import { leaseFields } from './fields'
import { freeForTerm } from './holds'
import { editSignUp, findRelease, presentRegistrations, presentReleaseDetail, presentReleases, signUp, signUpOpenSql } from './releases'

const N = contract.custome.releaseNotice
const R = contract.custome.leaseReleaseRegister

/** Releases newest first (index lease_releases_list_idx). */
export const RELEASE_ORDER = keyset('leaseReleases', [by.desc(leaseReleases.createdAt), by.desc(leaseReleases.id)])

const signUpInput = {
  contactName: leaseFields.contactName(),
  contactPhone: leaseFields.contactPhone(),
  businessScope: leaseFields.businessScope(),
  remark: leaseFields.remark(),
}

export const releaseHandlers = [
  handler({
    endpoint: N.getCanSignUpNotice,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape },
    handle: ({ db, user }, input) => tablePage(db, leaseReleases, RELEASE_ORDER, signUpOpenSql(chinaDay()), input, (rows) => presentReleases(db, rows, ownShopId(user))),
  }),
  handler({
    endpoint: N.queryById,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    handle: async ({ db, user }, input) => presentReleaseDetail(db, await findRelease(db, input.id), ownShopId(user)),
  }),
  handler({
    endpoint: N.getAvilibleNoticeNumber,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {},
    async handle({ db }): Promise<ReleaseNoticeCount> {
      const today = chinaDay()
      const [notices] = await db.select({ n: count() }).from(leaseReleases).where(signUpOpenSql(today))
      const [booths] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from lease_release_booths b join ${leaseReleases} on ${leaseReleases.id} = b.release_id
            where ${signUpOpenSql(today)} and ${freeForTerm(sql`b.asset_id`, sql`${leaseReleases.leaseStart}`, sql`${leaseReleases.leaseEnd}`)}`,
      )
      return { notices: Number(notices?.n ?? 0), booths: booths?.n ?? 0 }
    },
  }),
  handler({
    endpoint: R.create,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { releaseId: id(), assetIds: idList({ max: 10 }), ...signUpInput },
    async handle({ db, user }, { releaseId, ...f }) {
      ownShopId(user)
      const row = await signUp(db, user, await findRelease(db, releaseId), f)
      return (await presentRegistrations(db, [row]))[0]!
    },
  }),
  handler({
    endpoint: R.update,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: {
      id: id(),
      assetIds: opt(idList({ max: 10 })),
      contactName: opt(leaseFields.contactName()),
      contactPhone: opt(leaseFields.contactPhone()),
      businessScope: leaseFields.businessScope(),
      remark: leaseFields.remark(),
    },
    async handle({ db, user }, { id: regId, ...f }) {
      ownShopId(user)
      return (await presentRegistrations(db, [await editSignUp(db, user, regId, f)]))[0]!
    },
  }),
]
