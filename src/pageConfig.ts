/**
 * Every screen's page configuration, derived from the route table: a custom navigation bar, the
 * route's title (default: the centre's name) and its pull-to-refresh flag. Each `X.config.ts` is
 * `export default definePageConfig(pageConfig('screenName'))`; Taro bundles it at build time.
 */
import { APP_CONFIG } from './config'
import { ROUTE_BY_NAME, type RouteDef, type RouteName } from './routes'

export interface ScreenConfig {
  navigationStyle: 'custom'
  navigationBarTitleText: string
  enablePullDownRefresh: boolean
}

export function pageConfig(name: RouteName): ScreenConfig {
  const route: RouteDef = ROUTE_BY_NAME[name]
  return {
    navigationStyle: 'custom',
    navigationBarTitleText: route.title ?? APP_CONFIG.appName,
    enablePullDownRefresh: route.pullRefresh,
  }
}
