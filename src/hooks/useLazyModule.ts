/**
 * A lazily loaded module (core/lazy) for a component: fetching starts when the component mounts,
 * so a popup that mounts its content on opening loads the code in parallel with its data.
 * `module` is undefined while it loads (show a loading state) and when it failed (`error`, with
 * `retry` for the 重新加载 button).
 */
import { useEffect, useState } from 'react'
import type { LazyModule } from '@/core/lazy'
import { useAlive } from '@/hooks/useAlive'

export interface LazyModuleState<T> {
  module: T | undefined
  error: unknown
  retry: () => void
}

export function useLazyModule<T>(lazy: LazyModule<T>): LazyModuleState<T> {
  const alive = useAlive()
  const [state, setState] = useState<{ module: T | undefined; error: unknown }>(() => ({ module: lazy.loaded, error: undefined }))
  const [attempt, setAttempt] = useState(0)
  const missing = state.module === undefined
  useEffect(() => {
    if (!missing) return
    lazy.load().then(
      (module) => alive.current && setState({ module, error: undefined }),
      (error: unknown) => alive.current && setState({ module: undefined, error }),
    )
  }, [lazy, attempt, missing, alive])
  return {
    ...state,
    retry: () => {
      setState({ module: undefined, error: undefined })
      setAttempt((n) => n + 1)
    },
  }
}
