/**
 * The picker's side of core/pageResult: `answer(value)` hands the choice to the screen that asked
 * (by `resultId`), and leaving without one answers null, so a waiting caller never hangs.
 */
import { useCallback, useEffect, useRef } from 'react'
import { deliverResult } from '@/core/pageResult'

export function usePageResult<T>(resultId: string): (value: T) => void {
  const answered = useRef(false)
  useEffect(
    () => () => {
      if (!answered.current) deliverResult(resultId, null)
    },
    [resultId],
  )
  return useCallback(
    (value: T) => {
      answered.current = true
      deliverResult(resultId, value)
    },
    [resultId],
  )
}
