/**
 * Runs `handler` whenever a write (the mutation helper) touches one of `resources`, so a list or
 * detail showing them reloads. Writes to other resources leave the screen alone.
 */
import { useEffect, useRef } from 'react'
import { onChange, resourceKey, type ResourceRef } from '@/core/refresh'

export function useRefreshEvent(resources: readonly ResourceRef[] | undefined, handler: () => void): void {
  const ref = useRef(handler)
  ref.current = handler
  const key = (resources ?? []).map(resourceKey).join('|')
  const refs = useRef(resources)
  refs.current = resources
  useEffect(() => {
    if (!key || !refs.current) return undefined
    return onChange(refs.current, () => ref.current())
  }, [key])
}
