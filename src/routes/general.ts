/**
 * The general screens: entry, login and registration, the account items, notices, messages,
 * search, complaints, the park plan, entry reporting, and the web side (web view, jump to the mini
 * program, web authorisation, the H5 map pickers). The stand-alone ones form the main
 * package; a feature folder (/pages/complaint/...) is a subpackage of its own (`packageRoot`).
 */
import { ACCOUNT_ORDER, optional, routesOf } from './route'

const route = routesOf('general')
/** Entry reporting is for merchants: suppliers and purchasers pre-report vehicles and their goods. */
const MERCHANTS = ['supplier', 'purchaser'] as const

export const GENERAL_ROUTES = [
  // The first entry is the H5 and weapp start page.
  route('navi', '/pages/navi', { aliases: ['/'], auth: false }),
  route('login', '/pages/login', { aliases: ['/login'], title: '登录', auth: false, params: { username: optional('用户名') } }),
  // Supplier self-registration wears the supplier accent.
  route('register', '/pages/register', { aliases: ['/register'], title: '商户注册', auth: false, accent: 'supplier' }),
  // The account items: every user keeps them, whatever its roles grant (no module).
  route('setting', '/pages/setting', { aliases: ['/setting'], title: '设置', menu: { icon: 'setting', order: ACCOUNT_ORDER } }),
  route('updatePSW', '/pages/updatePSW', { aliases: ['/updatePSW'], title: '修改密码', menu: { icon: 'lock', order: ACCOUNT_ORDER } }),
  route('updateUserItem', '/pages/updateUserItem', { aliases: ['/updateUserItem'], title: '修改信息', params: { field: { label: '修改项' }, value: optional('当前值') } }),
  route('about', '/pages/about', { aliases: ['/about'], title: '关于我们', auth: false, menu: { icon: 'info', order: ACCOUNT_ORDER } }),

  route('noticeList', '/pages/notice/index', { aliases: ['/notice'], title: '通知公告', module: '通知公告', menu: { icon: 'notice' } }),
  route('noticeDetail', '/pages/notice/detail', { aliases: ['/notice/detail'], title: '公告详情', module: '通知公告', params: { id: { label: '公告编号' } } }),
  route('msgList', '/pages/msg/index', { aliases: ['/msg'], title: '消息中心', pullRefresh: true, module: '消息中心', menu: { icon: 'message' } }),
  route('msgDetail', '/pages/msg/detail', { aliases: ['/msg/detail'], title: '消息详情', module: '消息中心', params: { id: { label: '消息编号' } } }),
  route('search', '/search', { title: '搜索' }),
  route('complaintList', '/pages/complaint/index', { aliases: ['/complaint'], title: '在线投诉', pullRefresh: true, module: '在线投诉', menu: { icon: 'complaint' } }),
  route('complaintCreate', '/pages/complaint/create', { aliases: ['/complaint/create'], title: '我要投诉', module: '在线投诉', params: { id: optional('投诉编号') } }),
  route('complaintDetail', '/pages/complaint/detail', { aliases: ['/complaint/detail'], title: '投诉详情', module: '在线投诉', params: { id: { label: '投诉编号' } } }),
  route('parkPlan', '/pages/parkPlan', { aliases: ['/parkPlan'], title: '园区平面图', auth: false, module: '园区平面图', menu: { icon: 'location' } }),

  route('inmarketIndex', '/pages/inmarket/index', { aliases: ['/inmarket'], title: '进场报备', roles: MERCHANTS, module: '进场报备', menu: { icon: 'vehicle' } }),
  route('inmarketRecord', '/pages/inmarket/record', { aliases: ['/inmarket/record'], title: '报备记录', pullRefresh: true, roles: MERCHANTS, module: '进场报备' }),
  route('inmarketRecordDetail', '/pages/inmarket/recordDetail', {
    aliases: ['/inmarket/recordDetail'], title: '报备详情', roles: MERCHANTS, module: '进场报备', params: { id: { label: '报备单编号' } },
  }),
  route('inmarketCreate', '/pages/inmarket/create', { aliases: ['/inmarket/create'], title: '我要报备', roles: MERCHANTS, module: '进场报备', params: { id: optional('报备单编号') } }),
  route('inmarketSuccess', '/pages/inmarket/success', { aliases: ['/inmarket/success'], title: '报备成功', roles: MERCHANTS, module: '进场报备', params: { id: { label: '报备单编号' } } }),
  route('inmarketProduct', '/pages/inmarket/product', { aliases: ['/inmarket/product'], title: '选择货品', roles: MERCHANTS, module: '进场报备' }),

  // The web side (issue 22): open to everyone, each says where its platform cannot do something.
  route('webView', '/pages/webView', { aliases: ['/webView'], title: '网页', auth: false, params: { url: { label: '网页地址' }, title: optional('标题') } }),
  route('webJumpMp', '/pages/webJumpMp', { aliases: ['/webJumpMp'], title: '打开小程序', auth: false, params: { path: { label: '小程序页面' }, query: optional('页面参数') } }),
  route('webOauth', '/pages/webOauth', { aliases: ['/webOauth'], title: '微信授权登录', auth: false, params: { userType: optional('登录身份') } }),
  route('chooseLocation', '/choose-location', { title: '选择位置', auth: false, h5Only: true, params: { resultId: optional('请求编号') } }),
  route('openLocation', '/open-location', {
    title: '查看位置', auth: false, h5Only: true,
    params: { latitude: { label: '纬度' }, longitude: { label: '经度' }, name: optional('地点名称'), address: optional('地址') },
  }),
] as const
