// Endpoint descriptors of the estate service (spec section 7: Estate).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const estate = {
  recordsManage: {
    page: endpoint({ path: '/api/estate/recordsManage/page', method: 'POST', body: 'form' }),
    create: endpoint({ path: '/api/estate/recordsManage/create', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/estate/recordsManage/queryById', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/estate/recordsManage/update', method: 'POST', body: 'form' }),
    getMerchantRecourdsList: endpoint({ path: '/api/estate/recordsManage/getMerchantRecourdsList', method: 'POST', body: 'form' }),
  },
  recordsProject: {
    page: endpoint({ path: '/api/estate/recordsProject/page', method: 'POST', body: 'form' }),
  },
  stockMain: {
    page: endpoint({ path: '/api/estate/stockMain/page', method: 'POST', body: 'form' }),
  },
  worksheetManage: {
    page: endpoint({ path: '/api/estate/worksheetManage/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/estate/worksheetManage/queryById', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/estate/worksheetManage/update', method: 'POST', body: 'form' }),
    createWorkOrderDirectlyReturnBillId: endpoint({ path: '/api/estate/worksheetManage/createWorkOrderDirectlyReturnBillId', method: 'POST', body: 'json' }),
  },
  repairProject: {
    completeWorkSheet: endpoint({ path: '/api/estate/repairProject/completeWorkSheet', method: 'POST', body: 'json' }),
  },
  hydropowerReading: {
    page: endpoint({ path: '/api/estate/hydropowerReading/page', method: 'POST', body: 'form' }),
    createReading: endpoint({ path: '/api/estate/hydropowerReading/createReading', method: 'POST', body: 'form' }),
    getMerchantHydropowerReadingLastNumber: endpoint({ path: '/api/estate/hydropowerReading/getMerchantHydropowerReadingLastNumber', method: 'POST', body: 'form' }),
    calculationWaterElectricityConsumption: endpoint({ path: '/api/estate/hydropowerReading/calculationWaterElectricityConsumption', method: 'POST', body: 'form' }),
    getWaterAandElectricityMeterArrears: endpoint({ path: '/api/estate/hydropowerReading/getWaterAandElectricityMeterArrears', method: 'POST', body: 'form' }),
    createRadingRcord: endpoint({ path: '/api/estate/hydropowerReading/createRadingRcord', method: 'POST', body: 'json' }),
  },
}
