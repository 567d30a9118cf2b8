import { LIMITS } from './config'
import { NOT_FOUND_PAGE, packages, pagePath } from './routes'

const { pages, subPackages } = packages()

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
  // Spec section 9: 60000 ms for request, socket connect, upload and download.
  networkTimeout: { ...LIMITS.networkTimeoutMs },
})
