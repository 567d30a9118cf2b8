/**
 * A screen's query parameters, typed by its route: `useRouteParams('complaintDetail').id`. Every
 * declared parameter is a URL-decoded string ('' when an optional one is absent); the screen shell
 * has already refused to mount the screen without its required ones.
 */
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { ROUTE_BY_NAME, type ParamsRead, type RouteDef, type RouteName } from '@/routes'
import { routeParam } from './useCurrentRoute'

export function useRouteParams<N extends RouteName>(name: N): ParamsRead<N> {
  const params = useRouter().params
  return useMemo(() => {
    const spec = (ROUTE_BY_NAME[name] as RouteDef).params ?? {}
    return Object.fromEntries(Object.keys(spec).map((key) => [key, routeParam(params ?? {}, key)])) as ParamsRead<N>
  }, [name, params])
}
