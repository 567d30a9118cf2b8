/**
 * The screen shell (design section 5). Every screen file exports `screen(Body)`: the shell reads
 * the route table for the current path and supplies the navigation bar title, the role accent,
 * the not-logged-in state for `auth` routes, the no-permission state (the route is another role's,
 * or needs a module the user does not hold: `refusalOf`) and the missing-parameter state, and
 * mounts the body only when none of those apply, so a logged-out visitor or a user without the
 * permission never triggers the body's API calls.
 * Large-text mode (stores/largeText) puts its class on the root: every screen's text and tap
 * targets grow (largeText.scss).
 * Inside the body, `Page` shows the loading / error / empty states and may override the title.
 * While a data hook of the body shows answers kept from before the network dropped, the shell
 * shows 离线 · 数据更新于 above it (OfflineBanner, hooks/useOfflineMark).
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react'
import { View } from '@tarojs/components'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useCurrentRoute } from '@/hooks/useCurrentRoute'
import { OfflineMarkContext } from '@/hooks/useOfflineMark'
import { accentOf, missingParams, refusalOf } from '@/routes'
import { LARGE_TEXT_CLASS, useLargeText } from '@/stores/largeText'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'
import { NUTUI_THEMES } from '@/theme'
import { NavBar } from '@/components/NavBar'
import { OfflineBanner } from '@/components/OfflineBanner'
import { ErrorState, LoginState, NoPermissionState } from '@/components/States'
import { useFocusablePageScroller } from './pageScroller'
import '@/components/Page/index.scss'
import './largeText.scss'

const TitleContext = createContext<(title: string | undefined) => void>(() => undefined)

/** Replaces the route's title while the calling component is mounted (e.g. 修改投诉 in edit mode). */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useContext(TitleContext)
  useEffect(() => {
    if (title === undefined) return undefined
    setTitle(title)
    return () => setTitle(undefined)
  }, [setTitle, title])
}

/** H5 landmark: the screen's content (after the nav bar's banner). */
const MAIN = { role: 'main' }

/** The oldest offline time the body's data hooks report (null: all online). */
function useOfflineMarks(): [number | null, (token: object, at: number | null) => void] {
  const [marks, setMarks] = useState<ReadonlyMap<object, number>>(new Map())
  const report = useCallback((token: object, at: number | null) => {
    setMarks((m) => {
      if ((m.get(token) ?? null) === at) return m
      const next = new Map(m)
      if (at === null) next.delete(token)
      else next.set(token, at)
      return next
    })
  }, [])
  let oldest: number | null = null
  marks.forEach((at) => {
    oldest = oldest === null ? at : Math.min(oldest, at)
  })
  return [oldest, report]
}

export function screen(Body: ComponentType): ComponentType {
  function Screen() {
    const { route, params } = useCurrentRoute()
    const user = useSession((s) => s.user)
    const modules = useModules((s) => s.modules)
    const largeText = useLargeText((s) => s.on)
    const [title, setTitle] = useState<string | undefined>(undefined)
    const [offlineAt, reportOffline] = useOfflineMarks()
    const body = useRef(null)
    useFocusablePageScroller(body)
    const accent = accentOf(route)
    const missing = missingParams(route, params)
    const refusal = route ? refusalOf(route, user, modules) : null
    let content
    if (route?.auth && !user) content = <LoginState />
    else if (refusal) content = <NoPermissionState refusal={refusal} roles={route?.roles} />
    else if (missing.length) content = <ErrorState title="页面参数缺失" error={`缺少${missing.join('、')}，请返回后重新进入`} />
    else content = <Body />
    return (
      <ConfigProvider theme={NUTUI_THEMES[accent]} className={largeText ? `app-page ${LARGE_TEXT_CLASS}` : 'app-page'}>
        <NavBar title={title} accent={accent} />
        <TitleContext.Provider value={setTitle}>
          <OfflineMarkContext.Provider value={reportOffline}>
            <View className="app-page__body" ref={body} {...MAIN}>
              {offlineAt !== null && <OfflineBanner savedAt={offlineAt} />}
              {content}
            </View>
          </OfflineMarkContext.Provider>
        </TitleContext.Provider>
      </ConfigProvider>
    )
  }
  Screen.displayName = `Screen(${Body.displayName ?? Body.name ?? 'Body'})`
  return Screen
}

export default screen
