/**
 * Destructive actions (delete, revoke, cancel): the 提示 modal first, then `action`; `busy` while
 * it runs (a second tap is ignored). Errors are the request layer's to show; `run` resolves true
 * when the action ran and succeeded.
 */
import { useCallback, useRef, useState } from 'react'
import { confirmModal } from '@/core/dialog'
import { useAlive } from './useAlive'

export function useConfirmAction(message: string, action: () => Promise<unknown> | unknown): { run: () => Promise<boolean>; busy: boolean } {
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const actionRef = useRef(action)
  actionRef.current = action
  const alive = useAlive()

  const run = useCallback(async () => {
    if (busyRef.current) return false
    busyRef.current = true
    try {
      if (!(await confirmModal(message))) return false
      if (alive.current) setBusy(true)
      await actionRef.current()
      return true
    } catch {
      // Shown by the request layer.
      return false
    } finally {
      busyRef.current = false
      if (alive.current) setBusy(false)
    }
  }, [alive, message])

  return { run, busy }
}
