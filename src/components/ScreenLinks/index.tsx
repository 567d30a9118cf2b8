/**
 * A centre's links to other screens: one CellLink per screen, titled by its route, left out when
 * the user may not open it (its role and module: `useMayOpen`). The screen names its links; the
 * route table says what they are called and who sees them.
 */
import { go } from '@/core/navigate'
import { useMayOpen } from '@/hooks/useMayOpen'
import { ROUTE_BY_NAME, type RouteDef, type RouteName } from '@/routes'
import { CellLink } from '@/components/CellLink'

export function ScreenLinks({ screens }: { screens: readonly RouteName[] }) {
  const may = useMayOpen()
  return (
    <>
      {screens.filter(may).map((name) => (
        <CellLink key={name} title={(ROUTE_BY_NAME[name] as RouteDef).title} onClick={() => void go(name)} />
      ))}
    </>
  )
}

export default ScreenLinks
