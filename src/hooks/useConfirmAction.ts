/**
 * Destructive actions (delete, revoke, cancel): the 提示 modal first, then `action`, under the one
 * action guard (useAction): `busy` from the tap until it ends, a second tap meanwhile is ignored.
 * Errors are the request layer's to show; `run` resolves true when the action ran and succeeded.
 *
 * `action` gets the `UserAction` (its idempotency key) to pass on to `mutate(..., { ...action })`:
 * confirmed again after no answer came (weak network), it is the same action with the same key.
 */
import { useCallback, useRef } from 'react'
import { confirmModal } from '@/core/dialog'
import type { UserAction } from '@/core/request'
import { useAction } from './useAction'

export function useConfirmAction(message: string, action: (act: UserAction) => Promise<unknown> | unknown): { run: () => Promise<boolean>; busy: boolean } {
  const { busy, run } = useAction()
  const actionRef = useRef(action)
  actionRef.current = action

  const confirmAndRun = useCallback(async () => {
    let succeeded = false
    await run(async (act) => {
      if (!(await confirmModal(message))) return undefined
      // The action's own outcome decides whether its key survives (no answer: kept for the retry).
      const outcome = await actionRef.current(act)
      succeeded = true
      return outcome
    })
    return succeeded
  }, [run, message])

  return { run: confirmAndRun, busy }
}
