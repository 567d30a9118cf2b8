/** Typed calls of the gate service: vehicle types, entry reports (prefills), entry records and parking fees (writes: `mutate`). */
import { request, type RequestOptions } from '@/core/request'
import { gate } from '@/contract/gate'
import type { InmarketPagePayload, PrefillPagePayload } from '@/contract/types'

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
}
