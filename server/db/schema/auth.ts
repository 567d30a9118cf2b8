import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'
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

/** One row per failed login, counted per account and per client address over a window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumn(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_user_idx').on(t.username, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
)

/**
 * Local stand-in for WeChat's code exchange: a code is bound to an openid (and, once a logged-in
 * user confirms a scan login, to that user). See server/README.md.
 */
export const wechatCodes = pgTable('wechat_codes', {
  code: text('code').primaryKey(),
  openId: text('open_id'),
  phone: text('phone'),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
})
