/**
 * Reading a paged listing whole, or until a record turns up: pages of the server's largest size
 * (100), each asked with the `cursor` of the one before (keyset paging), until `hasMore` is false.
 */
import type { PageResult } from '@/contract/types'

export type PageLoader<T> = (q: { current: number; size: number; cursor?: string }) => Promise<PageResult<T>>

const FULL_PAGE = 100

/** Calls `visit` with each page's records until it returns true or the pages run out (at most `maxPages`). */
async function walk<T>(load: PageLoader<T>, maxPages: number, visit: (records: T[]) => boolean): Promise<void> {
  let cursor: string | undefined
  for (let current = 1; current <= maxPages; current++) {
    const page = await load({ current, size: FULL_PAGE, ...(cursor ? { cursor } : {}) })
    if (visit(page.records ?? []) || !page.hasMore || !page.cursor) return
    cursor = page.cursor
  }
}

/** Every record of a paged listing, at most `maxPages` pages. */
export async function readAll<T>(load: PageLoader<T>, maxPages = 100): Promise<T[]> {
  const out: T[] = []
  await walk(load, maxPages, (records) => {
    out.push(...records)
    return false
  })
  return out
}

/** The first record `match` accepts, reading page after page (at most `maxPages`); null when none does. */
export async function findIn<T>(load: PageLoader<T>, match: (item: T) => boolean, maxPages = 100): Promise<T | null> {
  let hit: T | null = null
  await walk(load, maxPages, (records) => {
    hit = records.find(match) ?? null
    return hit !== null
  })
  return hit
}
