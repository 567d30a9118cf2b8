/**
 * /api/market/pricePublish/*: the market office publishes the price board from the day's trade
 * (module pricePublish, 价格发布; docs/trade.md, "Prices published from trade"). Staff open a day
 * (its draft is made from trade the first time), correct or add rows (a form, or a CSV/XLSX file
 * checked in full before anything is saved), and publish it once.
 */
import { buffer } from 'node:stream/consumers'
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm'
import { contract, type PriceDayItem, type PriceDayStatus } from '@/contract'
import type { Db } from '../../db/client'
import { priceDays, priceDraftRows, priceProducts, uploads } from '../../db/schema'
import { handler } from '../../http/handler'
import { addDays, chinaDay, isDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fenField } from '../../lib/money'
import { id, str } from '../../lib/validate'
import { SHEET_CONTENT_TYPES } from '../../files/spreadsheet'
import { readUploadedFile, storeUpload } from '../user/upload'
import { openDays, PRICE_MESSAGES, publishDays, readDraft, saveRows } from './priceDraft'
import { PRICE_FILE_MAX_BYTES, PRICE_FILE_MESSAGES, priceTemplate, readPriceFile, validatePriceRows } from './priceImport'

const OFFICE = ['staff'] as const
const MODULE = { staff: 'pricePublish' } as const
/** How many days back the office list shows. */
export const PRICE_DAYS_LISTED = 30
const FILE_URL = /^\/([0-9a-f]{32}\.(csv|xlsx))$/
const FILE_MISSING = '导入文件不存在，请重新选择'

const marketDay = () => str({ check: isDay, msg: '日期格式应为YYYY-MM-DD' })

const board = (db: Db) => db.select({ id: priceProducts.id, name: priceProducts.name, unit: priceProducts.unit }).from(priceProducts).orderBy(asc(priceProducts.sort), asc(priceProducts.id))

/** An upload's file type from its first bytes: XLSX is a zip ('PK'), anything else is read as CSV text. */
const fileType = (data: Buffer): 'xlsx' | 'csv' => (data.subarray(0, 2).toString('latin1') === 'PK' ? 'xlsx' : 'csv')

export const pricePublishHandlers = [
  handler({
    endpoint: contract.market.pricePublish.days,
    access: OFFICE,
    module: MODULE,
    input: {},
    async handle({ db }): Promise<PriceDayItem[]> {
      const today = chinaDay()
      const from = addDays(today, 1 - PRICE_DAYS_LISTED)
      const rows = await db
        .select({ day: priceDays.day, status: priceDays.status, rowCount: count(priceDraftRows.priceProductId) })
        .from(priceDays)
        .leftJoin(priceDraftRows, eq(priceDraftRows.day, priceDays.day))
        .where(and(gte(priceDays.day, from), lte(priceDays.day, today)))
        .groupBy(priceDays.day)
        .orderBy(desc(priceDays.day))
      const byDay = new Map(rows.map((r) => [r.day, r]))
      return Array.from({ length: PRICE_DAYS_LISTED }, (_, i) => {
        const day = addDays(today, -i)
        const r = byDay.get(day)
        return { day, status: (r?.status as PriceDayStatus | undefined) ?? 'none', rowCount: r?.rowCount ?? 0 }
      })
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.open,
    access: OFFICE,
    module: MODULE,
    input: { day: marketDay() },
    async handle({ db, user }, input) {
      if (input.day > chinaDay()) throw new BizError(PRICE_MESSAGES.future)
      await openDays(db, [input.day], user.id)
      return readDraft(db, input.day)
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.saveRow,
    access: OFFICE,
    module: MODULE,
    input: { day: marketDay(), productId: id(), minFen: fenField({ min: 1, msg: '最低价需大于0' }), avgFen: fenField({ min: 1, msg: '平均价需大于0' }), maxFen: fenField({ min: 1, msg: '最高价需大于0' }) },
    async handle({ db }, input) {
      await saveRows(db, [{ day: input.day, priceProductId: input.productId, minFen: input.minFen, avgFen: input.avgFen, maxFen: input.maxFen }], 'manual')
      return readDraft(db, input.day)
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.template,
    access: OFFICE,
    module: MODULE,
    input: {},
    async handle({ db, config, user }) {
      const name = await storeUpload(db, config, user.id, await priceTemplate(await board(db)), 'xlsx', SHEET_CONTENT_TYPES.xlsx)
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.upload,
    access: OFFICE,
    module: MODULE,
    input: {},
    multipart: true,
    async handle({ db, req, config, user }) {
      const data = await readUploadedFile(req, PRICE_FILE_MAX_BYTES, PRICE_FILE_MESSAGES.tooLarge)
      const ext = fileType(data)
      const name = await storeUpload(db, config, user.id, data, ext, SHEET_CONTENT_TYPES[ext])
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.importFile,
    access: OFFICE,
    module: MODULE,
    input: { day: marketDay(), fileUrl: str({ max: 200, msg: FILE_MISSING }) },
    async handle({ db, config, user }, input) {
      const m = input.fileUrl.startsWith(config.uploadUrl) ? FILE_URL.exec(input.fileUrl.slice(config.uploadUrl.length)) : null
      if (!m) throw new BizError(FILE_MISSING)
      const [name, ext] = [m[1]!, m[2]!]
      // Only a file this user uploaded, never any other file of the store.
      const [u] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.name, name))
      const stored = u?.userId === user.id ? await config.files.get(name) : null
      if (!stored) throw new BizError(FILE_MISSING)
      const { rows, errors } = validatePriceRows(await readPriceFile(await buffer(stored.stream), ext), await board(db))
      if (errors.length) return { saved: 0, errors }
      await saveRows(db, rows.map((r) => ({ ...r, day: input.day })), 'import')
      return { saved: rows.length, errors: [] }
    },
  }),
  handler({
    endpoint: contract.market.pricePublish.publish,
    access: OFFICE,
    module: MODULE,
    input: { day: marketDay() },
    async handle({ db, user }, input) {
      await publishDays(db, [input.day], user.id)
      return readDraft(db, input.day)
    },
  }),
]
