/** /api/custome/knowledge/*: articles of the knowledge base, by audience, for every logged-in user. */
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { contract, type KnowledgeDetail, type KnowledgeItem } from '@/contract'
import { knowledgeArticles } from '../../db/schema'
import { dictionary } from '../../data/dictionary'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { audienceScope, containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { id, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'

type Row = typeof knowledgeArticles.$inferSelect
export const KNOWLEDGE_CATEGORY = 'knowledgeCategory'

const item = (r: Row, names: Map<string, string>): KnowledgeItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  category: r.category,
  categoryName: names.get(r.category) ?? '',
  cover: r.cover,
  publishTime: r.publishedAt.toISOString(),
  viewCount: r.viewCount,
})

const articles = resource({
  table: knowledgeArticles,
  id: knowledgeArticles.id,
  scope: (u) => and(eq(knowledgeArticles.published, true), audienceScope(knowledgeArticles.audience, u)),
  order: [by.desc(knowledgeArticles.publishedAt), by.desc(knowledgeArticles.id)],
  async present(db, rows): Promise<KnowledgeItem[]> {
    const names = await dictionary(db, KNOWLEDGE_CATEGORY)
    return rows.map((r) => item(r, names))
  },
})

export const knowledgeHandlers = [
  handler({
    endpoint: contract.custome.knowledge.queryPage,
    access: 'user',
    input: { ...pageShape, keyword: fields.keyword(), category: opt(str({ max: 32 })) },
    async handle({ db, user }, input) {
      if (input.category !== undefined && !(await dictionary(db, KNOWLEDGE_CATEGORY)).has(input.category)) throw new BizError('知识分类不存在')
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      return articles.page(db, user, pageArgs(input), [
        input.category === undefined ? undefined : eq(knowledgeArticles.category, input.category),
        like ? or(ilike(knowledgeArticles.title, like), ilike(knowledgeArticles.summary, like)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.custome.knowledge.findById,
    access: 'user',
    input: { id: id() },
    async handle({ db, user }, input): Promise<KnowledgeDetail> {
      await articles.find(db, user, input.id)
      const [r] = await db
        .update(knowledgeArticles)
        .set({ viewCount: sql`${knowledgeArticles.viewCount} + 1` })
        .where(eq(knowledgeArticles.id, input.id))
        .returning()
      if (!r) throw notFound()
      return { ...item(r, await dictionary(db, KNOWLEDGE_CATEGORY)), content: r.content, images: r.images, attachments: r.attachments }
    },
  }),
]
