// Endpoint descriptors of the member service (spec section 7: Member service).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type {
  CategoryPagePayload,
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
    queryDetail: endpoint({ path: '/api/member/supplier/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/member/supplier/update', method: 'POST', body: 'json' }),
    page: endpoint({ path: '/api/member/supplier/page', method: 'POST', body: 'form' }),
    updateOwePassword: endpoint({ path: '/api/member/supplier/updateOwePassword', method: 'POST', body: 'form' }),
  },
  customer: {
    queryById: endpoint({ path: '/api/member/customer/queryById', method: 'POST', body: 'form' }),
    queryDetail: endpoint({ path: '/api/member/customer/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/member/customer/update', method: 'POST', body: 'json' }),
    registered: endpoint({ path: '/api/member/customer/registered', method: 'POST', body: 'form' }),
    pageListAll: endpoint({ path: '/api/member/customer/pageListAll', method: 'POST', body: 'form' }),
  },
  delivery: {
    queryDetail: endpoint({ path: '/api/member/delivery/queryDetail', method: 'POST', body: 'form' }),
  },
  purchase: {
    queryDetail: endpoint({ path: '/api/member/purchase/queryDetail', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/member/purchase/update', method: 'POST', body: 'json' }),
  },
  couponBatch: {
    page: endpoint({ path: '/api/member/couponBatch/page', method: 'POST', body: 'form' }),
  },
  couponUseRecord: {
    page: endpoint({ path: '/api/member/couponUseRecord/page', method: 'POST', body: 'form' }),
  },
  couponInfo: {
    queryByMemberId: endpoint({ path: '/api/member/couponInfo/queryByMemberId', method: 'POST', body: 'form' }),
    donateCoupon: endpoint({ path: '/api/member/couponInfo/donateCoupon', method: 'POST', body: 'form' }),
    queryCouponAmountByList: endpoint({ path: '/api/member/couponInfo/queryCouponAmountByList', method: 'POST', body: 'json' }),
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
    bachCreate: endpoint({ path: '/api/member/memberEvaluate/bachCreate', method: 'POST', body: 'json' }),
    page: endpoint({ path: '/api/member/memberEvaluate/page', method: 'POST', body: 'form' }),
  },
  electronicScaleManage: {
    page: endpoint({ path: '/api/member/electronicScaleManage/page', method: 'POST', body: 'form' }),
    unboundElectronicScale: endpoint({ path: '/api/member/electronicScaleManage/unboundElectronicScale', method: 'POST', body: 'form' }),
  },
  creditBillPeriod: {
    page: endpoint({ path: '/api/member/creditBillPeriod/page', method: 'POST', body: 'form' }),
  },
  creditDetail: {
    customerPage: endpoint({ path: '/api/member/creditDetail/customerPage', method: 'POST', body: 'form' }),
    getCredidTotal: endpoint({ path: '/api/member/creditDetail/getCredidTotal', method: 'POST', body: 'form' }),
  },
  category: {
    page: endpoint<CategoryPagePayload, PageResult<ProductCategory>>({ path: '/api/member/category/page', method: 'POST', body: 'form' }),
  },
  product: {
    page: endpoint<ProductPagePayload, PageResult<Product>>({ path: '/api/member/product/page', method: 'POST', body: 'form' }),
  },
  sku: {
    proAndSkuPage: endpoint({ path: '/api/member/sku/proAndSkuPage', method: 'POST', body: 'form' }),
    page: endpoint({ path: '/api/member/sku/page', method: 'POST', body: 'form' }),
    createSkuAndStore: endpoint({ path: '/api/member/sku/createSkuAndStore', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/member/sku/update', method: 'POST', body: 'form' }),
    delete: endpoint({ path: '/api/member/sku/delete', method: 'POST', body: 'form' }),
    saveSkuSort: endpoint({ path: '/api/member/sku/saveSkuSort', method: 'POST', body: 'form' }),
    skuStatics: endpoint({ path: '/api/member/sku/skuStatics', method: 'POST', body: 'form' }),
  },
  collectPrice: {
    queryLatestDate: endpoint<Record<string, never>, PriceDate>({ path: '/api/member/collectPrice/queryLatestDate', method: 'POST', body: 'form', public: true }),
    queryBigCate: endpoint<Record<string, never>, PriceBigCate[]>({ path: '/api/member/collectPrice/queryBigCate', method: 'POST', body: 'form', public: true }),
    collectDisplayAll: endpoint<PriceBoardPayload, PriceBoard>({ path: '/api/member/collectPrice/collectDisplayAll', method: 'POST', body: 'form', public: true }),
    collectAnalyseOne: endpoint<PriceAnalysisPayload, PriceAnalysis>({ path: '/api/member/collectPrice/collectAnalyseOne', method: 'POST', body: 'form', public: true }),
  },
}
