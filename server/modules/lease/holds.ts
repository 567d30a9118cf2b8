/**
 * Booth holds (docs/lease.md, "One booth, one tenant"): the days a lease holds a booth, guarded by
 * the exclusion constraint of lease_booth_holds, and the assets' tenant columns that follow them.
 *
 * Every change here runs in the caller's transaction next to the lease's state change, so a refused
 * hold (23P01: another lease holds a day of it) rolls the whole action back.
 */
import { and, Column, eq, getTableName, gt, is, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { assets, leaseBoothHolds } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { rowsOf } from '../../data/query'
import { LEASE_MSG, orBoothTaken } from './common'

/** Holds `assetId` for `leaseId` from `start` to `end` (both days counted); `msg` when another lease holds a day of it. */
export async function holdBooth(tx: Db, h: { leaseId: string; assetId: string; start: string; end: string }, msg?: string): Promise<void> {
  const inserted = await orBoothTaken(
    () =>
      rowsOf<{ id: string }>(
        tx,
        sql`insert into ${leaseBoothHolds} (id, lease_id, asset_id, asset_seq, start_date, end_date)
            select ${newId()}, ${h.leaseId}, a.id, a.seq, ${h.start}, ${h.end} from ${assets} a where a.id = ${h.assetId}
            returning id`,
      ),
    msg,
  )
  if (!inserted.length) throw new BizError(LEASE_MSG.boothMissing)
}

/** Ends every hold of the lease on `lastDay` (holds starting after it go). */
export async function cutHolds(tx: Db, leaseId: string, lastDay: string): Promise<void> {
  await tx.delete(leaseBoothHolds).where(and(eq(leaseBoothHolds.leaseId, leaseId), gt(leaseBoothHolds.startDate, lastDay)))
  await tx.update(leaseBoothHolds).set({ endDate: lastDay }).where(and(eq(leaseBoothHolds.leaseId, leaseId), gt(leaseBoothHolds.endDate, lastDay)))
}

/** Moves the end of the lease's last hold (the one ending on `oldEnd`) to `newEnd`; `msg` when the added days are held by another lease. */
export async function extendHold(tx: Db, leaseId: string, oldEnd: string, newEnd: string, msg?: string): Promise<void> {
  const rows = await orBoothTaken(
    () => tx.update(leaseBoothHolds).set({ endDate: newEnd }).where(and(eq(leaseBoothHolds.leaseId, leaseId), eq(leaseBoothHolds.endDate, oldEnd))).returning({ id: leaseBoothHolds.id }),
    msg,
  )
  if (!rows.length) throw new BizError('租期已变化，请刷新后重试')
}

/** Frees the booth a lease held (an approval that lapsed or was withdrawn). */
export async function dropHolds(tx: Db, leaseId: string): Promise<void> {
  await tx.delete(leaseBoothHolds).where(eq(leaseBoothHolds.leaseId, leaseId))
}

/** The lease's holds in order (its booths over the term). */
export const holdsOf = (db: Db, leaseId: string) => db.select().from(leaseBoothHolds).where(eq(leaseBoothHolds.leaseId, leaseId)).orderBy(leaseBoothHolds.startDate)

/**
 * A column named with its table, also where drizzle would write it bare (a select list of one
 * table): inside the subqueries here a bare "id" would mean the subquery's own row.
 */
export const qualified = (c: PgColumn | SQL): SQL => (is(c, Column) ? sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}` : (c as SQL))

/** No lease holds `asset` on any day from `start` to `end` (a soft check before the constraint's). */
export const freeForTerm = (asset: PgColumn | SQL, start: string | SQL, end: string | SQL): SQL =>
  sql`not exists (select 1 from ${leaseBoothHolds} h where h.asset_id = ${qualified(asset)} and h.start_date <= ${end} and h.end_date >= ${start})`

export async function isBoothFree(db: Db, assetId: string, start: string, end: string): Promise<boolean> {
  const [row] = await rowsOf<{ free: boolean }>(db, sql`select ${freeForTerm(sql`${assetId}`, start, end)} as free`)
  return row?.free === true
}

/**
 * Makes the assets' tenant columns follow the holds: `assets.customer_id` is the shop whose lease
 * (active, or quit with days left) holds the booth today, `state` 'leased' then, else 'forLease';
 * meters (`assets_hydropower.customer_id`) follow, and a shop's main booth it no longer holds is
 * cleared. `assetIds`: only these (else every leasable asset: the daily sweep).
 */
export async function syncTenancy(tx: Db, today: string, assetIds?: string[]): Promise<number> {
  if (assetIds && !assetIds.length) return 0
  const only = assetIds ? sql`and a.id in (${sql.join(assetIds.map((id) => sql`${id}`), sql`, `)})` : sql``
  const changed = await rowsOf<{ id: string; customer_id: string | null }>(
    tx,
    sql`
      with cur as (
        select a.id, (
          select l.customer_id from lease_booth_holds h join leases l on l.id = h.lease_id
          where h.asset_id = a.id and h.start_date <= ${today} and h.end_date >= ${today} and l.state in ('active', 'quit')
          limit 1) as tenant
        from assets a where a.state in ('forLease', 'leased') ${only})
      update assets a set customer_id = cur.tenant, state = case when cur.tenant is null then 'forLease' else 'leased' end
      from cur where a.id = cur.id and (a.customer_id is distinct from cur.tenant or a.state <> case when cur.tenant is null then 'forLease' else 'leased' end)
      returning a.id, a.customer_id`,
  )
  if (!changed.length) return 0
  const ids = sql.join(changed.map((c) => sql`${c.id}`), sql`, `)
  await tx.execute(sql`update assets_hydropower m set customer_id = a.customer_id from assets a where a.id = m.asset_id and a.id in (${ids}) and m.customer_id is distinct from a.customer_id`)
  await tx.execute(sql`update shop_profiles p set booth_asset_id = null from assets a where a.id = p.booth_asset_id and a.id in (${ids}) and a.customer_id is distinct from p.customer_id`)
  return changed.length
}
