/**
 * Where the app may send a user outside itself: the pages its web view opens (`webView`) and the
 * redirect URLs it hands an authorisation code or a chosen location to (`redirect`: OAuth2
 * approval, the stand-in's web authorisation, the location choice for a third party). An allowed
 * URL's origin is the app's own (PUBLIC_ORIGIN, else the origin this request came to), or an https
 * origin listed in the server's configuration (WEBVIEW_ORIGINS / OAUTH2_REDIRECT_ORIGINS, comma
 * separated) or in the data dictionary (types `webViewOrigin` / `oauthRedirectOrigin`, the origin as
 * the key), which the market office edits. Exact origins only: never "anything https".
 */
import type { FastifyRequest } from 'fastify'
import { contract } from '@/contract'
import type { Db } from '../../db/client'
import { dictionary } from '../../data/dictionary'
import { oneOf, str } from '../../lib/validate'
import { handler } from '../../http/handler'

export type AllowListKind = 'webView' | 'redirect'

const DICTIONARY_TYPE: Record<AllowListKind, string> = { webView: 'webViewOrigin', redirect: 'oauthRedirectOrigin' }
const ENV_NAME: Record<AllowListKind, string> = { webView: 'WEBVIEW_ORIGINS', redirect: 'OAUTH2_REDIRECT_ORIGINS' }

type Env = Readonly<Record<string, string | undefined>>

/** The app's own origin: PUBLIC_ORIGIN when configured, else the scheme and host of the request. */
export function ownOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>, env: Env = process.env): string {
  const configured = env.PUBLIC_ORIGIN?.trim()
  if (configured) return new URL(configured).origin
  return new URL(`${req.protocol}://${req.host}`).origin
}

/** An https origin as written in the configuration or the dictionary, or null for anything else. */
function httpsOrigin(text: string): string | null {
  try {
    const u = new URL(text.trim())
    return u.protocol === 'https:' && u.origin === text.trim().replace(/\/$/, '') ? u.origin : null
  } catch {
    return null
  }
}

/** The listed origins of a kind (not the app's own). */
export async function listedOrigins(db: Db, kind: AllowListKind, env: Env = process.env): Promise<Set<string>> {
  const fromEnv = (env[ENV_NAME[kind]] ?? '').split(/[\s,]+/).filter(Boolean)
  const fromDictionary = [...(await dictionary(db, DICTIONARY_TYPE[kind])).keys()]
  return new Set([...fromEnv, ...fromDictionary].map(httpsOrigin).filter((o): o is string => o !== null))
}

/** The URL when it may be opened (web view) or redirected to (redirect), else null. */
export async function allowedUrl(db: Db, kind: AllowListKind, text: string, req: Pick<FastifyRequest, 'protocol' | 'host'>, env: Env = process.env): Promise<URL | null> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.origin === ownOrigin(req, env) && (url.protocol === 'https:' || url.protocol === 'http:')) return url
  if (url.protocol !== 'https:') return null
  return (await listedOrigins(db, kind, env)).has(url.origin) ? url : null
}

export const allowListHandlers = [
  handler({
    endpoint: contract.user.allowList.check,
    access: 'public',
    input: { url: str({ max: 2000 }), kind: oneOf(['webView', 'redirect'] as const, '类型不正确') },
    async handle({ db, req }, input) {
      return { allowed: (await allowedUrl(db, input.kind, input.url, req)) !== null }
    },
  }),
]
