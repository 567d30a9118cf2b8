import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './users'

/**
 * Uploaded files (server/modules/user/upload.ts): who uploaded what, for the per-user quota and
 * for the clean-up of files no row refers to (server/jobs/cleanupUploads.ts). The bytes live in
 * the file store (local disk or an S3-compatible bucket), under `name`.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** `<32 hex chars>.<png|jpg|gif|webp>`: 128 random bits, served at /uploads/<name>. */
    name: text('name').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
)
