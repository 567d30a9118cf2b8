// Endpoint descriptors of the custome service (spec section 7: Knowledge and training).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { IdPayload, PageQuery, PageResult } from './types/common'
import type { KnowledgeDetail, KnowledgeItem, KnowledgePagePayload } from './types/custome'
import type {
  CheckIn,
  CheckInFilled,
  CheckInPagePayload,
  CheckInPayload,
  CheckInQueryPayload,
  FeedbackItem,
  FeedbackPagePayload,
  FeedbackPayload,
  HealthQuestion,
  LatestCheckIn,
  RiskAreaGroup,
  RiskAreaItem,
  RiskAreaListPayload,
  RiskAreaPagePayload,
  RiskAreasPayload,
  RiskCitiesPayload,
  RiskLevelCounts,
  TravelPath,
  TravelPathPayload,
  VaccinationPayload,
  VaccinationRecord,
  VaccinationSummary,
  VaccinationUpdatePayload,
} from './types/health'

export const custome = {
  knowledge: {
    queryPage: endpoint<KnowledgePagePayload, PageResult<KnowledgeItem>>({ path: '/api/custome/knowledge/queryPage', method: 'POST', body: 'json' }),
    findById: endpoint<IdPayload, KnowledgeDetail>({ path: '/api/custome/knowledge/findById', method: 'POST', body: 'form' }),
  },
  leaseDetailManage: {
    page: endpoint({ path: '/api/custome/leaseDetailManage/page', method: 'POST', body: 'form' }),
    getDetailList: endpoint({ path: '/api/custome/leaseDetailManage/getDetailList', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/custome/leaseDetailManage/queryById', method: 'POST', body: 'form' }),
    getAssetstSDPprice: endpoint({ path: '/api/custome/leaseDetailManage/getAssetstSDPprice', method: 'POST', body: 'form' }),
  },
  leaseManagement: {
    page: endpoint({ path: '/api/custome/leaseManagement/page', method: 'POST', body: 'form' }),
    create: endpoint({ path: '/api/custome/leaseManagement/create', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/custome/leaseManagement/queryById', method: 'POST', body: 'form' }),
    getMerchantData: endpoint({ path: '/api/custome/leaseManagement/getMerchantData', method: 'POST', body: 'form' }),
    autoDistributionAssets: endpoint({ path: '/api/custome/leaseManagement/autoDistributionAssets', method: 'POST', body: 'form' }),
    getMerchantBingdRealese: endpoint({ path: '/api/custome/leaseManagement/getMerchantBingdRealese', method: 'POST', body: 'form' }),
    createLeaseManage: endpoint({ path: '/api/custome/leaseManagement/createLeaseManage', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/custome/leaseManagement/update', method: 'POST', body: 'form' }),
    leaseRentWithdrawal: endpoint({ path: '/api/custome/leaseManagement/leaseRentWithdrawal', method: 'POST', body: 'json' }),
    getDistributableAssets: endpoint({ path: '/api/custome/leaseManagement/getDistributableAssets', method: 'POST', body: 'form' }),
    grabOrders: endpoint({ path: '/api/custome/leaseManagement/grabOrders', method: 'POST', body: 'form' }),
    leaseRenewal: endpoint({ path: '/api/custome/leaseManagement/leaseRenewal', method: 'POST', body: 'form' }),
    getLeaseMerchant: endpoint({ path: '/api/custome/leaseManagement/getLeaseMerchant', method: 'POST', body: 'form' }),
    leaseAdjustment: endpoint({ path: '/api/custome/leaseManagement/leaseAdjustment', method: 'POST', body: 'form' }),
    checkCreateOrderNumber: endpoint({ path: '/api/custome/leaseManagement/checkCreateOrderNumber', method: 'POST', body: 'form' }),
  },
  releaseNotice: {
    getCanSignUpNotice: endpoint({ path: '/api/custome/releaseNotice/getCanSignUpNotice', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/custome/releaseNotice/queryById', method: 'POST', body: 'form' }),
    getAvilibleNoticeNumber: endpoint({ path: '/api/custome/releaseNotice/getAvilibleNoticeNumber', method: 'POST', body: 'form' }),
  },
  leaseReleaseRegister: {
    create: endpoint({ path: '/api/custome/leaseReleaseRegister/create', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/custome/leaseReleaseRegister/update', method: 'POST', body: 'form' }),
  },
  leaseRelease: {
    queryById: endpoint({ path: '/api/custome/leaseRelease/queryById', method: 'POST', body: 'form' }),
    page: endpoint({ path: '/api/custome/leaseRelease/page', method: 'POST', body: 'form' }),
  },
  contractManage: {
    page: endpoint({ path: '/api/custome/contractManage/page', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/custome/contractManage/queryById', method: 'POST', body: 'form' }),
    getContractContentData: endpoint({ path: '/api/custome/contractManage/getContractContentData', method: 'POST', body: 'form' }),
  },
  createUsageInstallmentBill: {
    createBillAndPay: endpoint({ path: '/api/custome/createUsageInstallmentBill/createBillAndPay', method: 'POST', body: 'form' }),
  },
  // Staff health (docs/estate.md, "Staff"): the caller's own records; the office's view is market/health.
  vaccinationRecord: {
    create: endpoint<VaccinationPayload, VaccinationRecord>({ path: '/api/custome/vaccinationRecord/create', method: 'POST', body: 'form' }),
    update: endpoint<VaccinationUpdatePayload, VaccinationRecord>({ path: '/api/custome/vaccinationRecord/update', method: 'POST', body: 'form' }),
    page: endpoint<PageQuery, PageResult<VaccinationRecord>>({ path: '/api/custome/vaccinationRecord/page', method: 'POST', body: 'form' }),
  },
  riskAreaMain: {
    getRiskAreaList: endpoint<RiskAreaListPayload, RiskAreaItem[]>({ path: '/api/custome/riskAreaMain/getRiskAreaList', method: 'POST', body: 'form' }),
    getRiskAreaListNum: endpoint<Record<string, never>, RiskLevelCounts>({ path: '/api/custome/riskAreaMain/getRiskAreaListNum', method: 'POST', body: 'form' }),
    hasFillIn: endpoint<Record<string, never>, CheckInFilled>({ path: '/api/custome/riskAreaMain/hasFillIn', method: 'POST', body: 'form' }),
  },
  riskAreaDetail: {
    page: endpoint<RiskAreaPagePayload, PageResult<RiskAreaItem>>({ path: '/api/custome/riskAreaDetail/page', method: 'POST', body: 'form' }),
    getAreaDetailsListGroupByLevel: endpoint<Record<string, never>, RiskAreaGroup[]>({ path: '/api/custome/riskAreaDetail/getAreaDetailsListGroupByLevel', method: 'POST', body: 'form' }),
    getRiskProvinces: endpoint<Record<string, never>, string[]>({ path: '/api/custome/riskAreaDetail/getRiskProvinces', method: 'POST', body: 'form' }),
    getRiskCitys: endpoint<RiskCitiesPayload, string[]>({ path: '/api/custome/riskAreaDetail/getRiskCitys', method: 'POST', body: 'form' }),
    getRiskAreas: endpoint<RiskAreasPayload, RiskAreaItem[]>({ path: '/api/custome/riskAreaDetail/getRiskAreas', method: 'GET', body: 'query' }),
  },
  riskAreaSituationKey: {
    page: endpoint<PageQuery, PageResult<HealthQuestion>>({ path: '/api/custome/riskAreaSituationKey/page', method: 'POST', body: 'form' }),
  },
  riskAreaSituationVal: {
    page: endpoint<CheckInPagePayload, PageResult<CheckIn>>({ path: '/api/custome/riskAreaSituationVal/page', method: 'POST', body: 'form' }),
    saveClockRecord: endpoint<CheckInPayload, CheckIn>({ path: '/api/custome/riskAreaSituationVal/saveClockRecord', method: 'POST', body: 'json' }),
    getClockRecordByUserId: endpoint<CheckInQueryPayload, CheckIn | null>({ path: '/api/custome/riskAreaSituationVal/getClockRecordByUserId', method: 'POST', body: 'form' }),
  },
  report: {
    getCurrentLatestHealthClocking: endpoint<Record<string, never>, LatestCheckIn>({ path: '/api/custome/report/getCurrentLatestHealthClocking', method: 'POST', body: 'form' }),
    queryVaccination: endpoint<Record<string, never>, VaccinationSummary>({ path: '/api/custome/report/queryVaccination', method: 'POST', body: 'form' }),
    /** Beyond the spec: the places of the last 14 days, flagged when listed as a risk area. */
    travelPath: endpoint<TravelPathPayload, TravelPath>({ path: '/api/custome/report/travelPath', method: 'POST', body: 'form', beyondSpec: true }),
  },
  /** Beyond the spec: staff feedback to the market (the office answers it: market/staffFeedback). */
  staffFeedback: {
    create: endpoint<FeedbackPayload, FeedbackItem>({ path: '/api/custome/staffFeedback/create', method: 'POST', body: 'form', beyondSpec: true }),
    page: endpoint<FeedbackPagePayload, PageResult<FeedbackItem>>({ path: '/api/custome/staffFeedback/page', method: 'POST', body: 'form', beyondSpec: true }),
  },
}
