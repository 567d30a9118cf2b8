/**
 * /api/custome/leaseRelease/*: booths published by their tenants for another shop to take over
 * (module 租赁管理; docs/lease.md, "Take-overs"). Open ones are visible to every shop; a shop sees
 * its own in every state. Taking one over is an application (createLeaseManage with transferId)
 * the office approves.
 */
import { and, eq, gt, ilike, or, sql } from 'drizzle-orm'
import { contract } from '@/contract'
import type { Db } from '../../db/client'
import { assets, leaseTransfers } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, keyset, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { bool, id, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { publishBooth, unpublishBooth } from './changes'
import { actorOf, LEASE_MODULE, tablePage, type TransferRow } from './common'
import { leaseFields } from './fields'
import { presentTransfers } from './present'
import { ownLease } from './workflow'

const T = contract.custome.leaseRelease
const ORDER = keyset('leaseTransfers', [by.desc(leaseTransfers.createdAt), by.desc(leaseTransfers.id)])

/** Open and still ahead: other shops may apply to take it over. */
const openSql = (today: string) => and(eq(leaseTransfers.state, 'open'), gt(leaseTransfers.fromDate, today))

async function visibleTransfer(db: Db, shopId: string, transferId: string): Promise<TransferRow> {
  const [t] = await db
    .select()
    .from(leaseTransfers)
    .where(and(eq(leaseTransfers.id, transferId), or(eq(leaseTransfers.customerId, shopId), openSql(chinaDay()))))
  if (!t) throw notFound()
  return t
}

export const transferHandlers = [
  handler({
    endpoint: T.page,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape, mine: opt(bool()), keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      return tablePage(
        db,
        leaseTransfers,
        ORDER,
        and(
          input.mine ? eq(leaseTransfers.customerId, shopId) : openSql(chinaDay()),
          input.keyword ? sql`${leaseTransfers.assetId} in (select id from ${assets} where ${ilike(assets.code, containsPattern(input.keyword))})` : undefined,
        ),
        input,
        (rows) => presentTransfers(db, rows, shopId),
      )
    },
  }),
  handler({
    endpoint: T.queryById,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      return (await presentTransfers(db, [await visibleTransfer(db, shopId, input.id)], shopId))[0]!
    },
  }),
  handler({
    endpoint: T.create,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { leaseId: id(), fromDate: leaseFields.day(), contactName: leaseFields.contactName(), contactPhone: leaseFields.contactPhone(), remark: leaseFields.remark() },
    async handle({ db, user }, { leaseId, ...p }) {
      const shopId = ownShopId(user)
      const row = await publishBooth(db, await ownLease(db, shopId, leaseId), p, actorOf(user))
      return (await presentTransfers(db, [row], shopId))[0]!
    },
  }),
  handler({
    endpoint: T.cancel,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      const [t] = await db.select().from(leaseTransfers).where(and(eq(leaseTransfers.id, input.id), eq(leaseTransfers.customerId, shopId)))
      if (!t) throw notFound()
      return (await presentTransfers(db, [await unpublishBooth(db, t, actorOf(user))], shopId))[0]!
    },
  }),
]
