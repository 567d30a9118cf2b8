/**
 * The market office's own side (design section 6): approvals, audits, releases, price publication
 * and bills done in the app by staff whose role grants the matching 市场办公 module (modules.ts,
 * group MARKET_OFFICE_GROUP). The spec's call list has none of these (the market's PC system made
 * them), so every endpoint here is `beyondSpec` and lives under `/api/market/<resource>/<action>`.
 * Each feature adds its resource here with its payload and result types.
 */
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
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

export const market = {
  /** Lease applications of every merchant (module 租赁审批): review, approve with a booth, reject with a reason. */
  leaseApplication: {
    /** Oldest first; `state` defaults to none (every state), the review screen asks for 'applied'. */
    page: endpoint<LeasePagePayload, PageResult<LeaseItem>>({ path: '/api/market/leaseApplication/page', method: 'POST', body: 'form', beyondSpec: true }),
    queryById: endpoint<IdPayload, LeaseDetail>({ path: '/api/market/leaseApplication/queryById', method: 'POST', body: 'form', beyondSpec: true }),
    approve: endpoint<LeaseApprovePayload, LeaseDetail>({ path: '/api/market/leaseApplication/approve', method: 'POST', body: 'form', beyondSpec: true }),
    reject: endpoint<LeaseRejectPayload, LeaseDetail>({ path: '/api/market/leaseApplication/reject', method: 'POST', body: 'form', beyondSpec: true }),
  },
  /** Releases of booths for sign-up (module 招租发布): open one, close it, see who signed up. */
  leaseReleaseNotice: {
    page: endpoint<ReleasePagePayload, PageResult<ReleaseNoticeItem>>({ path: '/api/market/leaseReleaseNotice/page', method: 'POST', body: 'form', beyondSpec: true }),
    queryById: endpoint<IdPayload, ReleaseNoticeDetail>({ path: '/api/market/leaseReleaseNotice/queryById', method: 'POST', body: 'form', beyondSpec: true }),
    create: endpoint<ReleaseCreatePayload, ReleaseNoticeDetail>({ path: '/api/market/leaseReleaseNotice/create', method: 'POST', body: 'json', beyondSpec: true }),
    close: endpoint<IdPayload, ReleaseNoticeDetail>({ path: '/api/market/leaseReleaseNotice/close', method: 'POST', body: 'form', beyondSpec: true }),
    registrations: endpoint<ReleaseRegistrationPagePayload, PageResult<ReleaseRegistration>>({ path: '/api/market/leaseReleaseNotice/registrations', method: 'POST', body: 'form', beyondSpec: true }),
  },
  /** Every booth's lease state today (module 摊位租赁): owner, tenant, term. */
  boothLease: {
    page: endpoint<BoothLeasePagePayload, PageResult<BoothLeaseRow>>({ path: '/api/market/boothLease/page', method: 'POST', body: 'form', beyondSpec: true }),
  },
}
