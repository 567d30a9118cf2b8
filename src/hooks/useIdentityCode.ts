/**
 * A screen showing the caller's identity code (docs/trade.md section 14): the value carrying it is
 * loaded without a loading text, loaded again every `refreshAfterSeconds` while the screen is open
 * and whenever it shows again, and `left` counts the seconds until the current code expires
 * (0: expired, shown greyed until the fresh one arrives). An answer without a code is an error
 * ('身份码获取失败，请稍后重试'), like a failed load.
 */
import { useEffect, useRef } from 'react'
import { ID_CODE_REFRESH_SECONDS, type IdentityCode } from '@/contract/types'
import { useAsyncData, type AsyncData } from './useAsyncData'
import { useCountdown } from './useCountdown'
import { useShownAgain } from './useShownAgain'

const noop = () => undefined

export function useIdentityCode<T extends { idCode?: IdentityCode }>(load: () => Promise<T>): AsyncData<T> & { idCode: IdentityCode | undefined; left: number | null } {
  // Loaded on mount and by reload only: the caller's latest `load` is read when it runs.
  const loadRef = useRef(load)
  loadRef.current = load
  const data = useAsyncData(() => loadRef.current(), [])
  const { reload } = data
  const idCode = data.data?.idCode
  const left = useCountdown(idCode?.expiresAt, noop)
  const every = (idCode?.refreshAfterSeconds ?? ID_CODE_REFRESH_SECONDS) * 1000
  useEffect(() => {
    if (!idCode) return undefined
    const timer = setTimeout(() => void reload(), every)
    return () => clearTimeout(timer)
  }, [idCode, every, reload])
  useShownAgain(() => void reload())
  const error = data.error ?? (data.data !== undefined && !idCode ? '身份码获取失败，请稍后重试' : null)
  return { ...data, error, idCode, left }
}
