/**
 * One-time download links of exported files (docs/architecture.md, "Exports and downloads"): an
 * authenticated call records what to export for whom, and answers a URL holding a random token
 * (only its SHA-256 is stored); the first GET of that URL before it expires claims the row
 * (`used_at`, set in the statement that checks it) and streams the file.
 */
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'
import { users } from './users'

export const exportLinks = pgTable(
  'export_links',
  {
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').primaryKey(),
    /** Who asked: the only user the link serves. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The export source (server/modules/export/sources.ts). */
    source: text('source').notNull(),
    /** 'xlsx' | 'csv'. */
    format: text('format').notNull(),
    /** The source's parameters, as validated when the link was issued. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [check('export_links_format', sql`${t.format} in ('xlsx', 'csv')`), index('export_links_user_idx').on(t.userId, t.expiresAt)],
)
