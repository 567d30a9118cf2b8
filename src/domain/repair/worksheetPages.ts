/**
 * The maintainer's worksheet list, mine first: the pages of the worksheets assigned to it, then
 * (for 全部 and 待派单) the pages of the submitted ones of its zones to take; the pool's first page
 * joins the answer that ends mine, so a short list shows both. One keyset listing over two: the
 * cursor carries which part it is in.
 */
import type { PageResult, RepairItem, RepairStatus } from '@/contract/types'
import { estateApi } from '@/api/estate'

const MINE = 'mine:'
const POOL = 'pool:'

export function worksheetPages(status: RepairStatus | undefined) {
  const withPool = status === undefined || status === 'submitted'
  const filter = status ? { status } : {}
  return async (q: { current: number; size: number; cursor?: string }): Promise<PageResult<RepairItem>> => {
    const inPool = q.cursor?.startsWith(POOL) ?? false
    const inner = q.cursor ? q.cursor.slice((inPool ? POOL : MINE).length) : ''
    const page = await estateApi.worksheetPage({ current: inner ? q.current : 1, size: q.size, ...filter, scope: inPool ? 'pool' : 'mine', ...(inner ? { cursor: inner } : {}) })
    if (page.hasMore && page.cursor) return { ...page, cursor: (inPool ? POOL : MINE) + page.cursor }
    if (inPool || !withPool) return { ...page, hasMore: false, cursor: null }
    // The end of my worksheets: the pool's first page follows in the same answer.
    const pool = await estateApi.worksheetPage({ current: 1, size: q.size, scope: 'pool' })
    const more = pool.hasMore && pool.cursor !== null
    return { ...page, records: [...page.records, ...pool.records], hasMore: more, cursor: more ? POOL + pool.cursor : null }
  }
}
