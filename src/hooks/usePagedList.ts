/**
 * A paged remote list (design section 5): pages of LIMITS.pageSize (20); first load on mount and
 * when `deps` change; pull-to-refresh (the route's enablePullDownRefresh turns the gesture on)
 * reloads page 1 and stops the spinner; reaching the bottom loads the next page, passing back the
 * previous answer's `cursor` (keyset paging: no row twice or missing when rows arrive meanwhile),
 * while the server says `hasMore`; a write to one of the `refreshOn` resources (the mutation
 * helper) reloads. Stale answers (an older load finishing after a newer one started) are dropped.
 * A first page answered from the kept answers of a weak network says since when (`offlineAt`, shown
 * by the screen shell); further pages are never kept.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PageResult } from '@/contract/types'
import { LIMITS } from '@/config'
import type { ResourceRef } from '@/core/refresh'
import { collectOffline, shownByScreen } from '@/core/request'
import { useAlive } from './useAlive'
import { offlineCollector, useOfflineMark } from './useOfflineMark'
import { useRefreshEvent } from './useRefreshEvent'

export interface PageQueryArgs {
  current: number
  size: number
  /** The previous page's cursor (absent for page 1): pass it on to the page call. */
  cursor?: string
}
export type PageFetcher<T> = (q: PageQueryArgs) => Promise<PageResult<T>>

interface State<T> {
  items: T[]
  /** Where the next page starts (the last answer's cursor). */
  cursor: string | null
  /** The last page loaded (0 before the first answer). */
  current: number
  /** The first page is loading and nothing is on screen yet. */
  loading: boolean
  /** Page 1 is being reloaded (pull-to-refresh, refresh event) with the old items still shown. */
  refreshing: boolean
  loadingMore: boolean
  /** The first page failed (nothing to show). */
  error: unknown
  /** A further page failed; the items loaded so far stay. */
  loadMoreError: unknown
  /** Every item has been loaded (the last answer's `hasMore` was false). */
  finished: boolean
  /** When page 1 was loaded, if it is a kept answer given without network (epoch ms). */
  offlineAt: number | null
}

export interface PagedList<T> extends State<T> {
  empty: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

const initial = <T,>(): State<T> => ({
  items: [],
  cursor: null,
  current: 0,
  loading: true,
  refreshing: false,
  loadingMore: false,
  error: null,
  loadMoreError: null,
  finished: false,
  offlineAt: null,
})

/** What an answer says about the next page: its cursor, and whether there is one. */
const next = (page: PageResult<unknown>): Pick<State<unknown>, 'cursor' | 'finished'> => ({ cursor: page.cursor ?? null, finished: !page.hasMore })

export interface PagedListOptions {
  size?: number
  /** The resources the list shows: a write to one of them reloads page 1. */
  refreshOn?: readonly ResourceRef[]
}

export function usePagedList<T>(fetch: PageFetcher<T>, deps: DependencyList = [], options: PagedListOptions = {}): PagedList<T> {
  const size = options.size ?? LIMITS.pageSize
  const [state, setState] = useState<State<T>>(initial)
  const stateRef = useRef(state)
  stateRef.current = state
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const seq = useRef(0)
  const alive = useAlive()

  /** Loads page 1; `keep` leaves the current items on screen meanwhile. */
  const loadFirst = useCallback(
    async (keep: boolean) => {
      const id = ++seq.current
      const shown = keep && stateRef.current.items.length > 0
      setState((s) => (keep && s.items.length ? { ...s, refreshing: true, loadMoreError: null } : { ...initial<T>() }))
      try {
        // Nothing on screen yet: a failure is the list's error state, not also a 提示 modal. With
        // items kept on screen, the modal is the only report of a failed refresh.
        const kept = offlineCollector()
        const fetchFirst = () => collectOffline(() => fetchRef.current({ current: 1, size }), kept.report)
        const page = await (shown ? fetchFirst() : shownByScreen(fetchFirst))
        if (!alive.current || id !== seq.current) return
        setState({ ...initial<T>(), loading: false, items: page.records ?? [], current: 1, ...next(page), offlineAt: kept.oldest() })
      } catch (error) {
        if (!alive.current || id !== seq.current) return
        setState((s) => (keep && s.items.length ? { ...s, refreshing: false } : { ...initial<T>(), loading: false, error: error ?? new Error('加载失败') }))
      }
    },
    [alive, size],
  )

  const loadMore = useCallback(async () => {
    const s = stateRef.current
    if (s.loading || s.refreshing || s.loadingMore || s.finished || s.error) return
    const id = seq.current
    setState((p) => ({ ...p, loadingMore: true, loadMoreError: null }))
    stateRef.current = { ...s, loadingMore: true }
    try {
      const current = s.current + 1
      // A failure is the list's retry line (加载失败，点击重试).
      const page = await shownByScreen(() => fetchRef.current({ current, size, ...(s.cursor ? { cursor: s.cursor } : {}) }))
      if (!alive.current || id !== seq.current) return
      setState((p) => ({ ...p, items: [...p.items, ...(page.records ?? [])], current, loadingMore: false, ...next(page) }))
    } catch (error) {
      if (!alive.current || id !== seq.current) return
      setState((p) => ({ ...p, loadingMore: false, loadMoreError: error ?? new Error('加载失败') }))
    }
  }, [alive, size])

  useEffect(() => {
    void loadFirst(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  usePullDownRefresh(() => {
    void loadFirst(true).finally(() => {
      void Taro.stopPullDownRefresh()
    })
  })
  useReachBottom(() => {
    void loadMore()
  })
  useRefreshEvent(options.refreshOn, () => {
    void loadFirst(true)
  })
  useOfflineMark(state.offlineAt)

  const reload = useCallback(() => loadFirst(stateRef.current.items.length > 0), [loadFirst])

  return { ...state, empty: !state.loading && !state.error && state.items.length === 0, reload, loadMore }
}
