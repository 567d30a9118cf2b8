/** Notices visible to the caller's user type, with the caller's read marks. */
import { and, arrayContains, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { contract, type Announcement, type AnnouncementCategory } from '@/contract'
import type { Db } from '../../db/client'
import { announcementReads, announcements } from '../../db/schema'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { id, int, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'

async function readIds(db: Db, user: AuthUser | null, ids: string[]): Promise<Map<string, Date>> {
  if (!user || !ids.length) return new Map()
  const rows = await db
    .select()
    .from(announcementReads)
    .where(and(eq(announcementReads.userId, user.id), inArray(announcementReads.announcementId, ids)))
  return new Map(rows.map((r) => [r.announcementId, r.readAt]))
}

/** Published notices addressed to everyone (empty audience) or to the caller's user type. */
export const announcementResource = resource({
  table: announcements,
  id: announcements.id,
  scope: (u) =>
    u ? and(eq(announcements.published, true), or(sql`cardinality(${announcements.audience}) = 0`, arrayContains(announcements.audience, [u.userType]))) : sql`false`,
  order: [by.desc(announcements.publishedAt), by.desc(announcements.id)],
  async present(db, rows, user): Promise<Announcement[]> {
    const read = await readIds(db, user, rows.map((r) => r.id))
    return rows.map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      category: a.category as AnnouncementCategory,
      publishTime: a.publishedAt.toISOString(),
      read: read.has(a.id),
    }))
  },
})

const latestOf = (category: AnnouncementCategory) =>
  handler({
    endpoint: category === 'vehicleType' ? contract.message.announcement.getVehicleTypeAnnouncement : contract.message.announcement.getOverseasProductAnnouncement,
    access: 'user',
    input: {},
    async handle({ db, user }) {
      const [a] = await announcementResource.list(db, user, [eq(announcements.category, category)], 1)
      return a ?? null
    },
  })

const announcementId = { announcementId: id() }

export const announcementHandlers = [
  handler({
    endpoint: contract.message.announcement.page,
    access: 'user',
    input: { ...pageShape, title: fields.keyword() },
    handle: ({ db, user }, input) =>
      announcementResource.page(db, user, pageArgs(input), [input.title ? ilike(announcements.title, containsPattern(input.title)) : undefined]),
  }),
  handler({
    endpoint: contract.message.announcement.homePage,
    access: 'user',
    input: { size: opt(int({ min: 1, max: 10, msg: '条数需为1-10' })) },
    handle: ({ db, user }, input) => announcementResource.list(db, user, [], input.size ?? 3),
  }),
  handler({
    endpoint: contract.message.announcement.queryById,
    access: 'user',
    input: { id: id() },
    handle: ({ db, user }, input) => announcementResource.get(db, user, input.id),
  }),
  latestOf('vehicleType'),
  latestOf('overseasProduct'),
  handler({
    endpoint: contract.message.announcementUserMap.updateReaded,
    access: 'user',
    input: announcementId,
    async handle({ db, user }, input) {
      await announcementResource.find(db, user, input.announcementId)
      await db.insert(announcementReads).values({ announcementId: input.announcementId, userId: user.id }).onConflictDoNothing()
      const read = await readIds(db, user, [input.announcementId])
      return { announcementId: input.announcementId, read: true, readTime: iso(read.get(input.announcementId)) }
    },
  }),
  handler({
    endpoint: contract.message.announcementUserMap.queryById,
    access: 'user',
    input: announcementId,
    async handle({ db, user }, input) {
      await announcementResource.find(db, user, input.announcementId)
      const read = await readIds(db, user, [input.announcementId])
      return { announcementId: input.announcementId, read: read.has(input.announcementId), readTime: iso(read.get(input.announcementId)) }
    },
  }),
]
