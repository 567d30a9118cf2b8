/**
 * /api/warehouse/supLossReportApplyMain/* (docs/trade.md, "Loss reports"): the caller's shop files
 * loss reports on its batches, edits them while pending and deletes them unless approved. The
 * market's decision (approve: stock leaves through the ledger; reject) is lossWorkflow.ts.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { contract, FORM_MESSAGES, LOSS_REASONS, LOSS_REPORT_STATES, TEXT_LIMITS, TRADE_LIMITS, type LossLineInput, type LossReason, type LossReportItem, type LossReportStatus } from '@/contract'
import type { Db } from '../../db/client'
import { lossReportLines, lossReports, shopSkus, stockBatches } from '../../db/schema'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { fromNumeric, numericToNumber, quantityToHundredths, toNumeric } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { resource, iso } from '../../data/resource'
import { id, oneOf, opt, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { imageList } from '../member/complaint'
import { ownShopId } from '../member/shop'

type ReportRow = typeof lossReports.$inferSelect

export const LOSS_NOT_PENDING = '仅待审核的报损单可以修改'
export const LOSS_APPROVED_UNDELETABLE = '已通过的报损单不能删除'
export const LOSS_OVER_STOCK = FORM_MESSAGES.lossOverStock

/** `lines`: 1-20 {batchId, quantity > 0 with up to 2 decimals}, no batch twice. */
function lossLines(): Field<LossLineInput[]> {
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少添加一条报损明细')
      if (value.length > TRADE_LIMITS.lossLines) throw new BizError(`报损明细最多${TRADE_LIMITS.lossLines}条`)
      const lines = value.map((raw): LossLineInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const batchId = typeof o.batchId === 'string' || typeof o.batchId === 'number' ? String(o.batchId) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(batchId)) throw new BizError('批次不存在')
        const h = typeof o.quantity === 'string' || typeof o.quantity === 'number' ? quantityToHundredths(o.quantity) : null
        if (h === null || h <= 0) throw new BizError('报损数量需为大于0的数，最多2位小数')
        return { batchId, quantity: h / 100 }
      })
      if (new Set(lines.map((l) => l.batchId)).size !== lines.length) throw new BizError('同一批次不能重复报损')
      return lines
    },
  }
}

const reportShape = {
  reasonType: oneOf(LOSS_REASONS, '报损原因不正确'),
  remark: opt(textField(TEXT_LIMITS.remark)),
  images: imageList(TRADE_LIMITS.images),
  lines: lossLines(),
}

interface ReportInput {
  reasonType: LossReason
  remark?: string
  images?: string[]
  lines: LossLineInput[]
}

/**
 * The lines as stored: each batch the shop's ('批次不存在') and each quantity at most the batch's
 * stock right now ('报损数量不能超过库存'; a soft check: the approval moves the stock for real).
 */
async function resolveLines(db: Db, shopId: string, lines: LossLineInput[]) {
  const batches = await db
    .select({ id: stockBatches.id, skuId: stockBatches.skuId, quantity: stockBatches.quantity })
    .from(stockBatches)
    .where(and(eq(stockBatches.shopId, shopId), inArray(stockBatches.id, lines.map((l) => l.batchId))))
  const byId = new Map(batches.map((b) => [b.id, b]))
  return lines.map((l, sort) => {
    const b = byId.get(l.batchId)
    if (!b) throw new BizError('批次不存在')
    const h = Math.round(l.quantity * 100)
    if (h > fromNumeric(b.quantity)) throw new BizError(LOSS_OVER_STOCK)
    return { batchId: b.id, skuId: b.skuId, quantity: toNumeric(h), sort }
  })
}

const reportValues = (input: ReportInput) => ({ reasonType: input.reasonType, remark: input.remark ?? null, images: input.images ?? [] })

/** Files a pending report for the shop (also used by the seed). */
export async function createLossReport(db: Db, owner: { shopId: string; userId: string | null; userName: string }, input: ReportInput) {
  const lines = await resolveLines(db, owner.shopId, input.lines)
  const reportNo = await nextDocNo(db, 'lossReport')
  return db.transaction(async (tx) => {
    const [r] = await tx
      .insert(lossReports)
      .values({ reportNo, shopId: owner.shopId, createdBy: owner.userId, createdByName: owner.userName, ...reportValues(input) })
      .returning({ id: lossReports.id, reportNo: lossReports.reportNo })
    await tx.insert(lossReportLines).values(lines.map((l) => ({ ...l, reportId: r!.id })))
    return r!
  })
}

/** The report's state after a guarded statement found no row: '记录不存在' or `refusal`. */
async function refuse(db: Db, shopId: string, reportId: string, refusal: (status: string) => string): Promise<never> {
  const [r] = await db.select({ status: lossReports.status }).from(lossReports).where(and(eq(lossReports.id, reportId), eq(lossReports.shopId, shopId)))
  if (!r) throw notFound()
  throw new BizError(refusal(r.status))
}

async function present(db: Db, rows: ReportRow[]): Promise<LossReportItem[]> {
  if (!rows.length) return []
  const lines = await db
    .select({ l: lossReportLines, batchNo: stockBatches.batchNo, skuName: shopSkus.name, unit: shopSkus.unit })
    .from(lossReportLines)
    .innerJoin(stockBatches, eq(stockBatches.id, lossReportLines.batchId))
    .innerJoin(shopSkus, eq(shopSkus.id, lossReportLines.skuId))
    .where(inArray(lossReportLines.reportId, rows.map((r) => r.id)))
    .orderBy(asc(lossReportLines.sort))
  return rows.map((r) => ({
    id: r.id,
    reportNo: r.reportNo,
    status: r.status as LossReportStatus,
    reasonType: r.reasonType as LossReason,
    remark: r.remark,
    images: r.images,
    lines: lines
      .filter((x) => x.l.reportId === r.id)
      .map((x) => ({ id: x.l.id, batchId: x.l.batchId, batchNo: x.batchNo, skuId: x.l.skuId, skuName: x.skuName, unit: x.unit, quantity: numericToNumber(x.l.quantity) })),
    rejectReason: r.rejectReason,
    createdByName: r.createdByName,
    createTime: iso(r.createdAt)!,
    auditTime: iso(r.auditedAt),
  }))
}

export const lossResource = resource({
  table: lossReports,
  id: lossReports.id,
  scope: (u) => (u?.userType === 'supplier' && u.customerId ? eq(lossReports.shopId, u.customerId) : sql`false`),
  order: [by.desc(lossReports.createdAt), by.desc(lossReports.id)],
  present: (db, rows) => present(db, rows),
})

const M = contract.warehouse.supLossReportApplyMain

export const lossHandlers = [
  handler({
    endpoint: M.createLossReportOrder,
    access: ['supplier'],
    module: { supplier: 'inventory' },
    input: reportShape,
    handle: ({ db, user }, input) => createLossReport(db, { shopId: ownShopId(user), userId: user.id, userName: user.realName }, input),
  }),
  handler({
    endpoint: M.updateLossReportOrder,
    access: ['supplier'],
    module: { supplier: 'inventory' },
    input: { id: id(), ...reportShape },
    async handle({ db, user }, { id: reportId, ...input }) {
      const shopId = ownShopId(user)
      await lossResource.find(db, user, reportId)
      const lines = await resolveLines(db, shopId, input.lines)
      return db.transaction(async (tx) => {
        const [r] = await tx
          .update(lossReports)
          .set({ ...reportValues(input), updatedAt: new Date() })
          .where(and(eq(lossReports.id, reportId), eq(lossReports.shopId, shopId), eq(lossReports.status, 'pending')))
          .returning({ id: lossReports.id, reportNo: lossReports.reportNo })
        if (!r) return refuse(tx, shopId, reportId, () => LOSS_NOT_PENDING)
        await tx.delete(lossReportLines).where(eq(lossReportLines.reportId, r.id))
        await tx.insert(lossReportLines).values(lines.map((l) => ({ ...l, reportId: r.id })))
        return r
      })
    },
  }),
  handler({
    endpoint: M.deleteLossReportOrder,
    access: ['supplier'],
    module: { supplier: 'inventory' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      const gone = await db
        .delete(lossReports)
        .where(and(eq(lossReports.id, input.id), eq(lossReports.shopId, shopId), inArray(lossReports.status, ['pending', 'rejected'])))
        .returning({ id: lossReports.id })
      if (!gone.length) await refuse(db, shopId, input.id, () => LOSS_APPROVED_UNDELETABLE)
      return null
    },
  }),
  handler({
    endpoint: M.page,
    access: ['supplier'],
    module: { supplier: 'inventory' },
    input: { ...pageShape, status: opt(oneOf(LOSS_REPORT_STATES, '报损单状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) =>
      lossResource.page(db, user, pageArgs(input), [
        input.status ? eq(lossReports.status, input.status) : undefined,
        input.keyword
          ? or(
              ilike(lossReports.reportNo, prefixPattern(input.keyword)),
              sql`exists (select 1 from ${lossReportLines} join ${shopSkus} on ${shopSkus.id} = ${lossReportLines.skuId}
                where ${lossReportLines.reportId} = ${lossReports.id} and ${shopSkus.name} ilike ${containsPattern(input.keyword)})`,
            )
          : undefined,
      ]),
  }),
]
