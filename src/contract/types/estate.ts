/**
 * Estate management (docs/estate.md): repairs and their work sheets, the estate's consumables and
 * services, water and electricity meter readings with their bills, and the maintainer's receipt
 * codes. Money is integer fen (fields named ...Fen); quantities and meter readings have at most 2
 * decimals; times are ISO strings, dates YYYY-MM-DD and periods YYYY-MM (China time).
 */
import type { PageQuery } from './common'
import type { BillItem, BillLine } from './settle'
import type { BillPayStatus, Labels, PaymentStatus } from './trade'

// ---- Repairs ------------------------------------------------------------------------------------

/**
 * submitted (a merchant reported it) -> assigned (the market office dispatched it, or a maintainer
 * of its zone took it) -> inProgress (the maintainer started) -> completed (work recorded, the
 * charge became a bill) -> rated (the merchant rated it). A worksheet a maintainer creates on
 * the round starts completed.
 */
export const REPAIR_STATES = ['submitted', 'assigned', 'inProgress', 'completed', 'rated'] as const
export type RepairStatus = (typeof REPAIR_STATES)[number]
export const REPAIR_STATE_LABELS: Labels<RepairStatus> = {
  submitted: '待派单',
  assigned: '待维修',
  inProgress: '维修中',
  completed: '已完工',
  rated: '已评价',
}

export const REPAIR_TYPES = ['water', 'electric', 'door', 'coldStore', 'floor', 'other'] as const
export type RepairType = (typeof REPAIR_TYPES)[number]
export const REPAIR_TYPE_LABELS: Labels<RepairType> = {
  water: '水路',
  electric: '电路',
  door: '门窗卷帘',
  coldStore: '冷库设备',
  floor: '地面墙面',
  other: '其他',
}

/** report: a merchant's request; round: a fault a maintainer found on the round (straight to a bill). */
export const REPAIR_ORIGINS = ['report', 'round'] as const
export type RepairOrigin = (typeof REPAIR_ORIGINS)[number]
export const REPAIR_ORIGIN_LABELS: Labels<RepairOrigin> = { report: '商户报修', round: '巡检发现' }

/** The timeline's steps. */
export const REPAIR_EVENTS = ['submit', 'edit', 'assign', 'take', 'start', 'complete', 'rate'] as const
export type RepairEventKind = (typeof REPAIR_EVENTS)[number]
export const REPAIR_EVENT_LABELS: Labels<RepairEventKind> = {
  submit: '提交报修',
  edit: '修改报修',
  assign: '派单',
  take: '接单',
  start: '开始维修',
  complete: '维修完工',
  rate: '评价',
}

/** What a maintainer does to a worksheet with worksheetManage/update. */
export const WORKSHEET_ACTIONS = ['take', 'start'] as const
export type WorksheetAction = (typeof WORKSHEET_ACTIONS)[number]

/** Field limits of the repair forms; the server refuses beyond them with these words. */
export const REPAIR_LIMITS = {
  description: { min: 5, max: 500, msg: '故障描述需为5-500个字符' },
  images: { max: 6, msg: '图片最多6张' },
  contactName: { max: 20, msg: '联系人不能超过20个字符' },
  remark: { max: 200, msg: '备注不能超过200个字符' },
  comment: { max: 300, msg: '评价内容不能超过300个字符' },
  /** Consumable and service lines of one worksheet. */
  lines: { max: 30, msg: '耗材和服务各最多30项' },
  /** A preferred visit time at most this many days ahead. */
  preferredDays: { max: 30, msg: '期望上门时间需在30天内' },
} as const

export interface RepairItem {
  id: string
  /** 'BX' + yyyymmdd + 4 digits. */
  repairNo: string
  origin: RepairOrigin
  repairType: RepairType
  status: RepairStatus
  assetId: string
  assetCode: string
  assetName: string
  /** The market zone of the booth (蔬菜区, ...). */
  zoneName: string
  customerId: string
  customerName: string
  description: string
  preferredTime: string | null
  assigneeId: string | null
  assigneeName: string | null
  /** Consumables + services; 0 until completed. */
  amountFen: number
  /** The bill the charge became (null: not completed, or nothing to charge). */
  billId: string | null
  /** 1-5 once rated. */
  stars: number | null
  /** Assigned to the caller (a maintainer's "mine"). */
  mine: boolean
  createTime: string
  completeTime: string | null
}

export interface RepairMaterialLine {
  materialId: string
  name: string
  spec: string | null
  unit: string
  quantity: number
  unitPriceFen: number
  amountFen: number
}

export interface RepairServiceLine {
  serviceId: string
  name: string
  unit: string
  quantity: number
  unitPriceFen: number
  amountFen: number
}

export interface RepairEvent {
  kind: RepairEventKind
  actorName: string
  note: string | null
  time: string
}

export interface RepairDetail extends RepairItem {
  images: string[]
  contactName: string
  contactPhone: string
  reporterName: string | null
  assigneeMobile: string | null
  beforeImages: string[]
  afterImages: string[]
  workRemark: string | null
  materialsFen: number
  servicesFen: number
  materials: RepairMaterialLine[]
  services: RepairServiceLine[]
  /** The bill with its lines (null until a charge was billed). */
  bill: (BillItem & { lines: BillLine[] }) | null
  rating: { stars: number; comment: string | null; time: string } | null
  /** Oldest first. */
  events: RepairEvent[]
}

/** recordsManage/create (form): a merchant reports a fault on one of its booths. */
export interface RepairCreatePayload {
  assetId: string
  repairType: RepairType
  description: string
  images?: string[]
  /** ISO time; not in the past, at most REPAIR_LIMITS.preferredDays ahead. */
  preferredTime?: string
  contactName: string
  contactPhone: string
}

/** recordsManage/update (form): the merchant edits its request while it is submitted. */
export interface RepairUpdatePayload extends RepairCreatePayload {
  id: string
}

/** recordsManage/page: the merchant's own requests. */
export interface RepairPagePayload extends PageQuery {
  status?: RepairStatus
  /** Repair number (prefix) or description. */
  keyword?: string
}

/** recordsManage/getMerchantRecourdsList: a booth's repair history (newest first, at most 20). */
export interface RepairHistoryPayload {
  assetId: string
}

/** recordsManage/evaluate (beyond the spec): the merchant rates a completed repair, once. */
export interface RepairEvaluatePayload {
  id: string
  stars: number
  comment?: string
}

/** worksheetManage/page: the maintainer's worksheets (its zones' and those assigned to it). */
export interface WorksheetPagePayload extends PageQuery {
  status?: RepairStatus
  /** mine: assigned to the caller; pool: submitted ones of the caller's zones (to take); absent: all visible. */
  scope?: 'mine' | 'pool'
  keyword?: string
}

/** worksheetManage/update: take a submitted worksheet of one's zone, or start an assigned one. */
export interface WorksheetActionPayload {
  id: string
  action: WorksheetAction
  remark?: string
}

export interface WorkLineInput {
  /** A consumable (stockMain) or a service (recordsProject) id. */
  id: string
  quantity: number
}

/** The work recorded on completion: consumables leave the estate stock, services are charged. */
export interface WorkRecordPayload {
  materials?: WorkLineInput[]
  services?: WorkLineInput[]
  beforeImages?: string[]
  afterImages?: string[]
  remark?: string
}

/** repairProject/completeWorkSheet (json): inProgress -> completed by its maintainer. */
export interface WorksheetCompletePayload extends WorkRecordPayload {
  id: string
}

/** worksheetManage/createWorkOrderDirectlyReturnBillId (json): a fault found on the round, done and billed. */
export interface WorksheetDirectPayload extends WorkRecordPayload {
  assetId: string
  repairType: RepairType
  description: string
  images?: string[]
}

export interface WorksheetCompleted {
  id: string
  repairNo: string
  status: RepairStatus
  amountFen: number
  /** The bill of the charge; null when nothing was charged (completeWorkSheet only). */
  billId: string | null
}

export interface WorksheetState {
  id: string
  status: RepairStatus
}

/** market/repair/page: every worksheet, for the market office's dispatch. */
export interface MarketRepairPagePayload extends PageQuery {
  status?: RepairStatus
  maintainerId?: string
  keyword?: string
}

/** market/repair/assign: dispatch a submitted worksheet (or hand an assigned one to another maintainer). */
export interface RepairAssignPayload {
  id: string
  maintainerId: string
  remark?: string
}

/** market/repair/maintainers: who can be dispatched, their zones and open work. */
export interface MaintainerBrief {
  id: string
  realName: string
  mobile: string
  zones: Array<{ id: string; name: string }>
  /** Worksheets assigned or in progress. */
  openCount: number
}

// ---- Estate stock (consumables) and services ----------------------------------------------------

/** How the estate's consumables move: bought in, or used by a worksheet. */
export const ESTATE_STOCK_KINDS = ['in', 'use'] as const
export type EstateStockKind = (typeof ESTATE_STOCK_KINDS)[number]

export interface EstateMaterial {
  id: string
  code: string
  name: string
  spec: string | null
  category: string
  unit: string
  priceFen: number
  /** In stock now (2 decimals). */
  quantity: number
  /** Below its threshold. */
  lowStock: boolean
}

/** stockMain/page: the estate's consumables (the dispose screen's picker). */
export interface EstateStockPagePayload extends PageQuery {
  /** Code or name. */
  keyword?: string
  /** Only those with stock left. */
  inStock?: boolean
}

export interface RepairServiceItem {
  id: string
  code: string
  name: string
  category: string
  unit: string
  priceFen: number
  remark: string | null
}

/** recordsProject/page: the repair services and their prices. */
export interface RepairServicePagePayload extends PageQuery {
  keyword?: string
}

/** market/estateStock/stockIn: consumables bought in (a positive quantity, 2 decimals). */
export interface StockInPayload {
  materialId: string
  quantity: number
  remark?: string
}

// ---- Meters and readings ------------------------------------------------------------------------

export const METER_TYPES = ['water', 'electric'] as const
export type MeterType = (typeof METER_TYPES)[number]
export const METER_TYPE_LABELS: Labels<MeterType> = { water: '水表', electric: '电表' }

export const METER_LIMITS = {
  /** The largest reading a meter shows. */
  reading: 99_999_999.99,
  readingMsg: '读数需为0-99999999.99之间的数，最多2位小数',
  meterNo: { max: 30, pattern: /^[0-9A-Za-z-]{2,30}$/, msg: '表号需为2-30位字母、数字或-' },
  remark: { max: 200, msg: '备注不能超过200个字符' },
} as const

/** The refusal of a reading below the last one. */
export const readingTooLow = (last: number): string => `本次读数不能小于上次读数（上次读数：${last}）`

/** One reading of one meter in one period. */
export interface MeterReading {
  id: string
  meterId: string
  meterNo: string
  meterType: MeterType
  assetId: string
  assetCode: string
  assetName: string
  customerName: string | null
  /** 'YYYY-MM'. */
  period: string
  lastReading: number
  reading: number
  /** reading - lastReading (with a replacement: old meter's part + new meter's part). */
  consumption: number
  unit: string
  unitPriceFen: number
  amountFen: number
  replaced: boolean
  /** A replacement: the old meter's number and final reading, the new meter's start. */
  oldMeterNo: string | null
  oldFinalReading: number | null
  newStartReading: number | null
  photo: string | null
  remark: string | null
  readerName: string
  readTime: string
  /** The period's utility bill of the booth, once made. */
  billId: string | null
  billPayStatus: BillPayStatus | null
}

/** hydropowerReading/page: readings, newest period first. */
export interface ReadingPagePayload extends PageQuery {
  period?: string
  meterId?: string
  assetId?: string
  meterType?: MeterType
}

/** hydropowerReading/createReading (form): this period's reading of a meter. */
export interface ReadingCreatePayload {
  meterId: string
  reading: number
  /** A photo of the meter (our own /uploads/ path). */
  photo: string
  remark?: string
}

/**
 * hydropowerReading/createRadingRcord (json): a meter replaced this period. The old meter's final
 * reading closes its part; the new meter counts from its start reading to `reading`.
 */
export interface ReadingReplacementPayload extends ReadingCreatePayload {
  oldFinalReading: number
  newMeterNo: string
  newStartReading: number
}

/** hydropowerReading/getMerchantHydropowerReadingLastNumber. */
export interface MeterLastReadingPayload {
  meterId: string
}

export interface MeterLastReading {
  meterId: string
  meterNo: string
  meterType: MeterType
  assetId: string
  assetName: string
  customerName: string | null
  unit: string
  unitPriceFen: number
  lastReading: number
  lastReadingTime: string | null
  /** The period the next reading counts for (this month, China time). */
  period: string
  /** This period's reading when already taken (then no new one). */
  current: MeterReading | null
}

/** hydropowerReading/calculationWaterElectricityConsumption: what a reading would charge, before saving. */
export interface ReadingCalcPayload {
  meterId: string
  reading: number
  /** A replacement (both or neither). */
  oldFinalReading?: number
  newStartReading?: number
}

export interface ReadingCalculation {
  meterId: string
  lastReading: number
  reading: number
  consumption: number
  unit: string
  unitPriceFen: number
  amountFen: number
  replaced: boolean
}

/** hydropowerReading/getWaterAandElectricityMeterArrears: an asset's unpaid utility bills. */
export interface MeterArrearsPayload {
  assetId: string
}

export interface MeterArrears {
  assetId: string
  assetCode: string
  assetName: string
  customerName: string | null
  /** What its unpaid utility bills still owe. */
  arrearsFen: number
  /** Outstanding utility bills, earliest due first. */
  bills: BillItem[]
}

// ---- Receipt codes (beyond the spec) ------------------------------------------------------------

/**
 * A maintainer shows a merchant a payment QR code for one outstanding repair or utility bill.
 * waiting: open; paid: the bill was paid (by any means) while or after it showed; expired: past its
 * time; replaced: a newer code of the same bill took its place.
 */
export const RECEIPT_CODE_STATES = ['waiting', 'paid', 'expired', 'replaced'] as const
export type ReceiptCodeStatus = (typeof RECEIPT_CODE_STATES)[number]
export const RECEIPT_CODE_STATE_LABELS: Labels<ReceiptCodeStatus> = { waiting: '待支付', paid: '已支付', expired: '已过期', replaced: '已失效' }
/** A code is valid this long; the screen shows a new one after it. */
export const RECEIPT_CODE_TTL_SECONDS = 900
/** The prefix of a receipt code's text (what the QR code holds), so a scanner knows it. */
export const RECEIPT_CODE_PREFIX = 'RC1.'

/** receiptCode/create (maintainer): a code for a repair or utility bill that still owes money. */
export interface ReceiptCodeCreatePayload {
  billId: string
}

export interface ReceiptCodeState {
  id: string
  status: ReceiptCodeStatus
  billId: string
  billNo: string
  title: string
  customerName: string
  amountFen: number
  outstandingFen: number
  payStatus: BillPayStatus
  paidTime: string | null
  expiresAt: string
  /** The newest payment attempt of the bill. */
  latestPayment: { paymentId: string; status: PaymentStatus } | null
}

export interface ReceiptCodeCreated extends ReceiptCodeState {
  /** The text to draw as a QR code (RECEIPT_CODE_PREFIX + a random token); shown once, stored hashed. */
  code: string
}

/** receiptCode/scan (merchant): what a scanned code asks to pay; then settle/billInfo/payBill {id: bill.id}. */
export interface ReceiptCodeScanPayload {
  code: string
}

export interface ReceiptCodeScan {
  codeId: string
  maintainerName: string
  expiresAt: string
  bill: BillItem & { lines: BillLine[] }
}
