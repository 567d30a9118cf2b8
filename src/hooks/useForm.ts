/**
 * Form state for a screen: the values, a setter per field, and a submit guard (`busy`) so a
 * submit button is disabled while its request runs. Values are kept when a check or the server
 * refuses them.
 */
import { useCallback, useRef, useState } from 'react'

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const set = useCallback(<K extends keyof T>(key: K) => (value: string) => setValues((v) => ({ ...v, [key]: value })), [])
  /** Runs `work` unless a submit is already running; errors are left to the request layer. */
  const submit = useCallback(async (work: () => Promise<unknown>) => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    try {
      await work()
    } catch {
      // The request layer has shown the server's message; the form stays as typed.
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }, [])
  return { values, set, busy, submit }
}
