/**
 * settle/traceSource/queryById (public): what a trace code on an order line's QR tells anyone who
 * scans it: the product, the shop, the stock batch it was sold from, the gate entry that batch
 * came in with and its inspection when those exist. Never the buyer.
 */
import { asc, eq } from 'drizzle-orm'
import { contract, type TraceInfo } from '@/contract'
import { assets, inmarketRecords, orderLines, orders, stockBatches } from '../../db/schema'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { fromNumeric } from '../../lib/money'
import { str } from '../../lib/validate'
import { ratingSummaries } from '../member/evaluate'

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
      const [booths, ratings, batchRows] = await Promise.all([
        db.select({ code: assets.code }).from(assets).where(eq(assets.customerId, hit.supplierId)).orderBy(asc(assets.code)),
        ratingSummaries(db, [hit.supplierId]),
        line.batchId ? db.select().from(stockBatches).where(eq(stockBatches.id, line.batchId)) : Promise.resolve([]),
      ])
      const batch = batchRows[0] ?? null
      const [entry] = batch?.inmarketRecordId ? await db.select().from(inmarketRecords).where(eq(inmarketRecords.id, batch.inmarketRecordId)) : []
      return {
        traceCode: line.traceCode,
        productName: line.productName,
        skuName: line.skuName,
        categoryName: line.categoryName,
        unit: line.unit,
        quantity: fromNumeric(line.quantity) / 100,
        saleTime: hit.saleTime.toISOString(),
        supplier: { id: hit.supplierId, name: hit.supplierName, boothCodes: booths.map((b) => b.code), rating: ratings.get(hit.supplierId)! },
        batch: batch ? { batchNo: batch.batchNo, entryDate: batch.entryDate, shelfLifeDays: batch.shelfLifeDays, expiryDate: batch.expiryDate } : null,
        entry: entry ? { plateNumber: entry.plateNumber, entryTime: entry.entryTime.toISOString(), prefillOrderNo: entry.prefillOrderNo } : null,
        // No inspection records exist in this system yet (gate detection is a later issue).
        inspection: null,
      }
    },
  }),
]
