import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'
import { users } from './users'

/** A message sent to one user. */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    msgType: text('msg_type').notNull().default('system'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
)

/** A notice published to some audiences (user types; empty means everyone). */
export const announcements = pgTable('announcements', {
  id: idColumn(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** general | vehicleType | overseasProduct */
  category: text('category').notNull().default('general'),
  audience: text('audience').array().notNull().default([]),
  published: boolean('published').notNull().default(true),
  publishedAt: at('published_at').notNull().defaultNow(),
  createdAt: createdAt(),
})

export const announcementReads = pgTable(
  'announcement_reads',
  {
    id: idColumn(),
    announcementId: text('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [unique('announcement_reads_pair').on(t.announcementId, t.userId)],
)
