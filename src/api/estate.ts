/**
 * Typed reads of the estate service (docs/estate.md): repairs and worksheets, consumables and
 * services, meters and readings, receipt codes. Writes go through `mutate`.
 */
import { request, type RequestOptions } from '@/core/request'
import { estate } from '@/contract/estate'
import type {
  EstateStockPagePayload,
  ReadingCalcPayload,
  ReadingPagePayload,
  RepairPagePayload,
  RepairServicePagePayload,
  WorksheetPagePayload,
} from '@/contract/types'

export const estateApi = {
  /** The shop's own repair requests. */
  repairPage: (q: RepairPagePayload, options?: RequestOptions) => request(estate.recordsManage.page, q, options),
  repairDetail: (id: string) => request(estate.recordsManage.queryById, { id }),
  /** The maintainer's worksheets: `mine` (assigned to it) or `pool` (its zones' to take). */
  worksheetPage: (q: WorksheetPagePayload, options?: RequestOptions) => request(estate.worksheetManage.page, q, options),
  worksheetDetail: (id: string) => request(estate.worksheetManage.queryById, { id }),
  /** The estate's consumables (the dispose screen's picker). */
  materialPage: (q: EstateStockPagePayload, options?: RequestOptions) => request(estate.stockMain.page, q, options),
  /** The repair services and their prices. */
  servicePage: (q: RepairServicePagePayload, options?: RequestOptions) => request(estate.recordsProject.page, q, options),
  /** A meter's last reading, price and this period's reading if already taken. */
  lastReading: (meterId: string) => request(estate.hydropowerReading.getMerchantHydropowerReadingLastNumber, { meterId }),
  /** Readings, newest period first (a booth's, a meter's). */
  readingPage: (q: ReadingPagePayload, options?: RequestOptions) => request(estate.hydropowerReading.page, q, options),
  /** A booth's unpaid utility bills, earliest due first, and what they still owe. */
  meterArrears: (assetId: string) => request(estate.hydropowerReading.getWaterAandElectricityMeterArrears, { assetId }),
  /** What a reading would charge, before saving (nothing is written; the refusal is the screen's to show). */
  calculate: (q: ReadingCalcPayload) => request(estate.hydropowerReading.calculationWaterElectricityConsumption, q, { silent: true, loading: false }),
  /** The bill a scanned receipt code asks the merchant to pay (refused in the server's words). */
  scanReceiptCode: (code: string) => request(estate.receiptCode.scan, { code }),
  /** Polled by the receipt-code screen: no loading text, no modal. */
  receiptCodeState: (id: string) => request(estate.receiptCode.query, { id }, { silent: true, loading: false }),
}
