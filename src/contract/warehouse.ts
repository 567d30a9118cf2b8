// Endpoint descriptors of the warehouse service (spec section 7: Warehouse).
// Stock and loss-report rules: docs/trade.md, "Stock".
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type {
  LossReportCreated,
  LossReportItem,
  LossReportPagePayload,
  LossReportPayload,
  LossReportUpdatePayload,
  StockItem,
  StockPagePayload,
} from './types/warehouse'

export const warehouse = {
  supStockMain: {
    page: endpoint<StockPagePayload, PageResult<StockItem>>({ path: '/api/warehouse/supStockMain/page', method: 'POST', body: 'form' }),
  },
  supLossReportApplyMain: {
    createLossReportOrder: endpoint<LossReportPayload, LossReportCreated>({ path: '/api/warehouse/supLossReportApplyMain/createLossReportOrder', method: 'POST', body: 'json' }),
    updateLossReportOrder: endpoint<LossReportUpdatePayload, LossReportCreated>({ path: '/api/warehouse/supLossReportApplyMain/updateLossReportOrder', method: 'POST', body: 'json' }),
    deleteLossReportOrder: endpoint<IdPayload, null>({ path: '/api/warehouse/supLossReportApplyMain/deleteLossReportOrder', method: 'POST', body: 'form' }),
    page: endpoint<LossReportPagePayload, PageResult<LossReportItem>>({ path: '/api/warehouse/supLossReportApplyMain/page', method: 'POST', body: 'form' }),
  },
}
