/**
 * Which WeChat this server talks to (server/README.md, "WeChat"). Each app is configured on its
 * own: the mini program with WECHAT_MP_APPID + WECHAT_MP_SECRET, the official account with
 * WECHAT_OA_APPID + WECHAT_OA_SECRET (WECHAT_API_BASE overrides https://api.weixin.qq.com, e.g. a
 * proxy). An app without its secret is played by the local stand-in (standin/), reached through
 * the same client; a production start (NODE_ENV=production) says so loudly. app.ts installs the
 * client for its database; handlers and the subscribe-message sender read it with `wechatApi(db)`.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { assertOutsideRequestTransaction } from '../../data/afterCommit'
import { WeChatHttpApi, type AppCredentials, type AppEndpoint, type WeChatApi, type WeChatAppKind } from './api'
import { injectFetch } from './injectFetch'
import { registerStandinRoutes } from './standin/routes'
import { standinCredentials, STANDIN_PREFIX } from './standin/state'
import { TokenStore } from './tokenStore'

type Env = Readonly<Record<string, string | undefined>>

const ENV_NAMES: Record<WeChatAppKind, { appId: string; secret: string; what: string }> = {
  mp: { appId: 'WECHAT_MP_APPID', secret: 'WECHAT_MP_SECRET', what: '小程序（登录、手机号、小程序码、订阅消息）' },
  oa: { appId: 'WECHAT_OA_APPID', secret: 'WECHAT_OA_SECRET', what: '公众号（网页授权、JS-SDK）' },
}

/** Where the client reaches the stand-in (in process: the host is never resolved). */
export const STANDIN_BASE = `http://wechat-standin.local${STANDIN_PREFIX}`

/** An app's credentials from the environment, or null for the stand-in. */
export function credentialsFrom(env: Env, kind: WeChatAppKind): AppCredentials | null {
  const names = ENV_NAMES[kind]
  const appId = env[names.appId]?.trim()
  const secret = env[names.secret]?.trim()
  if (secret && !appId) throw new Error(`${names.secret} is set without ${names.appId}`)
  return appId && secret ? { appId, secret } : null
}

/** The start-up warning of a production configuration that leaves an app to the stand-in; null when none. */
export function standInWarning(env: Env): string | null {
  if (env.NODE_ENV !== 'production') return null
  const missing = (['mp', 'oa'] as const).filter((k) => !credentialsFrom(env, k))
  if (!missing.length) return null
  const lines = missing.map((k) => `  - ${ENV_NAMES[k].what}: set ${ENV_NAMES[k].appId} and ${ENV_NAMES[k].secret}`)
  return ['!'.repeat(72), 'WARNING: WeChat is SIMULATED by the local stand-in (server/README.md, "WeChat"):', 'anyone can act as any WeChat user through /wechat-standin. Configure:', ...lines, '!'.repeat(72)].join('\n')
}

const apis = new WeakMap<Db, WeChatApi>()

/**
 * The WeChat client installed for a database (buildApp installs one). Like the payment provider,
 * WeChat is never called inside a request's transaction: a handler that reaches it declares
 * idempotency 'own' (server/modules/user/wechat.ts), and so holds the app's database here.
 */
export function wechatApi(db: Db): WeChatApi {
  assertOutsideRequestTransaction('WeChat')
  const api = apis.get(db)
  if (!api) throw new Error('no WeChat client installed: build the app first (server/app.ts)')
  return api
}

/**
 * Installs the WeChat client for the app's database: `api` when a test brings its own, else one
 * from the environment; registers the stand-in's routes when an app uses it.
 */
export async function installWeChat(app: FastifyInstance, db: Db, opts: { api?: WeChatApi; env?: Env } = {}): Promise<WeChatApi> {
  const env = opts.env ?? process.env
  const endpoint = (kind: WeChatAppKind): AppEndpoint => {
    const creds = credentialsFrom(env, kind)
    if (creds) return { standIn: false, credentials: async () => creds, apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com', fetch: (...a) => fetch(...a) }
    return {
      standIn: true,
      credentials: () => standinCredentials(db, kind),
      apiBase: STANDIN_BASE,
      // The browser reaches the stand-in's page on this server (a path: the app prefixes its API root).
      authorizeBase: kind === 'oa' ? `${STANDIN_PREFIX}/connect/oauth2/authorize` : undefined,
      fetch: injectFetch(app),
    }
  }
  const api = opts.api ?? new WeChatHttpApi({ apps: { mp: endpoint('mp'), oa: endpoint('oa') }, tokens: new TokenStore(db), log: app.log })
  if (api.isStandIn('mp') || api.isStandIn('oa')) await registerStandinRoutes(app, db)
  apis.set(db, api)
  return api
}
