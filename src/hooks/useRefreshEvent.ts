/**
 * Runs `handler` whenever the save helper announces a change (`REFRESH_EVENT`, sent after a
 * successful save) so a list below the form reloads.
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { REFRESH_EVENT } from '@/api/save'

export function useRefreshEvent(handler: (api?: string) => void): void {
  const ref = useRef(handler)
  ref.current = handler
  useEffect(() => {
    const listener = (api?: unknown) => ref.current(typeof api === 'string' ? api : undefined)
    Taro.eventCenter.on(REFRESH_EVENT, listener)
    return () => {
      Taro.eventCenter.off(REFRESH_EVENT, listener)
    }
  }, [])
}
