/**
 * The WeChat calls (server/README.md, "WeChat"): login by a wx.login code or a web-authorisation
 * code, binding and unbinding, the phone number, scan-code login, the web-authorisation page,
 * the JS-SDK config and how a web page opens the mini program. WeChat's side goes through the
 * installed client (wechat/runtime.ts: WeChat itself, or the local stand-in); codes through
 * wechat/identity.ts (one action per code).
 */
import { createHash, randomBytes } from 'node:crypto'
import { contract, MINI_PROGRAM_PAGE, MINI_PROGRAM_QUERY, ROLES, SCAN_LOGIN_PATH, WX_SLOTS, type LoginUser, type Role } from '@/contract'
import { issueToken } from '../../auth/tokens'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { oneOf, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { Db } from '../../db/client'
import { isBadCode } from '../wechat/api'
import { bindOpenId, INVALID_CODE, peekOpenId, takeOpenId, unbindOpenId, userByOpenId, WECHAT_UNAVAILABLE } from '../wechat/identity'
import { wechatApi } from '../wechat/runtime'
import { confirmScanCode, createScanCode, redeemScanCode } from '../wechat/scanLogin'
import { userById } from './accounts'
import { allowedUrl, ownOrigin } from './allowList'
import { ACCOUNT_DISABLED, toLoginUser, WRONG_USER_TYPE } from './profile'

export const NOT_BOUND = '该微信尚未绑定账号，请先绑定'
export const REDIRECT_REFUSED = '回调地址不在允许范围内'
export const MP_PAGE_REFUSED = '小程序页面地址不正确'
export const MP_QUERY_REFUSED = '小程序页面参数不正确'

const code = fields.code
const slot = () => oneOf(WX_SLOTS, '微信类型不正确')
const userType = () => oneOf(ROLES, '用户类型不正确')

/** Logs in the account a WeChat user of `slot` is bound to, using the code up. */
async function logInBound(db: Db, c: string, s: 'mp' | 'wx', type?: Role): Promise<LoginUser | null> {
  const u = await userByOpenId(db, await peekOpenId(db, c, s), s)
  if (!u) return null
  if (type && u.userType !== type) throw new BizError(WRONG_USER_TYPE)
  if (!u.enabled) throw new BizError(ACCOUNT_DISABLED)
  await takeOpenId(db, c, s)
  return toLoginUser(u, await issueToken(db, u.id))
}

/** Binding the caller to the WeChat user of a code (one code, one binding). */
const bindHandler = (endpoint: typeof contract.user.user.modifyUserWxOpenId, s: 'mp' | 'wx') =>
  handler({
    endpoint,
    access: 'user',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { code: code() },
    async handle({ db, user }, input) {
      await bindOpenId(db, user.id, await takeOpenId(db, input.code, s), s)
      return { bound: true }
    },
  })

export const wechatHandlers = [
  bindHandler(contract.user.user.modifyUserWxOpenId, 'wx'),
  bindHandler(contract.user.weChat.updateUserMPopenId, 'mp'),
  handler({
    endpoint: contract.user.user.updateUserOpenid,
    access: 'user',
    input: { slot: slot() },
    async handle({ db, user }, input) {
      if (!(await unbindOpenId(db, user.id, input.slot))) throw new BizError('当前账号未绑定该微信')
      return { bound: false }
    },
  }),
  handler({
    endpoint: contract.user.weChat.bindState,
    access: 'user',
    input: {},
    async handle({ db, user }) {
      const u = await userById(db, user.id)
      return { wx: Boolean(u?.wxOpenId), mp: Boolean(u?.mpOpenId) }
    },
  }),
  handler({
    endpoint: contract.user.user.getUserByOpenId,
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { code: code(), slot: slot() },
    async handle({ db }, input) {
      const u = await userByOpenId(db, await peekOpenId(db, input.code, input.slot), input.slot)
      return u ? { bound: true, userType: u.userType as Role } : { bound: false }
    },
  }),
  handler({
    endpoint: contract.user.weChat.getLoginInfo,
    // The mini program's login: no token yet (the contract does not flag it public: one is sent when held).
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { code: code(), userType: userType() },
    async handle({ db }, input) {
      const user = await logInBound(db, input.code, 'mp', input.userType)
      return user ? { bound: true as const, user } : { bound: false as const }
    },
  }),
  handler({
    endpoint: contract.message.wx.getTokenByCode,
    access: 'public',
    // The answer carries a login token: never stored for a replay.
    idempotency: 'off',
    input: { code: code(), userType: opt(userType()) },
    async handle({ db }, input) {
      const scanned = await redeemScanCode(db, input.code)
      if (scanned) {
        const u = await userById(db, scanned)
        if (!u) throw new BizError(INVALID_CODE)
        if (!u.enabled) throw new BizError(ACCOUNT_DISABLED)
        return toLoginUser(u, await issueToken(db, u.id))
      }
      const user = await logInBound(db, input.code, 'wx', input.userType)
      if (!user) throw new BizError(NOT_BOUND)
      return user
    },
  }),
  handler({
    endpoint: contract.user.weChat.getPhoneNoInfo,
    // The login screen offers it before anyone is logged in.
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { code: code() },
    async handle({ db }, input) {
      try {
        return { phoneNumber: await wechatApi(db).phoneNumber(input.code) }
      } catch (err) {
        throw new BizError(isBadCode(err) ? INVALID_CODE : WECHAT_UNAVAILABLE)
      }
    },
  }),
  handler({
    endpoint: contract.user.weChat.getQrcode,
    // The PC page asks for it before anyone is logged in there.
    access: 'public',
    input: {},
    async handle({ db, req }) {
      const { code: c, expiresAt } = await createScanCode(db)
      return { code: c, expiresAt: expiresAt.toISOString(), url: `${ownOrigin(req)}/mp/#${SCAN_LOGIN_PATH}?scene=${c}` }
    },
  }),
  handler({
    endpoint: contract.user.weChat.setScanLoginCode,
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { scene: str({ pattern: /^[A-Za-z0-9_-]{16,64}$/, msg: '二维码参数不正确' }), code: code(), slot: slot() },
    async handle({ db }, input) {
      const u = await userByOpenId(db, await takeOpenId(db, input.code, input.slot), input.slot)
      if (!u) throw new BizError(NOT_BOUND)
      if (!u.enabled) throw new BizError(ACCOUNT_DISABLED)
      await confirmScanCode(db, input.scene, u.id)
      return { confirmed: true as const }
    },
  }),
  handler({
    endpoint: contract.user.weChat.authorizeUrl,
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { redirectUri: str({ max: 1000 }), state: str({ pattern: /^[A-Za-z0-9_-]{1,128}$/, msg: 'state 参数不正确' }) },
    async handle({ db, req }, input) {
      if (!(await allowedUrl(db, 'redirect', input.redirectUri, req))) throw new BizError(REDIRECT_REFUSED)
      const api = wechatApi(db)
      return { url: await api.authorizeUrl(input.redirectUri, input.state), standIn: api.isStandIn('oa') }
    },
  }),
  handler({
    endpoint: contract.user.weChat.jsapiConfig,
    access: 'public',
    // Reaches WeChat (or its stand-in) between commits of its own: never inside the request's transaction.
    idempotency: 'own',
    input: { url: str({ max: 1000 }) },
    async handle({ db, req }, input) {
      // Signs only this app's own pages (the JS-SDK is used by the H5 app).
      if (!(await allowedUrl(db, 'redirect', input.url, req)) || input.url.includes('#')) throw new BizError('页面地址不正确')
      const api = wechatApi(db)
      if (api.isStandIn('oa')) return { standIn: true as const }
      let ticket: string
      try {
        ticket = await api.jsapiTicket()
      } catch {
        throw new BizError(WECHAT_UNAVAILABLE)
      }
      const nonceStr = randomBytes(8).toString('hex')
      const timestamp = Math.floor(Date.now() / 1000)
      const signature = createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${input.url}`).digest('hex')
      return { standIn: false as const, appId: await api.appId('oa'), timestamp, nonceStr, signature }
    },
  }),
  handler({
    endpoint: contract.user.weChat.miniProgramLaunch,
    access: 'public',
    // Reads the mini program's app id through the WeChat client (the stand-in's from its table): outside the request's transaction.
    idempotency: 'own',
    input: { path: str({ pattern: MINI_PROGRAM_PAGE, msg: MP_PAGE_REFUSED }), query: opt(str({ pattern: MINI_PROGRAM_QUERY, msg: MP_QUERY_REFUSED })) },
    async handle({ db }, input) {
      const api = wechatApi(db)
      const appId = await api.appId('mp')
      // WeChat's plain URL scheme: no API call, no quota; the page must be declared for it in the mini program's console.
      const scheme = `weixin://dl/business/?${new URLSearchParams({ appid: appId, path: input.path, query: input.query ?? '', env_version: 'release' }).toString()}`
      return { appId, scheme, standIn: api.isStandIn('mp') }
    },
  }),
]
