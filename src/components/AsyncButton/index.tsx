/**
 * A button whose action is a write or a load: disabled (loading) while it runs, so a double tap
 * runs it once. Errors are the request layer's to show. For destructive actions use ConfirmButton.
 */
import { useRef, useState, type ReactNode } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { useAlive } from '@/hooks/useAlive'

export interface AsyncButtonProps {
  onClick: () => Promise<unknown>
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
  const alive = useAlive()
  async function run() {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await onClick()
    } catch {
      // Shown by the request layer.
    } finally {
      running.current = false
      if (alive.current) setBusy(false)
    }
  }
  return (
    <Button type={type} size={size} fill={fill} loading={busy} disabled={disabled || busy} onClick={() => void run()}>
      {children}
    </Button>
  )
}

export default AsyncButton
