import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
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
  // The list (newest first, keyset on created_at, id) and its 未读 filter: server/data/paging.ts.
  (t) => [
    index('messages_user_list_idx').on(t.userId, t.createdAt, t.id),
    index('messages_user_unread_list_idx').on(t.userId, t.createdAt, t.id).where(sql`not ${t.isRead}`),
  ],
)

/**
 * Each user's unread message count, kept by statement triggers on messages (migration
 * 0004_unread_message_counts.sql) whoever writes them, so the home badge reads one row instead
 * of counting the messages.
 */
export const unreadMessageCounts = pgTable('unread_message_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
})

/** A notice published to some audiences (user types; empty means everyone). */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** general | vehicleType | overseasProduct */
    category: text('category').notNull().default('general'),
    audience: text('audience').array().notNull().default([]),
    published: boolean('published').notNull().default(true),
    publishedAt: at('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_list_idx').on(t.publishedAt, t.id).where(sql`${t.published}`)],
)

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
