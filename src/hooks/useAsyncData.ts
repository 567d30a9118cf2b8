/**
 * One remote value for a screen: loads on mount and whenever `deps` change; `reload` loads again
 * (keeping the current value on screen), as does a write to one of the `refreshOn` resources. Answers that arrive after a newer load started, or after
 * unmount, are dropped. A failed load is reported by the screen's error state only (no 提示 modal
 * for the calls it starts: core/request shownByScreen).
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { ResourceRef } from '@/core/refresh'
import { shownByScreen } from '@/core/request'
import { useAlive } from './useAlive'
import { useRefreshEvent } from './useRefreshEvent'

export interface AsyncData<T> {
  data: T | undefined
  /** True while the first load (or a load after an error) runs. */
  loading: boolean
  error: unknown
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
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({ data: undefined, loading: enabled, error: null })
  const loadRef = useRef(load)
  loadRef.current = load
  const seq = useRef(0)
  const alive = useAlive()

  const run = useCallback(async () => {
    const id = ++seq.current
    setState((s) => ({ ...s, loading: s.data === undefined || s.error !== null, error: null }))
    try {
      // Its failure is this screen's error state: no 提示 modal as well.
      const data = await shownByScreen(loadRef.current)
      if (alive.current && id === seq.current) setState({ data, loading: false, error: null })
    } catch (error) {
      if (alive.current && id === seq.current) setState((s) => ({ ...s, loading: false, error: error ?? new Error('加载失败') }))
    }
  }, [alive])

  useEffect(() => {
    if (enabled) void run()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps])

  useRefreshEvent(enabled ? options.refreshOn : undefined, () => void run())

  return { ...state, reload: run }
}
