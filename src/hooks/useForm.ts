/**
 * Form state for a screen: the values, a setter per field, and the submission under the one
 * action guard (useAction): `busy` while it runs, so a submit button is disabled and a double tap
 * submits once. Values are kept when a check or the server refuses them.
 *
 * `submit(work)` hands `work` the submission's `UserAction` (its idempotency key): pass it on to
 * `mutate(..., { ...action })`. A tap that got no answer (weak network) and is tapped again with
 * the same values is the same action, so it keeps the key and the server creates one record; an
 * answer, or an edited field, starts a new action.
 */
import { useCallback, useState } from 'react'
import { useAction } from './useAction'

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const { busy, run, renew } = useAction()
  const set = useCallback(
    <K extends keyof T>(key: K) =>
      (value: string) => {
        renew()
        setValues((v) => ({ ...v, [key]: value }))
      },
    [renew],
  )
  return { values, set, busy, submit: run }
}
