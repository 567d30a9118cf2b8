/**
 * One keyword searched in several places at once (the search screen): every source runs in
 * parallel and has its own state. A source whose call fails keeps its section with the error
 * (a refusal's message, a network or server failure) and a retry: a section that vanished would
 * read as "nothing found". Sources a user type may not use are left out (`roles`) before any
 * call. Answers of an older keyword are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Role } from '@/contract/types'
import type { ParamsOf, RouteName } from '@/routes'
import { useAlive } from './useAlive'

export interface SearchHit {
  id: string
  title: string
  subtitle?: string
}

/** A screen opened with just an `id` (a record's detail). */
export type DetailScreen = { [N in RouteName]: ParamsOf<N> extends { id: string | number } ? ({ id: string } extends ParamsOf<N> ? N : never) : never }[RouteName]

export interface SearchSource {
  key: string
  title: string
  /** The detail screen of a hit, opened with its `id`. */
  detail: DetailScreen
  /** The user types that may use it (absent: every type). */
  roles?: readonly Role[]
  search: (keyword: string) => Promise<SearchHit[]>
}

export type SectionStatus = 'loading' | 'done' | 'error'
export interface SectionState {
  status: SectionStatus
  hits: SearchHit[]
  /** Why the search failed (status 'error'): an ApiError whose message is the server's. */
  error?: unknown
}

export function useGroupedSearch(sources: readonly SearchSource[], keyword: string): {
  sections: Record<string, SectionState>
  retry: (key: string) => void
} {
  const [sections, setSections] = useState<Record<string, SectionState>>({})
  const seq = useRef(0)
  const alive = useAlive()

  const runOne = useCallback(
    (source: SearchSource, term: string, id: number) => {
      const set = (s: SectionState) => {
        if (alive.current && id === seq.current) setSections((all) => ({ ...all, [source.key]: s }))
      }
      set({ status: 'loading', hits: [] })
      source.search(term).then(
        (hits) => set({ status: 'done', hits }),
        (error: unknown) => set({ status: 'error', hits: [], error }),
      )
    },
    [alive],
  )

  useEffect(() => {
    const id = ++seq.current
    setSections({})
    if (!keyword) return
    for (const source of sources) runOne(source, keyword, id)
  }, [keyword, runOne, sources])

  const retry = useCallback(
    (key: string) => {
      const source = sources.find((s) => s.key === key)
      if (source && keyword) runOne(source, keyword, seq.current)
    },
    [keyword, runOne, sources],
  )

  return { sections, retry }
}
