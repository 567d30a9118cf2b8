/**
 * The custom navigation bar (every page uses navigationStyle: custom). Title: the given one, else
 * the route's, else the centre's name. Left: back when there is a page to go back to (or one was
 * remembered before an outside page returned here: core/navigate wayBack), otherwise home (the role
 * home when logged in, else the navigation page); nothing on the navigation page itself or on the
 * page home would open. Weapp: sized from the capsule button (guarded, see
 * core/wechat/navBarMetrics); H5: a fixed 44 px bar.
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowLeft, Home } from '@nutui/icons-react-taro'
import { navBarMetrics } from '@/core/wechat/navBarMetrics'
import { go, goBack, navigateBack, wayBack } from '@/core/navigate'
import { useCurrentRoute, usePageDepth } from '@/hooks/useCurrentRoute'
import { homeRoute, pathOf, type RouteName } from '@/routes'
import { useCentreName } from '@/stores/centre'
import { useSession } from '@/stores/session'
import { accentColor, type Accent } from '@/theme'
import { Pressable } from '@/components/Pressable'
import './index.scss'

export interface NavBarProps {
  title?: string
  accent?: Accent
  /** Replaces the back / home button. */
  left?: ReactNode
  right?: ReactNode
}

/** H5 landmarks: the bar is the page's banner and its title the page's one heading. */
const BANNER = { role: 'banner' }
const HEADING = { role: 'heading', 'aria-level': 1 }

export function NavBar({ title, accent = 'primary', left, right }: NavBarProps) {
  const { path, route } = useCurrentRoute()
  const depth = usePageDepth()
  const user = useSession((s) => s.user)
  const metrics = navBarMetrics()
  const home: RouteName = user ? homeRoute(user.userType) : 'navi'
  // Back after an outside page returned here as the only page (the payment checkout on H5).
  const returnTo = depth > 1 ? null : wayBack()
  const canGoBack = depth > 1 || returnTo !== null
  // An alias (H5 '/' for the navigation page) counts as its canonical path.
  const here = route?.path ?? path
  const showHome = !canGoBack && here !== pathOf('navi') && here !== pathOf(home)
  const centre = useCentreName()
  const text = title ?? route?.title ?? centre
  const side = Math.max(metrics.sideWidth, 44)

  let button: ReactNode = null
  if (left !== undefined) button = left
  else if (canGoBack)
    button = (
      <Pressable className="app-navbar__btn" label="返回" data-testid="navbar-back" onPress={() => void (returnTo ? navigateBack(returnTo) : goBack(home))}>
        <ArrowLeft color="#fff" size={20} />
      </Pressable>
    )
  else if (showHome)
    button = (
      <Pressable className="app-navbar__btn" label="首页" data-testid="navbar-home" onPress={() => void go(home, {}, { relaunch: true })}>
        <Home color="#fff" size={20} />
      </Pressable>
    )

  return (
    <View className="app-navbar" {...BANNER} style={{ background: accentColor(accent), paddingTop: `${metrics.statusBarHeight}px` }}>
      <View className="app-navbar__bar" style={{ height: `${metrics.barHeight}px` }}>
        <View className="app-navbar__side" style={{ width: `${side}px` }}>
          {button}
        </View>
        <Text className="app-navbar__title" {...HEADING}>
          {text}
        </Text>
        <View className="app-navbar__side app-navbar__side--right" style={{ width: `${side}px` }}>
          {right}
        </View>
      </View>
    </View>
  )
}

export default NavBar
