/**
 * A button for a destructive action: asks `message` in the 提示 modal, then runs `onConfirm`,
 * disabled (loading) while it runs. By default a red outlined button (`danger`, `outline`) of the
 * normal size, like the buttons beside it. See `useConfirmAction` for custom triggers.
 */
import { type ReactNode } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { UserAction } from '@/core/request'
import { useConfirmAction } from '@/hooks/useConfirmAction'

export interface ConfirmButtonProps {
  message: string
  /** Gets the action's idempotency key: pass it on to `mutate(..., { ...action })`. */
  onConfirm: (action: UserAction) => Promise<unknown> | unknown
  children: ReactNode
  type?: 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'
  size?: 'large' | 'normal' | 'small' | 'mini'
  fill?: 'solid' | 'outline' | 'dashed' | 'none'
  block?: boolean
  disabled?: boolean
}

// Explicit values, never `undefined`: NutUI's Button spreads its props over its defaults, so an
// undefined size or fill drops the size class and the fill colour.
export function ConfirmButton({ message, onConfirm, children, type = 'danger', size = 'normal', fill = 'outline', block = false, disabled = false }: ConfirmButtonProps) {
  const { run, busy } = useConfirmAction(message, onConfirm)
  return (
    <Button type={type} size={size} fill={fill} block={block} loading={busy} disabled={disabled || busy} onClick={() => void run()}>
      {children}
    </Button>
  )
}

export default ConfirmButton
