/**
 * WeChat and web integration (issue 22): WeChat login and binding, scan-code login, web
 * authorisation, the JS-SDK, third-party authorisation (OAuth2) and the allow-lists. The server's
 * side: server/README.md, "WeChat"; the app's flows: docs/architecture.md, "WeChat and the web".
 */
import type { Role } from './common'
import type { LoginUser } from './login'

/**
 * Which of a user's two WeChat bindings: `mp` the mini program (a wx.login code), `wx` the official
 * account (a web-authorisation code in WeChat's browser). A WeChat user has one openid per app.
 */
export const WX_SLOTS = ['mp', 'wx'] as const
export type WxSlot = (typeof WX_SLOTS)[number]

/** A code WeChat gave the app: a wx.login code (mp), a web-authorisation code (wx), a phone-button code. */
export interface WxCodePayload {
  code: string
}

/** A WeChat code and which app issued it. */
export interface WxIdentityPayload extends WxCodePayload {
  slot: WxSlot
}

/** weChat/getLoginInfo: the mini program's WeChat login, for the login screen's user type. */
export interface WxLoginPayload extends WxCodePayload {
  userType: Role
}

/**
 * A bound WeChat logs its account in; an unbound one answers `bound: false` and its code stays
 * good for one binding (the user logs in with a password, then binds with the same code).
 */
export type WxLoginInfo = { bound: true; user: LoginUser } | { bound: false }

/** message/wx/getTokenByCode: a web-authorisation code (or a PC page's confirmed scan-login code). */
export interface WxTokenPayload extends WxCodePayload {
  /** The login screen's user type: an account of another type is refused, as the password login does. */
  userType?: Role
}

export interface WxPhoneInfo {
  phoneNumber: string
}

/** user/getUserByOpenId: whether a code's WeChat is bound, and to which kind of account (nothing more). */
export interface OpenIdUser {
  bound: boolean
  userType?: Role
}

/** user/updateUserOpenid: unbinds the caller's WeChat of one slot. */
export interface WxUnbindPayload {
  slot: WxSlot
}

export interface WxBound {
  bound: boolean
}

/** weChat/bindState: which of the caller's WeChat bindings exist. */
export type WxBindState = Record<WxSlot, boolean>

/** The page a phone opens for a PC's scan-code login (its `scene` parameter is the code). */
export const SCAN_LOGIN_PATH = '/ydui/view/scanCodeLogin'

/** weChat/getQrcode: a PC page's scan-login code (5 minutes) and the link its QR code carries. */
export interface ScanLoginCode {
  code: string
  expiresAt: string
  /** The H5 page that confirms it on a phone (`<origin>/mp/#/ydui/view/scanCodeLogin?scene=<code>`). */
  url: string
}

/** weChat/setScanLoginCode: a phone confirms a PC's code (`scene`) as the WeChat user of `code`. */
export interface ScanConfirmPayload extends WxIdentityPayload {
  scene: string
}

export interface ScanConfirmed {
  confirmed: true
}

/** weChat/authorizeUrl: WeChat's web-authorisation page, coming back to `redirectUri` with a code. */
export interface AuthorizeUrlPayload {
  redirectUri: string
  state: string
}

export interface AuthorizeUrl {
  /** Absolute (WeChat), or a path of the API host (the stand-in's page). */
  url: string
  /** The local stand-in plays WeChat: any browser may take part, not only WeChat's. */
  standIn: boolean
}

/** weChat/jsapiConfig: the JS-SDK's wx.config for a page URL (without its fragment). */
export interface JsapiConfigPayload {
  url: string
}

export type JsapiConfig = { standIn: true } | { standIn: false; appId: string; timestamp: number; nonceStr: string; signature: string }

/**
 * weChat/miniProgramLaunch (/pages/webJumpMp): what a web page needs to open a page of the mini
 * program, by WeChat's open tag (the app id) or by its plain URL scheme (the page declared for it
 * in the mini program's console). A page path has no leading slash and no query (`pages/notice/detail`);
 * the query keeps to the characters WeChat's scheme allows.
 */
export const MINI_PROGRAM_PAGE = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+){0,9}$/
export const MINI_PROGRAM_QUERY = /^[A-Za-z0-9!#$&'()*+,/:;=?@._~%-]{0,512}$/

export interface MiniProgramLaunchPayload {
  path: string
  query?: string
}

export interface MiniProgramLaunch {
  /** The mini program's app id (the open tag's `appid`). */
  appId: string
  /** weixin://dl/business/?appid=..&path=..&query=..&env_version=release */
  scheme: string
  /** The local stand-in plays the mini program's WeChat: its app id opens nothing. */
  standIn: boolean
}

/** allowList/check: may the app open (`webView`) or send the user to (`redirect`) this URL? */
export interface AllowCheckPayload {
  url: string
  kind: 'webView' | 'redirect'
}

export interface AllowCheck {
  allowed: boolean
}

/** The scopes another system may ask for (user/oauth2), and what the approval screen calls them. */
export const OAUTH_SCOPES = { profile: '读取你的姓名、账号和身份类型', mobile: '读取你的手机号' } as const
export type OAuthScope = keyof typeof OAUTH_SCOPES

/** What another system asks for: its id, where to come back to, the scopes (space separated). */
export interface OAuthRequest {
  clientId: string
  redirectUri: string
  /** Space or comma separated; none: `profile`. */
  scope?: string
}

/** user/oauth2/client: who asks and for what; whether its redirect URL is on the allow-list. */
export interface OAuthClientInfo {
  clientId: string
  name: string
  scopes: Array<{ key: OAuthScope; text: string }>
  redirectAllowed: boolean
}

/** user/oauth2/authorize: approve (a code for the system) or refuse. */
export interface OAuthDecision extends OAuthRequest {
  state?: string
  approve: boolean
}

/** Where to send the user: the system's redirect URL with `code` and `state` (or `error=access_denied`). */
export interface OAuthRedirect {
  redirect: string
}

/** user/oauth2/token: the other system redeems a code, server to server, with its secret. */
export interface OAuthTokenPayload {
  clientId: string
  clientSecret: string
  code: string
  redirectUri: string
}

/** What an approved system learns, by scope. */
export interface OAuthGrant {
  userId: string
  scope: string
  username?: string
  realName?: string
  userType?: Role
  mobile?: string
}
