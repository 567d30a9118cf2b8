/** The lease record (/supplier/lease/record): every action on a lease, with who and when. */
import type { LeaseAction, LeaseRecord } from '@/contract'
import type { Db } from '../../db/client'
import { leaseRecords } from '../../db/schema'
import { iso } from '../../data/resource'
import type { Actor, LeaseRow } from './common'

/** Writes one action in the caller's transaction (`at`: its time, default now; the seed writes a past). */
export async function record(tx: Db, lease: Pick<LeaseRow, 'id' | 'customerId'>, action: LeaseAction, by: Actor, detail = '', at?: Date): Promise<void> {
  await tx.insert(leaseRecords).values({ leaseId: lease.id, customerId: lease.customerId, action, actor: by.kind, userId: by.userId, actorName: by.name, detail, createdAt: at })
}

export function presentRecords(rows: Array<typeof leaseRecords.$inferSelect>, leases: Map<string, { leaseNo: string; boothCode: string | null }>): LeaseRecord[] {
  return rows.map((r) => ({
    id: r.id,
    leaseId: r.leaseId,
    leaseNo: leases.get(r.leaseId)?.leaseNo ?? '',
    boothCode: leases.get(r.leaseId)?.boothCode ?? null,
    action: r.action as LeaseAction,
    actor: r.actor as LeaseRecord['actor'],
    actorName: r.actorName,
    detail: r.detail,
    createTime: iso(r.createdAt)!,
  }))
}
