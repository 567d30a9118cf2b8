/**
 * Every screen's page configuration, derived from the route table: the route's title (default:
 * the centre's name) and pull-to-refresh where the route has it. The custom navigation bar and
 * refresh off are the app's `window` settings (app.config.ts), which WeChat and Taro's H5 router
 * apply to every page that does not say otherwise, so no page repeats them (they were 7 KB of
 * the H5 entry, which lists every page's configuration). Each `X.config.ts` is
 * `export default definePageConfig(pageConfig('screenName'))`; Taro bundles it at build time.
 */
import { APP_CONFIG } from './config'
import { ROUTE_BY_NAME, type RouteDef, type RouteName } from './routes'

export interface ScreenConfig {
  navigationBarTitleText: string
  enablePullDownRefresh?: true
}

export function pageConfig(name: RouteName): ScreenConfig {
  const route: RouteDef = ROUTE_BY_NAME[name]
  const title = route.title ?? APP_CONFIG.appName
  return route.pullRefresh ? { navigationBarTitleText: title, enablePullDownRefresh: true } : { navigationBarTitleText: title }
}
