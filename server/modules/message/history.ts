/** /api/message/history/*: the caller's own messages. */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { contract, type MessageItem } from '@/contract'
import { messages, unreadMessageCounts } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { bool, id, idList, opt } from '../../lib/validate'
import { handler } from '../../http/handler'

export const messageResource = resource({
  table: messages,
  id: messages.id,
  scope: (u) => (u ? eq(messages.userId, u.id) : sql`false`),
  order: [by.desc(messages.createdAt), by.desc(messages.id)],
  present: (_db, rows): MessageItem[] =>
    rows.map((m) => ({ id: m.id, title: m.title, content: m.content, msgType: m.msgType, isRead: m.isRead, createTime: m.createdAt.toISOString() })),
})

export const historyHandlers = [
  handler({
    endpoint: contract.message.history.pageWithAuthority,
    access: 'user',
    input: { ...pageShape, isRead: opt(bool()) },
    handle: ({ db, user }, input) =>
      messageResource.page(db, user, pageArgs(input), [input.isRead === undefined ? undefined : eq(messages.isRead, input.isRead)]),
  }),
  handler({
    endpoint: contract.message.history.queryById,
    access: 'user',
    input: { id: id() },
    handle: ({ db, user }, input) => messageResource.get(db, user, input.id),
  }),
  handler({
    endpoint: contract.message.history.getUnreadMessageCount,
    access: 'user',
    input: {},
    async handle({ db, user }) {
      // A maintained count (database triggers), not a count of the messages.
      const [row] = await db.select({ n: unreadMessageCounts.unread }).from(unreadMessageCounts).where(eq(unreadMessageCounts.userId, user.id))
      return row?.n ?? 0
    },
  }),
  handler({
    endpoint: contract.message.history.batchMarkAsRead,
    access: 'user',
    input: { ids: idList() },
    async handle({ db, user }, { ids }) {
      const rows = await db
        .update(messages)
        .set({ isRead: true, readAt: new Date() })
        .where(and(eq(messages.userId, user.id), inArray(messages.id, ids), eq(messages.isRead, false)))
        .returning({ id: messages.id })
      return { updated: rows.length }
    },
  }),
]
