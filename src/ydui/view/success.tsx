/**
 * Operation succeeded (/ydui/view/success): what went well (`text`) and where to go next (`next`,
 * a screen's name: a binding leads home, a PC login back to the scanner); without one, the home of
 * the logged-in user or the entry page.
 */
import { Button } from '@nutui/nutui-react-taro'
import { go } from '@/core/navigate'
import { useRouteParams } from '@/hooks/useRouteParams'
import { homeRoute, ROUTE_BY_NAME, type RouteDef, type RouteName } from '@/routes'
import { useSession } from '@/stores/session'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'

/** A screen without required parameters, by name; else null. */
function nextScreen(name: string): RouteName | null {
  const route = (ROUTE_BY_NAME as Record<string, RouteDef | undefined>)[name]
  if (!route || route.planned || Object.values(route.params ?? {}).some((p) => !p.optional)) return null
  return name as RouteName
}

export default screen(function Success() {
  const { text, next } = useRouteParams('yduiSuccess')
  const userType = useSession((s) => s.user?.userType)
  const home: RouteName = userType ? homeRoute(userType) : 'navi'
  const target = nextScreen(next) ?? home
  const title = (ROUTE_BY_NAME[target] as RouteDef).title
  return (
    <ResultPanel tone="success" title="操作成功" text={text || undefined}>
      <Button type="primary" block onClick={() => void go(target as 'navi', {}, { relaunch: true })}>
        {target === home ? '返回首页' : `前往${title ?? '下一步'}`}
      </Button>
    </ResultPanel>
  )
})
