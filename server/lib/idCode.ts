/**
 * Identity QR codes (docs/trade.md, "Identity codes"): a short-lived token the server signs for a
 * buyer or a shop, shown as a QR code and scanned by the other side. Only the server signs and
 * only the server verifies, so a symmetric HMAC-SHA256 with a server secret is enough.
 *
 *   token = 'MC1.' + base64url(JSON payload) + '.' + base64url(HMAC-SHA256(secret, 'MC1.' + payload part))
 *   payload = { k: 'b' | 's' (buyer | shop), c: customer id, u: user id, e: expiry (unix seconds), n: nonce }
 *
 * The secret is ID_CODE_SECRET (at least 32 characters); without it a fixed development secret is
 * used and said so once in the log: set it in production (every API node the same value).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ID_CODE_REFRESH_SECONDS, ID_CODE_TTL_SECONDS, type IdCodeKind, type IdentityCode } from '@/contract'
import { BizError } from './envelope'

const VERSION = 'MC1'
const DEV_SECRET = 'dev-only-identity-code-secret-change-me'
const KIND_CODE: Record<IdCodeKind, string> = { buyer: 'b', shop: 's' }
const CODE_KIND: Record<string, IdCodeKind> = { b: 'buyer', s: 'shop' }

export const ID_CODE_INVALID = '身份码无效'
export const ID_CODE_EXPIRED = '身份码已过期，请让对方刷新后重新扫描'
export const ID_CODE_WRONG_KIND: Record<IdCodeKind, string> = { buyer: '请扫描买家的身份码', shop: '请扫描商户的身份码' }

let warned = false

/** The signing secret from the environment, or the development default (logged once). */
export function idCodeSecret(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const s = env.ID_CODE_SECRET
  if (s && s.length >= 32) return s
  if (s) throw new Error('ID_CODE_SECRET must be at least 32 characters')
  if (!warned) {
    warned = true
    console.warn('ID_CODE_SECRET is not set: identity codes use the development secret')
  }
  return DEV_SECRET
}

export interface IdCodeClaims {
  kind: IdCodeKind
  customerId: string
  userId: string
  /** Unix seconds. */
  expiresAt: number
}

const sign = (secret: string, data: string): Buffer => createHmac('sha256', secret).update(data).digest()

/** Signs an identity code valid for ID_CODE_TTL_SECONDS from `now`. */
export function signIdCode(claims: Omit<IdCodeClaims, 'expiresAt'>, opts: { secret?: string; now?: Date; ttlSeconds?: number } = {}): IdentityCode {
  const now = opts.now ?? new Date()
  const exp = Math.floor(now.getTime() / 1000) + (opts.ttlSeconds ?? ID_CODE_TTL_SECONDS)
  const payload = { k: KIND_CODE[claims.kind], c: claims.customerId, u: claims.userId, e: exp, n: randomBytes(6).toString('base64url') }
  const head = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  const token = `${head}.${sign(opts.secret ?? idCodeSecret(), head).toString('base64url')}`
  return { token, kind: claims.kind, expiresAt: new Date(exp * 1000).toISOString(), refreshAfterSeconds: ID_CODE_REFRESH_SECONDS }
}

/**
 * Verifies a scanned token: signature (constant time), shape, expiry and, when given, its kind.
 * Throws BizError '身份码无效' (forged, altered, malformed), '身份码已过期，…' or the wrong-kind message.
 */
export function verifyIdCode(token: string, opts: { expect?: IdCodeKind; secret?: string; now?: Date } = {}): IdCodeClaims {
  const parts = typeof token === 'string' && token.length <= 512 ? token.trim().split('.') : []
  if (parts.length !== 3 || parts[0] !== VERSION) throw new BizError(ID_CODE_INVALID)
  const head = `${parts[0]}.${parts[1]}`
  const given = Buffer.from(parts[2]!, 'base64url')
  const expected = sign(opts.secret ?? idCodeSecret(), head)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BizError(ID_CODE_INVALID)
  let p: { k?: unknown; c?: unknown; u?: unknown; e?: unknown }
  try {
    p = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
  } catch {
    throw new BizError(ID_CODE_INVALID)
  }
  const kind = typeof p.k === 'string' ? CODE_KIND[p.k] : undefined
  if (!kind || typeof p.c !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'number') throw new BizError(ID_CODE_INVALID)
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000)
  if (p.e <= now) throw new BizError(ID_CODE_EXPIRED)
  if (opts.expect && kind !== opts.expect) throw new BizError(ID_CODE_WRONG_KIND[opts.expect])
  return { kind, customerId: p.c, userId: p.u, expiresAt: p.e }
}
