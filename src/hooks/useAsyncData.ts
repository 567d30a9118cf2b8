/**
 * One remote value for a screen: loads on mount and whenever `deps` change; `reload` loads again
 * (keeping the current value on screen), as does a write to one of the `refreshOn` resources. Answers that arrive after a newer load started, or after
 * unmount, are dropped. A failed load is reported by the screen's error state only (no 提示 modal
 * for the calls it starts: core/request shownByScreen). A value answered from the kept answers of a
 * weak network (`offline: true` reads) says since when (`offlineAt`), and the screen shell shows it.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { ResourceRef } from '@/core/refresh'
import { collectOffline, shownByScreen } from '@/core/request'
import { useAlive } from './useAlive'
import { offlineCollector, useOfflineMark } from './useOfflineMark'
import { useRefreshEvent } from './useRefreshEvent'

export interface AsyncData<T> {
  data: T | undefined
  /** True while the first load (or a load after an error) runs. */
  loading: boolean
  error: unknown
  /** When the value shown was loaded, if it is a kept answer given without network (epoch ms). */
  offlineAt: number | null
  reload: () => Promise<void>
}

export interface AsyncDataOptions {
  /** false: do not load (yet). */
  enabled?: boolean
  /** The resources the value shows: a write to one of them reloads it. */
  refreshOn?: readonly ResourceRef[]
}

export function useAsyncData<T>(load: () => Promise<T>, deps: DependencyList, options: AsyncDataOptions = {}): AsyncData<T> {
  const enabled = options.enabled !== false
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown; offlineAt: number | null }>({
    data: undefined,
    loading: enabled,
    error: null,
    offlineAt: null,
  })
  const loadRef = useRef(load)
  loadRef.current = load
  const seq = useRef(0)
  const alive = useAlive()

  const run = useCallback(async () => {
    const id = ++seq.current
    setState((s) => ({ ...s, loading: s.data === undefined || s.error !== null, error: null }))
    try {
      // Its failure is this screen's error state: no 提示 modal as well.
      const kept = offlineCollector()
      const data = await shownByScreen(() => collectOffline(loadRef.current, kept.report))
      if (alive.current && id === seq.current) setState({ data, loading: false, error: null, offlineAt: kept.oldest() })
    } catch (error) {
      if (alive.current && id === seq.current) setState((s) => ({ ...s, loading: false, error: error ?? new Error('加载失败') }))
    }
  }, [alive])

  useEffect(() => {
    if (enabled) void run()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps])

  useRefreshEvent(enabled ? options.refreshOn : undefined, () => void run())
  useOfflineMark(state.offlineAt)

  return { ...state, reload: run }
}
