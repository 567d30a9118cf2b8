/**
 * Leases, release notices, sign-ups, booth take-overs and contracts (issue 19; docs/lease.md): the
 * states with their Chinese labels, the limits the forms and the server share, and every payload
 * and result type of custome/lease*, custome/contractManage, createUsageInstallmentBill and the
 * market office's lease calls. Money is integer fen; days are 'YYYY-MM-DD' (China time).
 */
import type { PageQuery } from './common'
import type { PayStart } from './settle'
import type { BillPayStatus, Labels, PayChannel, RepayMethod } from './trade'

// ---- Leases -------------------------------------------------------------------------------------

/**
 * applied -> approved (the office assigns the booth; a grab starts here) -> confirmed (the first
 * installment and the deposit paid) -> active (its first day came) -> expired (its last day passed)
 * or quit (the merchant left early, unused rent returned). applied -> rejected (with a reason);
 * applied / approved -> cancelled (the merchant withdrew, or an approval was not paid in time).
 */
export const LEASE_STATES = ['applied', 'approved', 'rejected', 'confirmed', 'active', 'expired', 'quit', 'cancelled'] as const
export type LeaseState = (typeof LEASE_STATES)[number]
export const LEASE_STATE_LABELS: Labels<LeaseState> = {
  applied: '待审核',
  approved: '待缴费',
  rejected: '已驳回',
  confirmed: '待起租',
  active: '租赁中',
  expired: '已到期',
  quit: '已退租',
  cancelled: '已取消',
}
/** Applications still open: they count towards LEASE_LIMITS.openApplications. */
export const OPEN_LEASE_STATES = ['applied', 'approved'] as const satisfies readonly LeaseState[]

/** How a lease came about: an application, a release sign-up, a grab of a released booth, a take-over of a published booth, or signed at the office. */
export const LEASE_SOURCES = ['apply', 'release', 'grab', 'transfer', 'office'] as const
export type LeaseSource = (typeof LEASE_SOURCES)[number]
export const LEASE_SOURCE_LABELS: Labels<LeaseSource> = { apply: '自主申请', release: '招租报名', grab: '抢租', transfer: '转让承接', office: '线下签约' }

/** Months one rent installment covers (the last one may be shorter). */
export const LEASE_PAY_CYCLES = [1, 3, 6, 12] as const
export type LeasePayCycle = (typeof LEASE_PAY_CYCLES)[number]
export const LEASE_PAY_CYCLE_LABELS: Readonly<Record<LeasePayCycle, string>> = { 1: '月付', 3: '季付', 6: '半年付', 12: '年付' }

/** An installment of a lease: the deposit, or the rent of one period. */
export const INSTALLMENT_KINDS = ['deposit', 'rent'] as const
export type InstallmentKind = (typeof INSTALLMENT_KINDS)[number]
export const INSTALLMENT_KIND_LABELS: Labels<InstallmentKind> = { deposit: '押金', rent: '租金' }

/**
 * scheduled: not billed yet (a bill is issued LEASE_LIMITS.issueAheadDays before its period);
 * billed: a bill of the bill service carries it (its payStatus says whether it is paid);
 * offline: paid at the market office's counter, outside the app (leases signed there);
 * void: no longer owed (the lease was quit or its term shortened before the period).
 */
export const INSTALLMENT_STATES = ['scheduled', 'billed', 'offline', 'void'] as const
export type InstallmentState = (typeof INSTALLMENT_STATES)[number]
export const INSTALLMENT_STATE_LABELS: Labels<InstallmentState> = { scheduled: '待出账', billed: '已出账', offline: '线下已缴', void: '已作废' }

/** The merchant is told a lease ends this many days before its last day (one message each). */
export const EXPIRY_REMINDER_DAYS = [30, 7, 1] as const
export type ExpiryReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number]

/** What the lease record (/supplier/lease/record) lists: every action on a lease, with who and when. */
export const LEASE_ACTIONS = ['apply', 'edit', 'cancel', 'approve', 'reject', 'pay', 'activate', 'renew', 'adjust', 'publish', 'unpublish', 'transfer', 'quit', 'expire', 'lapse'] as const
export type LeaseAction = (typeof LEASE_ACTIONS)[number]
export const LEASE_ACTION_LABELS: Labels<LeaseAction> = {
  apply: '提交申请',
  edit: '修改申请',
  cancel: '取消申请',
  approve: '审核通过',
  reject: '审核驳回',
  pay: '确认缴费',
  activate: '起租',
  renew: '续租',
  adjust: '租赁调整',
  publish: '发布转让',
  unpublish: '撤销转让',
  transfer: '转让成交',
  quit: '退租',
  expire: '租期届满',
  lapse: '逾期未缴费取消',
}

// ---- Release notices, sign-ups, take-overs, contracts, booths ----------------------------------

/** A release of booths: open for sign-up (and grabs) inside its window, until the office closes it. */
export const RELEASE_STATES = ['open', 'closed'] as const
export type ReleaseState = (typeof RELEASE_STATES)[number]
export const RELEASE_STATE_LABELS: Labels<ReleaseState> = { open: '报名中', closed: '已结束' }

/** review: sign up, apply for a booth of the release, the office approves; grab: first come, first served (grabOrders). */
export const RELEASE_MODES = ['review', 'grab'] as const
export type ReleaseMode = (typeof RELEASE_MODES)[number]
export const RELEASE_MODE_LABELS: Labels<ReleaseMode> = { review: '报名审核', grab: '先到先得' }

/** A merchant's published booth (leaseRelease): another merchant may take it over from `fromDate`. */
export const TRANSFER_STATES = ['open', 'taken', 'cancelled'] as const
export type TransferState = (typeof TRANSFER_STATES)[number]
export const TRANSFER_STATE_LABELS: Labels<TransferState> = { open: '转让中', taken: '已承接', cancelled: '已撤销' }

export const CONTRACT_KINDS = ['lease', 'renewal', 'adjustment'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]
export const CONTRACT_KIND_LABELS: Labels<ContractKind> = { lease: '租赁合同', renewal: '续租合同', adjustment: '变更协议' }

/** unsigned: drafted at approval; signed: the first payment confirmed it (renewals and adjustments are signed when made); void: the lease never started. */
export const CONTRACT_STATES = ['unsigned', 'signed', 'void'] as const
export type ContractState = (typeof CONTRACT_STATES)[number]
export const CONTRACT_STATE_LABELS: Labels<ContractState> = { unsigned: '待签署', signed: '已签署', void: '已作废' }

/**
 * A leasable booth today (the park plan, the office's booth list, an owner's assets): let (a lease
 * holds it today), reserved (a lease holds it from a later day), released (in a release open for
 * sign-up), vacant. Booths for sale and arrival booths have none.
 */
export const BOOTH_LEASE_STATES = ['vacant', 'reserved', 'let', 'released'] as const
export type BoothLeaseState = (typeof BOOTH_LEASE_STATES)[number]
export const BOOTH_LEASE_STATE_LABELS: Labels<BoothLeaseState> = { vacant: '空置', reserved: '已预订', let: '已出租', released: '招租中' }

/** Limits the forms and the server share (the server refuses with LEASE_MESSAGES). */
export const LEASE_LIMITS = {
  minMonths: 1,
  maxMonths: 36,
  /** Applications in OPEN_LEASE_STATES a merchant may have at once (checkCreateOrderNumber). */
  openApplications: 5,
  /** A term starts at the latest this many days from today. */
  startWithinDays: 180,
  /** An approved lease not paid within this many days is cancelled and its booth freed. */
  payWithinDays: 7,
  /** A rent installment's bill is issued this many days before its period starts. */
  issueAheadDays: 15,
  /** The deposit is this many months of rent unless the office sets it. */
  depositMonths: 2,
  /** A lease ends within this many days: the list marks it (the first reminder). */
  expiringDays: 30,
  /** Booths one sign-up names. */
  wantedBooths: 3,
  /** Booths one release offers. */
  releaseBooths: 50,
  contactName: 20,
  businessScope: 100,
  remark: 200,
  reason: 200,
  releaseTitle: 50,
  releaseContent: 2000,
} as const

/** The refusals of bad lease input, in the words the forms show. */
export const LEASE_MESSAGES = {
  months: `租期需为${LEASE_LIMITS.minMonths}-${LEASE_LIMITS.maxMonths}个月`,
  payCycle: '请选择付款周期',
  startDate: `起租日期需在今天至${LEASE_LIMITS.startWithinDays}天内`,
  contactName: `联系人需为1-${LEASE_LIMITS.contactName}个字符`,
  businessScope: `经营范围不能超过${LEASE_LIMITS.businessScope}个字符`,
  remark: `备注不能超过${LEASE_LIMITS.remark}个字符`,
  reason: `原因需为1-${LEASE_LIMITS.reason}个字符`,
  day: '日期格式应为YYYY-MM-DD',
  wantedBooths: `请选择1-${LEASE_LIMITS.wantedBooths}个意向摊位`,
} as const

// ---- Lease payloads and results -----------------------------------------------------------------

/** A booth as the lease screens show it (also a distributable booth to choose). */
export interface LeaseBooth {
  assetId: string
  code: string
  name: string
  typeName: string
  areaId: string
  /** The booth's zone (蔬菜区, ...). */
  areaName: string
  size: number
  /** Rent of one month at the booth's price, and the deposit it asks (LEASE_LIMITS.depositMonths of it). */
  monthlyRentFen: number
  depositFen: number
}

export interface LeaseItem {
  id: string
  /** 'ZL' + yyyymmdd + 4 digits. */
  leaseNo: string
  state: LeaseState
  source: LeaseSource
  /** The tenant (a shop) and its name. */
  customerId: string
  customerName: string
  /** The booth held (the one it ends on); null while an application lets the market assign one. */
  booth: LeaseBooth | null
  /** The zone asked for when no booth was chosen (else the booth's). */
  areaId: string | null
  areaName: string | null
  startDate: string
  endDate: string
  months: number
  payCycleMonths: LeasePayCycle
  monthlyRentFen: number
  depositFen: number
  /** Days from today to the last day (0 on it); null unless confirmed or active. */
  daysLeft: number | null
  /** Active and ending within LEASE_LIMITS.expiringDays. */
  expiringSoon: boolean
  /** The closest expiry reminder sent (30, 7 or 1 days before the end); null: none yet. */
  remindedDays: ExpiryReminderDays | null
  /** The booth is published for take-over (an open leaseRelease). */
  published: boolean
  createTime: string
}

export interface LeasePagePayload extends PageQuery {
  state?: LeaseState
  /** Lease number prefix, booth code or (office) shop name. */
  keyword?: string
}

/** One installment of a lease and the bill that carries it. */
export interface LeaseInstallment {
  id: string
  leaseId: string
  leaseNo: string
  /** 0: the deposit; 1, 2, ...: rent periods. */
  seq: number
  kind: InstallmentKind
  /** The rent period (null for the deposit). */
  periodStart: string | null
  periodEnd: string | null
  amountFen: number
  dueDate: string
  state: InstallmentState
  billId: string | null
  billNo: string | null
  /** The bill's state; 'paid' for an offline one; null while not billed or void. */
  payStatus: BillPayStatus | null
}

export interface LeaseInstallmentPagePayload extends PageQuery {
  leaseId?: string
  state?: InstallmentState
}

/** A booth a lease held for part of its term (a booth adjustment splits the term). */
export interface LeaseBoothSpan {
  assetId: string
  code: string
  startDate: string
  endDate: string
}

/** What the caller may do with a lease now (the detail screen's buttons). */
export interface LeaseCan {
  /** Edit or cancel the application (applied); cancel also while approved and unpaid. */
  edit: boolean
  cancel: boolean
  /** Confirm and pay the first installment and the deposit (approved). */
  pay: boolean
  renew: boolean
  adjust: boolean
  quit: boolean
  /** Publish the booth for take-over (active, none open). */
  publish: boolean
}

/** The first bill of a lease: its first installment and the deposit (createBillAndPay). */
export interface LeaseFirstBill {
  billId: string
  billNo: string
  amountFen: number
  outstandingFen: number
  payStatus: BillPayStatus
}

/** The rent returned when a lease is quit (leaseRentWithdrawal): computed first, then confirmed. */
export interface LeaseWithdrawal {
  leaseId: string
  /** The last day of use. */
  quitDate: string
  lines: Array<{
    installmentId: string
    periodStart: string
    periodEnd: string
    /** What was paid for the period. */
    paidFen: number
    /** Days of the period after the quit date, of all its days. */
    unusedDays: number
    periodDays: number
    refundFen: number
  }>
  unusedRentFen: number
  /** The deposit returned (0 when none was paid). */
  depositFen: number
  /** Future installments no longer owed (their unpaid bills withdrawn). */
  voidedInstallments: number
  /** unusedRentFen + depositFen: credited to the shop's prepaid balance (预存款). */
  totalFen: number
  /** false: the computation only (nothing changed); true: the lease is quit. */
  confirmed: boolean
}

export interface LeaseDetail extends LeaseItem {
  contactName: string
  contactPhone: string
  businessScope: string
  remark: string
  rejectReason: string | null
  /** The release it came from (sign-up or grab) and the take-over it came from. */
  releaseId: string | null
  releaseTitle: string | null
  transferId: string | null
  approvedTime: string | null
  /** Pay by this day, else the approval lapses (approved only). */
  payDeadline: string | null
  confirmedTime: string | null
  /** Quit: the last day of use and what came back. */
  quitDate: string | null
  withdrawalFen: number | null
  /** The booths over the term, in order. */
  booths: LeaseBoothSpan[]
  installments: LeaseInstallment[]
  firstBill: LeaseFirstBill | null
  contracts: ContractItem[]
  /** The open take-over publication of this lease. */
  transfer: LeaseTransferItem | null
  can: LeaseCan
}

/** leaseManagement/create (/supplier/lease/apply): a zone and optionally a booth; no booth lets the market assign one. */
export interface LeaseApplyPayload {
  areaId?: string
  assetId?: string
  startDate: string
  months: number
  payCycleMonths: LeasePayCycle
  contactName: string
  contactPhone: string
  businessScope?: string
  remark?: string
}

/** leaseManagement/update: the application's fields while it waits for review. */
export interface LeaseUpdatePayload extends Partial<LeaseApplyPayload> {
  id: string
}

/**
 * leaseManagement/createLeaseManage (/supplier/lease/applyAT): apply for a booth given to the
 * merchant: a booth of a release it signed up for (registrationId, the term is the release's), or a
 * booth another merchant published for take-over (transferId, from its date to its lease's end).
 */
export interface LeaseAssignedApplyPayload {
  registrationId?: string
  transferId?: string
  /** The booth of the release (one of the sign-up's, or any still available); not for a take-over. */
  assetId?: string
  payCycleMonths: LeasePayCycle
  contactName?: string
  contactPhone?: string
  businessScope?: string
  remark?: string
}

/** grabOrders: take an available booth of a release open for grabs, at once (approved, pay within LEASE_LIMITS.payWithinDays). */
export interface LeaseGrabPayload {
  releaseId: string
  assetId: string
  payCycleMonths: LeasePayCycle
}

export interface LeaseTermPayload {
  areaId?: string
  startDate: string
  months: number
}

export interface LeaseBoothPagePayload extends PageQuery, LeaseTermPayload {
  keyword?: string
}

export interface LeaseRenewPayload {
  id: string
  months: number
}

/**
 * leaseAdjustment: move to another booth (from the first rent period not billed yet, at its rent)
 * and/or change the length (whole months from the start; not before what is billed already).
 */
export interface LeaseAdjustPayload {
  id: string
  assetId?: string
  months?: number
  reason: string
}

/** leaseRentWithdrawal (json): without `confirm` only the computation; with it the lease is quit. */
export interface LeaseQuitPayload {
  id: string
  /** The last day of use (today or later, within the term). */
  quitDate: string
  reason?: string
  confirm?: boolean
}

/** getMerchantData: the lease screens' header and the apply form's prefill. */
export interface LeaseMerchantData {
  customerId: string
  name: string
  contactName: string
  contactPhone: string
  counts: Record<LeaseState, number>
  expiringCount: number
}

/** checkCreateOrderNumber: may the merchant open another application? */
export interface LeaseApplicationQuota {
  open: number
  max: number
  canCreate: boolean
}

/** getAssetstSDPprice: the price of a term on a booth: rent, deposit and the installments. */
export interface LeaseQuotePayload {
  assetId: string
  startDate: string
  months: number
  payCycleMonths: LeasePayCycle
  /** Price the booth as a release offers it. */
  releaseId?: string
}

export interface LeaseQuote {
  booth: LeaseBooth
  startDate: string
  endDate: string
  months: number
  payCycleMonths: LeasePayCycle
  monthlyRentFen: number
  rentFen: number
  depositFen: number
  installments: Array<{ seq: number; periodStart: string; periodEnd: string; amountFen: number; dueDate: string }>
  /** What confirming costs: the first installment and the deposit. */
  firstPayFen: number
}

/** getLeaseMerchant: a booth's lease state today and its tenant (public facts: the shop's name). */
export interface BoothLease {
  assetId: string
  code: string
  state: BoothLeaseState
  tenantName: string | null
  startDate: string | null
  endDate: string | null
  /** The release it is offered in (state released). */
  releaseId: string | null
}

/** createBillAndPay: the first installment and the deposit as one bill, paid like any bill. */
export interface LeaseBillPayPayload {
  leaseId: string
  payMethod: RepayMethod
  payChannel?: PayChannel
  couponId?: string
}
export type LeaseBillPayStart = PayStart<BillPayStatus> & { billId: string; billNo: string }

/** Who did an action on a lease. */
export const LEASE_ACTORS = ['merchant', 'office', 'system'] as const
export type LeaseActor = (typeof LEASE_ACTORS)[number]
export const LEASE_ACTOR_LABELS: Labels<LeaseActor> = { merchant: '商户', office: '市场办公室', system: '系统' }

/** One action on a lease (/supplier/lease/record). */
export interface LeaseRecord {
  id: string
  leaseId: string
  leaseNo: string
  boothCode: string | null
  action: LeaseAction
  actor: LeaseActor
  /** The user's real name; '系统' for the housekeeping job. */
  actorName: string
  /** What changed, in words (the booth, the term, the amounts). */
  detail: string
  createTime: string
}

export interface LeaseRecordPagePayload extends PageQuery {
  leaseId?: string
}

// ---- Release notices and sign-ups ----------------------------------------------------------------

export interface ReleaseNoticeItem {
  id: string
  title: string
  mode: ReleaseMode
  state: ReleaseState
  signUpStart: string
  signUpEnd: string
  /** The term the released booths are let for. */
  leaseStart: string
  leaseEnd: string
  months: number
  boothCount: number
  /** Booths nobody holds for the term yet. */
  availableCount: number
  registrationCount: number
  /** The caller signed up (merchants). */
  registered: boolean
  createTime: string
}

export interface ReleaseBooth extends LeaseBooth {
  available: boolean
  /** Sign-ups naming this booth. */
  signUps: number
}

export interface ReleaseNoticeDetail extends ReleaseNoticeItem {
  /** Plain text (line breaks kept). */
  content: string
  booths: ReleaseBooth[]
  /** The caller's sign-up, and the lease it came to (merchants). */
  myRegistration: ReleaseRegistration | null
  /** Inside the window and open: sign-ups and grabs accepted. */
  signUpOpen: boolean
}

export interface ReleaseNoticeCount {
  /** Releases open for sign-up today. */
  notices: number
  /** Booths still available in them. */
  booths: number
}

export interface ReleaseRegistration {
  id: string
  releaseId: string
  releaseTitle: string
  customerId: string
  customerName: string
  booths: Array<{ assetId: string; code: string }>
  contactName: string
  contactPhone: string
  businessScope: string
  remark: string
  /** The lease applied for or grabbed from this release. */
  leaseId: string | null
  /** The release is open and inside its window. */
  editable: boolean
  createTime: string
  updateTime: string
}

export interface ReleaseRegisterPayload {
  releaseId: string
  assetIds: string[]
  contactName: string
  contactPhone: string
  businessScope?: string
  remark?: string
}

export interface ReleaseRegisterUpdatePayload extends Partial<Omit<ReleaseRegisterPayload, 'releaseId'>> {
  id: string
}

// ---- Take-overs (leaseRelease) --------------------------------------------------------------------

export interface LeaseTransferItem {
  id: string
  leaseId: string
  booth: LeaseBooth
  /** Another merchant takes the booth from this day to the lease's end. */
  fromDate: string
  toDate: string
  contactName: string
  contactPhone: string
  remark: string
  state: TransferState
  publisherName: string
  /** Published by the caller's shop. */
  mine: boolean
  createTime: string
}

export interface LeaseTransferPagePayload extends PageQuery {
  /** The caller's own publications (every state) instead of the open ones. */
  mine?: boolean
  keyword?: string
}

export interface LeaseTransferPayload {
  leaseId: string
  fromDate: string
  contactName: string
  contactPhone: string
  remark?: string
}

// ---- Contracts -----------------------------------------------------------------------------------

export interface ContractItem {
  id: string
  /** 'HT' + yyyymmdd + 4 digits. */
  contractNo: string
  kind: ContractKind
  title: string
  state: ContractState
  leaseId: string
  leaseNo: string
  boothCode: string
  startDate: string
  endDate: string
  monthlyRentFen: number
  signedTime: string | null
  createTime: string
}

export interface ContractPagePayload extends PageQuery {
  state?: ContractState
  kind?: ContractKind
}

export interface ContractDetail extends ContractItem {
  /** The lessor (the market) and the lessee (the shop). */
  partyA: string
  partyB: string
  /** The filled fields, in the contract's order. */
  fields: Array<{ label: string; value: string }>
}

/** getContractContentData: the contract's full text, plain text paragraphs (render as text, never as HTML). */
export interface ContractContent {
  id: string
  contractNo: string
  title: string
  paragraphs: string[]
}

// ---- The market office ---------------------------------------------------------------------------

/** Approve an application: the booth (required when it named none), rent and deposit (default the booth's price). */
export interface LeaseApprovePayload {
  id: string
  assetId?: string
  monthlyRentFen?: number
  depositFen?: number
}

export interface LeaseRejectPayload {
  id: string
  reason: string
}

/** A new release (json): booths with their rent (default the booth's price). */
export interface ReleaseCreatePayload {
  title: string
  content?: string
  mode: ReleaseMode
  signUpStart: string
  signUpEnd: string
  leaseStart: string
  months: number
  booths: Array<{ assetId: string; monthlyRentFen?: number; depositFen?: number }>
}

export interface ReleasePagePayload extends PageQuery {
  state?: ReleaseState
}

export interface ReleaseRegistrationPagePayload extends PageQuery {
  releaseId: string
}

/** Every booth's lease state (the office's booth list). */
export interface BoothLeaseRow extends LeaseBooth {
  state: BoothLeaseState
  ownerName: string | null
  /** The lease holding it today (let), or the next one (reserved). */
  leaseId: string | null
  leaseNo: string | null
  tenantName: string | null
  startDate: string | null
  endDate: string | null
  releaseId: string | null
}

export interface BoothLeasePagePayload extends PageQuery {
  areaId?: string
  state?: BoothLeaseState
  keyword?: string
}
