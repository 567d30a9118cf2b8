/**
 * Payload and result types of the custome service: the knowledge base. Every logged-in user type;
 * an article outside the caller's audience answers '记录不存在'.
 */
import type { PageQuery } from './common'

/** knowledge/queryPage (json). */
export interface KnowledgePagePayload extends PageQuery {
  keyword?: string
  /** A dataKey of the 'knowledgeCategory' dictionary; absent: every category. */
  category?: string
}

export interface KnowledgeItem {
  id: string
  title: string
  summary: string
  /** 'knowledgeCategory' dictionary key, and its dataValue. */
  category: string
  categoryName: string
  /** Our own /uploads/… or /mp/static/… path, never a remote URL; null: no cover. */
  cover?: string | null
  publishTime: string
  viewCount: number
}

export interface KnowledgeAttachment {
  name: string
  url: string
  /** Bytes. */
  size: number
}

/** knowledge/findById {id}: also counts the view (viewCount includes it). */
export interface KnowledgeDetail extends KnowledgeItem {
  /** HTML as written by the back office: the client sanitises it before rendering. */
  content: string
  images: string[]
  attachments: KnowledgeAttachment[]
}
