/**
 * Typed calls of the gate service: vehicle types, entry reports (prefills), entry records, exit
 * applications and parking, inspections and registered vehicles (writes: `mutate`).
 */
import { request, type RequestOptions } from '@/core/request'
import { gate } from '@/contract/gate'
import type { DetectionPagePayload, InmarketPagePayload, OutmarketPagePayload, PrefillPagePayload, VehiclePagePayload } from '@/contract/types'

export const gateApi = {
  /** A vehicle's parking fee by plate (public): what is due now, and whether an online payment is in progress. */
  parkingFee: (plateNumber: string, options?: RequestOptions) => request(gate.outmarketMain.getCurrentParkingFee, { plateNumber }, options),
  vehicleTypes: () => request(gate.vehicleType.page, { current: 1, size: 100 }),
  prefillPage: (q: PrefillPagePayload, options?: RequestOptions) => request(gate.inmarketPrefillMain.page, q, options),
  prefillDetail: (id: string) => request(gate.inmarketPrefillMain.queryById, { id }),
  /** `{valid, message}`: the caller shows the message itself; `silent` also hides failures of the call. */
  checkPlate: (plateNumber: string, silent = false) => request(gate.inmarketPrefillMain.checkPlateNumber, { plateNumber }, { silent }),
  randomPlate: () => request(gate.inmarketPrefillMain.getRandomPlateNumber, {}, { loading: true }),
  inmarketPage: (q: InmarketPagePayload) => request(gate.inmarketMain.page, q),
  inmarketDetail: (id: string) => request(gate.inmarketMain.queryById, { id }),
  /** The caller's customer's most reported goods. */
  commonProducts: () => request(gate.inmarketMain.getCommonUseProsByCustomer, {}),
  outmarketPage: (q: OutmarketPagePayload) => request(gate.outmarketMain.page, q),
  outmarketDetail: (id: string) => request(gate.outmarketMain.queryById, { id }),
  detectionPage: (q: DetectionPagePayload) => request(gate.detectionMain.page, q),
  detectionDetail: (id: string) => request(gate.detectionMain.detail, { id }),
  /** The test items that apply to each product. */
  detectItems: (productIds: string[]) => request(gate.detectionMain.getDetectProAndItemByProIds, { productIds }),
  /** The shop's report vouchers valid today (covering one of `productIds` when given). */
  detectVouchers: (productIds?: string[]) => request(gate.detectionProVouchertype.getAvaliableDetectReportByCustomer, productIds?.length ? { productIds } : {}),
  vehiclePage: (q: VehiclePagePayload) => request(gate.vehicle.page, q),
}
