/**
 * The market's side of loss reports (docs/trade.md, "Loss reports"): approving or rejecting a
 * pending report is the market's decision, not an app call (the contract has none), so these are
 * service functions used by the seed and the tests, like gate/prefillWorkflow.ts.
 *
 * Approval moves the stock in the same transaction as the state change: one 'loss' ledger row per
 * line (moveStock: the batch row's lock and the bound in its WHERE clause). A line beyond its
 * batch's stock fails the whole approval ('库存不足') and the report stays pending, so stock never
 * goes below zero, also when two reports on one batch are approved at once: the second waits for
 * the first's batch lock and then sees what it left. Lines move in batch-id order, so two reports
 * on the same batches lock them in the same order and cannot deadlock.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lossReportLines, lossReports } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { moveStock } from '../../data/ledger'
import { fromNumeric } from '../../lib/money'

export const LOSS_NOT_AUDITABLE = '仅待审核的报损单可以审核'

async function refuseAudit(db: Db, reportId: string): Promise<never> {
  const [r] = await db.select({ id: lossReports.id }).from(lossReports).where(eq(lossReports.id, reportId))
  throw r ? new BizError(LOSS_NOT_AUDITABLE) : notFound()
}

/** pending -> approved, and the stock leaves through the ledger (all lines or none). */
export async function approveLossReport(db: Db, reportId: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [r] = await tx
      .update(lossReports)
      .set({ status: 'approved', auditedAt: now, updatedAt: now })
      .where(and(eq(lossReports.id, reportId), eq(lossReports.status, 'pending')))
      .returning()
    if (!r) return refuseAudit(tx, reportId)
    const lines = await tx.select().from(lossReportLines).where(eq(lossReportLines.reportId, r.id)).orderBy(asc(lossReportLines.batchId))
    for (const l of lines) {
      await moveStock(tx, { batchId: l.batchId, shopId: r.shopId, skuId: l.skuId, kind: 'loss', deltaHundredths: -fromNumeric(l.quantity), bizId: l.id, remark: r.reportNo, userId: r.createdBy })
    }
  })
}

/** pending -> rejected with the market's reason. */
export async function rejectLossReport(db: Db, reportId: string, reason: string, now: Date = new Date()): Promise<void> {
  const text = reason.trim()
  if (!text) throw new BizError('请填写驳回原因')
  const [r] = await db
    .update(lossReports)
    .set({ status: 'rejected', rejectReason: text, auditedAt: now, updatedAt: now })
    .where(and(eq(lossReports.id, reportId), eq(lossReports.status, 'pending')))
    .returning({ id: lossReports.id })
  if (!r) await refuseAudit(db, reportId)
}
