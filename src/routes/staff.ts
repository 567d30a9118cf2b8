/**
 * The staff's screens (subpackage staff): its login and home, and the market office's screens
 * (menu section 市场办公, granted through the 市场办公 role's modules): leases (issue 19, docs/lease.md).
 */
import { MARKET_OFFICE_GROUP } from '@/contract/modules'
import { roleHome, roleLogin, routesOf } from './route'

const route = routesOf('staff', { roles: ['staff'] })
const office = { section: MARKET_OFFICE_GROUP } as const

export const STAFF_ROUTES = [
  roleLogin('staff', '员工登录'),
  roleHome('staff'),
  route('officeLeaseList', '/staff/office/lease/index', { title: '租赁审批', module: '租赁审批', menu: { icon: 'edit', ...office } }),
  route('officeLeaseDetail', '/staff/office/lease/detail', { title: '租赁申请', module: '租赁审批', params: { id: { label: '租赁编号' } } }),
  route('officeReleaseList', '/staff/office/release/index', { title: '招租发布', module: '招租发布', menu: { icon: 'notice', ...office } }),
  route('officeReleaseCreate', '/staff/office/release/create', { title: '发布招租', module: '招租发布' }),
  route('officeReleaseDetail', '/staff/office/release/detail', { title: '招租详情', module: '招租发布', params: { id: { label: '招租编号' } } }),
  route('officeBoothLease', '/staff/office/booth/index', { title: '摊位租赁', module: '摊位租赁', menu: { icon: 'location', ...office } }),
] as const
