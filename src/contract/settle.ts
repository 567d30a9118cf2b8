// Endpoint descriptors of the settle service (spec section 7: Settle).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const settle = {
  billInfo: {
    pageMyBill: endpoint({ path: '/api/settle/billInfo/pageMyBill', method: 'GET', body: 'query' }),
    queryById: endpoint({ path: '/api/settle/billInfo/queryById', method: 'POST', body: 'form' }),
    payBill: endpoint({ path: '/api/settle/billInfo/payBill', method: 'POST', body: 'json' }),
    page: endpoint({ path: '/api/settle/billInfo/page', method: 'POST', body: 'form' }),
    queryBillPayStatus: endpoint({ path: '/api/settle/billInfo/queryBillPayStatus', method: 'GET', body: 'query', loading: false }),
  },
  billStatistics: {
    myQuantityByPayStatus: endpoint({ path: '/api/settle/billStatistics/myQuantityByPayStatus', method: 'POST', body: 'form' }),
  },
  orderRefund: {
    refundRequest: endpoint({ path: '/api/settle/orderRefund/refundRequest', method: 'POST', body: 'json' }),
    page: endpoint({ path: '/api/settle/orderRefund/page', method: 'POST', body: 'json' }),
    cancelRequest: endpoint({ path: '/api/settle/orderRefund/cancelRequest', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/settle/orderRefund/queryById', method: 'POST', body: 'form' }),
    supplierRefundAudit: endpoint({ path: '/api/settle/orderRefund/supplierRefundAudit', method: 'POST', body: 'form' }),
    receipt: endpoint({ path: '/api/settle/orderRefund/receipt', method: 'POST', body: 'form' }),
  },
  orderInfo: {
    page: endpoint({ path: '/api/settle/orderInfo/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/settle/orderInfo/queryById', method: 'POST', body: 'form' }),
    pay: endpoint({ path: '/api/settle/orderInfo/pay', method: 'POST', body: 'form' }),
    oweRepay: endpoint({ path: '/api/settle/orderInfo/oweRepay', method: 'POST', body: 'form' }),
    create: endpoint({ path: '/api/settle/orderInfo/create', method: 'POST', body: 'json' }),
    closeOrder: endpoint({ path: '/api/settle/orderInfo/closeOrder', method: 'POST', body: 'form' }),
    confirmOrder: endpoint({ path: '/api/settle/orderInfo/confirmOrder', method: 'POST', body: 'form' }),
  },
  traceSource: {
    queryById: endpoint({ path: '/api/settle/traceSource/queryById', method: 'GET', body: 'query', public: true }),
  },
  purchaserSummary: {
    getPurchaserSummary: endpoint({ path: '/api/settle/purchaserSummary/getPurchaserSummary', method: 'POST', body: 'form' }),
  },
  supplierData: {
    querySupplierDataParam: endpoint({ path: '/api/settle/supplierData/querySupplierDataParam', method: 'POST', body: 'form' }),
  },
  predepositAccount: {
    getAccountInfoByCustomerId: endpoint({ path: '/api/settle/predepositAccount/getAccountInfoByCustomerId', method: 'POST', body: 'form' }),
  },
  predepositRecord: {
    page: endpoint({ path: '/api/settle/predepositRecord/page', method: 'POST', body: 'form' }),
  },
}
