/** Subscribe messages handed to the message sender (docs/trade.md, "Messages"): the recorder's store and the WeChat sender's log. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn } from './columns'
import { users } from './users'

export const subscribeSends = pgTable(
  'subscribe_sends',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    openId: text('open_id'),
    /** order | bill | repair (the app's three templates, spec section 3). */
    templateKey: text('template_key').notNull(),
    templateId: text('template_id').notNull(),
    /** The mini-program page the message opens, with its query. */
    page: text('page').notNull(),
    data: jsonb('data').$type<Record<string, { value: string }>>().notNull(),
    /** recorded (recorder) | sent | failed (WeChat). */
    status: text('status').notNull(),
    errcode: integer('errcode'),
    errmsg: text('errmsg'),
    createdAt: createdAt(),
  },
  (t) => [index('subscribe_sends_user_idx').on(t.userId, t.createdAt)],
)
