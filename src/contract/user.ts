// Endpoint descriptors of the user service (spec section 7: Login and user).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { ExistsResult, IdPayload, PageQuery, PageResult } from './types/common'
import type {
  AppVersion,
  ClaimPayload,
  ClaimResult,
  DictEntry,
  DictQuery,
  MobilePayload,
  SysLogoConf,
  UpdatePasswordPayload,
  UploadResult,
  UserCreatePayload,
  UserPagePayload,
  UserProfile,
  UserUpdatePayload,
} from './types/user'
import type {
  AllowCheck,
  AllowCheckPayload,
  AuthorizeUrl,
  AuthorizeUrlPayload,
  JsapiConfig,
  JsapiConfigPayload,
  MiniProgramLaunch,
  MiniProgramLaunchPayload,
  OAuthClientInfo,
  OAuthDecision,
  OAuthGrant,
  OAuthRedirect,
  OAuthRequest,
  OAuthTokenPayload,
  OpenIdUser,
  ScanConfirmed,
  ScanConfirmPayload,
  ScanLoginCode,
  WxBindState,
  WxBound,
  WxCodePayload,
  WxIdentityPayload,
  WxLoginInfo,
  WxLoginPayload,
  WxPhoneInfo,
  WxUnbindPayload,
} from './types/wechat'

export const user = {
  auth: {
    getAuthByMobile: endpoint<MobilePayload, ExistsResult>({ path: '/api/user/auth/getAuthByMobile', method: 'POST', body: 'form' }),
  },
  user: {
    updateUserOpenid: endpoint<WxUnbindPayload, WxBound>({ path: '/api/user/user/updateUserOpenid', method: 'POST', body: 'form' }),
    queryById: endpoint<{ id: string }, UserProfile>({ path: '/api/user/user/queryById', method: 'POST', body: 'form' }),
    update: endpoint<UserUpdatePayload, UserProfile>({ path: '/api/user/user/update', method: 'POST', body: 'form' }),
    updatePassword: endpoint<UpdatePasswordPayload, null>({ path: '/api/user/user/updatePassword', method: 'POST', body: 'form' }),
    create: endpoint<UserCreatePayload, UserProfile>({ path: '/api/user/user/create', method: 'POST', body: 'form' }),
    page: endpoint<UserPagePayload, PageResult<UserProfile>>({ path: '/api/user/user/page', method: 'POST', body: 'form' }),
    delete: endpoint<IdPayload, null>({ path: '/api/user/user/delete', method: 'POST', body: 'form' }),
    resetPassword: endpoint<IdPayload, null>({ path: '/api/user/user/resetPassword', method: 'POST', body: 'form' }),
    modifyUserWxOpenId: endpoint<WxCodePayload, WxBound>({ path: '/api/user/user/modifyUserWxOpenId', method: 'POST', body: 'form' }),
    getUserByOpenId: endpoint<WxIdentityPayload, OpenIdUser>({ path: '/api/user/user/getUserByOpenId', method: 'POST', body: 'form', public: true }),
  },
  dataDictionary: {
    page: endpoint<DictQuery, PageResult<DictEntry>>({ path: '/api/user/dataDictionary/page', method: 'GET', body: 'query' }),
  },
  sysLogoConf: {
    queryByParam: endpoint<Record<string, never>, SysLogoConf | null>({ path: '/api/user/sysLogoConf/queryByParam', method: 'GET', body: 'query', public: true }),
    page: endpoint<PageQuery, PageResult<SysLogoConf>>({ path: '/api/user/sysLogoConf/page', method: 'GET', body: 'query', public: true }),
  },
  versionManage: {
    getNewestVersion: endpoint<Record<string, never>, AppVersion | null>({ path: '/api/user/versionManage/getNewestVersion', method: 'GET', body: 'query' }),
  },
  weChat: {
    getLoginInfo: endpoint<WxLoginPayload, WxLoginInfo>({ path: '/api/user/weChat/getLoginInfo', method: 'GET', body: 'query' }),
    getQrcode: endpoint<Record<string, never>, ScanLoginCode>({ path: '/api/user/weChat/getQrcode', method: 'GET', body: 'query' }),
    getPhoneNoInfo: endpoint<WxCodePayload, WxPhoneInfo>({ path: '/api/user/weChat/getPhoneNoInfo', method: 'GET', body: 'query' }),
    setScanLoginCode: endpoint<ScanConfirmPayload, ScanConfirmed>({ path: '/api/user/weChat/setScanLoginCode', method: 'GET', body: 'query', public: true }),
    updateUserMPopenId: endpoint<WxCodePayload, WxBound>({ path: '/api/user/weChat/updateUserMPopenId', method: 'POST', body: 'form' }),
    // Beyond the spec's list: what the WeChat screens need besides it (issue 22).
    bindState: endpoint<Record<string, never>, WxBindState>({ path: '/api/user/weChat/bindState', method: 'GET', body: 'query', beyondSpec: true }),
    authorizeUrl: endpoint<AuthorizeUrlPayload, AuthorizeUrl>({ path: '/api/user/weChat/authorizeUrl', method: 'GET', body: 'query', public: true, beyondSpec: true }),
    jsapiConfig: endpoint<JsapiConfigPayload, JsapiConfig>({ path: '/api/user/weChat/jsapiConfig', method: 'GET', body: 'query', public: true, beyondSpec: true }),
    miniProgramLaunch: endpoint<MiniProgramLaunchPayload, MiniProgramLaunch>({ path: '/api/user/weChat/miniProgramLaunch', method: 'GET', body: 'query', public: true, beyondSpec: true }),
  },
  /** Beyond the spec: the web view's and the redirects' allow-lists (server configuration and data dictionary). */
  allowList: {
    check: endpoint<AllowCheckPayload, AllowCheck>({ path: '/api/user/allowList/check', method: 'GET', body: 'query', public: true, beyondSpec: true }),
  },
  /** Beyond the spec: another system acting for the user (/ydui/view/OAuth2). */
  oauth2: {
    client: endpoint<OAuthRequest, OAuthClientInfo>({ path: '/api/user/oauth2/client', method: 'GET', body: 'query', beyondSpec: true }),
    authorize: endpoint<OAuthDecision, OAuthRedirect>({ path: '/api/user/oauth2/authorize', method: 'POST', body: 'form', beyondSpec: true }),
    token: endpoint<OAuthTokenPayload, OAuthGrant>({ path: '/api/user/oauth2/token', method: 'POST', body: 'form', public: true, beyondSpec: true }),
  },
  fileUpload: {
    imgUpload: endpoint<Record<string, never>, UploadResult>({ path: '/api/user/fileUpload/file/imgUpload', method: 'POST', body: 'form' }),
  },
  /**
   * Beyond the spec (issue 17, docs/trade.md "Stall registration"): the owner of a mobile number
   * that a stall registered as a buyer takes the account over with a code texted to that number.
   */
  claim: {
    sendCode: endpoint<MobilePayload, null>({ path: '/api/user/claim/sendCode', method: 'POST', body: 'form', public: true, loading: '发送中...', beyondSpec: true }),
    confirm: endpoint<ClaimPayload, ClaimResult>({ path: '/api/user/claim/confirm', method: 'POST', body: 'form', public: true, loading: '提交中...', beyondSpec: true }),
  },
}
