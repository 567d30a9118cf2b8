/**
 * The maintainer's screens (subpackage maintainer): its login and home, the worksheets, the meter
 * readings and the receipt code (docs/estate.md, section 11), and its routes onto the shared
 * message and password screens.
 */
import { optional, roleHome, roleLogin, routesOf } from './route'

const route = routesOf('maintainer', { roles: ['maintainer'] })

export const MAINTAINER_ROUTES = [
  roleLogin('maintainer', '物业维修登录'),
  roleHome('maintainer', ['/maintainer']),

  // Worksheets: the pool of its zones and those assigned to it, the work recorded on completion.
  route('maintainerRepairList', '/maintainer/repairs/index', { title: '维修工单', module: '维修工单', menu: { icon: 'service' } }),
  route('maintainerRepairDetail', '/maintainer/repairs/details', { title: '工单详情', module: '维修工单', params: { id: { label: '工单编号' } } }),
  route('maintainerRepairCreate', '/maintainer/repairs/createWorksheet', { title: '新建工单', module: '维修工单' }),
  route('maintainerRepairDispose', '/maintainer/repairs/dispose', { title: '维修处理', module: '维修工单', params: { id: { label: '工单编号' } } }),
  route('maintainerRepairDone', '/maintainer/repairs/disposeSuc', {
    title: '维修完成',
    module: '维修工单',
    params: { id: { label: '工单编号' }, billId: optional('账单编号') },
  }),
  // The pickers of the work lines: the choice goes back to the screen that opened them (core/pageResult).
  route('maintainerRepairMaterials', '/maintainer/repairs/project', { title: '选择耗材', module: '维修工单', params: { resultId: optional('请求编号') } }),
  route('maintainerRepairServices', '/maintainer/repairs/serviceProject', { title: '选择服务', module: '维修工单', params: { resultId: optional('请求编号') } }),

  // Meters: this period's readings per booth, a booth's meters and arrears, a new reading.
  route('maintainerMeterList', '/maintainer/meter/index', { title: '水电抄表', module: '水电抄表', menu: { icon: 'meter' } }),
  route('maintainerMeterCreate', '/maintainer/meter/create', { title: '抄表', module: '水电抄表', params: { meterId: { label: '表编号' } } }),
  route('maintainerAssetMeters', '/maintainer/meter/assetsHydropowerList', { title: '摊位水电表', module: '水电抄表', params: { assetId: { label: '摊位编号' } } }),

  route('maintainerReceiptCode', '/maintainer/receiptCode', { title: '收款码', module: '收款码', params: { billId: { label: '账单编号' } } }),

  // The shared message and password screens under the maintainer's own paths.
  route('maintainerMsg', '/maintainer/msg', { title: '消息中心', module: '消息中心' }),
  route('maintainerMsgDetail', '/maintainer/msgDetail', { title: '消息详情', module: '消息中心', params: { id: { label: '消息编号' } } }),
  route('maintainerUpdatePSW', '/maintainer/updatePSW', { title: '修改密码' }),
] as const

