// Endpoint descriptors of the settle service (spec section 7: Settle).
// Trade rules (states, who may call what, ownership, money movements): docs/trade.md.
import { endpoint } from './endpoint'
import type { BillPayStatus, OrderStatus, RefundStatus } from './types/trade'
import type { IdPayload, PageResult } from './types/common'
import type {
  BillCounts,
  BillDetail,
  BillItem,
  BillPagePayload,
  BillPayPayload,
  BillPayState,
  CustomerIdPayload,
  MyBillPagePayload,
  OrderClosePayload,
  OrderCreated,
  OrderCreatePayload,
  OrderDetail,
  OrderItem,
  OrderPagePayload,
  OrderPayPayload,
  OrderRepayPayload,
  PayStart,
  PredepositAccount,
  PredepositPagePayload,
  PredepositRecord,
  PurchaserSummary,
  PurchaserSummaryPayload,
  RefundAuditPayload,
  CashRefundPayload,
  RefundCreated,
  RefundDetail,
  RefundItem,
  RefundPagePayload,
  RefundRequestPayload,
  StatPayload,
  StatusResult,
  SupplierSales,
  TraceInfo,
  TracePayload,
} from './types/settle'
import type { DailySettlement, DailySettlementExportPayload, DailySettlementPayload } from './types/settlement'
import type { ExportLink } from './types/finance'
import type { TicketCodePayload, TicketConfirmPayload, TicketCreated, TicketInfo, TicketPagePayload, TicketPayload, TicketStatus } from './types/scanOrder'

export const settle = {
  billInfo: {
    pageMyBill: endpoint<MyBillPagePayload, PageResult<BillItem>>({ path: '/api/settle/billInfo/pageMyBill', method: 'GET', body: 'query' }),
    queryById: endpoint<IdPayload, BillDetail>({ path: '/api/settle/billInfo/queryById', method: 'POST', body: 'form' }),
    payBill: endpoint<BillPayPayload, PayStart<BillPayStatus>>({ path: '/api/settle/billInfo/payBill', method: 'POST', body: 'json' }),
    page: endpoint<BillPagePayload, PageResult<BillItem>>({ path: '/api/settle/billInfo/page', method: 'POST', body: 'form' }),
    queryBillPayStatus: endpoint<IdPayload, BillPayState>({ path: '/api/settle/billInfo/queryBillPayStatus', method: 'GET', body: 'query', loading: false }),
  },
  billStatistics: {
    myQuantityByPayStatus: endpoint<Record<string, never>, BillCounts>({ path: '/api/settle/billStatistics/myQuantityByPayStatus', method: 'POST', body: 'form' }),
  },
  orderRefund: {
    refundRequest: endpoint<RefundRequestPayload, RefundCreated>({ path: '/api/settle/orderRefund/refundRequest', method: 'POST', body: 'json' }),
    page: endpoint<RefundPagePayload, PageResult<RefundItem>>({ path: '/api/settle/orderRefund/page', method: 'POST', body: 'json' }),
    cancelRequest: endpoint<IdPayload, StatusResult<RefundStatus>>({ path: '/api/settle/orderRefund/cancelRequest', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, RefundDetail>({ path: '/api/settle/orderRefund/queryById', method: 'POST', body: 'form' }),
    supplierRefundAudit: endpoint<RefundAuditPayload, StatusResult<RefundStatus>>({ path: '/api/settle/orderRefund/supplierRefundAudit', method: 'POST', body: 'form' }),
    receipt: endpoint<IdPayload, StatusResult<RefundStatus>>({ path: '/api/settle/orderRefund/receipt', method: 'POST', body: 'form' }),
    /** The shop hands cash back for a cash sale (issue 25, beyond the spec). */
    cashRefund: endpoint<CashRefundPayload, RefundCreated>({ path: '/api/settle/orderRefund/cashRefund', method: 'POST', body: 'json', beyondSpec: true }),
  },
  orderInfo: {
    page: endpoint<OrderPagePayload, PageResult<OrderItem>>({ path: '/api/settle/orderInfo/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, OrderDetail>({ path: '/api/settle/orderInfo/queryById', method: 'POST', body: 'form' }),
    pay: endpoint<OrderPayPayload, PayStart<OrderStatus>>({ path: '/api/settle/orderInfo/pay', method: 'POST', body: 'form' }),
    oweRepay: endpoint<OrderRepayPayload, PayStart<OrderStatus>>({ path: '/api/settle/orderInfo/oweRepay', method: 'POST', body: 'form' }),
    create: endpoint<OrderCreatePayload, OrderCreated>({ path: '/api/settle/orderInfo/create', method: 'POST', body: 'json' }),
    closeOrder: endpoint<OrderClosePayload, StatusResult<OrderStatus>>({ path: '/api/settle/orderInfo/closeOrder', method: 'POST', body: 'form' }),
    confirmOrder: endpoint<IdPayload, StatusResult<OrderStatus>>({ path: '/api/settle/orderInfo/confirmOrder', method: 'POST', body: 'form' }),
  },
  /** Scan-to-order (beyond the spec): a shop's ticket claimed by a buyer becomes an order (types/scanOrder.ts). */
  scanOrder: {
    createTicket: endpoint<TicketPayload, TicketCreated>({ path: '/api/settle/scanOrder/createTicket', method: 'POST', body: 'json', beyondSpec: true }),
    cancelTicket: endpoint<IdPayload, StatusResult<TicketStatus>>({ path: '/api/settle/scanOrder/cancelTicket', method: 'POST', body: 'form', beyondSpec: true }),
    page: endpoint<TicketPagePayload, PageResult<TicketInfo>>({ path: '/api/settle/scanOrder/page', method: 'POST', body: 'form', beyondSpec: true }),
    read: endpoint<TicketCodePayload, TicketInfo>({ path: '/api/settle/scanOrder/read', method: 'POST', body: 'form', beyondSpec: true }),
    claim: endpoint<TicketCodePayload, OrderCreated>({ path: '/api/settle/scanOrder/claim', method: 'POST', body: 'form', beyondSpec: true }),
    /** The shop's own ticket. */
    queryById: endpoint<IdPayload, TicketInfo>({ path: '/api/settle/scanOrder/queryById', method: 'POST', body: 'form', beyondSpec: true }),
    /** The shop confirms its open ticket (a scale's weighing ticket) as an order to a buyer it names. */
    confirm: endpoint<TicketConfirmPayload, OrderCreated>({ path: '/api/settle/scanOrder/confirm', method: 'POST', body: 'json', beyondSpec: true }),
  },
  traceSource: {
    queryById: endpoint<TracePayload, TraceInfo>({ path: '/api/settle/traceSource/queryById', method: 'GET', body: 'query', public: true }),
  },
  purchaserSummary: {
    getPurchaserSummary: endpoint<PurchaserSummaryPayload, PurchaserSummary>({ path: '/api/settle/purchaserSummary/getPurchaserSummary', method: 'POST', body: 'form' }),
  },
  supplierData: {
    querySupplierDataParam: endpoint<StatPayload, SupplierSales>({ path: '/api/settle/supplierData/querySupplierDataParam', method: 'POST', body: 'form' }),
    /** A shop's daily settlement (日结对账, beyond the spec: types/settlement.ts). */
    dailySettlement: endpoint<DailySettlementPayload, DailySettlement>({ path: '/api/settle/supplierData/dailySettlement', method: 'POST', body: 'form', beyondSpec: true }),
    dailySettlementExport: endpoint<DailySettlementExportPayload, ExportLink>({ path: '/api/settle/supplierData/dailySettlementExport', method: 'POST', body: 'form', beyondSpec: true }),
  },
  predepositAccount: {
    getAccountInfoByCustomerId: endpoint<CustomerIdPayload, PredepositAccount>({ path: '/api/settle/predepositAccount/getAccountInfoByCustomerId', method: 'POST', body: 'form' }),
  },
  predepositRecord: {
    page: endpoint<PredepositPagePayload, PageResult<PredepositRecord>>({ path: '/api/settle/predepositRecord/page', method: 'POST', body: 'form' }),
  },
}
