/**
 * Tells the screen shell that what a data hook shows came from the kept answers of a weak network
 * (core/request/offline), and since when: the shell shows 离线 · 数据更新于 above the screen while any
 * of its hooks says so (the oldest time). Outside a screen nothing listens.
 */
import { createContext, useContext, useEffect, useState } from 'react'

/** The screen shell's listener: a hook's own token and its offline time (null: online again or gone). */
export const OfflineMarkContext = createContext<(token: object, at: number | null) => void>(() => undefined)

export function useOfflineMark(at: number | null): void {
  const report = useContext(OfflineMarkContext)
  const [token] = useState(() => ({}))
  useEffect(() => {
    report(token, at)
  }, [report, token, at])
  useEffect(() => () => report(token, null), [report, token])
}

/** A load's collector: the oldest kept-answer time the calls it started were given. */
export function offlineCollector(): { report: (at: number) => void; oldest: () => number | null } {
  let oldest: number | null = null
  return {
    report: (at) => {
      oldest = oldest === null ? at : Math.min(oldest, at)
    },
    oldest: () => oldest,
  }
}
