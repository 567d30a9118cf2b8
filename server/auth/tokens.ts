/** Opaque bearer tokens: 32 random bytes (base64url) given to the client, SHA-256 stored. */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authTokens, users } from '../db/schema'

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000

export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex')

export async function issueToken(db: Db, userId: string): Promise<string> {
  const raw = randomBytes(32).toString('base64url')
  await db.insert(authTokens).values({ tokenHash: hashToken(raw), userId, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) })
  return raw
}

/** Reads the raw token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null
  const raw = header.replace(/^Bearer\s+/i, '').trim()
  return /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null
}

export type UserRow = typeof users.$inferSelect

/** The enabled user owning a live (not revoked, not expired) token, or null. */
export async function userByToken(db: Db, raw: string): Promise<{ user: UserRow; tokenHash: string } | null> {
  const tokenHash = hashToken(raw)
  const rows = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()), eq(users.enabled, true)))
    .limit(1)
  return rows[0] ? { user: rows[0].user, tokenHash } : null
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash))
}

/** Revokes every live token of a user except `keepHash` (the caller's own session). */
export async function revokeUserTokens(db: Db, userId: string, keepHash?: string): Promise<void> {
  const cond = keepHash ? and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, keepHash)) : eq(authTokens.userId, userId)
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(cond, isNull(authTokens.revokedAt)))
}
