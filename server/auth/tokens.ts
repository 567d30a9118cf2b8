/** Opaque bearer tokens: 32 random bytes (base64url) given to the client, SHA-256 stored. */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authTokens, users } from '../db/schema'
import { authCacheOf } from './authCache'
import type { AuthUser } from './user'

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

/** Who a live token acts for: the fields of AuthUser (auth/user.ts) and the token's own expiry. */
export type TokenOwner = Omit<AuthUser, 'tokenHash' | 'userType'> & { userType: string; expiresAt: Date }

/** The one statement of a token check, prepared once per database (it runs before every call). */
const prepare = (db: Db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      realName: users.realName,
      mobile: users.mobile,
      userType: users.userType,
      customerId: users.customerId,
      isAdmin: users.isAdmin,
      mustChangePassword: users.mustChangePassword,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('hash')), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`), eq(users.enabled, true)))
    .limit(1)
    .prepare('auth_token_owner')
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>()

async function loadOwner(db: Db, tokenHash: string): Promise<TokenOwner | null> {
  let query = prepared.get(db)
  if (!query) prepared.set(db, (query = prepare(db)))
  const [row] = await query.execute({ hash: tokenHash })
  return row ?? null
}

/**
 * The enabled user owning a live (not revoked, not expired) token, or null; from the process's
 * auth cache when it holds it (auth/authCache.ts: forgotten when the token, the user or its
 * roles change).
 */
export async function userByToken(db: Db, raw: string): Promise<{ owner: TokenOwner; tokenHash: string } | null> {
  const tokenHash = hashToken(raw)
  const cache = authCacheOf(db)
  const owner = cache ? await cache.owner(tokenHash, () => loadOwner(db, tokenHash)) : await loadOwner(db, tokenHash)
  return owner && owner.expiresAt.getTime() > Date.now() ? { owner, tokenHash } : null
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash))
}

/** Revokes every live token of a user except `keepHash` (the caller's own session). */
export async function revokeUserTokens(db: Db, userId: string, keepHash?: string): Promise<void> {
  const cond = keepHash ? and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, keepHash)) : eq(authTokens.userId, userId)
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(cond, isNull(authTokens.revokedAt)))
}
