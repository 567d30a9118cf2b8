// Endpoint descriptors of the basic service (spec section 7: Basic data).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const basic = {
  assetsManage: {
    page: endpoint({ path: '/api/basic/assetsManage/page', method: 'POST', body: 'form' }),
    getSaleAndLeaseAssets: endpoint({ path: '/api/basic/assetsManage/getSaleAndLeaseAssets', method: 'POST', body: 'form' }),
    getArrivalBooth: endpoint({ path: '/api/basic/assetsManage/getArrivalBooth', method: 'POST', body: 'form' }),
  },
  assetsType: {
    page: endpoint({ path: '/api/basic/assetsType/page', method: 'POST', body: 'form' }),
  },
  assetsHydropower: {
    page: endpoint({ path: '/api/basic/assetsHydropower/page', method: 'POST', body: 'form' }),
  },
  area: {
    getAreaVOTree: endpoint({ path: '/api/basic/area/getAreaVOTree', method: 'GET', body: 'query', public: true }),
  },
  measureMethod: {
    page: endpoint({ path: '/api/basic/measureMethod/page', method: 'POST', body: 'form' }),
  },
}
