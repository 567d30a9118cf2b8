/**
 * settle/traceSource/queryById (public): what a trace code on an order line's QR tells anyone who
 * scans it, and only that (docs/gate.md, "Trace"): the product and its origin, the day its batch's
 * goods entered the market, their inspection and report, the shop and its booths, the day of the
 * sale and the market. Never the buyer, a price, a quantity, a plate or a driver.
 */
import { and, asc, eq } from 'drizzle-orm'
import { contract, type TraceInfo } from '@/contract'
import { assets, inmarketGoods, inmarketRecords, orderLines, orders, stockBatches } from '../../db/schema'
import { handler } from '../../http/handler'
import { chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { str } from '../../lib/validate'
import { testedProducts } from '../gate/detectionRead'
import { ratingSummaries } from '../member/evaluate'
import { currentMarketName } from '../user/system'

export const TRACE_NOT_FOUND = '溯源码不存在'
const TRACE_CODE = /^T[A-Z2-7]{15}$/

export const traceHandlers = [
  handler({
    endpoint: contract.settle.traceSource.queryById,
    access: 'public',
    input: { id: str({ max: 64, msg: TRACE_NOT_FOUND }) },
    async handle({ db }, input): Promise<TraceInfo> {
      const code = input.id.toUpperCase()
      if (!TRACE_CODE.test(code)) throw new BizError(TRACE_NOT_FOUND)
      const [hit] = await db
        .select({ line: orderLines, supplierId: orders.supplierId, supplierName: orders.supplierName, saleTime: orders.createdAt })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orderLines.traceCode, code))
      if (!hit) throw new BizError(TRACE_NOT_FOUND)
      const { line } = hit
      const [booths, ratings, batchRows, marketName] = await Promise.all([
        db.select({ code: assets.code }).from(assets).where(eq(assets.customerId, hit.supplierId)).orderBy(asc(assets.code)),
        ratingSummaries(db, [hit.supplierId]),
        line.batchId ? db.select().from(stockBatches).where(eq(stockBatches.id, line.batchId)) : Promise.resolve([]),
        currentMarketName(db),
      ])
      const batch = batchRows[0] ?? null
      const recordId = batch?.inmarketRecordId ?? null
      const [entry] = recordId
        ? await db
            .select({ entryTime: inmarketRecords.entryTime, origin: inmarketGoods.origin })
            .from(inmarketRecords)
            .leftJoin(inmarketGoods, and(eq(inmarketGoods.recordId, inmarketRecords.id), eq(inmarketGoods.productId, line.productId)))
            .where(eq(inmarketRecords.id, recordId))
        : []
      const tested = recordId ? (await testedProducts(db, [{ recordId, productId: line.productId }])).get(`${recordId}:${line.productId}`) : undefined
      return {
        traceCode: line.traceCode,
        productName: line.productName,
        skuName: line.skuName,
        categoryName: line.categoryName,
        origin: batch?.origin ?? entry?.origin ?? null,
        saleDate: chinaDay(hit.saleTime),
        marketName,
        supplier: { id: hit.supplierId, name: hit.supplierName, boothCodes: booths.map((b) => b.code), rating: ratings.get(hit.supplierId)! },
        batch: batch ? { batchNo: batch.batchNo, entryDate: batch.entryDate, shelfLifeDays: batch.shelfLifeDays, expiryDate: batch.expiryDate } : null,
        entry: entry ? { entryDate: chinaDay(entry.entryTime) } : null,
        inspection: tested
          ? { id: tested.detection.id, detectionNo: tested.detection.detectionNo, result: tested.result, testedAt: tested.detection.testedAt!.toISOString(), reportUrl: tested.detection.reportFile, items: tested.items }
          : null,
      }
    },
  }),
]
