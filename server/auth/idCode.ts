/**
 * Identity QR codes (docs/trade.md, "Identity codes"): a short-lived token the server signs for a
 * buyer or a shop, shown as a QR code and scanned by the other side. Only the server signs and
 * only the server verifies, so a symmetric HMAC-SHA256 with a server secret is enough.
 *
 *   token = 'MC1.' + base64url(JSON payload) + '.' + base64url(HMAC-SHA256(secret, 'MC1.' + payload part))
 *   payload = { k: 'b' | 's' (buyer | shop), c: customer id, u: user id, e: expiry (unix seconds),
 *               n: nonce (16 random bytes: the code's identity, auth/idCodeUse.ts), l: at-once limit (fen, buyer codes),
 *               b: batch id (a buyer's codes fetched ahead, auth/idCodeBatch.ts) }
 *
 * The secret is the installation's `idCode` secret (data/secrets.ts: ID_CODE_SECRET, or one
 * generated on first start and kept in the database; never a value written in the code).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ID_CODE_REFRESH_SECONDS, ID_CODE_TTL_SECONDS, type IdCodeKind, type IdentityCode } from '@/contract'
import { BizError } from '../lib/envelope'
import { secret } from '../data/secrets'

const VERSION = 'MC1'
const KIND_CODE: Record<IdCodeKind, string> = { buyer: 'b', shop: 's' }
const CODE_KIND: Record<string, IdCodeKind> = { b: 'buyer', s: 'shop' }

export const ID_CODE_INVALID = '身份码无效'
export const ID_CODE_EXPIRED = '身份码已过期，请让对方刷新后重新扫描'
export const ID_CODE_WRONG_KIND: Record<IdCodeKind, string> = { buyer: '请扫描买家的身份码', shop: '请扫描商户的身份码' }

export interface IdCodeClaims {
  kind: IdCodeKind
  customerId: string
  userId: string
  /** Unix seconds. */
  expiresAt: number
  /** The code's own random id: the key of its one use (auth/idCodeUse.ts). */
  nonce: string
  /** What a shop may take at once with it from the balance or on credit (fen; 0: every such charge waits for the buyer). */
  limitFen: number
  /** The batch the code was issued in (a buyer's, auth/idCodeBatch.ts); absent: a code issued alone. */
  batchId?: string
}

const sign = (secret: string, data: string): Buffer => createHmac('sha256', secret).update(data).digest()

/** Signs an identity code valid for ID_CODE_TTL_SECONDS from `now`; `limitFen` (buyer codes) defaults to 0. */
export function signIdCode(claims: Pick<IdCodeClaims, 'kind' | 'customerId' | 'userId' | 'batchId'> & { limitFen?: number }, opts: { secret?: string; now?: Date; ttlSeconds?: number } = {}): IdentityCode {
  const now = opts.now ?? new Date()
  const exp = Math.floor(now.getTime() / 1000) + (opts.ttlSeconds ?? ID_CODE_TTL_SECONDS)
  const limitFen = claims.kind === 'buyer' ? (claims.limitFen ?? 0) : 0
  const payload = { k: KIND_CODE[claims.kind], c: claims.customerId, u: claims.userId, e: exp, n: randomBytes(16).toString('base64url'), l: limitFen, ...(claims.batchId ? { b: claims.batchId } : {}) }
  const head = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  const token = `${head}.${sign(opts.secret ?? secret('idCode'), head).toString('base64url')}`
  const code: IdentityCode = { token, kind: claims.kind, expiresAt: new Date(exp * 1000).toISOString(), refreshAfterSeconds: ID_CODE_REFRESH_SECONDS }
  if (claims.kind === 'buyer') code.limitFen = limitFen
  return code
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
  const expected = sign(opts.secret ?? secret('idCode'), head)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BizError(ID_CODE_INVALID)
  let p: { k?: unknown; c?: unknown; u?: unknown; e?: unknown; n?: unknown; l?: unknown; b?: unknown }
  try {
    p = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
  } catch {
    throw new BizError(ID_CODE_INVALID)
  }
  const kind = typeof p.k === 'string' ? CODE_KIND[p.k] : undefined
  const limitFen = p.l === undefined ? 0 : p.l
  if (!kind || typeof p.c !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'number' || typeof p.n !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(p.n) || typeof limitFen !== 'number' || !Number.isSafeInteger(limitFen) || limitFen < 0 || (p.b !== undefined && typeof p.b !== 'string'))
    throw new BizError(ID_CODE_INVALID)
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000)
  if (p.e <= now) throw new BizError(ID_CODE_EXPIRED)
  if (opts.expect && kind !== opts.expect) throw new BizError(ID_CODE_WRONG_KIND[opts.expect])
  return { kind, customerId: p.c, userId: p.u, expiresAt: p.e, nonce: p.n, limitFen, ...(typeof p.b === 'string' ? { batchId: p.b } : {}) }
}
