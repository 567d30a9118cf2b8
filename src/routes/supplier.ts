/**
 * The supplier's screens (subpackage supplier): its login and home, trade (issue 11: orders,
 * quick order, after-sales, ratings, statistics) and the shop's back office (issue 12). Each
 * names the module that grants it (docs/trade.md, "Modules").
 */
import { inoutRoutes } from './inout'
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('supplier', { roles: ['supplier'] })
/** The merchant admin's own screens: role and user administration. */
const adminRoute = routesOf('supplier', { roles: ['supplier'], adminOnly: true })

export const SUPPLIER_ROUTES = [
  roleLogin('supplier', '商户登录'),
  roleHome('supplier'),

  // Trade (docs/trade.md): orders, quick order, after-sales, ratings received, statistics.
  route('supplierOrderList', '/supplier/order/index', { title: '订单管理', pullRefresh: true, module: '订单管理', menu: { icon: 'order' } }),
  route('supplierOrderDetail', '/supplier/order/detail', { title: '订单详情', module: '订单管理', params: { id: { label: '订单编号' } } }),
  route('supplierOrderCreate', '/supplier/order/createOrder', { title: '快速开单', module: '快速开单', params: { purchaserId: optional('买家编号') }, menu: { icon: 'cart' } }),
  route('supplierRefundOrder', '/supplier/order/refundOrder', { title: '售后管理', module: '售后管理', params: { id: optional('售后单编号') }, menu: { icon: 'service' } }),
  route('supplierEvaluation', '/supplier/user/evaluation', { title: '评价管理', pullRefresh: true, module: '评价管理' }),
  route('supplierStatistics', '/supplier/statistics/index', { title: '经营统计', module: '经营统计', menu: { icon: 'stats' } }),

  // The shop's back office (docs/trade.md).
  route('supplierUserCenter', '/supplier/user/index', { title: '商户中心', module: '商户中心', menu: { icon: 'store' } }),
  route('supplierBasicInfo', '/supplier/user/basicinfo', { title: '店铺资料', module: '店铺资料' }),
  route('supplierIdCode', '/supplier/user/IDCode', { title: '店铺身份码', module: '店铺身份码' }),
  route('supplierPrestore', '/supplier/user/prestore', { title: '预存款', pullRefresh: true, module: '预存款' }),
  route('supplierCoupon', '/supplier/user/coupon', { title: '优惠券', module: '优惠券' }),
  route('supplierCouponChange', '/supplier/user/couponChange', { title: '赠送优惠券', module: '优惠券', params: { couponId: { label: '优惠券编号' } } }),
  route('supplierProductList', '/supplier/product/index', { title: '商品管理', pullRefresh: true, module: '商品管理', menu: { icon: 'product' } }),
  route('supplierProductCreate', '/supplier/product/create', { title: '商品信息', module: '商品管理', params: { id: optional('商品编号') } }),
  route('supplierProductSort', '/supplier/product/sort', { title: '商品排序', module: '商品管理' }),
  route('supplierInventory', '/supplier/inventory/index', { title: '库存管理', module: '库存管理', menu: { icon: 'stock' } }),
  route('supplierBreakage', '/supplier/inventory/breakage', { title: '报损管理', module: '库存管理', params: { batchId: optional('批次编号') } }),
  route('supplierBillList', '/supplier/bill/index', { title: '账单服务', module: '账单服务', menu: { icon: 'bill' } }),
  // Gate and quality (docs/gate.md): the shop's vehicles in and out, inspections of its goods.
  ...inoutRoutes('supplier'),
  route('supplierDetectionList', '/supplier/detection/index', { title: '产品检测', module: '产品检测', menu: { icon: 'detection' } }),
  route('supplierDetectionCreate', '/supplier/detection/create', { title: '申请检测', module: '产品检测', params: { id: optional('检测单编号'), recordId: optional('进场记录编号') } }),
  route('supplierDetectionDetail', '/supplier/detection/detail', { title: '检测详情', module: '产品检测', params: { id: { label: '检测单编号' } } }),
  route('supplierDetectionReport', '/supplier/detection/pdfview', { title: '检测报告', module: '产品检测', params: { id: { label: '检测单编号' } } }),
  route('supplierBillDetail', '/supplier/bill/details', { title: '账单详情', module: '账单服务', params: { id: { label: '账单编号' } } }),
  // Leases and contracts (issue 19, docs/lease.md).
  route('supplierLeaseList', '/supplier/lease/index', { title: '租赁管理', module: '租赁管理', menu: { icon: 'lease' } }),
  route('supplierLeaseDetail', '/supplier/lease/detail', { title: '租赁详情', module: '租赁管理', params: { id: { label: '租赁编号' } } }),
  route('supplierLeaseRecord', '/supplier/lease/record', { title: '租赁记录', module: '租赁管理', params: { leaseId: optional('租赁编号') } }),
  route('supplierLeaseIntention', '/supplier/lease/intention', { title: '招租公告', module: '租赁管理' }),
  route('supplierLeaseIntentionDetail', '/supplier/lease/intentionDetail', { title: '招租详情', module: '租赁管理', params: { id: { label: '招租编号' } } }),
  route('supplierLeaseIntentionApply', '/supplier/lease/intention-apply', { title: '意向报名', module: '租赁管理', params: { releaseId: { label: '招租编号' } } }),
  route('supplierLeaseApply', '/supplier/lease/apply', { title: '租赁申请', module: '租赁管理' }),
  route('supplierLeaseApplyAT', '/supplier/lease/applyAT', { title: '申请摊位', module: '租赁管理', params: { releaseId: optional('招租编号'), transferId: optional('转让编号') } }),
  route('supplierLeaseApplyConfirm', '/supplier/lease/applyConfirm', { title: '确认缴费', module: '租赁管理', params: { id: { label: '租赁编号' } } }),
  route('supplierLeaseRelet', '/supplier/lease/relet', { title: '续租', module: '租赁管理', params: { id: { label: '租赁编号' } } }),
  route('supplierLeaseAdjust', '/supplier/lease/adjust', { title: '租赁调整', module: '租赁管理', params: { id: { label: '租赁编号' } } }),
  route('supplierLeaseQuit', '/supplier/lease/quit', { title: '退租', module: '租赁管理', params: { id: { label: '租赁编号' } } }),
  route('supplierLeaseRelease', '/supplier/lease/leaseRelease', { title: '摊位转让', module: '租赁管理', params: { leaseId: optional('租赁编号') } }),
  route('supplierContractList', '/supplier/contract/index', { title: '合同管理', pullRefresh: true, module: '合同管理', menu: { icon: 'contract' } }),
  route('supplierContractDetail', '/supplier/contract/detail', { title: '合同详情', module: '合同管理', params: { id: { label: '合同编号' } } }),

  // Repairs (docs/estate.md): the shop's requests, their progress and bill, the rating.
  route('supplierRepairList', '/supplier/repairs/index', { title: '报修服务', module: '报修服务', menu: { icon: 'repair' } }),
  route('supplierRepairCreate', '/supplier/repairs/create', { title: '我要报修', module: '报修服务' }),
  route('supplierRepairDetail', '/supplier/repairs/detail', { title: '报修详情', module: '报修服务', params: { id: { label: '报修单编号' } } }),
  route('supplierRepairEvaluate', '/supplier/repairs/evaluate', { title: '评价维修', module: '报修服务', params: { id: { label: '报修单编号' } } }),
  adminRoute('supplierRoleAdmin', '/supplier/role-admin/index', { aliases: ['/roleadmin'], title: '角色管理', module: '角色管理', menu: { icon: 'role' } }),
  adminRoute('supplierRoleCreate', '/supplier/role-admin/create', { aliases: ['/role/create'], title: '编辑角色', module: '角色管理', params: { id: optional('角色编号') } }),
  adminRoute('supplierUserAdmin', '/supplier/user-admin/index', { aliases: ['/useradmin'], title: '用户管理', module: '用户管理', menu: { icon: 'user' } }),
  adminRoute('supplierUserCreate', '/supplier/user-admin/create', { aliases: ['/user/create'], title: '新增子账号', module: '用户管理' }),
  adminRoute('supplierUserDetail', '/supplier/user-admin/detail', { aliases: ['/user/detail'], title: '子账号详情', module: '用户管理', params: { id: { label: '用户编号' } } }),
  // Issue 24 part 3: the shop's daily settlement (docs/trade.md, "Daily settlement").
  route('supplierDailySettlement', '/supplier/statistics/daily', { title: '日结对账', module: '日结对账', menu: { icon: 'meter' } }),
] as const
