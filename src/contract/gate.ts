// Endpoint descriptors of the gate service (spec section 7: Gate guard).
// Entry, exit, parking, inspections and vehicles: docs/gate.md.
import { DEFAULT_LOADING, endpoint } from './endpoint'
import type { IdPayload, PageQuery, PageResult } from './types/common'
import type {
  DetectionCreated,
  DetectionDetail,
  DetectionItemSummary,
  DetectionPagePayload,
  DetectionPayload,
  DetectionUpdatePayload,
  DetectProductItems,
  DetectProItemsPayload,
  DetectVoucher,
  DetectVoucherPayload,
  PublicDetection,
} from './types/detection'
import type { OutmarketAgainPayload, OutmarketCreated, OutmarketDetail, OutmarketItem, OutmarketPagePayload, OutmarketPayload, OutmarketStatus, OutmarketUpdatePayload } from './types/outmarket'
import type { ParkingFee, ParkingFeePayload, ParkingPayPayload, ParkingPayStart } from './types/parking'
import type { StatusResult } from './types/settle'
import type { VehicleDetail, VehicleItem, VehiclePagePayload } from './types/vehicle'
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
    page: endpoint<VehiclePagePayload, PageResult<VehicleItem>>({ path: '/api/gate/vehicle/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, VehicleDetail>({ path: '/api/gate/vehicle/queryById', method: 'POST', body: 'form' }),
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
    page: endpoint<OutmarketPagePayload, PageResult<OutmarketItem>>({ path: '/api/gate/outmarketMain/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, OutmarketDetail>({ path: '/api/gate/outmarketMain/queryById', method: 'POST', body: 'form' }),
    outmarketApplication: endpoint<OutmarketPayload, OutmarketCreated>({ path: '/api/gate/outmarketMain/outmarketApplication', method: 'POST', body: 'json' }),
    outmarketApplicationAgain: endpoint<OutmarketAgainPayload, OutmarketCreated>({ path: '/api/gate/outmarketMain/outmarketApplicationAgain', method: 'POST', body: 'json' }),
    update: endpoint<OutmarketUpdatePayload, StatusResult<OutmarketStatus>>({ path: '/api/gate/outmarketMain/update', method: 'POST', body: 'form' }),
    getCurrentParkingFee: endpoint<ParkingFeePayload, ParkingFee>({ path: '/api/gate/outmarketMain/getCurrentParkingFee', method: 'GET', body: 'query', public: true, loading: DEFAULT_LOADING }),
    payImmediately: endpoint<ParkingPayPayload, ParkingPayStart>({ path: '/api/gate/outmarketMain/payImmediately', method: 'POST', body: 'json', public: true }),
  },
  detectionMain: {
    page: endpoint<DetectionPagePayload, PageResult<DetectionItemSummary>>({ path: '/api/gate/detectionMain/page', method: 'POST', body: 'form' }),
    /** Public: what anyone may see of an inspection (PublicDetection); the shop's own view is `detail`. */
    queryById: endpoint<IdPayload, PublicDetection>({ path: '/api/gate/detectionMain/queryById', method: 'GET', body: 'query', public: true }),
    /** The shop's own inspection in full (beyond the spec: its public queryById answers only public facts). */
    detail: endpoint<IdPayload, DetectionDetail>({ path: '/api/gate/detectionMain/detail', method: 'POST', body: 'form', beyondSpec: true }),
    delete: endpoint<IdPayload, null>({ path: '/api/gate/detectionMain/delete', method: 'POST', body: 'form' }),
    createDetection: endpoint<DetectionPayload, DetectionCreated>({ path: '/api/gate/detectionMain/createDetection', method: 'POST', body: 'json' }),
    updateDetection: endpoint<DetectionUpdatePayload, DetectionCreated>({ path: '/api/gate/detectionMain/updateDetection', method: 'POST', body: 'json' }),
    getDetectProAndItemByProIds: endpoint<DetectProItemsPayload, DetectProductItems[]>({ path: '/api/gate/detectionMain/getDetectProAndItemByProIds', method: 'POST', body: 'form' }),
  },
  detectionProVouchertype: {
    getAvaliableDetectReportByCustomer: endpoint<DetectVoucherPayload, DetectVoucher[]>({ path: '/api/gate/detectionProVouchertype/getAvaliableDetectReportByCustomer', method: 'POST', body: 'form' }),
  },
}
