/**
 * Runs `handler` when the page shows again after it was hidden (back from a page opened on top of
 * it, or the app brought back), never on its first show: the mount's own load covers that one.
 */
import { useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export function useShownAgain(handler: () => void): void {
  const hidden = useRef(false)
  const ref = useRef(handler)
  ref.current = handler
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    ref.current()
  })
}
