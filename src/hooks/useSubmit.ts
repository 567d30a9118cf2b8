/**
 * A submit guard with an idempotency key for screens whose draft is not a `useForm` of strings
 * (an order's lines, a rating's stars and photos, a tap that pays): `busy` while it runs (a second
 * tap is ignored), and `submit(work)` hands `work` the action's `UserAction` to pass on to
 * `mutate(..., { ...action })`. An attempt that got no answer keeps its key for the retry, so the
 * server runs it once; any answer ends the action. Call `changed()` when the draft changes: an
 * edited draft is a new action.
 */
import { useCallback, useRef, useState } from 'react'
import { unanswered } from '@/api/mutate'
import { newIdempotencyKey, type UserAction } from '@/core/request'
import { useAlive } from './useAlive'

export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const actionKey = useRef<string | null>(null)
  const alive = useAlive()

  const submit = useCallback(
    async <R,>(work: (action: UserAction) => Promise<R>): Promise<R | undefined> => {
      if (busyRef.current) return undefined
      busyRef.current = true
      setBusy(true)
      actionKey.current ??= newIdempotencyKey()
      let outcome: unknown
      try {
        const result = await work({ idempotencyKey: actionKey.current })
        outcome = result
        return result
      } catch (error) {
        // Shown by the request layer.
        outcome = error
        return undefined
      } finally {
        busyRef.current = false
        if (alive.current) setBusy(false)
        if (!unanswered(outcome)) actionKey.current = null
      }
    },
    [alive],
  )

  const changed = useCallback(() => {
    actionKey.current = null
  }, [])

  return { busy, submit, changed }
}
