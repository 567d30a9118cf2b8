/** A ref that is true while the component is mounted: async work checks it before setting state. */
import { useEffect, useRef, type MutableRefObject } from 'react'

export function useAlive(): MutableRefObject<boolean> {
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  return alive
}
