/** Reading a paged listing whole, or until a record turns up (pages of the server's largest size, 100). */
import type { PageResult } from '@/contract/types'

export type PageLoader<T> = (q: { current: number; size: number }) => Promise<PageResult<T>>

const FULL_PAGE = 100

/** Every record of a paged listing, page by page, at most `maxPages` pages. */
export async function readAll<T>(load: PageLoader<T>, maxPages = 100): Promise<T[]> {
  const out: T[] = []
  for (let current = 1; current <= maxPages; current++) {
    const page = await load({ current, size: FULL_PAGE })
    const records = page.records ?? []
    out.push(...records)
    if (records.length < FULL_PAGE || out.length >= Number(page.total)) break
  }
  return out
}

/** The first record `match` accepts, reading page after page (at most `maxPages`); null when none does. */
export async function findIn<T>(load: PageLoader<T>, match: (item: T) => boolean, maxPages = 100): Promise<T | null> {
  let seen = 0
  for (let current = 1; current <= maxPages; current++) {
    const page = await load({ current, size: FULL_PAGE })
    const records = page.records ?? []
    const hit = records.find(match)
    if (hit) return hit
    seen += records.length
    if (records.length < FULL_PAGE || seen >= Number(page.total)) return null
  }
  return null
}
