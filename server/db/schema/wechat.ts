import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt } from './columns'
import { users } from './users'

/**
 * WeChat's access tokens and JS-API tickets, shared by every API process (server/modules/wechat/
 * tokenStore.ts): one row per app and kind (`mp:<appid>:access_token`, `oa:<appid>:jsapi_ticket`).
 * A process that finds the value stale takes the lease (`lease_until` in the future, its
 * `lease_holder`) in one UPDATE and fetches a new one; the others wait for it, so WeChat is asked
 * once however many processes need the token.
 */
export const wechatTokens = pgTable('wechat_tokens', {
  key: text('key').primaryKey(),
  value: text('value'),
  expiresAt: at('expires_at'),
  leaseHolder: text('lease_holder'),
  leaseUntil: at('lease_until'),
  updatedAt: updatedAt(),
})

/**
 * The WeChat stand-in (server/modules/wechat/standin/): its app ids and secrets, generated on
 * first use per installation (kind `mp`: the mini program, `oa`: the official account).
 */
export const wechatStandinApps = pgTable('wechat_standin_apps', {
  kind: text('kind').primaryKey(),
  appId: text('app_id').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
})

/**
 * Codes the WeChat stand-in issued, as WeChat would: `mp` (wx.login), `oa` (web authorisation),
 * `phone` (the getPhoneNumber button). Single use (`used_at`), 5 minutes.
 */
export const wechatStandinCodes = pgTable('wechat_standin_codes', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  openId: text('open_id'),
  phone: text('phone'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
})

/**
 * Authorisation codes handed to another system (/ydui/view/OAuth2, server/modules/user/oauth2.ts):
 * stored as a SHA-256 hash, bound to the client, the redirect URL and the user; single use, 5 minutes.
 */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    scope: text('scope').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_codes_user_idx').on(t.userId)],
)
