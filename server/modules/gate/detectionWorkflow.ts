/**
 * The lab's side of an inspection (docs/gate.md, "Inspections"), done by the market office in the
 * app (market/detection.ts) and by the seed: every item's result recorded at once (submitted ->
 * tested, one guarded statement), the products' and the inspection's results derived (fail when
 * any item failed), and the report: a PDF generated from the results (reportPdf.ts) and served at
 * /reports/detection/<key>.pdf, or the lab's own PDF attached in its place.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DETECTION_RESULT_LABELS, type DetectionResult, type ItemResultInput } from '@/contract'
import type { Db } from '../../db/client'
import { customers, detectionProducts, detectionResults, detections, inmarketRecords } from '../../db/schema'
import { UPLOAD_HEADERS } from '../../http/uploads'
import { chinaDay } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { currentMarketName } from '../user/system'
import { notifyCustomer } from './notify'
import { reportPdf } from './reportPdf'

export const REPORT_PATH = '/reports/detection'

export const RESULT_MSG = {
  onlySubmitted: '仅待检测的检测单可以录入结果',
  incomplete: '请填写全部检测项目的结果',
  onlyTested: '请先录入检测结果',
} as const

const chinaMinute = (d: Date): string => new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** Records every item's result of a submitted inspection; answers its result and report url. */
export async function recordResults(db: Db, detectionId: string, results: ItemResultInput[], by: { userId: string | null; name: string }, now: Date = new Date(), notify = true) {
  const items = await db.select().from(detectionResults).where(eq(detectionResults.detectionId, detectionId))
  if (!items.length) {
    const [d] = await db.select({ id: detections.id }).from(detections).where(eq(detections.id, detectionId))
    if (!d) throw notFound()
  }
  const given = new Map(results.map((r) => [r.id, r]))
  if (given.size !== results.length || items.length !== results.length || items.some((i) => !given.has(i.id))) throw new BizError(RESULT_MSG.incomplete)
  const failedRows = new Set(items.filter((i) => given.get(i.id)!.result === 'fail').map((i) => i.productRowId))
  const result: DetectionResult = failedRows.size ? 'fail' : 'pass'
  const key = randomBytes(16).toString('hex')
  const reportUrl = `${REPORT_PATH}/${key}.pdf`
  const d = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(detections)
      .set({ status: 'tested', result, testedBy: by.userId, testedByName: by.name, testedAt: now, reportKey: key, reportFile: reportUrl, updatedAt: now })
      .where(and(eq(detections.id, detectionId), eq(detections.status, 'submitted')))
      .returning()
    if (!done) throw new BizError(RESULT_MSG.onlySubmitted)
    for (const i of items) {
      const r = given.get(i.id)!
      await tx.update(detectionResults).set({ result: r.result, value: r.value ?? null }).where(eq(detectionResults.id, i.id))
    }
    for (const rowId of new Set(items.map((i) => i.productRowId))) {
      await tx.update(detectionProducts).set({ result: failedRows.has(rowId) ? 'fail' : 'pass' }).where(eq(detectionProducts.id, rowId))
    }
    return done
  })
  if (notify) await notifyCustomer(db, d.customerId, `检测结果：${DETECTION_RESULT_LABELS[result]}`, `检测单${d.detectionNo}已出结果：${DETECTION_RESULT_LABELS[result]}。检测报告可在检测详情中查看。`)
  return { id: d.id, result, reportUrl }
}

/** Puts the lab's own PDF (an upload of ours) in place of the generated report. */
export async function attachReport(db: Db, detectionId: string, reportUrl: string) {
  const [d] = await db
    .update(detections)
    .set({ reportFile: reportUrl, updatedAt: new Date() })
    .where(and(eq(detections.id, detectionId), eq(detections.status, 'tested')))
    .returning({ id: detections.id })
  if (d) return { id: d.id, status: 'tested' as const }
  const [exists] = await db.select({ id: detections.id }).from(detections).where(eq(detections.id, detectionId))
  throw exists ? new BizError(RESULT_MSG.onlyTested) : notFound()
}

/** The generated report of a tested inspection, from the stored results. */
export async function renderReport(db: Db, key: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ d: detections, shop: customers.name, entryTime: inmarketRecords.entryTime })
    .from(detections)
    .innerJoin(customers, eq(customers.id, detections.customerId))
    .innerJoin(inmarketRecords, eq(inmarketRecords.id, detections.recordId))
    .where(and(eq(detections.reportKey, key), eq(detections.status, 'tested')))
  if (!row || !row.d.result || !row.d.testedAt) return null
  const [products, items] = await Promise.all([
    db.select().from(detectionProducts).where(eq(detectionProducts.detectionId, row.d.id)).orderBy(asc(detectionProducts.sort)),
    db.select().from(detectionResults).where(eq(detectionResults.detectionId, row.d.id)).orderBy(asc(detectionResults.sort)),
  ])
  return reportPdf({
    marketName: await currentMarketName(db),
    detectionNo: row.d.detectionNo,
    supplierName: row.shop,
    entryDate: chinaDay(row.entryTime),
    testedAt: chinaMinute(row.d.testedAt),
    testerName: row.d.testedByName ?? '',
    result: row.d.result as DetectionResult,
    products: products.map((p) => ({
      productName: p.productName,
      origin: p.origin,
      items: items.filter((i) => i.productRowId === p.id).map((i) => ({ itemName: i.itemName, standard: i.standard, result: (i.result ?? 'pass') as DetectionResult, value: i.value })),
    })),
  })
}

const KEY_NAME = /^([0-9a-f]{32})\.pdf$/

/** GET /reports/detection/<key>.pdf: the generated report, as an inert PDF (the upload headers). */
export function serveDetectionReports(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { name: string } }>(`${REPORT_PATH}/:name`, async (req, reply) => {
    const key = KEY_NAME.exec(req.params.name)?.[1]
    const pdf = key ? await renderReport(db, key) : null
    if (!pdf) return reply.code(404).send({ state: 404, msg: '请求地址出错', result: null })
    return reply
      .headers(UPLOAD_HEADERS)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${req.params.name}"`)
      .header('Cache-Control', 'public, max-age=86400')
      .send(pdf)
  })
}
