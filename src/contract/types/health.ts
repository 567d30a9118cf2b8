/**
 * Staff health and feedback (docs/estate.md, "Staff"): daily check-ins with their questionnaire,
 * the risk-area list, vaccinations, the travel path of the last 14 days, the market office's
 * statistics, and staff feedback answered in the message centre. Dates are YYYY-MM-DD (China time).
 */
import type { PageQuery } from './common'
import type { Labels } from './trade'

// ---- Risk areas ---------------------------------------------------------------------------------

export const RISK_LEVELS = ['high', 'medium', 'low'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]
export const RISK_LEVEL_LABELS: Labels<RiskLevel> = { high: '高风险', medium: '中风险', low: '低风险' }

export const RISK_AREA_LIMITS = {
  name: { max: 20, msg: '省、市、区名称需为1-20个字符' },
  remark: { max: 200, msg: '备注不能超过200个字符' },
} as const

export interface RiskAreaItem {
  id: string
  province: string
  city: string
  /** The district (区/县) or a smaller named place. */
  district: string
  level: RiskLevel
  remark: string | null
  updateTime: string
}

/** riskAreaDetail/page. */
export interface RiskAreaPagePayload extends PageQuery {
  level?: RiskLevel
  province?: string
  /** Province, city or district. */
  keyword?: string
}

/** riskAreaMain/getRiskAreaList: the whole current list, highest level first. */
export interface RiskAreaListPayload {
  level?: RiskLevel
  keyword?: string
}

/** riskAreaMain/getRiskAreaListNum. */
export interface RiskLevelCounts {
  high: number
  medium: number
  low: number
  total: number
  /** When the list last changed (null: empty list). */
  updateTime: string | null
}

/** riskAreaDetail/getAreaDetailsListGroupByLevel. */
export interface RiskAreaGroup {
  level: RiskLevel
  label: string
  count: number
  areas: RiskAreaItem[]
}

/** riskAreaDetail/getRiskCitys. */
export interface RiskCitiesPayload {
  province: string
}

/** riskAreaDetail/getRiskAreas (GET): the last step of the province -> city -> area picker. */
export interface RiskAreasPayload {
  province: string
  city: string
}

/** market/riskArea/save: add (no id) or change one risk area. */
export interface RiskAreaSavePayload {
  id?: string
  province: string
  city: string
  district: string
  level: RiskLevel
  remark?: string
}

// ---- Daily check-ins ----------------------------------------------------------------------------

export const HEALTH_SYMPTOMS = ['发热', '咳嗽', '乏力', '咽痛', '腹泻', '嗅觉味觉减退', '呼吸困难'] as const
export type HealthSymptom = (typeof HEALTH_SYMPTOMS)[number]

export const HEALTH_LIMITS = {
  temperature: { min: 35, max: 42, msg: '体温需为35.0-42.0之间的数，最多1位小数' },
  /** A temperature from this one up counts as fever. */
  feverFrom: 37.3,
  place: { max: 20, msg: '省、市、区名称需为1-20个字符' },
  address: { max: 100, msg: '详细地址不能超过100个字符' },
  answer: { max: 100, msg: '回答不能超过100个字符' },
  remark: { max: 200, msg: '备注不能超过200个字符' },
  /** The travel path looks back this many days at most. */
  travelDays: 14,
} as const

/** The questionnaire's question kinds: yes / no ('是' / '否'), one of `options`, free text. */
export const HEALTH_QUESTION_KINDS = ['yesNo', 'choice', 'text'] as const
export type HealthQuestionKind = (typeof HEALTH_QUESTION_KINDS)[number]
export const YES_NO = ['是', '否'] as const

/** riskAreaSituationKey/page: the check-in's extra questions. */
export interface HealthQuestion {
  id: string
  title: string
  kind: HealthQuestionKind
  /** The choices ('是', '否' for yesNo). */
  options: string[]
  required: boolean
}

export interface HealthAnswerInput {
  questionId: string
  value: string
}

export interface HealthAnswer extends HealthAnswerInput {
  title: string
  /** The answer marks the check-in abnormal (e.g. 是 to a contact question). */
  abnormal: boolean
}

/** Where the staff member is (the place of the day, for the travel path). */
export interface Place {
  province: string
  city: string
  district: string
  address?: string | null
}

/** riskAreaSituationVal/saveClockRecord (json): today's check-in; a second save of the day updates it. */
export interface CheckInPayload {
  temperature: number
  symptoms?: HealthSymptom[]
  location: Place
  /** Visited a risk area in the last 14 days; then `riskAreaId` from the province -> city -> area picker. */
  visitedRiskArea: boolean
  riskAreaId?: string
  answers?: HealthAnswerInput[]
  remark?: string
}

export interface CheckIn {
  id: string
  userId: string
  userName: string
  day: string
  temperature: number
  fever: boolean
  symptoms: HealthSymptom[]
  location: Place
  visitedRiskArea: boolean
  /** The risk area as it was listed when the check-in was saved. */
  riskArea: { id: string | null; province: string; city: string; district: string; level: RiskLevel } | null
  answers: HealthAnswer[]
  /** Fever, a symptom, a risk-area visit or an abnormal answer. */
  abnormal: boolean
  remark: string | null
  createTime: string
  updateTime: string
}

/** riskAreaSituationVal/page: the caller's own check-ins, newest day first. */
export interface CheckInPagePayload extends PageQuery {
  from?: string
  to?: string
}

/**
 * riskAreaSituationVal/getClockRecordByUserId: one day's check-in (default today) of the caller, or
 * of another staff member for the market office (module 健康统计). Null when there is none.
 */
export interface CheckInQueryPayload {
  userId?: string
  day?: string
}

/** riskAreaMain/hasFillIn: has the caller checked in today. */
export interface CheckInFilled {
  day: string
  filled: boolean
  recordId: string | null
}

/** report/getCurrentLatestHealthClocking. */
export interface LatestCheckIn {
  day: string
  today: CheckIn | null
  /** The newest check-in (today's, or an earlier one). */
  latest: CheckIn | null
}

// ---- Vaccination --------------------------------------------------------------------------------

export const VACCINATION_LIMITS = {
  dose: { min: 1, max: 4, msg: '剂次需为1-4' },
  vaccineName: { max: 30, msg: '疫苗名称需为1-30个字符' },
  manufacturer: { max: 30, msg: '生产企业不能超过30个字符' },
  site: { max: 50, msg: '接种单位需为1-50个字符' },
  batchNo: { max: 30, msg: '批号不能超过30个字符' },
} as const

/** none: no dose; partial: 1 dose; full: 2 doses; booster: 3 or more. */
export const VACCINATION_STATES = ['none', 'partial', 'full', 'booster'] as const
export type VaccinationState = (typeof VACCINATION_STATES)[number]
export const VACCINATION_STATE_LABELS: Labels<VaccinationState> = { none: '未接种', partial: '未全程接种', full: '已全程接种', booster: '已加强接种' }

export interface VaccinationRecord {
  id: string
  dose: number
  vaccineName: string
  manufacturer: string | null
  vaccinatedOn: string
  site: string
  batchNo: string | null
  /** The proof photo (our own /uploads/ path; required when recording, null on older imported rows). */
  proofImage: string | null
  createTime: string
  updateTime: string
}

/** vaccinationRecord/create (form): one dose, in order (dose n after dose n - 1, not earlier). */
export interface VaccinationPayload {
  dose: number
  vaccineName: string
  manufacturer?: string
  vaccinatedOn: string
  site: string
  batchNo?: string
  proofImage: string
}

export interface VaccinationUpdatePayload extends VaccinationPayload {
  id: string
}

/** report/queryVaccination: the caller's doses and where that leaves it. */
export interface VaccinationSummary {
  state: VaccinationState
  doses: number
  lastDate: string | null
  /** By dose. */
  records: VaccinationRecord[]
}

// ---- Travel path (beyond the spec) --------------------------------------------------------------

/** custome/report/travelPath: the places of the last `days` days (1-14, default 14). */
export interface TravelPathPayload {
  days?: number
}

export interface TravelPlace {
  province: string
  city: string
  district: string
  firstDay: string
  lastDay: string
  /** Days the place appears on. */
  days: number
  /** checkIn: where the staff member was; riskVisit: a risk area it declared visiting. */
  source: 'checkIn' | 'riskVisit'
  /** Listed as a risk area now (null: not listed). */
  riskLevel: RiskLevel | null
}

export interface TravelPath {
  from: string
  to: string
  /** Newest first. */
  places: TravelPlace[]
  riskPlaces: number
}

// ---- The market office's statistics -------------------------------------------------------------

export interface StaffBrief {
  userId: string
  realName: string
  mobile: string
}

/** market/health/statistics. */
export interface HealthStatsPayload {
  day?: string
}

export interface HealthStatistics {
  day: string
  /** Enabled staff accounts. */
  staffTotal: number
  checkedIn: number
  /** checkedIn / staffTotal in percent, 1 decimal. */
  rate: number
  notCheckedIn: StaffBrief[]
  fever: number
  abnormal: number
  /** Check-ins of the day that declared a risk-area visit, by the area's level. */
  riskVisits: Record<RiskLevel, number>
  /** Staff by vaccination state. */
  vaccination: Record<VaccinationState, number>
  /** The last 7 days up to `day`, oldest first. */
  trend: Array<{ day: string; checkedIn: number; rate: number }>
}

/** market/health/checkins: every staff member's check-ins. */
export interface MarketCheckInPagePayload extends PageQuery {
  day?: string
  userId?: string
  abnormal?: boolean
}

// ---- Staff feedback (beyond the spec) -----------------------------------------------------------

export const FEEDBACK_CATEGORIES = ['suggestion', 'facility', 'safety', 'other'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]
export const FEEDBACK_CATEGORY_LABELS: Labels<FeedbackCategory> = { suggestion: '工作建议', facility: '设施设备', safety: '安全隐患', other: '其他' }

export const FEEDBACK_STATES = ['pending', 'replied'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATES)[number]
export const FEEDBACK_STATE_LABELS: Labels<FeedbackStatus> = { pending: '待回复', replied: '已回复' }

export const FEEDBACK_LIMITS = {
  content: { min: 5, max: 500, msg: '反馈内容需为5-500个字符' },
  reply: { min: 2, max: 500, msg: '回复内容需为2-500个字符' },
  images: { max: 6, msg: '图片最多6张' },
} as const

/** custome/staffFeedback/create (form). */
export interface FeedbackPayload {
  category: FeedbackCategory
  content: string
  images?: string[]
}

export interface FeedbackItem {
  id: string
  category: FeedbackCategory
  content: string
  images: string[]
  status: FeedbackStatus
  userName: string
  reply: string | null
  replierName: string | null
  replyTime: string | null
  createTime: string
}

export interface FeedbackPagePayload extends PageQuery {
  status?: FeedbackStatus
}

/** market/staffFeedback/reply: answers once; the author gets it in the message centre. */
export interface FeedbackReplyPayload {
  id: string
  reply: string
}
