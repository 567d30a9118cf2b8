/**
 * A button whose action is a write or a load: disabled (loading) while it runs, so a double tap
 * runs it once. Like a form submission (useForm), it hands `onClick` the tap's `UserAction` (its
 * idempotency key) to pass on to `mutate(..., { ...action })`: tapped again after no answer came,
 * it is the same action with the same key. Errors are the request layer's to show. For
 * destructive actions use ConfirmButton.
 */
import { useRef, useState, type ReactNode } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { unanswered } from '@/api/mutate'
import { newIdempotencyKey, type UserAction } from '@/core/request'
import { useAlive } from '@/hooks/useAlive'

export interface AsyncButtonProps {
  onClick: (action: UserAction) => Promise<unknown>
  children: ReactNode
  type?: 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'
  size?: 'large' | 'normal' | 'small' | 'mini'
  fill?: 'solid' | 'outline' | 'dashed' | 'none'
  disabled?: boolean
}

// Explicit values, never `undefined` (see ConfirmButton: NutUI spreads props over its defaults).
export function AsyncButton({ onClick, children, type = 'primary', size = 'normal', fill = 'solid', disabled = false }: AsyncButtonProps) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const actionKey = useRef<string | null>(null)
  const alive = useAlive()
  async function run() {
    if (running.current) return
    running.current = true
    setBusy(true)
    actionKey.current ??= newIdempotencyKey()
    let outcome: unknown
    try {
      outcome = await onClick({ idempotencyKey: actionKey.current })
    } catch (error) {
      // Shown by the request layer.
      outcome = error
    } finally {
      running.current = false
      if (alive.current) setBusy(false)
    }
    if (!unanswered(outcome)) actionKey.current = null
  }
  return (
    <Button type={type} size={size} fill={fill} loading={busy} disabled={disabled || busy} onClick={() => void run()}>
      {children}
    </Button>
  )
}

export default AsyncButton
