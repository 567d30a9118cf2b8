/**
 * The market office's lab and audits (market.detection: module 检测管理; market.lossReport: module
 * 报损审核): record an inspection's results (the report PDF is generated from them), attach the
 * lab's own PDF instead, and approve or reject the shops' loss reports (warehouse/lossWorkflow.ts:
 * an approval takes the stock out through the ledger). docs/gate.md, "The market office".
 */
import { eq, ilike, or, sql } from 'drizzle-orm'
import { contract, DETECTION_RESULTS, DETECTION_STATES, GATE_LIMITS, GATE_MESSAGES, LOSS_REPORT_STATES, type ItemResultInput, type OfficeLossItem } from '@/contract'
import type { Db } from '../../db/client'
import { customers, detections, lossReports, uploads } from '../../db/schema'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern, prefixPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { PDF_CONTENT_TYPE, checkPdf } from '../../files/pdf'
import { detectionDetail, detectionFilters, presentDetections } from '../gate/detectionRead'
import { attachReport, recordResults } from '../gate/detectionWorkflow'
import { notifyCustomer } from '../gate/notify'
import { customerNames } from '../gate/outmarketRead'
import { readUploadedFile, storeUpload } from '../user/upload'
import { approveLossReport, rejectLossReport } from '../warehouse/lossWorkflow'
import { lossResource } from '../warehouse/loss'
import { reasonField } from './gate'

const OFFICE = ['staff'] as const

/** `results`: one {id, result, value?} per line item (the workflow checks they are all there). */
function resultsInput(): Field<ItemResultInput[]> {
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请填写全部检测项目的结果')
      if (value.length > GATE_LIMITS.detectionProducts * GATE_LIMITS.detectionItems) throw new BizError('检测项目过多')
      return value.map((raw): ItemResultInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const itemId = typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(itemId)) throw new BizError('检测项目不存在')
        if (!(DETECTION_RESULTS as readonly unknown[]).includes(o.result)) throw new BizError('检测结果需为合格或不合格')
        const v = typeof o.value === 'string' || typeof o.value === 'number' ? String(o.value).trim() : ''
        if ([...v].length > GATE_LIMITS.itemValue) throw new BizError(`检测值不能超过${GATE_LIMITS.itemValue}个字符`)
        return { id: itemId, result: o.result as ItemResultInput['result'], ...(v ? { value: v } : {}) }
      })
    },
  }
}

const officeDetections = resource({
  table: detections,
  id: detections.id,
  order: [by.desc(detections.createdAt), by.desc(detections.id)],
  present: (db, rows) => presentDetections(db, rows),
})

const officeLoss = resource({
  table: lossReports,
  id: lossReports.id,
  order: [by.desc(lossReports.createdAt), by.desc(lossReports.id)],
  async present(db, rows): Promise<OfficeLossItem[]> {
    const [items, names] = await Promise.all([lossResource.def.present(db, rows, null), customerNames(db, rows.map((r) => r.shopId))])
    return items.map((item, i) => ({ ...item, shopId: rows[i]!.shopId, shopName: names.get(rows[i]!.shopId) ?? '' }))
  },
})

/** The shop's users hear of the office's decision on a loss report (after it committed). */
async function tellShop(db: Db, reportId: string, text: (reportNo: string) => string): Promise<void> {
  const [r] = await db.select({ shopId: lossReports.shopId, reportNo: lossReports.reportNo }).from(lossReports).where(eq(lossReports.id, reportId))
  if (r) await notifyCustomer(db, r.shopId, '报损审核结果', text(r.reportNo))
}

/** Our own uploaded PDF, by its url ('/uploads/<32 hex>.pdf'). */
const REPORT_URL = /^\/uploads\/([0-9a-f]{32}\.pdf)$/

export const marketQualityHandlers = [
  handler({
    endpoint: contract.market.detection.page,
    access: OFFICE,
    module: { staff: 'detectionOffice' },
    input: { ...pageShape, status: opt(oneOf(DETECTION_STATES, '检测状态不正确')), result: opt(oneOf(DETECTION_RESULTS, '检测结果不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => officeDetections.page(db, user, pageArgs(input), detectionFilters(input, true)),
  }),
  handler({
    endpoint: contract.market.detection.queryById,
    access: OFFICE,
    module: { staff: 'detectionOffice' },
    input: { id: id() },
    handle: async ({ db, user }, input) => detectionDetail(db, await officeDetections.find(db, user, input.id)),
  }),
  handler({
    endpoint: contract.market.detection.recordResult,
    access: OFFICE,
    module: { staff: 'detectionOffice' },
    input: { id: id(), results: resultsInput() },
    handle: ({ db, user }, input) => recordResults(db, input.id, input.results, { userId: user.id, name: user.realName }),
  }),
  handler({
    endpoint: contract.market.detection.reportUpload,
    access: OFFICE,
    module: { staff: 'detectionOffice' },
    input: {},
    multipart: true,
    async handle({ db, req, config, user }) {
      const data = await readUploadedFile(req, GATE_LIMITS.reportBytes, GATE_MESSAGES.reportTooLarge)
      const check = checkPdf(data)
      if (!check.ok) throw new BizError(check.reason === 'active' ? '检测报告含有脚本或附件等活动内容，请导出为普通PDF后上传' : GATE_MESSAGES.reportNotPdf)
      const name = await storeUpload(db, config, user.id, data, 'pdf', PDF_CONTENT_TYPE)
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
  handler({
    endpoint: contract.market.detection.attachReport,
    access: OFFICE,
    module: { staff: 'detectionOffice' },
    input: { id: id(), reportUrl: str({ max: 100, pattern: REPORT_URL, msg: '检测报告文件不存在' }) },
    async handle({ db, user }, input) {
      // Only a PDF this office user uploaded (uploads row), never any other file of the store.
      const [u] = await db.select({ userId: uploads.userId, contentType: uploads.contentType }).from(uploads).where(eq(uploads.name, REPORT_URL.exec(input.reportUrl)![1]!))
      if (!u || u.userId !== user.id || u.contentType !== PDF_CONTENT_TYPE) throw new BizError('检测报告文件不存在')
      return attachReport(db, input.id, input.reportUrl)
    },
  }),
  handler({
    endpoint: contract.market.lossReport.page,
    access: OFFICE,
    module: { staff: 'lossAudit' },
    input: { ...pageShape, status: opt(oneOf(LOSS_REPORT_STATES, '报损单状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword?.trim()
      return officeLoss.page(db, user, pageArgs(input), [
        input.status ? eq(lossReports.status, input.status) : undefined,
        kw ? or(ilike(lossReports.reportNo, prefixPattern(kw.toUpperCase())), sql`exists (select 1 from ${customers} where ${customers.id} = ${lossReports.shopId} and ${customers.name} ilike ${containsPattern(kw)})`) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.market.lossReport.approve,
    access: OFFICE,
    module: { staff: 'lossAudit' },
    input: { id: id() },
    async handle({ db }, input) {
      await approveLossReport(db, input.id)
      await tellShop(db, input.id, (no) => `报损单${no}已审核通过，库存已扣减。`)
      return { id: input.id, status: 'approved' as const }
    },
  }),
  handler({
    endpoint: contract.market.lossReport.reject,
    access: OFFICE,
    module: { staff: 'lossAudit' },
    input: { id: id(), reason: reasonField() },
    async handle({ db }, input) {
      await rejectLossReport(db, input.id, input.reason)
      await tellShop(db, input.id, (no) => `报损单${no}已被驳回：${input.reason}。`)
      return { id: input.id, status: 'rejected' as const }
    },
  }),
]
