// Endpoint descriptors of the member service (spec section 7: Member service).
// Trade and back-office rules (who may call what, ownership, states): docs/trade.md.
import type { DeliveryDetail, DeliveryQueryPayload } from './types/vehicle'
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type { PriceFollowItem, PriceFollowList, PriceFollowPayload, PriceUnfollowPayload, PriceUnfollowResult } from './types/member/priceFollow'
import type {
  CategoryPagePayload,
  CouponAmountPayload,
  CouponAmounts,
  CouponBatchItem,
  CouponBatchPagePayload,
  CouponGiftPayload,
  CouponGiftResult,
  CouponItem,
  CouponPagePayload,
  CouponRecordItem,
  CouponRecordPagePayload,
  CreditAccountItem,
  CreditPagePayload,
  CreditPeriodItem,
  CreditPeriodPagePayload,
  CreditTotal,
  CreditTotalPayload,
  CustomerBrief,
  CustomerPagePayload,
  CustomerRegisterPayload,
  CustomerUpdatePayload,
  EvaluationBatchPayload,
  EvaluationCreated,
  EvaluationPage,
  EvaluationPagePayload,
  IdCodeOwner,
  IdCodePayload,
  OwePasswordPayload,
  ProductSkus,
  PurchaserDetail,
  PurchaserQueryPayload,
  PurchaserUpdatePayload,
  ScaleItem,
  ScaleKeyIssued,
  ScalePagePayload,
  ScaleRegisterPayload,
  SkuCreatePayload,
  SkuItem,
  SkuPagePayload,
  SkuSortPayload,
  SkuSortResult,
  SkuStats,
  SkuUpdatePayload,
  SupplierCard,
  SupplierDetail,
  SupplierPagePayload,
  SupplierQueryPayload,
  SupplierUpdatePayload,
  ComplaintDetail,
  ComplaintItem,
  ComplaintPagePayload,
  ComplaintPayload,
  ComplaintUpdatePayload,
  ComplaintVisit,
  ComplaintVisitPayload,
  PriceAnalysis,
  PriceAnalysisPayload,
  PriceBigCate,
  PriceBoard,
  PriceBoardPayload,
  PriceDate,
  Product,
  ProductCategory,
  ProductPagePayload,
  SupplierRegisterPayload,
} from './types/member'
import type { UserProfile } from './types/user'

export const member = {
  supplier: {
    registered: endpoint<SupplierRegisterPayload, UserProfile>({ path: '/api/member/supplier/registered', method: 'POST', body: 'form' }),
    queryDetail: endpoint<SupplierQueryPayload, SupplierDetail>({ path: '/api/member/supplier/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint<SupplierUpdatePayload, SupplierDetail>({ path: '/api/member/supplier/update', method: 'POST', body: 'json' }),
    page: endpoint<SupplierPagePayload, PageResult<SupplierCard>>({ path: '/api/member/supplier/page', method: 'POST', body: 'form' }),
    updateOwePassword: endpoint<OwePasswordPayload, null>({ path: '/api/member/supplier/updateOwePassword', method: 'POST', body: 'form' }),
  },
  customer: {
    queryById: endpoint<IdPayload, CustomerBrief>({ path: '/api/member/customer/queryById', method: 'POST', body: 'form' }),
    queryDetail: endpoint<IdCodePayload, IdCodeOwner>({ path: '/api/member/customer/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint<CustomerUpdatePayload, CustomerBrief>({ path: '/api/member/customer/update', method: 'POST', body: 'json' }),
    registered: endpoint<CustomerRegisterPayload, CustomerBrief>({ path: '/api/member/customer/registered', method: 'POST', body: 'form' }),
    pageListAll: endpoint<CustomerPagePayload, PageResult<CustomerBrief>>({ path: '/api/member/customer/pageListAll', method: 'POST', body: 'form' }),
  },
  delivery: {
    queryDetail: endpoint<DeliveryQueryPayload, DeliveryDetail>({ path: '/api/member/delivery/queryDetail', method: 'POST', body: 'form' }),
  },
  purchase: {
    queryDetail: endpoint<PurchaserQueryPayload, PurchaserDetail>({ path: '/api/member/purchase/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint<PurchaserUpdatePayload, PurchaserDetail>({ path: '/api/member/purchase/update', method: 'POST', body: 'json' }),
  },
  couponBatch: {
    page: endpoint<CouponBatchPagePayload, PageResult<CouponBatchItem>>({ path: '/api/member/couponBatch/page', method: 'POST', body: 'form' }),
  },
  couponUseRecord: {
    page: endpoint<CouponRecordPagePayload, PageResult<CouponRecordItem>>({ path: '/api/member/couponUseRecord/page', method: 'POST', body: 'form' }),
  },
  couponInfo: {
    queryByMemberId: endpoint<CouponPagePayload, PageResult<CouponItem>>({ path: '/api/member/couponInfo/queryByMemberId', method: 'POST', body: 'form' }),
    donateCoupon: endpoint<CouponGiftPayload, CouponGiftResult>({ path: '/api/member/couponInfo/donateCoupon', method: 'POST', body: 'form' }),
    queryCouponAmountByList: endpoint<CouponAmountPayload, CouponAmounts>({ path: '/api/member/couponInfo/queryCouponAmountByList', method: 'POST', body: 'json' }),
  },
  complaintComplaint: {
    create: endpoint<ComplaintPayload, IdPayload>({ path: '/api/member/complaintComplaint/create', method: 'POST', body: 'form' }),
    update: endpoint<ComplaintUpdatePayload, IdPayload>({ path: '/api/member/complaintComplaint/update', method: 'POST', body: 'form' }),
    delete: endpoint<IdPayload, IdPayload>({ path: '/api/member/complaintComplaint/delete', method: 'POST', body: 'form' }),
    page: endpoint<ComplaintPagePayload, PageResult<ComplaintItem>>({ path: '/api/member/complaintComplaint/page', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, ComplaintDetail>({ path: '/api/member/complaintComplaint/queryById', method: 'POST', body: 'form' }),
  },
  complaintVisit: {
    update: endpoint<ComplaintVisitPayload, ComplaintVisit>({ path: '/api/member/complaintVisit/update', method: 'POST', body: 'form' }),
  },
  memberEvaluate: {
    bachCreate: endpoint<EvaluationBatchPayload, EvaluationCreated>({ path: '/api/member/memberEvaluate/bachCreate', method: 'POST', body: 'json' }),
    page: endpoint<EvaluationPagePayload, EvaluationPage>({ path: '/api/member/memberEvaluate/page', method: 'POST', body: 'form' }),
  },
  electronicScaleManage: {
    page: endpoint<ScalePagePayload, PageResult<ScaleItem>>({ path: '/api/member/electronicScaleManage/page', method: 'POST', body: 'form' }),
    unboundElectronicScale: endpoint<IdPayload, ScaleItem>({ path: '/api/member/electronicScaleManage/unboundElectronicScale', method: 'POST', body: 'form' }),
    /** A shop registers its own scale; the answer carries the device key, once. */
    register: endpoint<ScaleRegisterPayload, ScaleKeyIssued>({ path: '/api/member/electronicScaleManage/register', method: 'POST', body: 'form', beyondSpec: true }),
    /** A new device key for the shop's scale: the old one stops working. */
    reissueKey: endpoint<IdPayload, ScaleKeyIssued>({ path: '/api/member/electronicScaleManage/reissueKey', method: 'POST', body: 'form', beyondSpec: true }),
  },
  creditBillPeriod: {
    page: endpoint<CreditPeriodPagePayload, PageResult<CreditPeriodItem>>({ path: '/api/member/creditBillPeriod/page', method: 'POST', body: 'form' }),
  },
  creditDetail: {
    customerPage: endpoint<CreditPagePayload, PageResult<CreditAccountItem>>({ path: '/api/member/creditDetail/customerPage', method: 'POST', body: 'form' }),
    getCredidTotal: endpoint<CreditTotalPayload, CreditTotal>({ path: '/api/member/creditDetail/getCredidTotal', method: 'POST', body: 'form' }),
  },
  category: {
    page: endpoint<CategoryPagePayload, PageResult<ProductCategory>>({ path: '/api/member/category/page', method: 'POST', body: 'form' }),
  },
  product: {
    page: endpoint<ProductPagePayload, PageResult<Product>>({ path: '/api/member/product/page', method: 'POST', body: 'form' }),
  },
  sku: {
    proAndSkuPage: endpoint<SkuPagePayload, PageResult<ProductSkus>>({ path: '/api/member/sku/proAndSkuPage', method: 'POST', body: 'form' }),
    page: endpoint<SkuPagePayload, PageResult<SkuItem>>({ path: '/api/member/sku/page', method: 'POST', body: 'form' }),
    createSkuAndStore: endpoint<SkuCreatePayload, SkuItem>({ path: '/api/member/sku/createSkuAndStore', method: 'POST', body: 'form' }),
    update: endpoint<SkuUpdatePayload, SkuItem>({ path: '/api/member/sku/update', method: 'POST', body: 'form' }),
    delete: endpoint<IdPayload, null>({ path: '/api/member/sku/delete', method: 'POST', body: 'form' }),
    saveSkuSort: endpoint<SkuSortPayload, SkuSortResult>({ path: '/api/member/sku/saveSkuSort', method: 'POST', body: 'form' }),
    skuStatics: endpoint<Record<string, never>, SkuStats>({ path: '/api/member/sku/skuStatics', method: 'POST', body: 'form' }),
  },
  collectPrice: {
    queryLatestDate: endpoint<Record<string, never>, PriceDate>({ path: '/api/member/collectPrice/queryLatestDate', method: 'POST', body: 'form', public: true }),
    queryBigCate: endpoint<Record<string, never>, PriceBigCate[]>({ path: '/api/member/collectPrice/queryBigCate', method: 'POST', body: 'form', public: true }),
    collectDisplayAll: endpoint<PriceBoardPayload, PriceBoard>({ path: '/api/member/collectPrice/collectDisplayAll', method: 'POST', body: 'form', public: true }),
    collectAnalyseOne: endpoint<PriceAnalysisPayload, PriceAnalysis>({ path: '/api/member/collectPrice/collectAnalyseOne', method: 'POST', body: 'form', public: true }),
  },
  /** Price alerts (issue 24 part 2): a buyer's or merchant's own follows of the price board's products. */
  priceFollow: {
    list: endpoint<Record<string, never>, PriceFollowList>({ path: '/api/member/priceFollow/list', method: 'POST', body: 'form', beyondSpec: true }),
    save: endpoint<PriceFollowPayload, PriceFollowItem>({ path: '/api/member/priceFollow/save', method: 'POST', body: 'form', beyondSpec: true }),
    remove: endpoint<PriceUnfollowPayload, PriceUnfollowResult>({ path: '/api/member/priceFollow/remove', method: 'POST', body: 'form', beyondSpec: true }),
  },
}
