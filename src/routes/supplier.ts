/**
 * The supplier's screens (subpackage supplier): its login and home, trade (issue 11: orders,
 * quick order, after-sales, ratings, statistics) and the shop's back office (issue 12). Each
 * names the module that grants it (docs/trade.md, "Modules").
 */
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('supplier', { roles: ['supplier'] })

export const SUPPLIER_ROUTES = [
  roleLogin('supplier', '商户登录'),
  roleHome('supplier'),

  // Trade (docs/trade.md): orders, quick order, after-sales, ratings received, statistics.
  route('supplierOrderList', '/supplier/order/index', { title: '订单管理', pullRefresh: true, module: 'order', menu: { icon: 'order' } }),
  route('supplierOrderDetail', '/supplier/order/detail', { title: '订单详情', module: 'order', params: { id: { label: '订单编号' } } }),
  route('supplierOrderCreate', '/supplier/order/createOrder', { title: '快速开单', module: 'createOrder', params: { purchaserId: optional('买家编号') }, menu: { icon: 'cart' } }),
  route('supplierRefundOrder', '/supplier/order/refundOrder', { title: '售后管理', module: 'refund', params: { id: optional('售后单编号') }, menu: { icon: 'service' } }),
  route('supplierEvaluation', '/supplier/user/evaluation', { title: '评价管理', pullRefresh: true, module: 'evaluation' }),
  route('supplierStatistics', '/supplier/statistics/index', { title: '经营统计', module: 'statistics', menu: { icon: 'price' } }),

  // The shop's back office (docs/trade.md).
  route('supplierUserCenter', '/supplier/user/index', { title: '商户中心', module: 'shopCenter', menu: { icon: 'user' } }),
  route('supplierBasicInfo', '/supplier/user/basicinfo', { title: '店铺资料', module: 'shopInfo' }),
  route('supplierIdCode', '/supplier/user/IDCode', { title: '店铺身份码', module: 'shopIdCode' }),
  route('supplierPrestore', '/supplier/user/prestore', { title: '预存款', pullRefresh: true, module: 'prestore' }),
  route('supplierCoupon', '/supplier/user/coupon', { title: '优惠券', module: 'coupon' }),
  route('supplierCouponChange', '/supplier/user/couponChange', { title: '赠送优惠券', module: 'coupon', params: { couponId: { label: '优惠券编号' } } }),
  route('supplierProductList', '/supplier/product/index', { title: '商品管理', pullRefresh: true, module: 'product', menu: { icon: 'product' } }),
  route('supplierProductCreate', '/supplier/product/create', { title: '商品信息', module: 'product', params: { id: optional('商品编号') } }),
  route('supplierProductSort', '/supplier/product/sort', { title: '商品排序', module: 'product' }),
  route('supplierInventory', '/supplier/inventory/index', { title: '库存管理', module: 'inventory', menu: { icon: 'store' } }),
  route('supplierBreakage', '/supplier/inventory/breakage', { title: '报损管理', module: 'inventory', params: { batchId: optional('批次编号') } }),
  route('supplierBillList', '/supplier/bill/index', { title: '账单服务', module: 'bill', menu: { icon: 'bill' } }),
  route('supplierBillDetail', '/supplier/bill/details', { title: '账单详情', module: 'bill', params: { id: { label: '账单编号' } } }),
  route('supplierRoleAdmin', '/supplier/role-admin/index', { aliases: ['/roleadmin'], title: '角色管理', module: 'roleAdmin', menu: { icon: 'setting' } }),
  route('supplierRoleCreate', '/supplier/role-admin/create', { aliases: ['/role/create'], title: '编辑角色', module: 'roleAdmin', params: { id: optional('角色编号') } }),
  route('supplierUserAdmin', '/supplier/user-admin/index', { aliases: ['/useradmin'], title: '用户管理', module: 'userAdmin', menu: { icon: 'user' } }),
  route('supplierUserCreate', '/supplier/user-admin/create', { aliases: ['/user/create'], title: '新增子账号', module: 'userAdmin' }),
  route('supplierUserDetail', '/supplier/user-admin/detail', { aliases: ['/user/detail'], title: '子账号详情', module: 'userAdmin', params: { id: { label: '用户编号' } } }),
] as const
