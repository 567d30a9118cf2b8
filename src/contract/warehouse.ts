// Endpoint descriptors of the warehouse service (spec section 7: Warehouse).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const warehouse = {
  supStockMain: {
    page: endpoint({ path: '/api/warehouse/supStockMain/page', method: 'POST', body: 'form' }),
  },
  supLossReportApplyMain: {
    createLossReportOrder: endpoint({ path: '/api/warehouse/supLossReportApplyMain/createLossReportOrder', method: 'POST', body: 'json' }),
    updateLossReportOrder: endpoint({ path: '/api/warehouse/supLossReportApplyMain/updateLossReportOrder', method: 'POST', body: 'json' }),
    deleteLossReportOrder: endpoint({ path: '/api/warehouse/supLossReportApplyMain/deleteLossReportOrder', method: 'POST', body: 'form' }),
    page: endpoint({ path: '/api/warehouse/supLossReportApplyMain/page', method: 'POST', body: 'form' }),
  },
}
