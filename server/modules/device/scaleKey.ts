/** A scale's device key: 'sk_' + 256 random bits in base64url; only its SHA-256 is kept. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const scaleKeyHash = (secret: string): string => createHash('sha256').update(secret).digest('hex')

export function newScaleKey(): { secret: string; hash: string } {
  const secret = `sk_${randomBytes(32).toString('base64url')}`
  return { secret, hash: scaleKeyHash(secret) }
}

/** Whether `secret` is the key whose hash is kept (compared in constant time). */
export function scaleKeyMatches(secret: string, keptHash: string | null): boolean {
  if (!keptHash) return false
  const a = Buffer.from(scaleKeyHash(secret), 'hex')
  const b = Buffer.from(keptHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
