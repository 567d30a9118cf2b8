/**
 * Every screen's page configuration, derived from the route table: a custom navigation bar, the
 * route's title (default: the centre's name) and its pull-to-refresh flag. Each `X.config.ts` is
 * `export default definePageConfig(pageConfig('/group/X'))`; Taro bundles it at build time.
 */
import { APP_CONFIG } from './config'
import { findRoute } from './routes'

export interface ScreenConfig {
  navigationStyle: 'custom'
  navigationBarTitleText: string
  enablePullDownRefresh: boolean
}

export function pageConfig(path: string): ScreenConfig {
  const route = findRoute(path)
  if (!route) throw new Error(`pageConfig: ${path} is not in src/routes.ts`)
  return {
    navigationStyle: 'custom',
    navigationBarTitleText: route.title ?? APP_CONFIG.appName,
    enablePullDownRefresh: route.pullRefresh,
  }
}
