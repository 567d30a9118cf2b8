/**
 * A button whose action is a write or a load, under the one action guard (useAction): disabled
 * (loading) while it runs, so a double tap runs it once. It hands `onClick` the tap's `UserAction`
 * (its idempotency key) to pass on to `mutate(..., { ...action })`: tapped again after no answer
 * came, it is the same action with the same key. Errors are the request layer's to show. For
 * destructive actions use ConfirmButton.
 */
import { type ReactNode } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { UserAction } from '@/core/request'
import { useAction } from '@/hooks/useAction'

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
  const { busy, run } = useAction()
  return (
    <Button type={type} size={size} fill={fill} loading={busy} disabled={disabled || busy} onClick={() => void run(onClick)}>
      {children}
    </Button>
  )
}

export default AsyncButton
