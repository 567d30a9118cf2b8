/**
 * Form state for a screen: the values, a setter per field, and a submit guard (`busy`) so a
 * submit button is disabled while its request runs. Values are kept when a check or the server
 * refuses them.
 *
 * `submit(work)` hands `work` the submission's `UserAction` (its idempotency key): pass it on to
 * `mutate(..., { ...action })`. A tap that got no answer (weak network) and is tapped again with
 * the same values is the same action, so it keeps the key and the server creates one record; an
 * answer, or an edited field, starts a new action.
 */
import { useCallback, useRef, useState } from 'react'
import { unanswered } from '@/api/mutate'
import { newIdempotencyKey, type UserAction } from '@/core/request'

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const actionKey = useRef<string | null>(null)
  const set = useCallback(
    <K extends keyof T>(key: K) =>
      (value: string) => {
        actionKey.current = null
        setValues((v) => ({ ...v, [key]: value }))
      },
    [],
  )
  /** Runs `work` unless a submit is already running; errors are left to the request layer. */
  const submit = useCallback(async (work: (action: UserAction) => Promise<unknown>) => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    actionKey.current ??= newIdempotencyKey()
    let outcome: unknown
    try {
      outcome = await work({ idempotencyKey: actionKey.current })
    } catch (error) {
      // The request layer has shown the server's message; the form stays as typed.
      outcome = error
    } finally {
      busyRef.current = false
      setBusy(false)
    }
    if (!unanswered(outcome)) actionKey.current = null
  }, [])
  return { values, set, busy, submit }
}
