import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'

export interface KnowledgeAttachmentRow {
  name: string
  url: string
  size: number
}

/** A knowledge-base article, for some audiences (user types; empty means everyone). */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: idColumn(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** A dataKey of the 'knowledgeCategory' dictionary. */
    category: text('category').notNull(),
    /** Our own /uploads/… or /mp/static/… path. */
    cover: text('cover'),
    /** HTML as written by the back office (the client sanitises it). */
    content: text('content').notNull(),
    images: text('images').array().notNull().default([]),
    attachments: jsonb('attachments').$type<KnowledgeAttachmentRow[]>().notNull().default([]),
    audience: text('audience').array().notNull().default([]),
    published: boolean('published').notNull().default(true),
    publishedAt: at('published_at').notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('knowledge_articles_list_idx').on(t.publishedAt, t.id).where(sql`${t.published}`),
    index('knowledge_articles_category_list_idx').on(t.category, t.publishedAt, t.id).where(sql`${t.published}`),
  ],
)
