import { LIMITS } from './config'
import { NOT_FOUND_PAGE, packages, pagePath, routesOfTarget } from './routes'
import { preloadRules } from './routes/preload'

const routes = routesOfTarget(process.env.TARO_ENV)
const { pages, subPackages } = packages(routes)

export default defineAppConfig({
  pages: [...pages, pagePath(NOT_FOUND_PAGE)],
  subPackages,
  // A role's home fetches the subpackages its menu opens in the background (routes/preload.ts).
  preloadRule: preloadRules(routes),
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#0A670E',
    navigationBarTextStyle: 'white',
    backgroundColor: '#f5f6f7',
  },
  lazyCodeLoading: 'requiredComponents',
  // The location picker (core/wechat/location.ts): WeChat refuses it unless the app declares it.
  requiredPrivateInfos: ['chooseLocation'],
  // Spec section 9: 60000 ms for request, socket connect, upload and download.
  networkTimeout: { ...LIMITS.networkTimeoutMs },
})
