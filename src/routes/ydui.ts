/**
 * The ydui screens (spec section 2: /ydui/view/*): what another system or device hands a user over
 * for (third-party authorisation, a location for a third party, scan-code login), account binding,
 * the signature pad and the operation-succeeded page. One subpackage; every user type may open them.
 */
import { optional, routesOf } from './route'

const route = routesOf('ydui')

export const YDUI_ROUTES = [
  route('yduiOAuthTwo', '/ydui/view/OAuth2', {
    title: '授权登录',
    params: { clientId: { label: '应用编号' }, redirectUri: { label: '回调地址' }, scope: optional('授权范围'), state: optional('状态参数') },
  }),
  route('yduiLocation', '/ydui/view/location', { title: '选择位置', auth: false, params: { redirectUri: optional('回调地址'), state: optional('状态参数'), resultId: optional('请求编号') } }),
  route('yduiSignature', '/ydui/view/signature', { title: '签名', params: { resultId: optional('请求编号') } }),
  route('yduiScanCodeLogin', '/ydui/view/scanCodeLogin', { title: '扫码登录', auth: false, params: { scene: optional('登录二维码') } }),
  route('yduiBindAccount', '/ydui/view/bindAccount', { title: '绑定账号', auth: false, params: { userType: optional('登录身份') } }),
  route('yduiSuccess', '/ydui/view/success', { title: '操作成功', auth: false, params: { text: optional('提示'), next: optional('下一步') } }),
] as const
