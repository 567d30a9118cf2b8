/**
 * Staff feedback to the market (beyond the spec; docs/estate.md, "Staff"): a staff member writes
 * it (custome/staffFeedback, its own list); the market office lists and answers it
 * (market/staffFeedback, module 员工反馈) once, and the answer reaches the author in the message
 * centre (msg_type feedback) in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { contract, FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_STATES, type FeedbackCategory, type FeedbackItem, type FeedbackStatus } from '@/contract'
import type { Db } from '../../db/client'
import { messages, staffFeedback, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { id, oneOf, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { imageList } from '../member/complaint'

type FeedbackRow = typeof staffFeedback.$inferSelect

async function presentFeedback(db: Db, rows: FeedbackRow[]): Promise<FeedbackItem[]> {
  if (!rows.length) return []
  const names = await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
  const nameOf = new Map(names.map((n) => [n.id, n.name]))
  return rows.map((r) => ({
    id: r.id,
    category: r.category as FeedbackCategory,
    content: r.content,
    images: r.images,
    status: r.status as FeedbackStatus,
    userName: nameOf.get(r.userId) ?? '',
    reply: r.reply,
    replierName: r.replierName,
    replyTime: iso(r.repliedAt),
    createTime: iso(r.createdAt)!,
  }))
}

const order = [by.desc(staffFeedback.createdAt), by.desc(staffFeedback.id)]
/** The author's own feedback. */
const ownFeedback = resource({ table: staffFeedback, id: staffFeedback.id, scope: (u) => (u ? eq(staffFeedback.userId, u.id) : sql`false`), order, present: presentFeedback })
/** Everybody's (the office). */
const allFeedback = resource({ table: staffFeedback, id: staffFeedback.id, order, present: presentFeedback })

const statusFilter = { status: opt(oneOf(FEEDBACK_STATES, '反馈状态不正确')) }
const byStatus = (s?: FeedbackStatus) => [s ? eq(staffFeedback.status, s) : undefined]

export const feedbackHandlers = [
  handler({
    endpoint: contract.custome.staffFeedback.create,
    access: ['staff'],
    module: { staff: 'feedback' },
    input: {
      category: oneOf(FEEDBACK_CATEGORIES, '请选择反馈类型'),
      content: str({ min: FEEDBACK_LIMITS.content.min, max: FEEDBACK_LIMITS.content.max, multiline: true, msg: FEEDBACK_LIMITS.content.msg }),
      images: imageList(FEEDBACK_LIMITS.images.max),
    },
    async handle({ db, user }, input) {
      const [row] = await db.insert(staffFeedback).values({ userId: user.id, category: input.category, content: input.content, images: input.images ?? [] }).returning()
      return (await presentFeedback(db, [row!]))[0]!
    },
  }),
  handler({
    endpoint: contract.custome.staffFeedback.page,
    access: ['staff'],
    module: { staff: 'feedback' },
    input: { ...pageShape, ...statusFilter },
    handle: ({ db, user }, input) => ownFeedback.page(db, user, pageArgs(input), byStatus(input.status)),
  }),
  handler({
    endpoint: contract.market.staffFeedback.page,
    access: ['staff'],
    module: { staff: 'staffFeedback' },
    input: { ...pageShape, ...statusFilter },
    handle: ({ db, user }, input) => allFeedback.page(db, user, pageArgs(input), byStatus(input.status)),
  }),
  handler({
    endpoint: contract.market.staffFeedback.reply,
    access: ['staff'],
    module: { staff: 'staffFeedback' },
    input: { id: id(), reply: str({ min: FEEDBACK_LIMITS.reply.min, max: FEEDBACK_LIMITS.reply.max, multiline: true, msg: FEEDBACK_LIMITS.reply.msg }) },
    async handle({ db, user }, input) {
      const row = await db.transaction(async (tx) => {
        const [answered] = await tx
          .update(staffFeedback)
          .set({ status: 'replied', reply: input.reply, repliedBy: user.id, replierName: user.realName, repliedAt: new Date() })
          .where(and(eq(staffFeedback.id, input.id), eq(staffFeedback.status, 'pending')))
          .returning()
        if (!answered) {
          const [exists] = await tx.select({ id: staffFeedback.id }).from(staffFeedback).where(eq(staffFeedback.id, input.id))
          throw exists ? new BizError('该反馈已回复') : notFound()
        }
        await tx.insert(messages).values({ userId: answered.userId, title: '意见反馈回复', content: `您的反馈已收到回复：${input.reply}`, msgType: 'feedback' })
        return answered
      })
      return (await presentFeedback(db, [row]))[0]!
    },
  }),
]
