/**
 * Payload and result types of the member service: registration, complaints, catalogue, public
 * prices, and (docs/trade.md) shops, buyers, coupons, evaluations, scales, credit and SKUs.
 */
import type {
  CouponRecordKind,
  CouponState,
  CreditPeriodStatus,
  EvaluationTag,
  IdCodeKind,
  ScaleOwnerType,
  ScaleState,
  ScaleSyncStatus,
  Stars,
} from './trade'
import type { PageQuery, PageResult, Role } from './common'
import type { IdentityCode, RatingSummary } from './settle'

export interface SupplierRegisterPayload {
  username: string
  password: string
  realName: string
  mobile: string
  companyName: string
  idCard?: string
}

/** Where a complaint is: filed, being handled, answered by the market (has a visit), closed. */
export type ComplaintStatus = 'pending' | 'processing' | 'replied' | 'closed'

/**
 * complaintComplaint/create (form). `complaintType` is a key of the dictionary type
 * 'complaintType'; `content` is 10-500 characters; `images` are our own upload URLs
 * (/uploads/..., at most 6; the form body carries them comma-separated);
 * `contactPhone` is a mobile number or a landline with a hyphen (spec section 5).
 */
export interface ComplaintPayload {
  complaintType: string
  title: string
  content: string
  images?: string[]
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

// ---- Shops, buyers and identity codes (docs/trade.md) -------------------------------------------
// Money is integer fen (fields named ...Fen); quantities have at most 2 decimals.

/** A booth (asset) the shop holds. */
export interface BoothRef {
  assetId: string
  code: string
  name: string
}

/**
 * supplier/queryDetail: `id` absent = the caller's own shop (then `withIdCode` adds a fresh shop
 * identity code); another shop's id answers its public view (own: false, no code, no owe-password
 * flag).
 */
export interface SupplierQueryPayload {
  id?: string
  withIdCode?: boolean
}

export interface SupplierDetail {
  /** The shop's customer id. */
  id: string
  shopName: string
  contactName: string
  /** Mobile or landline with a hyphen (the contact-phone pattern). */
  contactPhone: string
  /** The booth shown as the shop's main one (one of `booths`). */
  booth: BoothRef | null
  /** Every booth the shop holds. */
  booths: BoothRef[]
  /** Business licence photo (our own upload path). */
  licenseImage: string | null
  intro: string | null
  address: string | null
  rating: RatingSummary
  /** The caller's own shop. */
  own: boolean
  /** Own shop only: a credit-sale password is set (createOrder with credit then asks for it). */
  hasOwePassword?: boolean
  /** Own shop with withIdCode only. */
  idCode?: IdentityCode
}

/** supplier/update (json): the caller's own shop (merchant admin, or a role granting 店铺资料). */
export interface SupplierUpdatePayload {
  /** 2-50 characters; the shop's customer name. */
  shopName?: string
  contactName?: string
  contactPhone?: string
  /** One of the shop's own booths. */
  boothAssetId?: string
  licenseImage?: string
  intro?: string
  address?: string
}

/** supplier/page: shops for buyers to browse (any logged-in user). */
export interface SupplierPagePayload extends PageQuery {
  /** Shop name or booth code. */
  keyword?: string
}

export interface SupplierCard {
  id: string
  shopName: string
  boothCodes: string[]
  contactPhone: string
  rating: RatingSummary
}

/** supplier/updateOwePassword (merchant admin): sets the credit-sale password, confirmed with the admin's login password. */
export interface OwePasswordPayload {
  loginPassword: string
  /** 6 digits (OWE_PASSWORD_PATTERN). */
  owePassword: string
}

/** A customer (shop or buyer) as the other side of a trade sees it. */
export interface CustomerBrief {
  id: string
  name: string
  customerType: Role
  contactName: string | null
  /**
   * Masked (138****5678) unless the caller is that customer. A buyer found by a typed mobile
   * (customer/pageListAll) shows that mobile, masked: its own or the one of its accounts that matched.
   */
  mobile: string | null
}

/** customer/queryDetail: resolves a scanned identity code ('身份码无效' / '身份码已过期，请让对方刷新后重新扫描'). */
export interface IdCodePayload {
  code: string
}

export interface IdCodeOwner extends CustomerBrief {
  kind: IdCodeKind
  /** When the scanned code stops being accepted (createOrder and donateCoupon check it again). */
  expiresAt: string
}

/** customer/update (json): the caller's own customer (a buyer, or a merchant admin). */
export interface CustomerUpdatePayload {
  name?: string
  contactName?: string
  mobile?: string
}

/**
 * customer/registered (supplier): registers a buyer at the stall. Creates the buyer's customer and
 * a purchaser account (user name = the mobile, password RESET_PASSWORD, told in the answer's msg);
 * a mobile already registered answers '该手机号已注册，请直接查找'.
 */
export interface CustomerRegisterPayload {
  /** The buyer's business or person name, 2-50 characters. */
  name: string
  mobile: string
  /** A Chinese name; default: the name. */
  contactName?: string
}

/** customer/pageListAll: a supplier looks up buyers (an 11-digit keyword matches the mobile exactly). */
export interface CustomerPagePayload extends PageQuery {
  keyword?: string
}

/** purchase/queryDetail: the caller's own buyer profile; `withIdCode` adds a fresh identity code. */
export interface PurchaserQueryPayload {
  withIdCode?: boolean
}

export interface PurchaserDetail {
  id: string
  name: string
  contactName: string | null
  /** Contact-phone pattern. */
  contactPhone: string | null
  /** The login mobile of the customer. */
  mobile: string | null
  address: string | null
  /** What the buyer mainly purchases (free text). */
  businessScope: string | null
  idCode?: IdentityCode
}

/** purchase/update (json): the caller's own buyer profile. */
export interface PurchaserUpdatePayload {
  name?: string
  contactName?: string
  contactPhone?: string
  address?: string
  businessScope?: string
}

// ---- Coupons --------------------------------------------------------------------------------------

/** couponBatch/page: batches the caller's customer received coupons from, newest first. */
export interface CouponBatchPagePayload extends PageQuery {
  keyword?: string
}

export interface CouponBatchItem {
  id: string
  name: string
  /** The discount. */
  amountFen: number
  /** Minimum payable amount to use it (0: none). */
  thresholdFen: number
  validFrom: string
  validTo: string
  /** Coupons of this batch issued to the caller. */
  received: number
  /** Of those, still held and usable / used / expired / gifted away. */
  unused: number
  used: number
  expired: number
  gifted: number
}

/** couponInfo/queryByMemberId: the caller's coupons; `memberId` may only be the caller's own customer id. */
export interface CouponPagePayload extends PageQuery {
  memberId?: string
  state?: CouponState
}

export interface CouponItem {
  id: string
  couponNo: string
  batchId: string
  name: string
  amountFen: number
  thresholdFen: number
  validFrom: string
  validTo: string
  state: CouponState
  /** Unused, unexpired and never gifted before (a coupon is gifted at most once). */
  giftable: boolean
  /** Who gave it to the caller, when it was a gift. */
  giftedFromName: string | null
  usedTime: string | null
}

/**
 * couponInfo/donateCoupon: gives one of the caller's giftable coupons to a buyer chosen by phone
 * (`toCustomerId` from customer/pageListAll) or by a scanned identity code (`idCode`); exactly one
 * of them. Once: a second (or concurrent) gift of the same coupon answers '该优惠券已赠送或不可用'.
 */
export interface CouponGiftPayload {
  couponId: string
  toCustomerId?: string
  idCode?: string
}

export interface CouponGiftResult {
  couponId: string
  toCustomerId: string
  toName: string
}

/** couponInfo/queryCouponAmountByList (json): what each coupon takes off a payable amount. */
export interface CouponAmountPayload {
  /** The caller's coupons to evaluate; empty: all its unused ones. */
  couponIds: string[]
  payableFen: number
}

export interface CouponAmount {
  couponId: string
  usable: boolean
  /** min(amountFen, payableFen) when usable, else 0. */
  discountFen: number
  /** Why not usable: '未达到使用门槛', '优惠券已过期', '优惠券已使用'. */
  reason: string | null
}

export interface CouponAmounts {
  items: CouponAmount[]
  /** The usable coupon with the largest discount (earliest expiry on a tie). */
  bestCouponId: string | null
}

/** couponUseRecord/page: gifts to or from the caller and its coupons' uses, newest first. */
export interface CouponRecordPagePayload extends PageQuery {
  kind?: CouponRecordKind
  couponId?: string
}

export interface CouponRecordItem {
  id: string
  couponId: string
  couponNo: string
  couponName: string
  kind: CouponRecordKind
  /** The discount taken (use), or the coupon's face value (gift, release). */
  amountFen: number
  fromName: string
  toName: string | null
  /** The order or bill number a use or release belongs to. */
  bizNo: string | null
  createTime: string
}

// ---- Evaluations ----------------------------------------------------------------------------------

/** One rating: only the order's buyer, only a completed order, once per order ('该订单已评价'). */
export interface EvaluationInput {
  orderId: string
  stars: Stars
  tags?: EvaluationTag[]
  /** Up to 500 characters. */
  content?: string
  images?: string[]
  /** Shown to others as 匿名买家. */
  anonymous?: boolean
}

/** memberEvaluate/bachCreate (json): 1-20 ratings, all or none. */
export interface EvaluationBatchPayload {
  items: EvaluationInput[]
}

export interface EvaluationCreated {
  ids: string[]
}

/**
 * memberEvaluate/page: a supplier sees the ratings it received; a purchaser its own ratings, or a
 * shop's ratings with `supplierId`. Newest first.
 */
export interface EvaluationPagePayload extends PageQuery {
  supplierId?: string
  stars?: Stars
}

export interface EvaluationItem {
  id: string
  orderId: string
  orderNo: string
  supplierId: string
  supplierName: string
  /** '匿名买家' for anonymous ratings (to everyone but their author). */
  purchaserName: string
  stars: Stars
  tags: EvaluationTag[]
  content: string | null
  images: string[]
  createTime: string
}

/** The page plus the rating summary of what it lists (the shop's, or the buyer's own ratings). */
export type EvaluationPage = PageResult<EvaluationItem> & { summary: RatingSummary }

// ---- Electronic scales ----------------------------------------------------------------------------

/** electronicScaleManage/page: the caller's customer's scales (a shop's or a buyer's), bound first. */
export interface ScalePagePayload extends PageQuery {
  state?: ScaleState
}

export interface ScaleItem {
  id: string
  serialNo: string
  name: string
  model: string | null
  ownerType: ScaleOwnerType
  state: ScaleState
  boundTime: string
  unboundTime: string | null
  /** Shop scales: the newest sync record of the SKU list. */
  lastSync: { version: number; status: ScaleSyncStatus; createTime: string } | null
}

// ---- Credit ---------------------------------------------------------------------------------------

/**
 * A credit account: a shop lets one buyer owe up to `limitFen` (set by the market; no app endpoint).
 * creditDetail/customerPage: a supplier's buyers or a purchaser's shops.
 */
export interface CreditPagePayload extends PageQuery {
  /** The other side's name. */
  keyword?: string
}

export interface CreditAccountItem {
  id: string
  supplierId: string
  supplierName: string
  purchaserId: string
  purchaserName: string
  limitFen: number
  usedFen: number
  /** limitFen - usedFen. */
  availableFen: number
  /** Outstanding in periods past their due date. */
  overdueFen: number
  updateTime: string
}

/** creditDetail/getCredidTotal: totals over the caller's accounts, or the one with `counterpartyId`. */
export interface CreditTotalPayload {
  counterpartyId?: string
}

export interface CreditTotal {
  accountCount: number
  limitFen: number
  usedFen: number
  availableFen: number
  overdueFen: number
}

/** creditBillPeriod/page: monthly periods of the caller's credit accounts, newest first. */
export interface CreditPeriodPagePayload extends PageQuery {
  status?: CreditPeriodStatus
  /** The other side (a buyer for a supplier, a shop for a purchaser). */
  counterpartyId?: string
}

export interface CreditPeriodItem {
  id: string
  accountId: string
  supplierId: string
  supplierName: string
  purchaserId: string
  purchaserName: string
  /** 'YYYY-MM'. */
  period: string
  startDate: string
  endDate: string
  dueDate: string
  owedFen: number
  repaidFen: number
  outstandingFen: number
  status: CreditPeriodStatus
}

// ---- SKUs -----------------------------------------------------------------------------------------

/** A shop's SKU: a product of the market catalogue as this shop sells it. */
export interface SkuItem {
  id: string
  productId: string
  productName: string
  /** Display name (default: the product's name). */
  name: string
  categoryId: string
  categoryName: string
  /** A value of the 'unit' dictionary. */
  unit: string
  spec: string | null
  priceFen: number
  /** Alphanumeric (the productCode pattern), unique in the shop. */
  productCode: string | null
  /** Electronic-scale PLU, 1-9999, unique in the shop. */
  pluCode: number | null
  /** Shelf position: ascending. */
  sortOrder: number
  onShelf: boolean
  image: string | null
  /** Sum of the SKU's batches. */
  stockQty: number
  /** Low-stock threshold; null: no alert. */
  lowStockQty: number | null
  /** stockQty < lowStockQty. */
  lowStock: boolean
  /** A batch with stock expires within NEAR_EXPIRY_DAYS, or has expired (needs attention either way). */
  nearExpiry: boolean
  updateTime: string
}

/** sku/page: the caller's shop's SKUs in shelf order. */
export interface SkuPagePayload extends PageQuery {
  /** A top-level category includes its sub-categories. */
  categoryId?: string
  /** Name, product name or product code. */
  keyword?: string
  onShelf?: boolean
  lowStock?: boolean
  nearExpiry?: boolean
}

/** sku/proAndSkuPage: the shop's on-shelf SKUs grouped by catalogue product (the order form's picker). */
export interface ProductSkus {
  productId: string
  productName: string
  categoryId: string
  categoryName: string
  skus: SkuItem[]
}

export interface SkuFields {
  name?: string
  unit: string
  spec?: string
  priceFen: number
  productCode?: string
  pluCode?: number
  onShelf?: boolean
  lowStockQty?: number
  image?: string
}

/**
 * sku/createSkuAndStore: a SKU of a catalogue product, and optionally its first stock batch
 * (`stockQty` > 0 with `entryDate` and `shelfLifeDays`). Duplicates answer '商品编码已存在' /
 * 'PLU编号已存在'.
 */
export interface SkuCreatePayload extends SkuFields {
  productId: string
  stockQty?: number
  /** YYYY-MM-DD, not in the future; default today. */
  entryDate?: string
  /** 0-3650 days; required with stockQty. */
  shelfLifeDays?: number
}

/** sku/update: any of the fields (on/off shelf is `onShelf`). */
export type SkuUpdatePayload = { id: string } & Partial<SkuFields>

/** sku/saveSkuSort: every SKU of the shop, in the new shelf order ('商品列表已变化，请刷新后重试' otherwise). */
export interface SkuSortPayload {
  ids: string[]
}

export interface SkuSortResult {
  count: number
  /** Scale sync records written (one per bound scale of the shop). */
  scaleSyncs: number
}

/** sku/skuStatics: counts for the product list's tabs. */
export interface SkuStats {
  total: number
  onShelf: number
  offShelf: number
  lowStock: number
  nearExpiry: number
}
