/** Typed calls of the custome service: the knowledge base; leases, release notices and contracts (docs/lease.md); staff health (docs/estate.md section 7). */
import { request, type RequestOptions } from '@/core/request'
import { custome } from '@/contract/custome'
import type {
  CheckInPagePayload,
  ContractPagePayload,
  FeedbackPagePayload,
  KnowledgePagePayload,
  LeaseBoothPagePayload,
  LeasePagePayload,
  LeaseQuitPayload,
  LeaseQuotePayload,
  LeaseRecordPagePayload,
  LeaseTermPayload,
  LeaseTransferPagePayload,
  PageQuery,
  TravelPathPayload,
} from '@/contract/types'

export const customeApi = {
  knowledge: {
    page: (q: KnowledgePagePayload, options?: RequestOptions) => request(custome.knowledge.queryPage, q, options),
    /** Also counts the view. */
    detail: (id: string) => request(custome.knowledge.findById, { id }),
  },
  lease: {
    /** The caller's leases, ending soonest first. */
    page: (q: LeasePagePayload) => request(custome.leaseManagement.page, q),
    detail: (id: string, options?: RequestOptions) => request(custome.leaseManagement.queryById, { id }, options),
    /** Tab counts, the expiring count and the apply form's prefill. */
    merchantData: (options?: RequestOptions) => request(custome.leaseManagement.getMerchantData, {}, options),
    quota: () => request(custome.leaseManagement.checkCreateOrderNumber, {}, { silent: true }),
    /** Booths free for the whole term. */
    freeBooths: (q: LeaseBoothPagePayload) => request(custome.leaseManagement.getDistributableAssets, q),
    /** The booth the market would assign (nothing is held). */
    suggestedBooth: (q: LeaseTermPayload) => request(custome.leaseManagement.autoDistributionAssets, q, { silent: true }),
    /** The price of a term on a booth: rent, deposit, installments. */
    quote: (q: LeaseQuotePayload) => request(custome.leaseDetailManage.getAssetstSDPprice, q, { silent: true }),
    /** The rent returned for quitting on `quitDate` (the computation only: `confirm` is the write). */
    withdrawal: (q: Omit<LeaseQuitPayload, 'confirm'>) => request(custome.leaseManagement.leaseRentWithdrawal, q),
    records: (q: LeaseRecordPagePayload) => request(custome.leaseManagement.records, q),
    /** The caller's release sign-ups with the lease each led to. */
    registrations: (q: PageQuery) => request(custome.leaseManagement.getMerchantBingdRealese, q),
    /** A booth's lease state and tenant (proprietors: their booths' tenants). */
    boothLease: (assetId: string) => request(custome.leaseManagement.getLeaseMerchant, { assetId }),
  },
  releaseNotice: {
    /** Releases open for sign-up today. */
    open: (q: PageQuery) => request(custome.releaseNotice.getCanSignUpNotice, q),
    detail: (id: string) => request(custome.releaseNotice.queryById, { id }),
    counts: () => request(custome.releaseNotice.getAvilibleNoticeNumber, {}, { silent: true }),
  },
  transfer: {
    /** Booths published for take-over (`mine`: the caller's own, every state). */
    page: (q: LeaseTransferPagePayload) => request(custome.leaseRelease.page, q),
    detail: (id: string) => request(custome.leaseRelease.queryById, { id }),
  },
  contract: {
    page: (q: ContractPagePayload) => request(custome.contractManage.page, q),
    detail: (id: string) => request(custome.contractManage.queryById, { id }),
    /** The full text as plain-text paragraphs. */
    content: (id: string) => request(custome.contractManage.getContractContentData, { id }),
  },
  health: {
    /** Today's check-in (if any) and the newest one. */
    latest: () => request(custome.report.getCurrentLatestHealthClocking, {}),
    /** The caller's own check-ins, newest day first. */
    checkInPage: (q: CheckInPagePayload, options?: RequestOptions) => request(custome.riskAreaSituationVal.page, q, options),
    /** The check-in's extra questions. */
    questions: () => request(custome.riskAreaSituationKey.page, { current: 1, size: 100 }),
    /** The risk-area picker: provinces, then a province's cities, then a city's areas. */
    riskProvinces: () => request(custome.riskAreaDetail.getRiskProvinces, {}, { silent: true }),
    riskCities: (province: string) => request(custome.riskAreaDetail.getRiskCitys, { province }, { silent: true }),
    riskAreas: (province: string, city: string) => request(custome.riskAreaDetail.getRiskAreas, { province, city }, { silent: true }),
    /** The caller's check-in of a day (default today); null when there is none. */
    checkIn: (day?: string) => request(custome.riskAreaSituationVal.getClockRecordByUserId, day ? { day } : {}),
    /** The caller's doses and its vaccination state. */
    vaccination: () => request(custome.report.queryVaccination, {}),
    /** The places of the last `days` days (default 14), flagged when listed as risk areas. */
    travelPath: (q: TravelPathPayload) => request(custome.report.travelPath, q),
  },
  feedback: {
    /** The caller's own feedback, newest first, with the office's replies. */
    page: (q: FeedbackPagePayload, options?: RequestOptions) => request(custome.staffFeedback.page, q, options),
  },
}
