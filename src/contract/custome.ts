// Endpoint descriptors of the custome service (spec section 7: Knowledge and training; leases).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { IdPayload, PageQuery, PageResult } from './types/common'
import type { KnowledgeDetail, KnowledgeItem, KnowledgePagePayload } from './types/custome'
import type {
  BoothLease,
  ContractContent,
  ContractDetail,
  ContractItem,
  ContractPagePayload,
  LeaseApplicationQuota,
  LeaseApplyPayload,
  LeaseAdjustPayload,
  LeaseAssignedApplyPayload,
  LeaseBillPayPayload,
  LeaseBillPayStart,
  LeaseBooth,
  LeaseBoothPagePayload,
  LeaseDetail,
  LeaseGrabPayload,
  LeaseInstallment,
  LeaseInstallmentPagePayload,
  LeaseItem,
  LeaseMerchantData,
  LeasePagePayload,
  LeaseQuitPayload,
  LeaseQuote,
  LeaseQuotePayload,
  LeaseRecord,
  LeaseRecordPagePayload,
  LeaseRenewPayload,
  LeaseTermPayload,
  LeaseTransferItem,
  LeaseTransferPagePayload,
  LeaseTransferPayload,
  LeaseUpdatePayload,
  LeaseWithdrawal,
  ReleaseNoticeCount,
  ReleaseNoticeDetail,
  ReleaseNoticeItem,
  ReleaseRegisterPayload,
  ReleaseRegisterUpdatePayload,
  ReleaseRegistration,
} from './types/lease'
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
  // Leases, releases, take-overs and contracts (issue 19, docs/lease.md): supplier calls (modules 租赁管理 / 合同管理).
  leaseDetailManage: {
    /** The caller's installments, earliest due first. */
    page: endpoint<LeaseInstallmentPagePayload, PageResult<LeaseInstallment>>({ path: '/api/custome/leaseDetailManage/page', method: 'POST', body: 'form' }),
    getDetailList: endpoint<{ leaseId: string }, LeaseInstallment[]>({ path: '/api/custome/leaseDetailManage/getDetailList', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, LeaseInstallment>({ path: '/api/custome/leaseDetailManage/queryById', method: 'POST', body: 'form' }),
    getAssetstSDPprice: endpoint<LeaseQuotePayload, LeaseQuote>({ path: '/api/custome/leaseDetailManage/getAssetstSDPprice', method: 'POST', body: 'form' }),
  },
  leaseManagement: {
    /** The caller's leases, ending soonest first. */
    page: endpoint<LeasePagePayload, PageResult<LeaseItem>>({ path: '/api/custome/leaseManagement/page', method: 'POST', body: 'form' }),
    create: endpoint<LeaseApplyPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/create', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/queryById', method: 'POST', body: 'form' }),
    getMerchantData: endpoint<Record<string, never>, LeaseMerchantData>({ path: '/api/custome/leaseManagement/getMerchantData', method: 'POST', body: 'form' }),
    /** The booth the market would assign for the term in the zone (a suggestion: nothing is held). */
    autoDistributionAssets: endpoint<LeaseTermPayload, LeaseBooth | null>({ path: '/api/custome/leaseManagement/autoDistributionAssets', method: 'POST', body: 'form' }),
    /** The caller's release sign-ups, newest first. */
    getMerchantBingdRealese: endpoint<PageQuery, PageResult<ReleaseRegistration>>({ path: '/api/custome/leaseManagement/getMerchantBingdRealese', method: 'POST', body: 'form' }),
    createLeaseManage: endpoint<LeaseAssignedApplyPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/createLeaseManage', method: 'POST', body: 'form' }),
    update: endpoint<LeaseUpdatePayload, LeaseDetail>({ path: '/api/custome/leaseManagement/update', method: 'POST', body: 'form' }),
    leaseRentWithdrawal: endpoint<LeaseQuitPayload, LeaseWithdrawal>({ path: '/api/custome/leaseManagement/leaseRentWithdrawal', method: 'POST', body: 'json' }),
    /** Booths free for the whole term (the apply screen's choice). */
    getDistributableAssets: endpoint<LeaseBoothPagePayload, PageResult<LeaseBooth>>({ path: '/api/custome/leaseManagement/getDistributableAssets', method: 'POST', body: 'form' }),
    grabOrders: endpoint<LeaseGrabPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/grabOrders', method: 'POST', body: 'form' }),
    leaseRenewal: endpoint<LeaseRenewPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/leaseRenewal', method: 'POST', body: 'form' }),
    getLeaseMerchant: endpoint<{ assetId: string }, BoothLease>({ path: '/api/custome/leaseManagement/getLeaseMerchant', method: 'POST', body: 'form' }),
    leaseAdjustment: endpoint<LeaseAdjustPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/leaseAdjustment', method: 'POST', body: 'form' }),
    checkCreateOrderNumber: endpoint<Record<string, never>, LeaseApplicationQuota>({ path: '/api/custome/leaseManagement/checkCreateOrderNumber', method: 'POST', body: 'form' }),
    /** Withdraw an application (applied, or approved and unpaid). */
    cancel: endpoint<IdPayload, LeaseDetail>({ path: '/api/custome/leaseManagement/cancel', method: 'POST', body: 'form', beyondSpec: true }),
    /** Every action on the caller's leases (or one lease's), newest first: /supplier/lease/record. */
    records: endpoint<LeaseRecordPagePayload, PageResult<LeaseRecord>>({ path: '/api/custome/leaseManagement/records', method: 'POST', body: 'form', beyondSpec: true }),
  },
  releaseNotice: {
    /** Releases open for sign-up today. */
    getCanSignUpNotice: endpoint<PageQuery, PageResult<ReleaseNoticeItem>>({ path: '/api/custome/releaseNotice/getCanSignUpNotice', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, ReleaseNoticeDetail>({ path: '/api/custome/releaseNotice/queryById', method: 'POST', body: 'form' }),
    getAvilibleNoticeNumber: endpoint<Record<string, never>, ReleaseNoticeCount>({ path: '/api/custome/releaseNotice/getAvilibleNoticeNumber', method: 'POST', body: 'form' }),
  },
  leaseReleaseRegister: {
    create: endpoint<ReleaseRegisterPayload, ReleaseRegistration>({ path: '/api/custome/leaseReleaseRegister/create', method: 'POST', body: 'form' }),
    update: endpoint<ReleaseRegisterUpdatePayload, ReleaseRegistration>({ path: '/api/custome/leaseReleaseRegister/update', method: 'POST', body: 'form' }),
  },
  /** Booths published by their tenants for another merchant to take over. */
  leaseRelease: {
    queryById: endpoint<IdPayload, LeaseTransferItem>({ path: '/api/custome/leaseRelease/queryById', method: 'POST', body: 'form' }),
    page: endpoint<LeaseTransferPagePayload, PageResult<LeaseTransferItem>>({ path: '/api/custome/leaseRelease/page', method: 'POST', body: 'form' }),
    create: endpoint<LeaseTransferPayload, LeaseTransferItem>({ path: '/api/custome/leaseRelease/create', method: 'POST', body: 'form', beyondSpec: true }),
    cancel: endpoint<IdPayload, LeaseTransferItem>({ path: '/api/custome/leaseRelease/cancel', method: 'POST', body: 'form', beyondSpec: true }),
  },
  contractManage: {
    page: endpoint<ContractPagePayload, PageResult<ContractItem>>({ path: '/api/custome/contractManage/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, ContractDetail>({ path: '/api/custome/contractManage/queryById', method: 'POST', body: 'form' }),
    getContractContentData: endpoint<IdPayload, ContractContent>({ path: '/api/custome/contractManage/getContractContentData', method: 'POST', body: 'form' }),
  },
  createUsageInstallmentBill: {
    /** The first installment and the deposit of an approved lease as one bill, paid through the payment layer. */
    createBillAndPay: endpoint<LeaseBillPayPayload, LeaseBillPayStart>({ path: '/api/custome/createUsageInstallmentBill/createBillAndPay', method: 'POST', body: 'form' }),
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
