/**
 * /api/member/complaintComplaint/* (the complainant's own complaints) and complaintVisit/update
 * (the market staff's reply). Another user's complaint answers '记录不存在'.
 */
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { contract, TEXT_LIMITS, type ComplaintDetail, type ComplaintItem, type ComplaintVisit } from '@/contract'
import type { Db } from '../../db/client'
import { COMPLAINT_STATUSES, complaints, complaintVisits } from '../../db/schema'
import { dictionary } from '../../data/dictionary'
import { fields, textField } from '../../lib/fields'
import { BizError, notFound } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'

export const MAX_COMPLAINT_IMAGES = 6
/** Our own upload paths only (server/modules/user/upload.ts names them). */
export const UPLOAD_PATH = /^\/uploads\/[0-9A-Za-z_-]{1,64}\.(png|jpg|gif|webp)$/

/** Upload URLs: a JSON array, or comma-separated in a form body; at most `max` (six; also refunds and ratings). */
export function imageList(max = MAX_COMPLAINT_IMAGES): Field<string[] | undefined, true> {
  return opt({
    optional: false,
    parse(value) {
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null
      if (!parts) throw new BizError('图片地址不正确')
      const urls = parts.map((p) => (typeof p === 'string' ? p.trim() : '')).filter((p) => p !== '')
      if (urls.length > max) throw new BizError(`图片最多${max}张`)
      if (urls.some((u) => !UPLOAD_PATH.test(u))) throw new BizError('图片地址不正确')
      return urls
    },
  })
}

const complaintShape = {
  complaintType: str({ max: 20, msg: '投诉类型不正确' }),
  title: textField(TEXT_LIMITS.complaintTitle),
  content: textField(TEXT_LIMITS.complaintContent),
  images: imageList(),
  contactName: textField(TEXT_LIMITS.contactName),
  contactPhone: fields.contactPhone(),
  targetName: opt(textField(TEXT_LIMITS.complaintTarget)),
}

async function checkComplaintType(db: Db, key: string): Promise<void> {
  if (!(await dictionary(db, 'complaintType')).has(key)) throw new BizError('投诉类型不正确')
}

const presentVisit = (v: typeof complaintVisits.$inferSelect): ComplaintVisit => ({
  content: v.content,
  visitorName: v.visitorName,
  visitTime: v.visitTime.toISOString(),
  satisfaction: v.satisfaction,
})

const item = (c: typeof complaints.$inferSelect): ComplaintItem => ({
  id: c.id,
  complaintType: c.complaintType,
  title: c.title,
  status: c.status as ComplaintItem['status'],
  targetName: c.targetName,
  createTime: c.createdAt.toISOString(),
})

export const complaintResource = resource({
  table: complaints,
  id: complaints.id,
  scope: (u) => (u ? eq(complaints.userId, u.id) : sql`false`),
  order: [by.desc(complaints.createdAt), by.desc(complaints.id)],
  present: (_db, rows) => rows.map(item),
})

async function detail(db: Db, c: typeof complaints.$inferSelect): Promise<ComplaintDetail> {
  const [visit] = await db.select().from(complaintVisits).where(eq(complaintVisits.complaintId, c.id)).limit(1)
  return {
    ...item(c),
    content: c.content,
    images: c.images,
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    updateTime: c.updatedAt.toISOString(),
    visit: visit ? presentVisit(visit) : null,
  }
}

export const complaintHandlers = [
  handler({
    endpoint: contract.member.complaintComplaint.create,
    access: 'user',
    input: complaintShape,
    async handle({ db, user }, input) {
      await checkComplaintType(db, input.complaintType)
      const row = await complaintResource.create(db, { ...input, images: input.images ?? [], targetName: input.targetName ?? null, userId: user.id })
      return { id: row.id }
    },
  }),
  handler({
    endpoint: contract.member.complaintComplaint.update,
    access: 'user',
    input: { id: id(), ...complaintShape },
    async handle({ db, user }, { id: complaintId, ...input }) {
      const row = await complaintResource.find(db, user, complaintId)
      if (row.status !== 'pending') throw new BizError('投诉已受理，不能修改')
      await checkComplaintType(db, input.complaintType)
      const changes = { ...input, images: input.images ?? [], targetName: input.targetName ?? null, updatedAt: new Date() }
      // The status guard again in the update, so a reply arriving meanwhile is never overwritten.
      const updated = await db.update(complaints).set(changes).where(and(eq(complaints.id, row.id), eq(complaints.status, 'pending'))).returning({ id: complaints.id })
      if (!updated[0]) throw new BizError('投诉已受理，不能修改')
      return { id: row.id }
    },
  }),
  handler({
    endpoint: contract.member.complaintComplaint.delete,
    access: 'user',
    input: { id: id() },
    async handle({ db, user }, input) {
      const row = await complaintResource.find(db, user, input.id)
      if (row.status !== 'pending') throw new BizError('投诉已受理，不能删除')
      const deleted = await db.delete(complaints).where(and(eq(complaints.id, row.id), eq(complaints.status, 'pending'))).returning({ id: complaints.id })
      if (!deleted[0]) throw new BizError('投诉已受理，不能删除')
      return { id: row.id }
    },
  }),
  handler({
    endpoint: contract.member.complaintComplaint.page,
    access: 'user',
    input: { ...pageShape, status: opt(oneOf(COMPLAINT_STATUSES, '投诉状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      return complaintResource.page(db, user, pageArgs(input), [
        input.status ? eq(complaints.status, input.status) : undefined,
        like ? or(ilike(complaints.title, like), ilike(complaints.content, like), ilike(complaints.targetName, like)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.member.complaintComplaint.queryById,
    access: 'user',
    input: { id: id() },
    handle: async ({ db, user }, input) => detail(db, await complaintResource.find(db, user, input.id)),
  }),
  handler({
    endpoint: contract.member.complaintVisit.update,
    access: 'user',
    input: { complaintId: id(), content: str({ min: 2, max: 500, multiline: true, msg: '回复内容需为2-500个字符' }) },
    async handle({ db, user }, input) {
      if (user.userType !== 'staff') throw new BizError('无权限操作')
      const [complaint] = await db.select().from(complaints).where(eq(complaints.id, input.complaintId)).limit(1)
      if (!complaint) throw notFound()
      if (complaint.status === 'closed') throw new BizError('投诉已关闭，不能回复')
      return db.transaction(async (tx) => {
        const visit = { content: input.content, visitorId: user.id, visitorName: user.realName, visitTime: new Date() }
        const [saved] = await tx
          .insert(complaintVisits)
          .values({ ...visit, complaintId: complaint.id })
          .onConflictDoUpdate({ target: complaintVisits.complaintId, set: visit })
          .returning()
        await tx.update(complaints).set({ status: 'replied', updatedAt: new Date() }).where(eq(complaints.id, complaint.id))
        return presentVisit(saved!)
      })
    },
  }),
]
