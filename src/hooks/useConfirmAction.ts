/**
 * Destructive actions (delete, revoke, cancel): the 提示 modal first, then `action`; `busy` while
 * it runs (a second tap is ignored). Errors are the request layer's to show; `run` resolves true
 * when the action ran and succeeded.
 *
 * `action` gets the `UserAction` (its idempotency key) to pass on to `mutate(..., { ...action })`:
 * confirmed again after no answer came (weak network), it is the same action with the same key.
 */
import { useCallback, useRef, useState } from 'react'
import { unanswered } from '@/api/mutate'
import { confirmModal } from '@/core/dialog'
import { newIdempotencyKey, type UserAction } from '@/core/request'
import { useAlive } from './useAlive'

export function useConfirmAction(message: string, action: (act: UserAction) => Promise<unknown> | unknown): { run: () => Promise<boolean>; busy: boolean } {
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const actionRef = useRef(action)
  actionRef.current = action
  const actionKey = useRef<string | null>(null)
  const alive = useAlive()

  const run = useCallback(async () => {
    if (busyRef.current) return false
    busyRef.current = true
    let outcome: unknown
    try {
      if (!(await confirmModal(message))) return false
      if (alive.current) setBusy(true)
      actionKey.current ??= newIdempotencyKey()
      outcome = await actionRef.current({ idempotencyKey: actionKey.current })
      return true
    } catch (error) {
      // Shown by the request layer.
      outcome = error
      return false
    } finally {
      busyRef.current = false
      if (alive.current) setBusy(false)
      if (!unanswered(outcome)) actionKey.current = null
    }
  }, [alive, message])

  return { run, busy }
}
