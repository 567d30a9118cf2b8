/**
 * The market office's own side (design section 6): approvals, audits, releases, price publication
 * and bills done in the app by staff whose role grants the matching 市场办公 module (modules.ts,
 * group MARKET_OFFICE_GROUP). The spec's call list has none of these (the market's PC system made
 * them), so every endpoint here is `beyondSpec` and lives under `/api/market/<resource>/<action>`.
 * Each feature adds its resource here with its payload and result types.
 */
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
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

export const market = {
  // Estate (docs/estate.md): dispatching repairs (module repairDispatch) and the consumables' stock (estateStock).
  repair: {
    page: endpoint<MarketRepairPagePayload, PageResult<RepairItem>>({ path: '/api/market/repair/page', method: 'POST', body: 'form', beyondSpec: true }),
    assign: endpoint<RepairAssignPayload, WorksheetState>({ path: '/api/market/repair/assign', method: 'POST', body: 'form', beyondSpec: true }),
    maintainers: endpoint<Record<string, never>, MaintainerBrief[]>({ path: '/api/market/repair/maintainers', method: 'POST', body: 'form', beyondSpec: true }),
  },
  estateStock: {
    stockIn: endpoint<StockInPayload, EstateMaterial>({ path: '/api/market/estateStock/stockIn', method: 'POST', body: 'form', beyondSpec: true }),
  },
  // Staff health and feedback (docs/estate.md, "Staff"): modules riskArea, healthStats, staffFeedback.
  riskArea: {
    save: endpoint<RiskAreaSavePayload, RiskAreaItem>({ path: '/api/market/riskArea/save', method: 'POST', body: 'form', beyondSpec: true }),
    remove: endpoint<IdPayload, { id: string }>({ path: '/api/market/riskArea/remove', method: 'POST', body: 'form', beyondSpec: true }),
  },
  health: {
    statistics: endpoint<HealthStatsPayload, HealthStatistics>({ path: '/api/market/health/statistics', method: 'POST', body: 'form', beyondSpec: true }),
    checkins: endpoint<MarketCheckInPagePayload, PageResult<CheckIn>>({ path: '/api/market/health/checkins', method: 'POST', body: 'form', beyondSpec: true }),
  },
  staffFeedback: {
    page: endpoint<FeedbackPagePayload, PageResult<FeedbackItem>>({ path: '/api/market/staffFeedback/page', method: 'POST', body: 'form', beyondSpec: true }),
    reply: endpoint<FeedbackReplyPayload, FeedbackItem>({ path: '/api/market/staffFeedback/reply', method: 'POST', body: 'form', beyondSpec: true }),
  },
}
