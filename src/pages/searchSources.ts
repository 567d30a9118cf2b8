/** Where the search screen looks: notices, the knowledge base and the caller's own records. */
import { customeApi } from '@/api/custome'
import { gateApi } from '@/api/gate'
import { memberApi } from '@/api/member'
import { messageApi } from '@/api/message'
import { date } from '@/core/format'
import type { SearchSource } from '@/hooks/useGroupedSearch'

/** Hits shown per section. */
export const SEARCH_HITS = 5
const page = { current: 1, size: SEARCH_HITS }
const quiet = { silent: true }

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    key: 'notice',
    title: '通知公告',
    detail: 'noticeDetail',
    search: async (title) => (await messageApi.noticePage({ ...page, title }, quiet)).records.map((n) => ({ id: n.id, title: n.title, subtitle: date(n.publishTime) })),
  },
  {
    key: 'knowledge',
    title: '知识库',
    detail: 'knowledgeDetail',
    search: async (keyword) =>
      (await customeApi.knowledge.page({ ...page, keyword }, quiet)).records.map((k) => ({ id: k.id, title: k.title, subtitle: [k.categoryName, date(k.publishTime)].filter(Boolean).join(' · ') })),
  },
  {
    key: 'complaint',
    title: '我的投诉',
    detail: 'complaintDetail',
    search: async (keyword) => (await memberApi.complaintPage({ ...page, keyword }, quiet)).records.map((c) => ({ id: c.id, title: c.title, subtitle: date(c.createTime) })),
  },
  {
    key: 'inmarket',
    title: '进场报备',
    detail: 'inmarketRecordDetail',
    roles: ['supplier', 'purchaser'],
    search: async (keyword) =>
      (await gateApi.prefillPage({ ...page, keyword }, quiet)).records.map((p) => ({ id: p.id, title: `${p.plateNumber} · ${p.orderNo}`, subtitle: date(p.createTime) })),
  },
]
