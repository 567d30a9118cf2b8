/**
 * Whether the logged-in user may open a screen (its roles and module, `refusalOf`), for menus,
 * links and the figures that open a screen: `const may = useMayOpen(); may('supplierPrestore')`.
 * Re-renders when the user or the cached module list changes. A planned screen opens for nobody.
 */
import { useCallback } from 'react'
import { BUILT_ROUTES, ROUTE_BY_NAME, refusalOf, type RouteDef, type RouteName } from '@/routes'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'

export function useMayOpen(): (name: RouteName) => boolean {
  const user = useSession((s) => s.user)
  const modules = useModules((s) => s.modules)
  return useCallback(
    (name: RouteName) => {
      const route: RouteDef = ROUTE_BY_NAME[name]
      return BUILT_ROUTES.includes(route) && !refusalOf(route, user, modules)
    },
    [user, modules],
  )
}
