import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, idColumn } from './columns'
import { users } from './users'

export const COMPLAINT_STATUSES = ['pending', 'processing', 'replied', 'closed'] as const

/** A complaint filed by a user; only its complainant sees it in the app. */
export const complaints = pgTable(
  'complaints',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Key of the 'complaintType' dictionary. */
    complaintType: text('complaint_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Upload URLs (/uploads/...). */
    images: text('images').array().notNull().default([]),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    targetName: text('target_name'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_user_list_idx').on(t.userId, t.createdAt, t.id), index('complaints_user_status_list_idx').on(t.userId, t.status, t.createdAt, t.id)],
)

/** The market's visit (reply) to a complaint: at most one per complaint. */
export const complaintVisits = pgTable('complaint_visits', {
  id: idColumn(),
  complaintId: text('complaint_id')
    .notNull()
    .unique()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  visitorId: text('visitor_id').references(() => users.id, { onDelete: 'set null' }),
  visitorName: text('visitor_name').notNull(),
  visitTime: timestamp('visit_time', { withTimezone: true }).notNull().defaultNow(),
  /** The complainant's satisfaction 1-5, when recorded. */
  satisfaction: integer('satisfaction'),
})
