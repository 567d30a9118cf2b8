/**
 * Messages handed to the message sender (docs/trade.md, "Messages"): subscribe messages (the
 * recorder's store and the WeChat sender's log) and text messages to a mobile number.
 */
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

/**
 * Text messages to a mobile number (a one-time credential, a verification code): the stand-in's
 * record (status 'recorded'; server/modules/message/sender.ts). The demo reads them here and on
 * the server's console; an SMS gateway would log its sends here too.
 */
export const textSends = pgTable(
  'text_sends',
  {
    id: idColumn(),
    mobile: text('mobile').notNull(),
    /** credential | claimCode */
    purpose: text('purpose').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('text_sends_mobile_idx').on(t.mobile, t.createdAt)],
)
