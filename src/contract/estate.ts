// Endpoint descriptors of the estate service (spec section 7: Estate; docs/estate.md): repairs and
// their worksheets, the estate's consumables and services, meter readings, and (beyond the spec)
// the merchant's rating of a repair and the maintainer's receipt codes.
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type {
  EstateMaterial,
  EstateStockPagePayload,
  MeterArrears,
  MeterArrearsPayload,
  MeterLastReading,
  MeterLastReadingPayload,
  MeterReading,
  ReadingCalculation,
  ReadingCalcPayload,
  ReadingCreatePayload,
  ReadingPagePayload,
  ReadingReplacementPayload,
  ReceiptCodeCreated,
  ReceiptCodeCreatePayload,
  ReceiptCodeScan,
  ReceiptCodeScanPayload,
  ReceiptCodeState,
  RepairCreatePayload,
  RepairDetail,
  RepairEvaluatePayload,
  RepairHistoryPayload,
  RepairItem,
  RepairPagePayload,
  RepairServiceItem,
  RepairServicePagePayload,
  RepairUpdatePayload,
  WorksheetActionPayload,
  WorksheetCompleted,
  WorksheetCompletePayload,
  WorksheetDirectPayload,
  WorksheetPagePayload,
  WorksheetState,
} from './types/estate'

export const estate = {
  /** The merchant's repair requests. */
  recordsManage: {
    page: endpoint<RepairPagePayload, PageResult<RepairItem>>({ path: '/api/estate/recordsManage/page', method: 'POST', body: 'form' }),
    create: endpoint<RepairCreatePayload, RepairItem>({ path: '/api/estate/recordsManage/create', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, RepairDetail>({ path: '/api/estate/recordsManage/queryById', method: 'POST', body: 'form' }),
    update: endpoint<RepairUpdatePayload, RepairItem>({ path: '/api/estate/recordsManage/update', method: 'POST', body: 'form' }),
    getMerchantRecourdsList: endpoint<RepairHistoryPayload, RepairItem[]>({ path: '/api/estate/recordsManage/getMerchantRecourdsList', method: 'POST', body: 'form' }),
    evaluate: endpoint<RepairEvaluatePayload, RepairItem>({ path: '/api/estate/recordsManage/evaluate', method: 'POST', body: 'form', beyondSpec: true }),
  },
  /** The repair services and their prices. */
  recordsProject: {
    page: endpoint<RepairServicePagePayload, PageResult<RepairServiceItem>>({ path: '/api/estate/recordsProject/page', method: 'POST', body: 'form' }),
  },
  /** The estate's consumables in stock. */
  stockMain: {
    page: endpoint<EstateStockPagePayload, PageResult<EstateMaterial>>({ path: '/api/estate/stockMain/page', method: 'POST', body: 'form' }),
  },
  /** The maintainer's worksheets. */
  worksheetManage: {
    page: endpoint<WorksheetPagePayload, PageResult<RepairItem>>({ path: '/api/estate/worksheetManage/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, RepairDetail>({ path: '/api/estate/worksheetManage/queryById', method: 'POST', body: 'form' }),
    update: endpoint<WorksheetActionPayload, WorksheetState>({ path: '/api/estate/worksheetManage/update', method: 'POST', body: 'form' }),
    createWorkOrderDirectlyReturnBillId: endpoint<WorksheetDirectPayload, WorksheetCompleted>({
      path: '/api/estate/worksheetManage/createWorkOrderDirectlyReturnBillId',
      method: 'POST',
      body: 'json',
    }),
  },
  repairProject: {
    completeWorkSheet: endpoint<WorksheetCompletePayload, WorksheetCompleted>({ path: '/api/estate/repairProject/completeWorkSheet', method: 'POST', body: 'json' }),
  },
  hydropowerReading: {
    page: endpoint<ReadingPagePayload, PageResult<MeterReading>>({ path: '/api/estate/hydropowerReading/page', method: 'POST', body: 'form' }),
    createReading: endpoint<ReadingCreatePayload, MeterReading>({ path: '/api/estate/hydropowerReading/createReading', method: 'POST', body: 'form' }),
    getMerchantHydropowerReadingLastNumber: endpoint<MeterLastReadingPayload, MeterLastReading>({
      path: '/api/estate/hydropowerReading/getMerchantHydropowerReadingLastNumber',
      method: 'POST',
      body: 'form',
    }),
    calculationWaterElectricityConsumption: endpoint<ReadingCalcPayload, ReadingCalculation>({
      path: '/api/estate/hydropowerReading/calculationWaterElectricityConsumption',
      method: 'POST',
      body: 'form',
    }),
    getWaterAandElectricityMeterArrears: endpoint<MeterArrearsPayload, MeterArrears>({
      path: '/api/estate/hydropowerReading/getWaterAandElectricityMeterArrears',
      method: 'POST',
      body: 'form',
    }),
    createRadingRcord: endpoint<ReadingReplacementPayload, MeterReading>({ path: '/api/estate/hydropowerReading/createRadingRcord', method: 'POST', body: 'json' }),
  },
  /** Beyond the spec: a payment QR code the maintainer shows for a merchant's repair or utility bill. */
  receiptCode: {
    create: endpoint<ReceiptCodeCreatePayload, ReceiptCodeCreated>({ path: '/api/estate/receiptCode/create', method: 'POST', body: 'form', beyondSpec: true }),
    /** Polled by the maintainer's screen (no loading text). */
    query: endpoint<IdPayload, ReceiptCodeState>({ path: '/api/estate/receiptCode/query', method: 'GET', body: 'query', beyondSpec: true }),
    scan: endpoint<ReceiptCodeScanPayload, ReceiptCodeScan>({ path: '/api/estate/receiptCode/scan', method: 'POST', body: 'form', beyondSpec: true }),
  },
}
