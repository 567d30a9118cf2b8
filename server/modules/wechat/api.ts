/**
 * WeChat's server APIs as this server uses them (design section 6: external systems behind one
 * interface). One implementation over HTTP, `WeChatHttpApi`, serves both configurations
 * (runtime.ts): WeChat itself (https://api.weixin.qq.com with the app secrets of the
 * configuration), or the local stand-in (standin/), the same client pointed at this server's
 * /wechat-standin routes with the stand-in's own generated credentials, so the demo and the tests
 * run the code path production runs.
 *
 * Two apps: the mini program (`mp`: wx.login codes, phone numbers, mini-program codes, subscribe
 * messages) and the official account (`oa`: web authorisation in WeChat's browser, the JS-SDK
 * ticket). Access tokens and tickets are cached for all API processes (tokenStore.ts) and fetched
 * again once when WeChat says 42001 (expired) or 40001 (invalid). Session keys, user access
 * tokens, app secrets and access tokens never leave this file: not in an answer, not in a log line
 * (WeChat's errcode and errmsg are logged, never a URL or a body).
 */
import type { TokenStore } from './tokenStore'

export type WeChatAppKind = 'mp' | 'oa'

export interface AppCredentials {
  appId: string
  secret: string
}

/** A WeChat answer with a non-zero errcode (or no answer at all: errcode -1). */
export class WeChatError extends Error {
  constructor(
    readonly api: string,
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat ${api}: ${errcode} ${errmsg}`)
    this.name = 'WeChatError'
  }
}

/** WeChat's codes for a code that is wrong, used or expired (40029 invalid, 40163 used, 40226 risky user, 41008 missing). */
const CODE_ERRORS = new Set([40029, 40163, 40226, 41008, 40125])
export const isBadCode = (e: unknown): boolean => e instanceof WeChatError && CODE_ERRORS.has(e.errcode)

/** "access_token expired" and "invalid credential": fetch a fresh token and try once more. */
export const TOKEN_ERRORS: ReadonlySet<number> = new Set([42001, 40001])

export interface WeChatIdentity {
  openId: string
  unionId?: string
}

export interface WeChatImage {
  contentType: string
  body: Buffer
}

export interface WeChatApi {
  /** True when the local stand-in plays this app's WeChat (no app secret configured for it). */
  isStandIn(kind: WeChatAppKind): boolean
  appId(kind: WeChatAppKind): Promise<string>
  /** Mini program: a wx.login code -> the user's openid (jscode2session; the session key is dropped). */
  miniProgramLogin(code: string): Promise<WeChatIdentity>
  /** Official account: a web-authorisation code -> the user's openid (sns/oauth2/access_token). */
  webAuthorization(code: string): Promise<WeChatIdentity>
  /** Mini program: a getPhoneNumber button code -> the phone number (getuserphonenumber). */
  phoneNumber(code: string): Promise<string>
  /** Mini program: a mini-program code image opening `page` with `scene` (getwxacodeunlimit). */
  miniProgramCode(scene: string, page: string): Promise<WeChatImage>
  /** Official account: the JS-SDK ticket (for wx.config signatures). */
  jsapiTicket(): Promise<string>
  /** An app's access token (the subscribe-message sender). */
  accessToken(kind: WeChatAppKind): Promise<string>
  /** Tells the cache WeChat refused this token. */
  refuseAccessToken(kind: WeChatAppKind, token: string): Promise<void>
  /** WeChat's web-authorisation page for the official account, returning to `redirectUri` with a code. */
  authorizeUrl(redirectUri: string, state: string): Promise<string>
}

export interface AppEndpoint {
  /** The local stand-in plays WeChat for this app. */
  standIn: boolean
  /** The app's credentials (the stand-in's are read from its table on first use). */
  credentials(): Promise<AppCredentials>
  /** API base: https://api.weixin.qq.com, or the stand-in's. */
  apiBase: string
  /** Web authorisation page (official account only). */
  authorizeBase?: string
  fetch: typeof fetch
}

export interface WeChatHttpOptions {
  apps: Record<WeChatAppKind, AppEndpoint>
  tokens: TokenStore
  log: { warn(obj: object, msg: string): void }
}

interface Answer {
  errcode?: number
  errmsg?: string
  [key: string]: unknown
}

export class WeChatHttpApi implements WeChatApi {
  constructor(private readonly o: WeChatHttpOptions) {}

  isStandIn(kind: WeChatAppKind): boolean {
    return this.o.apps[kind].standIn
  }

  async appId(kind: WeChatAppKind): Promise<string> {
    return (await this.o.apps[kind].credentials()).appId
  }

  /** One call; a WeChat refusal becomes a WeChatError (logged by its code only). */
  private async call(kind: WeChatAppKind, api: string, path: string, init: { query?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const app = this.o.apps[kind]
    const url = new URL(app.apiBase.replace(/\/$/, '') + path)
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
    try {
      return await app.fetch(url.toString(), init.json === undefined ? { method: 'GET' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.json) })
    } catch (err) {
      // The error's text may carry the URL (and its secret or token): keep only its code.
      const code = (err as { cause?: { code?: string } } | null)?.cause?.code ?? 'fetch failed'
      this.o.log.warn({ api, reason: code }, 'WeChat API unreachable')
      throw new WeChatError(api, -1, code)
    }
  }

  private async json(kind: WeChatAppKind, api: string, path: string, init?: { query?: Record<string, string>; json?: unknown }): Promise<Answer> {
    const res = await this.call(kind, api, path, init)
    const answer = (await res.json().catch(() => ({ errcode: -1, errmsg: `HTTP ${res.status}` }))) as Answer
    if (!res.ok && !answer.errcode) answer.errcode = -1
    if (answer.errcode) {
      this.o.log.warn({ api, errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat API refused')
      throw new WeChatError(api, answer.errcode, String(answer.errmsg ?? ''))
    }
    return answer
  }

  /** A call with the app's access token, tried once more with a fresh token on 42001 / 40001. */
  private async withToken<T>(kind: WeChatAppKind, run: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken(kind)
    try {
      return await run(token)
    } catch (err) {
      if (!(err instanceof WeChatError) || !TOKEN_ERRORS.has(err.errcode)) throw err
      await this.refuseAccessToken(kind, token)
      return run(await this.accessToken(kind))
    }
  }

  private tokenKey = async (kind: WeChatAppKind, what: string) => `${kind}:${await this.appId(kind)}:${what}`

  async accessToken(kind: WeChatAppKind): Promise<string> {
    return this.o.tokens.get(await this.tokenKey(kind, 'access_token'), async ({ refused }) => {
      const { appId, secret } = await this.o.apps[kind].credentials()
      const a = await this.json(kind, 'stable_token', '/cgi-bin/stable_token', { json: { grant_type: 'client_credential', appid: appId, secret, force_refresh: refused } })
      return { value: String(a.access_token), expiresIn: Number(a.expires_in ?? 7200) }
    })
  }

  async refuseAccessToken(kind: WeChatAppKind, token: string): Promise<void> {
    await this.o.tokens.invalidate(await this.tokenKey(kind, 'access_token'), token)
  }

  private async codeExchange(kind: WeChatAppKind, api: string, path: string, codeParam: string, code: string): Promise<WeChatIdentity> {
    const { appId, secret } = await this.o.apps[kind].credentials()
    const a = await this.json(kind, api, path, { query: { appid: appId, secret, [codeParam]: code, grant_type: 'authorization_code' } })
    if (typeof a.openid !== 'string' || !a.openid) throw new WeChatError(api, -1, 'no openid')
    return typeof a.unionid === 'string' ? { openId: a.openid, unionId: a.unionid } : { openId: a.openid }
  }

  miniProgramLogin(code: string): Promise<WeChatIdentity> {
    return this.codeExchange('mp', 'jscode2session', '/sns/jscode2session', 'js_code', code)
  }

  webAuthorization(code: string): Promise<WeChatIdentity> {
    return this.codeExchange('oa', 'oauth2/access_token', '/sns/oauth2/access_token', 'code', code)
  }

  phoneNumber(code: string): Promise<string> {
    return this.withToken('mp', async (token) => {
      const a = await this.json('mp', 'getuserphonenumber', '/wxa/business/getuserphonenumber', { query: { access_token: token }, json: { code } })
      const info = a.phone_info as { purePhoneNumber?: string; phoneNumber?: string } | undefined
      const phone = info?.purePhoneNumber || info?.phoneNumber
      if (!phone) throw new WeChatError('getuserphonenumber', -1, 'no phone number')
      return phone
    })
  }

  miniProgramCode(scene: string, page: string): Promise<WeChatImage> {
    return this.withToken('mp', async (token) => {
      const res = await this.call('mp', 'getwxacodeunlimit', '/wxa/getwxacodeunlimit', { query: { access_token: token }, json: { scene, page, check_path: false, width: 280 } })
      const type = res.headers.get('content-type') ?? ''
      // An error comes back as JSON; an image as its bytes.
      if (!res.ok || type.includes('json')) {
        const a = (await res.json().catch(() => ({}))) as Answer
        this.o.log.warn({ api: 'getwxacodeunlimit', errcode: a.errcode, errmsg: a.errmsg }, 'WeChat API refused')
        throw new WeChatError('getwxacodeunlimit', a.errcode || -1, String(a.errmsg ?? `HTTP ${res.status}`))
      }
      return { contentType: type || 'image/jpeg', body: Buffer.from(await res.arrayBuffer()) }
    })
  }

  async jsapiTicket(): Promise<string> {
    return this.o.tokens.get(await this.tokenKey('oa', 'jsapi_ticket'), () =>
      this.withToken('oa', async (token) => {
        const a = await this.json('oa', 'getticket', '/cgi-bin/ticket/getticket', { query: { access_token: token, type: 'jsapi' } })
        return { value: String(a.ticket), expiresIn: Number(a.expires_in ?? 7200) }
      }),
    )
  }

  async authorizeUrl(redirectUri: string, state: string): Promise<string> {
    const base = this.o.apps.oa.authorizeBase ?? 'https://open.weixin.qq.com/connect/oauth2/authorize'
    const q = new URLSearchParams({ appid: await this.appId('oa'), redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state })
    return `${base}?${q.toString()}#wechat_redirect`
  }
}
