/**
 * The market office's own side (design section 6): approvals, audits, releases, price publication
 * and bills done in the app by staff whose role grants the matching 市场办公 module (modules.ts,
 * group MARKET_OFFICE_GROUP). The spec's call list has none of these (the market's PC system made
 * them), so every endpoint here is `beyondSpec` and lives under `/api/market/<resource>/<action>`.
 * Each feature adds its resource here with its payload and result types.
 */
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type { DetectionStatus } from './types/detection'
import type { PrefillStatus } from './types/gate'
import type {
  AttachReportPayload,
  Entered,
  EnterPrefillPayload,
  EnterVehiclePayload,
  ExitPayload,
  Exited,
  InsidePagePayload,
  InsideVehicle,
  OfficeDetectionDetail,
  OfficeDetectionItem,
  OfficeDetectionPagePayload,
  OfficeInmarketDetail,
  OfficeLossItem,
  OfficeLossPagePayload,
  OfficeOutmarketDetail,
  OfficeOutmarketItem,
  OfficeOutmarketPagePayload,
  OfficePrefillDetail,
  OfficePrefillItem,
  OfficePrefillPagePayload,
  ReasonPayload,
  RecordResultPayload,
  ResultRecorded,
  Weighed,
  WeighPayload,
} from './types/marketGate'
import type { OutmarketStatus } from './types/outmarket'
import type { StatusResult } from './types/settle'
import type { LossReportStatus } from './types/trade'
import type { UploadResult } from './types/user'
import type { PriceDayItem, PriceDayPayload, PriceDraft, PriceImportPayload, PriceImportResult, PriceRowSavePayload } from './types/pricePublish'
import type {
  BoothLeasePagePayload,
  BoothLeaseRow,
  LeaseApprovePayload,
  LeaseDetail,
  LeaseItem,
  LeasePagePayload,
  LeaseRejectPayload,
  ReleaseCreatePayload,
  ReleaseNoticeDetail,
  ReleaseNoticeItem,
  ReleasePagePayload,
  ReleaseRegistration,
  ReleaseRegistrationPagePayload,
} from './types/lease'
import type { EstateMaterial, MaintainerBrief, MarketRepairPagePayload, RepairAssignPayload, RepairItem, StockInPayload, WorksheetState } from './types/estate'
import type {
  CheckIn,
  FeedbackItem,
  FeedbackPagePayload,
  FeedbackReplyPayload,
  HealthStatistics,
  HealthStatsPayload,
  MarketCheckInPagePayload,
  RiskAreaItem,
  RiskAreaSavePayload,
} from './types/health'
import type { ExportLink, FinanceExportPayload, ReconcilePayload, Reconciliation } from './types/finance'

const form = (path: string) => ({ path: `/api/market/${path}`, method: 'POST', body: 'form', beyondSpec: true }) as const
const json = (path: string) => ({ path: `/api/market/${path}`, method: 'POST', body: 'json', beyondSpec: true }) as const

export const market = {
  /** Entry reports (module 进出场管理). */
  prefill: {
    page: endpoint<OfficePrefillPagePayload, PageResult<OfficePrefillItem>>(form('prefill/page')),
    queryById: endpoint<IdPayload, OfficePrefillDetail>(form('prefill/queryById')),
    approve: endpoint<IdPayload, StatusResult<PrefillStatus>>(form('prefill/approve')),
    reject: endpoint<ReasonPayload, StatusResult<PrefillStatus>>(form('prefill/reject')),
  },
  /** Vehicles at the gate: entry, weighing, who is inside, exit (module 进出场管理). */
  inmarket: {
    enterPrefill: endpoint<EnterPrefillPayload, Entered>(form('inmarket/enterPrefill')),
    enterVehicle: endpoint<EnterVehiclePayload, Entered>(form('inmarket/enterVehicle')),
    weigh: endpoint<WeighPayload, Weighed>(form('inmarket/weigh')),
    inside: endpoint<InsidePagePayload, PageResult<InsideVehicle>>(form('inmarket/inside')),
    queryById: endpoint<IdPayload, OfficeInmarketDetail>(form('inmarket/queryById')),
    exit: endpoint<ExitPayload, Exited>(form('inmarket/exit')),
  },
  /** Exit applications (module 进出场管理). */
  outmarket: {
    page: endpoint<OfficeOutmarketPagePayload, PageResult<OfficeOutmarketItem>>(form('outmarket/page')),
    queryById: endpoint<IdPayload, OfficeOutmarketDetail>(form('outmarket/queryById')),
    approve: endpoint<IdPayload, StatusResult<OutmarketStatus>>(form('outmarket/approve')),
    reject: endpoint<ReasonPayload, StatusResult<OutmarketStatus>>(form('outmarket/reject')),
  },
  /** Inspections: results and reports (module 检测管理). */
  detection: {
    page: endpoint<OfficeDetectionPagePayload, PageResult<OfficeDetectionItem>>(form('detection/page')),
    queryById: endpoint<IdPayload, OfficeDetectionDetail>(form('detection/queryById')),
    recordResult: endpoint<RecordResultPayload, ResultRecorded>(json('detection/recordResult')),
    /** Multipart field `file`: a PDF of at most GATE_LIMITS.reportBytes; answers its /uploads/ url for attachReport. */
    reportUpload: endpoint<Record<string, never>, UploadResult>(form('detection/reportUpload')),
    attachReport: endpoint<AttachReportPayload, StatusResult<DetectionStatus>>(form('detection/attachReport')),
  },
  /** Shops' loss reports (module 报损审核). */
  lossReport: {
    page: endpoint<OfficeLossPagePayload, PageResult<OfficeLossItem>>(form('lossReport/page')),
    approve: endpoint<IdPayload, StatusResult<LossReportStatus>>(form('lossReport/approve')),
    reject: endpoint<ReasonPayload, StatusResult<LossReportStatus>>(form('lossReport/reject')),
  },
  /** Lease applications of every merchant (module 租赁审批): review, approve with a booth, reject with a reason. */
  leaseApplication: {
    /** Oldest first; `state` defaults to none (every state), the review screen asks for 'applied'. */
    page: endpoint<LeasePagePayload, PageResult<LeaseItem>>(form('leaseApplication/page')),
    queryById: endpoint<IdPayload, LeaseDetail>(form('leaseApplication/queryById')),
    approve: endpoint<LeaseApprovePayload, LeaseDetail>(form('leaseApplication/approve')),
    reject: endpoint<LeaseRejectPayload, LeaseDetail>(form('leaseApplication/reject')),
  },
  /** Releases of booths for sign-up (module 招租发布): open one, close it, see who signed up. */
  leaseReleaseNotice: {
    page: endpoint<ReleasePagePayload, PageResult<ReleaseNoticeItem>>(form('leaseReleaseNotice/page')),
    queryById: endpoint<IdPayload, ReleaseNoticeDetail>(form('leaseReleaseNotice/queryById')),
    create: endpoint<ReleaseCreatePayload, ReleaseNoticeDetail>(json('leaseReleaseNotice/create')),
    close: endpoint<IdPayload, ReleaseNoticeDetail>(form('leaseReleaseNotice/close')),
    registrations: endpoint<ReleaseRegistrationPagePayload, PageResult<ReleaseRegistration>>(form('leaseReleaseNotice/registrations')),
  },
  /** Every booth's lease state today (module 摊位租赁): owner, tenant, term. */
  boothLease: {
    page: endpoint<BoothLeasePagePayload, PageResult<BoothLeaseRow>>(form('boothLease/page')),
  },
  // Estate (docs/estate.md): dispatching repairs (module repairDispatch) and the consumables' stock (estateStock).
  repair: {
    page: endpoint<MarketRepairPagePayload, PageResult<RepairItem>>(form('repair/page')),
    assign: endpoint<RepairAssignPayload, WorksheetState>(form('repair/assign')),
    maintainers: endpoint<Record<string, never>, MaintainerBrief[]>(form('repair/maintainers')),
  },
  estateStock: {
    stockIn: endpoint<StockInPayload, EstateMaterial>(form('estateStock/stockIn')),
  },
  // Staff health and feedback (docs/estate.md, "Staff"): modules riskArea, healthStats, staffFeedback.
  riskArea: {
    save: endpoint<RiskAreaSavePayload, RiskAreaItem>(form('riskArea/save')),
    remove: endpoint<IdPayload, { id: string }>(form('riskArea/remove')),
  },
  health: {
    statistics: endpoint<HealthStatsPayload, HealthStatistics>(form('health/statistics')),
    checkins: endpoint<MarketCheckInPagePayload, PageResult<CheckIn>>(form('health/checkins')),
  },
  staffFeedback: {
    page: endpoint<FeedbackPagePayload, PageResult<FeedbackItem>>(form('staffFeedback/page')),
    reply: endpoint<FeedbackReplyPayload, FeedbackItem>(form('staffFeedback/reply')),
  },
  // Finance (module financeExport, docs/trade.md "Finance exports and reconciliation"): a one-time
  // download link of a period's bills, payments or refunds; a day reconciled against the provider's statement.
  financeExport: {
    link: endpoint<FinanceExportPayload, ExportLink>(form('financeExport/link')),
    reconcile: endpoint<ReconcilePayload, Reconciliation>(form('financeExport/reconcile')),
    },
  // Prices published from trade (module pricePublish; docs/trade.md, "Prices published from trade").
  pricePublish: {
    days: endpoint<Record<string, never>, PriceDayItem[]>(form('pricePublish/days')),
    open: endpoint<PriceDayPayload, PriceDraft>(form('pricePublish/open')),
    saveRow: endpoint<PriceRowSavePayload, PriceDraft>(form('pricePublish/saveRow')),
    template: endpoint<Record<string, never>, UploadResult>(form('pricePublish/template')),
    upload: endpoint<Record<string, never>, UploadResult>(form('pricePublish/upload')),
    importFile: endpoint<PriceImportPayload, PriceImportResult>(form('pricePublish/importFile')),
    publish: endpoint<PriceDayPayload, PriceDraft>(form('pricePublish/publish')),
  },
}
