import { LIMITS } from './config'
import { NOT_FOUND_PAGE, packages, pagePath, routesOfTarget } from './routes'

const { pages, subPackages } = packages(routesOfTarget(process.env.TARO_ENV))

export default defineAppConfig({
  pages: [...pages, pagePath(NOT_FOUND_PAGE)],
  subPackages,
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
