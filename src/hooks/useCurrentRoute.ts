/** The route of the page this component renders in, and how deep the page stack is. */
import { useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { findRoute, type RouteDef } from '@/routes'

export function useCurrentRoute(): { path: string; route: RouteDef | undefined; params: Record<string, string | undefined> } {
  const router = useRouter()
  const path = '/' + String(router.path ?? '').split('?')[0].replace(/^\/+/, '')
  return { path, route: findRoute(path), params: router.params ?? {} }
}

/** Pages on the stack (1 on a cold start or a deep link); re-read whenever the page shows. */
export function usePageDepth(): number {
  const read = () => Taro.getCurrentPages().length
  const [depth, setDepth] = useState(read)
  useDidShow(() => setDepth(read()))
  return depth
}

/** A route parameter, URL-decoded ('' when absent; left as is when it is not valid encoding). */
export function routeParam(params: Record<string, string | undefined>, name: string): string {
  const v = params[name]
  if (!v) return ''
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}
