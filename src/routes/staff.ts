/**
 * The staff's screens (subpackage staff): its login and home, health check-ins (docs/estate.md,
 * section 7) and, for staff whose role grants 健康统计, the market office's statistics.
 */
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('staff', { roles: ['staff'] })

export const STAFF_ROUTES = [
  roleLogin('staff', '员工登录'),
  roleHome('staff'),
  route('staffSetting', '/staff/setting', { title: '设置', planned: true }),
  route('staffFeedback', '/staff/feedback', { title: '意见反馈', module: '意见反馈', planned: true }),

  route('staffHealthCheck', '/staff/fy/healthCheck', { title: '健康打卡', module: '健康打卡', menu: { icon: 'info' } }),
  route('staffHealthCheckAdd', '/staff/fy/healthCheckAdd', { title: '今日打卡', module: '健康打卡' }),
  route('staffHealthCheckUpdate', '/staff/fy/healthCheckUpdate', { title: '修改打卡', module: '健康打卡', planned: true }),
  route('staffHealthCheckDetail', '/staff/fy/healthCheckDetail', { title: '打卡详情', module: '健康打卡', params: { day: optional('日期') }, planned: true }),
  route('staffVaccination', '/staff/fy/vaccination', { title: '疫苗接种', module: '疫苗接种', planned: true }),
  route('staffTravelPath', '/staff/fy/travelPath', { title: '行程轨迹', module: '行程轨迹', planned: true }),
  route('staffStatistics', '/staff/fy/statistics', { title: '健康统计', module: '健康统计', menu: { icon: 'price', section: '市场办公' } }),
] as const
