// Endpoint descriptors of the basic service (spec section 7: Basic data).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { PageQuery, PageResult } from './types/common'
import type {
  AreaNode,
  Asset,
  AssetHydropower,
  AssetPagePayload,
  AssetType,
  BoothStateItem,
  HydropowerPagePayload,
  MeasureMethod,
  OwnerAssetSummary,
  MeasureMethodPagePayload,
} from './types/basic'

export const basic = {
  assetsManage: {
    page: endpoint<AssetPagePayload, PageResult<Asset>>({ path: '/api/basic/assetsManage/page', method: 'POST', body: 'form' }),
    getSaleAndLeaseAssets: endpoint<AssetPagePayload, PageResult<Asset>>({ path: '/api/basic/assetsManage/getSaleAndLeaseAssets', method: 'POST', body: 'form' }),
    getArrivalBooth: endpoint<{ areaId?: string }, Asset[]>({ path: '/api/basic/assetsManage/getArrivalBooth', method: 'POST', body: 'form' }),
    /** Every leasable booth's lease state today, for the park plan (any logged-in user; no tenant names). */
    getBoothStates: endpoint<{ areaId?: string }, BoothStateItem[]>({ path: '/api/basic/assetsManage/getBoothStates', method: 'POST', body: 'form', beyondSpec: true }),
    /** A proprietor's assets at a glance (module 我的资产). */
    getOwnerSummary: endpoint<Record<string, never>, OwnerAssetSummary>({ path: '/api/basic/assetsManage/getOwnerSummary', method: 'POST', body: 'form', beyondSpec: true }),
  },
  assetsType: {
    page: endpoint<PageQuery, PageResult<AssetType>>({ path: '/api/basic/assetsType/page', method: 'POST', body: 'form' }),
  },
  assetsHydropower: {
    page: endpoint<HydropowerPagePayload, PageResult<AssetHydropower>>({ path: '/api/basic/assetsHydropower/page', method: 'POST', body: 'form' }),
  },
  area: {
    getAreaVOTree: endpoint<Record<string, never>, AreaNode[]>({ path: '/api/basic/area/getAreaVOTree', method: 'GET', body: 'query', public: true }),
  },
  measureMethod: {
    page: endpoint<MeasureMethodPagePayload, PageResult<MeasureMethod>>({ path: '/api/basic/measureMethod/page', method: 'POST', body: 'form' }),
  },
}
