/**
 * A screen showing the caller's identity code (docs/trade.md section 14): the value carrying it is
 * loaded without a loading text, loaded again every `refreshAfterSeconds` while the screen is open
 * and whenever it shows again, and `left` counts the seconds until the current code expires
 * (0: expired, shown greyed until the fresh one arrives). An answer without a code is an error
 * ('身份码获取失败，请稍后重试'), like a failed load.
 *
 * A buyer's answer also carries the next codes of its batch (`idCodesAhead`, issue 25): when a
 * refresh gets no answer (no network, time-out), the next of them is shown instead, never one shown
 * before (each is single use), and `offline` says so; the countdown is the shown code's own. Only
 * when the batch is used up and its last code expired does the failure show.
 */
import { useEffect, useRef, useState } from 'react'
import { ID_CODE_REFRESH_SECONDS, type IdentityCode } from '@/contract/types'
import { isApiError } from '@/core/request'
import { useAsyncData, type AsyncData } from './useAsyncData'
import { useCountdown } from './useCountdown'
import { useShownAgain } from './useShownAgain'

const noop = () => undefined

/** A failure a code fetched ahead covers: the request got no answer. */
const unanswered = (error: unknown): boolean => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

export interface IdentityCodeState<T> extends AsyncData<T> {
  idCode: IdentityCode | undefined
  left: number | null
  /** A code fetched ahead is shown because the last refresh got no answer. */
  offline: boolean
}

export function useIdentityCode<T extends { idCode?: IdentityCode; idCodesAhead?: IdentityCode[] }>(load: () => Promise<T>): IdentityCodeState<T> {
  // Loaded on mount and by reload only: the caller's latest `load` is read when it runs.
  const loadRef = useRef(load)
  loadRef.current = load
  const data = useAsyncData(() => loadRef.current(), [])
  const { reload } = data
  const answer = data.data
  // How far into the answer's batch network drops have moved: each failed refresh (a new error
  // object) moves one code on, counted once, in the render that shows it; a new answer starts at 0.
  const ahead = answer?.idCodesAhead ?? []
  const dropped = unanswered(data.error)
  const [step, setStep] = useState<{ of: T | undefined; error: unknown; n: number }>({ of: answer, error: null, n: 0 })
  let current = step.of === answer ? step : { of: answer, error: null, n: 0 }
  if (dropped && data.error !== current.error) current = { of: answer, error: data.error, n: Math.min(current.n + 1, ahead.length) }
  if (current !== step) setStep(current)
  const n = current.n
  const idCode = n > 0 ? ahead[n - 1] : answer?.idCode
  const left = useCountdown(idCode?.expiresAt, noop)
  const every = (idCode?.refreshAfterSeconds ?? ID_CODE_REFRESH_SECONDS) * 1000
  useEffect(() => {
    if (!idCode) return undefined
    const timer = setTimeout(() => void reload(), every)
    return () => clearTimeout(timer)
  }, [idCode, every, reload, data.error])
  useShownAgain(() => void reload())
  const covered = dropped && n > 0 && left !== 0
  const error = covered ? null : (data.error ?? (answer !== undefined && !idCode ? '身份码获取失败，请稍后重试' : null))
  return { ...data, error, idCode, left, offline: covered }
}
