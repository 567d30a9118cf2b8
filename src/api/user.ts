/**
 * Typed reads of the user service (writes go through api/mutate). API modules import the contract's
 * service tables one by one (not the contract index), so a bundle carries only the tables it calls.
 */
import { request, type RequestOptions } from '@/core/request'
import { user } from '@/contract/user'
import type { AllowCheckPayload, AuthorizeUrlPayload, DictQuery, MiniProgramLaunchPayload, OAuthRequest, ScanConfirmPayload, UserPagePayload, WxIdentityPayload, WxLoginPayload } from '@/contract/types'

export const userApi = {
  profile: (id: string, options?: RequestOptions) => request(user.user.queryById, { id }, options),
  dictionary: (q: DictQuery) => request(user.dataDictionary.page, q, { silent: true }),
  centreInfo: () => request(user.sysLogoConf.queryByParam, {}, { silent: true }),
  newestVersion: () => request(user.versionManage.getNewestVersion, {}, { silent: true }),
  /** A merchant admin's sub-accounts (with their roles and whether they are enabled). */
  subAccountPage: (q: UserPagePayload) => request(user.user.page, q),

  // WeChat and the web (issue 22). Binding and third-party approval are writes: api/mutate.
  /** The mini program's WeChat login: the bound account logged in, or `bound: false` (the code then binds once). */
  wechatLogin: (p: WxLoginPayload) => request(user.weChat.getLoginInfo, p, { loading: '登录中...' }),
  /** Whether a code's WeChat is bound (and to which kind of account); the code stays good. */
  wechatUser: (p: WxIdentityPayload) => request(user.user.getUserByOpenId, p),
  /** The phone number behind a getPhoneNumber button's code. */
  wechatPhone: (code: string) => request(user.weChat.getPhoneNoInfo, { code }),
  /** Which of the caller's WeChat bindings exist. */
  wechatBindState: () => request(user.weChat.bindState, {}),
  /** WeChat's web-authorisation page for this app, returning to `redirectUri`. */
  authorizeUrl: (p: AuthorizeUrlPayload) => request(user.weChat.authorizeUrl, p),
  /** A phone confirms a PC's scan-login code as its WeChat user. */
  confirmScanLogin: (p: ScanConfirmPayload) => request(user.weChat.setScanLoginCode, p, { loading: true }),
  /** May the app open this page (web view) or send the user to this URL (redirect)? */
  allowCheck: (p: AllowCheckPayload) => request(user.allowList.check, p),
  /** How a web page opens a page of the mini program (its app id and URL scheme). */
  miniProgramLaunch: (p: MiniProgramLaunchPayload) => request(user.weChat.miniProgramLaunch, p),
  /** Who asks to act for the user, for what, and whether its redirect URL is allowed. */
  oauthClient: (p: OAuthRequest) => request(user.oauth2.client, p),
}
