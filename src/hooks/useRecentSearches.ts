/**
 * Recent search terms of one search box, newest first, kept on the device (core/cache, no expiry):
 * `add` trims, moves an existing term to the front, keeps at most `max` (default 10).
 */
import { useCallback, useState } from 'react'
import { getCache, removeCache, setCache } from '@/core/cache'

export const recentSearchKey = (key: string): string => `_recentSearch_${key}`

export interface RecentSearches {
  items: string[]
  add: (term: string) => void
  remove: (term: string) => void
  clear: () => void
}

export function useRecentSearches(key: string, max = 10): RecentSearches {
  const storageKey = recentSearchKey(key)
  const [items, setItems] = useState<string[]>(() => {
    const kept = getCache<unknown>(storageKey)
    return Array.isArray(kept) ? kept.filter((t): t is string => typeof t === 'string').slice(0, max) : []
  })

  const save = useCallback(
    (next: string[]) => {
      setItems(next)
      setCache(storageKey, next, 0)
    },
    [storageKey],
  )

  const add = useCallback(
    (term: string) => {
      const t = term.trim()
      if (!t) return
      const kept = getCache<string[]>(storageKey) ?? []
      save([t, ...kept.filter((x) => x !== t)].slice(0, max))
    },
    [max, save, storageKey],
  )

  const remove = useCallback((term: string) => save((getCache<string[]>(storageKey) ?? []).filter((x) => x !== term)), [save, storageKey])

  const clear = useCallback(() => {
    setItems([])
    removeCache(storageKey)
  }, [storageKey])

  return { items, add, remove, clear }
}
