/** Typed reads of the warehouse service: the shop's stock by SKU and batch, and its loss reports (writes: `mutate`). */
import { request, type RequestOptions } from '@/core/request'
import { warehouse } from '@/contract/warehouse'
import type { LossReportPagePayload, StockPagePayload } from '@/contract/types'
import { readAll } from './paging'

export const warehouseApi = {
  /** The shop's SKUs with their batches (with stock unless `includeEmpty`), in shelf order. */
  stockPage: (q: StockPagePayload, options?: RequestOptions) => request(warehouse.supStockMain.page, q, options),
  /** Every SKU with stock and its batches: the loss report's batch choices. */
  allStock: () => readAll((q) => warehouseApi.stockPage(q)),
  /** The shop's loss reports, newest first. */
  lossReportPage: (q: LossReportPagePayload, options?: RequestOptions) => request(warehouse.supLossReportApplyMain.page, q, options),
}
