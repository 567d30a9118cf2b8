/**
 * The one guard of a user action (a submit, a confirmed delete, a tap that pays or loads): `busy`
 * while it runs, and a second `run` meanwhile is ignored (resolves undefined), so a double tap
 * acts once. `run(work)` calls `work` at once, inside the tap (WeChat accepts a subscribe request
 * only there), handing it the action's `UserAction`, whose idempotency key goes on to
 * `mutate(..., { ...action })`. An attempt that got no answer (time-out, network, gateway) keeps
 * the key for the retry, so the server runs it once; any answer, success or refusal, ends the
 * action and the next run is a new one, as does `renew()` (the draft changed). Errors are the
 * request layer's to show: `run` resolves undefined then. useForm, ConfirmButton
 * (useConfirmAction), AsyncButton and the payment hook build on it.
 */
import { useCallback, useRef, useState } from 'react'
import { unanswered } from '@/api/mutate'
import { newIdempotencyKey, type UserAction } from '@/core/request'
import { useAlive } from './useAlive'

export interface ActionGuard {
  busy: boolean
  run: <R>(work: (action: UserAction) => Promise<R>) => Promise<R | undefined>
  /** The draft changed: the next run is a new action with a new key. */
  renew: () => void
}

export function useAction(): ActionGuard {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const key = useRef<string | null>(null)
  const alive = useAlive()

  const run = useCallback(
    async <R,>(work: (action: UserAction) => Promise<R>): Promise<R | undefined> => {
      if (running.current) return undefined
      running.current = true
      setBusy(true)
      key.current ??= newIdempotencyKey()
      let outcome: unknown
      try {
        const result = await work({ idempotencyKey: key.current })
        outcome = result
        return result
      } catch (error) {
        outcome = error
        return undefined
      } finally {
        running.current = false
        if (alive.current) setBusy(false)
        if (!unanswered(outcome)) key.current = null
      }
    },
    [alive],
  )

  const renew = useCallback(() => {
    key.current = null
  }, [])

  return { busy, run, renew }
}
