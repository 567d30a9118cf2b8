/**
 * What the lease modules share (docs/lease.md): row types, who acts, the modules that guard the
 * calls, the refusals, the per-shop lock and a booth's price.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { LEASE_LIMITS, LEASE_STATE_LABELS, yuanToFen, type LeaseState, type PageResult } from '@/contract'
import type { Db } from '../../db/client'
import { by, fetchTablePage, keyset, pageArgs, pageResult, type Keyset } from '../../data/paging'
import { assets, type leaseContracts, type leaseInstallments, type leaseReleases, type leases, type leaseTransfers } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { pgErrorCode } from '../../data/ledger'
import type { AuthUser } from '../../auth/user'

export type LeaseRow = typeof leases.$inferSelect
export type InstallmentRow = typeof leaseInstallments.$inferSelect
export type ReleaseRow = typeof leaseReleases.$inferSelect
export type TransferRow = typeof leaseTransfers.$inferSelect
export type ContractRow = typeof leaseContracts.$inferSelect
export type AssetRow = typeof assets.$inferSelect

/** The supplier's modules (src/contract/modules.ts) and the market office's. */
export const LEASE_MODULE = { supplier: 'lease' } as const
export const CONTRACT_MODULE = { supplier: 'contract' } as const
export const REVIEW_MODULE = { staff: 'officeLeaseReview' } as const
export const RELEASE_MODULE = { staff: 'officeLeaseRelease' } as const
export const BOOTH_MODULE = { staff: 'officeBoothLease' } as const

/** Who did an action (lease_records): the shop's user, the office's user, or the housekeeping job. */
export interface Actor {
  kind: 'merchant' | 'office' | 'system'
  userId: string | null
  name: string
}
export const actorOf = (user: AuthUser): Actor => ({ kind: user.userType === 'staff' ? 'office' : 'merchant', userId: user.id, name: user.realName })
export const SYSTEM: Actor = { kind: 'system', userId: null, name: '系统' }

/** Assets that can be let: booths for lease or let (not for sale, not arrival booths). */
export const LEASABLE_ASSET_STATES = ['forLease', 'leased'] as const

export const LEASE_MSG = {
  boothTaken: '该摊位在所选租期内已出租',
  grabLost: '该摊位已被抢租',
  notLeasable: '该资产不可出租',
  boothMissing: '摊位不存在',
  areaMissing: '区域不存在',
  assignBooth: '请为该申请分配摊位',
  quota: `您已有${LEASE_LIMITS.openApplications}个进行中的租赁申请，请处理后再申请`,
  releaseClosed: '该招租已结束',
  notInWindow: '不在招租报名时间内',
  notInRelease: '该摊位不在本次招租范围内',
  notGrabRelease: '该招租需报名后申请，不支持抢租',
  notReviewRelease: '该招租为先到先得，请直接抢租',
  registerFirst: '请先报名该招租',
  transferClosed: '该转让已结束',
  ownTransfer: '不能承接自己发布的摊位',
  unpaidFirst: '首期账单已支付，不能取消',
  billLocked: '账单已使用优惠券或部分支付，请联系市场办公室处理',
} as const

/** Why an action found the lease in another state ('仅待审核的申请可以修改', '租赁已退租', ...). */
export function stateRefusal(state: string, allowed: readonly LeaseState[], action: string): BizError {
  const want = allowed.map((s) => LEASE_STATE_LABELS[s]).join('或')
  return new BizError(`当前租赁${LEASE_STATE_LABELS[state as LeaseState] ?? state}，仅${want}的租赁可以${action}`)
}

/** One lease-changing step at a time per shop: quotas and counts are checked under it. */
export async function lockShopLeases(tx: Db, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(482301919, hashtext(${customerId}))`)
}

/** A booth's rent per month: its price (yuan, 2 decimals) in fen; the deposit LEASE_LIMITS.depositMonths of it. */
export function boothRentFen(asset: Pick<AssetRow, 'price'>): { monthlyRentFen: number; depositFen: number } {
  const monthlyRentFen = yuanToFen(String(asset.price)) ?? 0
  return { monthlyRentFen, depositFen: monthlyRentFen * LEASE_LIMITS.depositMonths }
}

/** SQLSTATE 23P01: the booth-hold exclusion constraint refused overlapping days. */
export const isBoothOverlap = (err: unknown): boolean => pgErrorCode(err) === '23P01'

/** Runs `work`, answering `msg` when the booth-hold exclusion constraint refuses it. */
export async function orBoothTaken<T>(work: () => Promise<T>, msg: string = LEASE_MSG.boothTaken): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isBoothOverlap(err)) throw new BizError(msg)
    throw err
  }
}

/** Booth lists (distributable booths, the office's booth list): by code. */
export const BOOTH_ORDER = keyset('assets', [by.asc(assets.code)])

/** One page (the request's paging fields) of a table's rows matching `where` in `order`, presented. */
export async function tablePage<T extends PgTable, D>(
  db: Db,
  table: T,
  order: Keyset,
  where: SQL | undefined,
  input: Parameters<typeof pageArgs>[0],
  present: (rows: Array<T['$inferSelect']>) => Promise<D[]> | D[],
): Promise<PageResult<D>> {
  const args = pageArgs(input)
  const page = await fetchTablePage(db, table, order, where, args)
  return pageResult(await present(page.rows), page, args)
}
