// Endpoint descriptors of the gate service (spec section 7: Gate guard).
// Payload and result types are added as each screen and backend handler is built.
import { DEFAULT_LOADING, endpoint } from './endpoint'
import type { IdPayload, PageQuery, PageResult } from './types/common'
import type {
  CommonProduct,
  InmarketDetail,
  InmarketItem,
  InmarketPagePayload,
  PlateCheck,
  PlateNumberPayload,
  PrefillCreated,
  PrefillDetail,
  PrefillItem,
  PrefillPagePayload,
  PrefillPayload,
  PrefillResubmitPayload,
  RandomPlate,
  VehicleType,
} from './types/gate'

export const gate = {
  vehicleType: {
    page: endpoint<PageQuery, PageResult<VehicleType>>({ path: '/api/gate/vehicleType/page', method: 'POST', body: 'form' }),
  },
  vehicle: {
    page: endpoint({ path: '/api/gate/vehicle/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/gate/vehicle/queryById', method: 'POST', body: 'form' }),
  },
  inmarketPrefillMain: {
    page: endpoint<PrefillPagePayload, PageResult<PrefillItem>>({ path: '/api/gate/inmarketPrefillMain/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, PrefillDetail>({ path: '/api/gate/inmarketPrefillMain/queryById', method: 'POST', body: 'form' }),
    createPreFill: endpoint<PrefillPayload, PrefillCreated>({ path: '/api/gate/inmarketPrefillMain/createPreFill', method: 'POST', body: 'json' }),
    resubmitInmarketPrefill: endpoint<PrefillResubmitPayload, PrefillCreated>({ path: '/api/gate/inmarketPrefillMain/resubmitInmarketPrefill', method: 'POST', body: 'json' }),
    checkPlateNumber: endpoint<PlateNumberPayload, PlateCheck>({ path: '/api/gate/inmarketPrefillMain/checkPlateNumber', method: 'POST', body: 'form' }),
    revokePrefillOrder: endpoint<IdPayload, IdPayload>({ path: '/api/gate/inmarketPrefillMain/revokePrefillOrder', method: 'POST', body: 'form' }),
    getRandomPlateNumber: endpoint<Record<string, never>, RandomPlate>({ path: '/api/gate/inmarketPrefillMain/getRandomPlateNumber', method: 'POST', body: 'form' }),
  },
  inmarketMain: {
    page: endpoint<InmarketPagePayload, PageResult<InmarketItem>>({ path: '/api/gate/inmarketMain/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, InmarketDetail>({ path: '/api/gate/inmarketMain/queryById', method: 'POST', body: 'form' }),
    getCommonUseProsByCustomer: endpoint<Record<string, never>, CommonProduct[]>({ path: '/api/gate/inmarketMain/getCommonUseProsByCustomer', method: 'POST', body: 'form' }),
  },
  outmarketMain: {
    page: endpoint({ path: '/api/gate/outmarketMain/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/gate/outmarketMain/queryById', method: 'POST', body: 'form' }),
    outmarketApplication: endpoint({ path: '/api/gate/outmarketMain/outmarketApplication', method: 'POST', body: 'json' }),
    outmarketApplicationAgain: endpoint({ path: '/api/gate/outmarketMain/outmarketApplicationAgain', method: 'POST', body: 'json' }),
    update: endpoint({ path: '/api/gate/outmarketMain/update', method: 'POST', body: 'form' }),
    getCurrentParkingFee: endpoint({ path: '/api/gate/outmarketMain/getCurrentParkingFee', method: 'GET', body: 'query', public: true, loading: DEFAULT_LOADING }),
    payImmediately: endpoint({ path: '/api/gate/outmarketMain/payImmediately', method: 'POST', body: 'json', public: true }),
  },
  detectionMain: {
    page: endpoint({ path: '/api/gate/detectionMain/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/gate/detectionMain/queryById', method: 'GET', body: 'query', public: true }),
    delete: endpoint({ path: '/api/gate/detectionMain/delete', method: 'POST', body: 'form' }),
    createDetection: endpoint({ path: '/api/gate/detectionMain/createDetection', method: 'POST', body: 'json' }),
    updateDetection: endpoint({ path: '/api/gate/detectionMain/updateDetection', method: 'POST', body: 'json' }),
    getDetectProAndItemByProIds: endpoint({ path: '/api/gate/detectionMain/getDetectProAndItemByProIds', method: 'POST', body: 'form' }),
  },
  detectionProVouchertype: {
    getAvaliableDetectReportByCustomer: endpoint({ path: '/api/gate/detectionProVouchertype/getAvaliableDetectReportByCustomer', method: 'POST', body: 'form' }),
  },
}
