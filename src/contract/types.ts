/**
 * Payload and entity types shared by the app and the reference backend. The spec shows few field
 * names (section 3); the ones here are the ones our screens and handlers agreed on.
 */

/** Spec section 7: every answer is this envelope; state 0 means success. */
export interface Envelope<R = unknown> {
  state: number
  msg: string
  result: R
}

/** Business states the client reacts to (spec section 8). */
export const STATE = { OK: 0, NOT_LOGGED_IN: 97, SILENT: 71, FAIL: 1 } as const

/** The six audiences, each with its own login and home (spec section 6). */
export const ROLES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NAMES: Record<Role, string> = {
  supplier: '商户',
  purchaser: '采购商',
  maintainer: '物业维修',
  proprietor: '业主',
  dc: '配送中心',
  staff: '市场员工',
}

/** A page request and its answer. */
export interface PageQuery {
  current?: number
  size?: number
}
export interface PageResult<T> {
  records: T[]
  total: number
  current: number
  size: number
}

export interface LoginPayload {
  username: string
  password: string
  userType: Role
}

/** The logged-in user, cached under `_user` (spec section 3). */
export interface LoginUser {
  token: string
  id: string
  username: string
  realName: string
  mobile: string
  userType: Role
  /** The customer (merchant or buyer) the user belongs to, when there is one. */
  customerId?: string | null
  avatar?: string | null
  /** A merchant's administrator (manages its roles and sub-accounts). */
  isAdmin?: boolean
}

export interface SupplierRegisterPayload {
  username: string
  password: string
  realName: string
  mobile: string
  companyName: string
  idCard?: string
}

export interface UpdatePasswordPayload {
  oldPassword: string
  newPassword: string
}

export interface UserProfile {
  id: string
  username: string
  realName: string
  mobile: string
  email?: string | null
  userType: Role
  avatar?: string | null
  customerId?: string | null
  isAdmin?: boolean
  createTime?: string
}

/** user/update: the fields a user may change on their own profile. */
export interface UserProfileUpdate {
  realName?: string
  mobile?: string
  email?: string
  avatar?: string
}

export interface DictQuery extends PageQuery {
  dataType?: string
  /** 1: `dataType` matches as a prefix. */
  autoLike?: 0 | 1
  enabled?: 0 | 1
}

/** Data dictionary entry (spec section 3). */
export interface DictEntry {
  dataKey: string
  dataValue: string
  dataType: string
}

/** System module (spec section 3): menus show items whose caption matches a module's. */
export interface SysModule {
  id: string
  caption: string
}

export interface SysLogoConf {
  name: string
  logo?: string | null
  phone?: string | null
  address?: string | null
}

export interface AppVersion {
  version: string
  versionCode: number
  content?: string | null
  releaseDate?: string | null
}

/** permission/getRoleModulListAndButtonList: the caller's modules (menu captions) and button keys. */
export interface RoleModules {
  modules: SysModule[]
  buttons: string[]
}

// ---------------------------------------------------------------------------------------------
// Payloads and results agreed with the reference backend (server/).

/** A single record by id. */
export interface IdPayload {
  id: string
}
/** Several records: ids comma-separated (form) or an array (json). */
export interface IdsPayload {
  ids: string
}

export interface MobilePayload {
  mobile: string
}
export interface ExistsResult {
  exists: boolean
}

/** user/update: the caller's own profile, or (merchant admin) one of its sub-accounts by id. */
export interface UserUpdatePayload {
  id?: string
  realName?: string
  mobile?: string
  email?: string
  avatar?: string
}
/** user/create: a sub-account of the caller's merchant. */
export interface UserCreatePayload {
  username: string
  password: string
  realName: string
  mobile: string
  email?: string
}
export interface UserPagePayload extends PageQuery {
  keyword?: string
}

/** A WeChat code (stand-in for WeChat's code exchange, see server/README.md). */
export interface WxCodePayload {
  code: string
}
/** weChat/getQrcode: a one-time code another device exchanges for a login (getTokenByCode). */
export interface ScanLoginCode {
  code: string
  expiresAt: string
}
export interface WxLoginInfo {
  confirmed: boolean
}
export interface WxPhoneInfo {
  phoneNumber: string
}
export interface OpenIdUser {
  bound: boolean
  userType?: Role
}

export interface DictPagePayload extends PageQuery {
  dataType?: string
  /** true: dataType matches as a prefix. */
  autoLike?: boolean | string
  enabled?: boolean | string
}

export interface UploadResult {
  url: string
}

export interface SysRole {
  id: string
  name: string
  userType: Role
  remark?: string | null
  enabled: boolean
  createTime: string
}
export interface RolePagePayload extends PageQuery {
  name?: string
}
export interface RoleCreatePayload {
  name: string
  remark?: string
}
export interface RoleUpdatePayload {
  id: string
  name?: string
  remark?: string
  enabled?: boolean | string
}
export interface RoleNamePayload {
  name: string
  /** The role being edited (its own name does not count as taken). */
  id?: string
}
export interface RoleIdPayload {
  roleId: string
}
export interface RoleModulesPayload {
  roleId: string
  moduleIds: string[]
}
export interface RoleModuleTogglePayload {
  roleId: string
  moduleId: string
  granted: boolean | string
}
export interface RoleUserBindPayload {
  roleId: string
  /** Comma-separated; the role's users become exactly these (empty clears). */
  userIds: string
}
export interface RoleUserPagePayload extends PageQuery {
  roleId?: string
  userId?: string
}
export interface RoleUser {
  roleId: string
  roleName: string
  userId: string
  username: string
  realName: string
}

export interface MessageItem {
  id: string
  title: string
  content: string
  msgType: string
  isRead: boolean
  createTime: string
}
export interface MessagePagePayload extends PageQuery {
  isRead?: boolean | string
}
export interface UpdatedCount {
  updated: number
}

export type AnnouncementCategory = 'general' | 'vehicleType' | 'overseasProduct'
export interface Announcement {
  id: string
  title: string
  /** HTML as written by the back office: render only after sanitising. */
  content: string
  category: AnnouncementCategory
  publishTime: string
  read: boolean
}
export interface AnnouncementPagePayload extends PageQuery {
  title?: string
}
export interface AnnouncementIdPayload {
  announcementId: string
}
export interface AnnouncementRead {
  announcementId: string
  read: boolean
  readTime: string | null
}

export interface AreaNode {
  id: string
  name: string
  level: number
  children: AreaNode[]
}

export type AssetState = 'forSale' | 'forLease' | 'leased' | 'arrival'
export interface Asset {
  id: string
  code: string
  name: string
  typeId: string
  typeName: string
  areaId: string
  areaName: string
  state: AssetState
  size: number
  price: number
  customerId: string | null
}
export interface AssetPagePayload extends PageQuery {
  state?: AssetState
  areaId?: string
  typeId?: string
  keyword?: string
}
export interface AssetType {
  id: string
  name: string
  code: string
}
export interface AssetHydropower {
  id: string
  assetId: string
  assetName: string
  meterType: 'water' | 'electric'
  meterNo: string
  lastReading: number
  lastReadingTime: string | null
  unitPrice: number
}
export interface HydropowerPagePayload extends PageQuery {
  meterType?: 'water' | 'electric'
  assetId?: string
}
export interface MeasureMethod {
  id: string
  name: string
  unit: string
  remark?: string | null
}

// ---------------------------------------------------------------------------------------------
// Complaints (member/complaintComplaint, member/complaintVisit).

/** Where a complaint is: filed, being handled, answered by the market (has a visit), closed. */
export type ComplaintStatus = 'pending' | 'processing' | 'replied' | 'closed'

/**
 * complaintComplaint/create (form). `complaintType` is a key of the dictionary type
 * 'complaintType'; `content` is 10-500 characters; `images` are our own upload URLs
 * (/uploads/..., at most 6) joined by commas, because form bodies carry arrays that way;
 * `contactPhone` is a mobile number or a landline with a hyphen (spec section 5).
 */
export interface ComplaintPayload {
  complaintType: string
  title: string
  content: string
  images?: string
  contactName: string
  contactPhone: string
  /** The merchant or booth complained about, when there is one. */
  targetName?: string
}
/** complaintComplaint/update: only the complainant, only while 'pending'. */
export interface ComplaintUpdatePayload extends ComplaintPayload {
  id: string
}
export interface ComplaintPagePayload extends PageQuery {
  status?: ComplaintStatus
  /** Matches title, content or target. */
  keyword?: string
}
/** A row of the caller's own complaints. Status names are mapped by the client. */
export interface ComplaintItem {
  id: string
  complaintType: string
  title: string
  status: ComplaintStatus
  targetName: string | null
  createTime: string
}
/** The market's visit (reply) to a complaint. */
export interface ComplaintVisit {
  content: string
  visitorName: string
  visitTime: string
  /** The complainant's satisfaction, when recorded (1-5). */
  satisfaction?: number | null
}
export interface ComplaintDetail extends ComplaintItem {
  content: string
  /** Upload URLs (/uploads/...). */
  images: string[]
  contactName: string
  contactPhone: string
  updateTime: string
  visit: ComplaintVisit | null
}
/** complaintVisit/update (staff only): replies to a complaint, which becomes 'replied'. */
export interface ComplaintVisitPayload {
  complaintId: string
  content: string
}

// ---------------------------------------------------------------------------------------------
// Entry reporting (gate/vehicleType, gate/inmarketPrefillMain, gate/inmarketMain).

export interface VehicleType {
  id: string
  name: string
  code: string
}

/**
 * A prefill (pre-reported entry) goes submitted -> approved | rejected; approved -> entered;
 * submitted -> revoked (by the merchant); rejected -> submitted (resubmitted by the merchant).
 * Approve, reject and enter are done by the gate system (see server/README.md).
 */
export type PrefillStatus = 'submitted' | 'approved' | 'rejected' | 'entered' | 'revoked'

export interface PrefillPagePayload extends PageQuery {
  status?: PrefillStatus
  /** Matches plate number or order number. */
  keyword?: string
}
export interface PrefillItem {
  id: string
  /** 'BB' + yyyymmdd + 4 digits. */
  orderNo: string
  plateNumber: string
  vehicleTypeName: string
  status: PrefillStatus
  expectedTime: string
  itemCount: number
  /** Sum of the goods' weights, kg. */
  totalWeight: number
  createTime: string
}
/** One line of goods on a vehicle. */
export interface PrefillGoods {
  productId: string
  productName: string
  categoryName: string
  quantity: number
  unit: string
  /** kg, up to 2 decimals. */
  weight: number
}
export interface PrefillDetail extends PrefillItem {
  vehicleTypeId: string
  driverName: string
  driverPhone: string
  items: PrefillGoods[]
  /** Why the gate rejected it (status 'rejected'). */
  rejectReason: string | null
  /** When the vehicle entered (status 'entered'). */
  entryTime: string | null
  remark: string | null
}
/** A goods line as sent: names, category and unit are taken from the product on the server. */
export interface PrefillGoodsInput {
  productId: string
  /** > 0. */
  quantity: number
  /** kg, >= 0, up to 2 decimals. */
  weight: number
}
/**
 * createPreFill (json). `plateNumber` follows the spec's plate pattern (or is a temporary
 * number from getRandomPlateNumber); `expectedTime` is ISO, not in the past, within 7 days;
 * `items` has 1-50 lines.
 */
export interface PrefillPayload {
  plateNumber: string
  vehicleTypeId: string
  driverName: string
  driverPhone: string
  expectedTime: string
  items: PrefillGoodsInput[]
  remark?: string
}
/** resubmitInmarketPrefill (json): only a 'rejected' prefill, which becomes 'submitted' again. */
export type PrefillResubmitPayload = PrefillPayload & { id: string }
export interface PrefillCreated {
  id: string
  orderNo: string
}
export interface PlateNumberPayload {
  plateNumber: string
}
/** checkPlateNumber: `message` says why not (bad pattern, or the plate already has an active prefill). */
export interface PlateCheck {
  valid: boolean
  message?: string
}
/** getRandomPlateNumber: '临' + 6 alphanumerics, unique among active prefills. */
export interface RandomPlate {
  plateNumber: string
}

/** inmarketMain: the gate's actual entry records. */
export interface InmarketPagePayload extends PageQuery {
  /** Matches plate number. */
  keyword?: string
}
export interface InmarketItem {
  id: string
  plateNumber: string
  entryTime: string
  gateName: string
  /** The prefill this entry fulfilled, when there was one. */
  prefillOrderNo: string | null
  itemCount: number
}
export interface InmarketDetail extends InmarketItem {
  vehicleTypeName: string
  driverName: string | null
  items: PrefillGoods[]
}
/** getCommonUseProsByCustomer: the caller's most used goods (top 20, most used first). */
export interface CommonProduct {
  productId: string
  productName: string
  categoryId: string
  categoryName: string
  unit: string
  useCount: number
}

// ---------------------------------------------------------------------------------------------
// Catalogue (member/category, member/product).

export interface CategoryPagePayload extends PageQuery {
  /** Only the children of this category ('0': the top-level ones); absent: every category. */
  parentId?: string
}
export interface ProductCategory {
  id: string
  name: string
  /** '0' for a top-level category. */
  parentId: string
  sort: number
}
export interface ProductPagePayload extends PageQuery {
  /** A top-level category includes its sub-categories' products. */
  categoryId?: string
  keyword?: string
}
export interface Product {
  id: string
  name: string
  categoryId: string
  categoryName: string
  /** A value of the 'unit' dictionary. */
  unit: string
  spec?: string | null
  /** Reference price, yuan per unit. */
  price?: number | null
}

// ---------------------------------------------------------------------------------------------
// Knowledge base (custome/knowledge). Every logged-in user type; an article outside the caller's
// audience answers '记录不存在'.

/** knowledge/queryPage (json). */
export interface KnowledgePagePayload extends PageQuery {
  keyword?: string
  /** A dataKey of the 'knowledgeCategory' dictionary; absent: every category. */
  category?: string
}
export interface KnowledgeItem {
  id: string
  title: string
  summary: string
  /** 'knowledgeCategory' dictionary key, and its dataValue. */
  category: string
  categoryName: string
  /** Our own /uploads/… or /mp/static/… path, never a remote URL; null: no cover. */
  cover?: string | null
  publishTime: string
  viewCount: number
}
export interface KnowledgeAttachment {
  name: string
  url: string
  /** Bytes. */
  size: number
}
/** knowledge/findById {id}: also counts the view (viewCount includes it). */
export interface KnowledgeDetail extends KnowledgeItem {
  /** HTML as written by the back office: the client sanitises it before rendering. */
  content: string
  images: string[]
  attachments: KnowledgeAttachment[]
}

// ---------------------------------------------------------------------------------------------
// Training and exams (train service). Exams are graded on the server; the paper never carries
// the right answers.

export type TrainStatus = 'notStarted' | 'inProgress' | 'completed'
/** train/queryPage (json). */
export interface TrainPagePayload extends PageQuery {
  keyword?: string
}
export interface TrainItem {
  id: string
  title: string
  summary: string
  cover?: string | null
  lessonCount: number
  /** The caller's completed lessons (trainResults/create). */
  completedLessons: number
  examCount: number
  deadline?: string | null
  /** The caller's progress: none, some or all lessons completed. */
  status: TrainStatus
}
export interface TrainLesson {
  id: string
  title: string
  /** HTML: sanitise before rendering. */
  content: string
  minutes: number
  /** The caller completed it. */
  completed: boolean
}
/** train/findById {id}. */
export interface TrainDetail extends TrainItem {
  /** HTML: sanitise before rendering. */
  content: string
  lessons: TrainLesson[]
  exams: ExamInfo[]
}
export interface TrainIdPayload {
  trainId: string
}
/** train/getExamScores {trainId}: the caller's submitted results of the training's exams. */
export interface ExamScore {
  examId: string
  examTitle: string
  resultId: string
  score: number
  totalScore: number
  passed: boolean
  submitTime: string
}
/** exam/queryPage (json). */
export interface ExamPagePayload extends PageQuery {
  trainId: string
}
export interface ExamInfo {
  id: string
  trainId: string
  title: string
  questionCount: number
  totalScore: number
  passScore: number
  /** 0: no time limit. */
  durationMinutes: number
  deadline?: string | null
  /** The caller already submitted (one submission per user and exam). */
  submitted: boolean
  /** The caller's result when submitted (examResults/getComparisonOfAnswers). */
  resultId?: string | null
}
export interface ExamIdPayload {
  examId: string
}
export type QuestionType = 'single' | 'multiple' | 'judge'
/** Option keys: 'A', 'B', …; judge questions have the options 'T' (正确) and 'F' (错误). */
export interface QuestionOption {
  key: string
  text: string
}
/** A question as the examinee sees it: never with its right answer. */
export interface ExamQuestion {
  id: string
  type: QuestionType
  stem: string
  options: QuestionOption[]
  score: number
}
/**
 * exam/checkExamValidOrNot {examId}: starts the exam for the caller (first call records startedAt;
 * later calls answer the same startedAt/endsAt). Refused with state 1 and '考试已截止',
 * '您已提交过该考试' or '考试不存在'.
 */
export interface ExamPaper {
  examId: string
  title: string
  durationMinutes: number
  startedAt: string
  /** startedAt + duration, capped by the exam's deadline; absent/null: no time limit. */
  endsAt?: string | null
  totalScore: number
  passScore: number
  questions: ExamQuestion[]
}
/** trainResults/create {trainId, lessonId}: marks a lesson completed (idempotent). */
export interface LessonDonePayload {
  trainId: string
  lessonId: string
}
export interface TrainProgress {
  completedLessons: number
  lessonCount: number
  status: TrainStatus
}
export interface ExamAnswer {
  questionId: string
  /** Chosen option keys: one for single and judge ('T'/'F'), any for multiple; [] unanswered. */
  answer: string[]
}
/**
 * examResults/save (json): once per user and exam, after checkExamValidOrNot ('请先开始考试'),
 * before the deadline and endsAt + 60 s ('考试已截止'); a second one answers '您已提交过该考试';
 * a questionId outside the paper answers '答案与试卷不符'. Unanswered questions score 0.
 */
export interface ExamSubmitPayload {
  examId: string
  answers: ExamAnswer[]
}
export interface ExamResult {
  resultId: string
  examId: string
  score: number
  totalScore: number
  passScore: number
  passed: boolean
  correctCount: number
  questionCount: number
  submitTime: string
}
export interface ResultIdPayload {
  resultId: string
}
/** examResults/getComparisonOfAnswers {resultId}: only the caller's own result. */
export interface AnswerComparison {
  questionId: string
  type: QuestionType
  stem: string
  options: QuestionOption[]
  yourAnswer: string[]
  rightAnswer: string[]
  correct: boolean
  score: number
  /** Points gained: score when correct, else 0 (no partial credit). */
  gained: number
}

// ---------------------------------------------------------------------------------------------
// Public price publication (member/collectPrice): public, answer with or without a token.

/** collectPrice/queryLatestDate: the latest day with prices. */
export interface PriceDate {
  /** YYYY-MM-DD */
  date: string
}
export interface PriceBigCate {
  id: string
  name: string
}
/** collectPrice/collectDisplayAll: absent date = the latest; bigCateId/keyword filter. */
export interface PriceBoardPayload {
  date?: string
  bigCateId?: string
  keyword?: string
}
export interface PriceRow {
  productId: string
  productName: string
  bigCateId: string
  bigCateName: string
  unit: string
  /** Yuan, 2 decimals: the day's average, lowest and highest price. */
  price: number
  minPrice: number
  maxPrice: number
  /** The previous day's price; null when there is none. */
  prevPrice: number | null
  /** price - prevPrice (0 without a previous day). */
  change: number
  /** Percent, 2 decimals (0 without a previous day). */
  changeRate: number
  /** |changeRate| > warnPercent. */
  warning: boolean
}
export interface PriceBoard {
  date: string
  /** Threshold from the dictionary (dataType 'priceWarning', dataKey 'percent'; default 10). */
  warnPercent: number
  items: PriceRow[]
}
export type PriceDays = 7 | 30 | 90
/** collectPrice/collectAnalyseOne. */
export interface PriceAnalysisPayload {
  productId: string
  days: PriceDays
}
export interface PricePoint {
  date: string
  price: number
  minPrice: number
  maxPrice: number
}
export interface PriceAnalysis {
  productId: string
  productName: string
  unit: string
  bigCateName: string
  days: PriceDays
  /** Oldest first; the last `days` days up to the latest date. */
  points: PricePoint[]
  /** Over the points' prices; avg has 2 decimals. */
  min: number
  max: number
  avg: number
  /** The latest day's price and the day before it (null when there is none). */
  latest: number
  prev: number | null
  change: number
  /** Percent, 2 decimals. */
  changeRate: number
}
