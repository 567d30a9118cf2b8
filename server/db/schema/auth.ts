import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { users } from './users'

/** Opaque login tokens, stored as SHA-256 hashes only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
)

/**
 * Rate-limit counters shared by every API process (server/auth/rateLimit.ts): one row per key
 * (`login:user:<name>`, `login:ip:<address>`, `register:ip:<address>`, ...), counting the hits of
 * the current fixed window. Updated with one atomic `INSERT ... ON CONFLICT DO UPDATE`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
})

/**
 * Idempotency keys (server/http/idempotency.ts): the first answer to a write sent with an
 * `Idempotency-Key` header, per caller and key, replayed for repeats of that key for 24 hours.
 * `scope` is the user id (or `anon:<address>` for the public writes).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The endpoint path and a hash of the request body: a key reused for another request is refused. */
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * WeChat codes as this server has seen them (server/modules/wechat/identity.ts): a code WeChat issued
 * (kind `mp`: wx.login in the mini program; `wx`: web authorisation in WeChat's browser), once
 * exchanged with WeChat for its openid, waits here for the one action it may authorise (a login or a
 * binding: status `exchanged` -> `used`); reads (is this WeChat bound?) leave it. Kind `scan`: a PC
 * page's scan-login code, `pending` -> `confirmed` (a phone's WeChat user, `user_id`) -> `used`.
 */
export const wechatCodes = pgTable('wechat_codes', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  openId: text('open_id'),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
})

/**
 * A claim of a mobile number by its owner (server/modules/user/claim.ts): the latest verification
 * code sent to it, hashed, with its expiry and the wrong tries so far. One row per mobile.
 */
export const mobileClaims = pgTable('mobile_claims', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
})
