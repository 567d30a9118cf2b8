/**
 * Another system acting for the user (/ydui/view/OAuth2, server/README.md "WeChat"): the
 * authorisation-code flow. The systems are the data dictionary's `oauthClient` entries (the id as
 * the key, the name people see as the value), edited by the market office; a system redeems codes
 * with its secret from the configuration (OAUTH2_CLIENT_SECRETS=id:secret,...; no secret, no
 * redemption). A code goes only to a redirect URL on the redirect allow-list (allowList.ts), is
 * bound to the system, the URL and the user, stored hashed, and redeemed once within 5 minutes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { contract, OAUTH_SCOPES, type OAuthGrant, type OAuthScope, type Role } from '@/contract'
import type { Db } from '../../db/client'
import { oauthCodes } from '../../db/schema'
import { dictionary } from '../../data/dictionary'
import { BizError } from '../../lib/envelope'
import { bool, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { userById } from './accounts'
import { allowedUrl } from './allowList'
import { REDIRECT_REFUSED } from './wechat'

const CODE_TTL_MS = 5 * 60_000
export const UNKNOWN_CLIENT = '未知的应用，无法授权'
export const BAD_SCOPE = '申请的权限不正确'
export const CODE_INVALID = '授权码无效或已使用'

type Env = Readonly<Record<string, string | undefined>>

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex')

/** The requested scopes, each known; none asked means `profile`. */
function scopesOf(scope: string): OAuthScope[] {
  const asked = [...new Set(scope.split(/[\s,]+/).filter(Boolean))]
  if (asked.some((s) => !(s in OAUTH_SCOPES))) throw new BizError(BAD_SCOPE)
  return asked.length ? (asked as OAuthScope[]) : ['profile']
}

async function clientName(db: Db, clientId: string): Promise<string> {
  const name = (await dictionary(db, 'oauthClient')).get(clientId)
  if (!name) throw new BizError(UNKNOWN_CLIENT)
  return name
}

/** The configured secret of a system, or null. */
export function clientSecret(clientId: string, env: Env = process.env): string | null {
  const configured = env.OAUTH2_CLIENT_SECRETS
  if (!configured) return null
  for (const pair of configured.split(/[\s,]+/).filter(Boolean)) {
    const at = pair.indexOf(':')
    if (at > 0 && pair.slice(0, at) === clientId && pair.length - at - 1 >= 16) return pair.slice(at + 1)
  }
  return null
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const request = { clientId: str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/, msg: UNKNOWN_CLIENT }), redirectUri: str({ max: 1000 }), scope: str({ max: 200, msg: BAD_SCOPE }) }

export const oauth2Handlers = [
  handler({
    endpoint: contract.user.oauth2.client,
    access: 'user',
    input: { ...request, scope: opt(request.scope) },
    async handle({ db, req }, input) {
      const name = await clientName(db, input.clientId)
      const scopes = scopesOf(input.scope ?? '').map((key) => ({ key, text: OAUTH_SCOPES[key] }))
      return { clientId: input.clientId, name, scopes, redirectAllowed: (await allowedUrl(db, 'redirect', input.redirectUri, req)) !== null }
    },
  }),
  handler({
    endpoint: contract.user.oauth2.authorize,
    access: 'user',
    // The answer carries an authorisation code: never stored for a replay.
    idempotency: 'off',
    input: { ...request, scope: opt(request.scope), state: opt(str({ max: 128 })), approve: bool() },
    async handle({ db, req, user }, input) {
      await clientName(db, input.clientId)
      const scopes = scopesOf(input.scope ?? '')
      const url = await allowedUrl(db, 'redirect', input.redirectUri, req)
      if (!url) throw new BizError(REDIRECT_REFUSED)
      if (input.approve) {
        const code = randomBytes(24).toString('base64url')
        await db.insert(oauthCodes).values({ codeHash: hashOf(code), clientId: input.clientId, userId: user.id, redirectUri: input.redirectUri, scope: scopes.join(' '), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
        url.searchParams.set('code', code)
      } else url.searchParams.set('error', 'access_denied')
      if (input.state) url.searchParams.set('state', input.state)
      return { redirect: url.toString() }
    },
  }),
  handler({
    endpoint: contract.user.oauth2.token,
    access: 'public',
    idempotency: 'off',
    input: { clientId: request.clientId, clientSecret: str({ max: 200, trim: false }), code: str({ max: 100 }), redirectUri: request.redirectUri },
    async handle({ db }, input) {
      const secret = clientSecret(input.clientId)
      if (!secret) throw new BizError('该应用未配置密钥，不能兑换授权码')
      if (!sameText(secret, input.clientSecret)) throw new BizError('应用密钥不正确')
      const [row] = await db
        .update(oauthCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oauthCodes.codeHash, hashOf(input.code)), eq(oauthCodes.clientId, input.clientId), eq(oauthCodes.redirectUri, input.redirectUri), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, sql`now()`)))
        .returning()
      if (!row) throw new BizError(CODE_INVALID)
      const u = await userById(db, row.userId)
      if (!u?.enabled) throw new BizError(CODE_INVALID)
      const scopes = row.scope.split(' ')
      const grant: OAuthGrant = { userId: u.id, scope: row.scope }
      if (scopes.includes('profile')) Object.assign(grant, { username: u.username, realName: u.realName, userType: u.userType as Role })
      if (scopes.includes('mobile')) grant.mobile = u.mobile
      return grant
    },
  }),
]
