/** Typed reads of the market office's calls (beyond the spec: docs/gate.md, "The market office", docs/lease.md; staff health: docs/estate.md); its writes go through `mutate`. */
import { request, type RequestOptions } from '@/core/request'
import { uploadFile } from '@/core/request/upload'
import { market } from '@/contract/market'
import type {
  BoothLeasePagePayload,
  FeedbackPagePayload,
  InsidePagePayload,
  LeasePagePayload,
  MarketCheckInPagePayload,
  OfficeDetectionPagePayload,
  OfficeLossPagePayload,
  OfficeOutmarketPagePayload,
  OfficePrefillPagePayload,
  ReleasePagePayload,
  ReleaseRegistrationPagePayload,
} from '@/contract/types'

export const marketApi = {
  /** Prices published from trade (docs/trade.md, section 24). `open` makes the day's draft the first time. */
  price: {
    days: () => request(market.pricePublish.days, {}),
    open: (day: string) => request(market.pricePublish.open, { day }),
    template: () => request(market.pricePublish.template, {}),
    /** A CSV or XLSX at `filePath`: resolves its URL for `importFile`. */
    upload: (filePath: string) => uploadFile(market.pricePublish.upload, filePath),
  },
  prefillPage: (q: OfficePrefillPagePayload) => request(market.prefill.page, q),
  prefillDetail: (id: string) => request(market.prefill.queryById, { id }),
  insidePage: (q: InsidePagePayload) => request(market.inmarket.inside, q),
  stayDetail: (id: string) => request(market.inmarket.queryById, { id }),
  exitPage: (q: OfficeOutmarketPagePayload) => request(market.outmarket.page, q),
  exitDetail: (id: string) => request(market.outmarket.queryById, { id }),
  detectionPage: (q: OfficeDetectionPagePayload) => request(market.detection.page, q),
  detectionDetail: (id: string) => request(market.detection.queryById, { id }),
  /** The lab's own report (a PDF at `filePath`): resolves its URL for `attachReport`. */
  reportUpload: (filePath: string) => uploadFile(market.detection.reportUpload, filePath),
  lossPage: (q: OfficeLossPagePayload) => request(market.lossReport.page, q),
  /** Every staff member's feedback, pending first, with the author. */
  feedbackPage: (q: FeedbackPagePayload) => request(market.staffFeedback.page, q),
  lease: {
    /** Every merchant's applications, oldest first. */
    page: (q: LeasePagePayload) => request(market.leaseApplication.page, q),
    detail: (id: string) => request(market.leaseApplication.queryById, { id }),
  },
  release: {
    page: (q: ReleasePagePayload) => request(market.leaseReleaseNotice.page, q),
    detail: (id: string) => request(market.leaseReleaseNotice.queryById, { id }),
    registrations: (q: ReleaseRegistrationPagePayload) => request(market.leaseReleaseNotice.registrations, q),
  },
  /** Every leasable booth with its lease state today. */
  booths: (q: BoothLeasePagePayload) => request(market.boothLease.page, q),
  health: {
    /** A day's check-in rate, who has not checked in, risk counts by level (default today). */
    statistics: (day?: string) => request(market.health.statistics, day ? { day } : {}),
    /** Everybody's check-ins. */
    checkins: (q: MarketCheckInPagePayload, options?: RequestOptions) => request(market.health.checkins, q, options),
  },
  /** A market day reconciled against the payment provider's trade bill (module 财务对账). */
  reconcile: (day: string) => request(market.financeExport.reconcile, { day }),
}
