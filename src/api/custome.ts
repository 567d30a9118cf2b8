/** Typed calls of the custome service: the knowledge base. */
import { request, type RequestOptions } from '@/core/request'
import { custome } from '@/contract/custome'
import type { KnowledgePagePayload } from '@/contract/types'

export const customeApi = {
  knowledge: {
    page: (q: KnowledgePagePayload, options?: RequestOptions) => request(custome.knowledge.queryPage, q, options),
    /** Also counts the view. */
    detail: (id: string) => request(custome.knowledge.findById, { id }),
  },
}
